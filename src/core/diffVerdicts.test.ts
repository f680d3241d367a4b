/** The verdict diff: only the URL × crawler pairs that change, each crawler with its own semantics. */
import { describe, expect, it } from 'vitest';
import { diffVerdicts } from './diffVerdicts.ts';
import { parseRobots } from './parse.ts';

describe('diffVerdicts', () => {
  it('lists only the changed pairs, newly blocked and newly allowed, with the rule on each side', () => {
    const before = parseRobots('User-agent: *\nDisallow: /checkout/\n');
    const after = parseRobots('User-agent: *\nDisallow: /check\nAllow: /checkout/public\n');
    const diff = diffVerdicts(before, after, ['Googlebot'], ['/checkout/', '/checker', '/checkout/public', '/']);
    expect(diff).toMatchObject({ compared: 4, newlyBlocked: 1, newlyAllowed: 1 });
    expect(diff.changes).toMatchObject([
      { url: '/checkout/', crawler: 'Googlebot', kind: 'other-rule', before: { allowed: false, verdict: 'blocked', line: 2, rule: 'Disallow: /checkout/', tieBreak: 'only-match', crawlerRule: 'global' }, after: { allowed: false, verdict: 'blocked', line: 2, rule: 'Disallow: /check', tieBreak: 'only-match', crawlerRule: 'global' }, comparedAs: '' },
      { url: '/checker', crawler: 'Googlebot', kind: 'newly-blocked', before: { allowed: true, verdict: 'allowed', line: 0, rule: '', tieBreak: 'no-match', crawlerRule: 'global' }, after: { allowed: false, verdict: 'blocked', line: 2, rule: 'Disallow: /check', tieBreak: 'only-match', crawlerRule: 'global' }, comparedAs: '' },
      { url: '/checkout/public', crawler: 'Googlebot', kind: 'newly-allowed', before: { allowed: false, verdict: 'blocked', line: 2, rule: 'Disallow: /checkout/', tieBreak: 'only-match', crawlerRule: 'global' }, after: { allowed: true, verdict: 'allowed', line: 3, rule: 'Allow: /checkout/public', tieBreak: 'longest-match', crawlerRule: 'global' }, comparedAs: '' },
    ]);
  });

  it('says nothing when no verdict or deciding line changes', () => {
    const a = parseRobots('User-agent: *\nDisallow: /a\n');
    const b = parseRobots('User-agent: *\nDisallow: /a\n# a comment\n');
    expect(diffVerdicts(a, b, ['Googlebot', 'GPTBot'], ['/a', '/b']).changes).toEqual([]);
  });

  it("checks each crawler with its documented semantics: AdsBot-Google ignores the * group", () => {
    const before = parseRobots('User-agent: *\nAllow: /\n');
    const after = parseRobots('User-agent: *\nDisallow: /\n');
    const diff = diffVerdicts(before, after, ['Googlebot', 'AdsBot-Google'], ['/landing']);
    expect(diff.changes.map((c) => c.crawler)).toEqual(['Googlebot']);
  });

  it('never calls a crawler robots.txt does not govern newly blocked: only the line the file would apply changed', () => {
    const before = parseRobots('User-agent: *\nAllow: /\n');
    const after = parseRobots('User-agent: *\nDisallow: /\n');
    const diff = diffVerdicts(before, after, ['FeedFetcher-Google', 'GPTBot'], ['/feed']);
    expect(diff).toMatchObject({ newlyBlocked: 1, newlyAllowed: 0 });
    expect(diff.changes.map((c) => [c.crawler, c.kind, c.before.verdict, c.after.verdict])).toEqual([
      ['FeedFetcher-Google', 'other-rule', 'not governed', 'not governed'],
      ['GPTBot', 'newly-blocked', 'allowed', 'blocked'],
    ]);
  });

  it('names the rule as Googlebot read it when the 500 KiB cut falls inside it', () => {
    // 14 bytes, a comment line of 511,972 with its break, then 14 bytes reach `/pri`.
    const before = parseRobots('User-agent: *\nAllow: /\n');
    const after = parseRobots(`User-agent: *\n${'#'.repeat(511_971)}\nDisallow: /private\n`);
    const [change] = diffVerdicts(before, after, ['Googlebot'], ['/privacy']).changes;
    expect(change.after).toMatchObject({ allowed: false, verdict: 'blocked', line: 3, rule: 'Disallow: /pri', tieBreak: 'only-match', crawlerRule: 'global' });
  });
});
