import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { typedIs } from './completionKeys.ts';

/** The state with the cursor at `|`. */
function at(docWithCursor: string): EditorState {
  const pos = docWithCursor.indexOf('|');
  return EditorState.create({ doc: docWithCursor.replace('|', ''), selection: { anchor: pos } });
}

describe('typedIs: whether Enter on a chosen option would change nothing the person typed', () => {
  it('is true when the word before the cursor already is the option: a crawler, a key, a path, a URL', () => {
    expect(typedIs(at('User-agent: GPTBot|'), 'GPTBot')).toBe(true);
    expect(typedIs(at('User-agent:*|'), '*')).toBe(true);
    expect(typedIs(at('Disallow|'), 'Disallow')).toBe(true);
    expect(typedIs(at('User-agent: *\n  Allow|'), 'Allow')).toBe(true);
    expect(typedIs(at('Disallow: /shop/|'), '/shop/')).toBe(true);
    expect(typedIs(at('Sitemap: https://a.example/sitemap.xml|'), 'https://a.example/sitemap.xml')).toBe(true);
  });

  it('is false for a part of the option, a longer word, another case, or text after the cursor', () => {
    expect(typedIs(at('User-agent: GPT|'), 'GPTBot')).toBe(false);
    expect(typedIs(at('User-agent: XGPTBot|'), 'GPTBot')).toBe(false);
    expect(typedIs(at('User-agent: gptbot|'), 'GPTBot')).toBe(false);
    expect(typedIs(at('Disallow: /shop|/'), '/shop/')).toBe(false);
    expect(typedIs(at('Disallow: /sh|'), '/shop/')).toBe(false);
  });
});
