// Makes the eBay URL-set fixtures (issue 25): a sitemap index with gzipped children, a Search
// Console "Pages" export and a Screaming Frog "Internal: All" export of the same site, with URLs
// shaped like eBay's (items, browse pages, searches, stores), some of which its robots.txt blocks.
// Deterministic: run `node make.mjs` here to make them again.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

let seed = 25;
const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return Math.floor((seed / 2147483648) * n); };
const words = ['vintage', 'nike', 'air', 'max', 'leather', 'jacket', 'canon', 'eos', 'lens', 'lego', 'star', 'wars', 'iphone', 'case', 'rolex', 'watch', 'pokemon', 'card', 'holo', 'dewalt', 'drill'];
const slug = () => Array.from({ length: 3 + rand(4) }, () => words[rand(words.length)]).join('-');
const host = 'https://www.ebay.com';
const item = () => `${host}/itm/${slug()}/${String(100000000000 + rand(900000000) * 997)}${rand(20) === 0 ? '?fits=Make%3AFord' : ''}`;
const browse = () => `${host}/b/${slug()}/${1000 + rand(90000)}/bn_${rand(9000000)}${rand(8) === 0 ? '?_sop=12' : ''}`;
const search = () => `${host}/sch/i.html?_nkw=${slug().replace(/-/g, '+')}${rand(3) === 0 ? '&_sacat=0' : ''}`;
const store = () => `${host}/str/${slug().replace(/-/g, '')}`;
const xml = (s) => s.replace(/&/g, '&amp;');

function urlset(urls) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`
    + urls.map((u) => `  <url>\n    <loc>${xml(u)}</loc>\n    <lastmod>2026-11-2${rand(8)}</lastmod>\n  </url>\n`).join('') + '</urlset>\n';
}

const items = Array.from({ length: 400 }, item);
const browses = Array.from({ length: 240 }, browse);
const stores = Array.from({ length: 60 }, store);
const searches = Array.from({ length: 40 }, search);
const children = { 'sitemap-items-1.xml.gz': items.slice(0, 200), 'sitemap-items-2.xml.gz': items.slice(200), 'sitemap-browse.xml.gz': browses.slice(0, 200), 'sitemap-stores.xml': stores };
for (const [name, urls] of Object.entries(children)) {
  const text = urlset(urls);
  writeFileSync(name, name.endsWith('.gz') ? gzipSync(text, { level: 9 }) : text);
}
writeFileSync('sitemap_index.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`
  + Object.keys(children).map((n) => `  <sitemap>\n    <loc>${host}/lst/${n}</loc>\n    <lastmod>2026-11-27T03:00:00-08:00</lastmod>\n  </sitemap>\n`).join('') + '</sitemapindex>\n');

// Search Console, Performance > Pages > Export (CSV): "Top pages" holds the URL.
const gsc = [...items.slice(0, 60), ...browses.slice(180), ...searches.slice(0, 20)];
writeFileSync('gsc-pages.csv', 'Top pages,Clicks,Impressions,CTR,Position\n'
  + gsc.map((u) => { const imp = 50 + rand(9000); const clicks = rand(imp / 10 | 0); return `${u},${clicks},${imp},${(clicks / imp * 100).toFixed(2)}%,${(1 + rand(300) / 10).toFixed(1)}`; }).join('\n') + '\n');

// Screaming Frog, Internal > All > Export: every field quoted, "Address" holds the URL.
const sf = [...items.slice(100, 220), ...browses.slice(0, 60), ...stores.slice(0, 20), ...searches];
const q = (v) => `"${String(v).replace(/"/g, '""')}"`;
writeFileSync('internal_all.csv', ['Address', 'Content Type', 'Status Code', 'Status', 'Indexability', 'Indexability Status', 'Title 1'].map(q).join(',') + '\n'
  + sf.map((u) => {
    const gone = rand(15) === 0;
    return [u, 'text/html; charset=utf-8', gone ? 404 : 200, gone ? 'Not Found' : 'OK', gone ? 'Non-Indexable' : 'Indexable', gone ? 'Client Error' : '', `${u.split('/')[4] ?? 'eBay'} | eBay`].map(q).join(',');
  }).join('\n') + '\n');
