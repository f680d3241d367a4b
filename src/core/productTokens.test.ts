/**
 * A user-agent value that is no product token (issue 29). RFC 9309's grammar (2.2) allows a
 * product token of letters, `-` and `_` only, so `User-agent: GPTBot*` names none; Google's parser
 * reads it up to the first other character (google-behaviours.md: `FooBot*` -> `FooBot`), the 1996
 * draft (3.2.1) finds the crawler's name in the value as a substring. Before, every reading matched
 * the line as GPTBot's with no doubt; a crawler read by RFC 9309 (or Bing, which documents nothing
 * of it) is now in doubt where that line decides.
 */
import { describe, expect, it } from 'vitest';
import { explainAsRead } from './explain.ts';
import { checkAsRead, parsesOf, type ReadingChoice } from './readings.ts';
import { lenientHint } from './words/crawlerWords.ts';
import { readingSentences } from './words/explanationWords.ts';

const STAR = 'User-agent: GPTBot*\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n';
const check = (text: string, crawler: string, url: string, choice: ReadingChoice = 'documented') => checkAsRead(parsesOf(text), crawler, url, choice);
const WHY = 'RFC 9309 (2.2.1) allows only letters, `-` and `_` in a product token; Google\'s parser reads a user-agent value up to the first other character (`GPTBot*` as `GPTBot`): which this crawler does, nobody documents.';

describe('`User-agent: GPTBot*`', () => {
  it('GPTBot (RFC 9309) is blocked by that group, in doubt: a parser taking the line for no product token reads the * group and allows /a', () => {
    const r = check(STAR, 'GPTBot', 'https://example.com/a');
    expect(r).toMatchObject({ allowed: false, line: 2, reading: 'rfc9309', lenient: { allowed: true, line: 0, cause: 'product-token' } });
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe(
      `Blocked (RFC 9309). A parser that matches a user-agent line only by a value that is a product token (letters, \`-\` and \`_\`) would allow it (no rule decides there). ${WHY}`,
    );
    const e = explainAsRead(parsesOf(STAR), 'GPTBot', 'https://example.com/a', 'documented', { request: true });
    expect(readingSentences(e)[1].map((p) => (typeof p === 'string' ? p : `line ${p.line}`)).join('')).toContain(`(no rule decides there). ${WHY}`);
  });

  it('is no doubt where the * group blocks as well; under RFC 9309 forced for all the doubt stays (the RFC says nothing of such a line)', () => {
    expect(check(STAR, 'GPTBot', 'https://example.com/private')).toMatchObject({ allowed: false, lenient: null });
    expect(check(STAR, 'GPTBot', 'https://example.com/a', 'rfc9309')).toMatchObject({ allowed: false, lenient: { cause: 'product-token' } });
  });

  it('is no doubt under Google\'s reading (documented: the value cut at `*`) or the 1996 draft\'s (the name a substring of the value)', () => {
    expect(check(STAR.replace('GPTBot*', 'Googlebot*'), 'Googlebot', 'https://example.com/a')).toMatchObject({ allowed: false, reading: 'google', lenient: null });
    for (const forced of ['google', 'draft1996'] as const) {
      expect(check(STAR, 'GPTBot', 'https://example.com/a', forced), forced).toMatchObject({ allowed: false, lenient: null });
    }
  });

  it('bingbot on `User-agent: bingbot/2.0` is in doubt as well: Bing documents nothing of such a value', () => {
    expect(check(STAR.replace('GPTBot*', 'bingbot/2.0'), 'bingbot', 'https://example.com/a')).toMatchObject({ allowed: false, reading: 'bing', lenient: { allowed: true, cause: 'product-token' } });
  });

  it('a value that is a product token, or `*`, reads one way', () => {
    expect(check(STAR.replace('GPTBot*', 'GPTBot'), 'GPTBot', 'https://example.com/a')).toMatchObject({ allowed: false, lenient: null });
    expect(check('User-agent: * # all\nDisallow: /\n', 'GPTBot', 'https://example.com/a')).toMatchObject({ allowed: false, lenient: null });
  });
});
