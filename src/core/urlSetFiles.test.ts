import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { logSetOnOrigin, readUrlSetFiles, whyNotSitemap, type SetFile } from './urlSetFiles.ts';
import { urlSetProblemWords } from './words/urlSetWords.ts';

const dir = new URL('../../testdata/urlsets/ebay/', import.meta.url);
/** A fixture as the worker hands it over: gzip undone. */
function fixture(name: string): SetFile {
  const bytes = readFileSync(new URL(name, dir));
  return { name, text: new TextDecoder().decode(name.endsWith('.gz') ? gunzipSync(bytes) : bytes) };
}
const INDEX = ['sitemap_index.xml', 'sitemap-items-1.xml.gz', 'sitemap-items-2.xml.gz', 'sitemap-browse.xml.gz', 'sitemap-stores.xml'];

describe('readUrlSetFiles', () => {
  it('reads a sitemap index opened with its gzipped children as one set, each URL with its child file and line', () => {
    const { sets, problems } = readUrlSetFiles(INDEX.map(fixture));
    expect(problems).toEqual([]);
    expect(sets.map((s) => [s.name, s.kind, s.urls.length, s.files.length])).toEqual([['sitemap_index.xml', 'index', 660, 5]]);
    expect(sets[0].urls[0]).toMatchObject({ file: 'sitemap-items-1.xml.gz', line: 4, sitemap: true });
    expect(sets[0].urls[0].url).toMatch(/^https:\/\/www\.ebay\.com\/itm\//);
  });

  it('names the children an index lists that were not opened, and reads those that were', () => {
    const { sets, problems } = readUrlSetFiles(INDEX.slice(0, 2).map(fixture));
    expect(sets.map((s) => s.urls.length)).toEqual([200]);
    expect(problems.map(urlSetProblemWords)).toEqual([
      'The sitemap index “sitemap_index.xml” lists sitemaps that were not opened with it: sitemap-items-2.xml.gz, sitemap-browse.xml.gz, sitemap-stores.xml. Open them together with the index (select them all, or open their folder); the URLs of those opened are read.',
    ]);
  });

  it('reads a Search Console export ("Top pages") and a Screaming Frog export ("Address"), other columns kept', () => {
    const { sets } = readUrlSetFiles([fixture('gsc-pages.csv'), fixture('internal_all.csv')]);
    expect(sets.map((s) => [s.name, s.kind, s.urls.length, s.columns[s.urlColumn]])).toEqual([['gsc-pages.csv', 'csv', 140, 'Top pages'], ['internal_all.csv', 'csv', 240, 'Address']]);
    expect(Object.keys(sets[1].urls[0].attributes)).toEqual(['Content Type', 'Status Code', 'Status', 'Indexability', 'Indexability Status', 'Title 1']);
    expect(sets[1].urls.every((u) => !u.sitemap)).toBe(true);
  });

  it('keeps an export without a URL header empty until its URL column is chosen', () => {
    const file = { name: 'ga.tsv', text: 'Landing page\tSessions\n/shop/a\t12\n/shop/b\t3\n' };
    const before = readUrlSetFiles([file]);
    expect(before.sets.map((s) => [s.urls.length, s.urlColumn, s.columns])).toEqual([[0, -1, ['Landing page', 'Sessions']]]);
    expect(before.problems.map((p) => p.code)).toEqual(['no-url-column']);
    const after = readUrlSetFiles([file], { 'ga.tsv': 'Landing page' });
    expect(after.sets[0].urls.map((u) => [u.url, u.line, u.attributes])).toEqual([['/shop/a', 2, { Sessions: '12' }], ['/shop/b', 3, { Sessions: '3' }]]);
    expect(after.problems).toEqual([]);
  });

  it('reads a text sitemap line by line and no sitemap as the sitemap of anything else', () => {
    const { sets, problems } = readUrlSetFiles([
      { name: 'urls.txt', text: 'https://x.test/a\n\nhttps://x.test/b\n' },
      { name: 'feed.xml', text: '<?xml version="1.0"?>\n<rss version="2.0"><channel><link>https://x.test/</link></channel></rss>' },
      { name: 'sitemap.xml', text: 'PK\u0003\u0004 a zip' },
      { name: 'empty.xml', text: '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>' },
    ]);
    expect(sets.map((s) => [s.name, s.kind, s.urls.map((u) => [u.url, u.line, u.sitemap])])).toEqual([['urls.txt', 'text', [['https://x.test/a', 1, false], ['https://x.test/b', 3, false]]]]);
    expect(problems.map((p) => [p.code, p.file, p.detail])).toEqual([['not-sitemap', 'feed.xml', 'rss'], ['not-xml', 'sitemap.xml', 'PK\u0003\u0004 a zip'], ['no-urls', 'empty.xml', '']]);
  });
});

describe('an export with a row wider than its header, as every reader of a URL file reads it (core urlFile.ts)', () => {
  it('reads it and says the line where the URL column is not the last; refuses it where it is, its URL surely cut (before: read, nothing said)', () => {
    const { sets, problems } = readUrlSetFiles([
      { name: 'crawl.csv', text: 'Address;Content Type;Status Code\nhttps://x.test/;text/html; charset=UTF-8;200\nhttps://x.test/a.pdf;application/pdf;200\n' },
      { name: 'cut.csv', text: 'Status,URL\n200,https://x.test/\n200,https://x.test/p?ids=1,2\n' },
    ]);
    expect(sets.map((s) => [s.name, s.urls.map((u) => u.url)])).toEqual([['crawl.csv', ['https://x.test/', 'https://x.test/a.pdf']]]);
    expect(problems.map(urlSetProblemWords)).toEqual([
      '“crawl.csv”: line 2 has more cells than its header: an unquoted semicolon inside a cell. The rows were read as they split, so if it is inside a URL that URL was cut there: check that line, and quote the cell ("…").',
      '“cut.csv”: line 3 has more cells than its header, so the URL read there may be cut at a comma or be the text of another cell; in a CSV, quote a cell that holds one ("…"), or drop the header line to list one URL a line: it was not opened.',
    ]);
  });
});

describe('a text sitemap (sitemaps.org “Text file”) among text files (issue 25 §1: “and text sitemaps”)', () => {
  it('reads a text file named as a sitemap as a sitemap, its URLs from a sitemap, as coverage --sitemap does; any other as a list', () => {
    const text = 'https://x.test/a\n\nhttps://x.test/b\n';
    const { sets, problems } = readUrlSetFiles([{ name: 'shop/sitemap.txt', text }, { name: 'Sitemap-Products.TXT', text }, { name: 'urls.txt', text }]);
    expect(sets.map((s) => [s.name, s.kind, s.urls.map((u) => [u.url, u.line, u.sitemap])])).toEqual([
      ['shop/sitemap.txt', 'sitemap', [['https://x.test/a', 1, true], ['https://x.test/b', 3, true]]],
      ['Sitemap-Products.TXT', 'sitemap', [['https://x.test/a', 1, true], ['https://x.test/b', 3, true]]],
      ['urls.txt', 'text', [['https://x.test/a', 1, false], ['https://x.test/b', 3, false]]],
    ]);
    expect(problems).toEqual([]);
  });
});

describe('readUrlSetFiles with hreflang alternates (issue 25 §1, "hreflang alternates optionally")', () => {
  const lg = (name: string): SetFile => ({ name, text: readFileSync(new URL(`../../testdata/urlsets/lg/${name}`, import.meta.url), 'utf8') });

  it('gives each sitemap URL\'s alternates as URLs of the set when asked, each with its language and the <loc> it stands for', () => {
    expect(readUrlSetFiles([lg('sitemap-hreflang.xml')]).sets[0].urls.map((u) => u.url)).toHaveLength(3);
    const [set] = readUrlSetFiles([lg('sitemap-hreflang.xml')], {}, { alternates: true }).sets;
    expect(set.urls).toHaveLength(3 + 8);
    expect(set.urls.filter((u) => u.attributes.hreflang === 'en-gb').map((u) => [u.url, u.line, u.attributes.alternateOf, u.sitemap])).toEqual([
      ['https://www.lg.com/uk/tvs/lg-oled65c46la', 6, 'https://www.lg.com/us/tvs/lg-oled65c4pua-oled-4k-tv', true],
      ['https://www.lg.com/uk/compare/?products=OLED65C46LA&OLED65G45LW', 14, 'https://www.lg.com/us/compare/?products=OLED65C4PUA&OLED65G4WUA', true],
      ['https://www.lg.com/uk/monitors/gaming/27gr95qe-b/', 20, 'https://www.lg.com/us/monitors/lg-27gr95qe-b-oled-gaming-monitor', true],
    ]);
  });
});

describe('whyNotSitemap', () => {
  it('takes a namespaced root and a byte order mark', () => {
    expect(whyNotSitemap({ name: 's.xml', text: '\ufeff<?xml version="1.0"?><!-- x --><sm:urlset xmlns:sm="x"></sm:urlset>' })).toBeNull();
  });

  it('moves a log to another Host as reading it again there would, and says when only reading it again can (a line naming a site)', () => {
    const log = fixture('access.log');
    const on = (origin: string) => readUrlSetFiles([log], {}, {}, origin);
    const ebay = on('https://www.ebay.com');
    for (const origin of ['https://www.ebay.co.uk', '', 'http://localhost:8080']) {
      expect(logSetOnOrigin(ebay.sets[0], origin)).toEqual(on(origin));
      expect(logSetOnOrigin(on('').sets[0], origin)).toEqual(on(origin));
    }
    // lg's log holds a proxy's absolute target: on another site it is refused, so the text is read again.
    const lg = readUrlSetFiles([{ name: 'access_log', text: readFileSync(new URL('../lg/access_log', dir), 'utf8') }], {}, {}, 'https://www.lg.com');
    expect(logSetOnOrigin(lg.sets[0], 'https://www.lg.co.uk')).toBeNull();
    // A vhost_combined line names its host: on another Host it is another site's, so the text is read again (F15).
    const vhost = readUrlSetFiles([{ name: 'vhost.log', text: 'www.example.com:443 66.249.66.1 - - [29/Nov/2026:10:00:00 +0000] "GET /a HTTP/1.1" 200 1 "-" "Googlebot/2.1"\n' }], {}, {}, 'https://www.example.com');
    expect(vhost.sets[0].urls.map((u) => u.url)).toEqual(['https://www.example.com/a']);
    expect(logSetOnOrigin(vhost.sets[0], 'https://shop.example.com')).toBeNull();
  });
});

describe('a sitemap cut short among the sets', () => {
  it('is opened with the URLs read, and said to be read in part', () => {
    const text = '<urlset>\n<url><loc>https://x.test/a</loc></url>\n<url><loc>https://x.test/b</loc></url>\n<url><loc>https://x.te';
    const { sets, problems } = readUrlSetFiles([{ name: 'sitemap.xml', text }]);
    expect(sets.map((s) => [s.name, s.urls.length])).toEqual([['sitemap.xml', 2]]);
    expect(problems.map(urlSetProblemWords)).toEqual([
      'The sitemap “sitemap.xml” ends before </urlset>: only the first 2 URLs were read. The rest is missing (a download or a gzip cut short): dead rules and blocked sitemap URLs are counted on the part read. Fetch it again to read it all.',
    ]);
  });
});

describe('an export whose quote CSV cannot close among the sets', () => {
  it('keeps the rows it can and says where the quote is', () => {
    const { sets, problems } = readUrlSetFiles([{ name: 'broken.csv', text: '"Address","Status\nhttps://www.example.com/x,"200\n"unterminated,,,\n' }]);
    expect(sets[0].urls.map((u) => u.url)).toEqual(['https://www.example.com/x', 'unterminated,,,']);
    expect(problems.map(urlSetProblemWords)).toEqual([
      '“broken.csv” is not well-formed CSV: the quoted field that starts on line 1 does not close as CSV closes one (a " inside a field is written ""). So that it swallows no row after it, each line was read as one row: check the rows from line 1.',
    ]);
  });
});

