/**
 * The record's JSON for a crawler robots.txt does not govern (issue 27 §3): the file decides
 * nothing for it, so `allowed` is null and `governed` false, while the verdict code stays
 * "not governed" and the line the file would apply stays named.
 */
import { describe, expect, it } from 'vitest';
import { checkCrawler } from '../crawlerCheck.ts';
import { parseRobots } from '../parse.ts';
import { checkAsRead, parsesOf } from '../readings.ts';
import { ATTRIBUTES_COLUMN, RESULT_COLUMNS, recordJson, setColumns } from './columns.ts';
import { setColumnsOf, type SourcedUrl } from '../sourcedUrl.ts';
import { recordNotTested, recordOfCheck, recordOfOutcome } from './record.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private\n';
const column = (name: string) => RESULT_COLUMNS.find((c) => c.name === name)!;

function checked(crawler: string, url: string) {
  const parsed = parseRobots(ROBOTS);
  return recordOfCheck(parsed, checkCrawler(parsed, crawler, url), { url, crawler });
}

describe('allowed and governed in a record', () => {
  it('gives a crawler robots.txt does not govern (FeedFetcher-Google) allowed null and governed false, with the line the file would apply', () => {
    const feed = checked('FeedFetcher-Google', '/private');
    expect(recordJson(feed)).toMatchObject({ verdict: 'not governed', allowed: null, governed: false, line: 2, rule: 'Disallow: /private', notes: ['not-governed'] });
    expect(column('allowed').text(feed)).toBe('');
    expect(column('governed').text(feed)).toBe('false');
  });

  it("carries a crawler's 'might bypass robots.txt' (facebookexternalhit) as a note code, as its words say it (review18 E2)", () => {
    const fb = checked('facebookexternalhit', '/private');
    expect(recordJson(fb)).toMatchObject({ verdict: 'blocked', allowed: false, governed: true, notes: ['may-bypass'] });
    expect(recordJson(checked('Googlebot', '/private')).notes).toEqual([]);
  });

  it('gives a crawler robots.txt governs what the file allows, and governed true', () => {
    expect(recordJson(checked('Googlebot', '/private'))).toMatchObject({ verdict: 'blocked', allowed: false, governed: true });
    expect(recordJson(checked('Googlebot', '/public'))).toMatchObject({ verdict: 'allowed', allowed: true, governed: true });
    // A raw token no registry row names is governed.
    expect(recordJson(checked('SomeBot', '/private'))).toMatchObject({ verdict: 'blocked', allowed: false, governed: true });
  });

  it('keeps a crawler not governed when a fetch found no file to read', () => {
    expect(recordJson(recordOfOutcome('/a', 'FeedFetcher-Google', false, 'google'))).toMatchObject({ verdict: 'not governed', allowed: null, governed: false });
    expect(recordJson(recordOfOutcome('/a', 'Googlebot', false, 'google'))).toMatchObject({ verdict: 'blocked', allowed: false, governed: true });
  });

  it('says neither for a line no crawler was asked about', () => {
    expect(recordJson(recordNotTested('not a url', 'no URL', 'FeedFetcher-Google', 'google'))).toMatchObject({ verdict: 'not tested', allowed: null, governed: null });
  });
});

describe('the lenient column (issue 29 §1: readings disagree)', () => {
  // RFC 9309 skips a misspelt key and a line without a colon; Google's lenient parser reads both.
  const TEXT = 'User-agent: ClaudeBot\nDisalow: /private\nDisallow /cart\n';
  function read(crawler: string, url: string, choice: 'documented' | 'google' = 'documented') {
    const parses = parsesOf(TEXT);
    const r = checkAsRead(parses, crawler, url, choice);
    return recordOfCheck(parses(r.reading), r, { url, crawler });
  }

  it('gives Google\'s lenient verdict, line and rule where a crawler read by RFC 9309 gets another answer', () => {
    const claude = read('ClaudeBot', '/private/x');
    expect(recordJson(claude)).toMatchObject({ verdict: 'allowed', reading: 'rfc9309', lenient: { verdict: 'blocked', line: 2, rule: 'Disalow: /private' } });
    expect(column('lenient').text(claude)).toBe('Blocked by line 2: Disalow: /private');
    expect(recordJson(read('ClaudeBot', '/cart'))).toMatchObject({ lenient: { verdict: 'blocked', line: 3, rule: 'Disallow /cart' } });
  });

  it('is null where the readings agree, for a crawler read as Google, and under a reading forced for all', () => {
    expect(recordJson(read('ClaudeBot', '/other')).lenient).toBeNull();
    expect(column('lenient').text(read('ClaudeBot', '/other'))).toBe('');
    expect(recordJson(read('Googlebot', '/private/x')).lenient).toBeNull();
    expect(recordJson(read('ClaudeBot', '/private/x', 'google'))).toMatchObject({ verdict: 'blocked', lenient: null });
  });

  function lenientOf(text: string, url: string) {
    const parses = parsesOf(text);
    const r = checkAsRead(parses, 'ClaudeBot', url, 'documented');
    return recordOfCheck(parses(r.reading), r, { url, crawler: 'ClaudeBot' });
  }

  it('gives a lenient Allow the other way round', () => {
    // RFC 9309 blocks by line 2; Google reads `Allow /a` (no colon) and allows: the longer rule wins.
    const rec = lenientOf('User-agent: ClaudeBot\nDisallow: /\nAllow /a\n', '/a');
    expect(recordJson(rec)).toMatchObject({ verdict: 'blocked', lenient: { verdict: 'allowed', line: 3, rule: 'Allow /a' } });
    expect(column('lenient').text(rec)).toBe('Allowed by line 3: Allow /a');
  });

  it('says so when no rule decides for the lenient parser', () => {
    // Google reads `Useragent` as User-agent: ClaudeBot's own group, which has no rule, allows;
    // RFC 9309 skips the line, so ClaudeBot reads the * group and `Disallow: /` blocks.
    const rec = lenientOf('User-agent: *\nDisallow: /\n\nUseragent: ClaudeBot\n', '/a');
    expect(recordJson(rec)).toMatchObject({ verdict: 'blocked', line: 2, lenient: { verdict: 'allowed', line: 0, rule: null } });
    expect(column('lenient').text(rec)).toBe('Allowed: no rule decides there');
  });

  it('is null for a check of raw tokens, a fetch with no file and a line not tested', () => {
    expect(recordJson(checked('SomeBot', '/private')).lenient).toBeNull();
    expect(recordJson(recordOfOutcome('/a', 'ClaudeBot', true, 'rfc9309')).lenient).toBeNull();
    expect(recordJson(recordNotTested('x', 'no URL', 'ClaudeBot', 'rfc9309')).lenient).toBeNull();
  });
});

describe("a URL set's own columns (walk20 §6: a crawl export's Status Code, Indexability ...)", () => {
  const crawl: SourcedUrl[] = [
    { url: 'https://example.com/a ', file: 'crawl.csv', line: 2, attributes: { 'Status Code': '200', Indexability: 'Indexable' } },
    { url: 'https://example.com/b', file: 'sitemap.xml', line: 4, attributes: {} },
    { url: 'https://example.com/b', file: 'crawl.csv', line: 3, attributes: { 'Status Code': '404', Indexability: 'Non-Indexable' } },
    // A second row of /a, in another export: its Title 1 is added, its Status Code is not the first row's.
    { url: 'https://example.com/a', file: 'gsc.csv', line: 9, attributes: { 'Status Code': '301', 'Title 1': 'A, "quoted"' } },
  ];
  const record = recordNotTested('https://example.com/a', '', 'Googlebot', 'google');

  it('setColumnsOf: every header once in the order met; each URL (trimmed) with its first row\'s value of each column', () => {
    const cols = setColumnsOf(crawl);
    expect(cols.headers).toEqual(['Status Code', 'Indexability', 'Title 1']);
    expect([...cols.rows.keys()]).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(cols.rows.get('https://example.com/a')).toEqual({ 'Status Code': '200', Indexability: 'Indexable', 'Title 1': 'A, "quoted"' });
    expect(cols.rows.get('https://example.com/b')).toEqual({ 'Status Code': '404', Indexability: 'Non-Indexable' });
    // A row's own object is never changed: the set keeps what its file says.
    expect(crawl[0].attributes).toEqual({ 'Status Code': '200', Indexability: 'Indexable' });
    expect(setColumnsOf([crawl[1]])).toEqual({ headers: [], rows: new Map() });
  });

  it('setColumns: a column per header, the URL\'s own in the wide CSV; its value, or none where no row gives the URL', () => {
    const cols = setColumns(['Status Code', 'Indexability']);
    expect(cols.map((c) => [c.name, c.label, c.scope, c.wide, c.type])).toEqual([
      ['Status Code', 'Status Code', 'set', 'url', 'string?'],
      ['Indexability', 'Indexability', 'set', 'url', 'string?'],
    ]);
    const withRow = { ...record, attributes: { 'Status Code': '200', Indexability: 'Indexable' } };
    expect(cols.map((c) => c.text(withRow))).toEqual(['200', 'Indexable']);
    expect(cols.map((c) => c.json(withRow))).toEqual(['200', 'Indexable']);
    expect(cols.map((c) => c.text(record))).toEqual(['', '']);
    expect(cols.map((c) => c.json(record))).toEqual([null, null]);
  });

  it('setColumns: a header that is a result column\'s name too (any case) is headed apart, and still reads its own value', () => {
    const cols = setColumns(['URL', 'rule', 'Title 1']);
    expect(cols.map((c) => c.name)).toEqual(['URL (URL set)', 'rule (URL set)', 'Title 1']);
    expect(cols[1].text({ ...record, attributes: { rule: 'r1' } })).toBe('r1');
    expect(new Set([...RESULT_COLUMNS, ...cols].map((c) => c.name)).size).toBe(RESULT_COLUMNS.length + cols.length);
  });

  it('ATTRIBUTES_COLUMN: JSON\'s one object of them, null where no row gives the URL; as text the columns that say something', () => {
    const attributes = { 'Status Code': '200', Indexability: '', 'Title 1': 'Home' };
    expect(recordJson({ ...record, attributes }, [ATTRIBUTES_COLUMN])).toEqual({ attributes });
    expect(recordJson(record, [ATTRIBUTES_COLUMN])).toEqual({ attributes: null });
    expect(ATTRIBUTES_COLUMN.text({ ...record, attributes })).toBe('Status Code 200 · Title 1 Home');
    expect(ATTRIBUTES_COLUMN.text(record)).toBe('');
    // Not a column of check --json, batch or the MCP tools: only the app's files know a URL's set row.
    expect(RESULT_COLUMNS.some((c) => c.scope === 'set')).toBe(false);
  });
});
