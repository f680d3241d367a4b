/**
 * A link made (state/permalink.ts, the format): the payload, deflated within the length a link
 * may have, or stored at once.
 */
import { deflateWithin, storedDeflate, toBase64Url } from './linkBytes.ts';
import { fnv1a, PERMALINK_PREFIX, type HeaderV2 } from './linkHeader.ts';
import type { LinkState } from './linkState.ts';
import { packView } from './linkView.ts';

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
  if (state.bytes && state.bodyCut) header.k = 1;
  const view = state.view && packView(state.view);
  if (view) header.w = view;
  const other = state.bytes && state.other ? state.other : null;
  if (other) header.v = { n: other.bytes.length, h: fnv1a(other.bytes), l: other.label };
  const head = new TextEncoder().encode(JSON.stringify(header));
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, head.length);
  return other ? [length, head, bytes, other.bytes] : [length, head, bytes];
}
