import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { urlSetProblemWords } from '../core/words/urlSetWords.ts';
import type { OpenedFile, SetsResponse } from './setsProtocol.ts';
import { createUrlSets } from './urlSets.ts';

const dir = new URL('../../testdata/urlsets/ebay/', import.meta.url);
const file = (name: string): OpenedFile => ({ name, blob: new Blob([readFileSync(new URL(name, dir))]) });
const INDEX = ['sitemap_index.xml', 'sitemap-items-1.xml.gz', 'sitemap-items-2.xml.gz', 'sitemap-browse.xml.gz', 'sitemap-stores.xml'];

async function answer(sets: ReturnType<typeof createUrlSets>, req: Parameters<ReturnType<typeof createUrlSets>['handle']>[0]) {
  const said: SetsResponse[] = [];
  const last = await sets.handle(req, (m) => said.push(m));
  return { last, progress: said.filter((m) => m.type === 'progress') };
}

describe('the worker’s URL sets', () => {
  it('reads a sitemap index with its gzipped children (DecompressionStream), saying how far it got', async () => {
    const sets = createUrlSets();
    const { last, progress } = await answer(sets, { type: 'open', seq: 1, files: INDEX.map(file) });
    expect(last).toMatchObject({ type: 'sets', problems: [], sets: [{ id: 1, name: 'sitemap_index.xml', kind: 'index', count: 660, sitemapCount: 660 }] });
    const total = INDEX.reduce((n, f) => n + file(f).blob.size, 0);
    expect(progress.at(-1)).toMatchObject({ done: total, total });
    expect(sets.held()[0].urls[200]).toMatchObject({ file: 'sitemap-items-2.xml.gz', line: 4 });
  });

  it('reads a sitemap\'s hreflang alternates only when the open asks for them', async () => {
    const hreflang = (): OpenedFile => ({ name: 'sitemap-hreflang.xml', blob: new Blob([readFileSync(new URL('../../testdata/urlsets/lg/sitemap-hreflang.xml', import.meta.url))]) });
    const sets = createUrlSets();
    await answer(sets, { type: 'open', seq: 1, files: [hreflang()] });
    const { last } = await answer(sets, { type: 'open', seq: 2, files: [hreflang()], alternates: true });
    expect(last).toMatchObject({ type: 'sets', sets: [{ id: 1, count: 3, sitemapCount: 3 }, { id: 2, count: 11, sitemapCount: 11 }] });
    expect(sets.held()[1].urls[1]).toMatchObject({ url: 'https://www.lg.com/us/tvs/lg-oled65c4pua-oled-4k-tv', attributes: { hreflang: 'en-us' } });
  });

  it('reads an export saved as UTF-16 by its byte order mark (Excel\'s "Unicode Text"), gzipped or not, as the same export in UTF-8', async () => {
    const csv = readFileSync(new URL('gsc-pages.csv', dir), 'utf8');
    const le = Buffer.from(`\ufeff${csv}`, 'utf16le');
    const be = Buffer.from(le).swap16();
    const gz = new Uint8Array(await new Response(new Blob([be]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
    const sets = createUrlSets();
    const { last } = await answer(sets, { type: 'open', seq: 1, files: [file('gsc-pages.csv'), { name: 'le.csv', blob: new Blob([le]) }, { name: 'be.csv.gz', blob: new Blob([gz]) }] });
    expect(last).toMatchObject({ problems: [], sets: [{ count: 140, urlColumn: 0 }, { count: 140, urlColumn: 0 }, { count: 140, urlColumn: 0 }] });
    const [utf8, ...utf16] = sets.held().map((s) => s.urls.map((u) => u.url));
    expect(utf16).toEqual([utf8, utf8]);
    expect(utf8[0]).toBe('https://www.ebay.com/itm/rolex-pokemon-rolex-lens-iphone-jacket/710012273549');
  });

  it('reads an export and a log saved as UTF-16 without a byte order mark (iconv, some exporters) as the same in UTF-8, and refuses binary data from its bytes, gzipped or not (review20 L2)', async () => {
    const csv = readFileSync(new URL('gsc-pages.csv', dir), 'utf8');
    const log = readFileSync(new URL('access.log', dir), 'utf8');
    const png = readFileSync(new URL('../../../public/icons/icon-192.png', dir));
    const sets = createUrlSets();
    const files = [file('gsc-pages.csv'), { name: 'le.csv', blob: new Blob([Buffer.from(csv, 'utf16le')]) }, file('access.log'), { name: 'be.log', blob: new Blob([Buffer.from(log, 'utf16le').swap16()]) },
      { name: 'shot.png', blob: new Blob([png]) }, { name: 'shot.png.gz', blob: new Blob([gzipSync(png)]) }];
    const { last } = await answer(sets, { type: 'open', seq: 1, files });
    if (last.type !== 'sets') throw new Error(last.type);
    expect(last.problems.filter((p) => p.code === 'binary').map(urlSetProblemWords)).toEqual(['“shot.png” is binary data, not a sitemap, a text list or a CSV export: it was not opened.', '“shot.png.gz” is binary data, not a sitemap, a text list or a CSV export: it was not opened.']);
    expect(sets.held().map((s) => s.name)).toEqual(['gsc-pages.csv', 'le.csv', 'access.log', 'be.log']);
    const [csv8, csv16, log8, log16] = sets.held().map((s) => s.urls.map((u) => u.url));
    expect(csv16).toEqual(csv8);
    expect(log16).toEqual(log8);
    expect(log8.length).toBe(337);
  });

  it('reads a gzipped sitemap declared ISO-8859-1 in its encoding, and says the line of one that is not UTF-8 (tester3 F4)', async () => {
    const xml = (declaration: string) => Buffer.from(`${declaration}\n<urlset>\n<url><loc>https://www.example.com/blog/café</loc></url>\n</urlset>\n`, 'latin1');
    const sets = createUrlSets();
    const files = [{ name: 'latin1.xml.gz', blob: new Blob([gzipSync(xml('<?xml version="1.0" encoding="ISO-8859-1"?>'))]) }, { name: 'undeclared.xml', blob: new Blob([xml('<?xml version="1.0"?>')]) }];
    const { last } = await answer(sets, { type: 'open', seq: 1, files });
    if (last.type !== 'sets') throw new Error(last.type);
    expect(sets.held().map((s) => s.urls[0].url)).toEqual(['https://www.example.com/blog/café', 'https://www.example.com/blog/caf\ufffd']);
    expect(last.problems.map(urlSetProblemWords)).toEqual([expect.stringMatching(/^“undeclared\.xml” holds bytes that are not UTF-8 on 1 line \(the first is line 3\), shown as �/)]);
  });

  it('keeps a sitemap URL that holds "�" of its own, %-encoded as a browser requests it, and says only the line of bytes not UTF-8 (review16 §5)', async () => {
    const xml = Uint8Array.from([...Buffer.from('<urlset>\n<url><loc>https://www.example.com/what-is-\ufffd</loc></url>\n<url><loc>https://www.example.com/caf'), 0xe9, ...Buffer.from('</loc></url>\n</urlset>\n')]);
    const sets = createUrlSets();
    const { last } = await answer(sets, { type: 'open', seq: 1, files: [{ name: 'mixed.xml', blob: new Blob([xml]) }] });
    if (last.type !== 'sets') throw new Error(last.type);
    expect(sets.held()[0].urls.map((u) => u.url)).toEqual(['https://www.example.com/what-is-%EF%BF%BD', 'https://www.example.com/caf\ufffd']);
    expect(last.problems.map(urlSetProblemWords)).toEqual([expect.stringMatching(/^“mixed\.xml” holds bytes that are not UTF-8 on 1 line \(the first is line 3\), shown as �/)]);
  });

  it('refuses a broken gzip with a clear message and keeps the sets it holds', async () => {
    const sets = createUrlSets();
    await answer(sets, { type: 'open', seq: 1, files: [file('gsc-pages.csv')] });
    const gz = readFileSync(new URL('sitemap-items-1.xml.gz', dir));
    const broken = { name: 'sitemap-items-1.xml.gz', blob: new Blob([gz.subarray(0, gz.length >> 1)]) };
    const { last } = await answer(sets, { type: 'open', seq: 2, files: [broken] });
    if (last.type !== 'sets') throw new Error(last.type);
    expect(last.sets.map((s) => [s.name, s.count])).toEqual([['gsc-pages.csv', 140]]);
    expect(last.problems.map((p) => p.code)).toEqual(['bad-gzip']);
    expect(urlSetProblemWords(last.problems[0])).toMatch(/^“sitemap-items-1\.xml\.gz” is not readable gzip data \(.+\): it was not opened\./);
  });

  it('names a broken gzip\'s kind of file in its words: a server log cut short is no "sitemap"', async () => {
    const line = (i: number) => `66.249.66.1 - - [29/Nov/2026:10:00:00 +0000] "GET /p/${i} HTTP/1.1" 200 512 "-" "Mozilla/5.0 (compatible; Googlebot/2.1)"\n`;
    const gz = gzipSync(Array.from({ length: 5000 }, (_, i) => line(i)).join(''));
    const sets = createUrlSets();
    const { last } = await answer(sets, { type: 'open', seq: 1, files: [{ name: 'requests.gz', blob: new Blob([gz.subarray(0, gz.length >> 1)]) }] });
    if (last.type !== 'sets') throw new Error(last.type);
    expect(urlSetProblemWords(last.problems[0])).toMatch(/^“requests\.gz” is not readable gzip data \(.+\): it was not opened\. Download it again, or open the server log unzipped\.$/);
  });

  it('reads an export again with the URL column chosen, and gives the URLs of the sets asked, in order', async () => {
    const sets = createUrlSets();
    const tsv = { name: 'ga.tsv', blob: new Blob(['Landing page\tSessions\n/shop/a\t12\n/shop/b\t3\n']) };
    const opened = await answer(sets, { type: 'open', seq: 1, files: [tsv, file('sitemap-stores.xml')] });
    expect(opened.last).toMatchObject({ sets: [{ name: 'ga.tsv', count: 0, urlColumn: -1 }, { name: 'sitemap-stores.xml', count: 60 }] });
    const chosen = await answer(sets, { type: 'column', seq: 2, id: 1, column: 'Landing page' });
    expect(chosen.last).toMatchObject({ sets: [{ id: 1, count: 2, urlColumn: 0 }, { id: 2 }], problems: [] });
    const urls = await answer(sets, { type: 'urls', seq: 3, ids: [2, 1] });
    expect(urls.last).toMatchObject({ type: 'urls', count: 62 });
    if (urls.last.type === 'urls') expect(urls.last.text.split('\n').slice(0, 2)).toEqual(['/shop/a', '/shop/b']);
    const removed = await answer(sets, { type: 'remove', seq: 4, id: 1 });
    expect(removed.last).toMatchObject({ sets: [{ id: 2 }] });
  });
});

describe('a URL’s source', () => {
  it('says which set, file and line hold a URL, an export row’s columns with it, among the sets asked only', async () => {
    const sets = createUrlSets();
    await answer(sets, { type: 'open', seq: 1, files: INDEX.map(file) });
    await answer(sets, { type: 'open', seq: 2, files: [file('gsc-pages.csv'), file('internal_all.csv')] });
    const url = sets.held()[0].urls[200].url;
    // This item page is in the sitemap and in the crawl export: each place that holds it, the export's row with its columns.
    const { last } = await answer(sets, { type: 'sources', seq: 3, ids: [1, 2, 3], url, limit: 10 });
    if (last.type !== 'sources') throw new Error(last.type);
    expect(last.count).toBe(2);
    expect(last.sources[0]).toEqual({ url, file: 'sitemap-items-2.xml.gz', line: 4, attributes: {}, set: 'sitemap_index.xml' });
    expect(last.sources[1]).toMatchObject({ url, file: 'internal_all.csv', line: 102, set: 'internal_all.csv', attributes: { 'Status Code': '200', Indexability: 'Indexable' } });
    const one = await answer(sets, { type: 'sources', seq: 4, ids: [1, 2], url, limit: 10 });
    expect(one.last).toMatchObject({ count: 1, sources: [{ set: 'sitemap_index.xml' }] });
    const unticked = await answer(sets, { type: 'sources', seq: 5, ids: [2], url, limit: 10 });
    expect(unticked.last).toMatchObject({ sources: [], count: 0 });
    const cut = await answer(sets, { type: 'sources', seq: 6, ids: [1, 3], url, limit: 1 });
    expect(cut.last).toMatchObject({ count: 2, sources: [{ set: 'sitemap_index.xml' }] });
  });
});

describe('the grid’s search over an export’s other columns (issue 25 §1: “kept as attributes the grid can … filter on”)', () => {
  it('gives the URLs of the ticked sets whose row holds the text in another column, any case, each once', async () => {
    const sets = createUrlSets();
    await answer(sets, { type: 'open', seq: 1, files: INDEX.map(file) });
    await answer(sets, { type: 'open', seq: 2, files: [file('gsc-pages.csv'), file('internal_all.csv')] });
    const crawl = readFileSync(new URL('internal_all.csv', dir), 'utf8').split('\n').slice(1).filter((row) => row.includes('"Non-Indexable"'));
    const expected = crawl.map((row) => JSON.parse(row.split(',')[0]) as string);
    expect(expected).toHaveLength(20);
    const { last } = await answer(sets, { type: 'columnMatches', seq: 3, ids: [1, 2, 3], text: 'non-indexable' });
    expect(last).toEqual({ type: 'columnMatches', seq: 3, urls: expected });
    // The status code column too; a text only the URL holds is the grid's own search, not this one.
    expect((await answer(sets, { type: 'columnMatches', seq: 4, ids: [3], text: '404' })).last).toMatchObject({ urls: expected });
    expect((await answer(sets, { type: 'columnMatches', seq: 5, ids: [1, 2, 3], text: '/itm/' })).last).toMatchObject({ urls: [] });
    // The crawl unticked: none; nothing typed: none.
    expect((await answer(sets, { type: 'columnMatches', seq: 6, ids: [1, 2], text: 'non-indexable' })).last).toMatchObject({ urls: [] });
    expect((await answer(sets, { type: 'columnMatches', seq: 7, ids: [1, 2, 3], text: '  ' })).last).toMatchObject({ urls: [] });
  });
});

describe('the sets’ own columns for the exports (walk20 §6)', () => {
  it('gives the ticked sets’ headers, once, and each URL’s row by header (core setColumnsOf); none for sets without columns', async () => {
    const sets = createUrlSets();
    await answer(sets, { type: 'open', seq: 1, files: INDEX.map(file) });
    await answer(sets, { type: 'open', seq: 2, files: [file('gsc-pages.csv'), file('internal_all.csv')] });
    const [head, first] = readFileSync(new URL('internal_all.csv', dir), 'utf8').split('\n').map((row) => row.split('","').map((f) => f.replace(/^"|"$/g, '')));
    const { last } = await answer(sets, { type: 'setColumns', seq: 3, ids: [1, 3] });
    if (last.type !== 'setColumns') throw new Error(last.type);
    expect(last.columns.headers).toEqual(head.slice(1));
    expect(last.columns.rows.get(first[0])).toEqual(Object.fromEntries(head.slice(1).map((h, i) => [h, first[i + 1]])));
    expect(last.columns.rows.size).toBe(sets.held()[2].urls.length);
    // The sitemaps alone: no column of their own.
    expect((await answer(sets, { type: 'setColumns', seq: 4, ids: [1] })).last).toEqual({ type: 'setColumns', seq: 4, columns: { headers: [], rows: new Map() } });
  });

  it('walks no log: a log ticked beside the crawl (its requests have no column) is neither read nor copied (review21 L7)', async () => {
    const sets = createUrlSets();
    await answer(sets, { type: 'open', seq: 1, files: [file('access.log'), file('internal_all.csv')] });
    const [log, crawl] = sets.held();
    expect([log.log !== undefined, crawl.log]).toEqual([true, undefined]);
    const alone = (await answer(sets, { type: 'setColumns', seq: 2, ids: [crawl.id] })).last;
    // Before, every request of the log was copied into one array (flatMap) only to be skipped.
    Object.defineProperty(log, 'urls', { get: () => { throw new Error('the log was walked'); } });
    const both = (await answer(sets, { type: 'setColumns', seq: 3, ids: [log.id, crawl.id] })).last;
    expect(both).toEqual({ ...alone, seq: 3 });
    if (both.type !== 'setColumns') throw new Error(both.type);
    expect(both.columns.rows.size).toBe(crawl.urls.length);
  });
});
