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
  answerLine, chainTried, checkReadColumns, crawlerFacts, crawlerFor, crawlerNoteCodes, CRAWLER_RULES, cutSplit, DOUBT_CAUSES, parsesOf, PROFILES, ruleOf, VERDICT,
  type ColumnAnswer, type CrawlerReading, type NamedCrawler, type OtherColumn, type ParsedRobots, type Parses, type ReadingChoice,
} from '../core/index.ts';
import type { CheckColumn, CheckResponse } from './protocol.ts';
import { UrlPaths } from './urlPaths.ts';

export type MatrixPart = Pick<CheckResponse, 'columns' | 'verdict' | 'line' | 'profilesDisagree' | 'lenientLine' | 'lenientCause' | 'lenientTexts' | 'cutLine' | 'ruleTexts' | 'groupLine' | 'reason'>;

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
  const texted = new Uint8Array(parsed.lineCount + 1);
  const text = (n: number, col: ColumnAnswer) => {
    if (n > 0 && texted[n] === 0) {
      texted[n] = 1;
      ruleTexts[n] = ruleTextOf(parsed, n, col);
    }
  };
  const beat = options.beat ?? (() => {});
  const { answers, readings, others } = checkReadColumns(parses, read, options.choice ?? parsed.profile, {
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
  const { lenientLine, lenientCause, lenientTexts } = doubts(parsed, answers, others, rows);
  beat();
  const profilesDisagree = options.compareProfiles ? disagreements(parses, read, list, answers, beat) : new Uint8Array(0);
  return {
    columns: read.map((c, j) => column(crawlers[j], c, readings[j], answers[j])), verdict, line, profilesDisagree,
    lenientLine, lenientCause, lenientTexts, cutLine: parsed.sizeLimit?.line ?? 0, ruleTexts, groupLine, reason,
  };
}

/**
 * Per cell of a cross-checked crawler, the first other reading whose verdict differs from its
 * own (core checkAsRead's `lenient`): its deciding line (0: no rule; -1 elsewhere), why it
 * differs (an index into DOUBT_CAUSES), and each such line's text as that reading reads it.
 * Empty where no crawler is cross-checked.
 */
function doubts(parsed: ParsedRobots, answers: ColumnAnswer[], others: OtherColumn[][], rows: number): Pick<MatrixPart, 'lenientLine' | 'lenientCause' | 'lenientTexts'> {
  const lenientTexts: Record<number, string> = {};
  if (others.every((o) => o.length === 0)) return { lenientLine: new Int32Array(0), lenientCause: new Uint8Array(0), lenientTexts };
  const width = answers.length;
  const lenientLine = new Int32Array(rows * width).fill(-1);
  const lenientCause = new Uint8Array(rows * width);
  others.forEach((theirs, j) => {
    const mine = answers[j].allowed;
    for (let i = 0; i < rows; i++) {
      const other = theirs.find((o) => o.answer.allowed[i] !== mine[i]);
      if (!other) continue;
      const n = other.answer.line[i];
      lenientLine[i * width + j] = n;
      lenientCause[i * width + j] = DOUBT_CAUSES.indexOf(other.cause);
      // Every other reading of a file over 500 KiB reads Googlebot's view: a line has one text among them.
      if (n > 0 && !(n in lenientTexts)) lenientTexts[n] = answerLine(parsed, other.answer.read, n, other.cause, other.answer.allowed[i] === 1).rule;
    }
  });
  return { lenientLine, lenientCause, lenientTexts };
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

function checkColumnsOf(parses: Parses, profile: ParsedRobots['profile'], crawlers: NamedCrawler[], list: UrlPaths, beat: () => void): ColumnAnswer[] {
  return checkReadColumns(parses, crawlers, profile, { paths: (p) => list.of(p), memory: (p) => list.memory(p) }, beat).answers;
}

/** The deciding line's rule; a size-limited answer's line is Googlebot's view's, the line of the cut read cut short. */
function ruleTextOf(parsed: ParsedRobots, line: number, col: ColumnAnswer): string {
  return (col.sizeLimited ? ruleOf(col.read, line, cutSplit(parsed)) : ruleOf(parsed, line)).ruleText;
}

function column(name: string, c: NamedCrawler, reading: CrawlerReading, answer: ColumnAnswer): CheckColumn {
  const facts = crawlerFacts({ read: answer.read, groups: answer.groups, crawler: c });
  return { name, token: c.token, chain: chainTried(c), reading: reading.profile, notes: crawlerNoteCodes(c.info), facts, readingWhy: reading.why };
}
