/**
 * The results' banner on a file over Googlebot's 500 KiB cut: how each crawler shown reads it
 * (readings.ts bigFileReading). Only Google's reading stops at the cut; the other columns are each
 * their crawler's own reading, and the banner says which, so that it is true of every column.
 */
import type { BigFileReading } from '../readings.ts';
import { openSiteClause } from './crawlerWords.ts';
import { countText } from './countText.ts';
import { andList, upperFirst } from './listText.ts';

/** A crawler column as the banner names it, and how its reading takes the file. */
export interface BigFileColumn {
  name: string;
  reads: BigFileReading;
}

const one = (names: readonly unknown[], singular: string, plural: string) => (names.length === 1 ? singular : plural);

const SAYS: Readonly<Record<Exclude<BigFileReading, 'to-cut'>, (names: readonly string[]) => string>> = {
  // RFC 9309 2.5: a crawler must read at least 500 KiB and may read more (otherReadings' size-limit doubt).
  'whole-in-doubt': (names) =>
    `${andList(names)} ${one(names, 'is', 'are each')} read whole; RFC 9309 (2.5) lets a crawler stop at 500 KiB, so where stopping there would change ${one(names, 'its', 'an')} answer, readings disagree.`,
  // Read as Google, whose cut Google documents for its own crawlers only (readings.ts cutUnsaid).
  'to-cut-in-doubt': (names) =>
    `${andList(names)} ${one(names, 'is', 'are each')} read as Google reads, up to the same cut; ${one(names, 'its operator does', 'their operators do')} not say ${one(names, 'it stops', 'they stop')} there, so where reading on would change ${one(names, 'its', 'an')} answer, readings disagree.`,
  whole: (names) => `${andList(names)} ${one(names, 'is', 'are each')} read whole.`,
  open: (names) => `${upperFirst(openSiteClause(names))}: every URL is allowed.`,
};

/**
 * The banner, for the line the cut falls in (1-based) and the crawler columns shown; `forced`: one
 * reading the person chose for every crawler, so no column is its crawler's own reading.
 */
export function bigFileBanner(cutLine: number, columns: readonly BigFileColumn[], forced = false): string {
  const named = (reads: BigFileReading) => columns.filter((c) => c.reads === reads).map((c) => c.name);
  const cut = named('to-cut');
  const lead = cut.length > 0
    ? `${andList(cut)} ${one(cut, 'reads', 'read')} only the first 500 KiB of this file: ${one(cut, 'it stops', 'they stop')} in line ${countText(cutLine)}, and no rule after it decides anything for ${one(cut, 'it', 'them')}.`
    : `Googlebot reads only the first 500 KiB of this file, up to line ${countText(cutLine)}${named('to-cut-in-doubt').length > 0 ? '.' : '; no column shown is read that way.'}`;
  const others = (['to-cut-in-doubt', 'whole-in-doubt', 'whole', 'open'] as const).flatMap((reads) => {
    const names = named(reads);
    return names.length > 0 ? [SAYS[reads](names)] : [];
  });
  if (others.length === 0) return lead;
  const whose = forced ? '' : cut.length > 0
    ? (columns.length - cut.length === 1 ? "The other column is its crawler's own reading." : "The other columns are their crawlers' own readings.")
    : one(columns, "This column is its crawler's own reading.", "These columns are their crawlers' own readings.");
  return [lead, whose, ...others].filter((s) => s !== '').join(' ');
}
