/**
 * What Googlebot reads of a file over 500 KiB: the first 512,000 bytes, cut wherever they end,
 * inside a line or inside a character (spec/google-behaviours.md, "Lines"; RFC 9309 2.5 lets a
 * crawler stop there). Google's library itself has no limit: Googlebot hands it those bytes. So
 * its verdict is the library's on that prefix, and that is what this module parses: the line
 * holding the cut ends there (a rule on it is read cut short, `Disallow: /private` cut after
 * `/priv` blocks `/privacy`), and the lines after it do not exist.
 *
 * The prefix's parse is made once per parse, by parseRobots for a file over the limit (here, for
 * a parse that crossed a worker boundary and lost it), so a file under the limit costs nothing,
 * and the reading is exactly the library's on those bytes. Lines before the cut are the same
 * lines, with the same numbers, in both parses: they are copied from the parse of the file (or of
 * its first bytes, parse.ts parseHeadFirst), and only the line of the cut is read again
 * (parse.ts, readCutShort).
 */
import { memoOf, ParseResult, plainParse } from './memo.ts';
import { parseRobots, readCutShort } from './parse.ts';
import { profileSpec } from './profiles/index.ts';
import type { ParsedRobots, SizeLimit } from './types.ts';

/**
 * Where the profile's checks stop reading: the 500 KiB limit under a profile whose crawler
 * reads no more (google), else null (the whole file is read).
 */
export function googlebotCut(parsed: ParsedRobots): SizeLimit | null {
  return parsed.sizeLimit !== null && profileSpec(parsed.profile).readsOnlySizeLimit ? parsed.sizeLimit : null;
}

/** The text Googlebot reads: the whole text, or for a file over the limit its first 512,000 bytes. */
export function googlebotText(parsed: ParsedRobots): string {
  const limit = parsed.sizeLimit;
  return limit === null ? parsed.text : parsed.text.slice(0, limit.offset) + limit.splitBytes;
}

/**
 * The whole file under the same profile, read on past the 500 KiB cut, as a crawler read as Google
 * whose operator does not say it stops where Googlebot stops may read it (readings.ts cutUnsaid):
 * the parse's own lines, without its cut. `parsed` itself for a file within the limit.
 */
export function wholeView(parsed: ParsedRobots): ParsedRobots {
  if (parsed.sizeLimit === null) return parsed;
  const memo = memoOf(parsed);
  return (memo.wholeView ??= new ParseResult({ ...plainParse(parsed), sizeLimit: null }));
}

/**
 * The parse of what Googlebot reads (under the same profile): `parsed` itself for a file
 * within the limit. Its lines, rules and groups are the ones Googlebot sees.
 */
export function googlebotView(parsed: ParsedRobots): ParsedRobots {
  if (parsed.sizeLimit === null) return parsed;
  const memo = memoOf(parsed);
  if (memo.view === null) {
    const text = googlebotText(parsed);
    // A parse that crossed a worker boundary lost its checkpoint: then the prefix is parsed whole.
    memo.view = memo.cut ? readCutShort(parsed, text, memo.cut) : parseRobots(text, { profile: parsed.profile });
  }
  return memo.view;
}
