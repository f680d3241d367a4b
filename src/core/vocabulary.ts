/**
 * The one vocabulary of robots.txt keys: for every key the engine recognises, its tidy spelling,
 * what it does, where it is defined, what Google does with it, who honours it, and the
 * misspellings Google accepts. The lexer (directives.ts builds DIRECTIVES and KNOWN_OTHER_RECORDS from
 * it), the linter's words, the highlighter, completion and hover all read this table, so they
 * cannot disagree (vocabulary.test.ts proves it). Which registry crawler honours a key is in
 * honours.ts: the parser reads this table, and the crawler registry stays out of its reach (a
 * bundle of parse + check carries no registry; issue 27 §2).
 */

/** directive: changes what may be crawled; ignored: read by some crawlers, never by Google's matcher; ai-usage: states AI-use preferences. */
export type KeyRole = 'directive' | 'ignored' | 'ai-usage';

/** Where the registry says whether a crawler honours the key (null: the words in `honours` only). */
export type HonourSource = 'robots' | 'crawl-delay' | null;

export interface KeyInfo {
  /** How the key is written in a tidy file. */
  name: string;
  role: KeyRole;
  /** A few words, for completion lists. */
  summary: string;
  /** What the key does, in a sentence or two. */
  meaning: string;
  /** Where it is defined: an RFC 9309 section or the documentation it comes from. */
  reference: string;
  /** What Google does with it. */
  google: string;
  /** Who honours it, in words (the linter's "unused directive" message says this). */
  honours: string;
  /** Which registry column says, per crawler, whether it honours the key. */
  honourSource: HonourSource;
  /** Misspellings google/robotstxt accepts (kAllowFrequentTypos), lower case. */
  typos: readonly string[];
  /** A completion snippet (@codemirror/autocomplete snippet syntax). */
  snippet: string;
}

const directive = (k: Omit<KeyInfo, 'role' | 'honourSource'> & { honourSource?: HonourSource }): KeyInfo =>
  ({ role: 'directive', honourSource: 'robots', ...k });
const ignored = (name: string, summary: string, honours: string, reference: string, meaning: string): KeyInfo => ({
  name, role: 'ignored', summary, meaning, reference, honours, honourSource: null, typos: [],
  google: 'Google ignores it: the line changes nothing Google crawls.', snippet: `${name}: \${}`,
});

/** Directives first, in the order Google tries them (robots.cc, Key::Parse): the first that matches wins. */
export const VOCABULARY: readonly KeyInfo[] = [
  directive({
    name: 'User-agent', summary: 'starts a group for a crawler',
    meaning: 'Names the crawler (its product token) that the rules below it are for; "*" names every crawler no other group names. Consecutive User-agent lines share one group.',
    reference: 'RFC 9309 2.2.1', google: 'Google reads the value up to the first character outside letters, "-" and "_", and merges every group that names the same crawler.',
    honours: 'every crawler that obeys robots.txt', typos: ['useragent', 'user agent'], snippet: 'User-agent: ${*}',
  }),
  directive({
    name: 'Allow', summary: 'path pattern a crawler may fetch',
    meaning: 'A URL whose path matches the pattern may be crawled, unless a longer Disallow matches it too.',
    reference: 'RFC 9309 2.2.2', google: 'Google applies the longest matching rule; on a tie Allow wins.',
    honours: 'every crawler that obeys robots.txt', typos: [], snippet: 'Allow: ${/}',
  }),
  directive({
    name: 'Disallow', summary: 'path pattern a crawler must not fetch',
    meaning: 'A URL whose path matches the pattern must not be crawled, unless a longer (or equal) Allow matches it. An empty value disallows nothing.',
    reference: 'RFC 9309 2.2.2', google: 'Google applies the longest matching rule; on a tie Allow wins.',
    honours: 'every crawler that obeys robots.txt', typos: ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'], snippet: 'Disallow: ${/}',
  }),
  directive({
    name: 'Sitemap', summary: 'absolute URL of a sitemap',
    meaning: 'Points crawlers at a sitemap. It belongs to no group and applies to the whole file.',
    reference: 'RFC 9309 2.2.4; sitemaps.org', google: 'Google fetches the sitemap if its URL is absolute and it may crawl it.',
    honours: 'Google, Bing, Yandex, Apple and most search engines read it', honourSource: null, typos: ['site-map'], snippet: 'Sitemap: ${https://example.com/sitemap.xml}',
  }),
  {
    name: 'Crawl-delay', role: 'ignored', summary: 'seconds between requests (not Google)',
    meaning: 'Asks a crawler to wait this many seconds between requests.',
    reference: 'Bing webmaster documentation; Yandex\'s crawl-delay page (not in RFC 9309)', google: 'Google ignores it: set Googlebot\'s rate in Search Console.',
    honours: 'Bing honours it; Yandex has ignored it since 2018-02-22', honourSource: 'crawl-delay', typos: [], snippet: 'Crawl-delay: ${10}',
  },
  ignored('Clean-param', 'query parameters to ignore (Yandex)', 'only Yandex honours it', 'Yandex webmaster documentation',
    'Tells Yandex which query parameters do not change a page, so it crawls one URL for all of them.'),
  ignored('Host', 'preferred mirror (old Yandex)', 'only Yandex once honoured it', 'Yandex webmaster documentation (withdrawn)',
    'Named the preferred domain of mirrored sites; Yandex replaced it with redirects.'),
  ignored('Noindex', 'not a robots.txt rule', 'Google stopped honouring it in 2019; use a meta robots tag or X-Robots-Tag', 'Google Search Central blog, 2019-07',
    'Was an unofficial rule to keep pages out of Google\'s index.'),
  ignored('Nofollow', 'not a robots.txt rule', 'no major crawler honours it (use a meta robots tag or X-Robots-Tag)', 'none: a meta robots value',
    'A meta robots value, not a robots.txt rule.'),
  ignored('Noarchive', 'not a robots.txt rule', 'no major crawler honours it (use a meta robots tag or X-Robots-Tag)', 'none: a meta robots value',
    'A meta robots value, not a robots.txt rule.'),
  ignored('Request-rate', 'requests per time (rare)', 'a few small crawlers honour it; Bing and Yandex do not', 'a 1996-era extension proposal',
    'Asked for a maximum number of requests per time span.'),
  ignored('Visit-time', 'hours to crawl in (rare)', 'a few small crawlers honour it; Bing and Yandex do not', 'a 1996-era extension proposal',
    'Asked crawlers to visit only between the given hours.'),
  ignored('Revisit-after', 'not a robots.txt rule', 'it is a meta tag idea; no crawler honours it in robots.txt', 'none: an old meta tag',
    'An old meta tag asking search engines to come back after some days.'),
  ignored('Domain', 'not a robots.txt rule', 'no major crawler honours it', 'none',
    'Not part of any robots.txt specification.'),
  {
    name: 'Content-Signal', role: 'ai-usage', summary: 'AI-use preferences (Cloudflare)',
    meaning: 'States whether content may be used for search, as AI input (answers, RAG) and for AI training: "search=yes, ai-input=yes, ai-train=no". A signal left out states no preference. It applies to the group it stands in.',
    reference: 'Cloudflare Content Signals Policy (contentsignals.org, 2025-09)', google: 'Google ignores it for crawling: it changes no verdict.',
    honours: 'it states AI-use preferences (contentsignals.org); it does not change what may be crawled', honourSource: null, typos: [],
    snippet: 'Content-Signal: search=${yes}, ai-input=${yes}, ai-train=${no}',
  },
  {
    name: 'Content-Usage', role: 'ai-usage', summary: 'AI-use preferences for a path (IETF AIPREF)',
    meaning: 'Attaches usage preferences to the URLs under a path: "Content-Usage: /blog/ train-ai=n". The longest matching path decides; on a tie the most restrictive preference wins.',
    reference: 'IETF draft-ietf-aipref-attach (robots.txt attachment), draft-ietf-aipref-vocab (vocabulary)', google: 'Google ignores it for crawling: it changes no verdict.',
    honours: 'it states AI-use preferences (IETF aipref draft); it does not change what may be crawled', honourSource: null, typos: [],
    snippet: 'Content-Usage: ${/} train-ai=${n}',
  },
  {
    name: 'License', role: 'ai-usage', summary: 'licence terms for AI use (RSL)',
    meaning: 'Points to a Really Simple Licensing (RSL) document: the terms on which the site\'s content may be used. It applies to the whole file and must be an absolute URL.',
    reference: 'RSL 1.0 (rslstandard.org)', google: 'Google ignores it for crawling: it changes no verdict.',
    honours: 'it points to licence terms for AI use (RSL); it does not change what may be crawled', honourSource: null, typos: [],
    snippet: 'License: ${https://example.com/license.xml}',
  },
];

const BY_NAME = new Map(VOCABULARY.map((k) => [k.name.toLowerCase(), k]));

/** The table's row for a key written exactly (any ASCII case), or null. */
export function keyInfo(key: string): KeyInfo | null {
  return BY_NAME.get(key.toLowerCase()) ?? null;
}

/** The purposes completion and hover group crawlers by (the registry's `purpose`, first word). */
export type PurposeGroup = 'search' | 'ai-training' | 'ai-search' | 'user-triggered' | 'ads' | 'other';

export const PURPOSE_LABELS: Readonly<Record<PurposeGroup, string>> = {
  search: 'Search', 'ai-training': 'AI training', 'ai-search': 'AI search', 'user-triggered': 'User-triggered', ads: 'Ads', other: 'Other',
};

/** `search/shopping` is search, `ai-training/dataset` AI training; anything unlisted is other. */
export function purposeGroup(purpose: string): PurposeGroup {
  const head = purpose.split('/')[0];
  return head in PURPOSE_LABELS ? (head as PurposeGroup) : 'other';
}
