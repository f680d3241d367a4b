/** The document a first visit opens with: small, but it shows what Robotscope can tell. */
export const EXAMPLE_ROBOTS = `# Welcome to Robotscope: edit this file, or open your own robots.txt.
Disallow: /tmp/          # stands before any User-agent line: no crawler obeys it

User-agent: Googlebot
User-agent: Googlebot-Image
Dissallow: /private/     # misspelled, but Google accepts it
Allow: /private/press-kit/
Disallow: /*.pdf$
Crawl-delay: 10          # Google ignores crawl-delay (Bing honours it)

User-agent: GPTBot
User-agent: CCBot
Disallow: /

User-agent: *
Disallow: /search
Disallow: /*?sessionid=
Allow: /search/about
Noindex: /old/

Sitemap: https://www.example.com/sitemap.xml
`;

export const EXAMPLE_URLS = `https://www.example.com/private/report.html
/private/press-kit/logo.png
/downloads/guide.pdf
/search?q=robots
/tmp/cache.html`;

export const EXAMPLE_AGENT = 'Googlebot';
