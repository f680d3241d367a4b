/**
 * Expectations in a v2 link (issue 9 §2): carried as the optional header field `x`, read back
 * through the expectations file's own checks, capped like every other field; a link without
 * them (every v1 link, v2 links made before them) opens with none.
 */
import { describe, expect, it } from 'vitest';
import type { Expectation } from '../core/index.ts';
import { decodePermalink, encodePermalink, fnv1a, LINK_LIMITS, toBase64Url, type LinkState } from './permalink.ts';

const bytes = new TextEncoder().encode('User-agent: *\nDisallow: /private/\n');
const state = (extra: Partial<LinkState> = {}): LinkState =>
  ({ bytes, agent: 'Googlebot', urls: '/\n/private/a', profile: 'google', crawlers: ['Googlebot', '*'], ...extra });

const EXPECTATIONS: Expectation[] = [
  { url: '/', crawler: 'Googlebot', expect: 'allowed' },
  { url: '/private/a', crawler: '*', expect: 'blocked' },
];

/** A v2 fragment around a hand-made header, to hand the decoder what the page never makes. */
async function v2With(x: unknown): Promise<string> {
  const header = { a: 'Googlebot', u: '/', p: 'google', n: bytes.length, h: fnv1a(bytes), c: null, s: null, f: 'robots.txt', d: 1, x };
  const head = new TextEncoder().encode(JSON.stringify(header));
  const payload = new Uint8Array(4 + head.length + bytes.length);
  new DataView(payload.buffer).setUint32(0, head.length);
  payload.set(head, 4);
  payload.set(bytes, 4 + head.length);
  const stream = new Blob([payload]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return 'v2.' + toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

describe('expectations in a permalink', () => {
  it('round-trip with the rest of the suite', async () => {
    const r = await decodePermalink(await encodePermalink(state({ expectations: EXPECTATIONS })));
    expect(r.ok && r.state.expectations).toEqual(EXPECTATIONS);
    expect(r.ok && r.state.crawlers).toEqual(['Googlebot', '*']);
  });

  it('are left out of the link when there are none, which opens with none', async () => {
    const none = await encodePermalink(state({ expectations: [] }));
    expect(none).toBe(await encodePermalink(state()));
    const r = await decodePermalink(none);
    expect(r.ok && r.state.expectations).toEqual([]);
  });

  it('a link with more than the limit is refused in words', async () => {
    const many = Array.from({ length: LINK_LIMITS.expectations + 1 }, (_, i) => [`/${i}`, 'Googlebot', 1]);
    const r = await decodePermalink(await v2With(many));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/10,001 expectations \(at most 10,000\)/);
  });

  it.each([
    ['not a list', { 0: ['/', 'Googlebot', 1] }],
    ['a verdict other than 0 or 1', [['/', 'Googlebot', 2]]],
    ['an empty crawler', [['/', '', 1]]],
    ['a short entry', [['/', 'Googlebot']]],
    ['a non-string URL', [[5, 'Googlebot', 1]]],
  ])('a link whose expectations are %s is refused as damaged', async (_, x) => {
    const r = await decodePermalink(await v2With(x));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/damaged/);
  });

  it('a hand-made link at the limit opens with every expectation', async () => {
    const all = Array.from({ length: LINK_LIMITS.expectations }, (_, i) => [`/${i}`, 'GPTBot', i % 2]);
    const r = await decodePermalink(await v2With(all));
    expect(r.ok && r.state.expectations.length).toBe(LINK_LIMITS.expectations);
    expect(r.ok && r.state.expectations[1]).toEqual({ url: '/1', crawler: 'GPTBot', expect: 'allowed' });
  });
});
