/**
 * The selected cell's details, from the worker's `explain` (results.cellRow): the deciding
 * line and rule (a button to go there), the path compared, the group and why, the crawler's
 * documented behaviour, and the 500 KiB notes. The explanation panel (issue 11 §3) shows more;
 * until it is in the slot, this is what the slot shows.
 */
import { Fragment, useMemo } from 'react';
import { crawlerTokens } from '../../state/agent.ts';
import type { CellVerdict } from '../../state/cellVerdict.ts';
import { cellIndex, recordAt } from '../../state/matrix.ts';
import { crawlerNotes, DETAIL_COLUMNS, fileReading, groupReason, noRuleText, RULE_CUT, tieBreakSentence, VERDICT, wholeFileNote, type Verdict } from '../../core/index.ts';
import { type RobotsState } from '../../state/store.ts';
import { VERDICT_CLASS, VERDICT_WORDS } from './cellWords.ts';
import { useRobots } from '../storeContext.ts';

/** The details of the selected cell of the matrix on screen, or null. */
const selectCellRow = (s: RobotsState) => {
  const c = s.results.cellRow;
  const m = s.results.matrix;
  const cell = s.inputs.cell;
  if (!c || !m || !cell || c.row !== cell.row || c.col !== cell.col || c.docVersion !== m.docVersion || c.inputsVersion !== m.inputsVersion) return null;
  return c;
};

/** The row's verdict as its grid cell shows it: a crawler robots.txt does not govern is neither allowed nor blocked. */
const verdictOf = (row: CellVerdict): Verdict => (!row.governed ? VERDICT.ungoverned : row.allowed ? VERDICT.allowed : VERDICT.blocked);

function Decider({ row, onGoToLine }: { row: CellVerdict; onGoToLine(line: number): void }) {
  if (row.line === 0) {
    return <p className="row-rule row-rule-none">{noRuleText(row)}</p>;
  }
  return (
    <p className="row-rule">
      <button type="button" className="rule-link" title={`Move the cursor to line ${row.line}`} onClick={() => onGoToLine(row.line)}>
        <span className="rule-line">line {row.line}</span>{' '}
        <code className="rule-text">{row.ruleText || '(empty rule)'}</code>
        {row.cutFrom !== null && (
          <span className="rule-cut"> (shown cut: the rule is {row.cutFrom.toLocaleString('en')} characters long)</span>
        )}
      </button>
    </p>
  );
}

/** The result columns marked for the details (core DETAIL_COLUMNS), from the cell's record: a new column shows here with no code of its own. */
function RecordDetails() {
  const matrix = useRobots((s) => s.results.matrix);
  const cell = useRobots((s) => s.inputs.cell);
  const profile = useRobots((s) => s.inputs.profile);
  const rows = useMemo(() => {
    if (!matrix || !cell || cell.row >= matrix.urls.length || cell.col >= matrix.columns.length) return [];
    const record = recordAt(matrix, cellIndex(matrix, cell), fileReading(profile));
    return DETAIL_COLUMNS.map((c) => ({ name: c.name, label: c.label, text: c.text(record) })).filter((r) => r.text !== '');
  }, [matrix, cell, profile]);
  return rows.map((r) => (
    <Fragment key={r.name}>
      <dt>{r.label}</dt>
      <dd data-column={r.name}>{r.text}</dd>
    </Fragment>
  ));
}

export function CellDetails({ onGoToLine }: { onGoToLine(line: number): void }) {
  const cellRow = useRobots(selectCellRow);
  const crawler = useRobots((s) => (cellRow && s.results.matrix ? s.results.matrix.columns[cellRow.col].name : ''));
  if (!cellRow) return null;
  const row = cellRow.result;
  const chain = crawlerTokens(crawler);
  const verdict = verdictOf(row);
  const notes = crawlerNotes(row);
  return (
    <div className={`cell-details ${VERDICT_CLASS[verdict]}`} data-testid="cell-details">
      <h3 className="cell-details-title">
        <span className="verdict">{VERDICT_WORDS[verdict]}</span>
        <span className="cell-details-url" title={row.url}>{row.url}</span>
        <span className="cell-details-crawler">for {chain}</span>
      </h3>
      <Decider row={row} onGoToLine={onGoToLine} />
      <dl className="row-details">
        <dt>Path compared</dt>
        <dd><code>{row.path}</code></dd>
        <dt>Group</dt>
        <dd>{groupReason(row, chain)}</dd>
        <dt>Why</dt>
        <dd>{tieBreakSentence(row.tieBreak)}</dd>
        {notes.length > 0 && (<><dt>Crawler</dt><dd className="row-crawler-notes">{notes.join(' ')}</dd></>)}
        {row.ruleCut && (<><dt>Cut</dt><dd className="row-past-limit">{RULE_CUT}</dd></>)}
        {row.wholeFile && (<><dt>Whole file</dt><dd className="row-past-limit" data-testid="whole-file">{wholeFileNote(row.wholeFile)}</dd></>)}
        <RecordDetails />
      </dl>
    </div>
  );
}
