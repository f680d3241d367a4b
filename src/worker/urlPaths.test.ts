import { describe, expect, it } from 'vitest';
import { checkColumns, comparedPaths, crawlerFor, parseRobots } from '../core/index.ts';
import { checkMatrix } from './checkMatrix.ts';
import { UrlPaths } from './urlPaths.ts';

describe('UrlPaths', () => {
  const urls = ['https://example.com/a/b?q#frag', '/x;p', '//host/y', 'https://example.com/%7e'];

  it('gives each profile\'s compared paths, worked out once per profile', () => {
    const list = new UrlPaths(urls);
    expect(list.of('google')).toEqual(comparedPaths(urls, 'google'));
    expect(list.of('rfc9309')).toEqual(comparedPaths(urls, 'rfc9309'));
    expect(list.of('google')).toBe(list.of('google'));
  });

  it('holds a list equal to its own by value, and no other', () => {
    const list = new UrlPaths(urls);
    expect(list.holds([...urls])).toBe(true);
    expect(list.holds([...urls.slice(0, 3), '/other'])).toBe(false);
    expect(list.holds(urls.slice(1))).toBe(false);
  });

  it('carries the answers of the list it replaces where both compare the very same paths (a log moved to another Host), and no others', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /a/\nAllow: /a/b\n\nUser-agent: Googlebot\nDisallow: /x\n', { profile: 'google' });
    const crawlers = ['Googlebot', 'GPTBot', '*'];
    const on = (origin: string) => ['/a/b?q', '/a/c', '/x;p', '/', '/a/b?q'].map((p) => origin + p);
    const before = new UrlPaths(on('https://www.example.com'));
    const read = [crawlerFor('Googlebot'), crawlerFor('*')];
    const first = checkColumns(parsed, read, before.of('google'), before.memory('google'));
    const moved = new UrlPaths(on('https://shop.example'), before);
    const again = checkColumns(parsed, read, moved.of('google'), moved.memory('google'));
    // The same answers, not worked out again: the very arrays of the list before.
    expect(again.map((c) => c.allowed)).toEqual(first.map((c) => c.allowed));
    again.forEach((c, j) => expect(c.allowed).toBe(first[j].allowed));
    expect(checkMatrix(parsed, crawlers, moved)).toEqual(checkMatrix(parsed, crawlers, on('https://shop.example')));
    // One path another: every answer is worked out for the new list, none carried.
    const other = [...on('https://shop.example').slice(0, 4), 'https://shop.example/a/d'];
    const changed = new UrlPaths(other, moved);
    expect(checkColumns(parsed, read, changed.of('google'), changed.memory('google'))[1].allowed).not.toBe(first[1].allowed);
    expect(checkMatrix(parsed, crawlers, changed)).toEqual(checkMatrix(parsed, crawlers, other));
  });
});
