/** A text file read as the person saved it: UTF-8, or UTF-16 by its byte order mark or its NULs. */
import { describe, expect, it } from 'vitest';
import { linesAt } from './replacements.ts';
import { decodeTextFile, decodingProblems, textFileDecoder, textFileEncoding } from './textFile.ts';
import { utf16 } from './utf16.test-helper.ts';
import { urlSetProblemWords } from './words/urlSetWords.ts';

const LIST = 'https://example.com/a\r\nhttps://example.com/é\r\n';

describe('decodeTextFile', () => {
  it('reads UTF-16 by its byte order mark, as Excel\'s "Unicode Text" and Windows PowerShell write it', () => {
    expect(decodeTextFile(utf16(LIST, 'le'))).toBe(LIST);
    expect(decodeTextFile(utf16(LIST, 'be'))).toBe(LIST);
  });

  it('reads UTF-16 without a byte order mark by where its NULs are (review20 L2: such a list was refused as binary data)', () => {
    expect(decodeTextFile(utf16(LIST, 'le', false))).toBe(LIST);
    expect(decodeTextFile(utf16(LIST, 'be', false))).toBe(LIST);
    // Longer than the bytes the NULs are read in, as a list of a thousand URLs is.
    const long = Array.from({ length: 1000 }, (_, i) => `https://example.com/p/${i}`).join('\n');
    expect(decodeTextFile(utf16(long, 'le', false))).toBe(long);
    expect(textFileEncoding(utf16(long, 'be', false).subarray(0, 100))).toBeNull();
    expect(textFileEncoding(utf16(long, 'be', false).subarray(0, 100), true)?.encoding).toBe('utf-16be');
    // NULs that are no UTF-16's pattern leave the file UTF-8 (the binary rule, core binaryData.ts, decides what it is).
    expect(decodeTextFile(Uint8Array.of(0, 0, 0, 0, 0x61, 0x62, 0x63, 0x64, 0, 0x0a))).toBe('\0\0\0\0abcd\0\n');
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
    for (const bytes of [utf16(LIST, 'le'), utf16(LIST, 'be'), utf16(LIST, 'le', false), utf16(LIST, 'be', false), new TextEncoder().encode(LIST), new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), Uint8Array.of(0xff)]) {
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

/** `text` as Latin-1 bytes (each character below U+0100 one byte). */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('an XML file is read in the encoding its declaration names (tester3 F4)', () => {
  const sitemap = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n<urlset><url><loc>https://www.example.com/blog/café</loc></url></urlset>\n`;

  it('reads Latin-1 bytes declared ISO-8859-1 as café, in one piece or byte by byte', () => {
    const bytes = latin1(sitemap('ISO-8859-1'));
    expect(decodeTextFile(bytes)).toBe(sitemap('ISO-8859-1'));
    const decoder = textFileDecoder();
    let text = '';
    for (let at = 0; at < bytes.length; at++) text += decoder.decode(bytes.subarray(at, at + 1));
    expect(text + decoder.end()).toBe(sitemap('ISO-8859-1'));
    expect(decoder.read).toEqual({ encoding: 'windows-1252', unknownLabel: '' });
  });

  it('takes the label in single quotes and any case, as XML allows', () => {
    expect(textFileEncoding(latin1("<?xml version='1.0' encoding='latin1' ?>"))).toEqual({ encoding: 'windows-1252', unknownLabel: '' });
    expect(textFileEncoding(latin1('<?xml version="1.0" encoding="Shift_JIS"?>'))).toEqual({ encoding: 'shift_jis', unknownLabel: '' });
  });

  it('lets a byte order mark win over the declaration, and reads a UTF-16 label over ASCII bytes as UTF-8', () => {
    expect(textFileEncoding(Uint8Array.of(0xef, 0xbb, 0xbf, ...latin1('<?xml version="1.0" encoding="ISO-8859-1"?>')))).toEqual({ encoding: 'utf-8', unknownLabel: '' });
    expect(textFileEncoding(latin1('<?xml version="1.0" encoding="UTF-16"?>'))).toEqual({ encoding: 'utf-8', unknownLabel: '' });
  });

  it('reads UTF-16 without a byte order mark by its "<?" as two-byte units', () => {
    const text = '<?xml version="1.0" encoding="UTF-16"?><urlset/>';
    const le = new Uint8Array(Buffer.from(text, 'utf16le'));
    expect(decodeTextFile(le)).toBe(text);
    expect(decodeTextFile(Uint8Array.from(le, (_, i) => le[i ^ 1]))).toBe(text);
  });

  it('says a label no browser knows and reads UTF-8', () => {
    expect(textFileEncoding(latin1('<?xml version="1.0" encoding="x-klingon"?>'))).toEqual({ encoding: 'utf-8', unknownLabel: 'x-klingon' });
  });

  it('waits for the declaration\'s end before choosing, and reads what has no declaration as UTF-8', () => {
    expect(textFileEncoding(latin1('<?xml version="1.0" enc'))).toBeNull();
    expect(textFileEncoding(latin1('<?xml version="1.0" enc'), true)).toEqual({ encoding: 'utf-8', unknownLabel: '' });
    expect(textFileEncoding(latin1('<urlset>'))).toEqual({ encoding: 'utf-8', unknownLabel: '' });
    expect(textFileEncoding(latin1('https://example.com/'))).toEqual({ encoding: 'utf-8', unknownLabel: '' });
  });
});

describe('bytes a file\'s encoding cannot read are said, with their line', () => {
  it('finds the lines offsets fall in, each once', () => {
    expect(linesAt('a\nb', [])).toEqual([]);
    expect(linesAt('a\n\ufffd\ufffd\nb\nc\ufffd', [2, 3, 9])).toEqual([2, 4]);
  });

  it('says a sitemap declared ISO-8859-1 whose bytes are UTF-8 too (review 15 #2), in one piece or byte by byte; not one all ASCII', () => {
    const sitemap = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n<urlset><url><loc>https://www.example.com/blog/café</loc></url></urlset>\n`;
    const bytes = new TextEncoder().encode(sitemap('ISO-8859-1'));
    const whole = textFileDecoder();
    const text = whole.decode(bytes) + whole.end();
    expect(text).toContain('/blog/cafÃ©');
    expect(whole.read).toEqual({ encoding: 'windows-1252', unknownLabel: '', utf8Too: true });
    const problems = decodingProblems('sitemap.xml', whole.read, text);
    expect(problems).toEqual([{ code: 'declared-not-utf8', file: 'sitemap.xml', detail: 'windows-1252' }]);
    expect(urlSetProblemWords(problems[0])).toBe('“sitemap.xml” was read as windows-1252, as its declaration says, but its bytes past ASCII are valid UTF-8 too: if it was saved as UTF-8, the URLs holding such letters are misread (é as Ã©). Make the declaration say what the file was saved as, then open it again.');
    const byByte = textFileDecoder();
    for (let at = 0; at < bytes.length; at++) byByte.decode(bytes.subarray(at, at + 1));
    byByte.end();
    expect(byByte.read.utf8Too).toBe(true);
    const ascii = textFileDecoder();
    ascii.decode(new TextEncoder().encode(sitemap('ISO-8859-1').replace('é', 'e')));
    ascii.end();
    expect(ascii.read.utf8Too).toBeUndefined();
  });

  it('says nothing of a valid UTF-8 file that holds "�" itself, and counts only the lines of bytes replaced (review15 §7.1)', () => {
    const file = '<urlset>\n<url><loc>https://www.example.com/what-is-\ufffd</loc></url>\n</urlset>\n';
    const whole = textFileDecoder();
    const text = whole.decode(new TextEncoder().encode(file)) + whole.end();
    expect(text).toBe(file);
    expect(whole.read.replacedAt).toBeUndefined();
    expect(decodingProblems('sitemap.xml', whole.read, text)).toEqual([]);
    // One byte at a time: a character split between chunks is no replacement either.
    const byByte = textFileDecoder();
    const bytes = new TextEncoder().encode(file);
    for (let at = 0; at < bytes.length; at++) byByte.decode(bytes.subarray(at, at + 1));
    byByte.end();
    expect(byByte.read.replacedAt).toBeUndefined();
    const bad = textFileDecoder();
    const badText = bad.decode(latin1('<urlset>\n<url><loc>https://www.example.com/caf\xe9</loc></url>\n</urlset>\n')) + bad.end();
    expect(bad.read.replacedAt).toEqual([badText.indexOf('\n') + 1]);
    expect(decodingProblems('sitemap.xml', bad.read, badText)).toEqual([{ code: 'undecodable', file: 'sitemap.xml', detail: 'utf-8', line: 2, lines: 1 }]);
  });

  it('says a Latin-1 sitemap with no declaration holds bytes that are not UTF-8, on its line', () => {
    const decoder = textFileDecoder();
    const text = decoder.decode(latin1('<urlset>\n<url><loc>https://www.example.com/blog/café</loc></url>\n</urlset>')) + decoder.end();
    expect(decodingProblems('sitemap.xml', decoder.read, text)).toEqual([{ code: 'undecodable', file: 'sitemap.xml', detail: 'utf-8', line: 2, lines: 1 }]);
    expect(urlSetProblemWords(decodingProblems('sitemap.xml', decoder.read, text)[0])).toBe('“sitemap.xml” holds bytes that are not UTF-8 on 1 line (the first is line 2), shown as �: the URLs there are not tested, as the site\'s own URL cannot be known from them. Save the file as UTF-8, or declare a sitemap\'s encoding (<?xml version="1.0" encoding="ISO-8859-1"?>), then open it again.');
  });
});
