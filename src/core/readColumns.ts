/**
 * checkColumns with each crawler under its own reading (readings.ts): the matrix of the app's
 * grid. Each reading's parse is checked once, for all the crawlers read with it, and Google's
 * also for the crawlers whose RFC 9309 answer it cross-checks, so a reading costs one
 * checkColumns whatever the number of crawlers (crawlers that obey the same groups still share
 * their answers inside it). The answers are checkAsRead's, cell for cell (readColumns.test.ts).
 */
import { checkColumns, type ColumnAnswer } from './checkColumns.ts';
import type { ColumnMemory } from './columnMemory.ts';
import type { Crawler } from './crawlerCheck.ts';
import { LENIENT_READING } from './profiles/index.ts';
import { crossChecked, readingFor, type CrawlerReading, type Parses, type ReadingChoice } from './readings.ts';
import type { Profile } from './types.ts';

export interface ReadColumns {
  /** Per crawler: its answers under its reading. */
  answers: ColumnAnswer[];
  /** Per crawler: that reading, and why. */
  readings: CrawlerReading[];
  /**
   * Per crawler: Google's lenient answers where the crawler's reading is cross-checked
   * (readings.ts crossChecked), else null. Compare `allowed` with `answers` for "readings disagree".
   */
  lenient: (ColumnAnswer | null)[];
}

/** Per reading: the compared path of each URL (comparedPaths), and optionally the memory kept with them. */
export interface ReadPaths {
  paths: (profile: Profile) => readonly string[];
  memory?: (profile: Profile) => ColumnMemory;
}

/**
 * `beat` is called before and after each reading's parse and check: a worker's heartbeat
 * (worker/heartbeat.ts), since a reading first asked for parses the whole file, seconds for 30 MB.
 */
export function checkReadColumns(parses: Parses, crawlers: readonly Crawler[], choice: ReadingChoice, at: ReadPaths, beat: () => void = () => {}): ReadColumns {
  const readings = crawlers.map((c) => readingFor(c, choice));
  const answers = new Array<ColumnAnswer>(crawlers.length);
  const lenient = new Array<ColumnAnswer | null>(crawlers.length).fill(null);
  // Per reading, the crawlers it answers: [index, for the crawler's own answer (else the lenient one)].
  const work = new Map<Profile, [number, boolean][]>();
  const add = (profile: Profile, i: number, own: boolean) => {
    const list = work.get(profile);
    if (list) list.push([i, own]);
    else work.set(profile, [[i, own]]);
  };
  readings.forEach((r, i) => {
    add(r.profile, i, true);
    if (crossChecked(r)) add(LENIENT_READING, i, false);
  });
  for (const [profile, list] of work) {
    beat();
    const parsed = parses(profile);
    beat();
    const cols = checkColumns(parsed, list.map(([i]) => crawlers[i]), at.paths(profile), at.memory?.(profile));
    beat();
    list.forEach(([i, own], k) => {
      if (own) answers[i] = cols[k];
      else lenient[i] = cols[k];
    });
  }
  return { answers, readings, lenient };
}
