/**
 * The per-code cap (report.ts): past MAX_PER_CODE diagnostics of one code, the rest of that code
 * are summed up, and only that code: the other codes are listed and counted as before.
 */
import { describe, expect, it } from 'vitest';
import { sayText, diagnose, parseRobots, type Profile } from '../index.ts';
import { isDirectiveKey, classifyKey } from '../directives.ts';
import { PROFILE_SPECS } from '../profiles/index.ts';
import { MAX_PER_CODE } from './report.ts';

function counts(text: string, profile: Profile = 'google') {
  const diagnostics = diagnose(parseRobots(text, { profile }));
  const byCode = new Map<string, number>();
  for (const d of diagnostics) byCode.set(d.code, (byCode.get(d.code) ?? 0) + 1);
  const notes = diagnostics.filter((d) => d.code === 'too-many-diagnostics').map((d) => sayText(d.say));
  return { byCode: Object.fromEntries(byCode), notes };
}

/** One line of each key or separator problem, after `n` lines of `filler` (`#` numbers each one). */
function afterMany(filler: string, n = MAX_PER_CODE + 5): string {
  return ['User-agent: *', ...Array.from({ length: n }, (_, i) => filler.replace('#', String(i))),
    'Crawl-delay: 10', 'Disallow /x', 'Allow / x y', 'Foo: bar', 'just three words', 'Dissallow: /y', ''].join('\n');
}

describe('per-code caps', () => {
  it('a full list of misspelled-directive does not swallow unused-directive or missing-colon', () => {
    const { byCode, notes } = counts(afterMany('Dissallow: /a#'));
    expect(byCode).toMatchObject({
      'misspelled-directive': MAX_PER_CODE, 'unused-directive': 1, 'missing-colon': 2, 'unknown-directive': 2,
    });
    expect(notes).toEqual(['6 more "misspelled-directive" diagnostics are not listed.']);
  });

  it('a full list of unknown-directive (lines that are not directives) does not swallow a missing colon', () => {
    const { byCode, notes } = counts(afterMany('hello there world'));
    expect(byCode).toMatchObject({
      'unknown-directive': MAX_PER_CODE, 'unused-directive': 1, 'missing-colon': 2, 'misspelled-directive': 1,
    });
    expect(notes).toEqual(['7 more "unknown-directive" diagnostics are not listed.']);
  });

  it('a full list of missing-colon does not swallow lines that are not directives', () => {
    const { byCode, notes } = counts(afterMany('Allow / a#b'));
    expect(byCode).toMatchObject({ 'missing-colon': MAX_PER_CODE, 'unknown-directive': 2, 'unused-directive': 1 });
    expect(notes).toEqual(['7 more "missing-colon" diagnostics are not listed.']);
  });

  it('rfc9309: keys Google would accept are misspelled, others unknown, each counted apart', () => {
    const { byCode, notes } = counts(afterMany('Disallowed: /a#'), 'rfc9309');
    expect(byCode).toMatchObject({ 'misspelled-directive': MAX_PER_CODE, 'unknown-directive': 2, 'missing-colon': 2, 'unused-directive': 1 });
    expect(notes).toEqual(['6 more "misspelled-directive" diagnostics are not listed.']);
  });
});

describe('isDirectiveKey', () => {
  it('agrees with classifyKey on keys of every profile', () => {
    const words = ['Disallow', 'disallowed', 'DISSALLOW', 'Dissallowx', 'allow', 'Allo', 'user-agent', 'useragent', 'User-Agents',
      'sitemap', 'Site-map', 'sitemaps', 'crawl-delay', 'foo', 'd', '', 'Ａllow', 'ſitemap', 'user', 'disalow', 'diasllow2'];
    for (const spec of Object.values(PROFILE_SPECS)) {
      for (const w of words) {
        const text = `  ${w} `;
        expect(isDirectiveKey(text, 2, 2 + w.length, spec.keys), `${spec.name} ${w}`).toBe(classifyKey(w, spec.keys).directive !== null);
      }
    }
  });
});
