/**
 * A file's lines that miss their colon (`Disallow /private`), read as Google's parser reads them
 * (issue 29: where nobody can know, say so; tester3 F11). Google accepts whitespace for the colon
 * when a line is two tokens (robots.cc, google-behaviours.md); a reading that requires the colon
 * skips the line. Where the crawler's help says neither (ProfileSpec colonOpen), this is the other
 * reading: the file with each such line given its colon, read in every other respect as the
 * crawler's own, every line in its place. Only a key written exactly: a misspelt one Yandex
 * documents it does not read. Its lines are quoted as the file writes them (OtherReading quoteWritten).
 */
import { memoOf } from './memo.ts';
import { reparsedWith, type TextEdit } from './reparse.ts';
import { LINE_KINDS, type ParsedRobots } from './types.ts';

const INVALID = LINE_KINDS.indexOf('invalid');
/** Two tokens, the first a key as written: what Google reads with the colon missing. */
const TWO_TOKENS = /^[ \t]*(user-agent|allow|disallow)[ \t]+[^ \t]+[ \t]*$/i;

/** The parse of `parsed`'s text with each line missing its colon given one; null when no line misses it. */
export function coloniedOf(parsed: ParsedRobots): ParsedRobots | null {
  const memo = memoOf(parsed);
  if (memo.colonied === undefined) memo.colonied = readColonied(parsed);
  return memo.colonied;
}

function readColonied(parsed: ParsedRobots): ParsedRobots | null {
  const { from, to, kind, commentFrom } = parsed.lines;
  const edits: TextEdit[] = [];
  for (let i = 0; i < parsed.lineCount; i++) {
    if (kind[i] !== INVALID) continue;
    const end = commentFrom[i] >= 0 ? commentFrom[i] : to[i];
    const m = TWO_TOKENS.exec(parsed.text.slice(from[i], end));
    if (m === null) continue;
    const keyEnd = from[i] + m[0].indexOf(m[1]) + m[1].length;
    edits.push({ from: keyEnd, to: keyEnd, text: ':' });
  }
  return edits.length === 0 ? null : reparsedWith(parsed, edits);
}
