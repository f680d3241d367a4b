/**
 * A drop-in for the robots-parser package (`robotsParser(url, contents)`), answering as
 * Googlebot does: Google's parser (misspelled and prefixed keys, a missing colon, the 500 KiB
 * cut), longest match in bytes with Allow winning ties, `index.html` equivalence, a
 * User-Agent reduced to its product token, and the crawler's documented semantics (AdsBot-Google
 * ignores the `*` group; Googlebot-Image falls back to the Googlebot group). The method names, argument order and "undefined
 * for a URL of another origin" follow robots-parser 3.x so existing callers keep working; the
 * README lists where the answers differ.
 */
import { checkCrawler, parseRobots, requestUrl, type ParsedRobots } from '../core/index.ts';

export interface Robot {
  isAllowed(url: string, ua?: string): boolean | undefined;
  isDisallowed(url: string, ua?: string): boolean | undefined;
  /** The deciding line (1-based), -1 when no rule decided, undefined for another origin. */
  getMatchingLineNumber(url: string, ua?: string): number | undefined;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
  getPreferredHost(): string | null;
}

/** scheme, host and port, with the default port filled in (robots-parser compares all three). */
function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://robots-relative.invalid/');
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

/** The value of the last `key:` line in the given groups (robots-parser: a later line wins). */
function lastValue(parsed: ParsedRobots, key: string, groups: readonly number[] | null): string | undefined {
  let found: string | undefined;
  for (const other of parsed.others) {
    if (other.key.toLowerCase() !== key) continue;
    if (groups === null || groups.includes(other.group)) found = other.value;
  }
  return found;
}

export default function robotsParser(url: string, contents: string | Uint8Array): Robot {
  const parsed = parseRobots(contents ?? '', { profile: 'google' });
  const origin = originOf(url);
  const decide = (target: string, ua?: string) => {
    if (origin === null || originOf(target) !== origin) return undefined;
    // The named crawler's documented semantics (registry): AdsBot-Google ignores `*`, etc.; the
    // URL as a browser requests it (robots-parser encodes it too, through its URL parser).
    return checkCrawler(parsed, crawlerOf(ua), requestUrl(target));
  };
  return {
    isAllowed: (target, ua) => decide(target, ua)?.allowed,
    isDisallowed(target, ua) {
      const result = decide(target, ua);
      return result === undefined ? undefined : !result.allowed;
    },
    getMatchingLineNumber(target, ua) {
      const result = decide(target, ua);
      if (result === undefined) return undefined;
      return result.line > 0 ? result.line : -1;
    },
    getCrawlDelay(ua) {
      // Google ignores Crawl-delay; this reports what the file asks of the crawler's group.
      const { groups } = checkCrawler(parsed, crawlerOf(ua), '/');
      const value = lastValue(parsed, 'crawl-delay', groups);
      const delay = value === undefined ? NaN : Number(value);
      return Number.isNaN(delay) ? undefined : delay;
    },
    getSitemaps: () => parsed.sitemaps.map((s) => s.url),
    getPreferredHost: () => lastValue(parsed, 'host', null) ?? null,
  };
}

export { robotsParser };
