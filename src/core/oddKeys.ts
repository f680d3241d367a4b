/**
 * Lines whose key or separator is odd: an unknown, unused or misspelt key, a missing colon, or
 * no separator at all (checkLines says what is wrong with each). A file has few, so the parse
 * notes them as it lexes each line and the check reads those few, not the kind, spelling and
 * colon of every line again (20,400 lines on the 500 KiB bench file: a quarter of checkLines).
 */
import { memoOf } from './memo.ts';
import { KEY_SPELLINGS, LINE_KINDS, type LineTable, type ParsedRobots } from './types.ts';

const KIND_UNKNOWN = LINE_KINDS.indexOf('unknown');
const KIND_INVALID = LINE_KINDS.indexOf('invalid');
const KIND_UNUSED = LINE_KINDS.indexOf('unused');
const SPELLING_EXACT = KEY_SPELLINGS.indexOf('exact');
const SPELLING_NONE = KEY_SPELLINGS.indexOf('none');

/** Is row `row` of `t`, of kind `kind` (its kind column), a line with an odd key or separator? */
export function isOddKey(t: LineTable, row: number, kind: number): boolean {
  if (kind === KIND_UNKNOWN || kind === KIND_INVALID || kind === KIND_UNUSED || t.missingColon[row] === 1) return true;
  const spelling = t.spelling[row];
  return spelling !== SPELLING_EXACT && spelling !== SPELLING_NONE;
}

/**
 * The rows (0-based) of the lines with an odd key or separator, in order. Noted by the parse of a
 * whole text; else (a parse copied from the worker, one read on from a checkpoint) found here on
 * first use, reading every line.
 */
export function oddKeyRows(parsed: ParsedRobots): readonly number[] {
  const memo = memoOf(parsed);
  return (memo.oddKeys ??= readOddKeys(parsed.lines, parsed.lineCount));
}

function readOddKeys(t: LineTable, lineCount: number): number[] {
  const out: number[] = [];
  for (let row = 0; row < lineCount; row++) if (isOddKey(t, row, t.kind[row])) out.push(row);
  return out;
}
