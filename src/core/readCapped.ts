/**
 * Reading a stream of bytes up to a cap, never past it: a fetched robots.txt (or the page's
 * server's answer about one) may be endless, or a small gzip body that inflates without end,
 * and only the first part of it is read (FETCH_READ_BYTES, fetchPolicy.ts). Each chunk
 * is taken as it arrives, so a reader on the page's main thread never holds it in one long task.
 */

export interface CappedRead {
  /** The first bytes of the stream, at most the cap. */
  bytes: Uint8Array;
  /** The stream went on past the cap; it was cancelled there. */
  truncated: boolean;
}

/** Reads `stream` until it ends or `maxBytes` are read; past the cap it is cancelled. */
export async function readCapped(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<CappedRead> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  const reader = stream?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - size;
    chunks.push(value.length > room ? value.subarray(0, room) : value);
    size += Math.min(value.length, room);
    if (value.length > room) {
      truncated = true;
      // The stream may not end by itself (an endless body): let it go, and do not wait for it.
      void reader.cancel().catch(() => {});
      break;
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return { bytes, truncated };
}
