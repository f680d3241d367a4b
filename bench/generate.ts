/**
 * A deterministic, realistic robots.txt of about 500 KiB: ~20,000 allow/disallow rules in ~50
 * groups named after real crawlers, paths of varying depth, `*` and `$` wildcards on ~13 % of
 * the rules (a quarter of those leading), comments, a few crawl-delay lines and sitemaps.
 * Shared with the browser benchmark, so it imports nothing from Node.
 */
import { createRng, type Rng } from './prng.ts';

export interface GenerateOptions {
  seed?: number;
  /** Allow/disallow lines in total. */
  rules?: number;
  groups?: number;
}

const CRAWLERS = [
  'Googlebot', 'Bingbot', 'Slurp', 'DuckDuckBot', 'Baiduspider', 'YandexBot', 'Applebot', 'Amazonbot',
  'GPTBot', 'ChatGPT-User', 'OAI-SearchBot', 'ClaudeBot', 'anthropic-ai', 'PerplexityBot', 'CCBot',
  'Google-Extended', 'Googlebot-Image', 'Googlebot-News', 'AdsBot-Google', 'Mediapartners-Google',
  'Bytespider', 'PetalBot', 'AhrefsBot', 'SemrushBot', 'MJ12bot', 'DotBot', 'BLEXBot', 'DataForSeoBot',
  'facebookexternalhit', 'Meta-ExternalAgent', 'Twitterbot', 'LinkedInBot', 'Pinterestbot', 'SeznamBot',
  'Sogou web spider', 'Exabot', 'ia_archiver', 'archive.org_bot', 'Qwantify', 'Yeti', 'magpie-crawler',
  'omgili', 'Diffbot', 'ImagesiftBot', 'cohere-ai', 'YouBot', 'Timpibot', 'Screaming Frog SEO Spider',
  'rogerbot', 'serpstatbot', 'MauiBot', 'Mail.RU_Bot', 'coccocbot-web', 'Neevabot',
];

const WORDS = [
  'admin', 'api', 'v1', 'v2', 'search', 'products', 'category', 'en-us', 'de-de', 'fr-fr', 'docs', 'cart',
  'checkout', 'account', 'login', 'user', 'profile', 'images', 'static', 'assets', 'js', 'css', 'tmp',
  'cgi-bin', 'wp-admin', 'wp-content', 'uploads', 'includes', 'print', 'archive', 'news', 'blog', 'tag',
  'feed', 'comments', 'reviews', 'compare', 'wishlist', 'share', 'download', 'media', 'video', 'help',
  'support', 'forum', 'thread', 'private', 'internal', 'beta', 'preview', 'staging', 'report', 'export',
];

const EXTENSIONS = ['.html', '.php', '.pdf', '.json', '.xml', '.jsp', '.aspx', '.txt'];

function segment(rng: Rng): string {
  const r = rng.next();
  if (r < 0.75) return rng.pick(WORDS);
  if (r < 0.9) return String(rng.int(1000));
  return rng.int(0xfffff).toString(16).padStart(5, '0');
}

/** A plain path, 1 to 4 segments deep, sometimes with a trailing slash or a file extension. */
export function plainPath(rng: Rng): string {
  const depth = rng.pick([1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4]);
  let path = '';
  for (let i = 0; i < depth; i++) path += '/' + segment(rng);
  const end = rng.next();
  if (end < 0.35) return path + '/';
  if (end < 0.45) return path + rng.pick(EXTENSIONS);
  return path;
}

const PARAMS = ['sessionid', 'sort', 'ref', 'utm_source', 'page', 'filter', 'q', 'lang', 'view', 'replytocom', 'print', 'share'];

/**
 * A path with `*` and/or `$`, in the forms real files use. About a third start with a wildcard
 * (`/*?sort=`, `*.pdf$`): across the shared corpus 15 % of rules have a wildcard and 31 % of
 * those start with one, and big files hold a thousand such rules (github.com: 1,080).
 */
function wildcardPath(rng: Rng): string {
  const dir = (): string => plainPath(rng).replace(/\/$/, '');
  switch (rng.int(9)) {
    case 0: return `/*?${rng.pick(PARAMS)}=${rng.chance(0.5) ? rng.pick(WORDS) : ''}`;
    case 1: return `/*${rng.pick(EXTENSIONS)}$`;
    case 2: return `/*/${rng.pick(WORDS)}/${rng.pick(WORDS)}`;
    case 3: return `${dir()}/*/${rng.pick(WORDS)}`;
    case 4: return `${dir()}$`;
    case 5: return `/${rng.pick(WORDS)}/*${rng.pick(EXTENSIONS)}$`;
    case 6: return `${dir()}*`;
    case 7: return `/${rng.pick(WORDS)}/*?${rng.pick(PARAMS)}=`;
    default: return `${dir()}/*/${rng.pick(WORDS)}$`;
  }
}

function ruleLine(rng: Rng, seen: Set<string>): string {
  const allow = rng.chance(0.25);
  let path = '';
  // Real files rarely repeat a rule within a group; draw again on a repeat (a few times).
  for (let tries = 0; tries < 8 && (path === '' || seen.has(path)); tries++) {
    path = rng.chance(0.12) ? wildcardPath(rng) : plainPath(rng);
  }
  seen.add(path);
  const comment = rng.chance(0.01) ? `  # ${rng.pick(WORDS)} ${rng.pick(WORDS)}` : '';
  return `${allow ? 'Allow' : 'Disallow'}: ${path}${comment}`;
}

/** How many rules each group gets: a few big groups (* and Googlebot), many small ones. */
function groupSizes(rng: Rng, groups: number, rules: number): number[] {
  const weights = Array.from({ length: groups }, (_, i) => (i === 0 || i === groups - 1 ? 40 : 0.2 + rng.next() * 2));
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.max(1, Math.floor((w / total) * rules)));
  sizes[groups - 1] += rules - sizes.reduce((a, b) => a + b, 0);
  return sizes;
}

function groupLines(rng: Rng, agents: string[], size: number): string[] {
  const lines = [`# ${agents.join(', ')}: reviewed ${2020 + rng.int(6)}`];
  for (const agent of agents) lines.push(`User-agent: ${agent}`);
  if (rng.chance(0.1)) lines.push(`Crawl-delay: ${rng.between(1, 10)}`);
  const seen = new Set<string>();
  for (let i = 0; i < size; i++) {
    if (rng.chance(0.01)) lines.push(`# ${rng.pick(WORDS)}`);
    lines.push(ruleLine(rng, seen));
  }
  lines.push('');
  return lines;
}

/** The agents of each group: Googlebot first, `*` last, some groups naming two or three. */
function groupAgents(rng: Rng, groups: number): string[][] {
  const pool = CRAWLERS.slice(1);
  const result: string[][] = [['Googlebot']];
  for (let g = 1; g < groups - 1; g++) {
    const extra = rng.chance(0.15) ? [pool[(g + 17) % pool.length]] : [];
    result.push([pool[(g - 1) % pool.length], ...extra]);
  }
  result.push(['*']);
  return result;
}

export function generateRobotsTxt(options: GenerateOptions = {}): string {
  const { seed = 20240501, rules = 20000, groups = 50 } = options;
  const rng = createRng(seed);
  const lines = ['# robots.txt for www.example.com (generated for benchmarks)', ''];
  const sizes = groupSizes(rng, groups, rules);
  groupAgents(rng, groups).forEach((agents, g) => lines.push(...groupLines(rng, agents, sizes[g])));
  for (let i = 0; i < 20; i++) lines.push(`Sitemap: https://www.example.com/sitemaps/${segment(rng)}-${i}.xml`);
  return lines.join('\n') + '\n';
}
