/**
 * What CodeMirror's merge views diff (@codemirror/merge's `diffConfig` option, given to both the
 * side-by-side MergeView and the phone's unified view): while the comparison marks changed lines,
 * the library's own diff with the scan limit it uses by default; once a version is too long for
 * that (app/compare.ts, state/compare.ts LIVE_DIFF_MAX_CHARS), no diff at all: what an edit
 * touches is answered as unchanged, so no chunk is diffed or marked there, and the page says so.
 *
 * `override` is the option's way to give a diff of one's own: the view asks it for each stretch
 * an edit touches (the whole texts when it is built). A stretch longer than the limit is answered
 * as unchanged even while marking: that is the edit that makes a version too long (a paste of
 * 30 MB), after which `marking` says no.
 */
import { diff, type DiffConfig } from '@codemirror/merge';

/** The scan limit MergeView and unifiedMergeView use when given no diffConfig. */
const SCAN_LIMIT = 500;

export function diffConfigFor(marking: () => boolean, maxChars: number): DiffConfig {
  return {
    scanLimit: SCAN_LIMIT,
    override: (a, b) => (!marking() || a.length > maxChars || b.length > maxChars ? [] : diff(a, b, { scanLimit: SCAN_LIMIT })),
  };
}
