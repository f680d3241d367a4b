/**
 * The timeline's answer per version is check's and the grid's for that crawler (issue 26 §3,
 * issue 29 §1): each crawler read as its operator documents, the deciding line quoted as written,
 * readings disagree where they do, and a doubt come or gone is a change.
 */
import { describe, expect, it } from 'vitest';
import { checkAsRead } from './readings.ts';
import { readFile } from './readings.ts';
import { recordOfCheck } from './result/record.ts';
import { timelineChanges, versionDoubt, versionVerdict } from './timeline.ts';
import { parseRobots } from './parse.ts';
import type { ReadingChoice } from './readings.ts';

const URL = 'https://www.example.com/private/x';

/** A site's robots.txt over six months: line 2 misspelt `Dissallow` from the third (Google reads it, RFC 9309 does not), then a BOM. */
const VERSIONS = [
  'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n',
  'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n\nUser-agent: Googlebot\nDisallow: /nogoogle/\n',
  'User-agent: *\nDissallow: /private/\nDisallow: /tmp/\n\nUser-agent: Googlebot\nDisallow: /nogoogle/\n',
  'User-agent: *\nDissallow: /private/\nDisallow: /tmp\n\nUser-agent: Googlebot\nDisallow: /nogoogle/\n',
  '\uFEFFUser-agent: *\nDissallow: /private/\nDisallow: /tmp\n\nUser-agent: Googlebot\nDisallow: /nogoogle/\n',
  '\uFEFFUser-agent: *\r\nDissallow: /private/\r\nDisallow: /tmp\r\n\r\nUser-agent: Googlebot\r\nDisallow: /nogoogle/\r\n',
];

function timeline(versions: readonly string[], crawler: string, choice: ReadingChoice) {
  const files = versions.map((text) => readFile(text, choice));
  const answers = files.map((f) => versionVerdict(f, crawler, URL));
  return { answers, changes: timelineChanges(answers, (i) => files[i], crawler, URL) };
}

describe('timeline: each version answered as check and the grid answer', () => {
  it('reads GPTBot by RFC 9309: Allowed from the misspelling on, readings disagree, and the change shown there', () => {
    const { answers, changes } = timeline(VERSIONS, 'GPTBot', 'documented');
    // Before: Google's reading for every crawler, "Blocked by line 2: Disallow: /private/" in all six and no change.
    expect(answers.map((a) => [a.verdict, a.line, a.rule, a.record.reading])).toEqual([
      ['blocked', 2, 'Disallow: /private/', 'rfc9309'], ['blocked', 2, 'Disallow: /private/', 'rfc9309'],
      ...Array(4).fill(['allowed', 0, '', 'rfc9309']),
    ]);
    expect(answers.map((a) => versionDoubt(a))).toEqual([
      '', '', ...Array(4).fill("Allowed (RFC 9309). A lenient parser, as Google's, would block it: line 2 `Dissallow: /private/`"),
    ]);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ from: 1, to: 2 });
    expect(changes[0].cause).toMatch(/; readings disagree on the new version: Allowed \(RFC 9309\)\. A lenient parser, as Google's, would block it: line 2 `Dissallow: \/private\/`$/);
  });

  it('quotes rules in the style asked, so a view shows them as code, not between backticks (tester3 F19)', () => {
    const files = VERSIONS.slice(1, 3).map((text) => readFile(text, 'documented'));
    const answers = files.map((f) => versionVerdict(f, 'GPTBot', URL));
    const held = { code: (t: string) => `<${t}>`, name: (t: string) => t };
    expect(timelineChanges(answers, (i) => files[i], 'GPTBot', URL, held).map((c) => c.cause)).toEqual([
      'The rule <Disallow: /private/> (old line 2) is now spelled <Dissallow> (line 2), which RFC 9309 does not read (Google still does); no rule decides now; ' +
      "readings disagree on the new version: Allowed (RFC 9309). A lenient parser, as Google's, would block it: line 2 <Dissallow: /private/>",
    ]);
    expect(versionDoubt(answers[1], held)).toBe("Allowed (RFC 9309). A lenient parser, as Google's, would block it: line 2 <Dissallow: /private/>");
  });

  it('gives, version by version, the record check gives for the crawler and URL', () => {
    for (const crawler of ['GPTBot', 'ClaudeBot', 'Googlebot', 'bingbot', 'YandexBot', 'Applebot']) {
      for (const text of VERSIONS) {
        const file = readFile(text, 'documented');
        const r = checkAsRead(file.parses, crawler, URL, 'documented');
        expect(versionVerdict(file, crawler, URL).record).toEqual(recordOfCheck(file.parses(r.reading), r, { url: URL, crawler, requested: true }));
      }
    }
  });

  it('quotes the deciding line as the file writes it under a reading forced for all', () => {
    const { answers, changes } = timeline(VERSIONS, 'GPTBot', 'google');
    expect(answers.map((a) => a.rule)).toEqual(['Disallow: /private/', 'Disallow: /private/', ...Array(4).fill('Dissallow: /private/')]);
    expect(answers.every((a) => a.verdict === 'blocked' && a.record.lenient === null && a.record.reading === 'google')).toBe(true);
    expect(changes).toEqual([]);
    // A parse is its one reading for every crawler, as before.
    expect(versionVerdict(parseRobots(VERSIONS[2], { profile: 'google' }), 'GPTBot', URL).rule).toBe('Dissallow: /private/');
  });

  it('counts a doubt come or gone as a change, the verdict unchanged', () => {
    const versions = ['User-agent: *\nDisallow: /tmp/\n', 'User-agent: *\nDisallow: /tmp/\nDissallow: /private/\n', 'User-agent: *\nDisallow: /tmp/\n'];
    const { answers, changes } = timeline(versions, 'ClaudeBot', 'documented');
    expect(answers.map((a) => a.verdict)).toEqual(['allowed', 'allowed', 'allowed']);
    expect(changes.map((c) => [c.from, c.to, c.cause])).toEqual([
      [0, 1, "readings disagree on the new version: Allowed (RFC 9309). A lenient parser, as Google's, would block it: line 3 `Dissallow: /private/`"],
      [1, 2, expect.stringMatching(/readings disagree on the old version: Allowed \(RFC 9309\)/)],
    ]);
  });
});
