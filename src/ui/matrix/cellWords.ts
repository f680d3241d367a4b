/**
 * The words of a matrix cell: its verdict (in words, never colour alone), its deciding line,
 * and the sentence the live region announces when the cell is selected.
 */
import { ASSUMED_WORDS, assumedNote, NO_RULE_MATCHED, noLineWords, VERDICT, VERDICT_WORDS, type ResultRecord, type Verdict } from '../../core/index.ts';
import { cellIndex, columnName, recordAt, type MatrixData } from '../../state/matrix.ts';
import { BARE, lenientHint, profileName, type ReadingWhy } from '../../core/index.ts';
import type { MatrixColumn } from '../../state/matrix.ts';

export { VERDICT_WORDS };

export const VERDICT_CLASS: Record<Verdict, string> = {
  [VERDICT.blocked]: 'is-blocked',
  [VERDICT.allowed]: 'is-allowed',
  [VERDICT.ungoverned]: 'is-ungoverned',
  [VERDICT.untested]: 'is-untested',
};

export interface CellWords {
  verdict: Verdict;
  word: string;
  /** The deciding line, 0 when no rule decided. */
  line: number;
  /** The deciding rule's text ('' when no rule decided). */
  rule: string;
  /** Why no line decided, in a few words (core noLineWords), where none did; else ''. */
  noLine: string;
  /** Why every cell has its verdict when a fetch found no file (MatrixData.noFile), else ''. */
  noFile: string;
  /** Where the crawler's reading and another disagree: core lenientHint's sentence, else ''. */
  readings: string;
  /** The crawler is not in the registry, read as its operator's robot by its name (core ASSUMED_WORDS): the verdict rests on that. */
  assumed: boolean;
}

/** A cell's few words when a fetch found no file: 404 and the like, or an unreachable server. */
export const noFileWords = (allowed: boolean): string => (allowed ? 'no robots.txt' : 'robots.txt unreachable');

export function cellWords(data: MatrixData, row: number, col: number): CellWords {
  return recordWords(recordAt(data, cellIndex(data, { row, col })), data.noFile?.reason ?? '');
}

/** The words of a check's record (core ResultRecord), wherever it comes from: a grid cell, a version of the timeline. */
export function recordWords(r: ResultRecord, noFile = ''): CellWords {
  return {
    verdict: r.verdict, word: VERDICT_WORDS[r.verdict], line: r.line, rule: r.rule, noLine: r.line > 0 ? '' : noLineWords(r), noFile, readings: readingsWords(r),
    assumed: r.notes.includes('assumed'),
  };
}

/**
 * The cell's lenient answer (core ResultRecord.lenient) in core lenientHint's sentence, else '':
 * plain text (a title on hover, an announcement), so its quotes (the rule, the characters and
 * tokens its why names) are bare (core BARE), not in Markdown's backticks; the timeline shows the
 * same words with them as code.
 */
function readingsWords(r: ResultRecord): string {
  return r.lenient ? lenientHint(r.verdict === VERDICT.allowed, r.reading, r.lenient, BARE) : '';
}

/** What follows the verdict word: " by line 4", or why no line decided. */
export function decidedBy(w: CellWords): string {
  if (w.verdict === VERDICT.ungoverned) return `: robots.txt does not govern this crawler${w.line > 0 ? ` (line ${w.line} would apply)` : ''}`;
  if (w.noFile) return `: ${w.noFile}`;
  if (w.line > 0) return ` by line ${w.line}`;
  if (w.noLine !== NO_RULE_MATCHED) return `: ${w.noLine}`;
  return w.verdict === VERDICT.allowed ? `: ${NO_RULE_MATCHED}, and what no rule blocks is allowed` : `: ${NO_RULE_MATCHED}`;
}

/**
 * A check's answer as the grid's cell says it (decidedBy: the crawler's own reason where no line
 * decides), with the deciding rule; the compare list's sides and the timeline's versions say it so:
 * "Blocked by line 9: Disallow: /check", "Allowed: AdsBot-Google ignores the * group, and no group
 * names it", "Not governed: robots.txt does not govern this crawler".
 */
export function sideWords(w: CellWords): string {
  const rule = w.line > 0 && w.rule && w.verdict !== VERDICT.ungoverned ? `: ${w.rule}` : '';
  return `${w.word}${decidedBy(w)}${rule}`;
}

/** "Googlebot, /private/: Blocked by line 4 (Disallow: /private/)", and where the readings disagree or the crawler is assumed, that too. */
export function cellAnnouncement(data: MatrixData, row: number, col: number): string {
  const w = cellWords(data, row, col);
  const rule = w.rule && w.verdict !== VERDICT.ungoverned ? ` (${w.rule})` : '';
  const crawler = columnName(data.columns[col]);
  const doubt = `${w.readings ? `. Readings disagree: ${w.readings}` : ''}${w.assumed ? `. ${assumedNote(crawler)}` : ''}`;
  return `${crawler}, ${data.urls[row]}: ${w.word}${decidedBy(w)}${rule}${doubt}`;
}

const READING_WHY: Record<Exclude<ReadingWhy, 'forced'>, string> = {
  documented: 'as its operator documents',
  undocumented: 'RFC 9309: its operator documents no other reading',
  assumed: ASSUMED_WORDS,
};

/** A column header's title: the crawler as named, and the reading its cells come from unless one was forced for all. */
export function columnTitle(c: MatrixColumn): string {
  if (!c.reading || c.readingWhy === 'forced') return c.name;
  const why = READING_WHY[c.readingWhy ?? 'undocumented'];
  return `${c.name}: read as ${profileName(c.reading)} (${why})`;
}

/** At the header's edge, the crawler columns out of sight on that side: "2 more →", "← 1 more". */
export const moreColumnsWords = (n: number, side: 'left' | 'right') => (side === 'right' ? `${n} more →` : `← ${n} more`);
