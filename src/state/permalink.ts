/**
 * Permalinks: the whole state in the URL fragment, never the query (it never reaches a server).
 *
 *   #v2.<base64url(deflate-raw(payload))>
 *   payload = u32 header length (big-endian) | header JSON (UTF-8) | the document's bytes
 *             [| the compare view's other version's bytes, when the header has `v`]
 *
 * The document travels as bytes (BOM, line endings and undecodable bytes included) so it
 * comes back byte for byte. Deflate has no checksum, so the header carries the length and an
 * FNV-1a hash of the bytes. The version marker is forever: a v1 link must open in every later
 * version (AST Explorer's lesson), so new formats get a new marker and v1 decoding stays.
 *
 * Header fields. v1 (2026-11, testdata/permalink/v1-links.json): `a` the User-agent field,
 * `u` the URL field, `p` the profile (a ReadingChoice: `documented`, each crawler as documented, since issue 29), `n` the document's byte length, `h` its FNV-1a hash.
 * v2 adds the workbench's test suite (issue 11): `c` the crawler list (null: none carried), `s` the selected cell
 * ([row, column] or null), `f` the file name, and `d`: 0 when the document was too big for a
 * link and is left out (then `n` is 0 and no bytes follow: the link carries the suite alone,
 * and the page says the document must be opened separately). Later v2 links may add `x`, the
 * expectations (issue 9 §2): `[url, crawler, 1 allowed | 0 blocked]` each; left out when there
 * are none, and a link without it opens with none. Later still, `v`: the compare view's other
 * version (issue 9 §1), `{ n: its byte length, h: its FNV-1a hash, l: where it came from, in
 * words }`, its bytes after the document's, carried as the document is (endings, BOM and
 * undecodable bytes kept). Only with a document (`d` 1); left out when not comparing, or when
 * both versions together do not fit a link (app/links.ts says so on the page). Two versions of
 * a file up to 32 KiB deflate to little more than one: the second finds the first in deflate's
 * window.
 * A link without `v` opens as before; a Robotscope from before `v` reads a link with it as
 * damaged (its bytes do not add up to `n`), never as a wrong document.
 * Later still, `w`: the grid's view, its filter, sort and search (state/linkView.ts), left out
 * when it is the default; a part of it not understood is left out and named, never refusing the
 * link. A Robotscope from before `w` opens the link without it.
 */
import { isReadingChoice, readExpectationList, type Expectation, type ReadingChoice } from '../core/index.ts';
import { packView, type PackedView } from './linkView.ts';
import { linkView } from './linkViewRead.ts';
import type { MatrixViewOptions } from './matrixView.ts';
import { deflateWithin, inflateWithin, storedDeflate, toBase64Url, fromBase64Url, TooLarge } from './linkBytes.ts';
import { countText } from '../core/words/countText.ts';

export { DEFLATE_SLICE, fromBase64Url, toBase64Url } from './linkBytes.ts';

export const PERMALINK_PREFIX = 'v2.';
const V1_PREFIX = 'v1.';
/** Longer fragments break in some browsers, chat tools and servers' logs. */
export const MAX_FRAGMENT_CHARS = 32_000;
/**
 * What a link may hold, checked before any work is done on it (issue 12 §2: a 54 KB link
 * inflated into 10 million URL lines, an 81 KB one into a 60 MB line, a 1.5 KB one into a 1 MB
 * user-agent). Each is far above what a person shares and what the page makes: app/links.ts makes
 * no link for a state past them, so every link the page makes, it opens.
 */
export const LINK_LIMITS = {
  /** Document bytes: a 500 KiB robots.txt is what Google reads; this is eight of them. */
  documentBytes: 4 * 1024 * 1024,
  /** Header JSON (agent + URLs): the fields below, with room for JSON's escapes. */
  headerBytes: 512 * 1024,
  agentChars: 2000,
  urlLines: 1000,
  urlChars: 100_000,
  /** v2: the crawler list, and a file name as file systems allow. */
  crawlers: 100,
  fileNameChars: 255,
  /** Expectations: a whole row or column marked at a time, over at most 1,000 URLs × 100 crawlers. */
  expectations: 10_000,
  /** The compare view's other version: as big as the document may be, and a label of a sentence. */
  otherBytes: 4 * 1024 * 1024,
  otherLabelChars: 300,
} as const;
/**
 * A link may not inflate into more than this: the decompression stops there ("zip bomb"). A v1
 * link holds one document; a v2 link may hold the compare view's other version besides.
 */
const MAX_PAYLOAD_BYTES = { 1: 4 + LINK_LIMITS.headerBytes + LINK_LIMITS.documentBytes, 2: 4 + LINK_LIMITS.headerBytes + LINK_LIMITS.documentBytes + LINK_LIMITS.otherBytes };

const mb = (n: number) => `${(n / 1048576).toFixed(n < 1048576 ? 2 : 1)} MB`;

/** What in these fields is past LINK_LIMITS, in words; null when all fit. */
export function overLinkLimits(f: { documentBytes: number; agent: string; urls: string }): string | null {
  if (f.documentBytes > LINK_LIMITS.documentBytes) return `a ${mb(f.documentBytes)} document (a link holds at most ${mb(LINK_LIMITS.documentBytes)})`;
  if (f.agent.length > LINK_LIMITS.agentChars) return `a user-agent of ${countText(f.agent.length)} characters (at most ${countText(LINK_LIMITS.agentChars)})`;
  if (f.urls.length > LINK_LIMITS.urlChars) return `${countText(f.urls.length)} characters of URLs (at most ${countText(LINK_LIMITS.urlChars)})`;
  let lines = 1;
  for (let i = f.urls.indexOf('\n'); i >= 0 && lines <= LINK_LIMITS.urlLines; i = f.urls.indexOf('\n', i + 1)) lines++;
  if (lines > LINK_LIMITS.urlLines) return `more than ${countText(LINK_LIMITS.urlLines)} URL lines (at most ${countText(LINK_LIMITS.urlLines)})`;
  return null;
}

const refused = (what: string): DecodeResult => fail(`This link holds ${what}, more than Robotscope opens from a link; it was not opened.`);

export interface SharedState {
  /** null: the document was too big for the link; it must be opened separately. */
  bytes: Uint8Array | null;
  agent: string;
  urls: string;
  profile: ReadingChoice;
  /** The workbench's crawlers; null in a v1 link, which had none (keep what is on screen). */
  crawlers: string[] | null;
  /** The selected cell (row, column of the matrix), or null. */
  cell: { row: number; col: number } | null;
  /** The document's file name; 'robots.txt' in a v1 link. */
  fileName: string;
  /** The origin bare paths are tested on; '' in a v1 link (paths were tested as paths). */
  origin: string;
  /** The expectations on the grid's cells; [] when the link carries none (every v1 link). */
  expectations: Expectation[];
  /** The compare view's other version and where it came from; null when the link carries none. */
  other: OtherVersion | null;
  /** The grid's view; left out when the link carries none (it opens with the default view). */
  view?: MatrixViewOptions;
  /** What of the link's view was left out, in words; left out when all of it was read. */
  viewNote?: string;
}

export interface OtherVersion {
  bytes: Uint8Array;
  /** Where it came from, in words ("the version you paste", "“old.txt”"). */
  label: string;
}

/** What a link is made from: SharedState, the v2 fields optional (left out: not carried). */
export type LinkState = Pick<SharedState, 'bytes' | 'agent' | 'urls' | 'profile'> & Partial<Omit<SharedState, 'bytes' | 'agent' | 'urls' | 'profile'>>;

export type DecodeResult = { ok: true; state: SharedState } | { ok: false; error: string };

interface Header { a: string; u: string; p: ReadingChoice; n: number; h: number }
type PackedExpectation = [url: string, crawler: string, allowed: 0 | 1];
interface PackedOther { n: number; h: number; l: string }
interface HeaderV2 extends Header { c: string[] | null; s: [number, number] | null; f: string; d: 0 | 1; o?: string; x?: PackedExpectation[]; v?: PackedOther; w?: PackedView }

export function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}

/** A v2 link; `bytes: null` makes a link of the test suite alone (and `other` is then left out). */
export async function encodePermalink(state: LinkState): Promise<string> {
  return (await encodePermalinkWithin(state, Infinity))!;
}

/**
 * The fragment, or null when it would be longer than `maxChars`. The compressor is fed a slice
 * at a time, each in its own task, and stops as soon as its output is past what fits: a 3.7 MB
 * document was compressed and base64-encoded whole, in one 200 ms task, only to be found too
 * long for a link (issue 12 §2, corpus 0341).
 */
export async function encodePermalinkWithin(state: LinkState, maxChars: number): Promise<string | null> {
  const packed = await deflateWithin(payloadParts(state), maxPackedBytes(maxChars));
  return packed && PERMALINK_PREFIX + toBase64Url(packed);
}

/**
 * The same link made at once, its payload stored rather than compressed (linkBytes
 * storedDeflate): longer, so null for more states than encodePermalinkWithin, but ready before a
 * reload that follows a keystroke (app/links.ts). Every reader opens it as any v2 link.
 */
export function encodePermalinkNow(state: LinkState, maxChars: number): string | null {
  const packed = storedDeflate(payloadParts(state), maxPackedBytes(maxChars));
  return packed && PERMALINK_PREFIX + toBase64Url(packed);
}

/** Base64 makes 4 characters of every 3 bytes, with no padding. */
const maxPackedBytes = (maxChars: number) => Math.floor(((maxChars - PERMALINK_PREFIX.length) * 3) / 4);

/** The payload (length, header, document, other version), before deflate. */
function payloadParts(state: LinkState): Uint8Array[] {
  const bytes = state.bytes ?? new Uint8Array(0);
  const header: HeaderV2 = {
    a: state.agent, u: state.urls, p: state.profile, n: bytes.length, h: fnv1a(bytes),
    c: state.crawlers ?? null, s: state.cell ? [state.cell.row, state.cell.col] : null, f: state.fileName ?? 'robots.txt', d: state.bytes ? 1 : 0,
    o: state.origin ?? '',
  };
  // Left out when empty: most links carry none, and each byte makes the link longer.
  if (state.expectations && state.expectations.length > 0) header.x = state.expectations.map((e) => [e.url, e.crawler, e.expect === 'allowed' ? 1 : 0]);
  const view = state.view && packView(state.view);
  if (view) header.w = view;
  const other = state.bytes && state.other ? state.other : null;
  if (other) header.v = { n: other.bytes.length, h: fnv1a(other.bytes), l: other.label };
  const head = new TextEncoder().encode(JSON.stringify(header));
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, head.length);
  return other ? [length, head, bytes, other.bytes] : [length, head, bytes];
}

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
  const bytes = fromBase64Url(f.slice(version[0].length));
  if (!bytes || bytes.length === 0) return fail('This link is damaged: it holds characters a Robotscope link never has, or nothing at all.');
  const format = version[0] === V1_PREFIX ? 1 : 2;
  let payload: Uint8Array;
  try {
    payload = await inflateWithin(bytes, MAX_PAYLOAD_BYTES[format]);
  } catch (e) {
    if (e instanceof TooLarge) return refused(`more than ${mb(MAX_PAYLOAD_BYTES[format])} once unpacked (a link unpacks to at most that)`);
    return fail('This link is damaged or cut short: its data does not unpack. Ask for the full link again.');
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
  return { ok: true, state: v2.w === undefined ? state : { ...state, ...linkView(v2.w, v2.c) } };
}

function validHeader(h: unknown): h is Header {
  if (typeof h !== 'object' || h === null) return false;
  const x = h as Record<string, unknown>;
  return typeof x.a === 'string' && typeof x.u === 'string' && isReadingChoice(x.p)
    && typeof x.n === 'number' && typeof x.h === 'number';
}

const index = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;

function validHeaderV2(h: Header): boolean {
  const x = h as unknown as Record<string, unknown>;
  const cell = x.s === null || (Array.isArray(x.s) && x.s.length === 2 && index(x.s[0]) && index(x.s[1]));
  const crawlers = x.c === null || (Array.isArray(x.c) && x.c.every((c) => typeof c === 'string'));
  const origin = x.o === undefined || typeof x.o === 'string';
  const expectations = x.x === undefined || Array.isArray(x.x);
  return crawlers && cell && origin && expectations && validOther(x.v) && typeof x.f === 'string' && (x.d === 0 || x.d === 1);
}

/** `v`, when there: a byte length, a 32-bit hash and a label; nothing else is read of it. */
function validOther(v: unknown): boolean {
  if (v === undefined) return true;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return index(o.n) && index(o.h) && (o.h as number) <= 0xffffffff && typeof o.l === 'string';
}

/** `x` read back through the expectations file's own checks (core readExpectationList); null when not valid. */
function unpackExpectations(x: PackedExpectation[] | undefined): Expectation[] | null {
  if (x === undefined) return [];
  const list = x.map((e) => (Array.isArray(e) && e.length === 3 && (e[2] === 0 || e[2] === 1)
    ? { url: e[0], crawler: e[1], expect: e[2] === 1 ? 'allowed' : 'blocked' }
    : null));
  const read = readExpectationList(list);
  return read.ok ? read.value : null;
}

function overSuiteLimits(h: HeaderV2): string | null {
  if ((h.x?.length ?? 0) > LINK_LIMITS.expectations) return `${countText(h.x!.length)} expectations (at most ${countText(LINK_LIMITS.expectations)})`;
  const crawlers = h.c ?? [];
  if (crawlers.length > LINK_LIMITS.crawlers) return `${countText(crawlers.length)} crawlers (at most ${countText(LINK_LIMITS.crawlers)})`;
  const long = crawlers.find((c) => c.length > LINK_LIMITS.agentChars);
  if (long !== undefined) return `a crawler of ${countText(long.length)} characters (at most ${countText(LINK_LIMITS.agentChars)})`;
  if (h.f.length > LINK_LIMITS.fileNameChars) return `a file name of ${countText(h.f.length)} characters (at most ${countText(LINK_LIMITS.fileNameChars)})`;
  if ((h.o ?? '').length > LINK_LIMITS.agentChars) return `an origin of ${countText((h.o ?? '').length)} characters (at most ${countText(LINK_LIMITS.agentChars)})`;
  if (h.v && h.v.n > LINK_LIMITS.otherBytes) return `another version of ${mb(h.v.n)} to compare with (at most ${mb(LINK_LIMITS.otherBytes)})`;
  if (h.v && h.v.l.length > LINK_LIMITS.otherLabelChars) return `a label of ${countText(h.v.l.length)} characters for the other version (at most ${countText(LINK_LIMITS.otherLabelChars)})`;
  return null;
}

const fail = (error: string): DecodeResult => ({ ok: false, error });
const DAMAGED = fail('This link is damaged or cut short: its contents do not add up. Ask for the full link again.');

