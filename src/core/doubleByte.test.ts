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
import { assumedEncodings, doubleByteTexts, missingDecoders, readsAsBig5 } from './doubleByte.ts';
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
    // No Big5 reading: a pair of its bytes is one Big5's decoders read otherwise (readsAsBig5).
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

describe('Big5, read only where every runtime reads it alike (review18 L8)', () => {
  /** Every lead/trail pair of Big5, as [lead, trail]. */
  const pairs = (): [number, number][] => {
    const out: [number, number][] = [];
    for (let lead = 0x81; lead <= 0xfe; lead++) for (let t = 0x40; t <= 0xfe; t++) if (t <= 0x7e || t >= 0xa1) out.push([lead, t]);
    return out;
  };

  it('takes a pair only where this runtime\'s decoder reads it, and none of the ranges where Chromium\'s and Node\'s part', () => {
    const decoder = new TextDecoder('big5', { fatal: true });
    const reads = (b: Uint8Array) => { try { decoder.decode(b); return true; } catch { return false; } };
    const taken = pairs().filter(([l, t]) => readsAsBig5(Uint8Array.of(l, t)));
    // Measured against Chromium 156 and Node 20's ICU (e2e/bytes.spec.ts asks the page's decoder for each).
    expect([pairs().length, taken.length]).toEqual([19_782, 13_502]);
    for (const [l, t] of taken) expect(reads(Uint8Array.of(l, t)), `${l.toString(16)}${t.toString(16)}`).toBe(true);
    const inParted = ([l, t]: [number, number]) => l <= 0xa0 || l >= 0xfa || (l === 0xa3 && t >= 0xc0 && t !== 0xe1) || (l === 0xc6 && t >= 0xa1) || l === 0xc7 || l === 0xc8 || (l === 0xf9 && t === 0xfe);
    expect(taken.filter(inParted)).toEqual([]);
    // ASCII around; a lead alone at the end only where the bytes may go on (a sample); a stray trail or 0x80, 0xFF never.
    expect(readsAsBig5(Uint8Array.of(0x2f, 0xba, 0xde, 0x2f))).toBe(true);
    expect([readsAsBig5(Uint8Array.of(0x2f, 0xba)), readsAsBig5(Uint8Array.of(0x2f, 0xba), true)]).toEqual([false, true]);
    expect([0x80, 0xff].map((b) => readsAsBig5(Uint8Array.of(b, 0x41)))).toEqual([false, false]);
    expect(readsAsBig5(Uint8Array.of(0xba, 0x0a))).toBe(false);
  });

  it('gbk.txt and euc-kr.txt are not named Big5, here or on the page (before: Big5 in Node, not in Chromium); big5.txt and euc-jp.txt still are', () => {
    expect(assumedEncodings(parseRobots(fixture('gbk.txt')).text)).toEqual(['gbk', 'euc-kr', 'euc-jp']);
    expect(assumedEncodings(parseRobots(fixture('euc-kr.txt')).text)).toEqual(['gbk', 'euc-kr', 'euc-jp']);
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
