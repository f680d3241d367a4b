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

// A day of www.ebay.com's access log, nginx's "combined" format (issue 25 §1), with the bots a
// large shop sees: Googlebot from Google's ranges and a scraper sending its User-Agent from a
// hosting range, bingbot, GPTBot from OpenAI's ranges, ClaudeBot, AhrefsBot, browsers; each bot
// fetches robots.txt (or not) and the same item, browse and search pages the sitemaps and exports
// list, some of which eBay's rules block. A few lines are no request (a TLS handshake on port 80,
// a 408 without a request line). access.log.1.gz is the day before, gzipped, as logrotate leaves it.
const agents = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  GooglebotMobile: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  GPTBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  ClaudeBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  AhrefsBot: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  browser: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};
// [agent, client IPs, fetches robots.txt, requests]
const visitors = [
  ['Googlebot', ['66.249.66.1', '66.249.66.33', '66.249.79.12'], true, 90],
  ['GooglebotMobile', ['66.249.68.40', '2001:4860:4801:10::2a'], false, 40],
  ['Googlebot', ['45.155.205.23', '185.191.171.7'], false, 25],
  ['bingbot', ['40.77.167.5', '157.55.39.10'], true, 45],
  ['GPTBot', ['20.171.206.14', '52.230.152.9'], true, 30],
  ['GPTBot', ['91.92.242.11'], false, 8],
  ['ClaudeBot', ['34.162.20.5'], false, 20],
  ['AhrefsBot', ['54.36.148.3'], true, 25],
  ['browser', ['203.0.113.50', '198.51.100.7'], false, 35],
  ['iphone', ['192.0.2.44'], false, 15],
];
const paths = [...items, ...browses, ...searches, ...stores].map((u) => u.slice(host.length));
const day = (d, s) => `${String(d).padStart(2, '0')}/Nov/2026:${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')} -0800`;
function accessLog(d, scale) {
  const lines = [];
  for (const [agent, ips, robots, n] of visitors) {
    const count = Math.max(1, Math.round(n * scale));
    if (robots) lines.push({ ip: ips[0], path: '/robots.txt', agent, status: 200, bytes: 43660 });
    for (let i = 0; i < count; i++) {
      const path = paths[rand(paths.length)];
      const status = rand(25) === 0 ? 404 : rand(30) === 0 ? 301 : 200;
      lines.push({ ip: ips[rand(ips.length)], path, agent, status, bytes: status === 200 ? 20000 + rand(180000) : 0 });
    }
  }
  // Shuffled into one day, in time order, as a server writes them.
  const stamped = lines.map((l) => ({ ...l, s: rand(86400) })).sort((a, b) => a.s - b.s);
  const out = stamped.map((l) => `${l.ip} - - [${day(d, l.s)}] "GET ${l.path} HTTP/1.1" ${l.status} ${l.bytes} "-" "${agents[l.agent]}"`);
  out.splice(Math.floor(out.length / 3), 0, `185.220.101.4 - - [${day(d, 4000)}] "\\x16\\x03\\x01\\x00\\xA5\\x01\\x00\\x00\\xA1\\x03\\x03" 400 157 "-" "-"`);
  out.splice(Math.floor(out.length / 2), 0, `203.0.113.50 - - [${day(d, 5000)}] "-" 408 0 "-" "-"`);
  return out.join('\n') + '\n';
}
writeFileSync('access.log', accessLog(27, 1));
writeFileSync('access.log.1.gz', gzipSync(accessLog(26, 0.2), { level: 9 }));
