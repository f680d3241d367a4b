import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
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
