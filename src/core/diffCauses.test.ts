/** Changes by cause (issue 26 §1): a move is no change, and every real change says what caused it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { causeCounts, causeSentence, reportHeadline } from './diffCauseWords.ts';
import { causeLines } from './diffCauses.ts';
import { diffVerdicts } from './diffVerdicts.ts';
import { parseRobots } from './parse.ts';
import { readFile } from './readings.ts';

const EBAY = readFileSync(new URL('../../testdata/corpus/0299_ebay.com.txt', import.meta.url), 'utf8');

/** eBay's file with a Googlebot group above `*` and one Allow removed (the scenario). */
function ebayEdited(): string {
  const lines = EBAY.split('\n');
  const star = lines.indexOf('User-agent: *');
  const signin = lines.indexOf('Allow: /signin/$');
  expect([star, signin]).toEqual([17, 473]);
  lines.splice(signin, 1);
  lines.splice(star, 0, 'User-agent: Googlebot', 'Disallow: /private/', '');
  return lines.join('\n');
}

describe('causes of verdict changes', () => {
  const crawlers = ['Googlebot', 'Googlebot-Image', 'Applebot', 'GPTBot'];
  const urls = ['https://ebay.com/signin/', 'https://ebay.com/itm/1', 'https://ebay.com/b/shoes_kw', 'https://ebay.com/private/x', 'https://ebay.com/act/x'];
  const diff = diffVerdicts(parseRobots(EBAY), parseRobots(ebayEdited()), crawlers, urls);
  const report = diff.causes;

  it("names Googlebot's group switch first, with the crawlers that fall back to it", () => {
    const [first] = report.causes;
    expect(first.kind).toBe('group-switch');
    expect(causeSentence(first)).toBe('Googlebot now reads the Googlebot group (line 18) instead of the `*` group (old line 18); Googlebot-Image and Applebot fall back to it');
    expect(first.crawlers.map((w) => [w.crawler, w.rule])).toEqual([['Googlebot', 'own-group'], ['Googlebot-Image', 'chain-fallback'], ['Applebot', 'chain-fallback']]);
    // /b/shoes_kw, /act/x newly allowed and /private/x newly blocked, for three crawlers each.
    expect([first.newlyAllowed, first.newlyBlocked]).toEqual([6, 3]);
    expect(causeCounts(first)).toBe('9 verdicts change (3 newly blocked, 6 newly allowed) for 3 crawlers; 3 verdicts kept but decided by another rule');
  });

  it("gives the lines a cause is about in each version, for a view to mark", () => {
    // The group switch: the `*` group's line before, the Googlebot group's line after.
    expect(causeLines(report.causes[0])).toEqual({ before: [18], after: [18] });
    const removed = report.causes.find((c) => c.kind === 'rule-removed')!;
    expect(causeLines(removed)).toEqual({ before: [474], after: [] });
    const before = parseRobots('User-agent: *\nDisallow: /a\n');
    const [edit] = diffVerdicts(before, parseRobots('# x\nUser-agent: *\nDisallow: /\n'), ['GPTBot'], ['https://e.com/b']).causes.causes;
    expect([edit.kind, causeLines(edit)]).toEqual(['rule-edited', { before: [2], after: [3] }]);
    const [added] = diffVerdicts(before, parseRobots('User-agent: *\nDisallow: /a\nDisallow: /z\n'), ['GPTBot'], ['https://e.com/z']).causes.causes;
    expect(causeLines(added)).toEqual({ before: [], after: [3] });
  });

  it('names the removed rule, and what decides now, for the crawler still reading `*`', () => {
    const removed = report.causes.find((c) => c.kind === 'rule-removed')!;
    expect(causeSentence(removed)).toBe('The rule `Allow: /signin/$` (old line 474) was removed; `Disallow: /signin/` (line 477) decides now');
    expect(removed.crawlers.map((w) => w.crawler)).toEqual(['GPTBot']);
    expect(removed.newlyBlocked).toBe(1);
  });

  it('keeps moved rules out of the headline: the same rule on another line is no change', () => {
    // GPTBot's /b/shoes_kw and /act/x are decided by the same rules, three lines lower.
    expect(report.moved.map((i) => [diff.changes[i].crawler, diff.changes[i].url, diff.changes[i].kind])).toEqual([
      ['GPTBot', 'https://ebay.com/b/shoes_kw', 'moved'], ['GPTBot', 'https://ebay.com/act/x', 'moved'],
    ]);
    expect(report.verdictChanges).toBe(10);
    expect(reportHeadline(report, diff.compared)).toBe(
      '10 URL × crawler verdicts change: 4 newly blocked, 6 newly allowed (of 20 compared), from 2 causes; 3 keep their verdict but are decided by another rule; 2 are decided by the same rule on another line (moved, not a change)',
    );
  });

  it('calls a rule whose text changed in place an edit, and a rule only one version has new', () => {
    const before = parseRobots('User-agent: *\nDisallow: /a\n');
    const after = parseRobots('User-agent: *\nDisallow: /ab\nDisallow: /z\n');
    const d = diffVerdicts(before, after, ['GPTBot'], ['https://e.com/a', 'https://e.com/z']);
    expect(d.causes.causes.map((c) => causeSentence(c))).toEqual([
      'The rule `Disallow: /a` (old line 2) was removed; no rule decides now',
      'The rule `Disallow: /z` (line 3) is new in the `*` group (line 1)',
    ]);
    const edited = diffVerdicts(before, parseRobots('User-agent: *\nDisallow: /\n'), ['GPTBot'], ['https://e.com/a']);
    expect(edited.causes.causes.map((c) => causeSentence(c))).toEqual(['The rule `Disallow: /a` (old line 2) became `Disallow: /` (line 2)']);
  });

  it('calls a rule edited in place an edit while another rule is added (lg.com: `/*gclid=` became `/*gclid`)', () => {
    const before = parseRobots('User-agent: *\nAllow: /\nDisallow: /*gclid=\nDisallow: /us/common/\nDisallow: /us/sys/\n');
    const after = parseRobots('User-agent: *\nAllow: /\nDisallow: /*gclid\nDisallow: /us/common/\nDisallow: /us/compare/\nDisallow: /us/sys/\n');
    const d = diffVerdicts(before, after, ['GPTBot'], ['https://e.com/x?gclid', 'https://e.com/us/compare/', 'https://e.com/y?gclid=1']);
    expect(d.causes.causes.map((c) => [causeSentence(c), causeLines(c)])).toEqual([
      ['The rule `Disallow: /*gclid=` (old line 3) became `Disallow: /*gclid` (line 3)', { before: [3], after: [3] }],
      ['The rule `Disallow: /us/compare/` (line 5) is new in the `*` group (line 1)', { before: [], after: [5] }],
    ]);
    // The URL the old rule decided, now decided by the new one, is the same edit.
    expect(d.causes.causes[0].changes.map((i) => d.changes[i].url)).toEqual(['https://e.com/x?gclid', 'https://e.com/y?gclid=1']);
  });

  it('says when a crawler that ignores `*` loses the group naming it', () => {
    const before = parseRobots('User-agent: AdsBot-Google\nDisallow: /\n\nUser-agent: *\nDisallow: /\n');
    const after = parseRobots('User-agent: *\nDisallow: /\n');
    const [cause] = diffVerdicts(before, after, ['AdsBot-Google'], ['https://e.com/x']).causes.causes;
    expect(causeSentence(cause)).toBe('AdsBot-Google: no group names it any more, and it ignores `*`, so everything is allowed (before: the AdsBot-Google group (old line 1))');
  });

  it('keeps a verdict decided by another rule apart from verdict changes', () => {
    const before = parseRobots('User-agent: *\nDisallow: /checkout/\n');
    const after = parseRobots('User-agent: *\nDisallow: /check\n');
    const d = diffVerdicts(before, after, ['GPTBot'], ['https://e.com/checkout/']);
    expect(d.changes.map((c) => c.kind)).toEqual(['other-rule']);
    expect(d.causes.verdictChanges).toBe(0);
    expect(causeCounts(d.causes.causes[0])).toBe('1 verdict kept but decided by another rule, for GPTBot');
  });

  // tester3 F7: line 2 of v1 misspelt in v3. The rule is not gone: RFC 9309 2.2 reads keys exactly, Google's parser forgives the typo.
  describe('a rule whose line is still there, written so the crawler reads no rule', () => {
    const v1 = readFile('User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n', 'documented');
    const v3 = readFile('User-agent: *\nDissallow: /private/ # typo\nDisallow: /tmp/\n', 'documented');
    const url = ['https://www.example.com/private/x'];

    it('says the line is now misspelt, which RFC 9309 does not read, Bing does not document and Google still reads', () => {
      const d = diffVerdicts(v1, v3, ['GPTBot', 'bingbot', 'Googlebot'], url);
      // Googlebot still reads the line: no change for it.
      expect(d.changes.map((c) => c.crawler)).toEqual(['GPTBot', 'bingbot']);
      const [cause] = d.causes.causes;
      expect([d.causes.causes.length, cause.kind, causeLines(cause)]).toEqual([1, 'rule-unread', { before: [2], after: [] }]);
      expect(causeSentence(cause)).toBe('The rule `Disallow: /private/` (old line 2) is now spelled `Dissallow` (line 2), which RFC 9309 does not read, and Bing does not document whether it reads such a line (Google still does); no rule decides now');
    });

    it('says a misspelling fixed, from the old version', () => {
      const [cause] = diffVerdicts(v3, v1, ['GPTBot'], url).causes.causes;
      expect([cause.kind, causeLines(cause)]).toEqual(['rule-read', { before: [], after: [2] }]);
      expect(causeSentence(cause)).toBe('The rule `Disallow: /private/` (line 2) was spelled `Dissallow` (old line 2), which RFC 9309 does not read (Google did); it decides now');
    });

    it('says a colon dropped, quoting the line as written', () => {
      const v4 = readFile('User-agent: *\nDisallow /private/\nDisallow: /tmp/\n', 'documented');
      const [cause] = diffVerdicts(v1, v4, ['GPTBot'], url).causes.causes;
      expect(causeSentence(cause)).toBe('The rule `Disallow: /private/` (old line 2) now lacks its colon (line 2: `Disallow /private/`), which RFC 9309 does not read (Google still does); no rule decides now');
    });

    it('does not say Yandex or Bing do not read a line missing its colon: neither documents it (review 15 #1)', () => {
      const v4 = readFile('User-agent: *\nDisallow /private/\nDisallow: /tmp/\n', 'documented');
      const [cause] = diffVerdicts(v1, v4, ['YandexBot', 'bingbot', 'Googlebot'], url).causes.causes;
      expect(causeSentence(cause)).toBe('The rule `Disallow: /private/` (old line 2) now lacks its colon (line 2: `Disallow /private/`); Yandex and Bing do not document whether they read such a line (Google still does); no rule decides now');
    });

    it('still calls a rule deleted outright removed', () => {
      const gone = readFile('User-agent: *\nDisallow: /tmp/\n', 'documented');
      expect(diffVerdicts(v1, gone, ['GPTBot'], url).causes.causes.map((c) => causeSentence(c))).toEqual(['The rule `Disallow: /private/` (old line 2) was removed; no rule decides now']);
    });
  });
});
