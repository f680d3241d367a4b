import { describe, expect, it } from 'vitest';
import { checkUrl, parseRobots, PROFILES } from './index.ts';
import { patternMatches, readPattern } from './patternReading.ts';

describe('a pattern read in plain English', () => {
  it('reads a start, a wildcard and an end anchor', () => {
    expect(readPattern('/shop/*.pdf$').words).toBe('any path that starts with "/shop/" and ends in ".pdf", with no query string after it');
    expect(readPattern('/private').words).toBe('any path that starts with "/private"');
    expect(readPattern('/').words).toBe('every path');
    expect(readPattern('/a$').words).toBe('exactly the path "/a", with no query string');
    expect(readPattern('/*?sort=').words).toBe('any path and contains "?sort=" after that');
    expect(readPattern('/a*').words).toContain('trailing "*" changes nothing');
    expect(readPattern('/a/*/b/*.js').words).toBe('any path that starts with "/a/" then contains "/b/" and contains ".js" after that');
  });

  it('says a pattern that does not start with "/" or "*" matches nothing, and an empty one decides nothing', () => {
    expect(readPattern('shop/').words).toMatch(/^nothing/);
    expect(readPattern('shop/').matches).toEqual([]);
    expect(readPattern('').words).toMatch(/decides nothing/);
  });

  it('gives examples on both sides of the pattern that the engine itself confirms', () => {
    for (const value of ['/shop/*.pdf$', '/private', '/a$', '/*?sort=', '/x/*/y', '/ツ', '/%aa', '*.gif$']) {
      for (const profile of PROFILES) {
        const r = readPattern(value, profile);
        expect(r.matches.length + r.misses.length, value).toBeGreaterThan(1);
        const parsed = parseRobots(`User-agent: *\nDisallow: ${value}\n`, { profile });
        for (const path of r.matches) expect(checkUrl(parsed, 'x', 'https://example.com' + path).allowed, `${profile} ${value} ${path}`).toBe(false);
        for (const path of r.misses) expect(patternMatches(value, path, profile), `${profile} ${value} ${path}`).toBe(false);
      }
    }
  });

  it('finds matching examples for common patterns', () => {
    expect(readPattern('/shop/*.pdf$').matches).toContain('/shop/.pdf');
    expect(readPattern('/shop/*.pdf$').misses).toContain('/shop/.pdf?page=2');
    expect(readPattern('/private').matches[0]).toBe('/private');
  });
});
