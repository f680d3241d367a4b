/**
 * The operators' IP-range files opened with the URL sets (issue 25 §2: "where the person opens
 * an operator's IP-range file, requests are marked verified or spoofed"). Each is for the
 * crawler its file name names, as operators publish them (core crawlerOfRangesFile: googlebot.json
 * is Googlebot's), or the one the person chooses beside it. A file that is no range file is
 * refused whole (core readIpRanges: a range left out would call real crawlers spoofed).
 */
import { crawlerOfRangesFile, readIpRanges, type CrawlerRanges } from '../core/index.ts';
import type { UrlSetProblem } from '../core/urlSetProblem.ts';

/** What the page lists of a range file. */
export interface RangeFileSummary {
  id: number;
  name: string;
  /** The crawlers it speaks for: none until one is chosen, when its name names none. */
  crawlers: string[];
  prefixes: number;
}

/** A JSON file opened among the sets: `.json`, or text that opens an object (an operator's file saved under another name). */
export const isRangesFile = (name: string, text: string) => /\.json$/i.test(name) || /^\s*\{/.test(text.slice(0, 1024));

export function createRangeFiles() {
  const held: (CrawlerRanges & { id: number })[] = [];
  return {
    /** Reads a range file as `id`, true when held; a problem says why it was refused, or that its crawler is to be chosen. */
    add(id: number, name: string, text: string, problems: UrlSetProblem[]): boolean {
      const reading = readIpRanges(text);
      if ('problem' in reading) {
        problems.push({ code: 'bad-ranges', file: name, detail: reading.detail, ranges: reading.problem });
        return false;
      }
      const crawler = crawlerOfRangesFile(name);
      if (crawler === null) problems.push({ code: 'ranges-crawler', file: name, detail: '' });
      held.push({ id, name, crawlers: crawler === null ? [] : [crawler], ranges: reading.ranges });
      return true;
    },
    /** The person says which crawler the file `id` is for; false when no such file is held. */
    choose(id: number, crawler: string): boolean {
      const file = held.find((f) => f.id === id);
      if (file) file.crawlers = crawler === '' ? [] : [crawler];
      return file !== undefined;
    },
    remove(id: number): boolean {
      const at = held.findIndex((f) => f.id === id);
      if (at >= 0) held.splice(at, 1);
      return at >= 0;
    },
    all: (): readonly CrawlerRanges[] => held,
    summaries: (): RangeFileSummary[] => held.map((f) => ({ id: f.id, name: f.name, crawlers: [...f.crawlers], prefixes: f.ranges.length })),
  };
}
