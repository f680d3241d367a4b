/**
 * checkColumns with each crawler under its own reading (readings.ts): the matrix of the app's
 * grid. Each parse is checked once, for all the crawlers read with it: each reading's, and for
 * the crawlers whose answer is in doubt the other readings' (readings.ts otherReadings: Google's,
 * on a file over 500 KiB the crawler's own reading of its first 512,000 bytes, the file's bytes
 * read otherwise: its BOM kept, or UTF-16 decoded), so
 * a parse costs one checkColumns whatever the number of crawlers (crawlers that obey the same
 * groups still share their answers inside it). The answers are checkAsRead's, cell for cell
 * (readColumns.test.ts).
 */
import { checkColumns, type ColumnAnswer } from './checkColumns.ts';
import type { ColumnMemory } from './columnMemory.ts';
import type { Crawler } from './crawlerCheck.ts';
import { LENIENT_READING } from './profiles/index.ts';
import { asideFor, otherReadings, pathsEscape, readingFor, type CrawlerReading, type OtherReading, type Parses, type ReadingChoice } from './readings.ts';
import type { ParsedRobots, ReadingId } from './types.ts';

/** Another reading's answers for a crawler: why it would differ (and how its lines are the file's), and its column. */
export interface OtherColumn extends Omit<OtherReading, 'parsed'> {
  answer: ColumnAnswer;
}

export interface ReadColumns {
  /** Per crawler: its answers under its reading. */
  answers: ColumnAnswer[];
  /** Per crawler: that reading, and why. */
  readings: CrawlerReading[];
  /**
   * Per crawler: the other readings' answers, in otherReadings' order (none for Google's reading,
   * or one forced). "Readings disagree" where one's
   * `allowed` differs from `answers`: the first such is the doubt (checkAsRead's `lenient`).
   */
  others: OtherColumn[][];
}

/** Per reading: the compared path of each URL (comparedPaths), and optionally the memory kept with them. */
export interface ReadPaths {
  paths: (profile: ReadingId) => readonly string[];
  memory?: (profile: ReadingId) => ColumnMemory;
}

/**
 * `beat` is called before and after each reading's parse and check: a worker's heartbeat
 * (worker/heartbeat.ts), since a reading first asked for parses the whole file, seconds for 30 MB.
 */
export function checkReadColumns(parses: Parses, crawlers: readonly Crawler[], choice: ReadingChoice, at: ReadPaths, beat: () => void = () => {}): ReadColumns {
  const readings = crawlers.map((c) => readingFor(c, choice));
  const answers = new Array<ColumnAnswer>(crawlers.length);
  const others: OtherColumn[][] = crawlers.map(() => []);
  // Per parse, the crawlers it answers: [index, which other reading of the crawler's (-1: its own answer)].
  const work = new Map<ParsedRobots, [number, number][]>();
  const add = (parsed: ParsedRobots, i: number, slot: number) => {
    const list = work.get(parsed);
    if (list) list.push([i, slot]);
    else work.set(parsed, [[i, slot]]);
  };
  // Google's compared paths are the URLs' as written: whether a % is in them, asked once for every crawler.
  let escape: boolean | undefined;
  const escapes = () => (escape ??= pathsEscape(at.paths(LENIENT_READING)));
  const asked: OtherReading[][] = readings.map((r, i) => {
    beat();
    add(parses(r.profile), i, -1);
    beat();
    const list = otherReadings(parses, r, escapes);
    beat();
    list.forEach((other, slot) => { if (other.parsed) add(other.parsed, i, slot); });
    return list;
  });
  for (const [parsed, list] of work) {
    beat();
    // The memory is kept per profile for its parse of the whole file, not for Googlebot's view of it.
    const whole = parses(parsed.profile) === parsed;
    const cols = checkColumns(parsed, list.map(([i]) => crawlers[i]), at.paths(parsed.profile), whole ? at.memory?.(parsed.profile) : undefined);
    beat();
    list.forEach(([i, slot], k) => {
      if (slot < 0) answers[i] = cols[k];
      else others[i][slot] = { cause: asked[i][slot].cause, written: asked[i][slot].written, quoteWritten: asked[i][slot].quoteWritten, answer: cols[k] };
    });
  }
  asked.forEach((list, i) => list.forEach((other, slot) => {
    if (!other.parsed) others[i][slot] = { cause: other.cause, answer: unreadColumn(answers[i]) };
  }));
  return { answers, readings, others };
}

/** The column of a reading with no parse (readings.ts OtherReading, unreadAnswer): the opposite of every answer, by no line. */
function unreadColumn(mine: ColumnAnswer): ColumnAnswer {
  return { ...mine, allowed: mine.allowed.map((a) => 1 - a), line: new Int32Array(mine.line.length) };
}

/**
 * Of a crawler's other columns (otherReadings), the one whose answer for row `i` is its doubt
 * (checkAsRead's `lenient`): the first that answers otherwise; `path` is the row's compared path
 * under the crawler's own reading.
 */
export function doubtAt(others: readonly OtherColumn[], mine: ColumnAnswer, i: number, path: string): OtherColumn | undefined {
  return asideFor(path) ? undefined : others.find((o) => o.answer.allowed[i] !== mine.allowed[i]);
}
