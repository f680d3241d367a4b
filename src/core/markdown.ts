/**
 * Text from a file or from the person written into Markdown so that it reads as itself: a rule or
 * a URL as a code span, a sentence with its markup characters escaped. Every Markdown the project
 * writes (the review for a pull request, the matrix and coverage reports, the CLI's review) goes
 * through these, so no input can open a link, a heading or HTML in one of them and not the others.
 */

/**
 * A run of backticks longer than any in `text`, and at least `shortest` long: a code span or a
 * fenced block opened and closed by it cannot be closed early by the text (CommonMark 6.1, 4.5).
 */
export function backtickFence(text: string, shortest = 1): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length));
  return '`'.repeat(Math.max(shortest, longest + 1));
}

/**
 * A code span holding `text` exactly, whatever backticks it has; in a table cell `|` is escaped,
 * as GFM tables require. A line break would end a table row or a list item, so it is a space
 * (as CommonMark reads one inside a code span anyway).
 */
export function mdCode(text: string, inTable = false): string {
  const fence = backtickFence(text);
  const pad = text.startsWith('`') || text.endsWith('`') || text === '' ? ' ' : '';
  const body = (inTable ? text.replaceAll('|', '\\|') : text).replace(/[\r\n]+/g, ' ');
  return `${fence}${pad}${body}${pad}${fence}`;
}

/**
 * Text with the characters escaped that could start emphasis, code, a link, HTML, a table cell
 * or strikethrough mid-line (sentences here never start a line, so list and heading marks are
 * safe), keeping the raw Markdown readable in a CI log. A bare address (`https://e.com`) is
 * still made a link by GFM: text that may hold one is written with mdCode instead.
 */
export function mdText(text: string): string {
  return text.replace(/[\\`*_[\]|<>~&]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');
}
