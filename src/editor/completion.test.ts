import { CompletionContext, type Completion, type CompletionResult, type CompletionSource } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { keyInfo, REGISTRY, VOCABULARY } from '../core/index.ts';
import { MAX_PATH_OPTIONS, robotsCompletionData } from './completion.ts';
import { robotsTxt } from './language.ts';
import { siteContext } from './siteContext.ts';
import { lineTokens } from './tokens.ts';

/** The completion result at `|` in `doc`, asked the way CodeMirror asks: through the language data. */
function complete(docWithCursor: string, explicit = true, origin: string | null = null): CompletionResult | null {
  const pos = docWithCursor.indexOf('|');
  const doc = docWithCursor.replace('|', '');
  const state = EditorState.create({
    doc, selection: { anchor: pos },
    extensions: [robotsTxt('google'), robotsCompletionData, siteContext.of({ origin: () => origin, matrix: () => null })],
  });
  const sources = state.languageDataAt<CompletionSource>('autocomplete', pos);
  expect(sources.length).toBe(1);
  return sources[0](new CompletionContext(state, pos, explicit)) as CompletionResult | null;
}

const labels = (r: CompletionResult | null) => (r?.options ?? []).map((o: Completion) => o.label);

describe('completion, as language data', () => {
  it('offers every key of the vocabulary at the start of a line, with its summary and a snippet', () => {
    const r = complete('User-agent: *\nDis|');
    expect(r?.from).toBe('User-agent: *\n'.length);
    expect(labels(r)).toEqual(VOCABULARY.map((k) => k.name));
    const disallow = r!.options.find((o) => o.label === 'Disallow')!;
    expect(disallow.detail).toBe(keyInfo('Disallow')!.summary);
    expect(typeof disallow.apply).toBe('function');
  });

  it('offers nothing unasked on an empty line, and nothing inside a comment', () => {
    expect(complete('User-agent: *\n|', false)).toBeNull();
    expect(complete('# Dis|')).toBeNull();
  });

  it('offers the crawlers whose token holds what is typed, those starting with it first, never letters scattered through a name', () => {
    // s19 newuser §8: "GPT" offered Google-InspectionTool (G…P…T) beside GPTBot and ChatGPT-User.
    const r = complete('User-agent: GPT|', false);
    expect(r?.from).toBe('User-agent: '.length);
    expect(r?.filter).toBe(false);
    expect(labels(r)).toEqual(['GPTBot', 'ChatGPT-User']);
    expect(r!.getMatch!(r!.options[1])).toEqual([4, 7]);
    expect(labels(complete('User-agent: gpt|', false))).toEqual(['GPTBot', 'ChatGPT-User']);
    // Case ignored; every token that starts with it before any that holds it further in.
    const google = labels(complete('User-agent: google|', false));
    const starting = REGISTRY.map((c) => c.token).filter((t) => t.toLowerCase().startsWith('google'));
    const inside = REGISTRY.map((c) => c.token).filter((t) => t.toLowerCase().indexOf('google') > 0);
    expect(new Set(google.slice(0, starting.length))).toEqual(new Set(starting));
    expect(new Set(google.slice(starting.length))).toEqual(new Set(inside));
    expect(inside).toContain('AdsBot-Google');
    // A section with nothing starting with it ranks after every section that has one.
    const sectionRank = (label: string) => {
      const o = complete('User-agent: google|', false)!.options.find((x) => x.label === label)!;
      return (o.section as { rank: number }).rank;
    };
    expect(sectionRank('AdsBot-Google')).toBeGreaterThan(sectionRank('Googlebot'));
    expect(complete('User-agent: zzz|', false)?.options).toEqual([]);
    expect(labels(complete('User-agent: *|', false))).toEqual(['*']);
  });

  it('offers the registry\'s crawlers after User-agent, in sections by purpose, with the operator', () => {
    const r = complete('User-agent: |');
    expect(r?.from).toBe('User-agent: '.length);
    expect(labels(r)).toEqual(['*', ...REGISTRY.map((c) => c.token).sort((a, b) => a.localeCompare(b, 'en'))]);
    const gpt = r!.options.find((o) => o.label === 'GPTBot')!;
    expect(gpt.detail).toBe('OpenAI');
    expect(gpt.section).toMatchObject({ name: 'AI training' });
    expect(r!.options.find((o) => o.label === 'Googlebot')!.section).toMatchObject({ name: 'Search' });
    expect(r!.options.find((o) => o.label === 'ChatGPT-User')!.section).toMatchObject({ name: 'User-triggered' });
    expect(r!.options.find((o) => o.label === 'AdsBot-Google')!.section).toMatchObject({ name: 'Ads' });
    expect(r!.options.find((o) => o.label === 'PerplexityBot')!.section).toMatchObject({ name: 'AI search' });
  });

  it('offers the paths the file already uses after Allow and Disallow', () => {
    const r = complete('User-agent: *\nDisallow: /shop/\nAllow: /shop/public\nDisallow: /sh|');
    expect(r?.from).toBe('User-agent: *\nDisallow: /shop/\nAllow: /shop/public\nDisallow: '.length);
    expect(labels(r)).toEqual(['/shop/', '/shop/public']);
  });

  it('does not offer back the path being typed, so Enter still ends the line', () => {
    expect(complete('User-agent: *\nDisallow: /private/|')).toBeNull();
  });

  it('offers the site\'s sitemap URL when the origin is known, and none when nothing says the origin', () => {
    expect(labels(complete('Sitemap: |', true, 'https://example.com'))).toEqual(['https://example.com/sitemap.xml']);
    expect(complete('Sitemap: |')).toBeNull();
    expect(labels(complete('Sitemap: https://a.example/s.xml\nSitemap: |'))).toEqual(['https://a.example/sitemap.xml']);
  });
});

describe('the editor reads the same vocabulary as the core', () => {
  it('colours each key as the table classes it: directives as keys, AI-usage keys apart, ignored keys as ignored', () => {
    const expected = { directive: 'keyword', ignored: 'unusedKey', 'ai-usage': 'aiKey' } as const;
    for (const k of VOCABULARY) expect(lineTokens(`${k.name}: x`)[0].name, k.name).toBe(expected[k.role]);
    for (const k of VOCABULARY) for (const t of k.typos) expect(lineTokens(`${t}: /x`)[0].name, t).toBe('typoKey');
  });

  it('colours the path of a Content-Usage line as a path and an RSL licence as a URL', () => {
    const names = (line: string) => lineTokens(line).map((t) => [line.slice(t.from, t.to), t.name]);
    expect(names('Content-Usage: /blog/ train-ai=n').slice(2)).toEqual([['/blog/', 'path'], ['train-ai=n', 'value']]);
    expect(names('License: https://example.com/l.xml').slice(2)).toEqual([['https://example.com/l.xml', 'url']]);
  });
});

describe('completion in a file with thousands of paths', () => {
  it('offers only the paths that start with what is typed, at most MAX_PATH_OPTIONS, asked again at each key', () => {
    // 0341 has 42,578 paths: CodeMirror would match and sort all of them at each key.
    const rules = Array.from({ length: 3000 }, (_, i) => `Disallow: /p${i}/`).join('\n');
    const r = complete(`User-agent: *\n${rules}\nDisallow: /p12|`);
    // /p12/, /p120/ to /p129/, /p1200/ to /p1299/: 111 paths.
    const expected = Array.from({ length: 3000 }, (_, i) => `/p${i}/`).filter((p) => p.startsWith('/p12')).sort();
    expect(expected).toHaveLength(111);
    expect(labels(r)).toEqual(expected);
    expect(r?.validFor).toBeUndefined();
    expect(labels(complete(`User-agent: *\n${rules}\nDisallow: /|`))).toHaveLength(MAX_PATH_OPTIONS);
  });
});
