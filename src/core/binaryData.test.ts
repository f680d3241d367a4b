/**
 * The one rule every opener asks (File › Open file, Open a list, the URL sets): what a person
 * would call binary data is refused; every text they could have saved, in whatever encoding, is not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BINARY_SAMPLE, looksBinary } from './binaryData.ts';
import { decodeTextFile } from './textFile.ts';
import { whyNotUrl } from './urlList.ts';
import { utf16 } from './utf16.test-helper.ts';

const file = (path: string) => new Uint8Array(readFileSync(new URL(`../../${path}`, import.meta.url)));
const corpus = (name: string) => file(`testdata/corpus/${name}`);
const utf8 = (text: string) => new TextEncoder().encode(text);

const LIST = Array.from({ length: 40 }, (_, i) => `https://www.example.com/products/item-${i}?ref=list`).join('\r\n');

/** Bytes of a fixed seed (xorshift32): random data, the same in every run. */
function randomBytes(length: number, seed: number): Uint8Array {
  let x = seed;
  return Uint8Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x & 0xff;
  });
}

describe('text a person saved is not binary data', () => {
  // A list in UTF-16 is as much a list as in UTF-8: with its byte order mark (Excel's "Unicode Text",
  // PowerShell 5) or without (iconv -t UTF-16LE, some exporters: review20 L2), it opens as its URLs.
  for (const endian of ['le', 'be'] as const) {
    for (const bom of [true, false]) {
      it(`a URL list in UTF-16${endian.toUpperCase()} ${bom ? 'with' : 'without'} a byte order mark, read as its URLs`, () => {
        const bytes = utf16(LIST, endian, bom);
        expect(looksBinary(bytes)).toBe(false);
        expect(decodeTextFile(bytes)).toBe(LIST);
      });
    }
  }

  it('a UTF-8 list with one NUL byte: the person\'s list, one line of it damaged; that line is flagged where the list is read, the others tested', () => {
    const lines = LIST.split('\r\n');
    lines[7] = lines[7].replace('item', 'it\0em');
    const bytes = utf8(lines.join('\n'));
    expect(looksBinary(bytes)).toBe(false);
    expect(whyNotUrl(lines[7])).toBe('holds a control character, which no crawler sends in a URL.');
    expect(whyNotUrl(lines[8])).toBe('');
  });

  it('an empty file', () => {
    expect(looksBinary(new Uint8Array())).toBe(false);
  });

  it('a robots.txt with a few damaged characters, a Latin-1 one, a UTF-16 one', () => {
    const text = `User-agent: *\n${'Disallow: /caf\ufffd/\n'.repeat(20)}${'Disallow: /plain/path\n'.repeat(200)}`;
    expect(looksBinary(utf8(text))).toBe(false);
    expect(looksBinary(Uint8Array.from([...utf8('Disallow: /caf'), 0xe9, 0x0a]))).toBe(false);
    expect(looksBinary(corpus('0009_store.usps.com.txt'))).toBe(false);
  });

  it('a small robots.txt in Latin-1, in Shift_JIS or in UTF-16LE without a BOM, though a tenth of it or more is not UTF-8 (issue 28 §2)', () => {
    for (const name of ['latin1.txt', 'shift_jis.txt', 'utf16le-nobom.txt']) expect(looksBinary(file(`testdata/encodings/${name}`)), name).toBe(false);
  });

  it('a small robots.txt in GBK, Big5, EUC-KR or EUC-JP, though a tenth of it or more is not UTF-8: before, GBK, Big5 and EUC-JP ones were refused as binary data', () => {
    for (const name of ['gbk.txt', 'big5.txt', 'euc-kr.txt', 'euc-jp.txt']) expect(looksBinary(file(`testdata/encodings/${name}`)), name).toBe(false);
  });
});

describe('binary data is binary data', () => {
  it('a PNG (the app\'s own icon), and its bytes after the signature too: compressed data is no text', () => {
    const png = file('public/icons/icon-192.png');
    expect(looksBinary(png)).toBe(true);
    expect(looksBinary(png.subarray(8))).toBe(true);
  });

  it('a PNG signature and header over text-like bytes (a screenshot chosen by mistake): the signature says so', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...utf8('IHDR'), ...new Uint8Array(2000).fill(0x3c)]);
    expect(looksBinary(png)).toBe(true);
    // Without the signature, the same bytes are text with four NULs: not a tenth of it.
    expect(looksBinary(png.subarray(8))).toBe(false);
  });

  it('random bytes, of any length from a line to past the sample read', () => {
    for (const [length, seed] of [[64, 1], [1000, 2], [BINARY_SAMPLE * 2, 3]]) expect(looksBinary(randomBytes(length, seed)), `${length}`).toBe(true);
  });

  it('gzip data, an .xlsx chosen for its .csv, a PDF', () => {
    expect(looksBinary(corpus('0061_www.hermes.com.txt.gz'))).toBe(true);
    expect(looksBinary(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...utf8('[Content_Types].xml')]))).toBe(true);
    expect(looksBinary(utf8('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'))).toBe(true);
  });

  it('bytes damaged before they got here, a tenth of them replacement characters (corpus 0360, a PNG)', () => {
    expect(looksBinary(corpus('0360_railbeeps.com.txt'))).toBe(true);
  });

  it('a tenth of it NUL or undecodable bytes', () => {
    expect(looksBinary(Uint8Array.from({ length: 1000 }, (_, i) => (i % 5 === 0 ? 0 : 0x41)))).toBe(true);
    expect(looksBinary(Uint8Array.from({ length: 1000 }, (_, i) => (i % 5 === 0 ? 0xff : 0x41)))).toBe(true);
  });
});
