/**
 * Server logs and operators' IP-range files opened as URL sets in the page's worker (issue 25 §1,
 * §2): a combined-format log of eBay (testdata/urlsets/ebay/make.mjs), plain and gzipped, read on
 * the Host the person names, each request a URL with its file and line; named again, read again.
 * The logs against the rules the page shows are `robotscope coverage --log`'s numbers, bot for
 * bot; a range file opened marks requests verified or spoofed, for the crawler its name names or
 * the one the person chooses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverageOfLogs } from '../cli/coverage-logs.ts';
import { readFile } from '../core/index.ts';
import { coverageCount, urlSetProblemWords } from '../core/words/urlSetWords.ts';
import type { OpenedFile, SetsRequest, SetsResponse } from './setsProtocol.ts';
import { createUrlSets } from './urlSets.ts';

const path = (dir: string, name: string) => new URL(`../../testdata/urlsets/${dir}/${name}`, import.meta.url);
const file = (dir: string, name: string): OpenedFile => ({ name, blob: new Blob([readFileSync(path(dir, name))]) });
const LOGS = [file('ebay', 'access.log'), file('ebay', 'access.log.1.gz')];
const ROBOTS = readFileSync(path('ebay', 'robots.txt'), 'utf8');

async function ask<T extends SetsResponse['type']>(sets: ReturnType<typeof createUrlSets>, req: SetsRequest, type: T) {
  const answer = await sets.handle(req, () => {});
  if (answer.type !== type) throw new Error(`${answer.type}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer as Extract<SetsResponse, { type: T }>;
}

describe('server logs among the URL sets', () => {
  it('reads a combined log and its gzipped day before as sets of requests on the Host named, with their counts', async () => {
    const sets = createUrlSets();
    const answer = await ask(sets, { type: 'open', seq: 1, files: LOGS, origin: 'https://www.ebay.com' }, 'sets');
    expect(answer.sets.map((s) => [s.name, s.kind, s.count, s.log])).toEqual([
      ['access.log', 'log', 337, { notRead: 2, bots: 5 }],
      ['access.log.1.gz', 'log', 71, { notRead: 2, bots: 5 }],
    ]);
    expect(answer.problems.map(urlSetProblemWords)[0]).toBe('2 lines of the log “access.log” are no request and were left out; line 113: the request line is not METHOD TARGET HTTP/x (a TLS handshake on a plain port, a scanner\'s probe, a target with spaces). The other lines were read.');
    const first = sets.held()[0].urls[0];
    expect(first).toMatchObject({ url: 'https://www.ebay.com/itm/iphone-star-card-dewalt/455877744230', file: 'access.log', line: 1, sitemap: false, token: 'Googlebot', ip: '66.249.66.1', status: 200 });
  });

  it('reads the logs again on another Host, and as paths when none is named', async () => {
    const sets = createUrlSets();
    await ask(sets, { type: 'open', seq: 1, files: LOGS.slice(0, 1), origin: 'https://www.ebay.com' }, 'sets');
    await ask(sets, { type: 'host', seq: 2, origin: 'https://www.ebay.co.uk' }, 'sets');
    expect(sets.held()[0].urls[0].url).toBe('https://www.ebay.co.uk/itm/iphone-star-card-dewalt/455877744230');
    await ask(sets, { type: 'host', seq: 3, origin: '' }, 'sets');
    expect(sets.held()[0].urls[0].url).toBe('/itm/iphone-star-card-dewalt/455877744230');
    expect((await ask(sets, { type: 'urls', seq: 4, ids: [1] }, 'urls')).count).toBe(337);
  });

  it('shows the logs against the rules with the very numbers of robotscope coverage --log, bot for bot', async () => {
    const sets = createUrlSets();
    const opened = await ask(sets, { type: 'open', seq: 1, files: [...LOGS, file('lg', 'googlebot.json'), file('lg', 'gptbot.json')], origin: 'https://www.ebay.com' }, 'sets');
    expect(opened.ranges!.map((r) => [r.name, r.crawlers])).toEqual([['googlebot.json', ['Googlebot']], ['gptbot.json', ['GPTBot']]]);
    const { view } = await ask(sets, { type: 'coverage', seq: 2, ids: opened.sets.map((s) => s.id), robots: ROBOTS, reading: 'documented', crawlers: ['Googlebot'] }, 'coverage');
    const cli = await coverageOfLogs(readFile(ROBOTS, 'documented'), ['access.log', 'access.log.1.gz'].map((n) => path('ebay', n).pathname), ['lg/googlebot.json', 'lg/gptbot.json'].map((n) => path('', n).pathname), 'https://www.ebay.com', []);
    const numbers = (bots: typeof cli.bots) => bots.map((b) => [b.crawler, b.all, b.byIp]);
    expect(numbers(view.logs!.bots)).toEqual(numbers(cli.bots));
    expect([view.logs!.requests, view.logs!.notBots, view.logs!.notRead]).toEqual([cli.requests, cli.notBots, cli.notRead]);
    const google = view.logs!.bots.find((b) => b.crawler === 'Googlebot')!;
    expect(google.all).toEqual({ requests: 188, robotsTxt: 2, allowed: 163, blocked: 23 });
    expect([google.byIp.verified.requests, google.byIp.spoofed.requests, google.byIp.unchecked.requests]).toEqual([158, 30, 0]);
  });

  it('says what the coverage counts: a log\'s requests (any client\'s), a sitemap\'s URLs, or both (tester3 F17)', async () => {
    const sets = createUrlSets();
    const opened = await ask(sets, { type: 'open', seq: 1, files: [LOGS[0], file('ebay', 'sitemap-stores.xml')], origin: 'https://www.ebay.com' }, 'sets');
    const [log, sitemap] = opened.sets.map((s) => s.id);
    const words = async (ids: number[]) => {
      const { view } = await ask(sets, { type: 'coverage', seq: 2, ids, robots: ROBOTS, reading: 'documented', crawlers: ['Googlebot'] }, 'coverage');
      return coverageCount(view.urls, view.unit);
    };
    expect(await words([log])).toBe('337 requests');
    expect(await words([sitemap])).toBe('60 URLs');
    expect(await words([log, sitemap])).toBe('397 URLs and requests');
  });

  it('holds an IP-range file apart, for the crawler its name names or the one chosen, and refuses one that is none', async () => {
    const sets = createUrlSets();
    const renamed = { name: 'ranges-2026-11.json', blob: file('lg', 'gptbot.json').blob };
    const broken = { name: 'googlebot.json', blob: new Blob(['{"prefixes": [{"ipv4Prefix": "66.249.64.0/33"}]}']) };
    const opened = await ask(sets, { type: 'open', seq: 1, files: [LOGS[0], renamed, broken], origin: 'https://www.ebay.com' }, 'sets');
    expect(opened.sets.map((s) => s.name)).toEqual(['access.log']);
    expect(opened.ranges).toEqual([{ id: 1, name: 'ranges-2026-11.json', crawlers: [], prefixes: 4 }]);
    expect(opened.problems.map((p) => p.code)).toEqual(['ranges-crawler', 'bad-ranges', 'log-not-read']);
    expect(urlSetProblemWords(opened.problems[1])).toMatch(/^The IP-range file “googlebot\.json” has a prefix that is no IPv4 or IPv6 CIDR range \(prefixes\[0\]: .+\): it was not opened/);
    const gpt = async () => (await ask(sets, { type: 'coverage', seq: 3, ids: [opened.sets[0].id], robots: ROBOTS, reading: 'documented', crawlers: [] }, 'coverage')).view.logs!.bots.find((b) => b.crawler === 'GPTBot')!;
    expect((await gpt()).byIp.unchecked.requests).toBe(39);
    expect((await ask(sets, { type: 'rangesFor', seq: 2, id: 1, crawler: 'GPTBot' }, 'sets')).ranges![0].crawlers).toEqual(['GPTBot']);
    expect([(await gpt()).byIp.verified.requests, (await gpt()).byIp.spoofed.requests]).toEqual([31, 8]);
  });

  it('answers a coverage after a Host change or a set removed from the URLs held then, the sets indexed again', async () => {
    const sets = createUrlSets();
    const opened = await ask(sets, { type: 'open', seq: 1, files: LOGS, origin: 'https://www.ebay.com' }, 'sets');
    const ids = opened.sets.map((s) => s.id);
    const coverage = (seq: number, only = ids) => ask(sets, { type: 'coverage', seq, ids: only, robots: ROBOTS, reading: 'documented', crawlers: ['Googlebot'] }, 'coverage');
    const firstRule = (await coverage(2)).view.rules.find((r) => !r.allow)!;
    const listed = async (seq: number) => (await ask(sets, { type: 'ruleUrls', seq, crawler: 'Googlebot', line: firstRule.line, limit: 1 }, 'ruleUrls')).urls[0].url;
    expect(await listed(3)).toMatch(/^https:\/\/www\.ebay\.com\//);
    await ask(sets, { type: 'host', seq: 4, origin: 'https://www.ebay.co.uk' }, 'sets');
    const moved = await coverage(5);
    expect(await listed(6)).toMatch(/^https:\/\/www\.ebay\.co\.uk\//);
    expect(moved.view.urls).toBe(408);
    await ask(sets, { type: 'remove', seq: 7, id: ids[1] }, 'sets');
    expect((await coverage(8, [ids[0]])).view.urls).toBe(337);
  });

  it('counts how many sites a vhost_combined log names with no Host, and says the site\'s host on another port counted (review15 §3, §4)', async () => {
    const line = (vhost: string, target: string) => `${vhost} 66.249.66.1 - - [29/Nov/2026:10:00:00 +0000] "GET ${target} HTTP/1.1" 200 1 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"`;
    const log = { name: 'vhost.log', blob: new Blob([[line('www.example.com:443', '/a'), line('shop.example.com:443', '/nogoogle/x'), line('www.example.com:80', '/nogoogle/y')].join('\n')]) };
    const sets = createUrlSets();
    const robots = 'User-agent: Googlebot\nDisallow: /nogoogle/\n';
    const opened = await ask(sets, { type: 'open', seq: 1, files: [log], origin: '' }, 'sets');
    const logs = async (seq: number) => (await ask(sets, { type: 'coverage', seq, ids: [opened.sets[0].id], robots, reading: 'documented', crawlers: ['Googlebot'] }, 'coverage')).view.logs!;
    expect(opened.problems).toEqual([]);
    expect((await logs(2)).sites).toBe(2);
    const named = await ask(sets, { type: 'host', seq: 3, origin: 'https://www.example.com' }, 'sets');
    expect(named.problems.map((p) => p.code)).toEqual(['log-not-read', 'log-other-port']);
    expect(urlSetProblemWords(named.problems[1])).toMatch(/^1 request of the log “vhost\.log” \(the first on line 3\) was made to www\.example\.com on port 80, not the site's port 443: /);
    const one = await logs(4);
    expect([one.sites, one.requests, one.bots[0].all.blocked]).toEqual([1, 2, 1]);
  });
});
