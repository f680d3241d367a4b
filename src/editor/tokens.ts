/**
 * One line of robots.txt -> highlight tokens, read off the core's own reading of the line under
 * the active profile (`readLine`: its lexer, the crawler name it reads from a user-agent value,
 * the characters its matcher takes as wildcards), so the colours always agree with the parser.
 */
import { readLine, type LexedLine, type LineReading, type Profile } from '../core/index.ts';

export type TokenName =
  | 'keyword' // a directive key spelled exactly
  | 'typoKey' // a misspelling or prefix Google accepts (`Dissallow`, `Disallowed`)
  | 'unusedKey' // a recognised key Google ignores (`Crawl-delay`, `Noindex`)
  | 'unknownKey' // a key nobody knows
  | 'separator' // the colon
  | 'path' // an allow/disallow pattern
  | 'wildcard' // `*` anywhere, `$` at the end of a pattern (profiles with wildcards)
  | 'agent' // the crawler name the profile reads from a user-agent value
  | 'ignored' // what the profile drops from a user-agent value (google: `/2.1` of `Googlebot/2.1`)
  | 'url' // a sitemap URL
  | 'value' // any other value
  | 'comment'
  | 'invalid'; // a line that is not `key: value` at all

export interface Token {
  from: number;
  to: number;
  name: TokenName;
}

const KEY_TOKEN: Record<string, TokenName> = { unused: 'unusedKey', unknown: 'unknownKey' };

export function keyToken(l: LexedLine): TokenName {
  if (KEY_TOKEN[l.kind]) return KEY_TOKEN[l.kind];
  return l.spelling === 'exact' ? 'keyword' : 'typoKey';
}

/** The tokens of one line, sorted, non-overlapping, offsets relative to the line. */
export function lineTokens(text: string, profile: Profile = 'google'): Token[] {
  const l = readLine(text, profile);
  const out: Token[] = [];
  if (l.kind === 'invalid') {
    const end = l.commentFrom >= 0 ? l.commentFrom : text.length;
    const start = text.length - text.trimStart().length;
    if (end > start) out.push({ from: start, to: end, name: 'invalid' });
  } else if (l.keyFrom >= 0) {
    out.push({ from: l.keyFrom, to: l.keyTo, name: keyToken(l) });
    if (!l.missingColon && l.sepTo > l.sepFrom) out.push({ from: l.sepFrom, to: l.sepTo, name: 'separator' });
    if (l.valueTo > l.valueFrom) valueTokens(out, l);
  }
  if (l.commentFrom >= 0) out.push({ from: l.commentFrom, to: text.length, name: 'comment' });
  return out;
}

function valueTokens(out: Token[], l: LineReading): void {
  const { valueFrom: from, valueTo: to } = l;
  switch (l.kind) {
    case 'allow':
    case 'disallow':
      patternTokens(out, from, to, l.wildcards);
      break;
    case 'user-agent':
      if (l.agentTo > from) out.push({ from, to: l.agentTo, name: 'agent' });
      if (to > l.agentTo) out.push({ from: l.agentTo, to, name: 'ignored' });
      break;
    case 'sitemap':
      out.push({ from, to, name: 'url' });
      break;
    default:
      out.push({ from, to, name: 'value' });
  }
}

/** A pattern cut into literal runs around the wildcards the core found. */
function patternTokens(out: Token[], from: number, to: number, wildcards: readonly number[]): void {
  let run = from;
  for (const i of wildcards) {
    if (i > run) out.push({ from: run, to: i, name: 'path' });
    out.push({ from: i, to: i + 1, name: 'wildcard' });
    run = i + 1;
  }
  if (to > run) out.push({ from: run, to, name: 'path' });
}
