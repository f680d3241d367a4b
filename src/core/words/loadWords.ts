/**
 * What the page says when a part of it that loads on first use (issue 24 §3: compare's merge view,
 * the fetch, the cell's explanation) could not be loaded: one sentence for all of them, naming the
 * part, the browser's reason and the remedy.
 */

/** "The compare view could not load (TypeError: Failed to fetch …); reload the page to try again." */
export function notLoadedWords(part: string, error: unknown): string {
  return `The ${part} could not load (${String(error)}); reload the page to try again.`;
}
