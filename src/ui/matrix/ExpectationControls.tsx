/**
 * Beside the selected cell's details: what this cell, its whole row (the URL, every crawler) or
 * its whole column (the crawler, every URL) must be (issue 9 §2). Plain buttons with their own
 * names, reachable by Tab; the grid's A / B / Delete keys do the same on the cell (gridKeys.ts).
 */
import { useEffect, useState } from 'react';
import { EXPECTATION_STATE_WORDS, type ExpectationCheck } from '../../state/cellExpectations.ts';
import { columnName, type CellRef, type MatrixData } from '../../state/matrix.ts';
import { countText } from '../../core/words/countText.ts';

type Scope = 'cell' | 'row' | 'col';
type Expect = 'allowed' | 'blocked' | null;

interface Props {
  data: MatrixData;
  cell: CellRef;
  /** The selected cell's expectation, if it has one. */
  check: ExpectationCheck | undefined;
  onExpect(target: { row?: number; col?: number }, expect: Expect): number;
}

export function ExpectationControls({ data, cell, check, onExpect }: Props) {
  const [scope, setScope] = useState<Scope>('cell');
  const [done, setDone] = useState('');
  useEffect(() => setDone(''), [cell.row, cell.col]);
  const crawler = columnName(data.columns[cell.col]);
  const url = data.urls[cell.row];
  const target = scope === 'cell' ? cell : scope === 'row' ? { row: cell.row } : { col: cell.col };
  const apply = (expect: Expect) => {
    const n = onExpect(target, expect);
    const cells = `${countText(n)} ${n === 1 ? 'cell' : 'cells'}`;
    setDone(expect === null ? `Cleared the expectation of ${cells}.` : `${cells} must be ${expect}.`);
  };
  return (
    <div className="expect-controls" role="group" aria-labelledby="expect-controls-title" data-testid="expect-controls">
      <span id="expect-controls-title" className="expect-controls-title">Expectation</span>
      <span className="expect-current">
        {check ? `This cell must be ${check.expectation.expect}: it ${EXPECTATION_STATE_WORDS[check.state]}.` : 'This cell has none.'}
      </span>
      <select className="expect-scope" aria-label="Set the expectation for" value={scope} onChange={(e) => setScope(e.currentTarget.value as Scope)}>
        <option value="cell">{`This cell (${crawler}, ${url})`}</option>
        <option value="row">{`This URL, every crawler (${data.columns.length})`}</option>
        <option value="col">{`${crawler}, every URL (${countText(data.urls.length)})`}</option>
      </select>
      <button type="button" onClick={() => apply('allowed')}>Must be allowed</button>
      <button type="button" onClick={() => apply('blocked')}>Must be blocked</button>
      <button type="button" onClick={() => apply(null)}>Clear</button>
      <span className="expect-done" role="status">{done}</span>
    </div>
  );
}
