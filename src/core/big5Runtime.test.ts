/**
 * Big5 where the engine has no table (the page's build leaves it out: scripts/pageBig5.ts): the
 * runtime's decoder reads the rows where decoders part once it reads a pair of each part as the
 * index does (a browser's), else those pairs are no Big5 (Node's ICU); the four pairs the index
 * reads as two code points the engine writes itself either way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BIG5_DIGITS, big5Parts, big5Text } from './big5.ts';

vi.mock('./big5Index.ts', () => ({ BIG5_INDEX_ROWS: {} }));
const { BIG5_INDEX_ROWS: rows } = await vi.importActual<typeof import('./big5Index.ts')>('./big5Index.ts');

const Native = TextDecoder;
/**
 * A browser's Big5 decoder as Chromium 156's reads: the index where the runtimes part (read
 * from the table's rows, as a model of its own), Node's elsewhere, and the four two-code-point
 * pairs as the ill-formed strings Chromium gives.
 */
class BrowserBig5 {
  decode(bytes: Uint8Array): string {
    const native = new Native('big5', { fatal: true });
    let out = '';
    for (let i = 0; i < bytes.length; i++) {
      const [l, t] = [bytes[i], bytes[i + 1]];
      if (l < 0x80) { out += String.fromCharCode(l); continue; }
      i++;
      if (l === 0x88 && [0x62, 0x64, 0xa3, 0xa5].includes(t)) { out += (t < 0x80 ? '\x93' : '\xb3') + (t === 0x62 || t === 0xa3 ? '\udf04' : '\udf0c'); continue; }
      if (!big5Parts(l, t)) { out += native.decode(Uint8Array.of(l, t)); continue; }
      const k = t < 0x7f ? t - 0x40 : t - 0x62;
      const cp = parseInt(rows[l]?.slice(BIG5_DIGITS * k, BIG5_DIGITS * (k + 1)) ?? '0', 32);
      if (cp === 0) throw new TypeError('The encoded data was not valid for encoding big5');
      out += String.fromCodePoint(cp);
    }
    return out;
  }
}

describe('Big5 without the engine\'s table (the page)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const hk = Uint8Array.of(0x2f, 0x9d, 0xf6, 0xab, 0xd7, 0x2f, 0x9d, 0xf2);

  it('in a browser, its decoder reads the Hong Kong letters; the four two-code-point pairs are the engine\'s own', () => {
    vi.stubGlobal('TextDecoder', class extends Native {
      constructor(label = 'utf-8', options?: TextDecoderOptions) {
        super(label, options);
        if (label === 'big5') return new BrowserBig5() as unknown as TextDecoder;
      }
    });
    expect(big5Text(hk)).toBe('/喺度/𨋢');
    expect(big5Text(Uint8Array.of(0x88, 0x62, 0xa4, 0xa4, 0x88, 0xa5))).toBe('\u00ca\u0304中\u00ea\u030c');
    expect(big5Text(Uint8Array.of(0x87, 0xe0))).toBeNull();
  });

  it('in Node, whose decoder reads those rows otherwise, a pair in them is no Big5; the others read as before', () => {
    expect(big5Text(hk)).toBeNull();
    expect(big5Text(Uint8Array.of(0x88, 0x62, 0xa4, 0xa4))).toBe('\u00ca\u0304中');
    expect(big5Text(Uint8Array.of(0x2f, 0xba, 0xde, 0xb2, 0x7a, 0x2f))).toBe('/管理/');
  });
});
