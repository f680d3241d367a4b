import { describe, expect, it } from 'vitest';
import { decodeXmlEntities, readSitemap, sitemapKind } from './sitemap.ts';

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://www.example.com/shop/?color=red&amp;size=m</loc>
    <lastmod>2026-10-01</lastmod>
  </url>
  <url><loc>
    https://www.example.com/caf&#233;/&#x41;
  </loc></url>
  <url><loc><![CDATA[https://www.example.com/a?b=1&c=2]]></loc></url>
</urlset>
`;

describe('readSitemap', () => {
  it('reads each <loc> of a urlset entity-decoded, with the line it stands on', () => {
    const r = readSitemap(URLSET, 'sitemap.xml');
    expect(r.kind).toBe('urlset');
    expect(r.urls).toEqual([
      { url: 'https://www.example.com/shop/?color=red&size=m', file: 'sitemap.xml', line: 4, attributes: {} },
      { url: 'https://www.example.com/café/A', file: 'sitemap.xml', line: 7, attributes: {} },
      { url: 'https://www.example.com/a?b=1&c=2', file: 'sitemap.xml', line: 10, attributes: {} },
    ]);
  });

  it('reads a sitemap index as the child sitemaps it lists', () => {
    const index = '<?xml version="1.0"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x.test/s1.xml.gz</loc></sitemap>\n<sitemap><loc>https://x.test/s2.xml</loc></sitemap>\n</sitemapindex>';
    const r = readSitemap(index, 'index.xml');
    expect(r.kind).toBe('index');
    expect(r.urls.map((u) => [u.url, u.line])).toEqual([['https://x.test/s1.xml.gz', 3], ['https://x.test/s2.xml', 4]]);
  });

  it('reads a text sitemap as one URL per non-blank line (sitemaps.org "Text file")', () => {
    const r = readSitemap('\ufeffhttps://x.test/a\r\n\r\n  https://x.test/b  \n', 'urls.txt');
    expect(r.kind).toBe('text');
    expect(r.urls.map((u) => [u.url, u.line])).toEqual([['https://x.test/a', 1], ['https://x.test/b', 3]]);
  });

  it('leaves an unknown entity and a code point past U+10FFFF as written', () => {
    expect(decodeXmlEntities('&nbsp;&#x110000;&lt;')).toBe('&nbsp;&#x110000;<');
  });

  it('tells the kinds apart by the root element', () => {
    expect(sitemapKind('  <?xml version="1.0"?><urlset>')).toBe('urlset');
    expect(sitemapKind('<sitemapindex xmlns="x">')).toBe('index');
    expect(sitemapKind('https://x.test/')).toBe('text');
  });
});
