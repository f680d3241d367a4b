/** The pull-request review (issue 26 §2): a verdict in one line, causes, failing expectations, problems, the diff; valid GFM under 65,536 characters. */
import { readFileSync } from 'node:fs';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { parseRobots } from './parse.ts';
import { readFile } from './readings.ts';
import { fileParse } from './readings.ts';
import { buildReview, readDeclared, type ReviewInput } from './review.ts';
import { mdCode } from './markdown.ts';
import { REVIEW_MAX_CHARS, reviewMarkdown } from './reviewMarkdown.ts';

const EBAY = readFileSync(new URL('../../testdata/corpus/0299_ebay.com.txt', import.meta.url), 'utf8');

function ebayEdited(): string {
  const lines = EBAY.split('\n');
  lines.splice(lines.indexOf('Allow: /signin/$'), 1);
  lines.splice(lines.indexOf('User-agent: *'), 0, 'User-agent: Googlebot', 'Disallow: /private/', '');
  return lines.join('\n');
}

interface Node { type: string; depth?: number; value?: string; children?: Node[] }
const tree = (md: string) => fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as Node;
function all(node: Node, type: string): Node[] {
  return [...(node.type === type ? [node] : []), ...(node.children ?? []).flatMap((c) => all(c, type))];
}
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

function input(over: Partial<ReviewInput> = {}): ReviewInput {
  return {
    oldName: 'old.txt', newName: 'new.txt', before: parseRobots(EBAY), after: parseRobots(ebayEdited()),
    crawlers: ['Googlebot', 'Applebot', 'GPTBot'],
    urls: ['/signin/', '/itm/1', '/b/shoes_kw', '/private/x'].map((p) => `https://www.ebay.com${p}`),
    ...over,
  };
}
const names = (i: ReviewInput) => ({ oldName: i.oldName, newName: i.newName, oldText: fileParse(i.before).text, newText: fileParse(i.after).text });

describe('the review of a change', () => {
  it('says in one line that it is unsafe when an expectation now fails, and which', () => {
    const i = input({ expectations: [{ url: 'https://www.ebay.com/signin/', crawler: 'GPTBot', expect: 'allowed' }, { url: 'https://www.ebay.com/itm/1', crawler: 'Googlebot', expect: 'allowed' }] });
    const r = buildReview(i);
    expect(r.verdict).toBe('unsafe');
    expect(r.summary).toBe('Unsafe: 1 expectation fails (1 newly); URLs newly blocked: 1 for Googlebot, 1 for Applebot, 1 for GPTBot; URLs newly allowed: 1 for Googlebot, 1 for Applebot.');
    expect(r.expectations?.failing.map((e) => [e.crawler, e.url, e.got, e.line])).toEqual([['GPTBot', 'https://www.ebay.com/signin/', 'blocked', 477]]);
  });

  it('says why no rule decides a side, and a failing expectation, in the words check and the grid use (before: "Allowed (no rule)", "no rule")', () => {
    const i = input({
      before: parseRobots('User-agent: AdsBot-Google\nDisallow: /news/\n\nUser-agent: *\nDisallow: /news/top\n'),
      after: parseRobots('User-agent: *\nDisallow: /news/top\nDisallow: /news/a\n'),
      crawlers: ['AdsBot-Google', 'Googlebot'], urls: ['https://dzen.ru/news/top', 'https://dzen.ru/news/a'],
      expectations: [{ url: 'https://dzen.ru/news/top', crawler: 'AdsBot-Google', expect: 'blocked' }],
    });
    const md = reviewMarkdown(buildReview(i), names(i));
    const cells = all(tree(md), 'tableCell').map(textOf);
    expect(cells).toContain('Allowed (AdsBot-Google ignores the * group, and no group names it)');
    expect(cells).toContain('Allowed (no rule matched)');
    expect(md).toContain('| blocked | allowed | AdsBot-Google ignores the \\* group, and no group names it |');
  });

  it('reads a ReadFile version as `choice` says, as it reads a parse: a choice is never dropped (review15 §7.5)', () => {
    const v1 = 'User-agent: *\nDisallow: /private/\n';
    const v2 = 'User-agent: *\nDissallow: /private/\n';
    const of = (choice: ReviewInput['choice']) => buildReview({
      oldName: 'v1.txt', newName: 'v2.txt', before: readFile(v1, 'documented'), after: readFile(v2, 'documented'), choice, crawlers: ['GPTBot'], urls: ['https://example.com/private/x'],
    });
    // Read as Google, GPTBot reads the misspelt line as before. Before: read by RFC 9309 as the files' own
    // `documented` says, the `google` asked for dropped without a word: newly allowed.
    expect(of('google').diff.changes).toEqual([]);
    const documented = of('documented').diff;
    expect(documented.changes.map((c) => [c.crawler, c.kind])).toEqual([['GPTBot', 'newly-allowed']]);
    expect(of(undefined).diff.changes).toHaveLength(1);
  });

  it('lists a ReadFile version\'s problems as `choice` reads it, as its verdicts are read (review16 §10)', () => {
    const v1 = 'User-agent: *\nDisallow: /private/\n';
    const v2 = 'User-agent: *\nDissallow: /private/\n';
    const review = (files: NonNullable<ReviewInput['choice']>, choice?: ReviewInput['choice']) => buildReview({
      oldName: 'v1.txt', newName: 'v2.txt', before: readFile(v1, files), after: readFile(v2, files), choice, crawlers: ['GPTBot'], urls: ['https://example.com/private/x'],
    });
    const codes = (r: ReturnType<typeof buildReview>) => r.problems.added.map((d) => d.code);
    // RFC 9309 reads no rule in the group: it is empty. Before: the files' own `documented`, Google's reading, listed.
    expect(codes(review('documented', 'rfc9309'))).toEqual(codes(review('rfc9309')));
    expect(codes(review('documented', 'rfc9309'))).toContain('empty-group');
    expect(codes(review('documented'))).not.toContain('empty-group');
  });

  it('is safe when every expectation holds, and unchecked without expectations', () => {
    expect(buildReview(input({ expectations: [{ url: 'https://www.ebay.com/itm/1', crawler: 'Googlebot', expect: 'allowed' }] })).summary).toMatch(/^Safe: no expectation fails \(1 holds\); /);
    expect(buildReview(input()).verdict).toBe('unchecked');
  });

  it('renders GitHub-flavoured Markdown: headings, tables and <details> blocks parse as such', () => {
    const i = input();
    const md = reviewMarkdown(buildReview(i), names(i));
    const t = tree(md);
    expect(all(t, 'heading').map((h) => [h.depth, textOf(h)])).toEqual([
      [2, 'robots.txt review: old.txt → new.txt'],
      [3, 'Verdict changes by cause'],
      [4, '1. Googlebot now reads the Googlebot group (line 18) instead of the * group (old line 18); Applebot falls back to it'],
      [4, '2. The rule Allow: /signin/$ (old line 474) was removed; Disallow: /signin/ (line 477) decides now'],
      [3, 'Problems the change adds or removes'],
      [3, 'Line diff'],
    ]);
    // The overview and a table per cause (rows: header + changes).
    expect(all(t, 'table').map((x) => x.children!.length)).toEqual([7, 6, 7, 2]);
    expect(all(t, 'html').map((h) => h.value).filter((v) => v!.startsWith('<details>'))).toHaveLength(3);
    const code = all(t, 'code')[0];
    expect(code.value).toContain('-Allow: /signin/$\n Disallow: /signin/');
  });

  it('keeps rules and URLs as code and crawler names as text: a hostile input opens no link, heading or HTML', () => {
    const i = input({ crawlers: ['<img src=x>', '*[a](http://e.com)*'], after: parseRobots('User-agent: *\nDisallow: /a*[x](http://e.com)\n'), before: parseRobots('User-agent: *\n'), urls: ['https://e.com/a_[x](http://e.com)'] });
    const t = tree(reviewMarkdown(buildReview(i), names(i)));
    expect(all(t, 'html').filter((h) => !/^<\/?(details|summary)/.test(h.value!))).toEqual([]);
    expect(all(t, 'link')).toEqual([]);
    expect(all(t, 'inlineCode').map((c) => c.value)).toContain('Disallow: /a*[x](http://e.com)');
    expect(all(t, 'inlineCode').map((c) => c.value)).toContain('https://e.com/a_[x](http://e.com)');
    expect(all(t, 'emphasis').filter((e) => textOf(e).includes('http'))).toEqual([]);
    expect(mdCode('`x`')).toBe('`` `x` ``');
    expect(mdCode('a|b', true)).toBe('`a\\|b`');
  });

  it('stays under 65,536 characters for 10,000 URLs × 5 crawlers, folding and cutting what does not fit', () => {
    const urls = Array.from({ length: 10_000 }, (_, k) => `https://www.ebay.com/itm/${k}_kw`);
    const i = input({ urls, crawlers: ['Googlebot', 'Googlebot-Image', 'Applebot', 'GPTBot', 'Bingbot'] });
    const md = reviewMarkdown(buildReview(i), names(i));
    expect(md.length).toBeLessThanOrEqual(REVIEW_MAX_CHARS);
    expect(md).toContain('more.*');
    expect(all(tree(md), 'heading').length).toBeGreaterThan(3);
  });

  it('reports a declared difference apart, out of the verdict: staging blocks everything', () => {
    const production = 'User-agent: *\nDisallow: /cart\n';
    const staging = 'User-agent: *\nDisallow: /\n';
    const declared = readDeclared('# staging and production\nDisallow: /   # staging blocks everything\n');
    expect(declared).toEqual({ ok: true, value: [{ rule: 'Disallow: /', why: 'staging blocks everything' }] });
    const i = input({ before: parseRobots(staging), after: parseRobots(production), urls: ['https://e.com/a', 'https://e.com/cart'], crawlers: ['Googlebot'], declared: declared.ok ? declared.value : [] });
    const r = buildReview(i);
    expect(r.causes).toEqual([]);
    expect(r.declared.map((d) => d.why)).toEqual(['staging blocks everything']);
    expect(r.summary).toBe('Unchecked: no expectations given; no verdict changes.');
    expect(readDeclared('User-agent: *')).toMatchObject({ ok: false });
  });
});
