/**
 * What is said of a URL list file that cannot be read as what it holds (core urlFile.ts), by the
 * page's Open a list and by `robotscope check/diff/review/coverage --urls` alike; each caller
 * names the file before it.
 */

import { sepName, widerRefusedWords } from './widerRowWords.ts';

/** Why a URL file was not read: an export row wider than its header whose URL column is not the first (widerRowWords.ts), or a `{` file that is no results file. */
export type UrlFileRefusal = { code: 'wider'; line: number; sep: string } | { code: 'not-results'; detail: string };

export function urlFileRefusedWords(r: UrlFileRefusal): string {
  if (r.code === 'not-results') {
    return `${r.detail}; a list that opens with { is read as a results file (the page's Export › JSON, or check --json), with a "records" list of {"url": …}`;
  }
  return widerRefusedWords(r.line, r.sep);
}

/**
 * A list whose every line splits into the same cells, the first a URL and none after it one
 * (core urlFile.ts HeaderlessRows): each line is tested whole, and what the reader cannot know is said.
 */
export const headerlessRowsWords = (cells: number, sep: string) =>
  `each line has ${cells} cells split by a ${sepName(sep)} and there is no header row, so each line was read whole, as one URL (a URL may hold a ${sepName(sep)}); if it is an export, add a header row naming its URL column (url, Address …) to read that column`;
