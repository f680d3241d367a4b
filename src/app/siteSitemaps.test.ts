import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { readUrlSetFiles } from '../core/urlSetFiles.ts';
import { createRobotsStore, dismissMessage, showMessage, type RobotsStore } from '../state/store.ts';
import type { OpenedFile } from '../worker/setsProtocol.ts';
import { fetchSitemaps, MAX_SITEMAP_FILES, openSiteSitemaps, type AskSitemap } from './siteSitemaps.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const urlset = (...locs: string[]) => `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;
const index = (...locs: string[]) => `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('')}</sitemapindex>`;

/** A site: each URL's bytes, or why it cannot be fetched; the URLs asked, in order. */
function site(answers: Record<string, Uint8Array | string>): { ask: AskSitemap; asked: string[] } {
  const asked: string[] = [];
  const ask: AskSitemap = async (url) => {
    asked.push(url);
    const a = answers[url];
    return a === undefined ? { error: 'status 404, no sitemap' } : typeof a === 'string' ? { error: a } : a;
  };
  return { ask, asked };
}

const S = 'https://shop.test';
const SITE = {
  [`${S}/sitemap_index.xml`]: enc(index(`${S}/products-1.xml.gz`, `${S}/products-2.xml`, `${S}/gone.xml`)),
  [`${S}/products-1.xml.gz`]: new Uint8Array(gzipSync(urlset(`${S}/p/1`, `${S}/p/2`, `${S}/p/3`))),
  [`${S}/products-2.xml`]: enc(urlset(`${S}/p/4`)),
  [`${S}/news.xml`]: enc(urlset(`${S}/n/1`, `${S}/n/2`)),
};

/** What the URL sets read of the files opened (the worker's reader, gzip undone as the worker does). */
async function setsOf(files: OpenedFile[]) {
  const texts = await Promise.all(files.map(async (f) => {
    const bytes = new Uint8Array(await f.blob.arrayBuffer());
    const gz = bytes[0] === 0x1f && bytes[1] === 0x8b;
    return { name: f.name, text: gz ? await new Response(f.blob.stream().pipeThrough(new DecompressionStream('gzip'))).text() : new TextDecoder().decode(bytes) };
  }));
  return readUrlSetFiles(texts);
}

describe('fetchSitemaps', () => {
  it('fetches an index\'s children (gzipped too) once each; a failing child is named and the rest kept', async () => {
    const { ask, asked } = site(SITE);
    const progress = vi.fn();
    const got = await fetchSitemaps([`${S}/sitemap_index.xml`, `${S}/news.xml`, `${S}/news.xml`], ask, progress);
    expect(asked).toEqual([`${S}/sitemap_index.xml`, `${S}/news.xml`, `${S}/products-1.xml.gz`, `${S}/products-2.xml`, `${S}/gone.xml`]);
    expect(got.files.map((f) => f.name)).toEqual([`${S}/sitemap_index.xml`, `${S}/news.xml`, `${S}/products-1.xml.gz`, `${S}/products-2.xml`]);
    expect(got.failures).toEqual([{ url: `${S}/gone.xml`, reason: 'status 404, no sitemap' }]);
    expect(got.left).toEqual([]);
    expect(progress).toHaveBeenLastCalledWith(5, 5);
    // Opened together, the index is read with its children: its set holds their 4 URLs.
    const { sets, problems } = await setsOf(got.files);
    expect(sets.map((s) => [s.name, s.kind, s.urls.length])).toEqual([[`${S}/sitemap_index.xml`, 'index', 4], [`${S}/news.xml`, 'sitemap', 2]]);
    expect(problems).toEqual([{ code: 'missing-children', file: `${S}/sitemap_index.xml`, detail: expect.stringContaining('gone.xml') }]);
  });

  it(`stops at ${MAX_SITEMAP_FILES} sitemaps and says which were left`, async () => {
    const children = Array.from({ length: MAX_SITEMAP_FILES + 5 }, (_, i) => `${S}/c${i}.xml`);
    const answers: Record<string, Uint8Array> = { [`${S}/big_index.xml`]: enc(index(...children)) };
    for (const c of children) answers[c] = enc(urlset(`${c}/page`));
    const { ask, asked } = site(answers);
    const got = await fetchSitemaps([`${S}/big_index.xml`], ask, () => {});
    expect(asked).toHaveLength(MAX_SITEMAP_FILES);
    expect(got.files).toHaveLength(MAX_SITEMAP_FILES);
    expect(got.left).toEqual(children.slice(MAX_SITEMAP_FILES - 1));
  });

  it('stops at once where the server has no sitemap endpoint (a static host)', async () => {
    const ask = vi.fn(async () => null);
    const got = await fetchSitemaps([`${S}/a.xml`, `${S}/b.xml`], ask, () => {});
    expect(ask).toHaveBeenCalledTimes(1);
    expect(got.noEndpoint).toBe(true);
  });
});

const say = (store: RobotsStore) => ({ show: (kind: 'info' | 'warning' | 'error', text: string) => showMessage(store, kind, text), dismiss: (id: number) => dismissMessage(store, id) });

describe('openSiteSitemaps', () => {
  it('opens what was fetched together and names each failure with why', async () => {
    const store = createRobotsStore();
    const open = vi.fn(async () => {});
    await openSiteSitemaps(say(store), [`${S}/sitemap_index.xml`, `${S}/missing.xml`], { open }, site({ ...SITE, [`${S}/missing.xml`]: 'no answer within 10 s' }).ask);
    expect(open).toHaveBeenCalledTimes(1);
    expect((open.mock.calls[0] as unknown as [OpenedFile[]])[0].map((f) => f.name)).toEqual([`${S}/sitemap_index.xml`, `${S}/products-1.xml.gz`, `${S}/products-2.xml`]);
    const texts = store.getState().ui.messages.map((m) => `${m.kind}: ${m.text}`);
    expect(texts).toEqual([`error: 2 sitemaps could not be fetched (the others are opened): ${S}/missing.xml: no answer within 10 s; ${S}/gone.xml: status 404, no sitemap.`]);
  });

  it('says that a static host cannot fetch them, and opens nothing', async () => {
    const store = createRobotsStore();
    const open = vi.fn(async () => {});
    await openSiteSitemaps(say(store), [`${S}/a.xml`], { open }, async () => null);
    expect(open).not.toHaveBeenCalled();
    expect(store.getState().ui.messages.map((m) => m.kind)).toEqual(['warning']);
    expect(store.getState().ui.messages[0].text).toContain('so the sitemaps were not fetched: nothing left your browser');
  });
});
