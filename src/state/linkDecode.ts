/**
 * A link opened (state/permalink.ts, the format): never throws; every way a fragment can be wrong
 * becomes a sentence for the person.
 */
import { fromBase64Url, inflateWithin, TooLarge } from './linkBytes.ts';
import { fnv1a, PERMALINK_PREFIX, unpackExpectations, V1_PREFIX, validHeader, validHeaderV2, type Header, type HeaderV2 } from './linkHeader.ts';
import { LINK_LIMITS, MAX_PAYLOAD_BYTES, mb, overLinkLimits, overSuiteLimits } from './linkLimits.ts';
import type { DecodeResult, SharedState } from './linkState.ts';
import { linkView } from './linkViewRead.ts';

const refused = (what: string): DecodeResult => fail(`This link holds ${what}, more than Robotscope opens from a link; it was not opened.`);

/**
 * A format this version does not read: a newer Robotscope's when its number is past ours (v3 on),
 * none Robotscope ever made otherwise (v0, v01: the formats began at v1, written without zeros).
 */
function unknownFormat(digits: string): string {
  const newer = /^[1-9]\d*$/.test(digits) && Number(digits) > 2;
  return newer
    ? `This link was made by a newer Robotscope (format v${digits}); this version reads v1 and v2 links.`
    : `This link's format (v${digits}) is not one Robotscope has ever made: it reads v1 and v2 links. The link may have been changed by hand or cut.`;
}

/** Never throws: every way a fragment can be wrong becomes a sentence for the person. */
export async function decodePermalink(fragment: string): Promise<DecodeResult> {
  const f = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const version = /^v(\d+)\./.exec(f);
  if (!version) return fail('This link does not hold a Robotscope document (the part after # is not one of ours).');
  if (version[0] !== PERMALINK_PREFIX && version[0] !== V1_PREFIX) return fail(unknownFormat(version[1]));
  const body = f.slice(version[0].length);
  const bytes = fromBase64Url(body);
  if (!bytes || bytes.length === 0) {
    // Only base64url characters, but a length no link has (4n+1): a link cut short, as a quarter of all cuts are.
    return /^[A-Za-z0-9_-]+$/.test(body) ? UNPACKS_NOT : fail('This link is damaged: it holds characters a Robotscope link never has, or nothing at all.');
  }
  const format = version[0] === V1_PREFIX ? 1 : 2;
  let payload: Uint8Array;
  try {
    payload = await inflateWithin(bytes, MAX_PAYLOAD_BYTES[format]);
  } catch (e) {
    if (e instanceof TooLarge) return refused(`more than ${mb(MAX_PAYLOAD_BYTES[format])} once unpacked (a link unpacks to at most that)`);
    return UNPACKS_NOT;
  }
  return readPayload(payload, format);
}

function readPayload(payload: Uint8Array, format: 1 | 2): DecodeResult {
  if (payload.length < 4) return DAMAGED;
  const headLength = new DataView(payload.buffer, payload.byteOffset).getUint32(0);
  if (4 + headLength > payload.length) return DAMAGED;
  // Sizes first: nothing is decoded or parsed that is past the limits.
  if (headLength > LINK_LIMITS.headerBytes) return refused(`${mb(headLength)} of test inputs (user-agent and URLs; at most ${mb(LINK_LIMITS.headerBytes)})`);
  // What follows the header: the document, and in v2 perhaps the other version (`v`), each
  // capped on its own once the header says where the document ends.
  const tail = payload.length - 4 - headLength;
  if (format === 1 && tail > LINK_LIMITS.documentBytes) return refused(`a ${mb(tail)} document (at most ${mb(LINK_LIMITS.documentBytes)})`);
  const both = LINK_LIMITS.documentBytes + LINK_LIMITS.otherBytes;
  if (tail > both) return refused(`${mb(tail)} of documents (two versions of at most ${mb(LINK_LIMITS.documentBytes)} each)`);
  let header: Header;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload.subarray(4, 4 + headLength)));
  } catch {
    return DAMAGED;
  }
  if (!validHeader(header) || (format === 2 && !validHeaderV2(header))) return DAMAGED;
  const otherLength = format === 2 ? (header as HeaderV2).v?.n ?? 0 : 0;
  if (otherLength > tail) return DAMAGED;
  const documentBytes = tail - otherLength;
  const over = overLinkLimits({ documentBytes, agent: header.a, urls: header.u }) ?? (format === 2 ? overSuiteLimits(header as HeaderV2) : null);
  if (over) return refused(over);
  const bytes = payload.slice(4 + headLength, 4 + headLength + documentBytes);
  if (header.n !== bytes.length || header.h !== fnv1a(bytes)) return DAMAGED;
  const base = { agent: header.a, urls: header.u, profile: header.p };
  if (format === 1) return { ok: true, state: { ...base, bytes, crawlers: null, cell: null, fileName: 'robots.txt', origin: '', expectations: [], other: null } };
  return readV2(header as HeaderV2, bytes, payload.subarray(payload.length - otherLength), base);
}

/** The v2 fields, over a document whose length and hash were checked. */
function readV2(v2: HeaderV2, bytes: Uint8Array, otherBytes: Uint8Array, base: Pick<SharedState, 'agent' | 'urls' | 'profile'>): DecodeResult {
  if (v2.d === 0 && (bytes.length > 0 || v2.v !== undefined)) return DAMAGED;
  const cell = v2.s ? { row: v2.s[0], col: v2.s[1] } : null;
  const expectations = unpackExpectations(v2.x);
  if (expectations === null) return DAMAGED;
  if (v2.v && v2.v.h !== fnv1a(otherBytes)) return DAMAGED;
  const other = v2.v ? { bytes: otherBytes.slice(), label: v2.v.l } : null;
  const state: SharedState = { ...base, bytes: v2.d === 1 ? bytes : null, crawlers: v2.c, cell, fileName: v2.f, origin: v2.o ?? '', expectations, other };
  // Any `k` but 1 (a hand edit) reads as a body read whole, as a link without it.
  if (v2.k === 1 && v2.d === 1) state.bodyCut = true;
  return { ok: true, state: v2.w === undefined ? state : { ...state, ...linkView(v2.w, v2.c) } };
}

const fail = (error: string): DecodeResult => ({ ok: false, error });
const UNPACKS_NOT = fail('This link is damaged or cut short: its data does not unpack. Ask for the full link again.');
const DAMAGED = fail('This link is damaged or cut short: its contents do not add up. Ask for the full link again.');
