/**
 * The bytes under a permalink (permalink.ts): deflate-raw through the browser's own
 * CompressionStream, capped on both sides, and base64url for the fragment.
 */

/** The output passed the cap given to `inflateWithin` or `deflateWithin`. */
export class TooLarge extends Error {}

/** `input` inflated (deflate-raw); throws TooLarge as soon as the output passes `limit` bytes. */
export async function inflateWithin(input: Uint8Array, limit: number): Promise<Uint8Array> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  // Errors surface on the reading side; the writer's own promises must not go unhandled.
  writer.write(input as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  return collect(stream.readable, limit);
}

/** What one task compresses at most: a few milliseconds of deflate. */
export const DEFLATE_SLICE = 64 * 1024;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `parts` deflated, fed DEFLATE_SLICE bytes per task; null once the output passes `limit`. */
export async function deflateWithin(parts: Uint8Array[], limit: number): Promise<Uint8Array | null> {
  const stream = new CompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const output = collect(stream.readable, limit).catch((e: unknown) => {
    if (e instanceof TooLarge) return null;
    throw e;
  });
  try {
    for (const part of parts) {
      for (let at = 0; at < part.length; at += DEFLATE_SLICE) {
        await writer.write(part.subarray(at, at + DEFLATE_SLICE) as Uint8Array<ArrayBuffer>);
        await nextTask();
      }
    }
    await writer.close();
  } catch {
    // The reading side gave up (past the limit): `output` says so.
  }
  return output;
}

/** Bytes one stored deflate block holds (RFC 1951 3.2.4: LEN is 16 bits). */
const STORED_BLOCK = 0xffff;

/**
 * `parts` as deflate-raw without compression, written at once: stored blocks (RFC 1951 3.2.4,
 * BTYPE 00: a header byte, LEN and NLEN, the bytes as they are), which every inflater reads.
 * For when there is no time to wait for CompressionStream (links.ts: a keystroke while storage
 * is full, whose reload may come before any promise settles). Null once the output would pass
 * `limit` bytes, before anything is copied.
 */
export function storedDeflate(parts: Uint8Array[], limit: number): Uint8Array | null {
  const length = parts.reduce((n, p) => n + p.length, 0);
  const blocks = Math.max(1, Math.ceil(length / STORED_BLOCK));
  const size = length + 5 * blocks;
  if (size > limit) return null;
  const input = new Uint8Array(length);
  let at = 0;
  for (const p of parts) { input.set(p, at); at += p.length; }
  const out = new Uint8Array(size);
  let o = 0;
  for (let b = 0; b < blocks; b++) {
    const chunk = input.subarray(b * STORED_BLOCK, (b + 1) * STORED_BLOCK);
    // BFINAL on the last block; BTYPE 00 and the padding to the byte boundary are zero bits.
    out[o] = b === blocks - 1 ? 1 : 0;
    out[o + 1] = chunk.length & 0xff;
    out[o + 2] = chunk.length >> 8;
    out[o + 3] = ~chunk.length & 0xff;
    out[o + 4] = (~chunk.length >> 8) & 0xff;
    out.set(chunk, o + 5);
    o += 5 + chunk.length;
  }
  return out;
}

async function collect(readable: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.length;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new TooLarge();
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
