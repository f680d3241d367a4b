/**
 * One line of robots.txt -> highlight tokens, read off the core's own lexer (`lexLine`) so the
 * colours always agree with what the parser (and so Google) makes of the line.
 */
import { lexLine, type LexedLine, type Profile } from '../core/index.ts';

export type TokenName =
  | 'keyword' // a directive key spelled exactly
  | 'typoKey' // a misspelling or prefix Google accepts (`Dissallow`, `Disallowed`)
  | 'unusedKey' // a recognised key Google ignores (`Crawl-delay`, `Noindex`)
  | 'unknownKey' // a key nobody knows
  | 'separator' // the colon
  | 'path' // an allow/disallow pattern
  | 'wildcard' // `*` anywhere, `$` at the end of a pattern
  | 'agent' // the product token of a user-agent value
  | 'ignored' // what Google drops from a user-agent value (`/2.1` of `Googlebot/2.1`)
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
  const l = lexLine(text, profile);
  const out: Token[] = [];
  if (l.kind === 'invalid') {
    const end = l.commentFrom >= 0 ? l.commentFrom : text.length;
    const start = text.length - text.trimStart().length;
    if (end > start) out.push({ from: start, to: end, name: 'invalid' });
  } else if (l.keyFrom >= 0) {
    out.push({ from: l.keyFrom, to: l.keyTo, name: keyToken(l) });
    if (!l.missingColon && l.sepTo > l.sepFrom) out.push({ from: l.sepFrom, to: l.sepTo, name: 'separator' });
    if (l.valueTo > l.valueFrom) valueTokens(out, text, l);
  }
  if (l.commentFrom >= 0) out.push({ from: l.commentFrom, to: text.length, name: 'comment' });
  return out;
}

function valueTokens(out: Token[], text: string, l: LexedLine): void {
  const { valueFrom: from, valueTo: to } = l;
  switch (l.kind) {
    case 'allow':
    case 'disallow':
      patternTokens(out, text, from, to);
      break;
    case 'user-agent': {
      // Google cuts a user-agent value at the first character outside [a-zA-Z_-].
      const m = /^(\*|[A-Za-z_-]+)/.exec(text.slice(from, to));
      const cut = m ? from + m[0].length : from;
      if (cut > from) out.push({ from, to: cut, name: 'agent' });
      if (to > cut) out.push({ from: cut, to, name: 'ignored' });
      break;
    }
    case 'sitemap':
      out.push({ from, to, name: 'url' });
      break;
    default:
      out.push({ from, to, name: 'value' });
  }
}

/** `*` matches any run of bytes; `$` is special only as the last character. */
function patternTokens(out: Token[], text: string, from: number, to: number): void {
  let run = from;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    const special = c === 0x2a || (c === 0x24 && i === to - 1);
    if (!special) continue;
    if (i > run) out.push({ from: run, to: i, name: 'path' });
    out.push({ from: i, to: i + 1, name: 'wildcard' });
    run = i + 1;
  }
  if (to > run) out.push({ from: run, to, name: 'path' });
}
