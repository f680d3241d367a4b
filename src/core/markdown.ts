/**
 * Text from a file or from the person written into Markdown so that it reads as itself: a rule or
 * a URL as a code span, a sentence with its markup characters escaped, a crawler's name as
 * either. Every Markdown the project writes (the review for a pull request, the matrix and
 * coverage reports, the CLI's review) goes through these, so no input can open a link, a heading
 * or HTML in one of them and not the others.
 */
import type { WordStyle } from './words/wordStyle.ts';

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
 * still made a link by GFM, and escaping its dots does not stop that: inside the link GFM keeps
 * the backslashes (or ends the address at the first one), so the address reads wrong. Text
 * that may hold one is written with mdCode instead, or, for a crawler's name, with mdName.
 */
export function mdText(text: string): string {
  return text.replace(/[\\`*_[\]|<>~&]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');
}

/**
 * A crawler as named: a product token (`Googlebot-Image`, `*`) as text, escaped by mdText;
 * anything else, as a whole User-Agent header (`Mozilla/5.0 (compatible; …; +http://…)`) which
 * may hold an address GFM would make a link, as a code span (mdCode; `inTable` as there).
 */
export function mdName(name: string, inTable = false): string {
  return /^[\w.*-]+$/.test(name) && !/www\./i.test(name) ? mdText(name) : mdCode(name, inTable);
}

/** Words that name a rule or a crawler (core WordStyle), written into Markdown mid-line. */
export const MARKDOWN_STYLE: WordStyle = { code: (t) => mdCode(t), name: (t) => mdName(t) };
