/**
 * Profiles are behaviours as data: the core switches on what a profile does, never on its name,
 * and the diagnostics speak of the profile's own crawler.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyKey } from '../directives.ts';
import { sayText, diagnose, lineAt, parseRobots, PROFILES, type Profile } from '../index.ts';
import { normalise, normalisePath, normalisePattern } from '../pattern.ts';
import { PROFILE_SPECS, type Normalisation, type ProfileSpec } from './index.ts';
import { readerOf } from '../words/profileWords.ts';

const CORE = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'profiles' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('profiles as behaviours', () => {
  it('no core file outside profiles/ asks which profile it is', () => {
    const name = "'(google|rfc9309|draft1996|bing|yandex)'";
    const asks = new RegExp(`[!=]==?\\s*${name}|${name}\\s*[!=]==?|case\\s+${name}`);
    const offenders = sources(CORE).filter((f) => asks.test(readFileSync(f, 'utf8'))).map((f) => f.slice(CORE.length + 1));
    expect(offenders).toEqual([]);
  });

  it('each normalisation switch does what it says', () => {
    const base: Normalisation = { decode: 'none', keepEscapedSlash: false, nonAscii: 'percent-encode', paths: true, escapeLiteralSpecials: false };
    const with_ = (o: Partial<Normalisation>) => ({ ...base, ...o });
    // Kept escapes get upper-case hex; none decoded.
    expect(normalise('/a%2fb%7e', base, true)).toBe('/a%2Fb%7E');
    // RFC 9309 2.2.3: only unreserved characters are decoded.
    expect(normalise('/a%2fb%7e%41', with_({ decode: 'unreserved' }), true)).toBe('/a%2Fb~A');
    // 1996 draft 3.2.2: every escape is decoded, %2F kept when asked.
    expect(normalise('/a%2fb%41', with_({ decode: 'all' }), true)).toBe('/a/bA');
    expect(normalise('/a%2fb%41', with_({ decode: 'all', keepEscapedSlash: true }), true)).toBe('/a%2FbA');
    // Outside ASCII: %XX of the UTF-8 bytes, or the bytes themselves.
    expect(normalise('/é', base, true)).toBe('/%C3%A9');
    expect(normalise('/é', with_({ nonAscii: 'bytes' }), true)).toBe('/\u00c3\u00a9');
    // A literal `*` in a path and a `$` that does not end a pattern.
    expect(normalise('/a*$', with_({ escapeLiteralSpecials: true }), false)).toBe('/a%2A%24');
    expect(normalise('/a*b$c$', with_({ escapeLiteralSpecials: true }), true)).toBe('/a*b%24c$');
  });

  it('google compares the URL path as given; the others bring it to the pattern\'s form', () => {
    expect(normalisePath('/a%7e', PROFILE_SPECS.google)).toBe('/a%7e');
    expect(normalisePath('/a%7e', PROFILE_SPECS.rfc9309)).toBe('/a~');
    expect(normalisePattern('/a%7e', PROFILE_SPECS.google)).toBe('/a%7E');
    expect(normalisePath('/a%2f%7e', PROFILE_SPECS.draft1996)).toBe('/a%2F~');
  });
});

/** One line of each kind of trouble whose words tell what the profile's crawler does. */
const TROUBLE = [
  'Disallow: /early', 'User-agent: Googlebot/2.1', 'User-agent: *', 'Disallow: a', 'Disallow: /a$b', 'Disallow: /my file',
  'Foo: bar', 'just some words', 'Crawl-delay: 10', 'Disallow: /x\x01', 'Dissallow: /t', 'Disallow /u', '',
].join('\n');

describe('diagnostics speak of the profile\'s crawler', () => {
  for (const profile of PROFILES) {
    it(`${profile}: messages name ${readerOf(profile)} where they say what it does`, () => {
      const reader = readerOf(profile).toLowerCase();
      const messages = diagnose(parseRobots(TROUBLE, { profile })).map((d) => `${d.code}: ${sayText(d.say)}`);
      const about = messages.filter((m) => /^(rule-outside-group|pattern-start|unknown-directive|unused-directive|invalid-char)/.test(m));
      expect(about.length).toBeGreaterThan(4);
      for (const m of about) expect(m.toLowerCase(), m).toContain(reader);
      if (profile !== 'google') {
        // Google appears only as a contrast, never as the one who ignores or reads the line.
        expect(messages.filter((m) => /Google (ignores|keeps|never matches|reads this)/.test(m))).toEqual([]);
      }
    });
  }
});

describe('records that change no verdict follow the profile\'s crawler', () => {
  const KEYS_FILE = 'User-agent: *\nCrawl-delay: 10\nHost: example.com\nDisallow: /x\n';
  const unused = (profile: Profile) => diagnose(parseRobots(KEYS_FILE, { profile })).filter((d) => d.code === 'unused-directive');

  it('the keys a crawler knows of are the profile\'s own data: a line is unused only if its profile lists the key', () => {
    for (const profile of PROFILES) {
      const spec = PROFILE_SPECS[profile];
      const parsed = parseRobots(KEYS_FILE, { profile });
      const expected = ['crawl-delay', 'host'].map((k) => (spec.keys.unused.includes(k) ? 'unused' : 'unknown'));
      expect([lineAt(parsed, 2).kind, lineAt(parsed, 3).kind], profile).toEqual(expected);
      // The same reading with the list emptied: the keys are unknown to such a crawler.
      const bare = classifyKey('Crawl-delay', { ...spec.keys, unused: [] });
      expect(bare.kind).toBe('unknown');
    }
  });

  it('Google ignores Crawl-delay; a crawler that follows RFC 9309 may read it as another record (2.2.4), which never changes a verdict', () => {
    const [google] = unused('google');
    expect(sayText(google.say)).toMatch(/^Google ignores 'Crawl-delay': Bing honours it; Yandex has ignored it since 2018-02-22/);
    const [rfc] = unused('rfc9309');
    // RFC 9309 2.2.4: "Crawlers MAY interpret other records": saying it ignores them is wrong.
    expect(sayText(rfc.say)).not.toMatch(/ignores/);
    expect(sayText(rfc.say)).toContain('may read it as another record (RFC 9309 2.2.4)');
    expect(sayText(rfc.say)).toContain('Bing honours it; Yandex has ignored it since 2018-02-22');
    // The 1996 draft's robot reads only the fields it defines.
    expect(sayText(unused('draft1996')[0].say)).toMatch(/^A robot that follows the 1996 draft ignores 'Crawl-delay'/);
  });
});

/** Each reading with a twin by `field`, and that twin, which names it back. */
function twins(field: 'escapesTwin' | 'blankLineTwin'): [string, ProfileSpec, ProfileSpec][] {
  return Object.entries(PROFILE_SPECS).flatMap(([name, spec]) => {
    const other = spec[field];
    if (other === null) return [];
    const twin = PROFILE_SPECS[other];
    expect(twin[field], name).toBe(name);
    return [[name, spec, twin] as [string, ProfileSpec, ProfileSpec]];
  });
}

/** The switches in which two readings differ, but those `aside`. */
const differing = (a: ProfileSpec, b: ProfileSpec, aside: ReadonlySet<string>) =>
  Object.keys(a).filter((k) => !aside.has(k) && JSON.stringify(a[k as keyof ProfileSpec]) !== JSON.stringify(b[k as keyof ProfileSpec]));

describe('escapesTwin: a reading and its twin differ in how they compare %-escapes alone (issue 29)', () => {
  // What changes no verdict: the words' and the other records' switches, and one that only asks
  // another reading (agentListEndOpen: RFC 9309 2.2.4 says where a user-agent list ends, Bing does not).
  const ASIDE = new Set(['name', 'base', 'otherRecords', 'readsRecords', 'crawlDelay', 'forgivenessAssumed', 'escapesTwin', 'escapesOpen', 'agentListEndOpen', 'listEndAtQuiet', 'blankLineTwin']);

  it('reads every line alike and decides alike but for normalise and /robots.txt (so a differing answer is the escapes\' doing)', () => {
    for (const [name, spec, twin] of twins('escapesTwin')) {
      // Yandex's twin keeps Yandex's /robots.txt (it is no RFC 9309 reading, only its comparison).
      expect(differing(spec, twin, ASIDE).filter((k) => k !== 'robotsTxtAllowed'), name).toEqual(['normalise']);
      expect(spec.normalise.decode === 'none', name).not.toBe(twin.normalise.decode === 'none');
    }
  });
});

describe('blankLineTwin: a reading and its twin differ in where a blank line after User-agent ends the group alone (issue 29)', () => {
  const ASIDE = new Set(['name', 'escapesTwin', 'blankLineTwin']);

  it('reads every other line alike and decides alike, speaks with the same words, and each names the other', () => {
    for (const [name, spec, twin] of twins('blankLineTwin')) {
      expect(differing(spec, twin, ASIDE), name).toEqual(['blankLineEndsAgents']);
      expect(twin.base, name).toBe(spec.base);
    }
  });

  it('every reading speaks as one a person chooses: its own name where it is one (ReadingId)', () => {
    for (const [name, spec] of Object.entries(PROFILE_SPECS)) {
      expect(PROFILES.includes(spec.base), name).toBe(true);
      expect(PROFILES.includes(name as Profile), name).toBe(spec.base === name);
    }
  });
});
