/**
 * Every crawler × every URL of one document, as columns of typed arrays (state/matrix.ts says
 * why not an object per cell): a byte of verdict and an int of deciding line per cell, the text
 * of each deciding line once. Each crawler is read once (core crawlerFor) and checked with its
 * documented semantics (core checkCrawler: fallback chains, crawlers that ignore `*`).
 */
import { checkCrawler, crawlerFor, CRAWLER_RULES, googlebotView, type NamedCrawler, type ParsedRobots } from '../core/index.ts';
import { cutSplit, ruleOf } from './analyze.ts';
import { CELL, type CheckColumn, type CheckResponse } from './protocol.ts';

export type MatrixPart = Pick<CheckResponse, 'columns' | 'verdict' | 'line' | 'profilesDisagree' | 'ruleTexts' | 'groupLine' | 'reason'>;

/**
 * `others` are the same text parsed under the other profiles; given, a cell is marked where
 * any of them answers otherwise (allowed vs not) than `parsed`.
 */
export function checkMatrix(
  parsed: ParsedRobots, crawlers: readonly string[], urls: readonly string[], others: readonly ParsedRobots[] = [],
): MatrixPart {
  const read = crawlers.map((c) => crawlerFor(c));
  const width = read.length;
  const verdict = new Uint8Array(urls.length * width);
  const line = new Int32Array(urls.length * width);
  const profilesDisagree = new Uint8Array(others.length > 0 ? urls.length * width : 0);
  const groupLine = new Int32Array(urls.length * width);
  const reason = new Uint8Array(urls.length * width);
  const ruleTexts: Record<number, string> = {};
  const ungoverned = read.map((c) => c.info?.robots === 'no');
  for (let i = 0; i < urls.length; i++) {
    for (let j = 0; j < width; j++) {
      const cell = i * width + j;
      const r = checkCrawler(parsed, read[j], urls[i]);
      verdict[cell] = ungoverned[j] ? CELL.ungoverned : r.allowed ? CELL.allowed : CELL.blocked;
      line[cell] = r.line;
      // A size-limited answer's groups are the view's; lines before the cut are the same lines.
      if (r.groups.length > 0) groupLine[cell] = (r.sizeLimited ? googlebotView(parsed) : parsed).groups[r.groups[0]].startLine;
      reason[cell] = CRAWLER_RULES.indexOf(r.crawlerRule);
      if (r.line > 0 && !(r.line in ruleTexts)) ruleTexts[r.line] = ruleTextOf(parsed, r.line, r.sizeLimited);
      if (others.length > 0 && disagree(others, read[j], urls[i], r.allowed)) profilesDisagree[cell] = 1;
    }
  }
  return { columns: read.map((c, j) => column(crawlers[j], c)), verdict, line, profilesDisagree, ruleTexts, groupLine, reason };
}

function disagree(others: readonly ParsedRobots[], crawler: NamedCrawler, url: string, allowed: boolean): boolean {
  return others.some((p) => checkCrawler(p, crawler, url).allowed !== allowed);
}

/** A size-limited answer's line is Googlebot's view's: the line of the cut read cut short. */
function ruleTextOf(parsed: ParsedRobots, line: number, sizeLimited: boolean): string {
  return sizeLimited ? ruleOf(googlebotView(parsed), line, cutSplit(parsed)).ruleText : ruleOf(parsed, line).ruleText;
}

function column(name: string, c: NamedCrawler): CheckColumn {
  return { name, token: c.token, chain: c.token === '*' ? ['*'] : c.ignoresGlobal ? [...c.chain] : [...c.chain, '*'] };
}
