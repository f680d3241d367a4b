import { describe, expect, it } from 'vitest';
import { decodeRobots, encodeRobots } from '../core/index.ts';
import { documentBytes, loadBytes } from './document.ts';
import {
  decodePermalink, encodePermalink, fromBase64Url, MAX_FRAGMENT_CHARS, PERMALINK_PREFIX, toBase64Url, type SharedState,
} from './permalink.ts';

const state = (bytes: Uint8Array, extra: Partial<SharedState> = {}): SharedState =>
  ({ bytes, agent: 'Googlebot-Image → Googlebot', urls: '/a\nhttps://example.com/b?c', profile: 'rfc9309', ...extra });

async function roundTrip(s: SharedState): Promise<SharedState> {
  const r = await decodePermalink('#' + (await encodePermalink(s)));
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('permalink round trip', () => {
  it('brings back the document bytes and every test input', async () => {
    const bytes = new TextEncoder().encode('User-agent: *\nDisallow: /ツ\n');
    const back = await roundTrip(state(bytes));
    expect([...back.bytes]).toEqual([...bytes]);
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
    expect([...back.bytes]).toEqual([...raw]);
    expect(loadBytes(back.bytes).text).toBe(text);
  });

  it('keeps CRLF line endings and a BOM', async () => {
    const file = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('User-agent: *\r\nDisallow: /x\r\n')]);
    const loaded = loadBytes(file);
    expect(loaded.breaks.base).toBe('crlf');
    expect(loaded.bomBytes).toBe(3);
    expect(loaded.text).not.toContain('\r'); // CodeMirror joins lines with \n
    const back = await roundTrip(state(documentBytes(loaded.text, loaded.breaks)));
    expect([...back.bytes]).toEqual([...file]);
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

describe('a bad fragment is an error, never a throw', () => {
  const good = () => encodePermalink(state(encodeRobots('User-agent: *\nDisallow: /private/\n')));

  it('rejects a truncated link', async () => {
    const f = await good();
    const r = await decodePermalink(f.slice(0, Math.floor(f.length * 0.6)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/damaged|cut short/);
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
    const newer = await decodePermalink('#v2.AAAA');
    expect(newer.ok).toBe(false);
    if (!newer.ok) expect(newer.error).toMatch(/newer/);
  });

  it('rejects valid deflate data that is not a Robotscope payload', async () => {
    const cs = new CompressionStream('deflate-raw');
    const out = new Response(new Blob([new TextEncoder().encode('hello world')]).stream().pipeThrough(cs));
    const bytes = new Uint8Array(await out.arrayBuffer());
    const r = await decodePermalink(`#v1.${toBase64Url(bytes)}`);
    expect(r.ok).toBe(false);
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
