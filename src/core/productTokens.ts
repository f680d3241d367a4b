/**
 * A user-agent value that is no product token, read as RFC 9309 writes it (issue 29: where
 * nobody can know, say so). RFC 9309 2.2.1 has a crawler find its group by its product token, and
 * its grammar (2.2: `product-token = identifier / "*"`, `identifier = 1*(%x2D / %x41-5A / %x5F /
 * %x61-7A)`) allows only letters, `-` and `_`: `User-agent: GPTBot*` or `Googlebot/2.1` names no
 * product token. Google's parser reads such a value up to the first other character (`GPTBot`,
 * google-behaviours.md "Groups and user-agents"), and so do the readings here; the 1996 draft
 * (3.2.1) matches the crawler's name as a substring of the value, so it too reads `GPTBot*` as
 * GPTBot's. What a crawler read by RFC 9309 does with such a line, the RFC does not say: one that
 * compares the value whole matches no crawler there. This is that reading: the file with each such
 * value read as naming no crawler, every line in its place.
 */
import { memoOf } from './memo.ts';
import { reparsedWith, type TextEdit } from './reparse.ts';
import type { ParsedRobots } from './types.ts';

/** The parse of `parsed`'s text with every user-agent value that is no product token naming no crawler; null when every one is a token. */
export function wholeTokensOf(parsed: ParsedRobots): ParsedRobots | null {
  const memo = memoOf(parsed);
  if (memo.wholeTokens === undefined) memo.wholeTokens = readWhole(parsed);
  return memo.wholeTokens;
}

function readWhole(parsed: ParsedRobots): ParsedRobots | null {
  const edits: TextEdit[] = [];
  // A `/` before the value: the token read up to the first character outside letters, `-` and `_`
  // is then empty, which no crawler's is, and no line moves.
  for (const g of parsed.groups) {
    for (const ua of g.userAgents) {
      if (ua.token === '*' || ua.token === '' || ua.value === ua.token) continue;
      const at = parsed.lines.valueFrom[ua.line - 1];
      edits.push({ from: at, to: at, text: '/' });
    }
  }
  return edits.length === 0 ? null : reparsedWith(parsed, edits);
}
