import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits, formatLine, formatRobots, formatText } from './format.ts';
import { checkUrl, parseRobots, PROFILES } from './index.ts';

const fmt = (text: string) => applyEdits(text, formatRobots(text).edits);

describe('formatLine', () => {
  it('writes a directive key as the directive table spells it, one space after the colon', () => {
    expect(formatLine('user-agent:googlebot')).toBe('User-agent: googlebot');
    expect(formatLine('  DISALLOW :   /private  ')).toBe('Disallow: /private');
    expect(formatLine('sitemap:https://example.com/s.xml')).toBe('Sitemap: https://example.com/s.xml');
  });

  it('keeps a comment, one space before it', () => {
    expect(formatLine('allow:/a#why   ')).toBe('Allow: /a #why');
    expect(formatLine('   # a note  ')).toBe('# a note');
    expect(formatLine('Disallow:   # nothing')).toBe('Disallow: # nothing');
  });

  it('leaves a misspelling and a missing colon alone: writing them out changes what RFC 9309 reads', () => {
    expect(formatLine('dissallow: /a')).toBe('dissallow: /a');
    expect(formatLine('Disallow /a')).toBe('Disallow /a');
  });

  it('keeps a line that starts with a BOM or a byte that is not text', () => {
    expect(formatLine('\ufeffuser-agent:*')).toBe('\ufeffuser-agent:*');
  });

  it('keeps the value as written, blanks inside it included', () => {
    expect(formatLine('disallow: /my file.pdf')).toBe('Disallow: /my file.pdf');
    expect(formatLine('Disallow:/a\u00a0')).toBe('Disallow: /a\u00a0');
  });
});

describe('formatRobots', () => {
  it('puts one blank line between groups, above the comments that introduce one', () => {
    const text = 'user-agent: a\ndisallow: /a\n# for b\nuser-agent: b\ndisallow: /b\n';
    expect(fmt(text)).toBe('User-agent: a\nDisallow: /a\n\n# for b\nUser-agent: b\nDisallow: /b\n');
  });

  it('does not split user-agent lines that share a group', () => {
    const text = 'User-agent: a\nUser-agent: b\nDisallow: /\n';
    expect(formatRobots(text).edits).toEqual([]);
  });

  it('collapses runs of blank lines and drops those at the start and end, keeping the final break', () => {
    expect(fmt('\n\nUser-agent: *\n\n\n\nDisallow: /a\n\n\n')).toBe('User-agent: *\n\nDisallow: /a\n');
    expect(fmt('User-agent: *\nDisallow: /a')).toBe('User-agent: *\nDisallow: /a');
  });

  it('keeps each line its own ending and gives a new blank line the usual one', () => {
    const raw = 'user-agent: a\r\ndisallow: /a\nuser-agent: b\r\nDisallow: /b\r\n';
    expect(formatText(raw).text).toBe('User-agent: a\r\nDisallow: /a\n\r\nUser-agent: b\r\nDisallow: /b\r\n');
  });

  it('leaves a file near the 500 KiB cut alone, and says why', () => {
    const big = 'User-agent: *\n' + 'disallow:/x\n'.repeat(50_000);
    const result = formatRobots(big);
    expect(result.edits).toEqual([]);
    expect(result.refused).toMatch(/500 KiB/);
  });

  it('is idempotent', () => {
    const text = 'user-agent:a\n\n\ndisallow:/a\nUSER-AGENT: b\nallow : /b # x\n';
    expect(fmt(fmt(text))).toBe(fmt(text));
  });
});

// -------------------------------------------------------------------------------------------
// No verdict changes, under any profile

const key = fc.constantFrom('User-agent', 'user-agent', 'USER-AGENT', 'useragent', 'Disallow', 'disallow', 'DISALLOW', 'dissallow', 'Allow', 'allow', 'Sitemap', 'crawl-delay', 'Host', 'foo');
const space = fc.constantFrom('', ' ', '  ', '\t', ' \t');
const value = fc.constantFrom('*', 'Googlebot', 'googlebot/2.1', 'Bingbot', '/', '/a', '/a/', '/a*b', '/a$', '/*.pdf$', '', '/a b', 'a', '/%2f', '/ä', 'https://e.com/s.xml', '#c', '/a#c', '/x\u00a0');
const directiveLine = fc.tuple(space, key, space, fc.constantFrom(':', ' ', '::'), space, value, space, fc.constantFrom('', '# note', '#x  ')).map((p) => p.join(''));
const line = fc.oneof({ arbitrary: directiveLine, weight: 6 }, fc.constantFrom('', ' ', '\t', '# comment', '  # c  ', '\0', '\ufeff', 'garbage'));
const file = fc.array(line, { maxLength: 25 }).chain((lines) => fc.constantFrom('\n', '\r\n', '\r').map((eol) => lines.join(eol)));
const path = fc.constantFrom('/', '/a', '/a/', '/a/b', '/ab', '/a$', '/x.pdf', '/a%20b', '/a b', '/s.xml', '/%2f', '/ä', '/x\u00a0', '/b');
const crawler = fc.constantFrom('Googlebot', 'Bingbot', 'googlebot', 'Other', 'a');

describe('formatting changes no verdict', () => {
  it('for random files, URLs and crawlers, under every profile', () => {
    fc.assert(
      fc.property(file, fc.array(fc.tuple(crawler, path), { minLength: 1, maxLength: 8 }), (raw, probes) => {
        const out = formatText(raw).text;
        for (const profile of PROFILES) {
          const before = parseRobots(raw, { profile });
          const after = parseRobots(out, { profile });
          expect(after.sitemaps.map((s) => s.url)).toEqual(before.sitemaps.map((s) => s.url));
          for (const [ua, p] of probes) {
            const a = checkUrl(before, ua, `https://example.com${p}`);
            const b = checkUrl(after, ua, `https://example.com${p}`);
            expect([b.allowed, b.rule?.pattern, b.rule?.allow], `${profile} ${ua} ${p}\n${JSON.stringify(raw)}\n${JSON.stringify(out)}`)
              .toEqual([a.allowed, a.rule?.pattern, a.rule?.allow]);
          }
        }
        expect(formatText(out).text).toBe(out);
      }),
      { numRuns: 400 },
    );
  });
});
