/** Below the editor: what the worker found, in numbers and words. */
import { useShallow } from 'zustand/react/shallow';
import { describeBreaks } from '../core/index.ts';
import type { AssumedEncoding } from '../core/doubleByte.ts';
import { assumedEncodingLabel, assumedEncodingTitle } from '../core/words/encodingWords.ts';
import { brokenRuleCount, nextUnmarkedFailure, selectExpectationReport, unmarkedFailureCount } from '../state/cellExpectations.ts';
import { focusCell, shownRows } from './matrix/cellFocus.ts';
import { selectMatrixCell, selectStatsCurrent, selectSummary, selectUnanalysed, type SeverityCounts } from '../state/store.ts';
import { useStore } from 'zustand';
import { selectCompareOpen } from '../state/compare.ts';
import { countedSide } from '../app/sideWords.ts';
import { usePage } from './pageContext.ts';
import { useRobots, useSessionStore } from './storeContext.ts';
import { countText } from '../core/words/countText.ts';
import { READING_PASTE_WORDS } from '../core/words/workerWords.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${countText(n)} ${n === 1 ? one : many}`;

/** "No problems" only for a document the worker has read (issue 12 §6). */
function problemsLabel(unanalysed: string | null, total: number, counts: SeverityCounts, analysed: boolean): string {
  if (unanalysed !== null) return 'Not analysed';
  if (!analysed) return 'Checking…';
  return total === 0 ? 'No problems' : `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'note')}`;
}

/**
 * The encoding the page reads the document in: UTF-8 or UTF-16 from its bytes, or, for bytes
 * that are not UTF-8 but read as another encoding's text, that encoding, said to be assumed
 * (the editor draws the bytes in it: editor/assumedEncoding.ts), or the encodings they read as,
 * where those are GBK, Big5, EUC-KR or EUC-JP, which it does not draw (core assumedEncodings).
 */
function encodingLabel(encoding: string, assumed: readonly AssumedEncoding[]): string {
  return readsAsText(assumed) ? assumedEncodingLabel(assumed) : encoding.toUpperCase();
}

function encodingTitle(assumed: readonly AssumedEncoding[]): string | undefined {
  return readsAsText(assumed) ? assumedEncodingTitle(assumed) : undefined;
}

/** Bytes that read as another encoding's text; UTF-16 is named by the file's encoding itself. */
const readsAsText = (assumed: readonly AssumedEncoding[]) => assumed.length > 0 && !assumed[0].startsWith('utf-16');

export function StatusBar() {
  const { session, compare } = usePage();
  const store = useSessionStore();
  // While comparing, the bar stands under both versions and counts this one: it says which.
  const comparing = useStore(compare.store, selectCompareOpen);
  const unified = useStore(compare.store, (st) => st.unified);
  const s = useRobots(useShallow(selectSummary));
  const counts = useRobots(useShallow((st) => st.results.counts));
  const unanalysed = useRobots(selectUnanalysed);
  // Rules that break an expectation are in the problems panel too (issue 9 §2): the count says so.
  const broken = useRobots((st) => brokenRuleCount(selectExpectationReport(st)));
  // A failure no rule decided has no line to mark, so it is counted here apart (never only in its cell).
  const unmarked = useRobots((st) => unmarkedFailureCount(selectExpectationReport(st)));
  const reading = useRobots((st) => st.doc.reading);
  const lineCount = useRobots((st) => st.doc.lineCount);
  // Another text's numbers (the one a paste or a file replaced) are never said of this one.
  const stats = useRobots(selectStatsCurrent) ? s.stats : null;
  return (
    <div className="status-bar" aria-label="Document summary">
      {comparing && <span className="status-side">{countedSide(!unified)}</span>}
      {reading ? <span>{READING_PASTE_WORDS}</span> : unanalysed === null && (
        <span>
          {stats ? `${plural(stats.lineCount, 'line')} · ${plural(stats.ruleCount, 'rule')} · ${plural(stats.groupCount, 'group')}` : plural(lineCount, 'line')}
        </span>
      )}
      <button type="button" className="problems" onClick={session.openProblems}>
        {problemsLabel(unanalysed, s.total, counts, stats !== null)}
        {broken > 0 && unanalysed === null ? `; ${plural(broken, 'rule')} break${broken === 1 ? 's' : ''} an expectation` : ''}
      </button>
      {unmarked > 0 && unanalysed === null && (
        // No line to mark, so F8 never reaches it: the count takes the person to the cell, the next one at each press
        // (those on screen first).
        <button type="button" className="problems-unmarked" title="Go to the cell in the results (again: the next one)" onClick={() => {
          const state = store.getState();
          const cell = nextUnmarkedFailure(selectExpectationReport(state), state.inputs.cell, shownRows());
          if (!cell) return;
          selectMatrixCell(store, cell);
          focusCell(cell);
        }}>
          {`${plural(unmarked, 'expectation')} fail${unmarked === 1 ? 's' : ''} where no rule decides`}
        </button>
      )}
      {stats && s.total > s.shown && (
        <span className="capped">Showing the first {countText(s.shown)} of {countText(s.total)} problems</span>
      )}
      {stats && stats.sizeLimitLine > 0 && (
        <span className="capped">Google stops reading at line {stats.sizeLimitLine} (500 KiB)</span>
      )}
      <span className="status-meta">
        {describeBreaks(s.breaks)} · <span title={encodingTitle(s.assumed)}>{encodingLabel(s.encoding, s.assumed)}</span>{s.bom ? ' with BOM' : ''}
        {stats && unanalysed === null ? ` · analysed in ${Math.max(1, Math.round(s.elapsed))} ms` : ''}
      </span>
    </div>
  );
}
