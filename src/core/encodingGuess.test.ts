import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeRobots } from './decode.ts';
import { guessEncoding } from './encodingGuess.ts';

const file = (name: string) => new Uint8Array(readFileSync(new URL(`../../testdata/encodings/${name}`, import.meta.url)));
const guess = (bytes: Uint8Array) => guessEncoding(decodeRobots(bytes).text);
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('guessEncoding', () => {
  it('names a French robots.txt saved as Windows-1252 (Latin-1)', () => {
    expect(guess(file('latin1.txt'))).toBe('windows-1252');
  });

  it('names a Japanese robots.txt saved as Shift_JIS, not Windows-1252 (whose characters its bytes also are)', () => {
    expect(guess(file('shift_jis.txt'))).toBe('shift_jis');
  });

  it('names UTF-16LE and UTF-16BE saved without a byte order mark by where their NULs are', () => {
    const le = file('utf16le-nobom.txt');
    expect(guess(le)).toBe('utf-16le');
    const be = le.slice();
    for (let i = 0; i + 1 < be.length; i += 2) [be[i], be[i + 1]] = [le[i + 1], le[i]];
    expect(guess(be)).toBe('utf-16be');
  });

  it('says nothing of UTF-8, with or without a few bad bytes', () => {
    expect(guess(utf8('User-agent: *\nDisallow: /café\n'))).toBeNull();
    expect(guess(Uint8Array.from([...utf8('# é è ê ë à\nDisallow: /caf'), 0xe9, 0x0a]))).toBeNull();
    expect(guess(utf8('User-agent: *\n'))).toBeNull();
  });

  it('says nothing of binary data: control characters, or bytes no text encoding uses there', () => {
    expect(guess(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]))).toBeNull();
    expect(guess(Uint8Array.from([0x1f, 0x8b, 0x08, 0x00, 0x81, 0x8d, 0x8f, 0x90]))).toBeNull();
    expect(guess(Uint8Array.from([0x41, 0x81, 0x0a, 0x42, 0x8d, 0x0a, 0x43, 0x90, 0x0a]))).toBeNull();
  });

  it('reads a Windows-1252 file with a banner of bullets or dashes as Windows-1252, not Shift_JIS (review18 E1: 0x95 and 0x97 are leads of kanji rows too)', () => {
    const cp1252 = (s: string) => Uint8Array.from([...s].map((c) => ({ '•': 0x95, '—': 0x97 } as Record<string, number>)[c] ?? c.charCodeAt(0)));
    expect(guess(cp1252('# •••• Regeln für alle ••••\nUser-agent: *\nDisallow: /Größe\nDisallow: /Übersicht\n'))).toBe('windows-1252');
    expect(guess(cp1252('# ————————————————\nUser-agent: *\nDisallow: /catégorie/privées\n'))).toBe('windows-1252');
  });

  it('reads two Latin-1 letters side by side (Portuguese `ção`, E7 E3: an upper-row lead and a trail) as no Shift_JIS', () => {
    expect(guess(Uint8Array.from([...utf8('User-agent: *\nDisallow: /informa'), 0xe7, 0xe3, ...utf8('o/\nDisallow: /cat'), 0xe9, ...utf8('gorie/\n')]))).toBe('windows-1252');
  });

  it('reads a Latin-1 letter before a line break as no Shift_JIS', () => {
    expect(guess(Uint8Array.from([...utf8('Disallow: /priv'), 0xe9, 0x0a, ...utf8('# '), 0xe9, 0x74, 0xe9, 0x0a]))).toBe('windows-1252');
  });
});
