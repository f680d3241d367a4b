/**
 * A Host typed for the logs (issue 25 §2): the worker moves a log's requests to the new origin
 * and, where the URLs are the same ones renamed (setCoverage.ts movedSetUrls), keeps their index,
 * paths and answers instead of working them out again. Whatever it keeps, every view must be the
 * one the log opened fresh on that Host gives: the coverage (per rule, per crawler, examples,
 * dead rules, sitemap URLs blocked), the directories, the logs against the rules, the URLs of
 * each rule, the sets listed and the URL list. The logs here hold what makes a Host change
 * change more than the origin: a target `//x/y` (a host when read as a path, a path on a
 * host), dot segments and characters a browser encodes, proxy-form requests of another site
 * (requests once their site is named), and a sitemap shown beside the log.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SetsAsk } from './setsClient.ts';
import type { OpenedFile, SetsRequest, SetsResponse, UrlSetSummary } from './setsProtocol.ts';
import { createUrlSets } from './urlSets.ts';

const ebay = (name: string) => readFileSync(new URL(`../../testdata/urlsets/ebay/${name}`, import.meta.url));
const ROBOTS = ebay('robots.txt').toString('utf8') + '\nUser-agent: GPTBot\nDisallow: /\nAllow: /itm/\n\nUser-agent: Bingbot\nDisallow: /a/b/\nDisallow: //evil\n';
const CRAWLERS = ['Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', '*'];

const BOT = '"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"';
const GPT = '"Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)"';
const line = (target: string, agent = BOT) => `66.249.66.1 - - [27/Nov/2026:00:05:12 -0800] "GET ${target} HTTP/1.1" 200 512 "-" ${agent}`;
/** Requests whose paths depend on whether a host is named, and repeats. */
const ODD = ['/a/b/c', '//evil.example/x', '/a/./b/../b/d', '/caf\\xC3\\xA9?q=\\xC3\\xA9', '/a/b/c', '/x%2e%2E/y', '/?q', '/robots.txt', '/a/b/c', '//evil.example/x']
  .map((t, i) => line(t, i % 3 === 0 ? GPT : BOT)).join('\n');
/**
 * The same, with requests in proxy form: of shop.example, another site until that is the Host
 * named, and one of www.example.com, another site then (as many requests on either Host).
 */
const PROXIED = `${ODD}\n${line('https://shop.example/a/b/proxied')}\n${line('https://www.example.com/itm/2')}\n`;
const SITEMAP = '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://shop.example/a/b/c</loc></url><url><loc>https://www.ebay.com/itm/1</loc></url></urlset>';

const file = (name: string, bytes: string | Uint8Array): OpenedFile => ({ name, blob: new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]) });

async function ask<T extends SetsResponse['type']>(sets: ReturnType<typeof createUrlSets>, req: SetsAsk, type: T) {
  const answer = await sets.handle({ ...req, seq: 1 } as SetsRequest, () => {});
  if (answer.type !== type) throw new Error(`${answer.type}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer as Extract<SetsResponse, { type: T }>;
}

/** Every view of the sets `listed` (all shown): what the page shows of them, and each rule's whole list of URLs. */
async function views(sets: ReturnType<typeof createUrlSets>, listed: UrlSetSummary[]) {
  const ids = listed.map((s) => s.id);
  const { view } = await ask(sets, { type: 'coverage', ids, robots: ROBOTS, reading: 'documented', crawlers: CRAWLERS }, 'coverage');
  const lines = [0, ...view.rules.map((r) => r.line)];
  const ruleUrls = [];
  for (const crawler of CRAWLERS) {
    for (const l of lines) ruleUrls.push(await ask(sets, { type: 'ruleUrls', crawler, line: l, limit: 1000 }, 'ruleUrls'));
  }
  const urls = await ask(sets, { type: 'urls', ids }, 'urls');
  return { sets: listed, view, ruleUrls, urls };
}

/** The files opened on `first`, their views asked (so the worker holds what it may keep), then each Host of `then` in turn. */
async function movedThenFresh(files: OpenedFile[], first: string, then: string[]) {
  const sets = createUrlSets();
  await views(sets, (await ask(sets, { type: 'open', files, origin: first }, 'sets')).sets);
  for (const host of then) {
    const moved = await ask(sets, { type: 'host', origin: host }, 'sets');
    const fresh = createUrlSets();
    const opened = await ask(fresh, { type: 'open', files, origin: host }, 'sets');
    expect(await views(sets, moved.sets), `after the Host ${host}`).toEqual(await views(fresh, opened.sets));
  }
}

describe('a Host typed gives the views of the logs opened fresh on that Host', () => {
  it('for the eBay logs, from one Host to others, to none and back', async () => {
    await movedThenFresh([file('access.log', ebay('access.log')), file('access.log.1.gz', ebay('access.log.1.gz'))], 'https://www.ebay.com', [
      'https://www.ebay.co.uk', 'http://shop.example:8080', '', 'https://www.ebay.com', 'https://[::1]',
    ]);
  });

  it('for a log whose paths read otherwise with no Host (//host/path, dot segments, characters encoded)', async () => {
    await movedThenFresh([file('odd.log', ODD)], 'https://www.example.com', ['https://shop.example', '', 'https://shop.example', 'https://www.example.com']);
  });

  it('for a log with requests of another site, which become its own when that site is named', async () => {
    await movedThenFresh([file('proxied.log', PROXIED)], 'https://www.example.com', ['https://shop.example', 'https://www.example.com']);
  });

  it('for a log shown with a sitemap whose URLs the log\'s become', async () => {
    await movedThenFresh([file('odd.log', ODD), file('sitemap.xml', SITEMAP)], 'https://www.ebay.com', ['https://shop.example', 'https://www.ebay.com']);
  });
});
