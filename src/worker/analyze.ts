/**
 * The worker's work, as plain functions so Node tests can run it without a Worker:
 * parse when the document changed, otherwise reuse the last parse, then check every URL.
 */
import {
  checkCrawler, crawlerFor, crawlerNotes, crawlerRuleText, diagnose, lineAt, parseRobots,
  type Diagnostic, type ParsedRobots,
} from '../core/index.ts';
import {
  MAX_DIAGNOSTICS, MAX_INVALID_CHARS, MAX_RULE_TEXT,
  type AnalyzeRequest, type AnalyzeResult, type DocStats, type GroupSpan, type RowResult,
} from './protocol.ts';

/** What the worker keeps between requests so a check never re-parses. */
export interface ParseCache {
  parsed: ParsedRobots;
  diagnostics: Diagnostic[];
  counts: AnalyzeResult['counts'];
  outOfGroup: Int32Array;
  invalidChars: Int32Array;
  groups: GroupSpan[];
  stats: DocStats;
}

export function buildCache(text: string, profile: AnalyzeRequest['profile']): ParseCache {
  const parsed = parseRobots(text, { profile });
  const diagnostics = diagnose(parsed);
  const counts = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity]++;
  return {
    parsed,
    diagnostics,
    counts,
    outOfGroup: outOfGroupSpans(parsed),
    invalidChars: invalidCharSpans(parsed.text, diagnostics),
    groups: groupSpans(parsed),
    stats: {
      lineCount: parsed.lineCount,
      ruleCount: parsed.rules.length,
      groupCount: parsed.groups.length,
      sitemapCount: parsed.sitemaps.length,
      byteLength: parsed.byteLength,
      sizeLimitLine: parsed.sizeLimit ? parsed.sizeLimit.line : 0,
    },
  };
}

/**
 * What folding a group hides: from its first user-agent line to the line before the next group
 * (comments, crawl-delay and sitemaps in between belong to it), trailing blank lines left open.
 */
function groupSpans(parsed: ParsedRobots): GroupSpan[] {
  return parsed.groups.map((g, i) => {
    const next = parsed.groups[i + 1];
    let end = next ? next.startLine - 1 : parsed.lineCount;
    while (end > g.startLine && lineAt(parsed, end).kind === 'blank') end--;
    return { from: lineAt(parsed, g.startLine).from, to: lineAt(parsed, Math.max(end, g.endLine)).to };
  });
}

function outOfGroupSpans(parsed: ParsedRobots): Int32Array {
  const spans = new Int32Array(parsed.outOfGroup.length * 2);
  parsed.outOfGroup.forEach((line, i) => {
    const lexed = lineAt(parsed, line);
    spans[2 * i] = lexed.from;
    spans[2 * i + 1] = lexed.to;
  });
  return spans;
}

/**
 * One [from, to) pair per offending character, taken from the core's `invalid-char`
 * diagnostics; a diagnostic may cover a run, the editor marks each character on its own.
 * A valid surrogate pair is one character; a lone surrogate (an undecodable byte) is one.
 */
export function invalidCharSpans(text: string, diagnostics: readonly Diagnostic[]): Int32Array {
  const out: number[] = [];
  for (const d of diagnostics) {
    if (d.code !== 'invalid-char') continue;
    for (let pos = d.from; pos < d.to && out.length < MAX_INVALID_CHARS * 2; ) {
      const cp = text.codePointAt(pos) ?? 0;
      const width = cp > 0xffff ? 2 : 1;
      out.push(pos, pos + width);
      pos += width;
    }
  }
  return Int32Array.from(out);
}

const BLANK = /\s/;

/**
 * text[from, to) trimmed, cut to MAX_RULE_TEXT characters (never inside a surrogate pair), and
 * its whole trimmed length; only the shown part is copied, so a megabyte rule costs nothing.
 */
export function ruleSource(text: string, from: number, to: number): { ruleText: string; ruleChars: number } {
  while (from < to && BLANK.test(text[from])) from++;
  while (to > from && BLANK.test(text[to - 1])) to--;
  const ruleChars = to - from;
  if (ruleChars <= MAX_RULE_TEXT) return { ruleText: text.slice(from, to), ruleChars };
  let end = from + MAX_RULE_TEXT - 1;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return { ruleText: `${text.slice(from, end)}…`, ruleChars };
}

/** Checks each URL for the crawler the User-agent field names, with its documented semantics. */
export function checkRows(parsed: ParsedRobots, agent: string, urls: string[]): RowResult[] {
  const crawler = crawlerFor(agent);
  return urls.map((url) => {
    const r = checkCrawler(parsed, crawler, url);
    let rule = { ruleText: '', ruleChars: 0 };
    if (r.line > 0 && r.line <= parsed.lineCount) {
      // The rule as written, without its comment: the row shows what decided, not the notes.
      const l = lineAt(parsed, r.line);
      rule = ruleSource(parsed.text, l.from, l.commentFrom >= 0 ? l.commentFrom : l.to);
    }
    return {
      url,
      allowed: r.allowed,
      line: r.line,
      ...rule,
      path: r.path,
      agent: r.agent,
      reason: r.reason,
      tieBreak: r.tieBreak,
      groupLines: r.groups.map((g) => parsed.groups[g]?.startLine ?? 0),
      matchCount: r.matches.length,
      pastSizeLimit: r.pastSizeLimit,
      crawler: r.crawler,
      crawlerRule: r.crawlerRule,
      crawlerText: crawlerRuleText(r),
      crawlerNotes: crawlerNotes(r),
    };
  });
}

/** Answers one request; `cache` is the previous parse, or null after a (re)start. */
export function analyze(
  cache: ParseCache | null,
  req: AnalyzeRequest,
  now: () => number = () => performance.now(),
): { cache: ParseCache; result: AnalyzeResult } {
  const start = now();
  const reparse = req.text !== null || cache === null;
  if (reparse) cache = buildCache(req.text ?? '', req.profile);
  const c = cache as ParseCache;
  const rows = checkRows(c.parsed, req.agent, req.urls);
  const result: AnalyzeResult = {
    type: 'result',
    seq: req.seq,
    docVersion: req.docVersion,
    inputsVersion: req.inputsVersion,
    parsed: reparse,
    // Unchanged document: the page already has these, so don't clone them again.
    diagnostics: reparse ? c.diagnostics.slice(0, MAX_DIAGNOSTICS) : [],
    diagnosticTotal: c.diagnostics.length,
    counts: c.counts,
    outOfGroup: reparse ? c.outOfGroup : new Int32Array(0),
    invalidChars: reparse ? c.invalidChars : new Int32Array(0),
    groups: reparse ? c.groups : [],
    rows,
    stats: c.stats,
    elapsed: now() - start,
  };
  return { cache: c, result };
}
