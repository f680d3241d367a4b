/**
 * A fetched body that went on past what a fetch reads (fetchPolicy.ts FETCH_READ_BYTES): a
 * crawler that reads on may find the rule that decides in the part not fetched, so every answer
 * of one is in doubt (doubt cause `fetch-cut`); Googlebot, which stops at 500 KiB, and Yandex,
 * which takes a file over 500 KB as open, answer the same whatever the rest says.
 */
import { describe, expect, it } from 'vitest';
import { crawlerFor } from './crawlerCheck.ts';
import { explainAsRead } from './explain.ts';
import { checkReadColumns, doubtAt } from './readColumns.ts';
import { checkAsRead, parsesOf, readingFor, readsPastCut } from './readings.ts';
import { comparedPaths } from './checkColumns.ts';
import { lenientHint } from './words/crawlerWords.ts';
import { explanationInWords } from './words/explanationWords.ts';
import { lenientAnswerWords } from './words/resultWords.ts';
import { recordJson } from './result/columns.ts';
import { recordOfCheck } from './result/record.ts';

/** The first part of a body past 500 KB and 500 KiB: a rule, then comment lines. */
const HEAD = 'User-agent: *\nDisallow: /private\n' + '# filler\n'.repeat(70_000);
const URLS = ['https://example.com/private', 'https://example.com/public'];

describe('a body a fetch cut', () => {
  it('puts every answer of a crawler that reads on in doubt, each the opposite verdict by no line read', () => {
    const parses = parsesOf(HEAD, undefined, true);
    for (const crawler of ['GPTBot', 'Bingbot']) {
      const [blocked, allowed] = URLS.map((url) => checkAsRead(parses, crawler, url, 'documented'));
      expect(blocked, crawler).toMatchObject({ allowed: false, line: 2, lenient: { allowed: true, line: 0, rule: '', cutShort: false, cause: 'fetch-cut' } });
      expect(allowed, crawler).toMatchObject({ allowed: true, line: 0, lenient: { allowed: false, line: 0, rule: '', cutShort: false, cause: 'fetch-cut' } });
    }
    // A reading the person forced reads on just the same: nobody knows the rest under it either.
    expect(checkAsRead(parses, 'Googlebot', URLS[1], 'rfc9309').lenient).toMatchObject({ cause: 'fetch-cut', allowed: false });
  });

  it('leaves Googlebot (it stops at 500 KiB) and Yandex (a file over 500 KB is open) certain', () => {
    const parses = parsesOf(HEAD, undefined, true);
    expect(checkAsRead(parses, 'Googlebot', URLS[0], 'documented')).toMatchObject({ allowed: false, lenient: null });
    expect(checkAsRead(parses, 'YandexBot', URLS[0], 'documented')).toMatchObject({ allowed: true, lenient: null });
    const documented = (token: string) => readingFor(crawlerFor(token), 'documented');
    expect(readsPastCut(documented('Googlebot'), HEAD.length)).toBe(false);
    expect(readsPastCut(documented('YandexBot'), HEAD.length)).toBe(false);
    // Under 500 KiB read, even Googlebot would read on into what was not fetched.
    expect(readsPastCut(documented('Googlebot'), 1000)).toBe(true);
  });

  it('leaves Applebot in doubt: read as Google, but Apple does not say it stops at 500 KiB', () => {
    const parses = parsesOf(HEAD, undefined, true);
    expect(readsPastCut(readingFor(crawlerFor('Applebot'), 'documented'), HEAD.length)).toBe(true);
    expect(checkAsRead(parses, 'Applebot', URLS[0], 'documented')).toMatchObject({ allowed: false, lenient: { cause: 'fetch-cut', allowed: true, line: 0 } });
  });

  it('is no doubt where the body was read whole, nor for /robots.txt itself', () => {
    expect(checkAsRead(parsesOf(HEAD), 'GPTBot', URLS[1], 'documented').lenient).toBeNull();
    expect(checkAsRead(parsesOf(HEAD, undefined, true), 'GPTBot', 'https://example.com/robots.txt', 'documented').lenient).toBeNull();
  });

  it('gives the matrix the same doubt, cell for cell, as checkAsRead', () => {
    const parses = parsesOf(HEAD, undefined, true);
    const crawlers = ['Googlebot', 'GPTBot', 'Bingbot', 'YandexBot'].map((c) => crawlerFor(c));
    const { answers, readings, others } = checkReadColumns(parses, crawlers, 'documented', { paths: (p) => comparedPaths(URLS, p) });
    crawlers.forEach((c, j) => URLS.forEach((url, i) => {
      const path = comparedPaths(URLS, readings[j].profile)[i];
      const other = doubtAt(others[j], answers[j], i, path);
      const lenient = checkAsRead(parses, c, url, 'documented').lenient;
      expect(other ? { cause: other.cause, allowed: other.answer.allowed[i] === 1, line: other.answer.line[i] } : null, `${c.token} ${url}`)
        .toEqual(lenient ? { cause: lenient.cause, allowed: lenient.allowed, line: lenient.line } : null);
    }));
  });

  it('says so in words: may, not would, and why nobody can know', () => {
    const parses = parsesOf(HEAD, undefined, true);
    const check = checkAsRead(parses, 'GPTBot', URLS[1], 'documented');
    expect(lenientHint(check.allowed, check.reading, check.lenient!)).toBe(
      'Allowed (RFC 9309). A rule in the part of the body the fetch did not read (past 6,291,456 bytes) may block it. '
      + 'The fetch read only the first 6,291,456 bytes of a longer body. No size is documented past which this crawler stops reading (RFC 9309 2.5 lets a crawler read more than 500 KiB), so it may read the rest, and what the rest says, nobody here can know.',
    );
    const record = recordJson(recordOfCheck(parses(check.reading), check, { url: URLS[1], crawler: 'GPTBot' }));
    expect(record.lenient).toEqual({ verdict: 'blocked', line: 0, rule: null, cause: 'fetch-cut' });
    expect(lenientAnswerWords(record.lenient as never)).toBe('Blocked, perhaps, by a rule in the part of the body not fetched');
    const doubt = explanationInWords(explainAsRead(parses, 'GPTBot', URLS[1], 'documented')).find((s) => s.heading === 'Reading')!;
    expect(doubt.sentences).toContain(`Readings disagree. ${lenientHint(check.allowed, check.reading, check.lenient!)}`);
  });
});
