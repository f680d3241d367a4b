/**
 * Lines of a byte stream, each at most `maxBytes` long. node:readline buffers a line however
 * long it grows, so a 600 MB line (or `cat /dev/zero`) ends in a RangeError thrown from inside
 * readline; here a line past the cap is reported the moment it passes it, its bytes are dropped
 * up to the next line break, and reading goes on.
 *
 * Lines end at LF, CRLF or a lone CR, as readline (with `crlfDelay: Infinity`) ends them. Each is
 * given as its bytes, for the reader to decode: so it can tell a line that was not UTF-8 (batch
 * says so in its answer) from one that held U+FFFD.
 *
 * A reader that needs a line past the cap after all (the MCP transport reads the id of a request
 * too long to take, to answer it) passes `dropped`: it is handed the line's bytes as they go by,
 * and told where the line ends.
 */

/** What a line past the cap is yielded as: its start is gone, so there is no text to give. */
export const TOO_LONG = Symbol('line too long');
/**
 * Yielded when every line of the bytes read so far has been given, before waiting for more: the
 * moment to flush answers, so a reader that sends one request and waits for its answer gets it.
 */
export const CHUNK_END = Symbol('chunk end');

const LF = 0x0a;
const CR = 0x0d;

/** Where the bytes of a line past the cap go, and the news that it ended. */
export interface DroppedLine {
  bytes(piece: Uint8Array): void;
  end(): void;
}

export async function* boundedLines(
  input: AsyncIterable<Uint8Array | string>, maxBytes: number, dropped?: DroppedLine,
): AsyncGenerator<Uint8Array | typeof TOO_LONG | typeof CHUNK_END> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let dropping = false; // inside a line already reported as TOO_LONG
  let afterCr = false; // the last chunk ended in CR: an LF opening this one belongs to it
  const take = (piece: Uint8Array): boolean => {
    if (dropping) {
      dropped?.bytes(piece);
      return false;
    }
    size += piece.length;
    if (size > maxBytes) {
      for (const part of [...parts, piece]) dropped?.bytes(part);
      parts = [];
      dropping = true;
      return true;
    }
    if (piece.length > 0) parts.push(piece);
    return false;
  };
  const endLine = (): Uint8Array | null => {
    const line = dropping ? null : Buffer.concat(parts, size);
    if (dropping) dropped?.end();
    parts = [];
    size = 0;
    dropping = false;
    return line;
  };
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let from = afterCr && bytes[0] === LF ? 1 : 0;
    afterCr = false;
    while (from < bytes.length) {
      const end = lineBreak(bytes, from);
      if (take(bytes.subarray(from, end < 0 ? bytes.length : end))) yield TOO_LONG;
      if (end < 0) break;
      const line = endLine();
      if (line !== null) yield line;
      from = end + 1;
      if (bytes[end] === CR) {
        if (from === bytes.length) afterCr = true;
        else if (bytes[from] === LF) from++;
      }
    }
    yield CHUNK_END;
  }
  if (size > 0 && !dropping) yield endLine() as Uint8Array;
  else if (dropping) endLine();
}

/** The index of the first CR or LF at or after `from`, or -1. */
function lineBreak(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === LF || b === CR) return i;
  }
  return -1;
}
