/**
 * The one explanation of the selected cell (issue 11 §3, issue 24 §2): what the grid's cell
 * says, then why, from the worker's `explain` answer (results.cellRow), for the matrix on screen
 * only. Under the verdict (which names the crawler and the line), the deciding rule as a button
 * that moves the editor there (the editor marks that line while the cell is selected: app/editorMarks.ts);
 * the registry's notes on the crawler and the result columns marked for the details (core
 * DETAIL_COLUMNS) and, while URL sets are ticked, where the URL came from follow, then the explanation's sections (Explanation.tsx).
 */
import { Fragment, useMemo } from 'react';
import type { CellVerdict } from '../../state/cellVerdict.ts';
import { cellIndex, recordAt } from '../../state/matrix.ts';
import { crawlerNotes, DETAIL_COLUMNS, fileReading, RULE_CUT } from '../../core/index.ts';
import { type RobotsState } from '../../state/store.ts';
import { CellSources } from './CellSources.tsx';
import { Explanation } from './Explanation.tsx';
import { EXPLAINING } from './ExplanationEmpty.tsx';
import { Words } from './Words.tsx';
import { useRobots } from '../storeContext.ts';
import { countText } from '../../core/words/countText.ts';

/** The worker's answer for the selected cell of the matrix on screen, or null. */
const selectCellRow = (s: RobotsState) => {
  const c = s.results.cellRow;
  const m = s.results.matrix;
  const cell = s.inputs.cell;
  if (!c || !m || !cell || c.row !== cell.row || c.col !== cell.col || c.docVersion !== m.docVersion || c.inputsVersion !== m.inputsVersion) return null;
  return c;
};

/** Why every verdict is what it is when a fetch found no file to read, or ''. */
const selectNoFile = (s: RobotsState) => s.results.matrix?.noFile?.reason ?? '';

function Decider({ row, onGoToLine }: { row: CellVerdict; onGoToLine(line: number): void }) {
  // No rule decided: the heading says so, and the Groups part why (a crawler that ignores `*`).
  if (row.line === 0) return null;
  return (
    <p className="row-rule">
      <button type="button" className="rule-link" title={`Move the cursor to line ${row.line}`} onClick={() => onGoToLine(row.line)}>
        <span className="rule-line">line {row.line}</span>{' '}
        <code className="rule-text">{row.ruleText || '(empty rule)'}</code>
        {row.cutFrom !== null && (
          <span className="rule-cut"> (shown cut: the rule is {countText(row.cutFrom)} characters long)</span>
        )}
      </button>
    </p>
  );
}

/**
 * The result columns marked for the details (core DETAIL_COLUMNS), from the cell's record: a new
 * column shows here with no code of its own; a line it names (ResultColumn.pieces) is a button
 * that moves the editor there, as in the explanation.
 */
function RecordDetails({ onGoToLine }: { onGoToLine(line: number): void }) {
  const matrix = useRobots((s) => s.results.matrix);
  const cell = useRobots((s) => s.inputs.cell);
  const profile = useRobots((s) => s.inputs.profile);
  const rows = useMemo(() => {
    if (!matrix || !cell || cell.row >= matrix.urls.length || cell.col >= matrix.columns.length) return [];
    const record = recordAt(matrix, cellIndex(matrix, cell), fileReading(profile));
    return DETAIL_COLUMNS.map((c) => ({ name: c.name, label: c.label, words: c.pieces?.(record) ?? [c.text(record)] }))
      .filter((r) => r.words.some((p) => p !== ''));
  }, [matrix, cell, profile]);
  return rows.map((r) => (
    <Fragment key={r.name}>
      <dt>{r.label}</dt>
      <dd data-column={r.name}><Words sentence={r.words} onLine={onGoToLine} /></dd>
    </Fragment>
  ));
}

/** The cell as the grid holds it: the deciding rule, the registry's notes, the detail columns (the heading names URL and crawler). */
function CellHead({ row, onGoToLine }: { row: CellVerdict; onGoToLine(line: number): void }) {
  const notes = crawlerNotes(row);
  return (
    <div className="explanation-head" data-testid="cell-head">
      <Decider row={row} onGoToLine={onGoToLine} />
      {notes.length > 0 && <p className="row-crawler-notes">{notes.join(' ')}</p>}
      {row.ruleCut && <p className="row-past-limit">{RULE_CUT}</p>}
      <dl className="row-details"><RecordDetails onGoToLine={onGoToLine} /><CellSources url={row.url} /></dl>
    </div>
  );
}

export function CellExplanation({ onGoToLine }: { onGoToLine(line: number): void }) {
  const cellRow = useRobots(selectCellRow);
  const noFile = useRobots(selectNoFile);
  if (noFile || !cellRow) {
    const placeholder = noFile ? `No file was read: ${noFile}. Every URL gets this answer; no rule decides it.` : EXPLAINING;
    return <Explanation explanation={null} onLine={onGoToLine} placeholder={placeholder} />;
  }
  return (
    <Explanation explanation={cellRow.explanation} onLine={onGoToLine}>
      <CellHead row={cellRow.result} onGoToLine={onGoToLine} />
    </Explanation>
  );
}
