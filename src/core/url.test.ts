/**
 * URL -> the path a crawler matches (google/robotstxt GetPathParamsQuery), and whatever a
 * person pastes -> the product token a crawler compares (spec/google-behaviours.md, "Matching"
 * and "Groups and user-agents").
 */
import { describe, expect, it } from 'vitest';
import { checkUrl, parseRobots, pathFromUrl, productToken } from './index.ts';

describe('pathFromUrl', () => {
  it.each([
    ['', '/'],
    ['http://host', '/'],
    ['http://host?a', '/?a'],
    ['a/b', '/b'],
    ['//a/b/c', '/b/c'],
    ['http://example.com/a;p?q=1', '/a;p?q=1'],
  ])('reduces %j to %j (path + ;params + ?query, always starting with /)', (url, path) => {
    expect(pathFromUrl(url)).toBe(path);
  });

  it('drops the fragment', () => {
    expect(pathFromUrl('http://example.com/a?b#c')).toBe('/a?b');
    expect(pathFromUrl('http://example.com#x/y')).toBe('/');
    expect(pathFromUrl('/page#section')).toBe('/page');
  });

  it('decodes and encodes nothing', () => {
    expect(pathFromUrl('http://example.com/%aa/ツ')).toBe('/%aa/ツ');
  });

  it('ends at a NUL, as the C++ library reads a C string', () => {
    expect(pathFromUrl('/a\0b')).toBe('/a');
  });
});

describe('productToken', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)', 'GPTBot'],
    ['Googlebot/2.1', 'Googlebot'],
    ['Googlebot', 'Googlebot'],
    ['*', '*'],
    ['  Bingbot  ', 'Bingbot'],
  ])('reads %j as %j', (header, token) => {
    expect(productToken(header)).toBe(token);
  });

  it('gives a token the matcher then finds in the file', () => {
    const parsed = parseRobots('User-agent: Googlebot\nDisallow: /private\n');
    const header = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(checkUrl(parsed, header, '/private').allowed).toBe(true);
    expect(checkUrl(parsed, productToken(header), '/private').allowed).toBe(false);
  });
});
