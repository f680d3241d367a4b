/** Below the editor: what the worker found, in numbers and words. */
import { openLintPanel } from '@codemirror/lint';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { describeBreaks } from '../core/index.ts';
import { selectSummary, store } from '../state/store.ts';
import { getView } from './session.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export function StatusBar() {
  const s = useStore(store, useShallow(selectSummary));
  const counts = useStore(store, useShallow((st) => st.results.counts));
  const stats = s.stats;
  return (
    <div className="status-bar" aria-label="Document summary">
      {stats && (
        <span>
          {plural(stats.lineCount, 'line')} · {plural(stats.ruleCount, 'rule')} · {plural(stats.groupCount, 'group')}
        </span>
      )}
      <button type="button" className="problems" onClick={() => { const v = getView(); if (v) openLintPanel(v); }}>
        {s.total === 0 ? 'No problems' : `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'note')}`}
      </button>
      {s.total > s.shown && (
        <span className="capped">Showing the first {s.shown.toLocaleString('en')} of {s.total.toLocaleString('en')} problems</span>
      )}
      {stats && stats.sizeLimitLine > 0 && (
        <span className="capped">Google stops reading at line {stats.sizeLimitLine} (500 KiB)</span>
      )}
      <span className="status-meta">
        {describeBreaks(s.breaks)} · {s.encoding.toUpperCase()}{s.bom ? ' with BOM' : ''}
        {stats ? ` · analysed in ${Math.max(1, Math.round(s.elapsed))} ms` : ''}
      </span>
    </div>
  );
}
