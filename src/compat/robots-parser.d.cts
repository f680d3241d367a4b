// The types of `robotscope/robots-parser` (lib/compat/robots-parser.cjs, whose `module.exports`
// is the function), shaped as robots-parser ships its own (index.d.ts: `export =`), so code
// written for robots-parser type-checks unchanged: `import robotsParser = require(...)`,
// `const robotsParser = require(...)` and `import robotsParser from ...` under node16,
// nodenext and bundler resolution. robotsParser.ts is typed by it.

interface Robot {
  /** Allowed for the crawler, as Googlebot reads the file; undefined for a URL of another scheme, host or port. */
  isAllowed(url: string, ua?: string): boolean | undefined;
  /** `!isAllowed(url, ua)`: true for a URL of another origin, as robots-parser answers. */
  isDisallowed(url: string, ua?: string): boolean;
  /** Blocked by a group that names the crawler (the `*` group left out); undefined for another origin. */
  isExplicitlyDisallowed(url: string, ua: string): boolean | undefined;
  /** The 1-based line of the deciding rule; -1 when none decided or for another origin. */
  getMatchingLineNumber(url: string, ua?: string): number;
  /** The Crawl-delay of the crawler's group as robots-parser groups the file (Google ignores it). */
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
  /** The last Host line's value, lower-cased; null when there is none. */
  getPreferredHost(): string | null;
}

declare function robotsParser(url: string, robotstxt: string | Uint8Array): robotsParser.Robot;

declare namespace robotsParser {
  export { Robot };
}

export = robotsParser;
