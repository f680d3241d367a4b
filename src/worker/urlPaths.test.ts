import { describe, expect, it } from 'vitest';
import { comparedPaths } from '../core/index.ts';
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
});
