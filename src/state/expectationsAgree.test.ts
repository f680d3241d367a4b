/**
 * The app and `robotscope test` judge every expectation alike: the grid's cells (the worker's
 * checkMatrix, state/cellExpectations.ts) and the CLI's checks (core checkExpectations) must
 * never disagree, or an expectation green in the page would fail in CI.
 */
import { describe, expect, it } from 'vitest';
import { checkExpectations, parseRobots, type Expectation } from '../core/index.ts';
import { checkMatrix } from '../worker/checkMatrix.ts';
import { checkCellExpectations } from './cellExpectations.ts';
import type { MatrixData } from './matrix.ts';

const ROBOTS = [
  'User-agent: *', 'Disallow: /private', 'Allow: /private/ok', '',
  'User-agent: Googlebot', 'Disallow: /g', '',
  'User-agent: GPTBot', 'Disallow: /', '',
].join('\n');
// A crawler robots.txt does not govern (FeedFetcher-Google, ChatGPT-User), one that ignores `*`
// (AdsBot-Google), a fallback chain (Googlebot-Image), named groups and `*`.
const CRAWLERS = ['Googlebot', 'Googlebot-Image', 'AdsBot-Google', 'FeedFetcher-Google', 'ChatGPT-User', 'GPTBot', 'SomeBot'];
const URLS = ['/', '/private/x', '/private/ok/1', '/g/1', '/public'];

describe('expectations in the app and in CI', () => {
  it('hold or fail alike for every crawler and URL, both ways of expecting', () => {
    const parsed = parseRobots(ROBOTS);
    const part = checkMatrix(parsed, CRAWLERS, URLS);
    const data: MatrixData = { docVersion: 1, inputsVersion: 1, urls: URLS, ...part };
    const list: Expectation[] = URLS.flatMap((url) => CRAWLERS.flatMap((crawler) => (['allowed', 'blocked'] as const).map((e) => ({ url, crawler, expect: e }))));
    const app = checkCellExpectations(data, list).checks.map((c) => c.state);
    const cli = checkExpectations(parsed, list).map((r) => (r.pass ? 'holds' : 'fails'));
    expect(app).not.toContain('untested');
    expect(cli).toEqual(app);
    // Not vacuous: a crawler the file would block but does not govern holds as allowed in both.
    const i = list.findIndex((e) => e.url === '/private/x' && e.crawler === 'FeedFetcher-Google' && e.expect === 'allowed');
    expect([app[i], cli[i]]).toEqual(['holds', 'holds']);
  });
});
