/**
 * Review16 §2: a robots.txt saved in GBK, Big5, EUC-KR or EUC-JP (testdata/encodings, made with
 * iconv from UTF-8: a comment or two, then `User-agent: *`, `Disallow: /管理/` or, in Korean,
 * `Disallow: /관리/`, and `Disallow: /private`). Google matches its bytes as %XX, so the path as a
 * browser sends it (the characters' UTF-8) is allowed; a parser that decodes the file in its
 * encoding blocks it. Before, GPTBot, bingbot and YandexBot were "Allowed (no rule matched)" with
 * no doubt: the only other readings were the file as Windows-1252 or with each byte as U+FFFD,
 * which match nothing there either.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BIG5_TWO_POINTS, big5Parts, big5Text, big5Trails } from './big5.ts';
import { assumedEncodings, doubleByteTexts, missingDecoders } from './doubleByte.ts';
import { explainAsRead } from './explain.ts';
import { otherBytesOf } from './otherBytes.ts';
import { parseRobots } from './parse.ts';
import { checkAsRead, parsesOf } from './readings.ts';
import { requestUrl } from './requestUrl.ts';
import { lenientHint } from './words/crawlerWords.ts';
import { DOUBLE_BYTE_FACT } from './words/encodingWords.ts';
import { readingSentences } from './words/explanationWords.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, `../../testdata/encodings/${name}`)));
const FILES = [['gbk.txt', '管理'], ['big5.txt', '管理'], ['euc-kr.txt', '관리'], ['euc-jp.txt', '管理']] as const;
const check = (file: Uint8Array, crawler: string, url: string) => checkAsRead(parsesOf(file), crawler, url, 'documented');
const utf8 = (s: string) => new TextEncoder().encode(s);
const latin1 = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('a robots.txt in a double-byte encoding of Chinese, Japanese or Korean', () => {
  it('Googlebot is allowed and sure: Google\'s parser matches the bytes as %XX (google-behaviours.md), not the characters\' UTF-8', () => {
    for (const [name, path] of FILES) {
      expect(check(fixture(name), 'Googlebot', requestUrl(`https://e.com/${path}/x`)), name).toMatchObject({ allowed: true, line: 0, lenient: null });
    }
  });

  it('GPTBot, bingbot and YandexBot are allowed, in doubt: a parser decoding the file in its encoding blocks it by line 4, quoted as decoded', () => {
    for (const [name, path] of FILES) {
      for (const [crawler, reading] of [['GPTBot', 'rfc9309'], ['bingbot', 'bing'], ['YandexBot', 'yandex']]) {
        const r = check(fixture(name), crawler, requestUrl(`https://e.com/${path}/x`));
        expect(r, `${name} ${crawler}`).toMatchObject({ allowed: true, line: 0, reading, lenient: { allowed: false, line: 4, rule: `Disallow: /${path}/`, cause: 'double-byte' } });
      }
    }
    const r = check(fixture('gbk.txt'), 'GPTBot', requestUrl('https://e.com/管理/x'));
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe('Allowed (RFC 9309). A parser that decodes the file as Chinese, Japanese or Korean text (GBK, Big5, EUC-KR or EUC-JP) would block it: line 4 `Disallow: /管理/`');
  });

  it('the file of the review, two lines made with iconv, gives the same doubt', () => {
    const gbk = Uint8Array.from([...utf8('User-agent: *\nDisallow: /'), 0xb9, 0xdc, 0xc0, 0xed, ...utf8('/\n')]);
    expect(check(gbk, 'GPTBot', requestUrl('https://e.com/管理/x'))).toMatchObject({ allowed: true, lenient: { allowed: false, line: 2, rule: 'Disallow: /管理/', cause: 'double-byte' } });
    // The URL with the file's own bytes: blocked as Google matches them, in doubt the other way.
    expect(check(gbk, 'GPTBot', 'https://e.com/%B9%DC%C0%ED/x')).toMatchObject({ allowed: false, line: 2, lenient: { allowed: true, line: 0, cause: 'double-byte' } });
    expect(check(gbk, 'Googlebot', 'https://e.com/%B9%DC%C0%ED/x')).toMatchObject({ allowed: false, line: 2, lenient: null });
  });

  it('the explanation says the bytes read in more than one such encoding and which one nobody can tell', () => {
    const e = explainAsRead(parsesOf(fixture('big5.txt')), 'GPTBot', requestUrl('https://e.com/管理/x'), 'documented', { request: true });
    expect(readingSentences(e)[1].map((p) => (typeof p === 'string' ? p : `line ${p.line}`)).join('')).toBe(
      'Readings disagree. Allowed (RFC 9309). A parser that decodes the file as Chinese, Japanese or Korean text (GBK, Big5, EUC-KR or EUC-JP) would block it: line 4 `Disallow: /管理/`.'
      + ` ${DOUBLE_BYTE_FACT} Which one this crawler follows, nobody documents.`,
    );
  });

  it('each encoding that decodes the bytes is a reading: GBK\'s 管理 reads as Korean in EUC-KR, and a Korean URL meets that', () => {
    // No Big5 reading: WHATWG's Big5 decoder refuses some of its bytes, as browsers do (big5.ts).
    expect(doubleByteTexts(parseRobots(fixture('gbk.txt')).text).map((t) => t.split('\n')[3])).toEqual(['Disallow: /管理/', 'Disallow: /밗잿/', 'Disallow: /砿尖/']);
    expect(check(fixture('gbk.txt'), 'GPTBot', requestUrl('https://e.com/밗잿/'))).toMatchObject({ allowed: true, lenient: { allowed: false, line: 4, rule: 'Disallow: /밗잿/', cause: 'double-byte' } });
  });
});

describe('files that are no double-byte text ask no such reading', () => {
  it('Latin-1 files keep their one Windows-1252 reading', () => {
    for (const name of ['latin1.txt', 'latin1-rule.txt']) expect(otherBytesOf(parseRobots(fixture(name))).map((o) => o.cause), name).toEqual(['windows-1252']);
    // One é before a letter is a valid GBK and Big5 pair: it stands alone between ASCII all the same.
    const one = Uint8Array.from([...utf8('User-agent: *\nDisallow: /'), 0xe9, ...utf8('quipe/\n')]);
    expect(otherBytesOf(parseRobots(one)).map((o) => o.cause)).toEqual(['windows-1252']);
  });

  it('a UTF-8 Chinese file with one stray byte is UTF-8 with a bad byte, not GBK (its UTF-8 pairs up as GBK too)', () => {
    const stray = Uint8Array.from([...utf8('User-agent: *\nDisallow: /管理/\nDisallow: /网站/'), 0xb9, 0xdc, ...utf8('/\n')]);
    expect(otherBytesOf(parseRobots(stray)).map((o) => o.cause)).toEqual(['invalid-utf8']);
  });

  it('Shift_JIS\'s own reading comes first; the double-byte encodings that read its bytes too, and a UTF-8 decoder\'s, after it', () => {
    expect(otherBytesOf(parseRobots(fixture('shift_jis.txt'))).map((o) => o.cause)).toEqual(['shift-jis', 'double-byte', 'invalid-utf8']);
  });

  it('a Latin-1 Portuguese file taken for Shift_JIS (review17 F0b): GPTBot was sure where a Windows-1252 parser blocks', () => {
    const pt = Uint8Array.from([...utf8('User-agent: *\nDisallow: /informa'), 0xe7, 0xe3, ...utf8('o/\nDisallow: /cat'), 0xe9, ...utf8('gorie/\n')]);
    // `ção` also pairs up as GBK or Big5, but two letters side by side are no double-byte text (review18 E0b).
    expect(otherBytesOf(parseRobots(pt)).map((o) => o.cause)).toEqual(['windows-1252']);
    expect(check(pt, 'GPTBot', requestUrl('https://e.com/informação/x'))).toMatchObject({ allowed: true, lenient: { allowed: false, line: 2, cause: 'windows-1252' } });
    expect(check(pt, 'GPTBot', requestUrl('https://e.com/catégorie/x'))).toMatchObject({ allowed: true, lenient: { allowed: false, line: 3, cause: 'windows-1252' } });
  });

  it('a Latin-1 file whose rules hold two accented letters side by side is doubted as Windows-1252, never as Chinese, Japanese or Korean (review18 E0b)', () => {
    const pt = Uint8Array.from(latin1('User-agent: *\nDisallow: /promoções\nDisallow: /informações\n'));
    expect(otherBytesOf(parseRobots(pt)).map((o) => o.cause)).toEqual(['windows-1252']);
    expect(check(pt, 'GPTBot', requestUrl('https://e.com/promoções'))).toMatchObject({ lenient: { cause: 'windows-1252', line: 2 } });
    expect(assumedEncodings(parseRobots(pt).text)).toEqual(['windows-1252']);
  });

  it('a UTF-8 file with a few Latin-1 rules pasted in is UTF-8 with bad bytes, not GBK: its valid letters pair up too (review18 E0)', () => {
    const mixed = Uint8Array.from([...utf8('User-agent: *\nDisallow: /ações\n'), ...latin1('Disallow: /promoções\nDisallow: /informações\n')]);
    expect(assumedEncodings(parseRobots(mixed).text)).toEqual([]);
    expect(otherBytesOf(parseRobots(mixed)).map((o) => o.cause)).toEqual(['invalid-utf8', 'latin1-fallback']);
    expect(doubleByteTexts(parseRobots(mixed).text)).toEqual([]);
  });

  it('a banner of one symbol repeated (cp437 `════`, CD CD …) is no double-byte text (review18)', () => {
    const banner = Uint8Array.from([...utf8('# '), ...Array<number>(12).fill(0xcd), ...utf8('\nUser-agent: *\nDisallow: /x\n')]);
    expect(assumedEncodings(parseRobots(banner).text)).toEqual(['windows-1252']);
  });

  it('a GBK file keeps a UTF-8 decoder\'s reading after its own (review17 F5): each byte as U+FFFD', () => {
    expect(otherBytesOf(parseRobots(fixture('gbk.txt'))).map((o) => o.cause)).toEqual(['double-byte', 'double-byte', 'double-byte', 'invalid-utf8']);
    expect(check(fixture('gbk.txt'), 'GPTBot', requestUrl('https://e.com/\ufffd\ufffd\ufffd\ufffd/'))).toMatchObject({ allowed: true, lenient: { allowed: false, line: 4, cause: 'invalid-utf8' } });
  });

  it('a UTF-8 file is not decoded again', () => {
    expect(otherBytesOf(parseRobots(utf8('User-agent: *\nDisallow: /管理/\n')))).toEqual([]);
  });
});

describe('Big5 read as browsers read it, in Node too (review18 L8, review19 M1)', () => {
  const trails = big5Trails();
  /** Every lead/trail pair of Big5, as [lead, trail]. */
  const pairs = (): [number, number][] => {
    const out: [number, number][] = [];
    for (let lead = 0x81; lead <= 0xfe; lead++) for (const t of trails) out.push([lead, t]);
    return out;
  };
  const hex = ([l, t]: [number, number]) => `${l.toString(16)}${t.toString(16)}`;

  it('reads each pair where Chromium\'s and Node\'s decoders part by the index, never as Node\'s private-use characters; the others as this runtime\'s decoder does', () => {
    const decoder = new TextDecoder('big5', { fatal: true });
    const native = (b: Uint8Array) => { try { return decoder.decode(b); } catch { return null; } };
    const parting = pairs().filter(([l, t]) => big5Parts(l, t));
    // Measured against Chromium 156 (e2e/bytes.spec.ts asks the page's decoder for each of them).
    expect([pairs().length, parting.length]).toEqual([19_782, 6_280]);
    const read = parting.map(([l, t]) => big5Text(Uint8Array.of(l, t)));
    expect(read.filter((r) => r !== null)).toHaveLength(5_092);
    for (const [i, r] of read.entries()) {
      if (r === null) continue;
      // One character (four are a letter and its accent), well formed, none private-use as Node's decoder gives them.
      expect([...r].length, hex(parting[i])).toBe(parting[i][0] === 0x88 && BIG5_TWO_POINTS[parting[i][1]] !== undefined ? 2 : 1);
      expect(r, hex(parting[i])).toMatch(/^[^\ue000-\uf8ff\ud800-\udfff]*$|^[\ud800-\udbff][\udc00-\udfff]$/);
    }
    // Every other pair: this runtime's decoder's character, which Chromium's is too.
    for (const [l, t] of pairs().filter(([l, t]) => !big5Parts(l, t))) expect(big5Text(Uint8Array.of(l, t)), hex([l, t])).toBe(native(Uint8Array.of(l, t)));
  });

  it('reads Hong Kong\'s letters (HKSCS) as the index does: 喺 9DF6, 嘅 9DEF and FB48, 𨋢 9DF2 (beyond the BMP), Ê̄ 8862 as two code points', () => {
    expect(big5Text(Uint8Array.of(0x9d, 0xf6, 0x9d, 0xef, 0xfb, 0x48, 0x9d, 0xf2))).toBe('喺嘅嘅𨋢');
    // Pointers 1133, 1135, 1164, 1166: WHATWG's decoder gives two code points (Chromium 156 an ill-formed string, Node a private-use one).
    expect(big5Text(Uint8Array.of(0x88, 0x62, 0x88, 0x64, 0x88, 0xa3, 0x88, 0xa5, 0xa4, 0xa4))).toBe('\u00ca\u0304\u00ca\u030c\u00ea\u0304\u00ea\u030c中');
    // A pair the index leaves out (the user-defined rows 0x81-0x86, gaps in HKSCS's, the rest of the control pictures) is no Big5.
    for (const pair of [[0x81, 0x40], [0x86, 0xfe], [0x87, 0xe0], [0xa3, 0xe2], [0xc8, 0xa5]]) expect(big5Text(Uint8Array.of(...pair)), hex(pair as [number, number])).toBeNull();
  });

  it('takes ASCII around, a lead alone at the end only where the bytes may go on (a sample), a stray trail or 0x80, 0xFF never', () => {
    expect(big5Text(Uint8Array.of(0x2f, 0xba, 0xde, 0x2f, 0x9d, 0xf6, 0x2f))).toBe('/管/喺/');
    expect([big5Text(Uint8Array.of(0x2f, 0xba)), big5Text(Uint8Array.of(0x2f, 0xba), true)]).toEqual([null, '/']);
    expect(big5Text(Uint8Array.of(0x9d, 0xf6, 0x9d), true)).toBe('喺');
    expect([0x80, 0xff].map((b) => big5Text(Uint8Array.of(b, 0x41)))).toEqual([null, null]);
    expect([big5Text(Uint8Array.of(0xba, 0x0a)), big5Text(Uint8Array.of(0x9d, 0x0a)), big5Text(Uint8Array.of(0x9d, 0xa0))]).toEqual([null, null, null]);
  });

  it('a robots.txt with Hong Kong letters is named Big5 and read so (before: no Big5 reading, here or on the page)', () => {
    const hk = fixture('big5-hkscs.txt');
    expect(assumedEncodings(parseRobots(hk).text)).toEqual(['gbk', 'big5']);
    expect(doubleByteTexts(parseRobots(hk).text)[1].split('\n').slice(0, 4)).toEqual(['# 香港網站', 'User-agent: *', 'Disallow: /喺度/', 'Disallow: /𨋢/']);
    for (const [path, line] of [['喺度', 3], ['𨋢', 4]] as const) {
      expect(check(hk, 'GPTBot', requestUrl(`https://e.com/${path}/x`)), path).toMatchObject({ allowed: true, lenient: { allowed: false, line, rule: `Disallow: /${path}/`, cause: 'double-byte' } });
    }
  });

  it('gbk.txt is not named Big5, here or on the page (bytes WHATWG\'s decoder refuses); euc-kr.txt is again, as the page names it; big5.txt and euc-jp.txt as before', () => {
    expect(assumedEncodings(parseRobots(fixture('gbk.txt')).text)).toEqual(['gbk', 'euc-kr', 'euc-jp']);
    expect(assumedEncodings(parseRobots(fixture('euc-kr.txt')).text)).toEqual(['gbk', 'big5', 'euc-kr', 'euc-jp']);
    expect(assumedEncodings(parseRobots(fixture('big5.txt')).text)).toEqual(['gbk', 'big5']);
    expect(assumedEncodings(parseRobots(fixture('euc-jp.txt')).text)).toEqual(['gbk', 'big5', 'euc-jp']);
  });
});

describe('a runtime without these decoders (Node built with small ICU)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks no double-byte reading, and says which decoders it lacks', () => {
    const Native = TextDecoder;
    vi.stubGlobal('TextDecoder', class extends Native {
      constructor(label = 'utf-8', options?: TextDecoderOptions) {
        if (!['utf-8', 'utf8', 'utf-16le', 'latin1'].includes(label.toLowerCase())) throw new RangeError(`The "${label}" encoding is not supported`);
        super(label, options);
      }
    });
    expect(missingDecoders(['shift_jis', 'gbk', 'utf-8'])).toEqual(['shift_jis', 'gbk']);
    expect(doubleByteTexts(parseRobots(fixture('gbk.txt')).text)).toEqual([]);
  });

  it('a full runtime lacks none', () => {
    expect(missingDecoders(['shift_jis', 'gbk', 'big5', 'euc-kr', 'euc-jp'])).toEqual([]);
  });
});
