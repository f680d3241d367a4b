/**
 * Review16 §5: which lines of a decoded file hold a U+FFFD the decoder put for bytes it could not
 * read, as opposed to a "�" the file holds itself (valid UTF-8 EF BF BD). Checked against a plain
 * reference that shares no code with the tracker: each line's bytes decoded alone with `fatal`.
 */
import { describe, expect, it } from 'vitest';
import { linesAt, ownFffdEscaped } from './replacements.ts';
import { decodingProblems, textFileDecoder, urlText } from './textFile.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);
const bytesOf = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...utf8(p)] : p)));

/** The file decoded in chunks of the given sizes (the rest in one): its text and the lines the decoder says it replaced bytes in. */
function decodeIn(bytes: Uint8Array, sizes: number[] = []): { text: string; lines: number[]; read: ReturnType<typeof textFileDecoder>['read'] } {
  const d = textFileDecoder();
  let text = '';
  let at = 0;
  for (const n of sizes) {
    text += d.decode(bytes.subarray(at, at + n));
    at += n;
  }
  text += d.decode(bytes.subarray(at)) + d.end();
  return { text, lines: linesAt(text, d.read.replacedAt ?? []), read: d.read };
}

/** The reference: the 1-based lines whose bytes alone are not valid UTF-8. */
function badLines(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl < 0 ? bytes.length : nl;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, end));
    } catch {
      out.push(line);
    }
    start = end + 1;
  }
  return out;
}

// The review's file: line 1 holds a "�" of its own, line 3 a Latin-1 é.
const MIXED = bytesOf('https://e.com/\ufffd-real\nhttps://e.com/ok\nhttps://e.com/caf', [0xe9], '\n');

describe('the lines where a UTF-8 decoder put U+FFFD for bytes', () => {
  it('counts only line 3 of the review\'s file, whole and a byte at a time; before, lines 1 and 3', () => {
    expect(decodeIn(MIXED).lines).toEqual([3]);
    expect(decodeIn(MIXED, Array(MIXED.length).fill(1)).lines).toEqual([3]);
    const { text, read } = decodeIn(MIXED);
    expect(decodingProblems('u.txt', read, text)).toEqual([{ code: 'undecodable', file: 'u.txt', detail: 'utf-8', line: 3, lines: 1 }]);
  });

  it('takes a "�" of the file\'s own split between chunks at either byte for no replacement', () => {
    const own = bytesOf('a\n/x-\ufffd-y\nb\n');
    for (let cut = 1; cut < own.length; cut++) expect(decodeIn(own, [cut]).lines, `cut at ${cut}`).toEqual([]);
  });

  it('takes EF BF cut short by a line break, another byte or the end of the file for a replacement', () => {
    expect(decodeIn(bytesOf('a\n/x', [0xef, 0xbf], '\nb')).lines).toEqual([2]);
    expect(decodeIn(bytesOf('a\n/x', [0xef, 0xbf, 0x41, 0xef, 0xbf, 0xbd])).lines).toEqual([2]);
    expect(decodeIn(bytesOf('a\n/x', [0xef, 0xbf])).lines).toEqual([2]);
    expect(decodeIn(bytesOf('a\n/x', [0xef, 0xbf]), [4, 1]).lines).toEqual([2]);
  });

  it('agrees with each line decoded alone, on lines of valid, invalid and own-"�" bytes cut into chunks anywhere', () => {
    const pieces = [[0xef, 0xbf, 0xbd], [0xe9], [0xc3, 0xa9], [0xef, 0xbf], [0xe7, 0xae, 0xa1], [0xf0, 0x9f], [0x0a], [0x2f], [0x61], [0xbd], [0xef]];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const bytes = Uint8Array.from(Array.from({ length: 4 + next(30) }, () => pieces[next(pieces.length)]).flat());
      const sizes = Array.from({ length: next(6) }, () => 1 + next(5));
      expect(decodeIn(bytes, sizes).lines, `${[...bytes].map((b) => b.toString(16)).join(' ')} in ${sizes.join(',')}`).toEqual(badLines(bytes));
    }
  });

  it('in another encoding, where no byte is a "�" of its own, says every line holding one once a strict decoder failed', () => {
    const latin1 = bytesOf('<?xml version="1.0" encoding="ISO-8859-1"?>\n<loc>https://e.com/caf', [0xe9], '</loc>\n');
    expect(decodeIn(latin1).read.replacedAt).toBeUndefined();
    const sjis = bytesOf('<?xml version="1.0" encoding="Shift_JIS"?>\n<loc>https://e.com/a</loc>\n<loc>https://e.com/', [0x81, 0x20], '</loc>\n');
    expect(decodeIn(sjis).lines).toEqual([3]);
  });
});

describe('the text URLs are read from (urlText)', () => {
  it('writes a "�" of the file\'s own %EF%BF%BD, as a browser requests it, and keeps it on a line of bytes replaced', () => {
    const { text, read } = decodeIn(MIXED);
    expect(urlText(text, read)).toBe('https://e.com/%EF%BF%BD-real\nhttps://e.com/ok\nhttps://e.com/caf\ufffd\n');
    const both = bytesOf('https://e.com/\ufffd-', [0xe9], '\n');
    const d = decodeIn(both);
    expect(urlText(d.text, d.read)).toBe('https://e.com/\ufffd-\ufffd\n');
  });

  it('changes nothing in a text without U+FFFD', () => {
    const text = 'https://e.com/a\nhttps://e.com/b\n';
    expect(ownFffdEscaped(text, [])).toBe(text);
  });
});
