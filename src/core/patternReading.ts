/**
 * A rule's pattern in plain English, with example paths it matches and does not match. The
 * examples are generated from the pattern and then put to the engine's own matcher (the
 * profile's normalisation, then matchPattern, or a plain prefix where the profile has no
 * wildcards), so an example never says what the matcher would not do.
 */
import { matchPattern, normalisePath, normalisePattern } from './pattern.ts';
import { profileSpec } from './profiles/index.ts';
import type { ReadingId } from './types.ts';

export interface PatternReading {
  /** "any path that starts with /shop/ and ends in .pdf, with no query string after it". */
  words: string;
  /** Paths the pattern matches, and paths it does not, each checked by the matcher. */
  matches: string[];
  misses: string[];
}

/** Does the rule value `value` match `path` under the profile? The matcher's answer, nothing else. */
export function patternMatches(value: string, path: string, profile: ReadingId = 'google'): boolean {
  const spec = profileSpec(profile);
  const pattern = normalisePattern(value, spec);
  const p = normalisePath(path, spec);
  return spec.wildcards ? matchPattern(pattern, p) : p.startsWith(pattern);
}

/**
 * One path the pattern matches: its `*` taken as nothing and its closing `$` dropped (`/*.css$`
 * gives `/.css`), put to the matcher; null for a pattern that matches no path (`wrd.com/`).
 * One match per rule, for checks over every rule of a file: readPattern's dozen candidates cost
 * 0.6 s on a 6,000-rule group.
 */
export function examplePath(value: string, profile: ReadingId = 'google'): string | null {
  if (value === '') return null;
  const { wildcards } = profileSpec(profile);
  // A value without `*` (nearly all) is not run through the regular expression.
  let path = wildcards && value.includes('*') ? value.replace(/\*/g, '') : value;
  if (wildcards && value.endsWith('$')) path = path.slice(0, -1);
  if (!path.startsWith('/')) path = '/' + path;
  return patternMatches(value, path, profile) ? path : null;
}

const q = (s: string) => `"${s}"`;

/** The words for a pattern, cut at the profile's wildcards (RFC 9309 2.2.3: `*` anywhere, `$` last). */
function describe(value: string, wildcards: boolean): string {
  if (value === '') return 'no path: an empty rule decides nothing (it blocks nothing)';
  const anchored = wildcards && value.endsWith('$');
  const body = anchored ? value.slice(0, -1) : value;
  const parts = wildcards ? body.split('*') : [body];
  const [first, ...rest] = parts;
  const last = rest.length > 0 ? rest[rest.length - 1] : null;
  const middle = rest.slice(0, -1).filter((s) => s !== '');
  if (first !== '' && !first.startsWith('/')) return `nothing: a path always starts with "/", and this pattern starts with ${q(first.slice(0, 20))}`;
  if (rest.length === 0) {
    if (anchored) return `exactly the path ${q(first)}, with no query string`;
    return first === '/' ? 'every path' : `any path that starts with ${q(first)}`;
  }
  const words = [first === '' || first === '/' ? 'any path' : `any path that starts with ${q(first)}`];
  for (const m of middle) words.push(`then contains ${q(m)}`);
  if (last === '' && !anchored) words.push('(a trailing "*" changes nothing)');
  else if (last === '' && anchored) words.push('and ends anywhere');
  else if (anchored) words.push(`and ends in ${q(last!)}${last!.includes('?') ? '' : ', with no query string after it'}`);
  else words.push(`and contains ${q(last!)} after that`);
  return words.join(' ');
}

/** Paths that should fall on either side of the pattern; the matcher sorts them. */
function candidates(value: string, wildcards: boolean): string[] {
  const anchored = wildcards && value.endsWith('$');
  const body = anchored ? value.slice(0, -1) : value;
  const fills = wildcards ? ['', 'a/', 'docs/2024/'] : [''];
  const bases = fills.map((f) => (wildcards ? body.split('*').join(f) : body));
  const out: string[] = [];
  for (const b of bases) {
    const base = b.startsWith('/') ? b : '/' + b;
    out.push(base, base + 'index.html', base + '?page=2');
  }
  const head = (wildcards ? body.split('*')[0] : body) || '/';
  out.push('/', head.length > 1 ? head.slice(0, -1) : '/other', head.toUpperCase(), '/other' + head, '/other/page.html');
  if (anchored) out.push(bases[1] + '/more');
  return [...new Set(out.filter((p) => p.startsWith('/')))];
}

/** Read the pattern `value` (a rule's value as written) for a person, under the profile. */
export function readPattern(value: string, profile: ReadingId = 'google', examples = 3): PatternReading {
  const { wildcards } = profileSpec(profile);
  const matches: string[] = [];
  const misses: string[] = [];
  for (const path of candidates(value, wildcards)) {
    const list = value !== '' && patternMatches(value, path, profile) ? matches : misses;
    if (list.length < examples) list.push(path);
  }
  return { words: describe(value, wildcards), matches, misses };
}
