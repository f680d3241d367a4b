import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRobots, PROFILES, rulePattern, type Profile } from '../core/index.ts';
import { robotsTxt } from './language.ts';
import { lineTokens, type TokenName } from './tokens.ts';

const names = (line: string) => lineTokens(line).map((t) => [line.slice(t.from, t.to), t.name]);

describe('robots.txt tokens (from the core lexer)', () => {
  it('tells an exact key from a misspelling Google accepts and from an unknown key', () => {
    expect(names('Disallow: /a')[0]).toEqual(['Disallow', 'keyword']);
    expect(names('Dissallow: /a')[0]).toEqual(['Dissallow', 'typoKey']);
    expect(names('Disallowed: /a')[0]).toEqual(['Disallowed', 'typoKey']);
    expect(names('Foo: /a')[0]).toEqual(['Foo', 'unknownKey']);
    expect(names('Crawl-delay: 10')[0]).toEqual(['Crawl-delay', 'unusedKey']);
  });

  it('marks `*` anywhere and `$` only at the end of a pattern (google-behaviours: Matching)', () => {
    expect(names('Disallow: /*.pdf$')).toEqual([
      ['Disallow', 'keyword'], [':', 'separator'], ['/', 'path'], ['*', 'wildcard'], ['.pdf', 'path'], ['$', 'wildcard'],
    ]);
    expect(names('Allow: /a$b').slice(2)).toEqual([['/a$b', 'path']]);
  });

  it('splits a user-agent value where Google cuts the product token', () => {
    expect(names('User-agent: Googlebot/2.1').slice(2)).toEqual([['Googlebot', 'agent'], ['/2.1', 'ignored']]);
    expect(names('User-agent: *').slice(2)).toEqual([['*', 'agent']]);
  });

  it('finds comments anywhere, also inside a path', () => {
    expect(names('Disallow: /a#b')).toEqual([['Disallow', 'keyword'], [':', 'separator'], ['/a', 'path'], ['#b', 'comment']]);
    expect(names('  # note')).toEqual([['# note', 'comment']]);
  });

  it('marks a line that is not key: value as invalid', () => {
    expect(names('just some words').map((t) => t[1])).toEqual(['invalid']);
  });
});

describe('robotsTxt() on a bare EditorState', () => {
  it('produces different node types for a correct and a misspelled key', () => {
    const doc = 'User-agent: *\nDisallow: /a\nDissallow: /b\n';
    const state = EditorState.create({ doc, extensions: robotsTxt() });
    const tree = ensureSyntaxTree(state, doc.length, 5000);
    expect(tree).not.toBeNull();
    const at = (pos: number) => tree!.resolveInner(pos, 1).type.name;
    const correct = at(doc.indexOf('Disallow') + 1);
    const typo = at(doc.indexOf('Dissallow') + 1);
    expect(correct).not.toBe(typo);
    expect(correct).toBe('keyword' satisfies TokenName);
    expect(typo).toBe('typoKey' satisfies TokenName);
  });
});

/** [text, node type] of every highlighted run of a one-line document under a profile. */
function highlighted(line: string, profile: Profile): [string, string][] {
  const state = EditorState.create({ doc: line, extensions: robotsTxt(profile) });
  const tree = ensureSyntaxTree(state, line.length, 5000)!;
  const out: [string, string][] = [];
  tree.iterate({ enter: (n) => { if (n.type.name !== tree.type.name) out.push([line.slice(n.from, n.to), n.type.name]); } });
  return out;
}

describe('colours follow the core\'s reading under each profile (bare EditorState)', () => {
  it('google and rfc9309 read no crawler from `*bot`: the whole value is struck, not the `*` group', () => {
    for (const profile of ['google', 'rfc9309'] as const) {
      expect(highlighted('User-agent: *bot', profile).slice(2), profile).toEqual([['*bot', 'ignored']]);
      expect(highlighted('User-agent: * bot', profile).slice(2), profile).toEqual([['*', 'agent'], [' bot', 'ignored']]);
    }
  });

  it('google strikes `/2.1` of `Googlebot/2.1`; the 1996 draft compares the whole value, so nothing is struck', () => {
    expect(highlighted('User-agent: Googlebot/2.1', 'google').slice(2)).toEqual([['Googlebot', 'agent'], ['/2.1', 'ignored']]);
    expect(highlighted('User-agent: Googlebot/2.1', 'draft1996').slice(2)).toEqual([['Googlebot/2.1', 'agent']]);
    expect(highlighted('User-agent: *bot', 'draft1996').slice(2)).toEqual([['*bot', 'agent']]);
  });

  it('the 1996 draft has no wildcards: `*` and a final `$` are plain path characters there', () => {
    expect(highlighted('Disallow: /a*b$', 'google').slice(2)).toEqual([['/a', 'path'], ['*', 'wildcard'], ['b', 'path'], ['$', 'wildcard']]);
    expect(highlighted('Disallow: /a*b$', 'draft1996').slice(2)).toEqual([['/a*b$', 'path']]);
  });

  it('keys follow the profile: the 1996 draft knows no Sitemap, rfc9309 no misspelling', () => {
    expect(highlighted('Sitemap: https://e.com/s.xml', 'google')[0]).toEqual(['Sitemap', 'keyword']);
    expect(highlighted('Sitemap: https://e.com/s.xml', 'draft1996')[0]).toEqual(['Sitemap', 'unknownKey']);
    expect(highlighted('Dissallow: /a', 'rfc9309')[0]).toEqual(['Dissallow', 'unknownKey']);
  });

  it('for any user-agent or rule line, the coloured crawler name and wildcards are what the parser reads', () => {
    const piece = fc.constantFrom('*', 'bot', 'Googlebot', '/2.1', ' ', '-', '_', '12', '.', 'é', '$', '/a', '%2A', '\u00a0', '(x)');
    const value = fc.array(piece, { maxLength: 6 }).map((p) => p.join(''));
    fc.assert(fc.property(fc.constantFrom(...PROFILES), fc.constantFrom('User-agent', 'Disallow', 'Allow'), value, (profile, key, v) => {
      const line = `${key}: ${v}`;
      const parsed = parseRobots(`${line}\n`, { profile });
      const tokens = lineTokens(line, profile);
      if (key === 'User-agent') {
        const agent = tokens.filter((t) => t.name === 'agent').map((t) => line.slice(t.from, t.to)).join('');
        const read = parsed.groups[0]?.userAgents[0]?.token ?? '';
        expect(agent, `${profile} ${JSON.stringify(line)}`).toBe(read);
      } else if (parsed.rules.length > 0) {
        // A rule is one pattern; the parser and the colours agree on how many wildcards it has.
        const wildcards = tokens.filter((t) => t.name === 'wildcard').length;
        const pattern = rulePattern(parsed, 0);
        const special = profile === 'draft1996' ? 0 : (pattern.match(/\*/g)?.length ?? 0) + (pattern.endsWith('$') ? 1 : 0);
        expect(wildcards, `${profile} ${JSON.stringify(line)}`).toBe(special);
      }
    }), { numRuns: 400 });
  });
});
