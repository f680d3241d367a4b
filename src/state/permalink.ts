/**
 * Permalinks: the whole state in the URL fragment, never the query (it never reaches a server).
 *
 *   #v1.<base64url(deflate-raw(payload))>
 *   payload = u32 header length (big-endian) | header JSON (UTF-8) | the document's bytes
 *
 * The document travels as bytes (BOM, line endings and undecodable bytes included) so it
 * comes back byte for byte. Deflate has no checksum, so the header carries the length and an
 * FNV-1a hash of the bytes. The version marker is forever: a v1 link must open in every later
 * version (AST Explorer's lesson), so new formats get a new marker and v1 decoding stays.
 */
import { PROFILES, type Profile } from '../core/index.ts';

export const PERMALINK_PREFIX = 'v1.';
/** Longer fragments break in some browsers, chat tools and servers' logs. */
export const MAX_FRAGMENT_CHARS = 32_000;
/** A link may not inflate into more than this (a "zip bomb" must not freeze the page). */
const MAX_PAYLOAD_BYTES = 64 * 1024 * 1024;

export interface SharedState {
  bytes: Uint8Array;
  agent: string;
  urls: string;
  profile: Profile;
}

export type DecodeResult = { ok: true; state: SharedState } | { ok: false; error: string };

interface Header { a: string; u: string; p: Profile; n: number; h: number }

export function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}

export async function encodePermalink(state: SharedState): Promise<string> {
  const header: Header = { a: state.agent, u: state.urls, p: state.profile, n: state.bytes.length, h: fnv1a(state.bytes) };
  const head = new TextEncoder().encode(JSON.stringify(header));
  const payload = new Uint8Array(4 + head.length + state.bytes.length);
  new DataView(payload.buffer).setUint32(0, head.length);
  payload.set(head, 4);
  payload.set(state.bytes, 4 + head.length);
  return PERMALINK_PREFIX + toBase64Url(await pipe(payload, new CompressionStream('deflate-raw')));
}

/** Never throws: every way a fragment can be wrong becomes a sentence for the person. */
export async function decodePermalink(fragment: string): Promise<DecodeResult> {
  const f = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const version = /^v(\d+)\./.exec(f);
  if (!version) return fail('This link does not hold a Robotscope document (the part after # is not one of ours).');
  if (version[0] !== PERMALINK_PREFIX) return fail(`This link was made by a newer Robotscope (format v${version[1]}); this version reads v1 links.`);
  const bytes = fromBase64Url(f.slice(PERMALINK_PREFIX.length));
  if (!bytes || bytes.length === 0) return fail('This link is damaged: it holds characters a Robotscope link never has, or nothing at all.');
  let payload: Uint8Array;
  try {
    payload = await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_PAYLOAD_BYTES);
  } catch {
    return fail('This link is damaged or cut short: its data does not unpack. Ask for the full link again.');
  }
  return readPayload(payload);
}

function readPayload(payload: Uint8Array): DecodeResult {
  const damaged = fail('This link is damaged or cut short: its contents do not add up. Ask for the full link again.');
  if (payload.length < 4) return damaged;
  const headLength = new DataView(payload.buffer, payload.byteOffset).getUint32(0);
  if (4 + headLength > payload.length) return damaged;
  let header: Header;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload.subarray(4, 4 + headLength)));
  } catch {
    return damaged;
  }
  const bytes = payload.slice(4 + headLength);
  if (!validHeader(header) || header.n !== bytes.length || header.h !== fnv1a(bytes)) return damaged;
  return { ok: true, state: { bytes, agent: header.a, urls: header.u, profile: header.p } };
}

function validHeader(h: unknown): h is Header {
  if (typeof h !== 'object' || h === null) return false;
  const x = h as Record<string, unknown>;
  return typeof x.a === 'string' && typeof x.u === 'string' && PROFILES.includes(x.p as Profile)
    && typeof x.n === 'number' && typeof x.h === 'number';
}

const fail = (error: string): DecodeResult => ({ ok: false, error });

/** Runs bytes through a (de)compression stream; stops early past `limit` bytes out. */
async function pipe(input: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Errors surface on the reading side; the writer's own promises must not go unhandled.
  writer.write(input as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.length;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new Error('too large');
    }
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const bin = atob(b64);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}
