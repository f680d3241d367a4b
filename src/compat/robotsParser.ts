/**
 * A drop-in for the robots-parser package (`robotsParser(url, contents)`), with its interface and
 * its answers on a URL of another origin, for what Google ignores (Crawl-delay, Host, the
 * sitemaps: robotsParserRecords.ts) and for a URL's percent-encoding; the verdicts are
 * Googlebot's: Google's parser (misspelled and prefixed keys, a missing colon, the 500 KiB cut),
 * longest match in bytes with Allow winning ties, `index.html` equivalence, a User-Agent reduced
 * to its product token, and the crawler's documented semantics (AdsBot-Google ignores the `*`
 * group; Googlebot-Image falls back to the Googlebot group). robots-parser's own test suite runs
 * against it (robotsParserSuite.test-helper.ts); the README lists, case by case, where Google's
 * answer is kept. The package ships it as CommonJS (`module.exports` is this function), as
 * robots-parser does, so `require` and `import` both give the function (robots-parser.cjs).
 */
import { checkCrawler, crawlerFor, parseRobots, requestUrl, type CrawlerCheck } from '../core/index.ts';
import type RobotsParserTypes from './robots-parser.cjs';
import { agentKey, readRobotsParserRecords, type RobotsParserRecords } from './robotsParserRecords.ts';

/** robots-parser's interface, declared once, as the package ships it (robots-parser.d.cts). */
export type Robot = RobotsParserTypes.Robot;

/** scheme, host and port, with the default port filled in (robots-parser compares all three). */
function originOf(url: unknown): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url as string, 'http://robots-relative.invalid/');
  } catch {
    return null;
  }
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : parsed.protocol === 'http:' ? '80' : '');
  return `${parsed.protocol}//${parsed.hostname}:${port}`;
}

/** The crawler named (a token or a whole header); none means any crawler, the `*` group. */
function crawlerOf(ua: string | undefined): string {
  const wanted = (ua ?? '').trim();
  return wanted === '' ? '*' : wanted;
}

/**
 * robots-parser's answer: the named user-agent's own entry, else `*`'s. The name is tried as
 * robots-parser reads it, then as the crawler's documented chain (a whole header's product
 * token, Googlebot-Image then Googlebot), as the verdicts read it; a crawler that ignores `*`
 * (AdsBot-Google) has no `*` to fall back to.
 */
function crawlDelay(records: RobotsParserRecords, ua: string | undefined): number | undefined {
  const crawler = crawlerFor(crawlerOf(ua));
  const names = [agentKey(ua || '*'), ...crawler.chain.map((t) => t.toLowerCase())];
  const own = names.find((n) => records.agents.has(n));
  if (own !== undefined) return records.agents.get(own);
  return crawler.ignoresGlobal ? undefined : records.agents.get('*');
}

/** Groups that decide an explicit answer: one naming the crawler or its documented chain, never `*`. */
const EXPLICIT: ReadonlySet<CrawlerCheck['crawlerRule']> = new Set(['own-group', 'chain-fallback']);

export default function robotsParser(url: string, contents: string | Uint8Array): Robot {
  const parsed = parseRobots(contents || '', { profile: 'google' });
  const records = readRobotsParserRecords(parsed.text);
  const origin = originOf(url);
  const decide = (target: string, ua?: string) => {
    if (origin === null || originOf(target) !== origin) return undefined;
    // The named crawler's documented semantics (registry): AdsBot-Google ignores `*`, etc.; the
    // URL as a browser requests it (robots-parser encodes it too, through its URL parser).
    return checkCrawler(parsed, crawlerOf(ua), requestUrl(target));
  };
  const isAllowed = (target: string, ua?: string) => decide(target, ua)?.allowed;
  return {
    isAllowed,
    isDisallowed: (target, ua) => !isAllowed(target, ua),
    isExplicitlyDisallowed(target, ua) {
      const result = decide(target, ua);
      if (result === undefined) return undefined;
      return EXPLICIT.has(result.crawlerRule) && !result.allowed;
    },
    getMatchingLineNumber(target, ua) {
      const line = decide(target, ua)?.line ?? 0;
      return line > 0 ? line : -1;
    },
    getCrawlDelay: (ua) => crawlDelay(records, ua),
    getSitemaps: () => records.sitemaps.slice(),
    getPreferredHost: () => records.host,
  };
}
