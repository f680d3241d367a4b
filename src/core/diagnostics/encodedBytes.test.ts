/**
 * Issue 29, "bad input loses nothing": a robots.txt whose bytes read as GBK, Big5, EUC-KR or
 * EUC-JP (testdata/encodings, made with iconv), or Shift_JIS. Before, the lint gave one warning
 * per byte (a Chinese file gets hundreds), each offering the byte's Latin-1 letter, and the file's
 * error said such bytes are "often Latin-1"; a GBK file whose bytes are all Windows-1252
 * characters was offered a conversion from Windows-1252 that turns its Chinese into nonsense.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assumedEncodings } from '../doubleByte.ts';
import { diagnose, parseRobots, sayText } from '../index.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, `../../../testdata/encodings/${name}`)));
const utf8 = (s: string) => [...new TextEncoder().encode(s)];
const lint = (bytes: Uint8Array) => {
  const d = diagnose(parseRobots(bytes));
  return { chars: d.filter((x) => x.code === 'invalid-char'), file: d.find((x) => x.code === 'invalid-utf8') };
};
/** The lines of a file that hold a byte past ASCII. */
const highLines = (bytes: Uint8Array) => {
  const out: number[] = [];
  let line = 1;
  let seen = false;
  for (const b of bytes) {
    if (b >= 0x80 && !seen) { out.push(line); seen = true; }
    if (b === 0x0a) { line++; seen = false; }
  }
  return out;
};

describe('the encodings a file\'s bytes read as (assumedEncodings)', () => {
  it('names every double-byte encoding that reads the bytes, as the bytes seldom tell which one', () => {
    expect(assumedEncodings(parseRobots(fixture('gbk.txt')).text)).toEqual(['gbk', 'euc-kr', 'euc-jp']);
    expect(assumedEncodings(parseRobots(fixture('big5.txt')).text)).toEqual(['gbk', 'big5']);
    expect(assumedEncodings(parseRobots(fixture('euc-jp.txt')).text)).toEqual(['gbk', 'big5', 'euc-jp']);
  });

  it('keeps Shift_JIS, Windows-1252 and UTF-16 as guessed, and a Portuguese file\'s two letters side by side stay Latin-1', () => {
    expect(assumedEncodings(parseRobots(fixture('shift_jis.txt')).text)).toEqual(['shift_jis']);
    expect(assumedEncodings(parseRobots(fixture('latin1.txt')).text)).toEqual(['windows-1252']);
    expect(assumedEncodings(parseRobots(fixture('utf16le-nobom.txt')).text)).toEqual(['utf-16le']);
    const pt = Uint8Array.from([...utf8('User-agent: *\nDisallow: /informa'), 0xe7, 0xe3, ...utf8('o/\nDisallow: /cat'), 0xe9, ...utf8('gorie/\n')]);
    expect(assumedEncodings(parseRobots(pt).text)).toEqual(['windows-1252']);
    expect(assumedEncodings('User-agent: *\nDisallow: /管理/\n')).toEqual([]);
  });

  it('reads a sample cut inside a character as the characters before it', () => {
    const line = [...utf8('Disallow: /'), 0xb9, 0xdc, 0xc0, 0xed, ...utf8('/\n')];
    // 65,536 characters: the sample ends between the two bytes of a character.
    const body = [...utf8('User-agent: *\n')];
    while (body.length + line.length <= 65_535) body.push(...line);
    while (body.length < 65_535) body.push(0x23);
    const bytes = Uint8Array.from([...body, 0xb9, 0xdc, 0x0a]);
    expect(assumedEncodings(parseRobots(bytes).text)[0]).toBe('gbk');
  });
});

describe('the lint of a file in GBK, Big5, EUC-KR, EUC-JP or Shift_JIS', () => {
  for (const [name, names] of [
    ['gbk.txt', 'Chinese, Japanese or Korean text in GBK, EUC-KR or EUC-JP, and which one, the bytes do not tell'],
    ['big5.txt', 'Chinese, Japanese or Korean text in GBK or Big5, and which one, the bytes do not tell'],
    // Review19 M1: Hong Kong letters (HKSCS), before named GBK alone.
    ['big5-hkscs.txt', 'Chinese, Japanese or Korean text in GBK or Big5, and which one, the bytes do not tell'],
    // Big5 as browsers read it (core big5.ts): its Hong Kong rows read euc-kr.txt too, as the page says.
    ['euc-kr.txt', 'Chinese, Japanese or Korean text in GBK, Big5, EUC-KR or EUC-JP, and which one, the bytes do not tell'],
    ['euc-jp.txt', 'Chinese, Japanese or Korean text in GBK, Big5 or EUC-JP, and which one, the bytes do not tell'],
    ['shift_jis.txt', 'Shift_JIS text'],
  ] as const) {
    it(`${name}: one finding per line holding such bytes, naming the encodings, with no Latin-1 letter offered; the file's error names them too`, () => {
      const bytes = fixture(name);
      const { chars, file } = lint(bytes);
      expect(chars.map((d) => d.line)).toEqual(highLines(bytes));
      for (const d of chars) {
        expect(sayText(d.say)).toContain(`not UTF-8 text: they read as ${names}.`);
        expect(d.fix).toBeUndefined();
      }
      expect(sayText(file!.say)).toContain(`not valid UTF-8: they read as ${names}.`);
      expect(sayText(file!.say)).not.toContain('Latin-1');
      expect(file!.fix).toBeUndefined();
    });
  }

  it('the finding spans the line\'s bytes, quotes them as Google matches them and says where they are', () => {
    const gbk = Uint8Array.from([...utf8('User-agent: *\nDisallow: /'), 0xb9, 0xdc, 0xc0, 0xed, ...utf8('/\n')]);
    const parsed = parseRobots(gbk);
    const [d] = diagnose(parsed).filter((x) => x.code === 'invalid-char');
    expect(parsed.text.slice(d.from, d.to)).toBe('\udcb9\udcdc\udcc0\udced');
    expect(sayText(d.say)).toBe('4 bytes in this value are not UTF-8 text: they read as Chinese, Japanese or Korean text in GBK, Big5, EUC-KR or EUC-JP, and which one, the bytes do not tell. RFC 9309 has the file UTF-8; Google keeps such bytes as they are, so a path with them matches only URLs with the same bytes (%B9%DC%C0%ED), not the UTF-8 a browser sends for the letters. Save the file as UTF-8.');
  });

  it('a Big5 line whose letters\' bytes look like UTF-8 by chance, or end in ASCII, is quoted whole, as Google matches it', () => {
    const d = lint(fixture('big5.txt')).chars.find((x) => x.line === 4)!;
    expect(sayText(d.say)).toContain('3 bytes in this value are not UTF-8 text');
    expect(sayText(d.say)).toContain('(%BA%DE%B2z)');
  });

  it('a Shift_JIS half-width katakana is one byte: the ASCII after it is not quoted as its second (review18 L3)', () => {
    // ｱ is B1 in Shift_JIS; アイ (83 41 83 43) make the file read as Shift_JIS. Before: "(%B1b)", one letter too many.
    const sjis = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? utf8(p) : p)));
    const file = sjis('User-agent: *\nDisallow: /', [0x83, 0x41, 0x83, 0x43], '/\nDisallow: /', [0xb1], 'bc\n');
    expect(assumedEncodings(parseRobots(file).text)).toEqual(['shift_jis']);
    const d = lint(file).chars.find((x) => x.line === 3)!;
    expect(sayText(d.say)).toContain('(%B1)');
    expect([d.from, d.to]).toEqual([file.indexOf(0xb1), file.indexOf(0xb1) + 1]);
    // A two-byte letter whose second byte is ASCII still takes it: ア is 83 41, "A".
    const two = lint(sjis('User-agent: *\nDisallow: /', [0x83, 0x41, 0x83, 0x43], '/\nDisallow: /x', [0x83], 'Abc\n')).chars.find((x) => x.line === 3)!;
    expect(sayText(two.say)).toContain('(%83A)');
    // A pair with an ASCII second byte inside the line (Big5's 理, B2 7A, before GBK's 管理), then a letter: not taken. Before: five bytes past ASCII, odd, so "a" was.
    const pairs = sjis('User-agent: *\nDisallow: /', [0xb2, 0x7a, 0xb9, 0xdc, 0xc0, 0xed], 'a/\n');
    expect(assumedEncodings(parseRobots(pairs).text)[0]).toBe('gbk');
    expect(sayText(lint(pairs).chars.find((x) => x.line === 2)!.say)).toContain('(%B2z%B9%DC%C0%ED)');
  });

  it('a GBK file whose bytes are all Windows-1252 letters is not offered a conversion from Windows-1252 (it would write ¹ÜÀí for 管理)', () => {
    const gbk = Uint8Array.from([...utf8('User-agent: *\nDisallow: /'), 0xb9, 0xdc, 0xc0, 0xed, ...utf8('/\n')]);
    expect(lint(gbk).file!.fix).toBeUndefined();
  });

  it('a Latin-1 file keeps a finding per byte with its letter, and its conversion', () => {
    const { chars, file } = lint(fixture('latin1.txt'));
    expect(chars.length).toBeGreaterThan(highLines(fixture('latin1.txt')).length);
    expect(chars.some((d) => d.fix && sayText(d.fix.say) === 'Replace with "é" (read as Latin-1)')).toBe(true);
    expect(sayText(file!.say)).toContain('not valid UTF-8: they read as Windows-1252 (Latin-1) text.');
    expect(file!.fix).toBeDefined();
  });
});
