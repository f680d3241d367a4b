/**
 * A User-Agent header (what people copy from server logs) -> the crawler's product token, the
 * name its operator documents for `User-agent:` lines; never a word from a URL in a comment.
 *
 * google-behaviours.md: Google's library compares a product token, not a header; a tool that
 * accepts a header must find the token itself. A header is products (`Name/version`) and
 * comments (`(a; b; c)`, RFC 9110 10.1.5), so it is read in one pass, character by character,
 * with a nesting counter for the comments: every character is looked at a bounded number of
 * times and no regular expression runs over the input, so no header costs more than linear time
 * (a regex scan such as /[A-Za-z_-]+(?=\/)/g restarts at every letter of a long run without
 * `/`: 40,000 letters took 6.4 s).
 */
import { assumedCrawler, findCrawler, SPACED_TOKENS, type CrawlerInfo } from './registry/registry.ts';
import { leadingToken } from './url.ts';

/** How the token was found: the registry named it, or which rule picked an unknown one. */
export type ReadHow = 'global' | 'registry' | 'compatible' | 'bot-word' | 'product' | 'first' | 'none';

export interface AgentReading {
  /** The product token to check ('' when the header holds none Google can read). */
  token: string;
  /** The registry's row when the header names a known crawler. */
  crawler: CrawlerInfo | null;
  /** The product's name as the header spells it (before any cut). */
  read: string;
  how: ReadHow;
}

/** One product or comment item: `Googlebot` of `Googlebot/2.1`, `Yahoo! Slurp` of `(compatible; Yahoo! Slurp)`. */
interface Product {
  name: string;
  comment: boolean;
  /** The item right after `compatible;` in a comment. */
  compatible: boolean;
}

/** A comment's `;` `,` and the parentheses end an item; outside comments, whitespace ends a word. */
const isSpace = (c: number) => c <= 0x20 || c === 0x7f;

/** Splits a header into its products, in one pass (see the file comment). */
export function splitProducts(h: string): Product[] {
  const out: Product[] = [];
  let depth = 0;
  let start = -1;
  let afterCompatible = false;
  let pending: string[] = [];
  const flushPending = () => {
    for (const w of pending) out.push({ name: w, comment: false, compatible: false });
    pending = [];
  };
  const endPiece = (i: number) => {
    if (start < 0) return;
    const piece = h.slice(start, i);
    start = -1;
    if (depth > 0) {
      const item = nameOf(piece);
      if (item.toLowerCase() === 'compatible') afterCompatible = true;
      else if (item !== '') {
        out.push({ name: item, comment: true, compatible: afterCompatible });
        afterCompatible = false;
      }
      return;
    }
    const slash = piece.indexOf('/');
    if (slash < 0) pending.push(withoutTrailing(piece));
    else {
      // `Screaming Frog SEO Spider/19.0`: words before a versioned one belong to its name.
      pending.push(piece.slice(0, slash));
      out.push({ name: pending.join(' '), comment: false, compatible: false });
      pending = [];
    }
  };
  for (let i = 0; i < h.length; i++) {
    const c = h.charCodeAt(i);
    if (c === 0x28 /* ( */ || c === 0x29 /* ) */) {
      endPiece(i);
      if (depth === 0) flushPending();
      depth = c === 0x28 ? depth + 1 : Math.max(0, depth - 1);
      afterCompatible = false;
    } else if (depth > 0 ? c === 0x3b || c === 0x2c : isSpace(c)) endPiece(i);
    else if (start < 0 && !(depth > 0 && isSpace(c))) start = i;
  }
  endPiece(h.length);
  flushPending();
  return out.filter((p) => p.name !== '' && !isLink(p.name));
}

/** `FeedFetcher-Google;` -> `FeedFetcher-Google`: a word's trailing separators are not its name. */
function withoutTrailing(word: string): string {
  let end = word.length;
  while (end > 0 && (word[end - 1] === ';' || word[end - 1] === ',')) end--;
  return word.slice(0, end);
}

/**
 * A comment item's name: up to its `/version`, and before any link written after it in the same
 * item (`archive.org_bot +http://archive.org/...`); surrounding whitespace dropped.
 */
function nameOf(piece: string): string {
  const slash = piece.indexOf('/');
  const name = (slash < 0 ? piece : piece.slice(0, slash)).trim();
  if (name.indexOf(' ') < 0) return name;
  const words = name.split(' ');
  const link = words.findIndex((w) => w !== '' && isLink(w));
  return link > 0 ? words.slice(0, link).join(' ').trim() : name;
}

/** `+http:`, `https:`, `www.example.com`, `bot@example.com`: where to learn more, not who asks. */
function isLink(name: string): boolean {
  return name[0] === '+' || name[name.length - 1] === ':' || name.includes('://') || name.includes('@') || name.slice(0, 4).toLowerCase() === 'www.';
}

/** Products every browser-like header carries; they never name a crawler. */
const BROWSERISH = new Set([
  'mozilla', 'applewebkit', 'khtml', 'gecko', 'like', 'chrome', 'chromium', 'headlesschrome', 'safari', 'mobile',
  'version', 'firefox', 'edg', 'edge', 'opr', 'opera', 'msie', 'trident', 'linux', 'android', 'windows', 'macintosh',
  'iphone', 'ipad', 'x11', 'u', 'cpu', 'intel', 'crios', 'fxios', 'samsungbrowser', 'wow64', 'win64', 'x64', 'ubuntu',
]);

function firstWord(name: string): string {
  const space = name.indexOf(' ');
  return space < 0 ? name : name.slice(0, space);
}

const browserish = (p: Product) => isBrowserProduct(leadingToken(firstWord(p.name)));

/** Is `token` a product every browser-like header carries (`Mozilla`, `AppleWebKit`), which no crawler goes by? */
export function isBrowserProduct(token: string): boolean {
  return BROWSERISH.has(token.toLowerCase());
}

/** Parts of the names crawlers give themselves. */
const BOT_WORDS = ['bot', 'crawl', 'spider', 'slurp', 'fetch', 'archiv'];
const botLike = (p: Product) => {
  const lower = p.name.toLowerCase();
  return !browserish(p) && BOT_WORDS.some((w) => lower.includes(w));
};

/** The registry row a product names: its whole name, its Google-read token, or one of its words. */
function known(p: Product): CrawlerInfo | null {
  const found = findCrawler(p.name) ?? findCrawler(leadingToken(p.name));
  if (found || !p.name.includes(' ')) return found;
  for (const word of p.name.split(' ')) {
    const hit = word && (findCrawler(word) ?? findCrawler(leadingToken(word)));
    if (hit) return hit;
  }
  return null;
}

/**
 * The token Google's parser would compare for a name: robots.cc reads a product token only up
 * to its first character outside letters, `-` and `_` (`MJ12bot` -> `MJ`). Of several words the
 * first that is a whole token (`Yahoo! Slurp` -> `Slurp`; `Sogou web spider` -> `Sogou`).
 */
function tokenOf(name: string): string {
  if (name.includes(' ')) {
    for (const word of name.split(' ')) if (word !== '' && leadingToken(word) === word) return word;
  }
  return leadingToken(name);
}

/** Reads whatever a person pastes: a token, `Name/version`, or a whole header. */
export function readUserAgent(header: string): AgentReading {
  const h = header.trim();
  if (h[0] === '*' && (h.length === 1 || isSpace(h.charCodeAt(1)))) return { token: '*', crawler: null, read: '*', how: 'global' };
  const lower = h.toLowerCase();
  for (const spaced of SPACED_TOKENS) {
    if (lower.includes(spaced)) {
      const crawler = findCrawler(spaced) as CrawlerInfo;
      return { token: crawler.token, crawler, read: crawler.token, how: 'registry' };
    }
  }
  const products = splitProducts(h);
  const byRank = [...products.filter((p) => p.compatible), ...products.filter((p) => !p.compatible)];
  for (const p of byRank) {
    const crawler = known(p);
    if (crawler) return { token: crawler.token, crawler, read: p.name, how: 'registry' };
  }
  const pick = (how: ReadHow, p: Product | undefined): AgentReading | null =>
    p ? { token: tokenOf(p.name), crawler: null, read: p.name, how } : null;
  return (
    pick('compatible', products.find((p) => p.compatible && !browserish(p))) ??
    pick('bot-word', products.find(botLike)) ??
    pick('product', products.find((p) => !p.comment && !browserish(p))) ??
    pick('first', products[0]) ?? { token: '', crawler: null, read: h, how: 'none' }
  );
}

/** The product token a crawler would look for, from a token, `Name/version` or a whole header. */
export function productToken(header: string): string {
  return readUserAgent(header).token;
}

const MAX_SHOWN = 60;
const shown = (s: string) => `"${s.length > MAX_SHOWN ? s.slice(0, MAX_SHOWN - 1) + '…' : s}"`;

const WHY: Record<Exclude<ReadHow, 'global' | 'registry' | 'none'>, string> = {
  compatible: 'the product named after "compatible;"',
  'bot-word': 'the first product named like a crawler (bot, crawl, spider, ...)',
  product: 'the first product that is not a browser\'s',
  first: 'its first product (the header names only a browser\'s products)',
};

/**
 * The groups an assumed family robot falls back to after its own, in order: "Yandex, then *",
 * or "*" alone when the token is the family's own (`Yandex`): said by describeReading and crawlerWords.
 */
export function familyFallbacks(info: CrawlerInfo): string {
  return [...info.chain.slice(1), '*'].join(', then ');
}

/** Says how a header was read: which crawler, or which token and why (shown under the field, or on stderr). */
export function describeReading(r: AgentReading): string {
  if (r.how === 'global') return 'the * group (any crawler no group names)';
  if (r.how === 'registry' && r.crawler) {
    const from = r.read.toLowerCase() === r.crawler.token.toLowerCase() ? '' : ` (the header says ${shown(r.read)})`;
    return `${r.crawler.token}, ${r.crawler.operator}'s ${r.crawler.purpose} crawler${from}`;
  }
  if (r.how === 'none' || r.how === 'registry' || r.token === '') {
    return `no product token: ${shown(r.read)} holds no name Google's parser can read (letters, "-" and "_")`;
  }
  const cut = r.token === r.read ? '' : `; Google's parser compares ${shown(r.token)} of ${shown(r.read)} (letters, "-" and "_" up to any other character)`;
  const family = assumedCrawler(r.token);
  if (family) {
    return `${shown(r.token)}: no crawler in the registry has this name, read as ${WHY[r.how]}${cut}; the name is ${family.operator}'s, so it is checked as a ${family.operator} robot, assumed: its own group, then ${familyFallbacks(family)}`;
  }
  return `${shown(r.token)}: no crawler in the registry has this name, so it is checked as written, read as ${WHY[r.how]}${cut}`;
}
