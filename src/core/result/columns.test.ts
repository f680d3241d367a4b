/**
 * The record's JSON for a crawler robots.txt does not govern (issue 27 §3): the file decides
 * nothing for it, so `allowed` is null and `governed` false, while the verdict code stays
 * "not governed" and the line the file would apply stays named.
 */
import { describe, expect, it } from 'vitest';
import { checkCrawler } from '../crawlerCheck.ts';
import { parseRobots } from '../parse.ts';
import { RESULT_COLUMNS, recordJson } from './columns.ts';
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
