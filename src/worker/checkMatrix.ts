/**
 * Every crawler × every URL of one document, as columns of typed arrays (state/matrix.ts says
 * why not an object per cell): a byte of verdict and an int of deciding line per cell, the text
 * of each deciding line once. Each crawler is read once (core crawlerFor) and checked with its
 * documented semantics (fallback chains, crawlers that ignore `*`) a column at a time (core
 * checkColumns: checkCrawler's answers, with each crawler resolved once per parse and each URL's
 * path read once per list, UrlPaths, which the caller keeps across keystrokes, and with it the
 * last parse's answers: a column whose rules a keystroke left alone is not worked out again).
 */
import {
  chainTried, checkColumns, crawlerFacts, crawlerFor, crawlerNoteCodes, CRAWLER_RULES, cutSplit, ruleOf, VERDICT, type ColumnAnswer, type NamedCrawler, type ParsedRobots,
} from '../core/index.ts';
import type { CheckColumn, CheckResponse } from './protocol.ts';
import { UrlPaths } from './urlPaths.ts';

export type MatrixPart = Pick<CheckResponse, 'columns' | 'verdict' | 'line' | 'profilesDisagree' | 'ruleTexts' | 'groupLine' | 'reason'>;

const { allowed: ALLOWED, blocked: BLOCKED, ungoverned: UNGOVERNED } = VERDICT;

/**
 * `others` are the same text parsed under the other profiles; given, a cell is marked where
 * any of them answers otherwise (allowed vs not) than `parsed`.
 */
export function checkMatrix(
  parsed: ParsedRobots, crawlers: readonly string[], urls: UrlPaths | readonly string[], others: readonly ParsedRobots[] = [],
): MatrixPart {
  const list = urls instanceof UrlPaths ? urls : new UrlPaths(urls);
  const rows = list.urls.length;
  const read = crawlers.map((c) => crawlerFor(c));
  const width = read.length;
  const verdict = new Uint8Array(rows * width);
  const line = new Int32Array(rows * width);
  const groupLine = new Int32Array(rows * width);
  const reason = new Uint8Array(rows * width);
  const ruleTexts: Record<number, string> = {};
  const texted = new Uint8Array(parsed.lineCount + 1);
  const columns = checkColumns(parsed, read, list.of(parsed.profile), list.memory(parsed.profile));
  columns.forEach((col, j) => {
    const ungoverned = read[j].info?.robots === 'no';
    // A size-limited answer's groups are the view's; lines before the cut are the same lines.
    const group = col.groups.length > 0 ? col.read.groups[col.groups[0]].startLine : 0;
    const why = CRAWLER_RULES.indexOf(col.crawlerRule);
    for (let i = 0, cell = j; i < rows; i++, cell += width) {
      const n = col.line[i];
      verdict[cell] = ungoverned ? UNGOVERNED : col.allowed[i] === 1 ? ALLOWED : BLOCKED;
      line[cell] = n;
      groupLine[cell] = group;
      reason[cell] = why;
      if (n > 0 && texted[n] === 0) {
        texted[n] = 1;
        ruleTexts[n] = ruleTextOf(parsed, n, col);
      }
    }
  });
  const profilesDisagree = others.length > 0 ? disagreements(others, read, list, columns) : new Uint8Array(0);
  return { columns: read.map((c, j) => column(crawlers[j], c, parsed, columns[j])), verdict, line, profilesDisagree, ruleTexts, groupLine, reason };
}

/** 1 at each cell where another profile answers otherwise (allowed or not) than `ours`. */
function disagreements(others: readonly ParsedRobots[], crawlers: NamedCrawler[], list: UrlPaths, ours: ColumnAnswer[]): Uint8Array {
  const width = crawlers.length;
  const out = new Uint8Array(list.urls.length * width);
  for (const other of others) {
    checkColumns(other, crawlers, list.of(other.profile), list.memory(other.profile)).forEach((theirs, j) => {
      const mine = ours[j].allowed;
      for (let i = 0; i < mine.length; i++) if (theirs.allowed[i] !== mine[i]) out[i * width + j] = 1;
    });
  }
  return out;
}

/** The deciding line's rule; a size-limited answer's line is Googlebot's view's, the line of the cut read cut short. */
function ruleTextOf(parsed: ParsedRobots, line: number, col: ColumnAnswer): string {
  return (col.sizeLimited ? ruleOf(col.read, line, cutSplit(parsed)) : ruleOf(parsed, line)).ruleText;
}

function column(name: string, c: NamedCrawler, parsed: ParsedRobots, answer: ColumnAnswer): CheckColumn {
  const facts = crawlerFacts({ read: answer.read, groups: answer.groups, crawler: c });
  return { name, token: c.token, chain: chainTried(c), reading: parsed.profile, notes: crawlerNoteCodes(c.info), facts };
}
