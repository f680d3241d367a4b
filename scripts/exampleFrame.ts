/**
 * The static frame's document (issue 24 §3): index.html's editor pane holds the example's text
 * as plain lines, in the editor's font and line boxes, so a first visit paints the text it opens
 * with at once (the page's largest paint: before, CodeMirror's first line, only once the whole
 * bundle had come and run: Lighthouse's largest contentful paint 2.9 s). The text is written in
 * from app/example.ts at build, one home for it; index.html's inline script beside it shows it
 * only when the page then opens the example (app/exampleStart.test.ts holds the two alike), so
 * the frame never shows a text that then changes.
 */
import type { Plugin } from 'vite';
import { EXAMPLE_ROBOTS } from '../src/app/example.ts';

const PLACEHOLDER = '<!--the example-->';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Each line of `text` as a block of its own (the editor's line numbers are drawn beside each, styles.css). */
export function frameLines(text: string): string {
  return text.split(/\r\n|\r|\n/).map((line) => `<span class="shell-line">${escapeHtml(line)}</span>`).join('');
}

/** index.html with the example in its frame; a page without the placeholder is refused, not shipped without it. */
export function fillExample(html: string, text = EXAMPLE_ROBOTS): string {
  if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} to fill with the example`);
  return html.replace(PLACEHOLDER, () => frameLines(text));
}

export function exampleFrame(): Plugin {
  return { name: 'robotscope:example-frame', transformIndexHtml: { order: 'pre', handler: (html) => fillExample(html) } };
}
