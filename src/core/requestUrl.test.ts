/**
 * requestUrl: the URL as a browser requests it (issue 23 §3), checked against examples read off
 * Chromium and, for every path and query, against Node's WHATWG URL parser (with Chromium's
 * larger path set: `|` and `^` escaped).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUrl } from './match.ts';
import { parseRobots } from './parse.ts';
import { requestedForm, requestUrl } from './requestUrl.ts';
import { comparedAs } from './words/resultWords.ts';
import { pathFromUrl } from './url.ts';

describe('requestUrl', () => {
  it.each([
    ['https://www.ebay.com/b/Cámaras-digitales', 'https://www.ebay.com/b/C%C3%A1maras-digitales'],
    ['/b/Cámaras digitales', '/b/C%C3%A1maras%20digitales'],
    ['https://h.example/a b?q=a b&r=\'x\'#a b', 'https://h.example/a%20b?q=a%20b&r=%27x%27#a b'],
    ['/x"<>`{}|^\'?"<>`{}|^\'', '/x%22%3C%3E%60%7B%7D%7C%5E\'?%22%3C%3E`{}|^%27'],
    ['/%e3%83%84/%zz', '/%e3%83%84/%zz'],
    ['/a\\b', '/a/b'],
    ['/a/./b/../c', '/a/c'],
    ['/a/b/..', '/a/'],
    ['/a/%2E%2e/b', '/b'],
    ['/a/.b/..c', '/a/.b/..c'],
    ['https://h.example/\uD800x', 'https://h.example/%EF%BF%BDx'],
    ['https://h.example/😀', 'https://h.example/%F0%9F%98%80'],
    ['/a\tb', '/ab'],
    ['https://h.example#a b/c', 'https://h.example#a b/c'],
  ])('%j is requested as %j (as Chromium requests it)', (written, requested) => {
    expect(requestUrl(written)).toBe(requested);
  });

  it('gives back the very string when nothing changes', () => {
    const url = 'https://example.com/a/b?c=d;e#f';
    expect(requestUrl(url)).toBe(url);
  });

  it('agrees with the URL Standard on every path and query (Chromium also escapes | and ^ in the path)', () => {
    const piece = fc.constantFrom('/', '.', '..', '%2e', '%2E', '%41', '%', 'a', '?', '#', ';', ' ', '"', '<', '>', '`', '{', '}', '|', '^', "'", '\\', '[', ']', 'é', 'ツ', '😀', '\uD800', '\u007f', '\u0001', '\t');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map((p) => '/' + p.join('')), (tail) => {
      const parsed = new URL('https://h.example' + tail);
      const chromiumPath = parsed.pathname.replace(/\|/g, '%7C').replace(/\^/g, '%5E');
      const query = parsed.href.slice(parsed.origin.length + parsed.pathname.length).replace(/#.*$/s, '');
      expect(pathFromUrl(requestUrl('https://h.example' + tail))).toBe(chromiumPath + query);
    }), { numRuns: 3000 });
  });

  it("lets a decoded rule block the decoded URL as Google blocks the encoded one (rules' non-ASCII is %-encoded)", () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /b/Cámaras\n');
    const written = 'https://www.ebay.com/b/Cámaras-digitales';
    expect(checkUrl(parsed, 'Googlebot', written).allowed).toBe(true); // Google's raw matcher, as batch keeps it
    expect(checkUrl(parsed, 'Googlebot', requestUrl(written)).allowed).toBe(false);
    expect(checkUrl(parsed, 'Googlebot', '/b/C%C3%A1maras-digitales').allowed).toBe(false);
  });
});

describe('requestedForm', () => {
  it('gives the path compared when the URL changed (said "compared as"), and nothing when it did not', () => {
    expect(requestedForm('https://www.ebay.com/b/Cámaras-digitales')).toEqual({
      url: 'https://www.ebay.com/b/C%C3%A1maras-digitales', comparedAs: '/b/C%C3%A1maras-digitales',
    });
    expect(comparedAs('/b/C%C3%A1maras-digitales')).toMatch(/^compared as \/b\/C%C3%A1maras-digitales/);
    expect(comparedAs('')).toBe('');
    expect(requestedForm('https://www.ebay.com/b/x')).toEqual({ url: 'https://www.ebay.com/b/x', comparedAs: '' });
  });
});
