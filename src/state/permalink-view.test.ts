/**
 * The grid's view in a v2 link (header field `w`, state/linkView.ts): the filter, sort and search
 * the sender saw come back as they were; a part not understood is left out and named, and never
 * refuses the link nor the rest of the view.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, FILTER_NAMES, SORT_NAMES, type MatrixViewOptions } from './matrixView.ts';
import { decodePermalink, encodePermalink, fnv1a, toBase64Url, type LinkState, type SharedState } from './permalink.ts';
import { packView } from './linkView.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const DOC = enc('User-agent: *\nDisallow: /cart\n');
const suite: LinkState = { bytes: DOC, agent: 'Googlebot', urls: '/cart\n/a', profile: 'documented', crawlers: ['Googlebot', 'GPTBot', 'bingbot'], fileName: 'robots.txt' };

async function opened(fragment: string): Promise<SharedState> {
  const r = await decodePermalink(fragment);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A v2 link around a hand-made `w`: what a newer Robotscope, or a hand, may make. */
async function linkWithView(w: unknown): Promise<string> {
  const header = { a: 'Googlebot', u: '/cart\n/a', p: 'documented', n: DOC.length, h: fnv1a(DOC), c: ['Googlebot', 'GPTBot', 'bingbot'], s: null, f: 'robots.txt', d: 1, w };
  const head = enc(JSON.stringify(header));
  const payload = new Uint8Array(4 + head.length + DOC.length);
  new DataView(payload.buffer).setUint32(0, head.length);
  payload.set(head, 4);
  payload.set(DOC, 4 + head.length);
  return 'v2.' + toBase64Url(await deflate(payload));
}

describe('the grid view in a link', () => {
  it('comes back as the sender had it: filter, search, sort by a crawler, reversed, a crawler summary chosen', async () => {
    const view: MatrixViewOptions = { filter: 'blocked', search: 'cart “ü”', sort: 'verdict', sortColumn: 2, descending: true, blockedFor: 'GPTBot' };
    const state = await opened(await encodePermalink({ ...suite, view }));
    expect(state.view).toEqual(view);
    expect(state.viewNote).toBeUndefined();
  });

  it('is left out of the link when it is the default view, which opens as the default', async () => {
    expect(packView(DEFAULT_VIEW)).toBeUndefined();
    const plain = await encodePermalink(suite);
    expect(await encodePermalink({ ...suite, view: DEFAULT_VIEW })).toBe(plain);
    const state = await opened(plain);
    expect(state.view).toBeUndefined();
  });

  it('round-trips every filter and sort, and any search text', async () => {
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...FILTER_NAMES), fc.constantFrom(...SORT_NAMES), fc.string({ maxLength: 60 }), fc.integer({ min: 0, max: 2 }), fc.boolean(),
      async (filter, sort, search, sortColumn, descending) => {
        const view: MatrixViewOptions = { filter, sort, search, sortColumn, descending, blockedFor: null };
        const state = await opened(await encodePermalink({ ...suite, view }));
        expect(state.view ?? DEFAULT_VIEW).toEqual(view);
      },
    ), { numRuns: 60 });
  });

  it('a filter or sort this version does not have is left out and named; the rest of the view and the link open', async () => {
    const state = await opened(await linkWithView({ f: 'soft-404', q: '/cart', o: 'speed', r: 1 }));
    expect(state.bytes).toEqual(DOC);
    expect(state.view).toEqual({ ...DEFAULT_VIEW, search: '/cart', descending: true });
    expect(state.viewNote).toBe('This link opened, but part of its view of the results was not understood and was left out: the filter “soft-404” (not one this version has); the sort “speed” (not one this version has). The grid shows the rest of the view.');
  });

  it('a sort column or a chosen summary that names no crawler of the link is left out, not another crawler', async () => {
    const state = await opened(await linkWithView({ o: 'verdict', c: 3, b: 'Yandex' }));
    expect(state.view).toEqual({ ...DEFAULT_VIEW, sort: 'verdict' });
    expect(state.viewNote).toContain('the crawler to sort by (“3” is not one of the link\'s crawlers)');
    expect(state.viewNote).toContain('the crawler summary chosen (“Yandex” is not one of the link\'s crawlers)');
  });

  it('values of the wrong kind, unknown parts and a view that is not an object are named, never thrown', async () => {
    const typed = await opened(await linkWithView({ f: 7, q: ['x'], c: -1, r: 'yes', b: null, z: 1 }));
    expect(typed.view).toEqual(DEFAULT_VIEW);
    expect(typed.viewNote).toMatch(/the filter “7”.*the search.*the crawler to sort by.*whether the order is reversed.*2 more/);
    for (const w of ['blocked', 3, null, [1, 2]]) {
      const state = await opened(await linkWithView(w));
      expect(state.view).toEqual(DEFAULT_VIEW);
      expect(state.viewNote).toContain('the whole view of the results');
    }
    const many = await opened(await linkWithView(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))));
    expect(many.viewNote!.length).toBeLessThan(400);
    expect(many.viewNote).toContain('4996 more');
  });

  it('a search longer than a link carries is left out when made, and named when a hand puts it in', async () => {
    const long = 'x'.repeat(2001);
    const made = await opened(await encodePermalink({ ...suite, view: { ...DEFAULT_VIEW, filter: 'blocked', search: long } }));
    expect(made.view).toEqual({ ...DEFAULT_VIEW, filter: 'blocked' });
    const handMade = await opened(await linkWithView({ q: long }));
    expect(handMade.view).toEqual(DEFAULT_VIEW);
    expect(handMade.viewNote).toContain('the search (too long, or not text)');
  });
});
