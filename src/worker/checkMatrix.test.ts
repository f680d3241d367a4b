import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAsRead, crawlerFor, CRAWLER_RULES, DOUBT_CAUSES, parseRobots, parsesOf, PROFILES, requestUrl, RESULT_COLUMNS } from '../core/index.ts';
import { checkRow } from './analyze.ts';
import { checkMatrix } from './checkMatrix.ts';
import { VERDICT } from '../core/index.ts';
import { cutInsideRule, overTheLimit, PERCENT, yandexFileOf } from '../core/doubtFiles.test-helper.ts';
import { CUT_SHORT } from './protocol.ts';

const text = [
  'User-agent: Googlebot', 'Disallow: /private', 'Allow: /private/ok', '',
  'User-agent: AdsBot-Google', 'Disallow: /ads', '',
  'User-agent: *', 'Dissallow: /tmp', 'Disallow: /cart # checkout', '',
].join('\n');
const crawlers = ['Googlebot', 'Googlebot-Image', 'AdsBot-Google', 'GPTBot', 'FeedFetcher-Google', '*'];
const urls = ['/', '/private/x', '/private/ok', '/ads', 'https://example.com/tmp/a', '/cart'];

describe('checkMatrix', () => {
  const parsed = parseRobots(text);
  const m = checkMatrix(parsed, crawlers, urls);

  it('keeps per column the rows /robots.txt itself decides (RFC 9309 2.2.2), where the single check says tieBreak robots-txt, under every reading', () => {
    // AdsBot-Google ignores `*`: in the second file no group applies to it, and nothing is decided.
    const files = ['User-agent: *\nDisallow: /\n\nUser-agent: AdsBot-Google\nDisallow: /\n', 'User-agent: *\nDisallow: /\n'];
    const asked = ['/robots.txt', '/a', 'https://example.com/robots.txt?x=1', '/Robots.txt', '/robots.txt/x', '/robots.txt'];
    const names = ['Googlebot', 'GPTBot', 'AdsBot-Google', 'SomeBot'];
    let decided = 0;
    for (const file of files) for (const choice of [...PROFILES, 'documented'] as const) {
      const parses = parsesOf(file, parseRobots(file));
      const part = checkMatrix(parses('google'), names, asked, { choice, parses });
      part.columns.forEach((c, j) => {
        const single = asked.flatMap((url, i) => (checkAsRead(parses, names[j], requestUrl(url), choice).tieBreak === 'robots-txt' ? [i] : []));
        expect(c.robotsTxt, `${names[j]} ${choice}`).toEqual(single);
        for (const i of c.robotsTxt) expect(part.line[i * names.length + j]).toBe(0);
        decided += c.robotsTxt.length;
      });
    }
    expect(decided).toBeGreaterThan(0);
  });

  it('answers every cell as the single-URL row does (checkCrawler semantics), row-major', () => {
    for (let i = 0; i < urls.length; i++) {
      for (let j = 0; j < crawlers.length; j++) {
        const row = checkRow(parsed, crawlerFor(crawlers[j]), urls[i]);
        const cell = i * crawlers.length + j;
        expect(m.line[cell], `${crawlers[j]} ${urls[i]}`).toBe(row.line);
        if (m.verdict[cell] !== VERDICT.ungoverned) expect(m.verdict[cell] === VERDICT.allowed, `${crawlers[j]} ${urls[i]}`).toBe(row.allowed);
        if (row.line > 0) expect(m.ruleTexts[row.line]).toBe(row.ruleText);
      }
    }
  });

  it('follows the registry: Googlebot-Image falls back to Googlebot, AdsBot-Google never reads *', () => {
    const at = (url: string, crawler: string) => urls.indexOf(url) * crawlers.length + crawlers.indexOf(crawler);
    expect(m.line[at('/private/x', 'Googlebot-Image')]).toBe(2);
    expect(m.verdict[at('/cart', 'AdsBot-Google')]).toBe(VERDICT.allowed);
    expect(m.verdict[at('/cart', 'GPTBot')]).toBe(VERDICT.blocked);
    expect(m.ruleTexts[10]).toBe('Disallow: /cart');
  });

  it('gives each cell the first line of the group that applied and the rule that chose it (the exports\' group and reason)', () => {
    const at = (url: string, crawler: string) => urls.indexOf(url) * crawlers.length + crawlers.indexOf(crawler);
    const reason = (cell: number) => CRAWLER_RULES[m.reason[cell]];
    expect([m.groupLine[at('/cart', 'Googlebot')], reason(at('/cart', 'Googlebot'))]).toEqual([1, 'own-group']);
    expect([m.groupLine[at('/cart', 'Googlebot-Image')], reason(at('/cart', 'Googlebot-Image'))]).toEqual([1, 'chain-fallback']);
    expect([m.groupLine[at('/cart', 'GPTBot')], reason(at('/cart', 'GPTBot'))]).toEqual([8, 'global']);
    expect([m.groupLine[at('/', 'AdsBot-Google')], reason(at('/', 'AdsBot-Google'))]).toEqual([5, 'own-group']);
    const none = checkMatrix(parseRobots('User-agent: *\nDisallow: /\n'), ['AdsBot-Google'], ['/']);
    expect([none.groupLine[0], CRAWLER_RULES[none.reason[0]]]).toEqual([0, 'ignores-global']);
  });

  it('marks a crawler robots.txt does not govern, whatever the file says', () => {
    const j = crawlers.indexOf('FeedFetcher-Google');
    for (let i = 0; i < urls.length; i++) expect(m.verdict[i * crawlers.length + j]).toBe(VERDICT.ungoverned);
  });

  it('names each column by what was typed, with the token and chain the engine read', () => {
    const { facts, ...column } = m.columns[1];
    expect(column).toEqual({ name: 'Googlebot-Image', token: 'Googlebot-Image', chain: ['Googlebot-Image', 'Googlebot', '*'], reading: 'google', notes: [], readingWhy: 'forced', robotsTxt: [] });
    // The facts of its groups: one per column of the table that reads them (core ResultColumn.ofCrawler).
    expect(Object.keys(facts)).toEqual(RESULT_COLUMNS.filter((c) => c.ofCrawler).map((c) => c.name));
    expect(facts.crawlDelay).toBeNull();
    expect(m.columns[2].chain).toEqual(['AdsBot-Google']);
    expect(m.columns[5].chain).toEqual(['*']);
  });

  it('marks the cells another profile answers otherwise, and leaves the column empty when not asked', () => {
    expect(m.profilesDisagree).toHaveLength(0);
    const withProfiles = checkMatrix(parsed, crawlers, urls, { compareProfiles: true });
    const disagreeing: string[] = [];
    withProfiles.profilesDisagree.forEach((d, cell) => {
      if (d) disagreeing.push(`${crawlers[cell % crawlers.length]} ${urls[Math.floor(cell / crawlers.length)]}`);
    });
    // Google reads the misspelled `Dissallow`, RFC 9309 and the 1996 draft do not; the 1996
    // draft has no Allow, so /private/ok stays blocked there.
    expect(disagreeing).toEqual(['Googlebot /private/ok', 'Googlebot-Image /private/ok', 'GPTBot https://example.com/tmp/a', 'FeedFetcher-Google https://example.com/tmp/a', '* https://example.com/tmp/a']);
  });

  it('beats before and after each parse it asks for, so the watchdog hears a 30 MB file read under five profiles', () => {
    // Issue 23: a 31 MB file under load was called hung while the other profiles parsed it in silence.
    const events: string[] = [];
    const held = parsesOf(text, parsed);
    const parses = (profile: Parameters<typeof held>[0]) => {
      events.push(`parse ${profile}`);
      return held(profile);
    };
    checkMatrix(parsed, ['Googlebot', 'ClaudeBot', 'bingbot', 'YandexBot'], urls, { compareProfiles: true, parses, beat: () => events.push('beat') });
    const parseAt = events.flatMap((e, i) => (e.startsWith('parse') ? [i] : []));
    // Every reading and every compared profile is asked for; each time, the worker said it was alive just before and just after.
    expect(new Set(parseAt.map((i) => events[i]))).toEqual(new Set(['parse google', 'parse rfc9309', 'parse draft1996', 'parse bing', 'parse yandex']));
    for (const i of parseAt) expect([events[i - 1], events[i + 1]], `${events[i]} at ${i}`).toEqual(['beat', 'beat']);
  });
});

describe('checkMatrix, each crawler as documented (issue 29 §1)', () => {
  const winzip = readFileSync(join(import.meta.dirname, '../../testdata/corpus/0389_store.winzip.com.txt'));
  const parses = parsesOf(winzip);
  const names = ['Googlebot', 'ClaudeBot', 'Amazonbot', 'GPTBot', 'Applebot', 'SomeBot', '*'];
  const paths = ['/', '/checkout', 'https://store.winzip.com/cart?x=1'];
  const m = checkMatrix(parses('google'), names, paths, { choice: 'documented', parses });

  it('answers every cell as checkAsRead does, Google\'s lenient line where the readings disagree', () => {
    names.forEach((name, j) => paths.forEach((url, i) => {
      const r = checkAsRead(parses, name, requestUrl(url), 'documented');
      const cell = i * names.length + j;
      expect([m.verdict[cell] === VERDICT.allowed, m.line[cell], m.lenientLine[cell]], `${name} ${url}`)
        .toEqual([r.allowed, r.line, r.lenient ? r.lenient.line : -1]);
    }));
  });

  it('ClaudeBot is allowed by RFC 9309 while Google would block it by line 172, whose text is sent', () => {
    const j = names.indexOf('ClaudeBot');
    expect(m.columns[j]).toMatchObject({ reading: 'rfc9309', readingWhy: 'undocumented' });
    expect(m.columns[names.indexOf('Googlebot')]).toMatchObject({ reading: 'google', readingWhy: 'documented' });
    expect(m.verdict[j]).toBe(VERDICT.allowed);
    expect(m.lenientLine[j]).toBe(172);
    expect(m.lenientTexts[172]).toBe('Disalow: /');
  });

  it('forced to one reading, Google\'s lenient answer is not asked: no cell is in doubt', () => {
    // RFC 9309 forced still asks what it leaves open (a user-agent value that is no product token:
    // winzip's `User-agent: AHC/1.0`, `FatBot 2.0`), which decides none of these cells.
    expect([...checkMatrix(parses('rfc9309'), names, paths, { parses }).lenientLine].filter((n) => n >= 0)).toEqual([]);
    expect(checkMatrix(parses('google'), names, paths, { parses }).lenientLine).toHaveLength(0);
  });
});

/**
 * The documented readings' matrix of `text` for `names` (Googlebot, GPTBot and bingbot), and a check that each
 * cell's doubt is checkAsRead's: the other line, why, and that line as the other reading reads it.
 */
function doubtMatrix(text: string | Uint8Array, paths: string[], names = ['Googlebot', 'GPTBot', 'bingbot']) {
  const parses = parsesOf(text);
  const m = checkMatrix(parses('google'), names, paths, { choice: 'documented', parses });
  const asChecked = () => names.forEach((name, j) => paths.forEach((url, i) => {
    const r = checkAsRead(parses, name, requestUrl(url), 'documented');
    expect(doubtOfCell(m, i * names.length + j), `${name} ${url}`).toEqual(r.lenient && { line: r.lenient.line, cause: r.lenient.cause, rule: r.lenient.rule, cutShort: r.lenient.cutShort });
  }));
  return { m, at: (name: string) => names.indexOf(name), asChecked };
}

/** A cell's doubt as the matrix sends it (protocol.ts lenientCause, CUT_SHORT), else null. */
function doubtOfCell(m: ReturnType<typeof checkMatrix>, cell: number) {
  // No crawler's answer checked against another reading: the column is not sent.
  if (m.lenientLine.length === 0) return null;
  const line = m.lenientLine[cell];
  if (line < 0) return null;
  const cutShort = (m.lenientCause[cell] & CUT_SHORT) !== 0;
  return { line, cause: DOUBT_CAUSES[m.lenientCause[cell] & ~CUT_SHORT], rule: cutShort ? m.cutText : line > 0 ? m.lenientTexts[line] : '', cutShort };
}

describe('checkMatrix, a file over 500 KiB (issue 29: the size cut is its own doubt)', () => {
  const { text, cutLine } = overTheLimit();
  const { m, at, asChecked } = doubtMatrix(text, ['/privacy', '/beyond', '/typo', '/private-docs/a']);

  it('answers every cell as checkAsRead does: the other line, why, and that line as the other reading reads it', asChecked);

  it('GPTBot\'s /privacy: a crawler that stops at 500 KiB reads line 5 cut short and blocks; the grid quotes it so, beside its own whole line', () => {
    expect(doubtOfCell(m, at('GPTBot'))).toEqual({ line: cutLine, cause: 'size-limit', rule: 'Disallow: /priv', cutShort: true });
  });
});

describe('checkMatrix, a crawler read as Google whose operator documents no size limit (corpus 0055, docs.oracle.com)', () => {
  const { text, cutLine } = cutInsideRule();
  const names = ['Googlebot', 'Applebot', 'bingbot'];
  const { m, at, asChecked } = doubtMatrix(new TextEncoder().encode(text), ['/html/E99999_01/x', '/beyond', '/html/E12243_01/x'], names);

  it('answers every cell as checkAsRead does', asChecked);

  it('Applebot is blocked by the rule cut short, in doubt: read whole, no rule decides; Googlebot is not in doubt', () => {
    // Before: Applebot "Blocked by line 19134 (Disallow: /html/E)" with no doubt mark.
    expect([m.verdict[at('Applebot')], m.line[at('Applebot')]]).toEqual([VERDICT.blocked, cutLine]);
    expect(doubtOfCell(m, at('Applebot'))).toEqual({ line: 0, cause: 'whole-file', rule: '', cutShort: false });
    expect(doubtOfCell(m, at('Googlebot'))).toBeNull();
    expect(doubtOfCell(m, names.length + at('Applebot'))).toEqual({ line: cutLine + 1, cause: 'whole-file', rule: 'Disallow: /beyond', cutShort: false });
  });
});

describe('checkMatrix, Yandex over 500 KB: "the site is considered open for indexing"', () => {
  const names = ['Googlebot', 'YandexBot', 'YandexImages'];
  const paths = ['/private/x', '/a'];

  it('over 512,000 bytes: every Yandex cell allowed, no line, the reason its own; as checkAsRead', () => {
    const { m, at, asChecked } = doubtMatrix(yandexFileOf(600_000).replace('Yandex', 'Yandex\nUser-agent: Googlebot'), paths, names);
    asChecked();
    // Before: YandexBot blocked by line 3.
    expect([m.verdict[at('YandexBot')], m.line[at('YandexBot')], CRAWLER_RULES[m.reason[at('YandexBot')]]]).toEqual([VERDICT.allowed, 0, 'too-big']);
    expect([m.verdict[at('Googlebot')], m.line[at('Googlebot')]]).toEqual([VERDICT.blocked, 3]);
  });

  it('between 500,000 and 512,000 bytes: blocked by line 2, in doubt, open being the other answer', () => {
    const { m, at, asChecked } = doubtMatrix(yandexFileOf(505_000), paths, names);
    asChecked();
    expect([m.verdict[at('YandexImages')], m.line[at('YandexImages')]]).toEqual([VERDICT.blocked, 2]);
    expect(doubtOfCell(m, at('YandexImages'))).toEqual({ line: 0, cause: 'size-unit', rule: '', cutShort: false });
  });
});

describe('checkMatrix, a robots.txt in GBK (review16 §2: the grid gives the doubt check gives)', () => {
  const GBK = new Uint8Array(readFileSync(join(import.meta.dirname, '../../testdata/encodings/gbk.txt')));
  const { m, at, asChecked } = doubtMatrix(GBK, ['/管理/x', '/%B9%DC%C0%ED/x', '/private']);

  it('answers every cell as checkAsRead does, the cause included', asChecked);

  it('GPTBot\'s /管理/x: a parser decoding the file as Chinese text would block it by line 4; Googlebot\'s is sure', () => {
    expect(doubtOfCell(m, at('GPTBot'))).toEqual({ line: 4, cause: 'double-byte', rule: 'Disallow: /管理/', cutShort: false });
    expect(doubtOfCell(m, at('Googlebot'))).toBeNull();
  });
});

describe('checkMatrix, %-escapes (issue 29: Google\'s matcher compares them as written, RFC 9309 decodes them)', () => {
  const { m, at, asChecked } = doubtMatrix(PERCENT, ['/private', '/%70rivate', '/robots.txt', '/other']);

  it('answers every cell as checkAsRead does, the cause included', asChecked);

  it('bingbot\'s /private: RFC 9309 would block it by line 2, Google\'s matcher does not', () => {
    expect(doubtOfCell(m, at('bingbot'))).toEqual({ line: 2, cause: 'percent-encoding', rule: 'Disallow: /%70rivate', cutShort: false });
  });
});

describe('checkMatrix, %-escapes asked once: the text\'s per parse, the paths\' per list (core readings.ts escapesInText, pathsEscape)', () => {
  const names = ['Googlebot', 'GPTBot', 'ClaudeBot', 'bingbot'];
  const plain = ['/a', '/private', '/b'];
  const doubts = (m: ReturnType<typeof checkMatrix>, rows: number) =>
    names.flatMap((name, j) => Array.from({ length: rows }, (_, i) => doubtOfCell(m, i * names.length + j)?.cause ?? null).map((c) => `${name} ${c}`));

  it('a % in the last path alone, none in the file: each crawler not read as Google in doubt there, as checkAsRead says, and again after a list without one', () => {
    const file = 'User-agent: *\nDisallow: /private\n';
    const parses = parsesOf(file);
    const check = (paths: string[]) => checkMatrix(parses('google'), names, paths, { choice: 'documented', parses });
    const before = check(plain);
    expect(doubts(before, plain.length).filter((d) => !d.endsWith('null'))).toEqual([]);
    const escaped = [...plain, '/%70rivate'];
    const m = check(escaped);
    names.forEach((name, j) => escaped.forEach((url, i) => {
      const r = checkAsRead(parses, name, requestUrl(url), 'documented');
      expect(doubtOfCell(m, i * names.length + j), `${name} ${url}`).toEqual(r.lenient && { line: r.lenient.line, cause: r.lenient.cause, rule: r.lenient.rule, cutShort: r.lenient.cutShort });
    }));
    // RFC 9309 decodes %70 (p) and blocks by line 2; Google's matcher compares /%70rivate as written.
    for (const name of ['GPTBot', 'ClaudeBot', 'bingbot']) expect(doubtOfCell(m, 3 * names.length + names.indexOf(name)), name).toMatchObject({ cause: 'percent-encoding' });
    expect(doubts(check(plain), plain.length)).toEqual(doubts(before, plain.length));
  });

  it('a % in the file, its parses checked against plain paths twice: the same doubt both times, as checkAsRead says', () => {
    const parses = parsesOf(PERCENT);
    const check = () => checkMatrix(parses('google'), names, plain, { choice: 'documented', parses });
    const first = check();
    expect(doubtOfCell(first, 1 * names.length + names.indexOf('bingbot'))).toEqual({ line: 2, cause: 'percent-encoding', rule: 'Disallow: /%70rivate', cutShort: false });
    expect(checkAsRead(parses, 'bingbot', requestUrl('/private'), 'documented').lenient).toMatchObject({ line: 2, cause: 'percent-encoding' });
    expect(doubts(check(), plain.length)).toEqual(doubts(first, plain.length));
  });
});

describe('checkMatrix on bytes a crawler may read otherwise (core otherBytes.ts): a leading BOM, UTF-16', () => {
  const names = ['Googlebot', 'GPTBot', 'bingbot', 'YandexBot'];
  const paths = ['/a', '/private', '/store/cart/x', '/x'];
  const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\nDisalow: /store\n')]);
  const usps = readFileSync(join(import.meta.dirname, '../../testdata/corpus/0009_store.usps.com.txt'));

  it('a BOM before GPTBot\'s group: every cell as checkAsRead, GPTBot\'s /a in doubt for the BOM', () => {
    const { m, at, asChecked } = doubtMatrix(bom, paths, names);
    asChecked();
    expect(doubtOfCell(m, at('GPTBot'))).toEqual({ line: 0, cause: 'bom', rule: '', cutShort: false });
  });

  it('UTF-16 (corpus 0009): every cell as checkAsRead, the decoded rule quoted at the editor\'s line 13', () => {
    const { m, at, asChecked } = doubtMatrix(usps, paths, names);
    asChecked();
    for (const name of ['GPTBot', 'bingbot', 'YandexBot']) {
      expect(doubtOfCell(m, 2 * names.length + at(name)), name).toEqual({ line: 13, cause: 'utf-16', rule: 'Disallow: /store/cart/', cutShort: false });
    }
    expect(doubtOfCell(m, 2 * names.length + at('Googlebot'))).toBeNull();
  });

  it('Latin-1 bytes (tester3 F13): every cell as checkAsRead, the rule decoded as Windows-1252 quoted at line 3', () => {
    const latin1 = readFileSync(join(import.meta.dirname, '../../testdata/encodings/latin1-rule.txt'));
    const { m, at, asChecked } = doubtMatrix(latin1, ['/Notre-soci%C3%A9t%C3%A9/Press-Releases/Red-Oxygen-Press-Kit1', '/x'], names);
    asChecked();
    for (const name of ['GPTBot', 'bingbot', 'YandexBot']) {
      expect(doubtOfCell(m, at(name)), name).toEqual({ line: 3, cause: 'windows-1252', rule: 'Disallow: /Notre-société/Press-Releases/Red-Oxygen-Press-Kit*', cutShort: false });
    }
    expect(doubtOfCell(m, at('Googlebot'))).toBeNull();
  });
});

describe('checkMatrix, `User-agent: GPTBot*` (issue 29: a user-agent value that is no product token)', () => {
  const { m, at, asChecked } = doubtMatrix('User-agent: GPTBot*\nDisallow: /\n\nUser-agent: bingbot/2.0\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n', ['/a', '/private']);

  it('answers every cell as checkAsRead does, the cause included', asChecked);

  it('GPTBot\'s and bingbot\'s /a: blocked by their group, a parser taking its line for no product token allows it; Googlebot sure', () => {
    for (const name of ['GPTBot', 'bingbot']) expect(doubtOfCell(m, at(name)), name).toEqual({ line: 0, cause: 'product-token', rule: '', cutShort: false });
    expect(doubtOfCell(m, at('Googlebot'))).toBeNull();
  });
});


describe('checkMatrix, a bingbot group holding only Crawl-delay before `User-agent: *` (issue 29: where Bing\'s user-agent lines end)', () => {
  const { m, at, asChecked } = doubtMatrix('User-agent: bingbot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /private\n', ['/a', '/private']);

  it('answers every cell as checkAsRead does, the cause included', asChecked);

  it('bingbot\'s /private: blocked by the * rules its list runs on to, allowed with a group of its own; /a and the others sure', () => {
    expect(doubtOfCell(m, 3 + at('bingbot'))).toEqual({ line: 0, cause: 'group-break', rule: '', cutShort: false });
    expect(doubtOfCell(m, at('bingbot'))).toBeNull();
    for (const name of ['Googlebot', 'GPTBot']) expect(doubtOfCell(m, 3 + at(name)), name).toBeNull();
  });
});

describe('checkMatrix, a blank line after YandexBot\'s User-agent line (review of issue 29, F2: Yandex\'s help and its library part)', () => {
  const { m, at, asChecked } = doubtMatrix('User-agent: YandexBot\n\nDisallow: /private\n\nUser-agent: *\nDisallow: /\n', ['/a', '/private'], ['YandexBot', 'Googlebot', 'bingbot']);

  it('answers every cell as checkAsRead does, the cause included', asChecked);

  it('YandexBot\'s /private: blocked by line 3, allowed by the help\'s reading (no rule); /a and the others sure', () => {
    expect(doubtOfCell(m, 3 + at('YandexBot'))).toEqual({ line: 0, cause: 'blank-line', rule: '', cutShort: false });
    expect(doubtOfCell(m, at('YandexBot'))).toBeNull();
    for (const name of ['Googlebot', 'bingbot']) expect(doubtOfCell(m, 3 + at(name)), name).toBeNull();
  });
});

describe('checkMatrix, a Crawl-delay between GPTBot\'s and Applebot\'s user-agent lines (tester3 F16)', () => {
  const { m, at, asChecked } = doubtMatrix('User-agent: GPTBot\nCrawl-delay: 5\nUser-agent: Applebot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n', ['/', '/private/x'], ['GPTBot', 'Applebot', 'Googlebot']);

  it('answers every cell as checkAsRead does, the cause included', asChecked);

  it('GPTBot\'s /: blocked by Applebot\'s rules, allowed with a group of its own; Applebot and Googlebot sure', () => {
    expect(doubtOfCell(m, at('GPTBot'))).toEqual({ line: 0, cause: 'group-break', rule: '', cutShort: false });
    for (const name of ['Applebot', 'Googlebot']) expect(doubtOfCell(m, at(name)), name).toBeNull();
  });
});

describe('checkMatrix, a line missing its colon for YandexBot (tester3 F11)', () => {
  const { m, at, asChecked } = doubtMatrix('User-agent: *\nDisallow /private # no colon\nDissallow: /typo\n', ['/private/a', '/typo'], ['YandexBot', 'Googlebot']);

  it('answers every cell as checkAsRead does, the cause included', asChecked);

  it('YandexBot\'s /private/a: allowed, a parser lenient as Google\'s blocks it by line 2, quoted as written', () => {
    expect(doubtOfCell(m, at('YandexBot'))).toEqual({ line: 2, cause: 'lenient', rule: 'Disallow /private', cutShort: false });
    expect(doubtOfCell(m, 2 + at('YandexBot'))).toBeNull();
  });
});
