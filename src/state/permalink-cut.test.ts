/**
 * A fetched body cut short in a link (header field `k`, state/permalink.ts): the link carries the
 * mark with its document, so whoever opens it keeps the `fetch-cut` doubt of the crawlers that
 * read on (f3775cd); a link of the test suite alone, or without `k`, opens as a body read whole.
 */
import { describe, expect, it } from 'vitest';
import { decodePermalink, encodePermalink, type LinkState, type SharedState } from './permalink.ts';

const DOC = new TextEncoder().encode('User-agent: *\nDisallow: /private\n');
const suite: LinkState = { bytes: DOC, agent: 'GPTBot', urls: '/late', profile: 'documented', crawlers: ['Googlebot', 'GPTBot'], fileName: 'robots.txt' };

async function opened(state: LinkState): Promise<SharedState> {
  const r = await decodePermalink(await encodePermalink(state));
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('a fetched body cut short in a link', () => {
  it('comes back marked with its document, byte for byte', async () => {
    const state = await opened({ ...suite, bodyCut: true });
    expect(state.bodyCut).toBe(true);
    expect(state.bytes).toEqual(DOC);
  });

  it('is not marked in a link without the mark, nor in a link of the test suite alone', async () => {
    expect((await opened(suite)).bodyCut).toBeUndefined();
    expect(await opened({ ...suite, bytes: null, bodyCut: true })).not.toHaveProperty('bodyCut');
  });
});
