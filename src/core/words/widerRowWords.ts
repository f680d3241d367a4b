/**
 * What is said of an export with a row wider than its header (core urlCsv.ts widerRow): an
 * unquoted separator in a cell. Where its URL column is not the first of several, the URL read
 * there may be another cell's text, or is surely cut: the file is refused (widerRefusedWords).
 * Where it is the first, nobody can know whether the separator is in the URL (cut) or after it
 * (whole): the rows are read as they split, and that is said (widerReadWords). The same rule and words for the page's Open a list
 * and URL sets and for `robotscope check/diff/review/coverage --urls` (core urlFile.ts).
 */

const SEPARATOR_NAMES: Readonly<Record<string, string>> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/** A separator as a sentence names it: comma, semicolon, tab. */
export const sepName = (sep: string) => SEPARATOR_NAMES[sep] ?? `"${sep}"`;

const wider = (line: number) => `line ${line.toLocaleString('en')} has more cells than its header`;

/** Why such a file is not read, its URL column not the first of several; its caller names the file before it. */
export const widerRefusedWords = (line: number, sep: string) =>
  `${wider(line)}, so the URL read there may be cut at a ${sepName(sep)} or be the text of another cell; in a CSV, quote a cell that holds one ("…"), or drop the header line to list one URL a line`;

/** What is said of such a file read, its URL column the first of several; its caller names the file before it. */
export const widerReadWords = (line: number, sep: string) =>
  `${wider(line)}: an unquoted ${sepName(sep)} inside a cell. The rows were read as they split, so if it is inside a URL that URL was cut there: check that line, and quote the cell ("…")`;
