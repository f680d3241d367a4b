/**
 * How a key is classified: the directives, the misspellings Google accepts and the keys that are
 * recognised but have no effect on matching, all read from the one table of keys (keys.ts, the
 * vocabulary's keys); lex.ts asks through the profile.
 */
import { asciiLower } from './asciiCase.ts';
import { KEYS } from './keys.ts';
import type { KeySpelling, LineKind } from './types.ts';

export type DirectiveKind = 'user-agent' | 'allow' | 'disallow' | 'sitemap';

export interface Directive {
  kind: DirectiveKind;
  /** How the key is written in a tidy file. */
  name: string;
  /** Misspellings google/robotstxt accepts (kAllowFrequentTypos), lower case. */
  typos: readonly string[];
}

/** In the order Google tries them (robots.cc, Key::Parse): the first that matches wins. From keys.ts. */
export const DIRECTIVES: readonly Directive[] = KEYS.filter((k) => k.role === 'directive')
  .map((k) => ({ kind: k.name.toLowerCase() as DirectiveKind, name: k.name, typos: k.typos }));

/**
 * Records people write that no rule matching uses, lower case: the keys Google documents it
 * recognises and ignores (google-behaviours.md, "Keys"), which are also the other records
 * (RFC 9309 2.2.4) and extension fields (1996 draft 3.3) found in real files, plus RSL's
 * `License`: the ignored and AI-usage keys of keys.ts. A profile lists the ones its crawler
 * knows (KeyRules.unused).
 */
export const KNOWN_OTHER_RECORDS: readonly string[] = KEYS.filter((k) => k.role !== 'directive').map((k) => k.name.toLowerCase());

export interface KeyClass {
  kind: LineKind;
  spelling: KeySpelling;
  directive: Directive | null;
}

export interface KeyRules {
  /** Google matches keys by prefix: `Disallowed` is `Disallow`. */
  prefixes: boolean;
  /** Accept Google's list of misspellings. */
  typos: boolean;
  /** The directives this profile knows (the 1996 draft has no Sitemap). */
  known: readonly DirectiveKind[];
  /** Keys of records the profile's crawler knows of that change no verdict (lower case): an `unused` line, not an unknown one. */
  unused: readonly string[];
  /** Every spelling these rules accept as a directive, lower case (names, then typos when allowed): keyRules fills it. */
  spellings: readonly string[];
}

/** A profile's key rules, with the spellings isDirectiveKey reads worked out once. */
export function keyRules(rules: Omit<KeyRules, 'spellings'>): KeyRules {
  const known = DIRECTIVES.filter((d) => rules.known.includes(d.kind));
  const spellings = [...known.map((d) => d.name.toLowerCase()), ...(rules.typos ? known.flatMap((d) => d.typos) : [])];
  return { ...rules, spellings };
}

const UNKNOWN: KeyClass = { kind: 'unknown', spelling: 'none', directive: null };

/** Classify a key (already trimmed) the way the profile's parser would. */
export function classifyKey(key: string, rules: KeyRules): KeyClass {
  const k = asciiLower(key);
  for (const d of DIRECTIVES) {
    if (!rules.known.includes(d.kind)) continue;
    const name = d.name.toLowerCase();
    if (k === name) return { kind: d.kind, spelling: 'exact', directive: d };
    if (rules.prefixes && k.startsWith(name)) return { kind: d.kind, spelling: 'prefix', directive: d };
    if (rules.typos && d.typos.some((t) => (rules.prefixes ? k.startsWith(t) : k === t))) {
      return { kind: d.kind, spelling: 'typo', directive: d };
    }
  }
  if (rules.unused.includes(k)) return { kind: 'unused', spelling: 'none', directive: null };
  return UNKNOWN;
}

/**
 * classifyKey(text.slice(from, to), rules).directive !== null, read in place: a file of a
 * million lines that are not directives asks this of each one (diagnostics count them by code).
 * Like classifyKey, it folds ASCII case only (robots.cc compares keys with absl's ASCII folding).
 */
export function isDirectiveKey(text: string, from: number, to: number, rules: KeyRules): boolean {
  if (from === to) return false;
  const first = text.charCodeAt(from) | 0x20;
  for (const name of rules.spellings) {
    if (name.charCodeAt(0) === first && startsKey(text, from, to, name, rules.prefixes)) return true;
  }
  return false;
}

/** text[from, to) is `name` (or, with prefixes, starts with it), ignoring ASCII case. */
function startsKey(text: string, from: number, to: number, name: string, prefixes: boolean): boolean {
  if (prefixes ? to - from < name.length : to - from !== name.length) return false;
  for (let i = 0; i < name.length; i++) {
    const c = text.charCodeAt(from + i);
    if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== name.charCodeAt(i)) return false;
  }
  return true;
}
