/**
 * Bytes a crawler may read otherwise than every reading here (issue 29): a leading UTF-8 BOM,
 * which Google's parser skips and RFC 9309 says nothing of, and a file saved as UTF-16, which
 * Google reads as bytes (a NUL after every letter: no rule) and a crawler may decode by its BOM.
 * Where the other reading answers otherwise for a crawler not read as Google, its answer is in
 * doubt, as where Google's lenient parser disagrees; Google's own answers stay sure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainAsRead } from './explain.ts';
import { otherBytesOf } from './otherBytes.ts';
import { checkExpectations } from './expectations.ts';
import { parseRobots } from './parse.ts';
import { checkAsRead, parsesOf, type ReadingChoice } from './readings.ts';
import { requestUrl } from './requestUrl.ts';
import { recordOfCheck } from './result/record.ts';
import { readingSentences } from './words/explanationWords.ts';
import { doubtWhy, lenientHint } from './words/crawlerWords.ts';

const BOM = Uint8Array.of(0xef, 0xbb, 0xbf);
const bytes = (text: string, head: Uint8Array = BOM) => Uint8Array.from([...head, ...new TextEncoder().encode(text)]);
/** GPTBot's group first: its fate hangs on the BOM. bingbot, YandexBot and Googlebot read the * group. */
const FIRST_GROUP = 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n';
const USPS = readFileSync(join(import.meta.dirname, '../../testdata/corpus/0009_store.usps.com.txt'));
const CART = 'https://store.usps.com/store/cart/x';

const check = (file: Uint8Array, crawler: string, url: string, choice: ReadingChoice = 'documented') => checkAsRead(parsesOf(file), crawler, url, choice);

describe('a UTF-8 byte order mark before the first group', () => {
  it('GPTBot (RFC 9309, undocumented) is blocked by its group, with the doubt that a parser keeping the BOM would allow it', () => {
    const r = check(bytes(FIRST_GROUP), 'GPTBot', 'https://example.com/a');
    expect(r).toMatchObject({ allowed: false, line: 2, reading: 'rfc9309', lenient: { allowed: true, line: 0, cause: 'bom' } });
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe('Blocked (RFC 9309). A parser that reads the byte order mark as part of the first line would allow it (no rule decides there).');
  });

  it('is no doubt where the first group does not decide: the * group is read alike either way', () => {
    for (const crawler of ['bingbot', 'YandexBot', 'ClaudeBot']) {
      expect(check(bytes(FIRST_GROUP), crawler, 'https://example.com/private'), crawler).toMatchObject({ allowed: false, line: 5, lenient: null });
    }
  });

  it('is no doubt for Googlebot, read as Google, whose parser skips the BOM (google-spec-test BOM-characters), nor for any crawler under Google\'s reading forced for all', () => {
    expect(check(bytes('User-agent: Googlebot\nDisallow: /\n'), 'Googlebot', 'https://example.com/a')).toMatchObject({ allowed: false, lenient: null });
    expect(check(bytes(FIRST_GROUP), 'GPTBot', 'https://example.com/a', 'google')).toMatchObject({ allowed: false, lenient: null });
  });

  it('is a doubt under any other reading forced for all: RFC 9309, the 1996 draft, Bing and Yandex say nothing of a BOM', () => {
    // Before, forcing RFC 9309 for all made GPTBot's "Blocked" sure, though the RFC is silent on the BOM.
    for (const forced of ['rfc9309', 'draft1996', 'bing', 'yandex'] as const) {
      const r = check(bytes(FIRST_GROUP), 'GPTBot', 'https://example.com/a', forced);
      expect(r, forced).toMatchObject({ allowed: false, reading: forced, readingWhy: 'forced', lenient: { allowed: true, line: 0, cause: 'bom' } });
    }
    const e = explainAsRead(parsesOf(bytes(FIRST_GROUP)), 'GPTBot', 'https://example.com/a', 'rfc9309', { request: true });
    expect(readingSentences(e).map((s) => s.map((p) => (typeof p === 'string' ? p : `line ${p.line}`)).join(''))).toEqual([
      'Readings disagree. Blocked (RFC 9309). A parser that reads the byte order mark as part of the first line would allow it (no rule decides there).'
      + ' The file starts with a UTF-8 byte order mark. Google skips it, but some crawlers read it as part of the first line and miss that directive.'
      + ' Which one this crawler follows, nobody documents.',
    ]);
  });

  it('gives bingbot and YandexBot the doubt when theirs is the first group', () => {
    expect(check(bytes('User-agent: bingbot\nDisallow: /\n'), 'bingbot', 'https://example.com/a')).toMatchObject({ allowed: false, lenient: { allowed: true, cause: 'bom' } });
    expect(check(bytes('User-agent: YandexBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'), 'YandexBot', 'https://example.com/a')).toMatchObject({ allowed: false, lenient: { allowed: true, cause: 'bom' } });
  });

  it('a partial BOM (EF BB, or EF alone) is a doubt of its own, in the partial BOM diagnostic\'s words: before, it was said to be a whole one', () => {
    for (const head of [Uint8Array.of(0xef, 0xbb), Uint8Array.of(0xef)]) {
      const r = check(bytes(FIRST_GROUP, head), 'GPTBot', 'https://example.com/a');
      expect(r).toMatchObject({ allowed: false, line: 2, lenient: { allowed: true, line: 0, cause: 'partial-bom' } });
      expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe(
        'Blocked (RFC 9309). A parser that reads the part of a byte order mark the file starts with as part of the first line would allow it (no rule decides there).',
      );
      const e = explainAsRead(parsesOf(bytes(FIRST_GROUP, head)), 'GPTBot', 'https://example.com/a', 'documented', { request: true });
      expect(readingSentences(e)[1].map((p) => (typeof p === 'string' ? p : `line ${p.line}`)).join('')).toContain(
        ' The file starts with part of a UTF-8 byte order mark. Google skips it, but other crawlers may read it as part of the first line and miss that directive.'
        + ' Which one this crawler follows, nobody documents.',
      );
    }
  });

  it('a file without a BOM reads one way', () => {
    expect(check(new TextEncoder().encode(FIRST_GROUP), 'GPTBot', 'https://example.com/a')).toMatchObject({ allowed: false, lenient: null });
  });

  it('the explanation says why nobody can know, in the BOM diagnostic\'s words', () => {
    const e = explainAsRead(parsesOf(bytes(FIRST_GROUP)), 'GPTBot', 'https://example.com/a', 'documented', { request: true });
    expect(readingSentences(e)[1].map((p) => (typeof p === 'string' ? p : `line ${p.line}`)).join('')).toBe(
      'Readings disagree. Blocked (RFC 9309). A parser that reads the byte order mark as part of the first line would allow it (no rule decides there).'
      + ' The file starts with a UTF-8 byte order mark. Google skips it, but some crawlers read it as part of the first line and miss that directive.'
      + ' Which one this crawler follows, nobody documents.',
    );
  });
});

describe('a robots.txt saved as UTF-16 (corpus 0009, store.usps.com: FF FE, then `User-agent: *` and ten Disallow lines)', () => {
  it('Googlebot reads bytes, a NUL after every letter, and finds no rule: allowed, and sure (robots.cc reads each line as a C string)', () => {
    expect(check(USPS, 'Googlebot', CART)).toMatchObject({ allowed: true, line: 0, reading: 'google', lenient: null });
  });

  it('GPTBot, bingbot and YandexBot get the same answer, with the doubt that a parser decoding UTF-16 would block it by the editor\'s line 13', () => {
    for (const [crawler, reading] of [['GPTBot', 'rfc9309'], ['bingbot', 'bing'], ['YandexBot', 'yandex']]) {
      const r = check(USPS, crawler, CART);
      expect(r, crawler).toMatchObject({ allowed: true, reading, lenient: { allowed: false, line: 13, cause: 'utf-16', rule: 'Disallow: /store/cart/' } });
      // The record quotes the rule as the decoding reads it, not the NULs of the line as written.
      expect(recordOfCheck(parseRobots(USPS, { profile: reading as 'bing' }), r, { url: CART, crawler }).lenient).toEqual({ allowed: false, line: 13, cause: 'utf-16', rule: 'Disallow: /store/cart/', cutShort: false });
    }
    expect(check(USPS, 'GPTBot', 'https://store.usps.com/x')).toMatchObject({ allowed: true, lenient: null });
  });

  it('the explanation says the file is UTF-16 and that nobody documents what the crawler does with it', () => {
    const e = explainAsRead(parsesOf(USPS), 'GPTBot', CART, 'documented', { request: true });
    expect(e.lenient).toMatchObject({ allowed: false, line: 13, rule: 'Disallow: /store/cart/' });
    expect(readingSentences(e)[1].map((p) => (typeof p === 'string' ? p : `line ${p.line}`)).join('')).toBe(
      'Readings disagree. Allowed (RFC 9309). A parser that decodes the file as UTF-16 would block it: line 13 `Disallow: /store/cart/`.'
      + ' This file is UTF-16, not UTF-8. Google reads it as bytes, meets a NUL after every character and so finds no rules at all.'
      + ' Which one this crawler follows, nobody documents.',
    );
  });

  it('an expectation that holds only as the crawler\'s reading has it carries the other answer (robotscope test\'s UNSURE)', () => {
    const [r] = checkExpectations(parseRobots(USPS, { profile: 'rfc9309' }), [{ url: CART, crawler: 'GPTBot', expect: 'allowed' }]);
    // RFC 9309 forced for all: it says the file MUST be UTF-8, not what a crawler does with UTF-16.
    expect(r.lenient).toMatchObject({ verdict: 'blocked', line: 13, rule: 'Disallow: /store/cart/', cause: 'utf-16' });
    const [d] = checkExpectations({ parses: parsesOf(USPS), choice: 'documented' }, [{ url: CART, crawler: 'GPTBot', expect: 'allowed' }]);
    expect(d).toMatchObject({ pass: true, lenient: { verdict: 'blocked', line: 13, rule: 'Disallow: /store/cart/', cause: 'utf-16' } });
  });
});

describe('a robots.txt saved as UTF-16 without a byte order mark', () => {
  const robots = 'User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /private\n';
  const LE = Uint8Array.from(Buffer.from(robots, 'utf16le'));
  const BE = Uint8Array.from(Buffer.from(robots, 'utf16le').swap16());

  it('GPTBot is allowed (read as bytes: no rule), with the doubt that a parser decoding UTF-16 would block it by line 5; before, no doubt', () => {
    for (const [name, file] of [['LE', LE], ['BE', BE]] as const) {
      const r = check(file, 'GPTBot', 'https://example.com/private/x');
      expect(r, name).toMatchObject({ allowed: true, line: 0, lenient: { allowed: false, line: 5, cause: 'utf-16', rule: 'Disallow: /private' } });
      expect(lenientHint(r.allowed, r.reading, r.lenient!), name).toBe('Allowed (RFC 9309). A parser that decodes the file as UTF-16 would block it: line 5 `Disallow: /private`');
      expect(check(file, 'Googlebot', 'https://example.com/private/x'), name).toMatchObject({ allowed: true, lenient: null });
    }
  });
});


/**
 * Tester3 F13: corpus 0005 (www.opentext.com) writes `Disallow: /Notre-soci\xE9t\xE9/…` in Latin-1
 * bytes, and the page opens it as Windows-1252 text. Google matches the bytes as %E9
 * (google-behaviours.md); a crawler that decodes the file as Windows-1252 reads `société`, matched
 * as %C3%A9. Before, every crawler was "Allowed, no rule matched" with no doubt.
 */
describe('a robots.txt in Windows-1252 (Latin-1) bytes', () => {
  const LATIN1 = readFileSync(join(import.meta.dirname, '../../testdata/encodings/latin1-rule.txt'));
  const OPENTEXT = readFileSync(join(import.meta.dirname, '../../testdata/corpus/0005_www.opentext.com.txt'));
  const KIT = '/Press-Releases/Red-Oxygen-Press-Kit1';
  const UTF8_URL = `https://www.opentext.com/Notre-soci%C3%A9t%C3%A9${KIT}`;
  const LATIN1_URL = `https://www.opentext.com/Notre-soci%E9t%E9${KIT}`;
  const RULE = 'Disallow: /Notre-société/Press-Releases/Red-Oxygen-Press-Kit*';

  it('GPTBot, bingbot and YandexBot are allowed for the UTF-8 URL, with the doubt that a parser decoding Windows-1252 blocks it', () => {
    for (const [crawler, reading] of [['GPTBot', 'rfc9309'], ['bingbot', 'bing'], ['YandexBot', 'yandex']]) {
      const r = check(LATIN1, crawler, UTF8_URL);
      expect(r, crawler).toMatchObject({ allowed: true, line: 0, reading, lenient: { allowed: false, line: 3, cause: 'windows-1252', rule: RULE } });
      expect(check(OPENTEXT, crawler, UTF8_URL), crawler).toMatchObject({ allowed: true, lenient: { allowed: false, line: 144, cause: 'windows-1252', rule: RULE } });
    }
    const r = check(LATIN1, 'GPTBot', `https://www.opentext.com/Notre-société${KIT}`);
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe(`Allowed (RFC 9309). A parser that decodes the file as Windows-1252 would block it: line 3 \`${RULE}\``);
  });

  it('the URL with the Latin-1 bytes is blocked by line 3, with the doubt that a parser decoding Windows-1252 allows it', () => {
    expect(check(LATIN1, 'bingbot', LATIN1_URL)).toMatchObject({ allowed: false, line: 3, lenient: { allowed: true, line: 0, cause: 'windows-1252' } });
  });

  it('Googlebot and Applebot (read as Google, which compares the bytes) stay sure; a line without such bytes is no doubt', () => {
    for (const crawler of ['Googlebot', 'Applebot']) {
      expect(check(LATIN1, crawler, UTF8_URL), crawler).toMatchObject({ allowed: true, line: 0, lenient: null });
      expect(check(LATIN1, crawler, LATIN1_URL), crawler).toMatchObject({ allowed: false, line: 3, lenient: null });
    }
    expect(check(LATIN1, 'GPTBot', 'https://www.opentext.com/news/pr.html')).toMatchObject({ allowed: false, line: 2, lenient: null });
  });

  it('the explanation says why nobody can know, and check\'s record and test carry the cause', () => {
    const e = explainAsRead(parsesOf(LATIN1), 'GPTBot', UTF8_URL, 'documented', { request: true });
    expect(readingSentences(e)[1].map((p) => (typeof p === 'string' ? p : `line ${p.line}`)).join('')).toBe(
      `Readings disagree. Allowed (RFC 9309). A parser that decodes the file as Windows-1252 would block it: line 3 \`${RULE}\`.`
      + ' This file is not UTF-8: its bytes read as Windows-1252 (Latin-1) text. Google matches such a byte as its %XX (é as %E9); a parser that decodes the file as Windows-1252 matches é as its UTF-8 (%C3%A9), as browsers send it. RFC 9309 (2.3) has the file UTF-8 and says nothing of other bytes.'
      + ' Which one this crawler follows, nobody documents.',
    );
    const [d] = checkExpectations({ parses: parsesOf(LATIN1), choice: 'documented' }, [{ url: UTF8_URL, crawler: 'GPTBot', expect: 'allowed' }]);
    expect(d).toMatchObject({ pass: true, lenient: { verdict: 'blocked', line: 3, rule: RULE, cause: 'windows-1252' } });
  });

  it('a UTF-8 file with the same rule is no such doubt', () => {
    const utf8 = new TextEncoder().encode('User-agent: *\nDisallow: /Notre-société/\n');
    expect(check(utf8, 'GPTBot', 'https://www.opentext.com/Notre-soci%C3%A9t%C3%A9/x')).toMatchObject({ allowed: false, line: 2, lenient: null });
    expect(otherBytesOf(parsesOf(utf8)('rfc9309'))).toEqual([]);
  });

  it('a URL typed with a raw é is checked as the crawler requests it (UTF-8, %-encoded), the doubt still shown for each crawler not read as Google (tester3 F13)', () => {
    const raw = requestUrl('https://www.opentext.com/Notre-société/Press-Releases/Red-Oxygen-Press-Kit1');
    expect(raw).toBe(UTF8_URL);
    for (const crawler of ['GPTBot', 'bingbot', 'YandexBot']) {
      expect(checkAsRead(parsesOf(LATIN1), crawler, raw, 'documented'), crawler).toMatchObject({ allowed: true, lenient: { allowed: false, line: 3, cause: 'windows-1252' } });
    }
    expect(checkAsRead(parsesOf(LATIN1), 'Googlebot', raw, 'documented')).toMatchObject({ allowed: true, lenient: null });
  });
});

/**
 * Tester3 F13's other cases. A file in Shift_JIS (testdata/encodings/shift_jis.txt, `Disallow: /管理/`):
 * Google matches its bytes as %XX, so /管理/ as a browser sends it (%E7%AE%A1%E7%90%86) is allowed;
 * a parser that decodes it as Shift_JIS blocks it. Before, no doubt. A UTF-8 file with one byte
 * that is not UTF-8 (`Disallow: /caf\xE9-old/`): Google blocks /caf%E9-old/, a UTF-8 decoder reads
 * the byte as U+FFFD and blocks nothing there; /café-old/ is allowed by both, and blocked by a
 * parser that falls back to Windows-1252. Before, no doubt at all.
 */
describe('a file in Shift_JIS, and a UTF-8 file with a few bytes that are not UTF-8', () => {
  const SJIS = readFileSync(join(import.meta.dirname, '../../testdata/encodings/shift_jis.txt'));
  const KANRI = requestUrl('https://www.example.jp/管理/x');
  const STRAY = Uint8Array.from([...new TextEncoder().encode('User-agent: *\nDisallow: /café/\nDisallow: /caf'), 0xe9, ...new TextEncoder().encode('-old/\n')]);

  it('a UTF-8 character cut in two at the end of the file (a fetched body cut at its limit) asks no other reading (review16 §1)', () => {
    const whole = new TextEncoder().encode('User-agent: *\nDisallow: /корзина/\n# конец');
    for (const cut of [1, 2]) {
      const bytes = whole.subarray(0, whole.length - cut);
      for (const crawler of ['GPTBot', 'bingbot', 'YandexBot']) {
        expect(check(bytes, crawler, requestUrl('https://e.com/корзина/x')), `${crawler}, ${cut} byte(s) cut`).toMatchObject({ allowed: false, line: 2, lenient: null });
      }
    }
    const euro = new TextEncoder().encode('User-agent: *\nDisallow: /a/\n# €');
    expect(check(euro.subarray(0, euro.length - 1), 'GPTBot', 'https://e.com/a/x')).toMatchObject({ allowed: false, line: 2, lenient: null });
    expect(otherBytesOf(parseRobots(whole.subarray(0, whole.length - 1)))).toEqual([]);
    // A byte that is no cut character still asks: a lone continuation byte at the end (© in Latin-1).
    const stray = Uint8Array.from([...new TextEncoder().encode('User-agent: *\nDisallow: /a/\n# '), 0xa9]);
    expect(otherBytesOf(parseRobots(stray)).map((o) => o.cause)).toEqual(['windows-1252']);
  });

  it('Shift_JIS: Googlebot allowed and sure; every crawler not read as Google allowed, in doubt: decoded as Shift_JIS, line 4 blocks it', () => {
    expect(KANRI).toBe('https://www.example.jp/%E7%AE%A1%E7%90%86/x');
    expect(check(SJIS, 'Googlebot', KANRI)).toMatchObject({ allowed: true, lenient: null });
    for (const crawler of ['GPTBot', 'bingbot', 'YandexBot']) {
      expect(check(SJIS, crawler, KANRI), crawler).toMatchObject({ allowed: true, lenient: { allowed: false, line: 4, rule: 'Disallow: /管理/', cause: 'shift-jis' } });
    }
    const r = check(SJIS, 'GPTBot', KANRI);
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe('Allowed (RFC 9309). A parser that decodes the file as Shift_JIS would block it: line 4 `Disallow: /管理/`');
  });

  it('stray bytes: the byte\'s %XX blocked by the crawler\'s reading, in doubt (a UTF-8 decoder reads it as �); the letter\'s UTF-8 allowed, in doubt (a Windows-1252 fallback blocks it)', () => {
    expect(check(STRAY, 'Googlebot', 'https://e.com/caf%E9-old/x')).toMatchObject({ allowed: false, line: 3, lenient: null });
    for (const crawler of ['GPTBot', 'bingbot', 'YandexBot']) {
      expect(check(STRAY, crawler, 'https://e.com/caf%E9-old/x'), crawler).toMatchObject({ allowed: false, line: 3, lenient: { allowed: true, line: 0, cause: 'invalid-utf8' } });
      expect(check(STRAY, crawler, requestUrl('https://e.com/café-old/x')), crawler).toMatchObject({ allowed: true, lenient: { allowed: false, line: 3, cause: 'latin1-fallback' } });
    }
    // The valid UTF-8 rule of line 2: read alike by the UTF-8 decoder, but the Windows-1252 fallback reads it as /cafÃ©/.
    expect(check(STRAY, 'GPTBot', requestUrl('https://e.com/café/x'))).toMatchObject({ allowed: false, line: 2, lenient: { allowed: true, line: 0, cause: 'latin1-fallback' } });
    const f = check(STRAY, 'GPTBot', requestUrl('https://e.com/café/x'));
    // The file is UTF-8 but for one byte: the words say so, not that it is Windows-1252 (review16 §1).
    expect(lenientHint(f.allowed, f.reading, f.lenient!)).toBe('Blocked (RFC 9309). A parser that falls back to Windows-1252 for a file that is not all UTF-8 would allow it (no rule decides there).');
    expect(doubtWhy('latin1-fallback', f.reading)).toMatch(/^This file is UTF-8 but for a few bytes that are not\./);
    expect(check(STRAY, 'GPTBot', 'https://e.com/other')).toMatchObject({ allowed: true, lenient: null });
    const r = check(STRAY, 'GPTBot', 'https://e.com/caf%E9-old/x');
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe('Blocked (RFC 9309). A parser that decodes the file as UTF-8, each byte that is not UTF-8 read as U+FFFD (�), would allow it (no rule decides there).');
  });
});
