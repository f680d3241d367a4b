/**
 * The fixes offered for what a value says: a pattern that does not start with "/", blanks inside
 * a path, a user-agent value with more than a product token. A fix is offered only when applying
 * it yields what the author evidently meant; where the text could mean two things, the message
 * says what the crawler reads and no fix is offered (a confident wrong edit is worse than none).
 */
import type { ProfileSpec } from '../profiles/index.ts';
import { LINE_ENDINGS, type ParsedRobots } from '../types.ts';
import type { Fix } from './diagnostic.ts';
import { findCrawler } from '../registry/registry.ts';
import { say } from '../words/diagnosticWords.ts';
import { isBrowserProduct, readUserAgent } from '../userAgent.ts';

/** Characters one does not see, or sees as a space: whitespace, no-break space, BOM, controls, the byte 0xA0. */
const INVISIBLE = /^[\s\u00a0\u200b\ufeff\udca0\x00-\x1f\x7f]*/;
/** `https://host[:port]` and the rest of the URL. */
const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*(.*)$/s;
/** `www.host` and the rest: a URL without its scheme. */
const WWW_URL = /^www\.[^/?#]*(.*)$/is;

/** The path of a URL as a pattern: `https://e.com` is `/`, `https://e.com?q` is `/?q`. */
function asPath(rest: string): string {
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * What to offer for a rule value that does not start with "/" (or "*" where `*` is a wildcard),
 * and the value it would become; null when no reading is evident:
 * - invisible characters before a path: remove them (the author typed a no-break space for a space);
 * - a whole URL: its path (`https://example.com/full-url/` -> `/full-url/`), never `/https://…`;
 * - a relative path (`private/`, `file.html`): put "/" before it;
 * - anything else (`.pdf`, `?q=`, `example.com/a`, `*.pdf` where `*` is no wildcard): no fix.
 */
export function patternStartFix(value: string, from: number, spec: ProfileSpec): { fix: Fix; becomes: string } | null {
  const lead = INVISIBLE.exec(value)![0].length;
  if (lead > 0) {
    const c = value[lead];
    if (c !== '/' && !(c === '*' && spec.wildcards)) return null;
    return { fix: { say: say('fixRemoveLead'), from, to: from + lead, insert: '' }, becomes: value.slice(lead) };
  }
  const url = ABSOLUTE_URL.exec(value) ?? WWW_URL.exec(value);
  if (url) {
    const path = asPath(url[1]);
    return { fix: { say: say('fixWrite', path), from, to: from + value.length, insert: path }, becomes: path };
  }
  const slash = value.indexOf('/');
  // `example.com/a` or `index.php/a`: a host or a file before the slash? Not evident.
  const hostLike = slash > 0 && value.slice(0, slash).includes('.');
  if (!/^[A-Za-z0-9]/.test(value) || hostLike) return null;
  return { fix: { say: say('fixStartSlash'), from, to: from, insert: '/' }, becomes: `/${value}` };
}

const EOL_TEXT: Record<string, string> = { lf: '\n', crlf: '\r\n', cr: '\r', none: '\n' };

/**
 * The values `parts`, now text[from, to) of line `line`, written one line each: each new line
 * repeats what stands before the value (key, separator, indent) and ends as the file's lines do;
 * what follows the value (a comment, the line's own ending) stays after the last part.
 */
function onePerLine(parsed: ParsedRobots, line: number, from: number, parts: string[]): string {
  const lines = parsed.lines;
  const eol = lines.eol[line - 1];
  const ending = EOL_TEXT[LINE_ENDINGS[eol === LINE_ENDINGS.indexOf('none') ? lines.eol[0] : eol]];
  const head = parsed.text.slice(lines.from[line - 1], from);
  return parts.join(ending + head);
}

/**
 * Blanks inside the rule value text[from, to) of line `line`. When every blank-separated part is
 * a path of its own (`/a/ /b/`), the author listed several rules on one line: write one line
 * each. When no part after the first starts like a path (`/my file.pdf`), the blanks belong to
 * the path: write them %-escaped, as URLs carry them. A mix of both: no fix.
 */
export function blanksFix(parsed: ParsedRobots, line: number, from: number, to: number, spec: ProfileSpec): Fix | undefined {
  const value = parsed.text.slice(from, to);
  const parts = value.split(/[ \t]+/);
  const startsPath = (p: string) => p[0] === '/' || (p[0] === '*' && spec.wildcards);
  const rest = parts.slice(1);
  if (parts.every(startsPath)) return { say: say('fixRules', parts.length), from, to, insert: onePerLine(parsed, line, from, parts) };
  if (rest.some(startsPath)) return undefined;
  return { say: say('fixEscapeBlanks'), from, to, insert: value.replace(/ /g, '%20').replace(/\t/g, '%09') };
}

/** What stands between crawlers listed on one user-agent line: blanks, commas, or both. */
const AGENT_LIST = /[\s,]+/;

/**
 * A user-agent value the profile reads only the start of, text[from, to) of line `line`.
 * - `Googlebot/2.1`, `Googlebot (+http://…)`: a token with a version or a comment; writing the
 *   token changes nothing for Google and reads the same everywhere.
 * - `Googlebot bingbot`, `GPTBot, CCBot`: crawlers listed on one line, of which Google reads the
 *   first; writing the first alone would lose the others, so the fix writes one User-agent line
 *   each (one group still: RFC 9309 2.1 lets a group start with several user-agent lines). A
 *   list is evident only when every name is a crawler the registry knows: `Googlebot Image` may
 *   be a misspelt Googlebot-Image, so it gets no fix.
 * - `MJ12bot`, `Mail.RU_Bot`: other crawlers' own names, which they match their own way:
 *   renaming them would break the group for its crawler. No fix.
 */
export function userAgentFix(parsed: ParsedRobots, line: number, from: number, to: number, token: string): { fix: Fix; writes: 'token' | 'lines' } | undefined {
  const value = parsed.text.slice(from, to);
  // A browser's product (`Mozilla/4.0 (compatible; BullsEye)`) is no crawler's name: writing it alone is not what was meant (browserHeader).
  if (isBrowserProduct(token)) return undefined;
  const names = value.split(AGENT_LIST).filter((n) => n !== '');
  if (names.length > 1 && findCrawler(value) === null && names.every((n) => findCrawler(n) !== null)) {
    return { fix: { say: say('fixAgentLines', names.length), from, to, insert: onePerLine(parsed, line, from, names) }, writes: 'lines' };
  }
  // A version (`/2.1`) or a comment (`(…)`, `; …`) after the token; blanks then a name are no version.
  if (token === '' || !/^(\/|\s*[(;])/.test(value.slice(token.length))) return undefined;
  return { fix: { say: say('fixWrite', token), from, to, insert: token }, writes: 'token' };
}

/**
 * A whole User-Agent header written as the value (`Mozilla/4.0 (compatible; BullsEye; Windows 95)`):
 * a token-reading crawler compares its first product, a browser's, which no crawler goes by, so
 * the group is for no crawler. The crawler the header names where it names one by its own product
 * (a known crawler, or the product after `compatible;`): the author evidently meant that crawler,
 * and writing its token is the fix; a header of browser products only (`MSIE 4.0; Windows 95`)
 * names none, and nothing is offered. Null when the value does not start with a browser's product.
 */
export function browserHeader(value: string, token: string, from: number, to: number): { crawler: string | null; fix?: Fix } | null {
  if (!isBrowserProduct(token)) return null;
  const reading = readUserAgent(value);
  if ((reading.how !== 'registry' && reading.how !== 'compatible') || reading.token === '' || isBrowserProduct(reading.token)) return { crawler: null };
  return { crawler: reading.token, fix: { say: say('fixWrite', reading.token), from, to, insert: reading.token } };
}

/** The value reads as one name with characters a product token does not have (`MJ12bot`, `Mail.RU_Bot`). */
export function isOwnName(value: string, token: string): boolean {
  return token !== '' && /^[A-Za-z0-9_.-]+$/.test(value);
}
