import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBytes } from '../state/document.ts';
import { looksBinary } from './files.ts';

const corpus = (name: string) => new Uint8Array(readFileSync(new URL(`../../testdata/corpus/${name}`, import.meta.url)));
const binary = (bytes: Uint8Array) => looksBinary(bytes, loadBytes(bytes));

describe('a file that is not a robots.txt', () => {
  it('is binary data when a tenth of it is replacement characters: bytes damaged before it got here (corpus 0360, a PNG)', () => {
    expect(binary(corpus('0360_railbeeps.com.txt'))).toBe(true);
  });

  it('is not a robots.txt with a few damaged characters, nor a Latin-1 one, nor a UTF-16 one', () => {
    const text = `User-agent: *\n${'Disallow: /caf\ufffd/\n'.repeat(20)}${'Disallow: /plain/path\n'.repeat(200)}`;
    expect(binary(new TextEncoder().encode(text))).toBe(false);
    expect(binary(Uint8Array.from([...new TextEncoder().encode('Disallow: /caf'), 0xe9, 0x0a]))).toBe(false);
    expect(binary(corpus('0009_store.usps.com.txt'))).toBe(false);
  });

  it('is not a small robots.txt in Latin-1, in Shift_JIS or in UTF-16LE without a BOM, though a tenth of it or more is not UTF-8 (issue 28 §2)', () => {
    for (const name of ['latin1.txt', 'shift_jis.txt', 'utf16le-nobom.txt']) {
      expect(binary(new Uint8Array(readFileSync(new URL(`../../testdata/encodings/${name}`, import.meta.url)))), name).toBe(false);
    }
  });

  it('is not a small robots.txt in GBK, Big5, EUC-KR or EUC-JP, though a tenth of it or more is not UTF-8: before, GBK, Big5 and EUC-JP ones were refused as binary data', () => {
    for (const name of ['gbk.txt', 'big5.txt', 'euc-kr.txt', 'euc-jp.txt']) {
      expect(binary(new Uint8Array(readFileSync(new URL(`../../testdata/encodings/${name}`, import.meta.url)))), name).toBe(false);
    }
  });

  it('is binary data when a tenth of it is NUL or undecodable bytes', () => {
    expect(binary(Uint8Array.from({ length: 1000 }, (_, i) => (i % 5 === 0 ? 0 : 0x41)))).toBe(true);
    expect(binary(Uint8Array.from({ length: 1000 }, (_, i) => (i % 5 === 0 ? 0xff : 0x41)))).toBe(true);
  });
});
