/**
 * The words for what befell the page's analysis worker (worker/client.ts's watchdog): the client
 * says what happened as a code with its values, and the page says it in these words (issue 24
 * §1: one home for words). Kept in core so that every message of the app lives in one place of
 * one kind; nothing here knows of workers beyond their names.
 */

/** Why the worker was restarted, or stopped, or an answer failed: said once, as a message. */
export type WorkerProblem =
  /** The worker died (an `error` event); `why` is the browser's own words for it. */
  | { kind: 'crashed'; why: string; gaveUp: boolean }
  /** It did not answer within the watchdog's time, and was replaced. */
  | { kind: 'hung'; gaveUp: boolean }
  /** It answered with the engine's error (a bug), as thrown. */
  | { kind: 'failed'; message: string }
  /** It failed so many times in a row that it was left stopped. */
  | { kind: 'stopped' };

/** Why a version of a document has no analysis: said where its verdicts would be. */
export type UnanalysedWhy =
  | { kind: 'failed'; message: string }
  | { kind: 'stopped' }
  /** The watchdog tried this version `strikes` times, each hung or crashed. */
  | { kind: 'strikes'; strikes: number };

const GAVE_UP = ' This version of the document is not analysed; edit it to try again.';

/** A problem as the page's message says it. */
export function workerProblemWords(p: WorkerProblem): string {
  switch (p.kind) {
    case 'crashed': return `The analysis worker stopped (${p.why}); it was restarted.${p.gaveUp ? GAVE_UP : ''}`;
    case 'hung': return `The analysis took too long; the worker was restarted.${p.gaveUp ? GAVE_UP : ''}`;
    case 'failed': return `The analysis failed: ${p.message}`;
    case 'stopped': return 'The analysis worker keeps failing, so it was stopped: verdicts and diagnostics are not updated. Reload the page; your document is kept.';
  }
}

/** Why a version is not analysed, mid-sentence ("Not analysed: …"). */
export function unanalysedWords(w: UnanalysedWhy): string {
  switch (w.kind) {
    case 'failed': return `the analysis failed (${w.message})`;
    case 'stopped': return 'the analysis worker keeps failing, so it was stopped';
    case 'strikes': return `the analysis failed ${w.strikes} times in a row (it hung or the worker stopped)`;
  }
}

/** Where the document's facts go while a big paste is still being built into the editor (editor/paste.ts). */
export const READING_PASTE_WORDS = 'Reading the pasted text…';
/** The limits notice's opening while the worker has not yet read the text in the editor (state/limits.ts). */
export const NOT_YET_READ_WORDS = 'This document is still being read';
