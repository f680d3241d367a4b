/**
 * The worker's work on one document, as plain functions so Node tests run it without a Worker:
 * a parse and what the editor draws from it (buildCache, analysisOf), and one checked URL as a
 * result row (checkRow). documents.ts holds the parses; checkMatrix.ts checks many at once.
 */
import {
  checkCrawler, crawlerSaid, cutSplit, requestUrl, diagnose, fileReading, googlebotCut, googlebotView, joinBreaks, lineAt, ruleOf,
  parseRobots, toJoinedOffsets, type CheckResult, type Diagnostic, type Fix, type LineBreaks, type NamedCrawler, type ParsedRobots,
  type ReadingChoice,
} from '../core/index.ts';
import { isEscapedByte } from '../core/decode.ts';
import { sitemapsSite } from '../core/url.ts';
import {
  MAX_DIAGNOSTICS, MAX_INVALID_CHARS,
  type AnalysisResponse, type DocId, type DocStats, type GroupSpan, type RowResult,
} from './protocol.ts';

/** What the worker keeps between requests so a check never re-parses. */
export interface ParseCache {
  parsed: ParsedRobots;
  diagnostics: Diagnostic[];
  counts: AnalysisResponse['counts'];
  outOfGroup: Int32Array;
  invalidChars: Int32Array;
  readEnd: number;
  groups: GroupSpan[];
  stats: DocStats;
}

/**
 * Parses the document as its bytes are: `text` is the editor's ("\n"-joined), `breaks` each
 * line's own ending. Googlebot's 500 KiB cut counts every CR of a CRLF file, so parsing the
 * editor's text would put the cut too late (corpus 0061: 20,000 lines later) and answer with
 * rules Googlebot never reads. Every offset sent back is then mapped to the editor's text.
 * `choice`: the person's (core ReadingChoice); the parse is its file reading's (core fileReading).
 */
export function buildCache(text: string, choice: ReadingChoice, breaks: LineBreaks | null = null, beat: () => void = () => {}): ParseCache {
  const toEditor = breaks ? toJoinedOffsets(text, breaks) : null;
  // A CR is one character as a "\n" is, so offsets need no mapping without a CRLF; the parse
  // still reads the CRs, for what is made of them (a UTF-16 file's bytes, mixed endings, fixes).
  const own = breaks !== null && (breaks.base !== 'lf' || breaks.at.length > 0);
  const cache = parseCache(own ? joinBreaks(text, breaks) : text, choice, beat);
  beat();
  return toEditor ? inEditorOffsets(cache, toEditor) : cache;
}

/** The cache with every offset (diagnostics and their fixes, marks, cut, folds) in editor offsets. */
function inEditorOffsets(cache: ParseCache, at: (offset: number) => number): ParseCache {
  const span = (d: { from: number; to: number }) => ({ from: at(d.from), to: at(d.to) });
  return {
    ...cache,
    diagnostics: cache.diagnostics.map((d) => ({ ...d, ...span(d), ...(d.fix ? { fix: fixSpans(d.fix, span) } : {}) })),
    outOfGroup: cache.outOfGroup.map(at),
    invalidChars: cache.invalidChars.map(at),
    readEnd: cache.readEnd < 0 ? -1 : at(cache.readEnd),
    groups: cache.groups.map(span),
  };
}

function fixSpans(fix: Fix, span: (d: { from: number; to: number }) => { from: number; to: number }): Fix {
  const mapped = { ...fix, ...span(fix) };
  if (fix.more) mapped.more = fix.more.map((e) => ({ ...e, ...span(e) }));
  return mapped;
}

function parseCache(text: string, choice: ReadingChoice, beat: () => void): ParseCache {
  const parsed = parseRobots(text, { profile: fileReading(choice) });
  beat();
  const diagnostics = diagnose(parsed, { onProgress: beat, choice });
  const counts = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity]++;
  return {
    parsed,
    diagnostics,
    counts,
    outOfGroup: outOfGroupSpans(parsed),
    invalidChars: invalidCharSpans(parsed.text, diagnostics),
    readEnd: googlebotCut(parsed)?.offset ?? -1,
    groups: groupSpans(parsed),
    stats: {
      lineCount: parsed.lineCount,
      ruleCount: parsed.rules.length,
      groupCount: parsed.groups.length,
      sitemapCount: parsed.sitemaps.length,
      sitemapSite: sitemapsSite(parsed.sitemaps) ?? '',
      byteLength: parsed.byteLength,
      sizeLimitLine: parsed.sizeLimit ? parsed.sizeLimit.line : 0,
      sizeLimitApplies: googlebotCut(parsed) !== null,
      kindsCut: diagnostics.reduce((n, d) => n + (d.code === 'too-many-diagnostics' ? 1 : 0), 0),
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
 * A line's bytes that read as another encoding (`encodedBytes`: one finding spans them all) mark
 * only the bytes that are not UTF-8: an ASCII second byte, or a pair that reads as UTF-8 by
 * chance, is no invalid character.
 */
export function invalidCharSpans(text: string, diagnostics: readonly Diagnostic[]): Int32Array {
  const out: number[] = [];
  for (const d of diagnostics) {
    if (d.code !== 'invalid-char') continue;
    const onlyBytes = d.say.key === 'encodedBytes';
    for (let pos = d.from; pos < d.to && out.length < MAX_INVALID_CHARS * 2; ) {
      const cp = text.codePointAt(pos) ?? 0;
      const width = cp > 0xffff ? 2 : 1;
      if (!onlyBytes || isEscapedByte(cp)) out.push(pos, pos + width);
      pos += width;
    }
  }
  return Int32Array.from(out);
}

/** One URL for one crawler, as a result row says it: the URL as a browser requests it (core requestUrl). */
export function checkRow(parsed: ParsedRobots, crawler: NamedCrawler, written: string): RowResult {
  const cut = googlebotCut(parsed);
  const url = requestUrl(written);
  const r = checkCrawler(parsed, crawler, url);
  // Line numbers, groups and rule indices of a size-limited answer are the view's.
  const read = r.sizeLimited ? googlebotView(parsed) : parsed;
  return {
    url: written,
    allowed: r.allowed,
    line: r.line,
    ...ruleOf(read, r.line, r.sizeLimited ? cutSplit(parsed) : 0),
    path: r.path,
    agent: r.agent,
    reason: r.reason,
    tieBreak: r.tieBreak,
    groupLines: r.groups.map((g) => read.groups[g]?.startLine ?? 0),
    matchCount: r.matches.length,
    crawler: r.crawler,
    crawlerRule: r.crawlerRule,
    chain: r.chain,
    decidedBy: r.decidedBy,
    allowLines: crawlerSaid(r).allowLines,
    governed: r.robots !== 'no',
    sizeLimited: r.sizeLimited,
    ruleCut: cut !== null && r.sizeLimited && r.line === cut.line && cut.offset < parsed.lines.to[r.line - 1],
    wholeFile: r.sizeLimited ? wholeFileAnswer(parsed, crawler, url, r) : null,
  };
}

/** Google's library on the whole file, where it answers otherwise than Googlebot (`cut`). */
function wholeFileAnswer(parsed: ParsedRobots, crawler: NamedCrawler, url: string, cut: CheckResult): RowResult['wholeFile'] {
  const whole = checkCrawler(parsed, crawler, url, { wholeFile: true });
  if (whole.allowed === cut.allowed && whole.line === cut.line) return null;
  return { allowed: whole.allowed, line: whole.line, ruleText: ruleOf(parsed, whole.line).ruleText };
}

/** What the editor draws from a parse; `parsed` says whether it is new (else the page has it). */
export function analysisOf(
  c: ParseCache, at: { seq: number; docId: DocId; docVersion: number }, parsed: boolean, elapsed: number,
): AnalysisResponse {
  return {
    type: 'analysis',
    ...at,
    parsed,
    diagnostics: shownDiagnostics(c.diagnostics),
    diagnosticTotal: c.diagnostics.length,
    counts: c.counts,
    // Copies go across (transferred, not cloned); the cache keeps its own arrays.
    outOfGroup: c.outOfGroup.slice(),
    invalidChars: c.invalidChars.slice(),
    readEnd: c.readEnd,
    groups: c.groups,
    stats: c.stats,
    elapsed,
  };
}

/**
 * The first MAX_DIAGNOSTICS diagnostics, and always the core's notes of what it left out
 * (`too-many-diagnostics`, at the end of the text): the page tells the person to look there.
 */
export function shownDiagnostics(all: Diagnostic[]): Diagnostic[] {
  if (all.length <= MAX_DIAGNOSTICS) return all;
  const notes = all.filter((d) => d.code === 'too-many-diagnostics');
  return [...all.filter((d) => d.code !== 'too-many-diagnostics').slice(0, MAX_DIAGNOSTICS - notes.length), ...notes];
}
