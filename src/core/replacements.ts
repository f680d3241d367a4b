/**
 * Where a decoder put U+FFFD for bytes its encoding cannot read, line by line (review16 §5). A
 * U+FFFD may be the file's own character too: valid UTF-8 EF BF BD, a "�" typed in a sitemap.
 * Such a line is a URL like any other; a line of bytes not read is a URL nobody knows. A decoder
 * does not say which U+FFFD it put, so they are counted: in UTF-8 each EF BF BD in a line's bytes
 * is one U+FFFD of the file's own (EF is never a continuation byte, so those three bytes are always
 * one character), and a line whose text holds more U+FFFD than that holds one put for other bytes.
 * Bytes and text go line for line: 0x0A is the line break in both, and a decoder never puts a
 * byte that waits for the next chunk into the text before the break that follows it.
 *
 * In another encoding, no byte is U+FFFD of its own but in UTF-16 and GB18030, whose line breaks
 * are no single byte: there, every line holding U+FFFD counts once its strict twin failed
 * (textFile.ts), the file's own "�" with them.
 */

const EF = 0xef;
const BF = 0xbf;
const BD = 0xbd;
const LF = 0x0a;

/** Follows a stream of bytes and the text decoded from them, chunk by chunk. */
export interface ReplacementTracker {
  /** `bytes`, the next chunk given the decoder, and `text`, what it gave back for them. */
  read(bytes: Uint8Array, text: string): void;
  /**
   * Once the file ends (`text`: what the decoder's flush gave; `strictFailed`: the strict twin
   * of another encoding than UTF-8 met a byte it cannot read): an offset in the text of every
   * line holding a U+FFFD put for bytes (one or more per line, in order), empty where none is.
   */
  end(text: string, strictFailed: boolean): number[];
}

export function replacementTracker(encoding: string): ReplacementTracker {
  const utf8 = encoding === 'utf-8';
  const at: number[] = [];
  let emitted = 0; // the text's length so far
  // The last bytes read, where they begin an EF BF BD whose character the text has not given yet.
  let held: number[] = [];
  const read = (bytes: Uint8Array, text: string) => {
    if (text.includes('\ufffd')) {
      if (utf8) putUtf8(at, emitted, held, bytes, text);
      else putAny(at, emitted, text);
    }
    emitted += text.length;
    if (utf8) held = heldPrefix(held, bytes);
  };
  return {
    read,
    end(text, strictFailed) {
      read(new Uint8Array(0), text);
      return utf8 || strictFailed ? at : [];
    },
  };
}

/** Offsets of the lines of `text` (from `base`) that hold a U+FFFD not counted by an EF BF BD of `bytes`' line, `held` before them. */
function putUtf8(at: number[], base: number, held: readonly number[], bytes: Uint8Array, text: string): void {
  let t = 0;
  let b = 0;
  let first = true;
  while (t <= text.length) {
    const tEnd = lineEnd(text.indexOf('\n', t), text.length);
    const bEnd = lineEnd(bytes.indexOf(LF, b), bytes.length);
    const put = countIn(text, t, tEnd);
    if (put > 0 && put > ownFffd(first ? held : [], bytes, b, bEnd)) at.push(base + t);
    [t, b, first] = [tEnd + 1, bEnd + 1, false];
  }
}

/** Offsets of the lines of `text` (from `base`) that hold a U+FFFD. */
function putAny(at: number[], base: number, text: string): void {
  for (let t = 0; t <= text.length;) {
    const tEnd = lineEnd(text.indexOf('\n', t), text.length);
    if (countIn(text, t, tEnd) > 0) at.push(base + t);
    t = tEnd + 1;
  }
}

const lineEnd = (found: number, length: number) => (found < 0 ? length : found);

function countIn(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\ufffd', from); i >= 0 && i < to; i = text.indexOf('\ufffd', i + 1)) n++;
  return n;
}

/** How many EF BF BD the bytes `held` then `bytes[from, to)` hold. */
function ownFffd(held: readonly number[], bytes: Uint8Array, from: number, to: number): number {
  const byte = (i: number) => (i < held.length ? held[i] : bytes[from + i - held.length]);
  const n = held.length + to - from;
  let count = 0;
  for (let i = 0; i + 2 < n; i++) {
    if (byte(i) === EF && byte(i + 1) === BF && byte(i + 2) === BD) count++;
  }
  return count;
}

/** The end of `held` then `bytes` where it is EF or EF BF: a U+FFFD of the file's own the next text may give. */
function heldPrefix(held: readonly number[], bytes: Uint8Array): number[] {
  const last = [...held, ...bytes.subarray(Math.max(0, bytes.length - 2))].slice(-2);
  if (last[last.length - 1] === EF) return [EF];
  return last.length === 2 && last[0] === EF && last[1] === BF ? [EF, BF] : [];
}

/**
 * The 1-based lines (split at \n) of `text` that the offsets `at` fall in, in order, each once.
 */
export function linesAt(text: string, at: readonly number[]): number[] {
  const out: number[] = [];
  let line = 1;
  let from = 0;
  for (const o of at) {
    for (let nl = text.indexOf('\n', from); nl >= 0 && nl < o; nl = text.indexOf('\n', nl + 1)) {
      line++;
      from = nl + 1;
    }
    if (out[out.length - 1] !== line) out.push(line);
  }
  return out;
}

/**
 * `text` with each U+FFFD of a line not in `at`'s written %EF%BF%BD, its UTF-8 %-encoded, as a
 * browser requests it: the file's own character, whose URL is tested; a line holding a U+FFFD
 * put for bytes keeps every one, and is refused (urlList.ts whyNotUrl).
 */
export function ownFffdEscaped(text: string, at: readonly number[]): string {
  let i = text.indexOf('\ufffd');
  if (i < 0) return text;
  let out = '';
  let from = 0;
  let k = 0;
  while (i >= 0) {
    const start = text.lastIndexOf('\n', i - 1) + 1;
    const end = lineEnd(text.indexOf('\n', i), text.length);
    while (k < at.length && at[k] < start) k++;
    const replaced = k < at.length && at[k] < end;
    if (!replaced) out += text.slice(from, start) + text.slice(start, end).replaceAll('\ufffd', '%EF%BF%BD');
    else out += text.slice(from, end);
    from = end;
    i = text.indexOf('\ufffd', end);
  }
  return out + text.slice(from);
}
