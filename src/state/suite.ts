/**
 * A test suite as a file (issue 11 §4): the URL list, the crawlers, the origin and the profile,
 * so a release check can be saved and run again on the next robots.txt. The document is not in
 * it: a suite is tested against whatever file is open.
 *
 * The format, versioned from the first day (an old file keeps opening forever):
 *
 *   { "format": "robotscope-suite", "version": 1, "profile": "google",
 *     "crawlers": ["Googlebot", "GPTBot", "*"], "origin": "https://example.com",
 *     "urls": ["/", "/private/a", "https://example.com/cart"],
 *     "expectations": [{ "url": "/", "crawler": "Googlebot", "expect": "allowed" }] }
 *
 * The field names are the store's and the permalink's (InputsSlice: urls, origin, crawlers,
 * profile). `urls` holds the URL field's lines as typed, flagged lines included, so reopening a
 * suite loses nothing the person wrote. `expectations` (issue 9 §2) came later and is optional:
 * a suite saved before it opens with the expectations on screen left as they are. Each is
 * read with the expectations file's own checks (core readExpectationList). Reading never throws: a file that is not a suite gets a
 * sentence saying what is wrong with it.
 */
import { isReadingChoice, READING_CHOICES, readExpectationList, type Expectation, type ReadingChoice } from '../core/index.ts';

export const SUITE_FORMAT = 'robotscope-suite';
export const SUITE_VERSION = 1;

export interface TestSuite {
  /** The URL field's text (lines joined by "\n"). */
  urls: string;
  crawlers: string[];
  /** The origin bare paths are joined to; '' for none. */
  origin: string;
  profile: ReadingChoice;
  /** What some cells must be; undefined when the file has none (a suite saved before them). */
  expectations?: readonly Expectation[];
}

export type SuiteReading = { ok: true; suite: TestSuite } | { ok: false; error: string };

export function serializeSuite(suite: TestSuite): string {
  const file = {
    format: SUITE_FORMAT, version: SUITE_VERSION, profile: suite.profile, crawlers: suite.crawlers,
    origin: suite.origin, urls: suite.urls.split(/\r\n|\r|\n/),
    ...(suite.expectations === undefined ? {} : { expectations: suite.expectations }),
  };
  return JSON.stringify(file, null, 2) + '\n';
}

const NOT_SUITE = 'This file is not a Robotscope test suite';

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export function parseSuite(text: string): SuiteReading {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch {
    return { ok: false, error: `${NOT_SUITE}: it is not JSON. Save a suite with "Save suite" and open that file.` };
  }
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== SUITE_FORMAT) {
    return { ok: false, error: `${NOT_SUITE}: it has no "format": "${SUITE_FORMAT}". Nothing was changed.` };
  }
  const file = value as Record<string, unknown>;
  if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1) {
    return { ok: false, error: 'This test suite has no valid format version. Nothing was changed.' };
  }
  if (file.version > SUITE_VERSION) {
    return { ok: false, error: `This test suite was saved by a newer Robotscope (format version ${file.version}; this page reads version ${SUITE_VERSION}). Reload the page for the newest version.` };
  }
  return readFields(file);
}

function readFields(file: Record<string, unknown>): SuiteReading {
  const bad = (what: string) => ({ ok: false as const, error: `This test suite's ${what}. Nothing was changed.` });
  if (!isStrings(file.urls)) return bad('"urls" is not a list of lines');
  if (!isStrings(file.crawlers)) return bad('"crawlers" is not a list of names');
  const origin = file.origin ?? '';
  if (typeof origin !== 'string') return bad('"origin" is not text');
  // A version 1 file without a profile was read as Google's, the default then: it still is.
  const profile = file.profile ?? 'google';
  if (!isReadingChoice(profile)) return bad(`profile ${JSON.stringify(profile)} is none of ${READING_CHOICES.join(', ')}`);
  const suite: TestSuite = { urls: file.urls.join('\n'), crawlers: file.crawlers, origin, profile };
  if (file.expectations === undefined) return { ok: true, suite };
  const expectations = readExpectationList(file.expectations);
  if (!expectations.ok) return bad(`expectations are not valid (${expectations.error})`);
  return { ok: true, suite: { ...suite, expectations: expectations.value } };
}
