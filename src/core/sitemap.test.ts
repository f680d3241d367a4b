import { describe, expect, it } from 'vitest';
import { createSitemapReader, decodeXmlEntities, readSitemap, sitemapKind, type SitemapReading } from './sitemap.ts';

/** The sitemap fed to a reader in pieces of `size` characters. */
function inPieces(text: string, size: number, options = {}): SitemapReading {
  const reader = createSitemapReader('sitemap.xml', options);
  for (let i = 0; i < text.length; i += size) reader.push(text.slice(i, i + size));
  return reader.end();
}

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

/** XML a sitemap may hold around its <loc>s: a DOCTYPE, comments and PIs (a <loc> in them is none), prefixes, image sitemaps. */
const TRICKY = `\ufeff<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE urlset [ <!ENTITY x "y"> ]>
<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>
<!-- generated; an old entry: <url><loc>https://x.test/commented-out</loc></url> -->
<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <sm:url>
    <sm:loc>https://x.test/a?x=1&amp;y=&#x32;&#50;</sm:loc>
    <image:image><image:loc>https://x.test/a.jpg</image:loc></image:image>
    <xhtml:link rel="alternate" hreflang="de" href="https://x.test/de/a?x=1&amp;y=2"/>
    <xhtml:link rel='alternate' hreflang='x-default' href='https://x.test/a'></xhtml:link>
  </sm:url>
  <sm:url><sm:loc data-note="a > b"><![CDATA[https://x.test/b?&amp;]]>&amp;c</sm:loc></sm:url>
</sm:urlset>
`;

describe('createSitemapReader (streaming)', () => {
  it('reads <loc> inside <url> only: not in comments, not an image\'s, with prefixes, DOCTYPE and PIs skipped', () => {
    const r = readSitemap(TRICKY, 'sitemap.xml');
    expect(r.kind).toBe('urlset');
    expect(r.urls).toEqual([
      { url: 'https://x.test/a?x=1&y=22', file: 'sitemap.xml', line: 7, attributes: {} },
      // CDATA is taken as written; the entity after it is decoded.
      { url: 'https://x.test/b?&amp;&c', file: 'sitemap.xml', line: 12, attributes: {} },
    ]);
  });

  it('reads hreflang alternates on request, each with its language and the <loc> it stands for', () => {
    const r = readSitemap(TRICKY, 'sitemap.xml', { alternates: true });
    expect(r.urls.slice(0, 3)).toEqual([
      { url: 'https://x.test/a?x=1&y=22', file: 'sitemap.xml', line: 7, attributes: {} },
      { url: 'https://x.test/de/a?x=1&y=2', file: 'sitemap.xml', line: 9, attributes: { hreflang: 'de', alternateOf: 'https://x.test/a?x=1&y=22' } },
      { url: 'https://x.test/a', file: 'sitemap.xml', line: 10, attributes: { hreflang: 'x-default', alternateOf: 'https://x.test/a?x=1&y=22' } },
    ]);
  });

  it('reads the same whatever the pieces (an entity, a tag, a comment or CDATA cut in two; CRLF in a text sitemap)', () => {
    const text = 'https://x.test/a\r\n\r\nhttps://x.test/b\n';
    for (const doc of [URLSET, TRICKY, text]) {
      const whole = readSitemap(doc, 'sitemap.xml', { alternates: true });
      for (const size of [1, 2, 3, 5, 7, 64]) expect(inPieces(doc, size, { alternates: true }), `${size}`).toEqual(whole);
    }
  });

  it('reads a 50 MB, 50,000-URL sitemap (the protocol\'s limits) given in 64 KiB pieces, never the whole text', () => {
    const reader = createSitemapReader('big.xml');
    const pad = 'x'.repeat(980);
    let piece = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    let bytes = 0;
    for (let i = 0; i < 50_000; i++) {
      piece += `<url><loc>https://www.example.com/p/${i}?a=1&amp;b=2</loc><!-- ${pad} --></url>\n`;
      if (piece.length >= 65_536) { bytes += piece.length; reader.push(piece); piece = ''; }
    }
    reader.push(piece + '</urlset>\n');
    const r = reader.end();
    expect(bytes).toBeGreaterThan(50_000_000);
    expect(r.urls).toHaveLength(50_000);
    expect(r.urls[49_999]).toEqual({ url: 'https://www.example.com/p/49999?a=1&b=2', file: 'big.xml', line: 50_002, attributes: {} });
  });
});

describe('a sitemap cut short', () => {
  const CUT = '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://x.test/a</loc></url>\n<url><loc>https://x.test/b</loc></url>\n<url><loc>https://www.exa';

  it('says so: the root left open, the URLs read before the cut (a loc cut mid-way is none)', () => {
    expect(readSitemap(CUT, 'sitemap.xml')).toMatchObject({ kind: 'urlset', urls: [{ url: 'https://x.test/a' }, { url: 'https://x.test/b' }], cut: { root: 'urlset', locs: 2 } });
    expect(inPieces(CUT, 7).cut).toEqual({ root: 'urlset', locs: 2 });
    expect(readSitemap('<sitemapindex><sitemap><loc>https://x.test/s1.xml</loc></sitemap>', 'i.xml').cut).toEqual({ root: 'sitemapindex', locs: 1 });
  });

  it('says nothing of a whole one', () => {
    expect(readSitemap(URLSET, 'sitemap.xml').cut).toBeUndefined();
    expect(readSitemap(`${CUT}ample.com/c</loc></url>\n</urlset>\n`, 'sitemap.xml').cut).toBeUndefined();
  });
});

