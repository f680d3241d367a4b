/**
 * The results' banner on a file over 500 KiB: true of every crawler column shown, each read as its
 * own reading takes such a file (readings.ts bigFileReading).
 */
import { describe, expect, it } from 'vitest';
import { crawlerFor } from '../crawlerCheck.ts';
import { bigFileReading, readingFor, type ReadingChoice } from '../readings.ts';
import { bigFileBanner } from './bigFileWords.ts';

/** 3.7 MB, as corpus 0341 (www.xuexi.cn), whose cut falls in line 6,482. */
const BYTES = 3_718_003;
const columns = (names: readonly string[], choice: ReadingChoice = 'documented') =>
  names.map((name) => ({ name, reads: bigFileReading(readingFor(crawlerFor(name), choice), BYTES) }));
const DEFAULT = ['Googlebot', 'bingbot', 'GPTBot', 'ClaudeBot', 'PerplexityBot', '*'];

describe('the banner on a file over 500 KiB', () => {
  it('scopes the cut to Googlebot and says what every other column shown reads (before: "These verdicts are Googlebot\'s.")', () => {
    expect(bigFileBanner(6482, columns([...DEFAULT, 'YandexBot']))).toBe(
      'Googlebot reads only the first 500 KiB of this file: it stops in line 6,482, and no rule after it decides anything for it. ' +
      "The other columns are their crawlers' own readings. bingbot, GPTBot, ClaudeBot, PerplexityBot and * are each read whole; " +
      'RFC 9309 (2.5) lets a crawler stop at 500 KiB, so where stopping there would change an answer, readings disagree. ' +
      'The file is over 500 KB, so YandexBot takes the site as open: every URL is allowed.',
    );
  });

  it('names every Google crawler that shares the cut, and says no more when only they are shown', () => {
    expect(bigFileBanner(6482, columns(['Googlebot', 'Googlebot-Image']))).toBe(
      'Googlebot and Googlebot-Image read only the first 500 KiB of this file: they stop in line 6,482, and no rule after it decides anything for them.',
    );
  });

  it('says that a crawler read as Google but not one of Google\'s is not documented to stop at the cut (before: "Googlebot and Applebot read only the first 500 KiB")', () => {
    expect(bigFileBanner(6482, columns(['Googlebot', 'Applebot']))).toBe(
      'Googlebot reads only the first 500 KiB of this file: it stops in line 6,482, and no rule after it decides anything for it. ' +
      "The other column is its crawler's own reading. Applebot is read as Google reads, up to the same cut; its operator does not say it stops there, " +
      'so where reading on would change its answer, readings disagree.',
    );
    expect(bigFileBanner(6482, columns(['Applebot']))).toBe(
      "Googlebot reads only the first 500 KiB of this file, up to line 6,482. This column is its crawler's own reading. " +
      'Applebot is read as Google reads, up to the same cut; its operator does not say it stops there, so where reading on would change its answer, readings disagree.',
    );
  });

  it('on a phone showing one crawler, speaks of that one alone', () => {
    expect(bigFileBanner(6482, columns(['bingbot']))).toBe(
      "Googlebot reads only the first 500 KiB of this file, up to line 6,482; no column shown is read that way. This column is its crawler's own reading. " +
      'bingbot is read whole; RFC 9309 (2.5) lets a crawler stop at 500 KiB, so where stopping there would change its answer, readings disagree.',
    );
  });

  it('follows a reading forced for all: Google\'s stops every crawler at the cut, RFC 9309\'s reads every one whole, in no doubt', () => {
    expect(bigFileBanner(10, columns(['Googlebot', 'GPTBot'], 'google'), true)).toBe(
      'Googlebot and GPTBot read only the first 500 KiB of this file: they stop in line 10, and no rule after it decides anything for them.',
    );
    expect(bigFileBanner(10, columns(['Googlebot', 'YandexBot'], 'rfc9309'), true)).toBe(
      'Googlebot reads only the first 500 KiB of this file, up to line 10; no column shown is read that way. Googlebot and YandexBot are each read whole.',
    );
  });
});
