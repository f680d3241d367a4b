/** Above the editor: what the page does not show in full for a big file (state/limits.ts). */
import { MAX_INDEXED_LINES } from '../editor/pathIndex.ts';
import { MAX_STORABLE_CHARS } from '../state/autosave.ts';
import { limitsNotice } from '../state/limits.ts';
import { type RobotsState } from '../state/store.ts';
import { useRobots } from './storeContext.ts';

const selectNotice = (s: RobotsState) => {
  const stats = s.results.stats;
  if (!stats) return null;
  return limitsNotice({
    byteLength: stats.byteLength, total: s.results.diagnosticTotal, shown: s.results.diagnosticShown,
    kindsCut: stats.kindsCut, sizeLimitLine: stats.sizeLimitLine, sizeLimitApplies: stats.sizeLimitApplies, linkTooBig: s.ui.linkTooBig,
    autosaveTooBig: s.doc.length > MAX_STORABLE_CHARS, pathsNotSuggested: s.doc.lineCount > MAX_INDEXED_LINES,
  });
};

export function LimitsNotice() {
  const notice = useRobots(selectNotice);
  if (!notice) return null;
  return <p className="limits-notice" role="status" data-testid="limits-notice">{notice}</p>;
}
