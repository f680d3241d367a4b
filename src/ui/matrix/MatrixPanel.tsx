/**
 * The workbench's results: per-crawler summaries, filters, sort and search over the grid, the
 * selected cell's verdict announced, and a slot for the explanation panel (issue 11 §3).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { checksByCell, EXPECTATION_STATE_WORDS, expectOn, selectExpectationReport, type ExpectationCheck } from '../../state/cellExpectations.ts';
import { cellIndex, columnName, type CellRef, type MatrixData } from '../../state/matrix.ts';
import {
  columnSummaries, filterCounts, rowFacts, rowHiddenBy, rowOrder, withFailingRows, type MatrixViewOptions,
} from '../../state/matrixView.ts';
import {
  compareAllProfiles, selectCell, selectMatrix, selectMatrixCell, selectMatrixStale, selectUnanalysed, selectView, setView, showMessage,
} from '../../state/store.ts';
import { useNarrow } from '../useNarrow.ts';
import { cellAnnouncement, cellWords, VERDICT_CLASS } from './cellWords.ts';
import { CrawlerSwitcher } from './CrawlerSwitcher.tsx';
import { ExpectationControls } from './ExpectationControls.tsx';
import { ExpectationFiles } from './ExpectationFiles.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { MatrixGrid } from './MatrixGrid.tsx';
import { SuiteButtons } from './SuiteButtons.tsx';
import { useColumnHits } from './useColumnHits.ts';
import { MatrixToolbar, Summaries } from './MatrixToolbar.tsx';
import { FILTER_WORDS } from '../../state/filterWords.ts';
import { onFocusCell } from './cellFocus.ts';
import { useRobots, useSessionStore } from '../storeContext.ts';
import { countText } from '../../core/words/countText.ts';
import { bigFileBanner, type BigFileColumn } from '../../core/words/bigFileWords.ts';
import { bigFileReading, crawlerFor } from '../../core/index.ts';

interface Props {
  /** Moves the editor's cursor, and focus, to a line (a cell's "line N", F2 on a cell). */
  onGoToLine(line: number): void;
  /** Scrolls the editor to a line, focus staying where it is (Enter on a cell). */
  onRevealLine(line: number): void;
  /** The explanation of the selected cell (issue 11 §3); its slot stays empty without one. */
  explanation?: ReactNode;
}

export function MatrixPanel({ onGoToLine, onRevealLine, explanation }: Props) {
  const store = useSessionStore();
  // Stable, as the grid (memo) needs its callbacks.
  const act = useMemo(() => ({
    select: (cell: CellRef | null) => selectMatrixCell(store, cell),
    expect: (target: Parameters<typeof expectOn>[1], expect: Parameters<typeof expectOn>[2]) => expectOn(store, target, expect),
    compareAll: () => compareAllProfiles(store),
  }), [store]);
  const data = useRobots(selectMatrix);
  const cell = useRobots(selectCell);
  const stale = useRobots(selectMatrixStale);
  const unanalysed = useRobots(selectUnanalysed);
  const crawlerCount = useRobots((s) => s.inputs.crawlers.length);
  const cutLine = useRobots((s) => s.results.stats?.sizeLimitLine ?? 0);
  const byteLength = useRobots((s) => s.results.stats?.byteLength ?? 0);
  const report = useRobots(selectExpectationReport);
  // In the session's store, not the panel's: a link carries it (state/linkView.ts), as the selected cell.
  const view = useRobots(selectView);
  // Stable, so the toolbar, the summaries and the grid (memo) skip the render of each keystroke
  // that only marks the results stale.
  const changeView = useCallback((patch: Partial<MatrixViewOptions>) => setView(store, patch), [store]);
  const matrixFacts = useMemo(() => (data ? rowFacts(data) : new Uint8Array(0)), [data]);
  const facts = useMemo(() => withFailingRows(matrixFacts, report), [matrixFacts, report]);
  const checks = useMemo(() => (data ? checksByCell(report, data) : new Map()), [report, data]);
  const counts = useMemo(() => filterCounts(facts), [facts]);
  const summaries = useMemo(() => (data ? columnSummaries(data) : []), [data]);
  const columnHits = useColumnHits(view.search);
  const order = useMemo(() => (data ? rowOrder(data, facts, view, columnHits) : new Int32Array(0)), [data, facts, view, columnHits]);
  // Verdicts from an older version must not pass for this one's (issue 12 §6).
  const shown = unanalysed === null ? data : null;
  // The "profiles disagree" filter chosen on a matrix whose other profiles are still being asked.
  const comparing = shown !== null && view.filter === 'profiles-disagree' && shown.profilesDisagree.length !== shown.verdict.length;
  const selected: CellRef | null = shown && cell && cell.row < shown.urls.length && cell.col < shown.columns.length ? cell : null;
  const columns = useShownColumns(shown?.columns.length ?? 0, selected?.col);

  // A cell asked for from outside the grid (cellFocus.ts): its row shown, the grid focuses it in
  // the render this makes; hidden, nothing moves and the person is told what hides it (review20 H1).
  const [focusAsked, setFocusAsked] = useState<CellRef | null>(null);
  const dropFocusAsked = useCallback(() => setFocusAsked(null), []);
  const now = useRef({ shown, order, facts, view, columnHits, comparing });
  useLayoutEffect(() => { now.current = { shown, order, facts, view, columnHits, comparing }; });
  useEffect(() => onFocusCell({
    focus: (cell) => {
      const { shown: data, order: rows, facts: f, view: v, columnHits: hits, comparing: busy } = now.current;
      if (!data || busy || cell.row >= data.urls.length || cell.col >= data.columns.length) return;
      if (rows.includes(cell.row)) {
        setFocusAsked({ ...cell });
        return;
      }
      showMessage(store, 'info', hiddenCellWords(data, cell, v, rowHiddenBy(data, f, v, cell.row, hits)), {
        label: 'Show all URLs', run: () => setView(store, { filter: 'all', search: '', blockedFor: null }),
      });
    },
    // What the grid draws: none while it waits for the other profiles, or for an answer.
    shownRows: () => {
      const { shown: data, order: rows, comparing: busy } = now.current;
      const mask = new Uint8Array(data && !busy ? data.urls.length : 0);
      if (data && !busy) for (const r of rows) mask[r] = 1;
      return (row) => mask[row] === 1;
    },
  }), [store]);
  // Focus gone anywhere (the search, the editor, a click) before the grid took it: never later.
  useEffect(() => {
    if (!focusAsked) return;
    document.addEventListener('focusin', dropFocusAsked);
    return () => document.removeEventListener('focusin', dropFocusAsked);
  }, [focusAsked, dropFocusAsked]);

  const status = unanalysed !== null
    ? `Not analysed: ${unanalysed}. No verdict for this version; edit it to try again, or reload (your document is kept).`
    : !shown ? 'Checking…'
      : crawlerCount === 0 ? 'Add a crawler to test.'
        : shown.urls.length === 0 ? 'Type a URL to test it.'
          : selected ? cellAnnouncement(shown, selected.row, selected.col) + expectationNote(checks.get(cellIndex(shown, selected)))
            : 'Select a cell to see why (arrow keys move between cells).';
  const tone = unanalysed !== null ? 'is-unanalysed' : selected && shown ? VERDICT_CLASS[cellWords(shown, selected.row, selected.col).verdict] : '';
  return (
    <section className="matrix" aria-labelledby="matrix-title" data-stale={stale || undefined} aria-busy={stale || undefined}>
      <div className="matrix-title-row">
        <h2 id="matrix-title">Results</h2>
        {stale && shown && <span className="matrix-updating">Updating…</span>}
        {report.summary && (
          <span className={`expectation-count ${report.failing > 0 ? 'is-failing' : 'is-holding'}`} data-testid="expectation-count">{report.summary}</span>
        )}
        <div className="matrix-actions" role="toolbar" aria-label="Results files">
          <ExportMenu data={shown} rows={order} />
          <SuiteButtons />
          <ExpectationFiles />
        </div>
      </div>
      {shown && shown.columns.length > 0 && <Summaries data={shown} summaries={summaries} blockedFor={view.blockedFor} onChange={changeView} />}
      {cutLine > 0 && shown && <p className="matrix-cut">{bigFileBanner(cutLine, bigFileColumns(shown, columns.shown, byteLength), shown.columns.some((c) => c.readingWhy === 'forced'))}</p>}
      {shown?.noFile && (
        <p className="matrix-no-file" data-testid="no-file">
          {`These verdicts are ${shown.noFile.robotsUrl}'s: ${shown.noFile.reason}. The editor's text is not what crawlers read; edit it to test it instead.`}
        </p>
      )}
      {shown && shown.urls.length > 0 && shown.columns.length > 0 && (
        <MatrixToolbar data={shown} view={view} counts={counts} expectations={report.checks.length > 0} onChange={changeView} onCompareProfiles={act.compareAll} />
      )}
      <div className={`matrix-layout${selected ? ' has-selection' : ''}`}>
        <div className="matrix-main">
          {/* With a cell selected the explanation beside the grid says it all: the status is then only read aloud. */}
          <p role="status" className={`verdict-banner ${selected && unanalysed === null ? 'sr-only' : tone}`}>{status}</p>
          {shown && shown.urls.length > 0 && shown.columns.length > 0 && (
            <>
              <p id="matrix-grid-keys" className="sr-only">Arrow keys move between cells; Enter marks the deciding line in the editor; F2 moves the cursor to it; A or B: the cell must be allowed or blocked.</p>
              {columns.narrow && shown.columns.length > 1 && (
                <CrawlerSwitcher
                  data={shown} col={columns.shown[0]}
                  onChange={(col) => {
                    columns.show(col);
                    // The same URL for the crawler now shown: the explanation follows what is on screen.
                    if (selected) act.select({ row: selected.row, col });
                  }}
                />
              )}
              {comparing
                ? <p className="matrix-empty">Comparing the other profiles for every cell…</p>
                : order.length === 0
                ? <p className="matrix-empty">No URL matches{view.search.trim() ? ` “${view.search.trim()}”` : ''} with this filter.</p>
                : (
                  <MatrixGrid
                    data={shown} order={order} shown={columns.shown} view={view} selected={selected} onSelect={act.select} onGoToLine={onGoToLine}
                    onRevealLine={onRevealLine}
                    checks={checks} onExpect={act.expect} focusAsked={focusAsked} onFocusAsked={dropFocusAsked}
                  />
                )}
              <p className="matrix-shown hint">{`Showing ${countText(order.length)} of ${countText(shown.urls.length)} URLs`}</p>
            </>
          )}
        </div>
        {/* The selected cell's one explanation (issue 24 §2): beside the grid on a wide screen, under it on a narrow one. */}
        <div className="matrix-side">
          {selected && shown && (
            <ExpectationControls data={shown} cell={selected} check={checks.get(cellIndex(shown, selected))} onExpect={act.expect} />
          )}
          <div className="matrix-explanation" data-testid="explanation-slot">{selected ? explanation : null}</div>
        </div>
      </div>
    </section>
  );
}

/**
 * The crawler columns the grid shows: every one, or on a phone one at a time (issue 24 §2),
 * following the selected cell's crawler (a link or the keyboard may select another).
 */
function useShownColumns(count: number, selectedCol: number | undefined) {
  const narrow = useNarrow();
  const [one, setOne] = useState(0);
  useEffect(() => { if (selectedCol !== undefined) setOne(selectedCol); }, [selectedCol]);
  const col = Math.min(one, Math.max(0, count - 1));
  const shown = useMemo(() => (narrow ? [col] : Array.from({ length: count }, (_, j) => j)), [narrow, col, count]);
  return { narrow, shown, show: setOne };
}

/**
 * How each crawler column on screen reads a file over Googlebot's cut, for the banner: a column
 * without its reading (data made before it was sent) was Google's, the one reading there was.
 */
function bigFileColumns(data: MatrixData, shown: readonly number[], byteLength: number): BigFileColumn[] {
  return shown.map((j) => {
    const c = data.columns[j];
    const cutDocumented = crawlerFor(c.token).info?.sizeLimitDocumented === true;
    return { name: columnName(c), reads: c.reading ? bigFileReading({ profile: c.reading, why: c.readingWhy ?? 'undocumented', cutDocumented }, byteLength) : 'to-cut' };
  });
}

/** "; must be allowed: fails" after the selected cell's verdict, when it has an expectation. */
function expectationNote(check: ExpectationCheck | undefined): string {
  return check ? `; must be ${check.expectation.expect}: ${EXPECTATION_STATE_WORDS[check.state === 'untested' ? 'holds' : check.state]}` : '';
}

/**
 * Said when a cell asked for from outside the grid (the status bar's count of failures no rule
 * decides) is in a row the view hides: which part of the view hides it.
 */
function hiddenCellWords(data: MatrixData, cell: CellRef, view: MatrixViewOptions, by: ReturnType<typeof rowHiddenBy>): string {
  const parts = [
    by.search ? `the search “${view.search.trim()}”` : '',
    by.filter ? `the filter “${FILTER_WORDS[view.filter]}”` : '',
    by.blockedFor ? `showing only the URLs ${columnName(data.columns.find((c) => c.name === view.blockedFor) ?? data.columns[cell.col])} is blocked from` : '',
  ].filter(Boolean);
  const why = parts.length > 0 ? `hidden by ${parts.join(' and ')}` : 'not shown';
  return `The failing cell (${data.urls[cell.row]} for ${columnName(data.columns[cell.col])}) is ${why}: it is selected and explained with the results, not focused in the grid.`;
}
