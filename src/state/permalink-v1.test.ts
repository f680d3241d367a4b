/**
 * Every v1 link keeps opening exactly as before (permalink.ts: versioned forever). The links in
 * testdata/permalink/v1-links.json were made by the v1 encoder before v2 existed; they are data,
 * never regenerated.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePermalink, encodePermalink, LINK_LIMITS, PERMALINK_PREFIX } from './permalink.ts';

interface Fixture { what: string; fragment: string; bytesBase64: string; agent: string; urls: string; profile: string }
const fixtures = (JSON.parse(readFileSync(new URL('../../testdata/permalink/v1-links.json', import.meta.url), 'utf8')) as { links: Fixture[] }).links;

describe('v1 links, as made before v2', () => {
  it('are real v1 links', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(5);
    for (const f of fixtures) expect(f.fragment.startsWith('#v1.'), f.what).toBe(true);
  });

  for (const f of fixtures) {
    it(`opens ${f.what}: the same bytes and inputs, no crawlers or cell, the default file name`, async () => {
      const r = await decodePermalink(f.fragment);
      if (!r.ok) throw new Error(r.error);
      expect(Buffer.from(r.state.bytes!).toString('base64')).toBe(f.bytesBase64);
      expect(r.state).toMatchObject({ agent: f.agent, urls: f.urls, profile: f.profile, crawlers: null, cell: null, fileName: 'robots.txt' });
    });
  }
});

describe('v2 links', () => {
  const bytes = new TextEncoder().encode('User-agent: *\nDisallow: /x\n');
  const suite = { agent: 'Googlebot', urls: '/x\n/y', profile: 'rfc9309' as const, crawlers: ['Googlebot', 'GPTBot', '*'], cell: { row: 1, col: 2 }, fileName: 'shop-robots.txt' };

  it('carry the document, crawler list, URL list, selected cell, profile and file name', async () => {
    const fragment = await encodePermalink({ ...suite, bytes });
    expect(fragment.startsWith(PERMALINK_PREFIX)).toBe(true);
    expect(PERMALINK_PREFIX).toBe('v2.');
    const r = await decodePermalink(`#${fragment}`);
    if (!r.ok) throw new Error(r.error);
    expect([...r.state.bytes!]).toEqual([...bytes]);
    expect(r.state).toMatchObject(suite);
  });

  it('carry the test suite alone when the document is left out (too big for a link)', async () => {
    const r = await decodePermalink(`#${await encodePermalink({ ...suite, bytes: null })}`);
    if (!r.ok) throw new Error(r.error);
    expect(r.state.bytes).toBeNull();
    expect(r.state).toMatchObject(suite);
  });

  it('without crawlers, carry none (the page keeps its own), as v1 links do', async () => {
    const r = await decodePermalink(`#${await encodePermalink({ bytes, agent: 'a', urls: '/', profile: 'google' })}`);
    expect(r.ok && r.state.crawlers).toBeNull();
    expect(r.ok && r.state.fileName).toBe('robots.txt');
  });

  it('are refused past the crawler and file name limits, with a sentence', async () => {
    const many = await decodePermalink(`#${await encodePermalink({ ...suite, bytes, crawlers: Array(LINK_LIMITS.crawlers + 1).fill('x') })}`);
    expect(many.ok ? '' : many.error).toMatch(/crawlers \(at most 100\)/);
    const longName = await decodePermalink(`#${await encodePermalink({ ...suite, bytes, fileName: 'x'.repeat(LINK_LIMITS.fileNameChars + 1) })}`);
    expect(longName.ok ? '' : longName.error).toMatch(/file name/);
  });

  it('are damaged when a field has the wrong shape (a cell that is no pair of indexes)', async () => {
    const bad = await decodePermalink(`#${await encodePermalink({ ...suite, bytes, cell: { row: -1, col: 0.5 } })}`);
    expect(bad.ok).toBe(false);
  });
});
