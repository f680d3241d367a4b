/**
 * What is said of a URL list file that cannot be read as what it holds (core urlFile.ts), by the
 * page's Open a list and by `robotscope check/diff/review/coverage --urls` alike; each caller
 * names the file before it.
 */

/** Why a URL file was not read: an export row wider than its header, or a `{` file that is no results file. */
export type UrlFileRefusal = { code: 'wider'; line: number; sep: string } | { code: 'not-results'; detail: string };

const SEPARATOR_NAMES: Readonly<Record<string, string>> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

const sepName = (sep: string) => SEPARATOR_NAMES[sep] ?? `"${sep}"`;
const wider = (line: number) => `line ${line.toLocaleString('en')} has more cells than its header`;

export function urlFileRefusedWords(r: UrlFileRefusal): string {
  if (r.code === 'not-results') {
    return `${r.detail}; a list that opens with { is read as a results file (the page's Export › JSON, or check --json), with a "records" list of {"url": …}`;
  }
  return `${wider(r.line)}, so a URL there would be cut at a ${sepName(r.sep)}; in a CSV, quote a URL that holds one ("…"), or drop the header line to list one URL a line`;
}

/**
 * `robotscope coverage --urls`: an export with a row wider than its header is read (a crawl
 * export re-saved by a spreadsheet leaves "text/html; charset=UTF-8" unquoted in a ";" file), and
 * said to be, since the extra separator may be inside a URL.
 */
export const widerRowWords = (file: string, line: number, sep: string) =>
  `“${file}”: ${wider(line)}: an unquoted ${sepName(sep)} inside a cell. The rows were read as they split, so if it is inside a URL that URL was cut there: check that line, and quote the cell ("…").`;

/**
 * A list whose every line splits into the same cells, the first a URL and none after it one
 * (core urlFile.ts HeaderlessRows): each line is tested whole, and what the reader cannot know is said.
 */
export const headerlessRowsWords = (cells: number, sep: string) =>
  `each line has ${cells} cells split by a ${sepName(sep)} and there is no header row, so each line was read whole, as one URL (a URL may hold a ${sepName(sep)}); if it is an export, add a header row naming its URL column (url, Address …) to read that column`;
