/**
 * The words for a reading of robots.txt (a profile), in one table: the page's reading menu, the
 * explanation, the hover, the grid's column titles, the diagnostics and the CLI all name a
 * profile from here. The profiles themselves (profiles/) are behaviour as data and carry no words.
 */
import type { ReadingChoice } from '../readings.ts';
import { PROFILES, type Profile } from '../types.ts';

export interface ProfileWords {
  /** The reading as the subject of a sentence: "The 1996 draft does not compare lengths." */
  name: string;
  /** The reading in a bracket or a list: "Allowed (1996 draft)." */
  short: string;
  /**
   * Who reads the file this way, as messages name it mid-sentence ("… so Google ignores it"):
   * the diagnostics speak of the profile's crawler, not always of Google.
   */
  reader: string;
  /** The reading in the page's menu of readings. */
  choice: string;
}

export const PROFILE_WORDS: Readonly<Record<Profile, ProfileWords>> = {
  google: { name: 'Google', short: 'Google', reader: 'Google', choice: 'Google (what Googlebot does)' },
  rfc9309: { name: 'RFC 9309', short: 'RFC 9309', reader: 'a crawler that follows RFC 9309', choice: 'RFC 9309 (the standard)' },
  draft1996: { name: 'The 1996 draft', short: '1996 draft', reader: 'a robot that follows the 1996 draft', choice: '1996 draft (the original)' },
  bing: { name: 'Bing', short: 'Bing', reader: 'Bing', choice: 'Bing (what Bingbot does)' },
  yandex: { name: 'Yandex', short: 'Yandex', reader: 'Yandex', choice: 'Yandex (what Yandex robots do)' },
};

/** The reading menu's words: each crawler as its operator documents (issue 29 §1), or one reading for all. */
export const READING_CHOICE_WORDS: Readonly<Record<ReadingChoice, string>> = {
  documented: 'Each crawler as documented',
  ...Object.fromEntries(PROFILES.map((p) => [p, PROFILE_WORDS[p].choice])) as Record<Profile, string>,
};

/** A profile's name as a sentence's subject ("RFC 9309", "The 1996 draft"). */
export const profileName = (p: Profile): string => PROFILE_WORDS[p].name;

/** Who reads the file under a profile, mid-sentence ("Google", "a crawler that follows RFC 9309"). */
export const readerOf = (p: Profile): string => PROFILE_WORDS[p].reader;
