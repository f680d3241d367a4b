/**
 * What a crawler concludes from the end of a robots.txt fetch (RFC 9309 2.3.1; Google's
 * handling, spec/google-behaviours.md): one table, shared by the CLI, MCP, `serve` and the page.
 */
import { describe, expect, it } from 'vitest';
import { concludeFetch } from './fetchPolicy.ts';

describe('concludeFetch', () => {
  it.each([300, 301, 302, 303, 304, 307, 308])(
    'a %i without a Location is a redirect to no robots.txt: Google treats it as none, so everything is allowed',
    (status) => {
      expect(concludeFetch({ kind: 'status', status })).toEqual({
        conclusion: 'allow-all',
        reason: `status ${status}: the server redirected without saying where (no Location header); Google treats this as no robots.txt, so everything is allowed`,
      });
    },
  );

  it('keeps the other outcomes: 2xx parse, 4xx allow, 429 and 5xx disallow, too many redirects allow, a 1xx disallow', () => {
    const conclusion = (status: number) => concludeFetch({ kind: 'status', status }).conclusion;
    expect([200, 404, 410, 429, 503, 101].map(conclusion)).toEqual(['parse', 'allow-all', 'allow-all', 'disallow-all', 'disallow-all', 'disallow-all']);
    expect(concludeFetch({ kind: 'too-many-redirects' }).conclusion).toBe('allow-all');
  });
});
