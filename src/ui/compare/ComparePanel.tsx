/**
 * The compare view's results (issue 9 §1): what the change from the other version (left) to this
 * one (right) does to every verdict of the workbench, counted and listed, and to the file's
 * problems. The count is a polite live region: a person who edits either side hears the new
 * count once it settles, not per keystroke.
 */
import { useRef } from 'react';
import { useStore } from 'zustand';
import { WITHOUT_OTHER } from '../../app/links.ts';
import { MARK_AGAIN, unmarkedWords } from '../../app/sideWords.ts';
import type { CompareState } from '../../state/compare.ts';
import { describeDiagnosticDiff, type DiagnosticEntry } from '../../core/diagnosticDiff.ts';
import { selectLinkWithoutOther } from '../../state/store.ts';
import { usePage } from '../pageContext.ts';
import { useAnnouncement } from '../useAnnouncement.ts';
import { VerdictChanges } from './VerdictChanges.tsx';

const selectSummary = (s: CompareState) => s.verdicts?.headline ?? null;
const NO_COUNT_YET = { value: null };
const sayChange = (before: string | null, after: string | null) => (after !== null && after !== before ? after : null);

function DiagnosticChanges({ onGoTo }: { onGoTo(side: 'a' | 'b', line: number): void }) {
  const { compare } = usePage();
  const diagnostics = useStore(compare.store, (s) => s.diagnostics);
  if (!diagnostics) return null;
  const summary = describeDiagnosticDiff(diagnostics);
  const item = (d: DiagnosticEntry, side: 'a' | 'b', i: number) => (
    <li key={`${side}${i}`} className={`compare-problem is-${d.severity}`}>
      <button type="button" className="rule-link" onClick={() => onGoTo(side, d.line)}>
        <span className="rule-line">{side === 'b' ? 'New' : 'Gone'} {d.severity === 'info' ? 'note' : d.severity}, line {d.line}</span>
        <span className="rule-text">{d.message}</span>
      </button>
    </li>
  );
  return (
    <section className="compare-problems" aria-label="Problems that change">
      <p className="compare-problems-summary">{summary ?? 'The two versions have the same problems.'}</p>
      {summary && (
        <ul className="compare-problem-list">
          {diagnostics.added.slice(0, 200).map((d, i) => item(d, 'b', i))}
          {diagnostics.removed.slice(0, 200).map((d, i) => item(d, 'a', i))}
        </ul>
      )}
    </section>
  );
}

export function ComparePanel() {
  const page = usePage();
  const { compare } = page;
  const open = useStore(compare.store, (s) => s.open);
  const source = useStore(compare.store, (s) => s.source);
  const verdicts = useStore(compare.store, (s) => s.verdicts);
  const pending = useStore(compare.store, (s) => s.pending);
  const selected = useStore(compare.store, (s) => s.selected);
  const unified = useStore(compare.store, (s) => s.unified);
  const unmarked = useStore(compare.store, (s) => s.unmarked);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const marksOff = useStore(compare.store, (s) => s.marksOff);
  const summary = useStore(compare.store, selectSummary);
  const withoutOther = useStore(page.session.store, selectLinkWithoutOther);
  // The baseline is "no count yet" (compare just opened): the first count is news too, or a count
  // that only arrives after the other version is pasted would never be said. Named, not taken from
  // the first render: this panel loads when a comparison first opens (ui/App.tsx), and a count
  // made from a link, an autosave or a file can be there before it.
  const announced = useAnnouncement(summary, open, sayChange, NO_COUNT_YET);
  if (!open) return null;
  // The button goes with the note it sits in: focus goes to the count, not to the page's start.
  // Not into a version: an editor built a moment ago and focused lost its cursor to its line's start.
  const markAgain = () => {
    compare.markAgain();
    summaryRef.current?.focus();
  };
  const goTo = (side: 'a' | 'b', line: number) => (side === 'b' ? page.session : compare.other())?.goToLine(line);
  return (
    <section className="compare-panel" aria-labelledby="compare-title">
      <div className="compare-head">
        <h2 id="compare-title">{unified ? `Compare: ${source} → this version (its lines shown where they differ)` : `Compare: ${source} (left) → this version (right)`}</h2>
        <span className="compare-actions">
          <button type="button" onClick={() => void page.copyReview()} disabled={verdicts === null} title="The comparison as a pull-request review in Markdown, as robotscope review writes it">Copy review (Markdown)</button>
          <button type="button" onClick={page.closeCompare}>Close compare</button>
        </span>
      </div>
      <p className="compare-summary" data-testid="compare-summary" ref={summaryRef} tabIndex={-1}>
        {summary ?? 'Checking both versions…'}
        {pending && summary !== null && <span className="compare-pending"> (checking the latest edit…)</span>}
      </p>
      <p className="sr-only" role="status" aria-live="polite">{announced}</p>
      {marksOff && (
        <p className="compare-link-note" role="status" data-testid="compare-unmarked">
          {unmarkedWords(unmarked)}
          {unmarked === null && <> <button type="button" onClick={markAgain}>{MARK_AGAIN}</button></>}
        </p>
      )}
      {withoutOther && <p className="compare-link-note" data-testid="compare-link-note">{WITHOUT_OTHER}</p>}
      <DiagnosticChanges onGoTo={goTo} />
      {verdicts && verdicts.order.length > 0 && (
        <>
          <p id="compare-keys" className="hint">Changes are grouped by their cause. Arrow keys move through them; the selected change&apos;s deciding rule is marked in both versions.</p>
          <VerdictChanges verdicts={verdicts} selected={selected} onSelect={compare.select} />
        </>
      )}
    </section>
  );
}
