/**
 * The release workbench's view model (issue 11): every tested URL × every chosen crawler, as
 * the grid, the summaries, the filters and the exports read it. Columnar typed arrays, not an
 * object per cell: 100,000 URLs × 10 crawlers is a million cells, and one object each would
 * cost the main thread hundreds of megabytes and seconds of garbage collection.
 *
 * Views read this, never the worker's wire types (STYLE.md); the app controller builds it
 * from worker results.
 */
import {
  CRAWLER_RULES, DOUBT_CAUSES, fileDecides, VERDICT, type CrawlerNote, type JsonValue, type LenientRecord, type Profile, type ReadingWhy, type ResultRecord, type Verdict,
} from '../core/index.ts';
import type { FileOrigin, FlaggedLine } from '../core/urlList.ts';
import { CUT_SHORT, type CutRule } from '../worker/protocol.ts';
import type { ColumnSummary } from '../worker/matrixFacts.ts';

/** One chosen crawler, as the person named it and as the engine read it. */
export interface MatrixColumn {
  /** What the person entered: a preset, a token or a whole User-Agent header. */
  name: string;
  /** The product token the engine read from it (core checkCrawler's `crawler`). */
  token: string;
  /** The token chain actually tried, `*` last when the crawler reads it. */
  chain: string[];
  /** How the file was read for this crawler; absent in data made before it was sent. */
  reading?: Profile;
  /** What the registry adds to its verdicts, as codes (core crawlerNoteCodes). */
  notes?: CrawlerNote[];
  /** What the result columns read from its groups (core crawlerFacts). */
  facts?: Readonly<Record<string, JsonValue>>;
  /** Why that reading (core readingFor): forced by the person, documented, or the standard for want of either. */
  readingWhy?: ReadingWhy;
  /** It reads only the first 512,000 bytes of a file over 500 KiB: on the line of the cut its rule is MatrixData.cutRule's. */
  readsCut?: boolean;
  /** The rows (ascending) allowed whatever the rules say, no line deciding: /robots.txt itself under a reading that always allows it (core ColumnAnswer.robotsTxt). */
  robotsTxt?: readonly number[];
}

export interface MatrixData {
  /** The document and inputs versions this answers; stale data is never shown as current. */
  docVersion: number;
  inputsVersion: number;
  /** The URLs tested, in the order of the list (flagged and duplicate lines left out). */
  urls: readonly string[];
  columns: readonly MatrixColumn[];
  /** Row-major: the cell of URL i and crawler j is at i * columns.length + j. Each a core VERDICT code. */
  verdict: Uint8Array;
  /** The deciding line of each cell, 0 when no rule decided. */
  line: Int32Array;
  /**
   * Per cell, 1 when another profile (rfc9309, draft1996) answers otherwise (the
   * "profiles disagree" filter); empty when not computed.
   */
  profilesDisagree: Uint8Array;
  /**
   * Per cell, the first line of the first group that applied (core CheckResult.groups), 0 when
   * none did; absent or empty when not computed. The exports' `group` column (issue 11 §4).
   */
  groupLine?: Int32Array;
  /**
   * Per cell, which of the crawler's documented rules chose the groups: an index into
   * CELL_REASONS (core CrawlerCheck.crawlerRule); absent or empty when not computed. The exports' `reason`.
   */
  reason?: Uint8Array;
  /**
   * "Readings disagree" (issue 29 §1): per cell of a crawler other readings are asked for (core
   * otherReadings), the deciding line (0: no rule) of the first whose verdict differs, else -1;
   * absent or empty when none is asked for any crawler.
   */
  lenientLine?: Int32Array;
  /** Per cell where `lenientLine` is set, why: an index into core DOUBT_CAUSES, with CUT_SHORT (worker/protocol.ts). */
  lenientCause?: Uint8Array;
  /** The text of each line of `lenientLine` read whole. */
  lenientTexts?: Readonly<Record<number, string>>;
  /** The line of the 500 KiB cut read cut short, where a cell's other reading reads it so. */
  cutText?: string;
  /** A blank line after User-agent in doubt: that line, by the cell's own deciding line and column (worker/protocol.ts CheckResponse.blankLines). */
  blankLines?: Readonly<Record<number, number>>;
  /** The text of every deciding line that occurs (Google's lenient ones too), cut as protocol MAX_RULE_TEXT cuts it. */
  ruleTexts: Readonly<Record<number, string>>;
  /**
   * Each deciding line's rule as the reading that decided with it reads it (core ruleText): a
   * line retyped `Dissallow` that Google still reads is, for Googlebot, the same rule as before.
   * The compare view compares these, as `robotscope diff` does; `ruleTexts` is what a row shows.
   */
  rulesRead: Readonly<Record<number, string>>;
  /** The line of the cut as a column that reads only that far (MatrixColumn.readsCut) has it (protocol CutRule); cellRule reads it. */
  cutRule?: CutRule;
  /**
   * Each URL's facts and each crawler's counts (worker/matrixFacts.ts) as the worker read them
   * from these cells; absent when the cells are not the worker's (withNoFile): state/matrixView.ts reads them then.
   */
  rowFacts?: Uint8Array;
  summaries?: ColumnSummary[];
  /** Set when the verdicts are a fetch's that found no file (withNoFile), not the text's. */
  noFile?: NoFileOutcome;
  /** The list `urls` were read from, when known: the exports list what was not tested. */
  list?: ListFacts;
}

/**
 * What the reading of the list that gave MatrixData.urls (the worker's, app/listRows.ts) says beside them:
 * the lines not tested, with why (no URL, another site than the file's), and where each tested
 * URL stands in the list, so that an export lists every line in the list's order, as the URL
 * field does, and grades none that the grid does not.
 */
export interface ListFacts {
  /** The file's site (core fileOrigin). */
  site: FileOrigin;
  /** The 1-based list line of each of MatrixData.urls. */
  lines: ArrayLike<number>;
  /** The first lines not tested, with why (all of them, or the worker's first FLAGGED_SENT). */
  flagged: readonly FlaggedLine[];
  /** How many lines are not tested. */
  notTested: number;
  /**
   * The list's text and the Origin field's origin it was read with, when `flagged` does not hold
   * every line not tested: an export reads them all from it (state/exportRows.ts everyFlagged).
   */
  read: { text: string; origin: string } | null;
}

/** The facts of a list read whole on the page (core readUrlList): every line not tested is at hand. */
export function wholeListFacts(read: { site: FileOrigin; lines: ArrayLike<number>; flagged: readonly FlaggedLine[] }): ListFacts {
  const { site, lines, flagged } = read;
  return { site, lines, flagged, notTested: flagged.length, read: null };
}

/** A fetch that found no robots.txt to read, and what crawlers do about it (core concludeFetch). */
export interface NoFileOutcome {
  /** The robots.txt asked for. */
  robotsUrl: string;
  /** allow-all (4xx: no file) or disallow-all (5xx, 429, unreachable). */
  allowed: boolean;
  /** concludeFetch's sentence: what happened and what a crawler does. */
  reason: string;
}

/**
 * `data` as crawlers answer when the fetch found no file (RFC 9309 2.3.1.3-4): every cell
 * allowed, or every cell disallowed, no line deciding; a crawler robots.txt does not govern
 * stays not governed. The URLs and crawlers are the person's, the verdicts the outcome's.
 */
export function withNoFile(data: MatrixData, noFile: NoFileOutcome | null): MatrixData {
  if (noFile === null) return data;
  const verdict = data.verdict.map((v) => (v === VERDICT.ungoverned ? v : noFile.allowed ? VERDICT.allowed : VERDICT.blocked));
  return {
    ...data, verdict, line: new Int32Array(verdict.length), profilesDisagree: new Uint8Array(0), lenientLine: undefined, groupLine: undefined, reason: undefined, ruleTexts: {}, rulesRead: {}, cutRule: undefined, noFile,
    rowFacts: undefined, summaries: undefined,
  };
}

/** MatrixData.reason's values: a byte per cell, this table's index (the order is fixed: appended only). */
export const CELL_REASONS = CRAWLER_RULES;

/** The selected cell: row and column indexes into MatrixData.urls / columns. */
export interface CellRef {
  row: number;
  col: number;
}

/**
 * The one name a crawler goes by on the page and in its exports: the product token the engine
 * read, spelled as the registry documents it (`bingbot` for a typed `Bingbot`, `Googlebot` for
 * `GOOGLEBOT`, `Googlebot` for a whole User-Agent header), as its chip shows it; what was typed
 * when no token could be read. The typed name stays the column's key (expectations, links).
 */
export const columnName = (c: Pick<MatrixColumn, 'name' | 'token'>): string => c.token || c.name;

/** The crawlers a new session starts with (issue 11 §2). */
export const DEFAULT_CRAWLERS: readonly string[] = ['Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', 'PerplexityBot', '*'];

/**
 * The record of one cell (core ResultRecord), as every view and file reads a result: made when
 * asked, from the columns (an object per cell would cost a million objects). `profile` is the
 * reading of a column that does not say its own; `comparedAs` the row's core comparedPath, which
 * a caller going through many cells works out once per row.
 */
export function recordAt(data: MatrixData, cell: number, profile: Profile = 'google', comparedAs = ''): ResultRecord {
  const cols = data.columns.length;
  const column = data.columns[cell % cols];
  const line = data.line[cell];
  const reason = computed(data, data.reason) ? CELL_REASONS[data.reason[cell]] ?? null : null;
  const row = Math.floor(cell / cols);
  return {
    url: data.urls[row],
    crawler: columnName(column),
    verdict: data.verdict[cell] as ResultRecord['verdict'],
    line,
    rule: cellRule(data, cell, 'shown'),
    groupLine: computed(data, data.groupLine) ? data.groupLine[cell] : 0,
    crawlerRule: reason,
    chain: column.chain,
    reading: column.reading ?? profile,
    notes: column.notes ?? [],
    comparedAs,
    whyNotTested: '',
    facts: column.facts ?? {},
    lenient: lenientAt(data, cell),
    // The one tie-break the columns keep: why no line decided (core words noLineWords says it).
    ...(!data.noFile && hasRow(column.robotsTxt, row) ? { tieBreak: 'robots-txt' as const } : {}),
  };
}

/** Whether the ascending `rows` hold `row` (a log's list may hold /robots.txt many times). */
function hasRow(rows: readonly number[] | undefined, row: number): boolean {
  if (!rows || rows.length === 0) return false;
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid] === row) return true;
    if (rows[mid] < row) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * A cell's deciding rule as a row shows it (ruleTexts) or as its reading reads it (rulesRead, what
 * a comparison compares); on the line of the 500 KiB cut, a column that reads only that far has it
 * cut short (cutRule), a reading that reads on whole (review16 §8). '' where no line decided.
 */
export function cellRule(data: MatrixData, cell: number, as: 'shown' | 'read'): string {
  const line = data.line[cell];
  if (line <= 0) return '';
  const cut = data.cutRule;
  if (cut?.line === line && data.columns[cell % data.columns.length].readsCut) return cut[as];
  return (as === 'shown' ? data.ruleTexts : data.rulesRead)[line] ?? '';
}

/** The cell's lenient answer (MatrixData.lenientLine): the opposite verdict, by that line, where the file decides it. */
function lenientAt(data: MatrixData, cell: number): LenientRecord | null {
  const line = computed(data, data.lenientLine) ? data.lenientLine[cell] : -1;
  const verdict = data.verdict[cell] as Verdict;
  if (line < 0 || !fileDecides(verdict)) return null;
  const code = data.lenientCause?.[cell] ?? DOUBT_CAUSES.indexOf('lenient');
  const cutShort = (code & CUT_SHORT) !== 0;
  const rule = cutShort ? data.cutText ?? '' : line > 0 ? data.lenientTexts?.[line] ?? '' : '';
  const cause = DOUBT_CAUSES[code & ~CUT_SHORT] ?? 'lenient';
  const out: LenientRecord = { allowed: verdict !== VERDICT.allowed, line, rule, cutShort, cause };
  if (cause === 'blank-line') out.blankLine = data.blankLines?.[data.line[cell] * data.columns.length + (cell % data.columns.length)] ?? 0;
  return out;
}

/** A per-cell column that was worked out for this data (a fetch that found no file has none). */
const computed = <T extends ArrayLike<number>>(data: MatrixData, a: T | undefined): a is T => a !== undefined && a.length === data.verdict.length;

export function cellIndex(data: Pick<MatrixData, 'columns'>, cell: CellRef): number {
  return cell.row * data.columns.length + cell.col;
}

/**
 * Cells up to which the other two profiles are checked too ("profiles disagree"): each costs
 * two more checks, some 60 µs on a loaded laptop, so past this the column stays empty (not
 * computed) rather than slowing every keystroke.
 */
export const PROFILE_COMPARE_CELLS = 5000;

/** The selected cell, when the matrix on screen has it. */
export function selectedCell(data: MatrixData | null, cell: CellRef | null): { data: MatrixData; row: number; col: number } | null {
  if (!data || !cell || cell.row >= data.urls.length || cell.col >= data.columns.length) return null;
  return { data, row: cell.row, col: cell.col };
}
