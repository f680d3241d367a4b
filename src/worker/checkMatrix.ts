/**
 * Every crawler × every URL of one document, as columns of typed arrays (state/matrix.ts says
 * why not an object per cell): a byte of verdict and an int of deciding line per cell, the text
 * of each deciding line once. Each crawler is read once (core crawlerFor), given its reading
 * (core readingFor: the one forced, or the one its operator documents) and checked with its
 * documented semantics (fallback chains, crawlers that ignore `*`) a column at a time (core
 * checkReadColumns: one checkColumns per reading, each crawler resolved once per parse and each
 * URL's path read once per list and reading, UrlPaths, which the caller keeps across keystrokes,
 * and with it the last parse's answers: a column whose rules a keystroke left alone is not
 * worked out again).
 */
import {
  answerLine, baseOf, chainTried, checkReadColumns, doubtAt, crawlerFacts, crawlerFor, crawlerNoteCodes, CRAWLER_RULES, cutSplit, ruleTextOnLine, DOUBT_CAUSES, parsesOf, PROFILES, ruleOf, VERDICT,
  type ColumnAnswer, type CrawlerReading, type NamedCrawler, type OtherColumn, type ParsedRobots, type Parses, type Profile, type ReadingChoice,
} from '../core/index.ts';
import { blankEndingGroup } from '../core/groupJoin.ts';
import { CUT_SHORT, type CheckColumn, type CheckResponse, type CutRule } from './protocol.ts';
import { UrlPaths } from './urlPaths.ts';

export type MatrixPart = Pick<CheckResponse, 'columns' | 'verdict' | 'line' | 'profilesDisagree' | 'lenientLine' | 'lenientCause' | 'lenientTexts' | 'cutText' | 'blankLines' | 'ruleTexts' | 'rulesRead' | 'cutRule' | 'groupLine' | 'reason'>;

const { allowed: ALLOWED, blocked: BLOCKED, ungoverned: UNGOVERNED } = VERDICT;

export interface MatrixOptions {
  /** Each crawler's reading, or one for all; by default the parse's own profile for all. */
  choice?: ReadingChoice;
  /** The text under every reading, made as asked; by default from `parsed`. */
  parses?: Parses;
  /** Also answer under every other profile, for "profiles disagree" (app/checkPlan.ts says when). */
  compareProfiles?: boolean;
  /** Called as the work goes (each reading's columns, each column's cells): the worker's heartbeat.ts. */
  beat?: () => void;
}

/** `parsed` is the document under its file reading (core fileReading): the texts of deciding lines come from it. */
export function checkMatrix(parsed: ParsedRobots, crawlers: readonly string[], urls: UrlPaths | readonly string[], options: MatrixOptions = {}): MatrixPart {
  const list = urls instanceof UrlPaths ? urls : new UrlPaths(urls);
  const parses = options.parses ?? parsesOf(parsed.text, parsed);
  const rows = list.urls.length;
  const read = crawlers.map((c) => crawlerFor(c));
  const width = read.length;
  const verdict = new Uint8Array(rows * width);
  const line = new Int32Array(rows * width);
  const groupLine = new Int32Array(rows * width);
  const reason = new Uint8Array(rows * width);
  const ruleTexts: Record<number, string> = {};
  const rulesRead: Record<number, string> = {};
  const texted = new Uint8Array(parsed.lineCount + 1);
  let cutRule: CutRule | undefined;
  const text = (n: number, col: ColumnAnswer) => {
    // A size-limited answer reads the view, cut short on the line of the cut: there its text is
    // its own, not the line's, which a reading that reads on has whole (review16 §8).
    if (n > 0 && col.sizeLimited && n === parsed.sizeLimit?.line) {
      cutRule ??= { line: n, shown: ruleTextOf(parsed, n, col), read: ruleTextOnLine(col.read, n) };
    } else if (n > 0 && texted[n] === 0) {
      texted[n] = 1;
      ruleTexts[n] = ruleTextOf(parsed, n, col);
      // The rule as the column's reading reads it (Google's reads `Dissallow: /x` as `Disallow: /x`).
      rulesRead[n] = ruleTextOnLine(col.read, n);
    }
  };
  const beat = options.beat ?? (() => {});
  const { answers, readings, others } = checkReadColumns(parses, read, options.choice ?? baseOf(parsed.profile), {
    paths: (p) => list.of(p), memory: (p) => list.memory(p),
  }, beat);
  beat();
  answers.forEach((col, j) => {
    beat();
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
      text(n, col);
    }
  });
  const { lenientLine, lenientCause, lenientTexts, cutText, blankLines } = doubts(parsed, answers, others, (j) => list.of(readings[j].profile), rows, (j) => read[j].chain);
  beat();
  const profilesDisagree = options.compareProfiles ? disagreements(parses, read, list, answers, beat) : new Uint8Array(0);
  return {
    columns: read.map((c, j) => column(crawlers[j], c, readings[j], answers[j])), verdict, line, profilesDisagree,
    lenientLine, lenientCause, lenientTexts, cutText, blankLines, ruleTexts, rulesRead, ...(cutRule && { cutRule }), groupLine, reason,
  };
}

/**
 * Per cell of a crawler other readings are asked for (core otherReadings), its doubt (core doubtAt:
 * checkAsRead's `lenient`): the other reading's deciding line, of the file as written (0: no rule;
 * -1 elsewhere), why it differs (an index into
 * DOUBT_CAUSES, with CUT_SHORT where that line is the line of the 500 KiB cut read cut short),
 * and each such line's text as read whole, or cut short (`cutText`); for a blank line after
 * User-agent, that line (`blankLines`). Empty where no other reading
 * is asked. `paths(j)`: the compared paths under crawler j's own reading; `chain(j)`: its tokens.
 */
function doubts(
  parsed: ParsedRobots, answers: ColumnAnswer[], others: OtherColumn[][], paths: (j: number) => readonly string[], rows: number, chain: (j: number) => readonly string[],
): Pick<MatrixPart, 'lenientLine' | 'lenientCause' | 'lenientTexts' | 'cutText' | 'blankLines'> {
  const lenientTexts: Record<number, string> = {};
  const blankLines: Record<number, number> = {};
  let cutText = '';
  if (others.every((o) => o.length === 0)) return { lenientLine: new Int32Array(0), lenientCause: new Uint8Array(0), lenientTexts, cutText, blankLines };
  const width = answers.length;
  const lenientLine = new Int32Array(rows * width).fill(-1);
  const lenientCause = new Uint8Array(rows * width);
  others.forEach((theirs, j) => {
    if (theirs.length === 0) return;
    const at = paths(j);
    const own = answers[j];
    for (let i = 0; i < rows; i++) {
      const other = doubtAt(theirs, own, i, at[i]);
      if (!other) continue;
      const said = answerLine(parsed, other.answer.read, other.answer.line[i], other, other.answer.allowed[i] === 1);
      const n = said.line;
      lenientLine[i * width + j] = n;
      lenientCause[i * width + j] = DOUBT_CAUSES.indexOf(other.cause) | (said.cutShort ? CUT_SHORT : 0);
      if (said.cutShort) cutText = said.rule;
      else if (n > 0 && !(n in lenientTexts)) lenientTexts[n] = said.rule;
      const key = own.line[i] * width + j;
      if (other.cause === 'blank-line' && !(key in blankLines)) blankLines[key] = blankEndingGroup(own.read, own.groups, own.line[i], chain(j));
    }
  });
  return { lenientLine, lenientCause, lenientTexts, cutText, blankLines };
}

/** 1 at each cell where another profile answers otherwise (allowed or not) than the crawler's own reading. */
function disagreements(parses: Parses, crawlers: NamedCrawler[], list: UrlPaths, ours: ColumnAnswer[], beat: () => void): Uint8Array {
  const width = crawlers.length;
  const out = new Uint8Array(list.urls.length * width);
  for (const profile of PROFILES) {
    // checkColumns again, for every crawler: the readings' own columns are not kept apart by profile.
    // Each profile parses the whole file the first time: seconds for 30 MB, so the heartbeat goes on.
    checkColumnsOf(parses, profile, crawlers, list, beat).forEach((theirs, j) => {
      const mine = ours[j].allowed;
      for (let i = 0; i < mine.length; i++) if (theirs.allowed[i] !== mine[i]) out[i * width + j] = 1;
    });
  }
  return out;
}

function checkColumnsOf(parses: Parses, profile: Profile, crawlers: NamedCrawler[], list: UrlPaths, beat: () => void): ColumnAnswer[] {
  return checkReadColumns(parses, crawlers, profile, { paths: (p) => list.of(p), memory: (p) => list.memory(p) }, beat).answers;
}

/** The deciding line's rule; a size-limited answer's line is Googlebot's view's, the line of the cut read cut short. */
function ruleTextOf(parsed: ParsedRobots, line: number, col: ColumnAnswer): string {
  return (col.sizeLimited ? ruleOf(col.read, line, cutSplit(parsed)) : ruleOf(parsed, line)).ruleText;
}

function column(name: string, c: NamedCrawler, reading: CrawlerReading, answer: ColumnAnswer): CheckColumn {
  const facts = crawlerFacts({ read: answer.read, groups: answer.groups, crawler: c });
  return {
    name, token: c.token, chain: chainTried(c), reading: reading.profile, notes: crawlerNoteCodes(c.info), facts, readingWhy: reading.why, robotsTxt: answer.robotsTxt,
    ...(answer.sizeLimited && { readsCut: true }),
  };
}
