/**
 * What a person is told about the files opened as URL sets (issue 25 §1): one table of the
 * problems core urlSetFiles and the worker's reading find, each saying what is wrong and what
 * was done (nothing is lost: a file refused leaves every set as it was).
 */

export type UrlSetProblemCode = 'binary' | 'bad-gzip' | 'not-xml' | 'not-sitemap' | 'no-urls' | 'missing-children' | 'no-url-column' | 'unreadable' | 'too-big';

export interface UrlSetProblem {
  code: UrlSetProblemCode;
  file: string;
  /** What the words name: the gzip error, the children not opened, the columns. */
  detail: string;
}

const WORDS: Readonly<Record<UrlSetProblemCode, (p: UrlSetProblem) => string>> = {
  binary: (p) => `“${p.file}” is binary data, not a sitemap, a text list or a CSV export: it was not opened.`,
  'bad-gzip': (p) => `“${p.file}” is not readable gzip data (${p.detail}): it was not opened. Download it again, or open the sitemap unzipped.`,
  'not-xml': (p) => `“${p.file}” is named as XML but holds no XML (it starts “${p.detail}”): it was not opened. A text sitemap (one URL per line) is a .txt file.`,
  'not-sitemap': (p) => `“${p.file}” is XML but not a sitemap: its root is <${p.detail}>, where a sitemap has <urlset> or <sitemapindex>. It was not opened.`,
  'no-urls': (p) => `“${p.file}” lists no URL: it was not opened.`,
  'missing-children': (p) => `The sitemap index “${p.file}” lists sitemaps that were not opened with it: ${p.detail}. Open them together with the index (select them all, or open their folder); the URLs of those opened are read.`,
  'no-url-column': (p) => `“${p.file}” has no column named as a URL (URL, Address, Page, Top pages…) and no URL in its first row: choose its URL column among ${p.detail}.`,
  'too-big': (p) => `“${p.file}” is bigger than ${p.detail} once read: it was not opened.`,
  unreadable: (p) => `“${p.file}” could not be read (${p.detail}): it was not opened.`,
};

export function urlSetProblemWords(p: UrlSetProblem): string {
  return WORDS[p.code](p);
}

/** What kind of set, in the list of sets. */
export const URL_SET_KIND_WORDS = {
  sitemap: 'sitemap',
  index: 'sitemap index',
  text: 'text list',
  csv: 'export',
} as const;

/**
 * What the page says when the URL-sets worker stops (a crash, memory, the watchdog: worker/setsClient.ts).
 * `stopped` and `hung` complete "The URL sets could not be read: …" and the coverage's sentence.
 */
export const SETS_WORKER_WORDS = {
  stopped: (why: string) => `the worker reading URL sets stopped (${why}); it was started again, and the sets opened before are kept`,
  hung: (ms: number) => `it gave no answer for ${Math.round(ms / 1000).toLocaleString('en')} s`,
  notRestored: (why: string) => `The URL sets could not be read again after their worker stopped (${why}): open them again.`,
  readFailed: (message: string) => `The URL sets could not be read: ${message}.`,
  coverageFailed: (message: string) => `The coverage of the URL sets could not be worked out: ${message}.`,
} as const;
