/**
 * The one vocabulary of robots.txt keys: for every key the engine recognises (keys.ts: its tidy
 * spelling, its role and the misspellings Google accepts, which is all the parser reads), what it
 * does, where it is defined, what Google does with it and who honours it. The linter's words, the
 * highlighter, completion and hover all read this table, and the lexer reads its keys, so they
 * cannot disagree (vocabulary.test.ts proves it). Which registry crawler honours a key is in
 * honours.ts. Neither these words nor the crawler registry are in the parser's reach: a bundle of
 * parse + check carries neither (issue 27 §2).
 */
import { KEYS, type KeyRole, type KeySpec } from './keys.ts';

export type { KeyRole };

/** Where the registry says whether a crawler honours the key (null: the words in `honours` only). */
export type HonourSource = 'robots' | 'crawl-delay' | null;

export interface KeyInfo extends KeySpec {
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
  /**
   * A completion snippet (@codemirror/autocomplete snippet syntax): the key, its colon and empty
   * fields, never a value. A value put in for the person (`Disallow: /`, `Crawl-delay: 10`, an
   * example.com sitemap) stayed when they pressed Escape or clicked away, and `Disallow: /` blocks
   * every URL: completion changes no byte the person did not choose. A key with labelled parts
   * (Content-Signal) gets its labels, each value left empty.
   */
  snippet: string;
}

/** A key's words (its row of KEYS gives the rest); a snippet left out is the key and an empty value. */
type Words = Omit<KeyInfo, keyof KeySpec | 'snippet'> & { snippet?: string };

const directive = (w: Omit<Words, 'honourSource'> & { honourSource?: HonourSource }): Words => ({ honourSource: 'robots', ...w });
const ignored = (summary: string, honours: string, reference: string, meaning: string): Words => ({
  summary, meaning, reference, honours, honourSource: null, google: 'Google ignores it: the line changes nothing Google crawls.',
});

/** Each key's words, by its name in KEYS. */
const WORDS: Readonly<Record<string, Words>> = {
  'User-agent': directive({
    summary: 'starts a group for a crawler',
    meaning: 'Names the crawler (its product token) that the rules below it are for; "*" names every crawler no other group names. Consecutive User-agent lines share one group.',
    reference: 'RFC 9309 2.2.1', google: 'Google reads the value up to the first character outside letters, "-" and "_", and merges every group that names the same crawler.',
    honours: 'every crawler that obeys robots.txt',
  }),
  'Allow': directive({
    summary: 'path pattern a crawler may fetch',
    meaning: 'A URL whose path matches the pattern may be crawled, unless a longer Disallow matches it too.',
    reference: 'RFC 9309 2.2.2', google: 'Google applies the longest matching rule; on a tie Allow wins.',
    honours: 'every crawler that obeys robots.txt',
  }),
  'Disallow': directive({
    summary: 'path pattern a crawler must not fetch',
    meaning: 'A URL whose path matches the pattern must not be crawled, unless a longer (or equal) Allow matches it. An empty value disallows nothing.',
    reference: 'RFC 9309 2.2.2', google: 'Google applies the longest matching rule; on a tie Allow wins.',
    honours: 'every crawler that obeys robots.txt',
  }),
  'Sitemap': directive({
    summary: 'absolute URL of a sitemap',
    meaning: 'Points crawlers at a sitemap. It belongs to no group and applies to the whole file.',
    reference: 'RFC 9309 2.2.4; sitemaps.org', google: 'Google fetches the sitemap if its URL is absolute and it may crawl it.',
    honours: 'Google, Bing, Yandex, Apple and most search engines read it', honourSource: null,
  }),
  'Crawl-delay': {
    summary: 'seconds between requests (not Google)',
    meaning: 'Asks a crawler to wait this many seconds between requests.',
    reference: 'Bing webmaster documentation; Yandex\'s crawl-delay page (not in RFC 9309)', google: 'Google ignores it: set Googlebot\'s rate in Search Console.',
    honours: 'Bing honours it; Yandex has ignored it since 2018-02-22', honourSource: 'crawl-delay',
  },
  'Clean-param': ignored('query parameters to ignore (Yandex)', 'only Yandex honours it', 'Yandex webmaster documentation',
    'Tells Yandex which query parameters do not change a page, so it crawls one URL for all of them.'),
  'Host': ignored('preferred mirror (old Yandex)', 'only Yandex once honoured it', 'Yandex webmaster documentation (withdrawn)',
    'Named the preferred domain of mirrored sites; Yandex replaced it with redirects.'),
  'Noindex': ignored('not a robots.txt rule', 'Google stopped honouring it in 2019; use a meta robots tag or X-Robots-Tag', 'Google Search Central blog, 2019-07',
    'Was an unofficial rule to keep pages out of Google\'s index.'),
  'Nofollow': ignored('not a robots.txt rule', 'no major crawler honours it (use a meta robots tag or X-Robots-Tag)', 'none: a meta robots value',
    'A meta robots value, not a robots.txt rule.'),
  'Noarchive': ignored('not a robots.txt rule', 'no major crawler honours it (use a meta robots tag or X-Robots-Tag)', 'none: a meta robots value',
    'A meta robots value, not a robots.txt rule.'),
  'Request-rate': ignored('requests per time (rare)', 'a few small crawlers honour it; Bing and Yandex do not', 'a 1996-era extension proposal',
    'Asked for a maximum number of requests per time span.'),
  'Visit-time': ignored('hours to crawl in (rare)', 'a few small crawlers honour it; Bing and Yandex do not', 'a 1996-era extension proposal',
    'Asked crawlers to visit only between the given hours.'),
  'Revisit-after': ignored('not a robots.txt rule', 'it is a meta tag idea; no crawler honours it in robots.txt', 'none: an old meta tag',
    'An old meta tag asking search engines to come back after some days.'),
  'Domain': ignored('not a robots.txt rule', 'no major crawler honours it', 'none',
    'Not part of any robots.txt specification.'),
  'Content-Signal': {
    summary: 'AI-use preferences (Cloudflare)',
    meaning: 'States whether content may be used for search, as AI input (answers, RAG) and for AI training: "search=yes, ai-input=yes, ai-train=no". A signal left out states no preference. It belongs to the group it stands in: before any User-agent line it reaches no crawler.',
    reference: 'Cloudflare Content Signals Policy (contentsignals.org, 2025-09)', google: 'Google ignores it for crawling: it changes no verdict.',
    honours: 'it states AI-use preferences (contentsignals.org); it does not change what may be crawled', honourSource: null,
    snippet: 'Content-Signal: search=${}, ai-input=${}, ai-train=${}',
  },
  'Content-Usage': {
    summary: 'AI-use preferences for a path (IETF AIPREF)',
    meaning: 'Attaches usage preferences to the URLs of its group, under a path if one is given: "Content-Usage: /blog/ train-ai=n", or "Content-Usage: train-ai=n" for every path. The labels are train-ai and search, each y or n; any other value is unknown. The longest matching path decides, and where lines of that length disagree, n wins. A URL the crawler may not crawl has no usage preference.',
    reference: 'IETF draft-ietf-aipref-attach-05 §3 (robots.txt rule), draft-ietf-aipref-vocab-07 §6 (statement of preference)', google: 'Google ignores it for crawling: it changes no verdict.',
    honours: 'it states AI-use preferences (IETF aipref draft); it does not change what may be crawled', honourSource: null,
    snippet: 'Content-Usage: train-ai=${}, search=${}',
  },
  'License': {
    summary: 'licence terms for AI use (RSL)',
    meaning: 'Points to a Really Simple Licensing (RSL) document: the terms on which the site\'s content may be used. It applies to the whole file, whatever group it stands in, and must be an absolute URL, which may be on another host.',
    reference: 'RSL 1.0 (rslstandard.org)', google: 'Google ignores it for crawling: it changes no verdict.',
    honours: 'it points to licence terms for AI use (RSL); it does not change what may be crawled', honourSource: null,
  },
};

/** Directives first, in the order Google tries them (keys.ts). */
export const VOCABULARY: readonly KeyInfo[] = KEYS.map((k) => {
  const { snippet = `${k.name}: \${}`, ...words } = WORDS[k.name];
  return { ...k, ...words, snippet };
});

/**
 * Which keys Lighthouse's robots-txt audit (SEO category) accepts: its DIRECTIVE_SAFELIST in
 * core/audits/seo/robots-txt.js, read at v13.4.1 (2026-08). Any other key is reported as
 * "Unknown directive", an error that fails the audit. `content-signal` is accepted since v13.0.2
 * (GoogleChrome/lighthouse#16767); `content-usage` and `license` are not (adding `license` is
 * pull request #17160, open, not in 13.4.1).
 */
export const LIGHTHOUSE = {
  version: '13.4.1',
  accepts: new Set(['user-agent', 'disallow', 'allow', 'sitemap', 'crawl-delay', 'clean-param', 'host', 'request-rate', 'visit-time', 'noindex', 'content-signal']),
} as const;

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
