/**
 * One line of robots.txt -> highlight tokens, read off the core's own reading of the line under
 * the active profile (`readLine`: its lexer, the crawler name it reads from a user-agent value,
 * the characters its matcher takes as wildcards), so the colours always agree with the parser.
 */
import { keyInfo, readLine, type LexedLine, type LineReading, type Profile } from '../core/index.ts';

export type TokenName =
  | 'keyword' // a directive key spelled exactly
  | 'typoKey' // a misspelling or prefix Google accepts (`Dissallow`, `Disallowed`)
  | 'unusedKey' // a recognised key Google ignores (`Crawl-delay`, `Noindex`)
  | 'aiKey' // a key stating AI-use preferences (`Content-Signal`, `Content-Usage`, `License`)
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

/** `key`: the key's text (the vocabulary tells an AI-usage key from another ignored one). */
export function keyToken(l: LexedLine, key = ''): TokenName {
  if (l.kind === 'unused' && keyInfo(key)?.role === 'ai-usage') return 'aiKey';
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
    out.push({ from: l.keyFrom, to: l.keyTo, name: keyToken(l, text.slice(l.keyFrom, l.keyTo)) });
    if (!l.missingColon && l.sepTo > l.sepFrom) out.push({ from: l.sepFrom, to: l.sepTo, name: 'separator' });
    if (l.valueTo > l.valueFrom) valueTokens(out, l, text);
  }
  if (l.commentFrom >= 0) out.push({ from: l.commentFrom, to: text.length, name: 'comment' });
  return out;
}

function valueTokens(out: Token[], l: LineReading, text: string): void {
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
      if (l.kind === 'unused') aiValueTokens(out, l, text);
      else out.push({ from, to, name: 'value' });
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

/** An AI-usage value: RSL's licence URL as a URL, a Content-Usage path as a path, the rest as a value. */
function aiValueTokens(out: Token[], l: LineReading, text: string): void {
  const { valueFrom: from, valueTo: to } = l;
  const key = text.slice(l.keyFrom, l.keyTo).toLowerCase();
  if (key === 'license') {
    out.push({ from, to, name: 'url' });
    return;
  }
  if (key === 'content-usage' && text.charCodeAt(from) === 0x2f) {
    let end = from;
    while (end < to && !/\s/.test(text[end])) end++;
    out.push({ from, to: end, name: 'path' });
    while (end < to && /\s/.test(text[end])) end++;
    if (end < to) out.push({ from: end, to, name: 'value' });
    return;
  }
  out.push({ from, to, name: 'value' });
}
