import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeRobots, encodeRobots } from '../core/index.ts';
import { documentBytes, loadBytes } from './document.ts';
import {
  decodePermalink, DEFLATE_SLICE, encodePermalink, encodePermalinkNow, encodePermalinkWithin, fromBase64Url, LINK_LIMITS, MAX_FRAGMENT_CHARS, PERMALINK_PREFIX, toBase64Url, type LinkState, type SharedState,
} from './permalink.ts';

const state = (bytes: Uint8Array, extra: Partial<LinkState> = {}): LinkState =>
  ({ bytes, agent: 'Googlebot-Image → Googlebot', urls: '/a\nhttps://example.com/b?c', profile: 'rfc9309', ...extra });

async function roundTrip(s: LinkState): Promise<SharedState> {
  const r = await decodePermalink('#' + (await encodePermalink(s)));
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('permalink round trip', () => {
  it('brings back the document bytes and every test input', async () => {
    const bytes = new TextEncoder().encode('User-agent: *\nDisallow: /ツ\n');
    const back = await roundTrip(state(bytes));
    expect([...back.bytes!]).toEqual([...bytes]);
    expect(back.agent).toBe('Googlebot-Image → Googlebot');
    expect(back.urls).toBe('/a\nhttps://example.com/b?c');
    expect(back.profile).toBe('rfc9309');
  });

  it('keeps invalid UTF-8 byte for byte (lone-surrogate escapes through the editor text)', async () => {
    const raw = Uint8Array.from([0x55, 0x41, 0x3a, 0x20, 0xff, 0xfe, 0x0a, 0xc3, 0x28, 0x00, 0x0a]);
    const text = decodeRobots(raw).text; // what the editor holds
    expect(text).toContain('\udcff');
    const loaded = loadBytes(raw);
    const back = await roundTrip(state(documentBytes(loaded.text, loaded.breaks)));
    expect([...back.bytes!]).toEqual([...raw]);
    expect(loadBytes(back.bytes!).text).toBe(text);
  });

  it('keeps CRLF line endings and a BOM', async () => {
    const file = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('User-agent: *\r\nDisallow: /x\r\n')]);
    const loaded = loadBytes(file);
    expect(loaded.breaks.base).toBe('crlf');
    expect(loaded.bomBytes).toBe(3);
    expect(loaded.text).not.toContain('\r'); // CodeMirror joins lines with \n
    const back = await roundTrip(state(documentBytes(loaded.text, loaded.breaks)));
    expect([...back.bytes!]).toEqual([...file]);
  });

  it('starts with the version marker and uses only base64url characters', async () => {
    const f = await encodePermalink(state(encodeRobots('User-agent: *')));
    expect(f.startsWith(PERMALINK_PREFIX)).toBe(true);
    expect(f.slice(PERMALINK_PREFIX.length)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('compresses a typical file well below the fragment limit', async () => {
    const text = Array.from({ length: 400 }, (_, i) => `Disallow: /section-${i}/\n`).join('');
    const f = await encodePermalink(state(encodeRobots(`User-agent: *\n${text}`)));
    expect(f.length).toBeLessThan(MAX_FRAGMENT_CHARS);
  });
});

describe('a link made within a length', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  /** Bytes that do not compress (seeded), so the output grows with the input. */
  function noise(n: number): Uint8Array {
    const out = new Uint8Array(n);
    let x = 12345;
    for (let i = 0; i < n; i++) { x = (Math.imul(x, 1103515245) + 12345) >>> 0; out[i] = x >>> 24; }
    return out;
  }

  it('is the same link as an unbounded one when it fits', async () => {
    const s = state(encodeRobots('User-agent: *\nDisallow: /private/\n'));
    expect(await encodePermalinkWithin(s, MAX_FRAGMENT_CHARS)).toBe(await encodePermalink(s));
  });

  it('is null when it would be longer, and the compressor stops soon after the limit', async () => {
    // Issue 12 §2: a 3.7 MB document was compressed whole, in one task, only to be found too
    // long for a link. The compressor is now fed a slice at a time and stops past the limit.
    const write = vi.spyOn(WritableStreamDefaultWriter.prototype, 'write');
    const bytes = noise(2 * 1024 * 1024);
    expect(await encodePermalinkWithin(state(bytes), MAX_FRAGMENT_CHARS)).toBeNull();
    const fed = write.mock.calls.reduce((n, [chunk]) => n + (chunk as Uint8Array).length, 0);
    expect(Math.max(...write.mock.calls.map(([chunk]) => (chunk as Uint8Array).length))).toBeLessThanOrEqual(DEFLATE_SLICE);
    expect(fed).toBeLessThan(bytes.length / 8);
  });
});

describe('a link made at once (stored, not compressed)', () => {
  it('opens as the compressed link does, byte for byte, over several stored blocks', async () => {
    // 200,000 bytes: four blocks of stored deflate, the last one short.
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 7919) & 0xff);
    const s = state(bytes, { fileName: 'big.txt', other: { bytes: encodeRobots('Disallow: /\udce9\n'), label: 'before' } });
    const now = encodePermalinkNow(s, Infinity)!;
    expect(now.startsWith(PERMALINK_PREFIX)).toBe(true);
    const a = await decodePermalink(now);
    const b = await decodePermalink(await encodePermalink(s));
    if (!a.ok || !b.ok) throw new Error('not opened');
    expect(a.state).toEqual(b.state);
    expect(Buffer.from(a.state.bytes!).equals(Buffer.from(bytes))).toBe(true);
  });

  it('opens an empty document', async () => {
    const r = await decodePermalink(encodePermalinkNow(state(new Uint8Array(0)), MAX_FRAGMENT_CHARS)!);
    expect(r.ok && r.state.bytes?.length).toBe(0);
  });

  it('is null when it would be longer than the limit, and fits the limit when not', () => {
    const fits = encodePermalinkNow(state(new Uint8Array(20_000)), MAX_FRAGMENT_CHARS);
    expect(fits!.length).toBeLessThanOrEqual(MAX_FRAGMENT_CHARS);
    expect(encodePermalinkNow(state(new Uint8Array(24_000)), MAX_FRAGMENT_CHARS)).toBeNull();
  });
});

describe('a bad fragment is an error, never a throw', () => {
  const good = () => encodePermalink(state(encodeRobots('User-agent: *\nDisallow: /private/\n')));

  it('rejects a truncated link', async () => {
    const f = await good();
    const r = await decodePermalink(f.slice(0, Math.floor(f.length * 0.6)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/damaged|cut short/);
  });

  it('says a link cut anywhere is cut short, never that it holds foreign characters (a cut leaving 4n+1 characters was said to)', async () => {
    const f = await good();
    const body = f.length - PERMALINK_PREFIX.length;
    for (let keep = 1; keep < body; keep++) {
      const r = await decodePermalink(f.slice(0, PERMALINK_PREFIX.length + keep));
      expect(r.ok, `${keep} characters kept`).toBe(false);
      if (!r.ok) expect(r.error, `${keep} characters kept`).toMatch(/cut short/);
    }
    // Characters no link has, or nothing after the marker, are said so.
    for (const bad of [`${f})`, `${f.slice(0, 20)} ${f.slice(20)}`, PERMALINK_PREFIX]) {
      expect(await decodePermalink(bad)).toEqual({ ok: false, error: expect.stringMatching(/holds characters a Robotscope link never has, or nothing at all/) });
    }
  });

  it('rejects a link with a changed character', async () => {
    const f = await good();
    for (const at of [5, 12, f.length - 3]) {
      const c = f[at] === 'A' ? 'B' : 'A';
      const r = await decodePermalink(f.slice(0, at) + c + f.slice(at + 1));
      expect(r.ok).toBe(false);
    }
  });

  it('rejects a foreign fragment and names a newer format', async () => {
    for (const foreign of ['#section-2', '#', '#v1.', '#v1.%%%', '#/app?x=1']) {
      const r = await decodePermalink(foreign);
      expect(r.ok, foreign).toBe(false);
    }
    const newer = await decodePermalink('#v3.AAAA');
    expect(newer.ok).toBe(false);
    if (!newer.ok) expect(newer.error).toMatch(/newer/);
  });

  it('does not call a format before v1 newer: no Robotscope made v0 (issue 28 §3)', async () => {
    for (const fragment of ['#v0.AAAA', '#v00.AAAA', '#v01.AAAA', '#v002.AAAA']) {
      const r = await decodePermalink(fragment);
      expect(r, fragment).toMatchObject({ ok: false });
      if (!r.ok) {
        expect(r.error, fragment).not.toMatch(/newer/);
        expect(r.error, fragment).toContain(`format (${fragment.slice(1, fragment.indexOf('.'))}) is not one Robotscope has ever made`);
      }
    }
    expect(await decodePermalink('#v10.AAAA')).toMatchObject({ ok: false, error: expect.stringMatching(/^This link was made by a newer Robotscope \(format v10\)/) });
  });

  it('rejects valid deflate data that is not a Robotscope payload', async () => {
    const cs = new CompressionStream('deflate-raw');
    const out = new Response(new Blob([new TextEncoder().encode('hello world')]).stream().pipeThrough(cs));
    const bytes = new Uint8Array(await out.arrayBuffer());
    const r = await decodePermalink(`#v1.${toBase64Url(bytes)}`);
    expect(r.ok).toBe(false);
  });
});

/**
 * A hostile link, made the way an attacker would: a payload with any header and document,
 * deflated at the highest level (deflate-raw from Node's zlib is what the page decodes).
 */
async function hostile(header: object | string, documentBytes: Uint8Array): Promise<string> {
  const { deflateRawSync } = await import('node:zlib');
  const head = new TextEncoder().encode(typeof header === 'string' ? header : JSON.stringify(header));
  const payload = new Uint8Array(4 + head.length + documentBytes.length);
  new DataView(payload.buffer).setUint32(0, head.length);
  payload.set(head, 4);
  payload.set(documentBytes, 4 + head.length);
  return `#v1.${toBase64Url(deflateRawSync(payload, { level: 9 }))}`;
}

const headerFor = (bytes: Uint8Array, a = 'Googlebot', u = '/') => ({ a, u, p: 'google', n: bytes.length, h: 0 });

describe('a link past the limits is refused before any work, saying what', () => {
  it('refuses a link that unpacks past the payload limit (a 60 MB line), stopping the inflation', async () => {
    const line = new Uint8Array(60 * 1024 * 1024).fill(0x61);
    const link = await hostile(headerFor(line), line);
    expect(link.length).toBeLessThan(MAX_FRAGMENT_CHARS * 3);
    const r = await decodePermalink(link);
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/more than 4\.5 MB once unpacked/) });
  });

  it('refuses millions of URL lines, and a megabyte user-agent, naming the field', async () => {
    const doc = new TextEncoder().encode('User-agent: *\n');
    const urls = await decodePermalink(await hostile(headerFor(doc, 'Googlebot', '\n'.repeat(300_000)), doc));
    expect(urls).toEqual({ ok: false, error: expect.stringMatching(/test inputs|URL/) });
    const agent = await decodePermalink(await hostile(headerFor(doc, 'a'.repeat(1_000_000)), doc));
    expect(agent).toEqual({ ok: false, error: expect.stringMatching(/0\.95 MB of test inputs/) });
    const longAgent = await decodePermalink(await hostile(headerFor(doc, 'a'.repeat(5000)), doc));
    expect(longAgent).toEqual({ ok: false, error: expect.stringMatching(/user-agent of 5,000 characters/) });
    const lines = await decodePermalink(await hostile(headerFor(doc, 'Googlebot', '/\n'.repeat(2000)), doc));
    expect(lines).toEqual({ ok: false, error: expect.stringMatching(/more than 1,000 URL lines/) });
  });

  it('refuses a document past the limit though the whole payload fits', async () => {
    const doc = new Uint8Array(LINK_LIMITS.documentBytes + 10).fill(0x61);
    const r = await decodePermalink(await hostile(headerFor(doc), doc));
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/a 4\.0 MB document/) });
  });

  it('opens a link at the limits, as the page makes them', async () => {
    const doc = new TextEncoder().encode('Disallow: /x\n'.repeat(1000));
    const urls = Array.from({ length: LINK_LIMITS.urlLines }, (_, i) => `/p${i}`).join('\n');
    const back = await roundTrip(state(doc, { agent: 'a'.repeat(LINK_LIMITS.agentChars), urls }));
    expect(back.urls).toBe(urls);
  });
});

describe('base64url', () => {
  it('round-trips every byte value and refuses other alphabets', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect([...(fromBase64Url(toBase64Url(all)) ?? [])]).toEqual([...all]);
    expect(fromBase64Url('ab+/')).toBeNull();
    expect(fromBase64Url('a')).toBeNull();
  });
});
