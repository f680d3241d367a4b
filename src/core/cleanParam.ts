/**
 * Yandex's Clean-param (yandex.com/support/webmaster/en/robot-workings/clean-param.md):
 * `Clean-param: p0[&p1&p2&..&pn] [path]` names query parameters that do not change the page,
 * for the URLs whose path starts with the prefix (`*` as in robots.txt, a `*` implied at its
 * end; no prefix: every URL). Parameter names are case-sensitive. The directive is
 * intersectional: it applies wherever it stands in the file, whatever group, and every one is
 * taken into account. A rule is at most 500 characters. Yandex's robot then treats the URL as
 * the one without those parameters: this module says which it strips, and what is left.
 * It never changes a verdict (robots.txt rules decide on the URL as requested).
 */
import type { ParsedRobots } from './types.ts';
import { pathFromUrl } from './url.ts';

/** A Clean-param line as Yandex reads it. */
export interface CleanParamLine {
  line: number;
  /** Parameter names, case kept (they are compared case-sensitively). */
  params: string[];
  /** The path prefix ('' = every URL). */
  prefix: string;
  /** Why Yandex does not use the line, or '' when it does. */
  problem: '' | 'too-long' | 'no-params' | 'bad-prefix';
}

export interface CleanParamResult {
  /** The file's Clean-param lines, usable or not. */
  lines: CleanParamLine[];
  /** The URL with the stripped parameters removed (the URL itself when nothing is stripped). */
  url: string;
  /** Each parameter occurrence removed, with the line that strips it. */
  stripped: { name: string; line: number }[];
  /** `utm_*` parameters of the URL that no Clean-param line names: Yandex keeps them in the URL. */
  utmKept: string[];
}

/** Yandex: "The length of the rule is limited to 500 characters." */
export const CLEAN_PARAM_MAX = 500;
/** Yandex: the prefix may hold only A-Za-z0-9.-/*_ characters. */
const PREFIX_CHARS = /^[A-Za-z0-9.\-/*_]*$/;

/** One Clean-param value read as Yandex documents it. */
export function readCleanParam(line: number, value: string): CleanParamLine {
  const v = value.trim();
  const space = v.search(/\s/);
  const names = space < 0 ? v : v.slice(0, space);
  const prefix = space < 0 ? '' : v.slice(space).trim();
  const params = names.split('&').filter((p) => p !== '');
  const problem = v.length > CLEAN_PARAM_MAX ? 'too-long' : params.length === 0 ? 'no-params' : PREFIX_CHARS.test(prefix) ? '' : 'bad-prefix';
  return { line, params, prefix, problem };
}

/** Every Clean-param line of the file, in line order. */
export function cleanParamLines(parsed: ParsedRobots): CleanParamLine[] {
  return parsed.others.filter((o) => o.key.toLowerCase() === 'clean-param').map((o) => readCleanParam(o.line, o.value));
}

/** Does `path` start with `prefix`, `*` matching any run of characters (a `*` implied at the end)? */
export function prefixMatches(prefix: string, path: string): boolean {
  if (prefix === '') return true;
  const parts = prefix.split('*');
  if (!path.startsWith(parts[0])) return false;
  let at = parts[0].length;
  for (let i = 1; i < parts.length; i++) {
    const found = path.indexOf(parts[i], at);
    if (found < 0) return false;
    at = found + parts[i].length;
  }
  return true;
}

/** What Yandex makes of `url` after the file's Clean-param lines. */
export function applyCleanParam(parsed: ParsedRobots, url: string): CleanParamResult {
  const lines = cleanParamLines(parsed);
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const q = beforeHash.indexOf('?');
  if (q < 0) return { lines, url, stripped: [], utmKept: [] };
  const requested = pathFromUrl(url);
  const queryAt = requested.indexOf('?');
  const path = queryAt < 0 ? requested : requested.slice(0, queryAt);
  const usable = lines.filter((l) => l.problem === '' && prefixMatches(l.prefix, path));
  const stripped: CleanParamResult['stripped'] = [];
  const utmKept: string[] = [];
  const kept = beforeHash.slice(q + 1).split('&').filter((pair) => {
    const name = pair.split('=')[0];
    const by = usable.find((l) => l.params.includes(name));
    if (by) stripped.push({ name, line: by.line });
    else if (name.startsWith('utm_')) utmKept.push(name);
    return by === undefined;
  });
  if (stripped.length === 0) return { lines, url, stripped, utmKept };
  const query = kept.join('&');
  return { lines, url: beforeHash.slice(0, q) + (query === '' ? '' : `?${query}`) + (hash < 0 ? '' : url.slice(hash)), stripped, utmKept };
}
