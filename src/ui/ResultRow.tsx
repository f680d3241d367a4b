/** One checked URL: the verdict in words, the deciding line and rule, the path, the group. */
import { memo } from 'react';
import { MAX_RULE_TEXT, type RowResult } from '../worker/protocol.ts';
import { groupReason, RULE_CUT, tieBreak, wholeFileNote } from './explain.ts';
import { usePage } from './pageContext.ts';

interface Props {
  row: RowResult;
  index: number;
  selected: boolean;
  chain: string;
  onSelect(index: number): void;
}

function Decider({ row, selected }: { row: RowResult; selected: boolean }) {
  const { session } = usePage();
  if (row.line === 0) {
    const none = row.crawlerRule === 'ignores-global' ? row.crawlerText : 'No rule matched: allowed by default.';
    return <p className="row-rule row-rule-none">{none}</p>;
  }
  return (
    <p className="row-rule">
      <button
        type="button"
        className="rule-link"
        // Rows are reached with the arrow keys; only the selected row's rule is a tab stop.
        tabIndex={selected ? 0 : -1}
        title={`Move the cursor to line ${row.line}`}
        onClick={(e) => { e.stopPropagation(); session.goToLine(row.line); }}
      >
        <span className="rule-line">line {row.line}</span>{' '}
        <code className="rule-text">{row.ruleText || '(empty rule)'}</code>
        {row.ruleChars > MAX_RULE_TEXT && (
          <span className="rule-cut"> (shown cut: the rule is {row.ruleChars.toLocaleString('en')} characters long)</span>
        )}
      </button>
    </p>
  );
}

export const ResultRow = memo(function ResultRow({ row, index, selected, chain, onSelect }: Props) {
  const verdict = row.allowed ? 'Allowed' : 'Blocked';
  return (
    <li
      className={`result-row ${row.allowed ? 'is-allowed' : 'is-blocked'}${selected ? ' is-selected' : ''}`}
      data-testid="result-row"
      data-verdict={verdict.toLowerCase()}
      aria-current={selected ? 'true' : undefined}
      tabIndex={selected ? 0 : -1}
      onClick={() => onSelect(index)}
      onFocus={() => { if (!selected) onSelect(index); }}
    >
      <div className="row-head">
        <span className="verdict">
          <span className="verdict-icon" aria-hidden="true">{row.allowed ? '✓' : '✕'}</span>
          {verdict}
        </span>
        <span className="row-url" title={row.url}>{row.url}</span>
      </div>
      <Decider row={row} selected={selected} />
      <dl className="row-details">
        <dt>Path compared</dt>
        <dd><code>{row.path}</code></dd>
        <dt>Group</dt>
        <dd>{groupReason(row, chain)}</dd>
        <dt>Why</dt>
        <dd>{tieBreak(row.tieBreak)}</dd>
        {row.crawlerNotes.length > 0 && (
          <>
            <dt>Crawler</dt>
            <dd className="row-crawler-notes">{row.crawlerNotes.join(' ')}</dd>
          </>
        )}
        {row.ruleCut && (
          <>
            <dt>Cut</dt>
            <dd className="row-past-limit">{RULE_CUT}</dd>
          </>
        )}
        {row.wholeFile && (
          <>
            <dt>Whole file</dt>
            <dd className="row-past-limit" data-testid="whole-file">{wholeFileNote(row.wholeFile)}</dd>
          </>
        )}
      </dl>
    </li>
  );
});
