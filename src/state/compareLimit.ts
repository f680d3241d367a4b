/**
 * Past this many characters in either version, the compare view neither diffs nor marks what
 * edits touch (app/compare.ts). CodeMirror's merge view diffs every changed chunk again whole on
 * each keystroke in it, and marks each of its lines: a 31 MB version beside a short one is one
 * chunk of 900,000 lines, 1.7 s a key at load 5 (walk23). Apart from state/compare.ts (a store
 * module) so that the comparison's words read it without loading a store.
 */
export const LIVE_DIFF_MAX_CHARS = 1_000_000;
