/**
 * Logs against the rules (issue 25 §2) on the lg.com fixture log and its real robots.txt: per
 * bot its requests, its /robots.txt fetches, its hits per verdict (the leak rate), and with the
 * operators' range files each request verified or spoofed. Over random files and logs, every
 * request's verdict is checkCrawler's for the token its User-Agent names.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAccessLog, type LogRequest } from './accessLog.ts';
import { checkCrawler } from './crawlerCheck.ts';
import { readIpRanges, type IpRange } from './ipRanges.ts';
import { leakRate, logCoverage, type CrawlerRanges } from './logCoverage.ts';
import { parseRobots } from './parse.ts';
import { readFile } from './readings.ts';
import { requestedForm } from './requestUrl.ts';

const fixture = (name: string) => readFileSync(new URL(`../../testdata/urlsets/lg/${name}`, import.meta.url), 'utf8');
const robots = parseRobots(fixture('robots.txt'));
const log = readAccessLog(fixture('access_log'), { file: 'access.log', origin: 'https://www.lg.com' });
const file = (name: string, crawlers: string[]): CrawlerRanges => ({ name, crawlers, ranges: (readIpRanges(fixture(name)) as { ranges: IpRange[] }).ranges });
const RANGES = [file('googlebot.json', ['Googlebot']), file('gptbot.json', ['GPTBot'])];
const hits = (requests: number, robotsTxt: number, allowed: number, blocked: number) => ({ requests, robotsTxt, allowed, blocked });

describe('logCoverage', () => {
  const result = logCoverage(robots, log.requests, RANGES);
  const bot = (token: string) => result.bots.find((b) => b.crawler === token)!;

  it('counts per bot its requests, robots.txt fetches and hits per verdict, most requests first', () => {
    expect(result.requests).toBe(23);
    expect(result.notBots).toBe(3);
    expect(result.bots.map((b) => [b.crawler, b.all])).toEqual([
      ['Googlebot', hits(10, 1, 5, 4)],
      ['GPTBot', hits(4, 1, 2, 1)],
      ['Baiduspider', hits(3, 0, 1, 2)],
      ['bingbot', hits(3, 1, 1, 1)],
    ]);
    expect(leakRate(bot('Baiduspider').all)).toBeCloseTo(2 / 3);
    expect(leakRate(hits(2, 2, 0, 0))).toBe(0);
  });

  it('names the blocked requests with their log lines', () => {
    expect(bot('Googlebot').blockedExamples.map((r) => [r.line, r.target])).toEqual([
      [6, '/us/monitors/lg-27gr95qe-b-oled-gaming-monitor?gclid=EAIaIQobChMI'],
      [8, '/us/compare/?products=OLED65C4PUA&OLED65G4WUA'],
      [25, '/us/common/support/contact'],
    ]);
  });

  it('splits the hits by what the IP says: verified in the operator\'s ranges, spoofed outside, unchecked without a file', () => {
    expect(bot('Googlebot').byIp).toEqual({ verified: hits(8, 1, 4, 3), spoofed: hits(2, 0, 1, 1), unchecked: hits(0, 0, 0, 0) });
    expect(bot('GPTBot').byIp.verified).toEqual(hits(4, 1, 2, 1));
    expect(bot('bingbot').byIp.unchecked).toEqual(hits(3, 1, 1, 1));
  });

  it('calls no request spoofed when its IP is a host name (nothing to compare)', () => {
    const named = log.requests.map((r) => (r.token === 'Googlebot' ? { ...r, ip: 'crawl-66-249-66-1.googlebot.com' } : r));
    expect(logCoverage(robots, named, RANGES).bots[0].byIp.unchecked.requests).toBe(10);
    // Its IPs are still the range file's to check: the CLI and the page split it, all unchecked (review15 §6).
    expect(logCoverage(robots, named, RANGES).bots[0].ipChecked).toBe(true);
  });

  it('says which bots an IP-range file speaks for, whatever the case its crawlers are named in (review15 §6)', () => {
    expect(Object.fromEntries(result.bots.map((b) => [b.crawler, b.ipChecked]))).toMatchObject({ Googlebot: true, GPTBot: true, bingbot: false });
    const lower = RANGES.map((r) => ({ ...r, crawlers: r.crawlers.map((c) => c.toLowerCase()) }));
    expect(logCoverage(robots, log.requests, lower).bots.filter((b) => b.ipChecked).map((b) => b.crawler).sort()).toEqual(['GPTBot', 'Googlebot']);
  });

  it('reports only the bots asked for, whatever the case', () => {
    expect(logCoverage(robots, log.requests, [], ['gptbot']).bots.map((b) => b.crawler)).toEqual(['GPTBot']);
  });

  it('says which bots robots.txt does not govern', () => {
    const fetcher = { ...log.requests[1], agent: 'FeedFetcher-Google; (+http://www.google.com/feedfetcher.html)', token: 'FeedFetcher-Google', how: 'registry' as const };
    expect(logCoverage(robots, [fetcher]).bots[0]).toMatchObject({ crawler: 'FeedFetcher-Google', known: true, governed: false });
  });

  it('does not call a bot the registry lacks known because its name is a family\'s (YandexVideo, read as a Yandex robot, assumed)', () => {
    const video = { ...log.requests[1], agent: 'Mozilla/5.0 (compatible; YandexVideo/3.0; +http://yandex.com/bots)', token: 'YandexVideo', how: 'compatible' as const };
    expect(logCoverage(robots, [video]).bots[0]).toMatchObject({ crawler: 'YandexVideo', known: false, governed: true });
  });

  it('reads each bot as check does: documented by default (GPTBot by RFC 9309, so `Disalow` is no rule for it), or one reading forced', () => {
    const text = 'User-agent: *\nDisalow: /uk/\n';
    const uk = (token: string) => log.requests.filter((r) => r.token === token && r.target.startsWith('/uk/')).length;
    const blocked = (file: Parameters<typeof logCoverage>[0]) => Object.fromEntries(logCoverage(file, log.requests, [], ['Googlebot', 'GPTBot']).bots.map((b) => [b.crawler, b.all.blocked]));
    expect([uk('Googlebot'), uk('GPTBot')]).toEqual([1, 3]);
    expect(blocked(readFile(text, 'documented'))).toEqual({ Googlebot: 1, GPTBot: 0 });
    expect(blocked(readFile(text, 'google'))).toEqual({ Googlebot: 1, GPTBot: 3 });
    expect(blocked(readFile(text, 'rfc9309'))).toEqual({ Googlebot: 0, GPTBot: 0 });
  });
});

const SEGMENTS = ['a', 'b', 'x', 'robots.txt', '*', '$', '?q=1'];
const pattern = fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 3 }).map((s) => `/${s.join('/')}`.replace(/\/\?/, '?'));
const AGENTS = ['Googlebot', 'Googlebot-Image', 'AdsBot-Google', 'GPTBot', 'bingbot', 'Diffbot', 'SomeBot', '*'];
const groupText = fc.record({ agent: fc.constantFrom(...AGENTS), rules: fc.array(fc.tuple(fc.boolean(), pattern), { maxLength: 4 }) })
  .map(({ agent, rules }) => `User-agent: ${agent}\n${rules.map(([allow, p]) => `${allow ? 'Allow' : 'Disallow'}: ${p}`).join('\n')}\n`);
const HEADERS = ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot-Image/1.0', 'AdsBot-Google (+http://www.google.com/adsbot.html)', 'GPTBot/1.2', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Diffbot/0.1', 'SomeBot/3'];
const request = fc.record({ agent: fc.constantFrom(...HEADERS), path: pattern.map((p) => p.replace(/[*$]/g, 'z')) });

describe('logCoverage agrees with checkCrawler on every request', () => {
  it('over random files and logs', () => {
    fc.assert(fc.property(fc.array(groupText, { maxLength: 4 }), fc.array(request, { minLength: 1, maxLength: 30 }), (groups, reqs) => {
      const parsed = parseRobots(groups.join('\n'));
      const text = reqs.map((r, i) => `10.0.0.${i % 250} - - [01/Jan/2026:00:00:00 +0000] "GET ${r.path} HTTP/1.1" 200 1 "-" "${r.agent}"`).join('\n');
      const requests = readAccessLog(text, { file: 'a.log', origin: 'https://x.test' }).requests;
      const result = logCoverage(parsed, requests);
      for (const b of result.bots) {
        const mine = requests.filter((r: LogRequest) => r.token === b.crawler);
        const checked = mine.filter((r) => r.target.split('?')[0] !== '/robots.txt');
        const blocked = checked.filter((r) => !checkCrawler(parsed, r.token, requestedForm(r.url).url).allowed).length;
        expect(b.all).toEqual(hits(mine.length, mine.length - checked.length, checked.length - blocked, blocked));
      }
      expect(result.bots.reduce((n, b) => n + b.all.requests, 0)).toBe(requests.length);
    }));
  });
});
