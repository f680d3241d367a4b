/**
 * The grid's filters as the page names them (the toolbar's pills, their titles, the status line
 * that says which filter hides a row): each says what it counts. "Blocked" alone read as "every
 * URL blocked" when GPTBot was blocked everywhere and Googlebot on half (walk20 §7): the filter
 * keeps a row blocked for at least one crawler (matrixView.ts FILTERS), its other half a row
 * blocked for none, which is not "allowed for all" where robots.txt does not govern a crawler.
 */
import type { MatrixFilter } from './matrixView.ts';

export const FILTER_WORDS: Record<MatrixFilter, string> = {
  all: 'All',
  blocked: 'Blocked for some',
  allowed: 'Blocked for none',
  'crawlers-disagree': 'Crawlers disagree',
  'readings-disagree': 'Readings disagree',
  'profiles-disagree': 'Profiles disagree',
  'expectations-fail': 'Expectations fail',
};

export const FILTER_TITLES: Record<MatrixFilter, string> = {
  all: 'Every URL tested',
  blocked: 'URLs blocked for at least one crawler',
  allowed: 'URLs no crawler is blocked from (allowed, or not governed by robots.txt)',
  'crawlers-disagree': 'URLs blocked for some crawlers and allowed for others',
  'readings-disagree': 'URLs where a crawler read by RFC 9309 or as Bing gets another answer from a lenient parser, as Google\'s, one that compares %-escapes otherwise, or one that reads only the first 500 KiB, or where any crawler not read as Google gets another answer from a parser that reads the file\'s byte order mark or UTF-16 otherwise, or where a fetch read only the first 6 MiB of a longer body and the crawler reads on: its verdict depends on what nobody documents or nobody here read',
  'profiles-disagree': 'URLs on which RFC 9309 or the 1996 draft answers otherwise than the chosen profile',
  'expectations-fail': 'URLs where a cell is not what it must be (an expectation fails)',
};
