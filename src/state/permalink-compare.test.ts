/**
 * The compare view's other version in a v2 link (issue 9 §1): the optional header field `v`,
 * its bytes after the document's, carried byte for byte as the document is; capped before any
 * work is done on it; a hand-made `v` that lies is refused in words, never thrown, never read
 * as another document.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePermalink, encodePermalink, encodePermalinkWithin, fnv1a, LINK_LIMITS, MAX_FRAGMENT_CHARS, toBase64Url, type DecodeResult, type LinkState } from './permalink.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const NEW = enc('User-agent: *\r\nDisallow: /check\r\nAllow: /private\r\n');
/** A BOM, CR endings, an undecodable byte and a NUL: all must come back as they were. */
const OLD = Uint8Array.from([0xef, 0xbb, 0xbf, ...enc('User-agent: *\rAllow: /checkout/\rDisallow: /priv'), 0xff, 0x00, ...enc('ate\r')]);
const suite: Omit<LinkState, 'bytes'> = { agent: 'Googlebot', urls: '/checkout/\n/private/x', profile: 'google', crawlers: ['Googlebot', 'GPTBot'], fileName: 'robots.txt' };

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A v2 fragment around a hand-made `v` and tail: what the page never makes. */
async function v2With(v: unknown, tail: Uint8Array, extra: Record<string, unknown> = {}): Promise<string> {
  const header = { a: 'Googlebot', u: '/', p: 'google', n: NEW.length, h: fnv1a(NEW), c: null, s: null, f: 'robots.txt', d: 1, v, ...extra };
  const head = enc(JSON.stringify(header));
  const payload = new Uint8Array(4 + head.length + NEW.length + tail.length);
  new DataView(payload.buffer).setUint32(0, head.length);
  payload.set(head, 4);
  payload.set(NEW, 4 + head.length);
  payload.set(tail, 4 + head.length + NEW.length);
  return 'v2.' + toBase64Url(await deflate(payload));
}

/** A decode that resolves; a refusal says something. */
async function decode(fragment: string): Promise<DecodeResult> {
  const r = await decodePermalink(fragment);
  if (!r.ok) expect(r.error).toMatch(/\w{3,} \w{3,}/);
  return r;
}

describe('the other version in a permalink', () => {
  it('round-trips byte for byte beside the document, with its label', async () => {
    const r = await decode(await encodePermalink({ ...suite, bytes: NEW, other: { bytes: OLD, label: '“old robots.txt”' } }));
    if (!r.ok) throw new Error(r.error);
    expect([...r.state.bytes!]).toEqual([...NEW]);
    expect([...r.state.other!.bytes]).toEqual([...OLD]);
    expect(r.state.other!.label).toBe('“old robots.txt”');
    expect(r.state).toMatchObject(suite);
  });

  it('an empty other version is carried as empty, not as none', async () => {
    const r = await decode(await encodePermalink({ ...suite, bytes: NEW, other: { bytes: new Uint8Array(0), label: 'the version you paste' } }));
    expect(r.ok && r.state.other?.bytes.length).toBe(0);
  });

  it('is left out of a link without it and of a link without the document', async () => {
    const none = await decode(await encodePermalink({ ...suite, bytes: NEW }));
    expect(none.ok && none.state.other).toBeNull();
    const suiteOnly = await decode(await encodePermalink({ ...suite, bytes: null, other: { bytes: OLD, label: 'x' } }));
    expect(suiteOnly.ok && suiteOnly.state).toMatchObject({ bytes: null, other: null });
  });

  it('two versions of one file cost little more than one in a link (deflate finds the first in its window)', async () => {
    // 1,000 rules of pseudo-random paths: about 28 KB, inside deflate's 32 KiB window.
    let a = '';
    for (let i = 0, x = 1; i < 1_000; i++) {
      x = Math.imul(x, 1_103_515_245) + 12_345;
      a += `Disallow: /${(x >>> 0).toString(36)}${(Math.imul(x, 31) >>> 0).toString(36)}/\n`;
    }
    const b = `${a}Allow: /\n`;
    const one = await encodePermalinkWithin({ ...suite, bytes: enc(a) }, Infinity);
    expect(one!.length).toBeGreaterThan(MAX_FRAGMENT_CHARS / 4);
    const both = await encodePermalinkWithin({ ...suite, bytes: enc(a), other: { bytes: enc(b), label: 'a copy' } }, Infinity);
    expect(both!.length).toBeLessThan(one!.length * 1.1);
  });
});

describe('a link with an other version past the limits is refused in words', () => {
  it('a version bigger than a link holds, before its bytes are hashed or read', async () => {
    const big = new Uint8Array(LINK_LIMITS.otherBytes + 1).fill(0x41);
    const r = await decode(await v2With({ n: big.length, h: fnv1a(big), l: 'big' }, big));
    expect(r.ok ? '' : r.error).toMatch(/another version of 4\.0 MB to compare with \(at most 4\.0 MB\).*not opened/);
  });

  it('a label longer than a link holds', async () => {
    const r = await decode(await v2With({ n: OLD.length, h: fnv1a(OLD), l: 'x'.repeat(LINK_LIMITS.otherLabelChars + 1) }, OLD));
    expect(r.ok ? '' : r.error).toMatch(/a label of 301 characters for the other version \(at most 300\)/);
    const at = await decode(await v2With({ n: OLD.length, h: fnv1a(OLD), l: 'x'.repeat(LINK_LIMITS.otherLabelChars) }, OLD));
    expect(at.ok).toBe(true);
  });

  it('two documents together past what a link unpacks to, before the header is read', async () => {
    const tail = new Uint8Array(LINK_LIMITS.documentBytes + LINK_LIMITS.otherBytes - NEW.length + 1);
    const r = await decode(await v2With('not even read', tail));
    expect(r.ok ? '' : r.error).toMatch(/of documents \(two versions of at most 4\.0 MB each\)/);
  });
});

describe('a hand-made other version that lies is refused as damaged', () => {
  const good = { n: OLD.length, h: fnv1a(OLD), l: 'old' };
  it.each<[string, unknown, Uint8Array, Record<string, unknown>?]>([
    ['null', null, OLD],
    ['a list', [OLD.length, fnv1a(OLD), 'old'], OLD],
    ['a string', 'old', OLD],
    ['a negative length', { ...good, n: -1 }, OLD],
    ['a fractional length', { ...good, n: 1.5 }, OLD],
    ['a length in a string', { ...good, n: String(OLD.length) }, OLD],
    ['a length past the bytes there are', { ...good, n: OLD.length + NEW.length + 1 }, OLD],
    ['a length that takes bytes of the document', { ...good, n: OLD.length + 1 }, OLD],
    ['a length shorter than its bytes', { ...good, n: OLD.length - 1 }, OLD],
    ['the wrong hash', { ...good, h: (good.h + 1) >>> 0 }, OLD],
    ['a hash past 32 bits', { ...good, h: good.h + 2 ** 32 }, OLD],
    ['a label that is not a string', { ...good, l: { toString: 'x' } }, OLD],
    ['no label', { n: good.n, h: good.h }, OLD],
    ['bytes after the document with no `v`', undefined, OLD],
    ['an other version in a link without its document', good, OLD, { d: 0, n: 0, h: fnv1a(new Uint8Array(0)) }],
  ])('%s', async (_, v, tail, extra) => {
    const r = await decode(await v2With(v, tail, extra));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/damaged/);
  });

  it('whatever `v` holds, the decoder answers and hands back only the bytes it was made from', async () => {
    const anyV = fc.oneof(
      fc.anything(),
      fc.record({ n: fc.oneof(fc.integer(), fc.double(), fc.constant(OLD.length)), h: fc.oneof(fc.integer(), fc.constant(fnv1a(OLD))), l: fc.oneof(fc.string(), fc.anything()) }),
    );
    await fc.assert(fc.asyncProperty(anyV, async (v) => {
      const r = await decode(await v2With(v, OLD));
      if (r.ok) {
        expect([...r.state.bytes!]).toEqual([...NEW]);
        expect([...r.state.other!.bytes]).toEqual([...OLD]);
      }
    }), { numRuns: 150 });
  });
});
