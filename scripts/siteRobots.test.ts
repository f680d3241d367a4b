import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkUrl, diagnose, parseRobots } from '../src/core/index.ts';

/** The site's own robots.txt (public/robots.txt), read by the engine it ships. */
describe("the site's robots.txt", () => {
  const parsed = parseRobots(readFileSync('public/robots.txt', 'utf8'));

  it('has nothing for its own editor to point at', () => {
    expect(diagnose(parsed).map((d) => d.code)).toEqual([]);
  });

  it('lets every crawler read every page', () => {
    for (const agent of ['Googlebot', 'bingbot', 'AnyBot']) {
      for (const url of ['https://robotscope.example/', 'https://robotscope.example/404.html']) {
        expect(checkUrl(parsed, agent, url).allowed, `${agent} ${url}`).toBe(true);
      }
    }
  });
});
