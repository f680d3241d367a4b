/** Above the editor: what the page does not show in full for a big file (state/limits.ts). */
import { MAX_INDEXED_LINES } from '../editor/pathLimit.ts';
import { MAX_STORABLE_CHARS } from '../state/autosave.ts';
import { limitsNotice } from '../state/limits.ts';
import { selectStatsCurrent, type RobotsState } from '../state/store.ts';
import { useRobots } from './storeContext.ts';

const selectNotice = (s: RobotsState) => {
  const stats = s.results.stats;
  if (!stats || s.doc.reading) return null;
  const own = { linkTooBig: s.ui.linkTooBig, autosaveTooBig: s.doc.length > MAX_STORABLE_CHARS, pathsNotSuggested: s.doc.lineCount > MAX_INDEXED_LINES };
  // Until the worker has read the text a file or a paste put in, only what the editor knows of it is said.
  if (!selectStatsCurrent(s)) return limitsNotice({ byteLength: null, total: 0, shown: 0, kindsCut: 0, sizeLimitLine: 0, ...own });
  return limitsNotice({
    byteLength: stats.byteLength, total: s.results.diagnosticTotal, shown: s.results.diagnosticShown,
    kindsCut: stats.kindsCut, sizeLimitLine: stats.sizeLimitLine, sizeLimitApplies: stats.sizeLimitApplies, ...own,
  });
};

export function LimitsNotice() {
  const notice = useRobots(selectNotice);
  if (!notice) return null;
  return <p className="limits-notice" role="status" data-testid="limits-notice">{notice}</p>;
}
