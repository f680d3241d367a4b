/** A text file read as the person saved it: UTF-8, or UTF-16 by its byte order mark. */
import { describe, expect, it } from 'vitest';
import { decodeTextFile, textFileDecoder } from './textFile.ts';

const LIST = 'https://example.com/a\r\nhttps://example.com/é\r\n';

/** `text` in UTF-16, little- or big-endian, after its byte order mark. */
function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out.set(endian === 'le' ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff], 2 + i * 2);
  }
  return out;
}

describe('decodeTextFile', () => {
  it('reads UTF-16 by its byte order mark, as Excel\'s "Unicode Text" and Windows PowerShell write it', () => {
    expect(decodeTextFile(utf16(LIST, 'le'))).toBe(LIST);
    expect(decodeTextFile(utf16(LIST, 'be'))).toBe(LIST);
  });

  it('reads UTF-8, with or without its byte order mark, and keeps what is not UTF-8 as U+FFFD', () => {
    const utf8 = new TextEncoder().encode(LIST);
    expect(decodeTextFile(utf8)).toBe(LIST);
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(LIST);
    expect(decodeTextFile(new Uint8Array([0x2f, 0xe9]))).toBe('/\ufffd');
    expect(decodeTextFile(new Uint8Array())).toBe('');
  });
});

describe('textFileDecoder', () => {
  it('reads a file given in chunks as decodeTextFile reads it whole, wherever the chunks are cut', () => {
    for (const bytes of [utf16(LIST, 'le'), utf16(LIST, 'be'), new TextEncoder().encode(LIST), new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), Uint8Array.of(0xff)]) {
      for (let size = 1; size <= 3; size++) {
        const decoder = textFileDecoder();
        let text = '';
        for (let at = 0; at < bytes.length; at += size) text += decoder.decode(bytes.subarray(at, at + size));
        expect(text + decoder.end()).toBe(decodeTextFile(bytes));
      }
    }
    expect(decodeTextFile(Uint8Array.of(0xff))).toBe('\ufffd');
  });
});
