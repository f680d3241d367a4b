/**
 * The permalink decoder under attack (issue 12 §9): random, truncated, foreign, oversized and
 * valid-but-hostile fragments. Whatever comes in, `decodePermalink` answers (it never throws),
 * does bounded work (it stops inflating at its cap), and never hands back a document other than
 * the one the link was made from: a damaged link is refused, not half-read.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { PROFILES } from '../core/index.ts';
import {
  decodePermalink, encodePermalink, fnv1a, LINK_LIMITS, PERMALINK_PREFIX, toBase64Url, type DecodeResult, type LinkState, type SharedState,
} from './permalink.ts';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A decode that must resolve, never reject; a refusal must say something. */
async function decode(fragment: string): Promise<DecodeResult> {
  const result = await decodePermalink(fragment);
  if (!result.ok) expect(result.error).toMatch(/\w{3,}/);
  return result;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A v1 fragment around any payload: the way to hand the decoder a well-packed lie. */
async function fragmentOf(payload: Uint8Array): Promise<string> {
  // Hand-built payloads carry v1 headers: every v1 link keeps being read with v1's checks.
  return 'v1.' + toBase64Url(await deflate(payload));
}

/** payload = u32 header length | header | body, as permalink.ts documents it. */
function payloadOf(header: unknown, body: Uint8Array, headLength?: number): Uint8Array {
  const head = new TextEncoder().encode(typeof header === 'string' ? header : JSON.stringify(header));
  const out = new Uint8Array(4 + head.length + body.length);
  new DataView(out.buffer).setUint32(0, headLength ?? head.length);
  out.set(head, 4);
  out.set(body, 4 + head.length);
  return out;
}

const sharedState: fc.Arbitrary<LinkState> = fc.record({
  bytes: fc.uint8Array({ maxLength: 400 }),
  agent: fc.string({ maxLength: 40, unit: 'binary' }),
  urls: fc.string({ maxLength: 80, unit: 'binary' }),
  profile: fc.constantFrom(...PROFILES),
});

const expectSameState = (got: SharedState, want: LinkState) => {
  expect([...got.bytes!]).toEqual([...want.bytes!]);
  expect({ agent: got.agent, urls: got.urls, profile: got.profile }).toEqual({ agent: want.agent, urls: want.urls, profile: want.profile });
};

describe('decodePermalink never throws and never hands back a document the link did not hold', () => {
  it('random text, with or without the v1 marker, is refused', async () => {
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(...BASE64URL) }).map((s) => PERMALINK_PREFIX + s));
    await fc.assert(
      fc.asyncProperty(text, fc.boolean(), async (f, hash) => {
        const r = await decode(hash ? `#${f}` : f);
        // Only a real payload passes the length and FNV-1a checks; random text never is one.
        expect(r.ok).toBe(false);
      }),
    );
  });

  it('any valid link opens to exactly its state, with or without the #', async () => {
    await fc.assert(
      fc.asyncProperty(sharedState, fc.constantFrom('#', ''), async (state, hash) => {
        const r = await decode(hash + (await encodePermalink(state)));
        expect(r.ok).toBe(true);
        if (r.ok) expectSameState(r.state, state);
      }),
    );
  });

  it('a link cut short anywhere is refused or, cut in its padding, still the same state', async () => {
    await fc.assert(
      fc.asyncProperty(sharedState, fc.nat(), async (state, at) => {
        const link = await encodePermalink(state);
        const r = await decode(link.slice(0, at % link.length));
        if (r.ok) expectSameState(r.state, state);
      }),
    );
  });

  it('a link with characters changed, added or removed never opens to another document', async () => {
    const edit = fc.record({ at: fc.nat(), char: fc.constantFrom(...BASE64URL, '%', '.', ' ', '\u202e', '\0'), kind: fc.constantFrom('flip', 'insert', 'delete') });
    await fc.assert(
      fc.asyncProperty(sharedState, fc.array(edit, { minLength: 1, maxLength: 3 }), async (state, edits) => {
        let link = await encodePermalink(state);
        for (const { at, char, kind } of edits) {
          const i = PERMALINK_PREFIX.length + (at % (link.length - PERMALINK_PREFIX.length));
          link = link.slice(0, i) + (kind === 'delete' ? '' : char) + link.slice(kind === 'insert' ? i : i + 1);
        }
        const r = await decode(link);
        // A changed bit either breaks deflate or the length/hash check, or lands in the header's
        // agent or URLs (which the link is free to say); the document's bytes come back exact.
        if (r.ok) expect([...r.state.bytes!]).toEqual([...state.bytes!]);
      }),
    );
  });

  it('a foreign fragment or another version is refused, a newer one by name', async () => {
    const foreign = fc.oneof(
      fc.string({ unit: 'binary' }).filter((s) => !s.startsWith('v1.') && !s.startsWith('v2.')),
      fc.tuple(fc.integer({ min: 0, max: 1e9 }).filter((v) => v !== 1 && v !== 2), fc.string()).map(([v, rest]) => `v${v}.${rest}`),
    );
    await fc.assert(
      fc.asyncProperty(foreign, async (f) => {
        const r = await decode(f);
        expect(r.ok).toBe(false);
        const version = /^v(\d+)\./.exec(f);
        if (version && !r.ok) expect(r.error).toContain(`v${version[1]}`);
      }),
    );
  });
});

describe('decodePermalink refuses valid deflate data that lies', () => {
  const body = new TextEncoder().encode('User-agent: *\nDisallow: /\n');
  const header = { a: 'Googlebot', u: '/x', p: 'google', n: body.length, h: fnv1a(body) };

  it('a header of the wrong shape, length or hash, or not UTF-8 JSON, is refused', async () => {
    const lies: [string, Uint8Array][] = [
      ['the declared length past the end', payloadOf(header, body, 0xffffffff)],
      ['a length word and nothing else', new Uint8Array(4)],
      ['less than a length word', new Uint8Array(3)],
      ['the wrong body length', payloadOf({ ...header, n: body.length + 1 }, body)],
      ['the wrong hash', payloadOf({ ...header, h: (header.h + 1) >>> 0 }, body)],
      ['an unknown profile', payloadOf({ ...header, p: 'baidu' }, body)],
      ['a prototype for a profile', payloadOf({ ...header, p: '__proto__' }, body)],
      ['an agent that is not a string', payloadOf({ ...header, a: { toString: 1 } }, body)],
      ['URLs that are not a string', payloadOf({ ...header, u: ['/a'] }, body)],
      ['an array for a header', payloadOf([header], body)],
      ['null for a header', payloadOf('null', body)],
      ['a header that is not JSON', payloadOf('{"a":', body)],
      // 400 KB: under the header limit, so JSON.parse itself meets the nesting.
      ['JSON nested 200,000 deep', payloadOf('['.repeat(2e5) + ']'.repeat(2e5), body)],
      ['a header that is not UTF-8', (() => { const p = payloadOf(header, body); p[6] = 0xff; return p; })()],
    ];
    for (const [what, payload] of lies) {
      const r = await decode(await fragmentOf(payload));
      expect(r.ok, what).toBe(false);
    }
  });

  it('a header with extra keys is read for what it says, and the body is the body', async () => {
    const r = await decode(await fragmentOf(payloadOf({ ...header, __proto__: { polluted: true }, constructor: 1, x: 'y' }, body)));
    expect(r.ok).toBe(true);
    if (r.ok) expect(new TextDecoder().decode(r.state.bytes!)).toBe('User-agent: *\nDisallow: /\n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('decodePermalink opens nothing past its limits, whatever the link says', () => {
  const body = new TextEncoder().encode('User-agent: *\nDisallow: /\n');
  /** A field just under, at, or just over its limit, by a few characters. */
  const around = (limit: number) => fc.integer({ min: limit - 2, max: limit + 2 });

  it('a valid link whose user-agent, URLs or URL lines run past the limits is refused in words', async () => {
    const fields = fc.record({
      agent: around(LINK_LIMITS.agentChars).map((n) => 'A'.repeat(n)),
      urls: fc.oneof(
        around(LINK_LIMITS.urlChars).map((n) => '/'.repeat(n)),
        around(LINK_LIMITS.urlLines).map((n) => Array.from({ length: n }, () => '/').join('\n')),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fields, async ({ agent, urls }) => {
        const lines = urls.split('\n').length;
        const fits = agent.length <= LINK_LIMITS.agentChars && urls.length <= LINK_LIMITS.urlChars && lines <= LINK_LIMITS.urlLines;
        const r = await decode(await encodePermalink({ bytes: body, agent, urls, profile: 'google' }));
        expect(r.ok).toBe(fits);
        if (!r.ok) expect(r.error).toMatch(/more than Robotscope opens from a link/);
      }),
      { numRuns: 40 },
    );
  });

  it('a document past the limit is refused before its header is read', async () => {
    const big = new Uint8Array(LINK_LIMITS.documentBytes + 1).fill(0x41);
    const r = await decode(await fragmentOf(payloadOf({ a: '', u: '', p: 'google', n: big.length, h: fnv1a(big) }, big)));
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/document/) });
    const head = await decode(await fragmentOf(payloadOf(`"${'x'.repeat(LINK_LIMITS.headerBytes)}"`, body)));
    expect(head).toMatchObject({ ok: false, error: expect.stringMatching(/test inputs/) });
  });
});

describe('decodePermalink does bounded work on a link that inflates without end', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stops inflating a zip bomb at its cap and refuses it', async () => {
    // 16 MiB of zeros deflate to ~16 KB: a short link that would unpack far past the cap.
    const cap = 4 + LINK_LIMITS.headerBytes + LINK_LIMITS.documentBytes;
    const bomb = await fragmentOf(new Uint8Array(16 * 1024 * 1024));
    let inflated = 0;
    const Real = globalThis.DecompressionStream;
    // Count what the decoder pulls out of its DecompressionStream.
    vi.stubGlobal('DecompressionStream', class {
      readonly writable: WritableStream<BufferSource>;
      readonly readable: ReadableStream<Uint8Array>;
      constructor(format: CompressionFormat) {
        const real = new Real(format);
        this.writable = real.writable;
        this.readable = real.readable.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            inflated += chunk.length;
            controller.enqueue(chunk);
          },
        }), { preventCancel: false });
      }
    });
    const r = await decode(bomb);
    expect(r.ok).toBe(false);
    expect(inflated).toBeGreaterThan(0);
    // The cap, and at most the one chunk that crossed it.
    expect(inflated).toBeGreaterThan(cap);
    expect(inflated).toBeLessThanOrEqual(cap + 1024 * 1024);
  });

  it('refuses a fragment of two million characters without throwing', async () => {
    for (const c of ['A', '_', '0']) expect((await decode(PERMALINK_PREFIX + c.repeat(2_000_000))).ok).toBe(false);
  });
});
