import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeRobots } from '../core/decode.ts';
import { decodedGlyphs, type Glyph } from './glyphs.ts';

const file = (name: string) => decodeRobots(new Uint8Array(readFileSync(new URL(`../../testdata/encodings/${name}`, import.meta.url)))).text;
const drawn = (glyphs: Glyph[]) => glyphs.map((g) => g.text).join('');

/** Glyphs cover the stretch in order: each character once, none left out. */
function expectCover(chars: string, glyphs: Glyph[]) {
  let at = 0;
  for (const g of glyphs) {
    expect(g.from).toBe(at);
    expect(g.to).toBeGreaterThanOrEqual(g.from);
    at = g.to;
  }
  expect(at).toBe(chars.length);
}

describe('decodedGlyphs', () => {
  it('draws a Latin-1 file as its letters, each escaped byte one letter, the text unchanged', () => {
    const text = file('latin1.txt');
    const glyphs = decodedGlyphs(text, 'windows-1252');
    expect(drawn(glyphs)).toBe('# Accès réservé aux élèves – été\nUser-agent: *\nDisallow: /élèves/\nDisallow: /privé\n');
    expect(drawn(glyphs)).toContain('Disallow: /élèves/');
    expectCover(text, glyphs);
    expect(glyphs.find((g) => g.text === 'é')).toMatchObject({ kind: 'decoded', bytes: [0xe9] });
  });

  it('keeps a byte Windows-1252 has no letter for, and valid UTF-8 typed beside, as they are', () => {
    const glyphs = decodedGlyphs('/caf\udce9/\udc81/é', 'windows-1252');
    expect(drawn(glyphs)).toBe('/café/\\x81/é');
    expect(glyphs.filter((g) => g.kind === 'decoded')).toHaveLength(1);
  });

  it('draws a Shift_JIS file as its letters, ASCII trail bytes and pairs that look like UTF-8 included', () => {
    const bytes = readFileSync(new URL('../../testdata/encodings/shift_jis.txt', import.meta.url));
    const text = file('shift_jis.txt');
    const glyphs = decodedGlyphs(text, 'shift_jis');
    expect(drawn(glyphs)).toBe(new TextDecoder('shift_jis').decode(bytes));
    expect(drawn(glyphs)).toContain('Disallow: /管理/');
    expectCover(text, glyphs);
  });

  it('shows a lone lead byte of Shift_JIS as the byte', () => {
    const glyphs = decodedGlyphs('/a\udc83', 'shift_jis');
    expect(drawn(glyphs)).toBe('/a\\x83');
    expectCover('/a\udc83', glyphs);
  });
});
