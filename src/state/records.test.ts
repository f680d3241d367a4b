/**
 * One result model (issue 24 §1): a cell of the app's grid (the worker's columnar answer, read
 * with recordAt) and the same URL × crawler checked alone (core recordOfCheck, what `check
 * --json`, `batch` and the MCP tools write) give the same record, column for column.
 */
import { describe, expect, it } from 'vitest';
import { CELL_COLUMNS, checkAsRead, checkCrawler, parseRobots, parsesOf, recordJson, recordOfCheck, requestedForm, RESULT_COLUMNS } from '../core/index.ts';
import { checkMatrix } from '../worker/checkMatrix.ts';
import { jsonRecord } from '../core/result/columns.test-helper.ts';
import { exportMarkdown } from './exports.ts';
import { recordAt, type MatrixData } from './matrix.ts';

const ROBOTS = [
  'User-agent: *', //                  1
  'Disallow: /private # staff only', // 2
  'Crawl-delay: 5', //                 3
  '', //                               4
  'User-agent: Googlebot', //          5
  'Disallow: /cart', //                6
  'Allow: /cart/public', //            7
  '', //                               8
  'User-agent: FeedFetcher-Google', // 9
  'Disallow: /', //                    10
].join('\n');
const CRAWLERS = ['Googlebot', 'Googlebot-Image', 'AdsBot-Google', 'GPTBot', 'FeedFetcher-Google', 'Mozilla/5.0 (compatible; SemrushBot/7~bl)', '*', 'bingbot', 'Amazonbot'];
const URLS = ['https://x.test/', 'https://x.test/private/a', 'https://x.test/cart/x', 'https://x.test/cart/public/y', 'https://x.test/b/Cámaras x'];

const delayText = (r: ReturnType<typeof recordAt>): string => RESULT_COLUMNS.find((c) => c.name === 'crawlDelay')!.text(r);

/** The grid as the app draws it by default: each crawler read as its operator documents. */
function documented(text: string, crawlers: readonly string[] = CRAWLERS): MatrixData {
  const parsed = parseRobots(text);
  return { docVersion: 1, inputsVersion: 1, urls: ['https://x.test/'], ...checkMatrix(parsed, crawlers, ['https://x.test/'], { choice: 'documented', parses: parsesOf(text, parsed) }) };
}

function matrix(profile: 'google' | 'rfc9309'): MatrixData {
  const parsed = parseRobots(ROBOTS, { profile });
  return { docVersion: 1, inputsVersion: 1, urls: URLS, ...checkMatrix(parsed, CRAWLERS, URLS.map((u) => requestedForm(u).url)) };
}

describe('the record of a result', () => {
  it.each(['google', 'rfc9309'] as const)('is the same from the grid and from a check alone (%s)', (profile) => {
    const parsed = parseRobots(ROBOTS, { profile });
    const data = matrix(profile);
    URLS.forEach((url, i) => CRAWLERS.forEach((crawler, j) => {
      // The page names a crawler as its chip and column do, by the token checked (matrix.ts
      // columnName): `SemrushBot` for a whole header, `bingbot` for a typed `Bingbot`.
      const checked = checkCrawler(parsed, crawler, requestedForm(url).url);
      const alone = recordOfCheck(parsed, checked, { url, crawler: checked.crawler || crawler });
      const cell = recordAt(data, i * CRAWLERS.length + j);
      expect(recordJson(cell, CELL_COLUMNS), `${crawler} ${url}`).toEqual(recordJson(alone, CELL_COLUMNS));
    }));
  });

  it('is the same from the grid and from a check alone with each crawler read as documented, Google\'s lenient answer included (issue 29 §1)', () => {
    const text = `${ROBOTS}\n\nUser-agent: GPTBot\nDisalow: /cart\n\nUser-agent: ClaudeBot\nDisallow /private\n`;
    const parsed = parseRobots(text);
    const parses = parsesOf(text, parsed);
    const crawlers = [...CRAWLERS, 'ClaudeBot'];
    const data = { docVersion: 1, inputsVersion: 1, urls: URLS, ...checkMatrix(parsed, crawlers, URLS.map((u) => requestedForm(u).url), { choice: 'documented', parses }) };
    let disagree = 0;
    URLS.forEach((url, i) => crawlers.forEach((crawler, j) => {
      const checked = checkAsRead(parses, crawler, requestedForm(url).url, 'documented');
      const alone = recordOfCheck(parses(checked.reading), checked, { url, crawler: checked.crawler || crawler });
      const cell = recordAt(data, i * crawlers.length + j);
      expect(recordJson(cell, CELL_COLUMNS), `${crawler} ${url}`).toEqual(recordJson(alone, CELL_COLUMNS));
      if (cell.lenient) disagree++;
    }));
    // GPTBot on /cart/x and /cart/public/y (Disalow), ClaudeBot on /private/a (no colon).
    expect(disagree).toBe(3);
    const gpt = recordAt(data, 2 * crawlers.length + crawlers.indexOf('GPTBot'));
    expect(recordJson(gpt, CELL_COLUMNS)).toMatchObject({ verdict: 'allowed', reading: 'rfc9309', lenient: { verdict: 'blocked', line: 13, rule: 'Disalow: /cart' } });
  });

  it('names the blank line after User-agent of a Yandex doubt, each robot its own, alike from the grid, a check alone and the Markdown export', () => {
    // Before: the record said cause "blank-line" and no line; the words "a blank line after User-agent".
    const text = 'User-agent: YandexBot\n\nUser-agent: YandexImages\n\nDisallow: /private\n\nUser-agent: YandexNews\n\nDisallow: /n\n';
    const parsed = parseRobots(text);
    const parses = parsesOf(text, parsed);
    const crawlers = ['YandexBot', 'YandexImages', 'YandexNews', 'Googlebot'];
    const urls = ['https://x.test/private', 'https://x.test/n'];
    const data: MatrixData = { docVersion: 1, inputsVersion: 1, urls, ...checkMatrix(parsed, crawlers, urls, { choice: 'documented', parses }) };
    const blank: (string | number | null)[] = [];
    urls.forEach((url, i) => crawlers.forEach((crawler, j) => {
      const checked = checkAsRead(parses, crawler, url, 'documented');
      const cell = recordAt(data, i * crawlers.length + j);
      expect(recordJson(cell, CELL_COLUMNS), `${crawler} ${url}`).toEqual(recordJson(recordOfCheck(parses(checked.reading), checked, { url, crawler }), CELL_COLUMNS));
      blank.push(cell.lenient === null ? null : cell.lenient.cause === 'blank-line' ? cell.lenient.blankLine! : cell.lenient.cause);
    }));
    // YandexImages' group ends at line 4 as the help reads it, YandexNews' (its own group) at line 8;
    // YandexBot's list ends at line 2 as Yandex's library reads a blank line between User-agent lines, the doubt asked first.
    expect(blank).toEqual(['group-break', 4, null, null, null, null, 8, null]);
    expect(recordJson(recordAt(data, 1))).toMatchObject({ lenient: { verdict: 'allowed', line: 0, rule: null, cause: 'blank-line', blankLine: 4 } });
    const md = exportMarkdown(data, { fileName: 'robots.txt', profile: 'documented' }).parts.join('');
    expect(md).toContain("Yandex's help, which takes the blank line after User-agent, line 4, as the end of the group");
    expect(md).toContain("Yandex's help, which takes the blank line after User-agent, line 8, as the end of the group");
  });

  it('names each column once, and gives every column of a check alone', () => {
    const names = RESULT_COLUMNS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const parsed = parseRobots(ROBOTS);
    const r = recordOfCheck(parsed, checkCrawler(parsed, 'Googlebot', '/cart/x'), { url: '/cart/x', crawler: 'Googlebot' });
    expect(recordJson(r)).toEqual(jsonRecord({
      url: '/cart/x', crawler: 'Googlebot', verdict: 'blocked', line: 6, rule: 'Disallow: /cart', groupLine: 5, crawlerRule: 'own-group',
      chain: ['Googlebot', '*'], reading: 'google', allowed: false, governed: true, path: '/cart/x', tieBreak: 'only-match', agent: 'Googlebot', groupReason: 'named',
    }, RESULT_COLUMNS));
  });

  it('gives the Crawl-delay as each crawler\'s reading takes it: the value and line where it honours it, "ignored" where it does not', () => {
    // Each crawler as documented: bingbot read as Bing honours it, Googlebot as Google and
    // Amazonbot (registry: does not honour it) ignore it, GPTBot's operator does not say.
    const data = documented(ROBOTS);
    const at = (crawler: string) => recordAt(data, CRAWLERS.indexOf(crawler));
    expect(at('bingbot').facts.crawlDelay).toEqual({ value: '5', line: 3, honoured: true });
    expect(delayText(at('bingbot'))).toBe('5 (line 3)');
    expect(delayText(at('Amazonbot'))).toBe('ignored by this crawler (line 3: 5)');
    expect(delayText(at('GPTBot'))).toBe('5 (line 3); whether this crawler honours it is not documented');
    // Googlebot's own group has none; the * group's is not its.
    expect(at('Googlebot').facts.crawlDelay).toBeNull();
    expect(delayText(at('Googlebot'))).toBe('');
    // Google's reading forced on every crawler reads their groups as Google does; whether a crawler
    // honours Crawl-delay is its own (its registry row): bingbot still does (before: "ignored", Google's answer).
    expect(delayText(recordAt(matrix('google'), CRAWLERS.indexOf('bingbot')))).toBe('5 (line 3)');
    expect(delayText(recordAt(matrix('google'), CRAWLERS.indexOf('GPTBot')))).toBe('5 (line 3); whether this crawler honours it is not documented');
  });

  it('Crawl-delay follows the reading: Yandex ignores it since 2018, a bingbot group without one takes the * group\'s', () => {
    const text = 'User-agent: *\nCrawl-delay: 10\nDisallow: /x\n\nUser-agent: bingbot\nDisallow: /y\n\nUser-agent: Yandex\nCrawl-delay: 3\nDisallow: /z\n';
    const crawlers = ['bingbot', 'YandexBot'];
    const data = documented(text, crawlers);
    // bingbot's own group replaces * "except Crawl-Delay" (Bing's robots.txt documentation).
    expect(delayText(recordAt(data, 0))).toBe('10 (line 2)');
    expect(delayText(recordAt(data, 1))).toBe('ignored by this crawler (line 9: 3)');
    // The same record from one check alone (check --json, MCP) as from the grid.
    const parses = parsesOf(text);
    const alone = checkAsRead(parses, 'bingbot', 'https://x.test/', 'documented');
    expect(recordOfCheck(parses(alone.reading), alone, { url: 'https://x.test/', crawler: 'bingbot' }).facts.crawlDelay).toEqual({ value: '10', line: 2, honoured: true });
  });

  it('Crawl-delay names its line as a reference a view makes a button, and says so where a crawler that honours it finds none', () => {
    const column = RESULT_COLUMNS.find((c) => c.name === 'crawlDelay')!;
    const data = documented(ROBOTS);
    const at = (crawler: string) => recordAt(data, CRAWLERS.indexOf(crawler));
    // The same words as the text, the line a reference (the grid's Crawl-delay row, a cell's details).
    expect(column.pieces!(at('bingbot'))).toEqual(['5 (', { line: 3 }, ')']);
    expect(column.pieces!(at('Amazonbot'))).toEqual(['ignored by this crawler (', { line: 3 }, ': 5)']);
    // bingbot honours it, but neither its group nor the * group sets one: it is said, not left out.
    const none = documented('User-agent: *\nDisallow: /x\n\nUser-agent: Yandex\nCrawl-delay: 3\nDisallow: /z\n', ['bingbot', 'Googlebot']);
    expect(recordAt(none, 0).facts.crawlDelay).toEqual({ value: '', line: 0, honoured: true });
    expect(delayText(recordAt(none, 0))).toBe('none set (this crawler honours it)');
    // Googlebot ignores it and its groups have none: nothing to say.
    expect(recordAt(none, 1).facts.crawlDelay).toBeNull();
  });

  it('gives the columns of the crawler\'s groups in the Markdown summary, from the column table alone (issue 24 §1)', () => {
    const facts = RESULT_COLUMNS.filter((c) => c.ofCrawler);
    /** A crawler's row of the summary, by column name: the three counts, then the facts in the table's order. */
    const summary = (md: string, crawler: string): Record<string, string> => {
      const row = md.split('\n').find((l) => l.startsWith(`| ${crawler} |`))!;
      const cells = row.slice(2, -2).split(' | ').slice(1);
      return Object.fromEntries(['blocked', 'allowed', 'ungoverned', ...facts.map((c) => c.name)].map((name, i) => [name, cells[i].trim()]));
    };
    // Each crawler as documented: Bing honours Crawl-delay (issue 29 §2).
    const md = exportMarkdown(documented(ROBOTS), { fileName: 'robots.txt', profile: 'documented' }).parts.join('');
    expect(md).toContain(`| Crawler | Blocked | Allowed | Not governed |${facts.map((c) => ` ${c.label} |`).join('')}\n| --- | ---: | ---: | ---: |${' --- |'.repeat(facts.length)}\n`);
    expect(md).toContain('| Crawl-delay |');
    // The reading by its words (core words/profileWords.ts), never its code.
    expect(md).toContain('\n\nReading: Each crawler as documented. ');
    expect(summary(md, 'bingbot')).toMatchObject({ ungoverned: '0', crawlDelay: '5 (line 3)' });
    expect(summary(md, 'Googlebot')).toMatchObject({ ungoverned: '0', crawlDelay: '' });
    // Google's reading forced for all: bingbot's Crawl-delay is still its own row's answer.
    const google = exportMarkdown(matrix('google'), { fileName: 'robots.txt', profile: 'google' }).parts.join('');
    expect(summary(google, 'bingbot')).toMatchObject({ crawlDelay: '5 (line 3)' });
  });

  it('says "not governed" with what the file would ask, and the registry\'s caveat as a code', () => {
    const data = matrix('google');
    const feed = recordAt(data, 1 * CRAWLERS.length + CRAWLERS.indexOf('FeedFetcher-Google'));
    expect(recordJson(feed, CELL_COLUMNS)).toMatchObject({ verdict: 'not governed', line: 10, rule: 'Disallow: /', notes: ['not-governed'] });
    // The rule is quoted without its comment, as the grid shows it.
    expect(recordAt(data, 1 * CRAWLERS.length + CRAWLERS.indexOf('GPTBot')).rule).toBe('Disallow: /private');
  });
});
