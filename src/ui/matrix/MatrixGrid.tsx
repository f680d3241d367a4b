/**
 * The results grid: rows are URLs, columns crawlers; each cell says Allowed, Blocked or Not
 * governed in words, with the deciding line. An ARIA grid (APG "Data Grid") with a roving
 * tabindex, virtualised (@tanstack/react-virtual): only the rows on screen are in the DOM, so
 * 100,000 URLs cost as many elements as 20. The active row is always rendered, so focus never
 * lands on a row that scrolled away.
 *
 * Scrolling must cost no task over 50 ms (issue 11 §5). The DOM rows are keyed by slot
 * (rowSlots.ts), so a jump refills the rows on the page instead of making new ones; a row renders
 * again only when what it shows changed (memo, with no callback props: clicks are read from
 * the cell's data attributes by one handler on the grid); a cell is a block with two lines of
 * text, not nested grid and flex boxes, for the browser to lay out.
 */
import { defaultRangeExtractor, elementScroll, useVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ExpectationCheck } from '../../state/cellExpectations.ts';
import { ASSUMED_MARK, ASSUMED_WORDS, CELL_COLUMNS, READINGS_DISAGREE, type Sentence } from '../../core/index.ts';
import { columnName, recordAt, type CellRef, type MatrixData } from '../../state/matrix.ts';
import type { MatrixViewOptions } from '../../state/matrixView.ts';
import { cellWords, columnTitle, moreColumnsWords, noFileWords, VERDICT_CLASS } from './cellWords.ts';
import { ExpectationBadge } from './ExpectationBadge.tsx';
import { Words } from './Words.tsx';
import { cellLineKey, expectationKey, moveInGrid, type GridPos } from './gridKeys.ts';
import { columnsBeyond, crawlerHeads, revealCell, revealColumn } from './revealCell.ts';
import { assignSlots } from './rowSlots.ts';
import { urlColumn, type UrlColumn } from './urlColumn.ts';

/** One row's height in px: two lines of text (verdict and line; the rule). */
export const ROW_HEIGHT = 48;
const URL_MIN = 224;
const CELL_MIN = 144;
/** Rows drawn beyond each edge of the view: few, since every row drawn costs layout on a jump. */
const OVERSCAN = 3;

/**
 * The grid's box, read once the browser has laid it out: a ResizeObserver reports it after the
 * frame's layout (and again as it changes). The library's own observer also reads it at once,
 * when the grid is first committed: that forced the layout of everything React had just drawn
 * inside the task that drew the worker's first answers (a sixth to a quarter of that task's
 * 65–75 ms of CPU at 4×, issue 24 §3). Until the first report the grid is taken to be as tall
 * as the screen, which no window and so no grid exceeds (styles.css .matrix-grid, at least 320
 * px): no row it shows is left out, and reading the screen lays nothing out (the window's
 * innerHeight does, on a phone).
 */
function observeRectAfterLayout(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element) return;
  const observer = new ResizeObserver(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}
const screenRect = (): Rect => ({ width: screen.width, height: Math.max(320, screen.height) });

/**
 * The library's scroll, less its first write: when it first sees the grid it scrolls it to where
 * it holds it is (0), and scrollTo laid out the whole page inside the commit that drew the worker's
 * first answers (23 of that task's 64 ms of CPU at 4× in a trace, issue 24 §3). A grid just put on
 * the page is at 0 already; that write moves nothing and is left out (the library's state is the
 * same either way: a scroll to where the element is fires no scroll event). Every later write, and
 * a first one anywhere but 0, is the library's own. One virtualizer per grid put on the page, and
 * one grid element per virtualizer (getScrollElement), so its first write is the grid's first.
 */
const scrolled = new WeakSet<object>();
const scrollAfterMount: typeof elementScroll<HTMLDivElement> = (offset, options, instance) => {
  if (scrolled.has(instance) || offset || options.adjustments || options.behavior) elementScroll(offset, options, instance);
  scrolled.add(instance);
};

/** The result columns of a crawler's groups (core ResultColumn.ofCrawler): the same for every URL. */
const FACT_COLUMNS = CELL_COLUMNS.filter((c) => c.ofCrawler);

/**
 * Each crawler's facts (Crawl-delay: issue 29 §2), said once under its name rather than in every
 * cell: per fact column the words for each crawler, by index into data.columns. Only the columns
 * the file holds a line for (some crawler's words name one): a file without Crawl-delay gets no row.
 */
function crawlerFacts(data: MatrixData): { name: string; label: string; words: Sentence[] }[] {
  if (data.urls.length === 0) return [];
  const records = data.columns.map((_, j) => recordAt(data, j));
  return FACT_COLUMNS.map((c) => ({ name: c.name, label: c.label, words: records.map((r) => c.pieces?.(r) ?? [c.text(r)]) }))
    .filter((f) => f.words.some((w) => w.some((p) => typeof p !== 'string')));
}

interface Props {
  data: MatrixData;
  /** The rows shown, in order (matrixView rowOrder). */
  order: Int32Array;
  /** The crawler columns shown, by index into data.columns: all of them, or one on a phone. */
  shown: readonly number[];
  view: MatrixViewOptions;
  selected: CellRef | null;
  onSelect(cell: CellRef): void;
  /** Moves the editor's cursor, and focus, to a line (a cell's "line N" clicked, F2). */
  onGoToLine(line: number): void;
  /** Scrolls the editor to a line, focus staying in the grid (Enter). */
  onRevealLine(line: number): void;
  /** The expectations on cells, by cell index (state/cellExpectations.ts checksByCell). */
  checks: ReadonlyMap<number, ExpectationCheck>;
  /** Sets or clears the expectation of a cell, or of a whole row (`col` left out). */
  onExpect(target: { row: number; col?: number }, expect: 'allowed' | 'blocked' | null): void;
  /** A cell asked for from outside the grid (the status bar's count), to focus now; null for none. */
  focusAsked: CellRef | null;
  /** The grid took `focusAsked`, or could not: the request is over. */
  onFocusAsked(): void;
}

export const MatrixGrid = memo(function MatrixGrid({ data, order, shown, view, selected, onSelect, onGoToLine, onRevealLine, checks, onExpect, focusAsked, onFocusAsked }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const cols = shown.length + 1;
  const urlCol = useMemo(() => urlColumn(data.urls), [data.urls]);
  const facts = useMemo(() => crawlerFacts(data), [data]);
  const [active, setActive] = useState<GridPos>({ pos: 0, col: 1 });
  const wantFocus = useRef(false);
  // The selected cell (from a click, the keyboard or a link) is the active one when it is shown.
  const selectedPos = useMemo(() => (selected ? order.indexOf(selected.row) : -1), [order, selected]);
  useEffect(() => {
    const col = selected ? shown.indexOf(selected.col) : -1;
    if (selected && selectedPos >= 0 && col >= 0) setActive({ pos: selectedPos, col: col + 1 });
  }, [selected, selectedPos, shown]);
  const at: GridPos = { pos: Math.min(active.pos, Math.max(0, order.length - 1)), col: Math.min(active.col, cols - 1) };
  // A cell asked for from outside the grid (cellFocus.ts, through the panel): focused now or never.
  // Only the phone's one column may come a render later (it follows the selection); a row not
  // shown is never waited for, and the panel drops the request once focus moves anywhere.
  useEffect(() => {
    if (!focusAsked) return;
    const pos = order.indexOf(focusAsked.row);
    const col = shown.indexOf(focusAsked.col);
    if (pos >= 0 && col < 0) return;
    onFocusAsked();
    if (pos < 0) return;
    wantFocus.current = true;
    setActive({ pos, col: col + 1 });
  }, [focusAsked, order, shown, onFocusAsked]);

  const rangeExtractor = useCallback((range: Range) => {
    const shown = defaultRangeExtractor(range);
    return shown.includes(at.pos) || order.length === 0 ? shown : [...shown, at.pos].sort((a, b) => a - b);
  }, [at.pos, order.length]);
  const virtualizer = useVirtualizer({
    count: order.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN, rangeExtractor,
    observeElementRect: observeRectAfterLayout, initialRect: screenRect(), scrollToFn: scrollAfterMount,
  });
  const items = virtualizer.getVirtualItems();
  const slotsBefore = useRef(new Map<number, number>());
  const slots = assignSlots(slotsBefore.current, items.map((item) => item.index));
  useLayoutEffect(() => { slotsBefore.current = slots; });

  const activate = (next: GridPos) => {
    setActive(next);
    if (next.col > 0) onSelect({ row: order[next.pos], col: shown[next.col - 1] });
  };
  // One handler for every cell's click (and its "line N" button): the cell says where it is.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-pos]');
    if (!cell) return;
    activate({ pos: Number(cell.dataset.pos), col: Number(cell.dataset.col) });
    const line = target.closest<HTMLElement>('[data-line]');
    if (line) onGoToLine(Number(line.dataset.line));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // The keys of a cell only: Enter on a line button under a crawler's name is the button's.
    if (!(e.target as HTMLElement).closest('[data-pos]')) return;
    const lineKey = cellLineKey(e.key);
    if (lineKey && at.col > 0 && order.length > 0) {
      e.preventDefault();
      const line = cellWords(data, order[at.pos], shown[at.col - 1]).line;
      if (lineKey === 'show') activate(at);
      if (line > 0) (lineKey === 'show' ? onRevealLine : onGoToLine)(line);
      return;
    }
    const expect = expectationKey(e.key, e.ctrlKey || e.metaKey || e.altKey);
    if (expect !== undefined && order.length > 0) {
      e.preventDefault();
      onExpect({ row: order[at.pos], col: at.col > 0 ? shown[at.col - 1] : undefined }, expect);
      return;
    }
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const next = moveInGrid(e.key, e.ctrlKey || e.metaKey, at, { rows: order.length, cols, page });
    if (!next) return;
    e.preventDefault();
    wantFocus.current = true;
    activate(next);
  };
  // The active row is always drawn (rangeExtractor), so its cell is there to focus and reveal.
  useLayoutEffect(() => {
    if (!wantFocus.current || !scroller.current) return;
    wantFocus.current = false;
    const cell = scroller.current.querySelector<HTMLElement>(`[data-pos="${at.pos}"][data-col="${at.col}"]`);
    if (!cell) return;
    cell.focus({ preventScroll: true });
    revealCell(cell, scroller.current);
  });

  // The crawler columns out of sight on either side (newuser s19 §5: 4 of 6 shown, nothing said of
  // the others), said at the header's edges (the left one over the URL column's header end, never
  // over a column shown); measured as the grid scrolls or changes size.
  const [beyond, setBeyond] = useState({ left: 0, right: 0, url: 0, top: 0, end: 0, head: 0 });
  const measureBeyond = useCallback(() => {
    const grid = scroller.current;
    if (!grid) return;
    const box = grid.getBoundingClientRect();
    const url = grid.querySelector('.matrix-head .matrix-url')?.getBoundingClientRect().width ?? 0;
    const min = box.left + grid.clientLeft + url;
    const max = box.left + grid.clientLeft + grid.clientWidth;
    const { left, right } = columnsBeyond(crawlerHeads(grid).map((h) => h.getBoundingClientRect()), min, max);
    const next = { left, right, url: box.width - grid.clientLeft - url, top: grid.clientTop, end: box.width - grid.clientLeft - grid.clientWidth, head: grid.querySelector('.matrix-head')?.getBoundingClientRect().height ?? 0 };
    setBeyond((b) => (Object.keys(next).every((k) => b[k as keyof typeof b] === next[k as keyof typeof next]) ? b : next));
  }, []);
  // Measured after the browser's own layout, never in the commit: reading the boxes there laid out
  // everything just drawn inside the task that drew it (the worker's first answers at start, each
  // keystroke's verdicts after; issue 24 §3). A new observer per change of the columns or their
  // contents, made in the commit (which lays nothing out): its first report comes after the frame's
  // layout and before its paint, then whenever the grid changes size; the hints are drawn then
  // (flushSync), so no frame is painted with the count of the columns before.
  useLayoutEffect(() => {
    const grid = scroller.current;
    if (!grid || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      // The room left after the last column (revealColumn) goes once every column fits without it.
      const room = parseFloat(grid.style.getPropertyValue('--matrix-end')) || 0;
      if (room > 0 && grid.scrollWidth - room <= grid.clientWidth) grid.style.removeProperty('--matrix-end');
      flushSync(measureBeyond);
    });
    observer.observe(grid);
    return () => observer.disconnect();
  }, [measureBeyond, shown, data, facts]);
  useLayoutEffect(() => { scroller.current?.style.removeProperty('--matrix-end'); }, [shown.length]);
  const showBeyond = (side: 'left' | 'right') => {
    const grid = scroller.current;
    const heads = grid ? crawlerHeads(grid) : [];
    if (!grid || heads.length === 0) return;
    // All those on that side: the last column (the others before it, as many as fit), or the first.
    revealColumn(side === 'right' ? heads[heads.length - 1] : heads[0], grid);
  };

  // The URL column gives way on a narrow screen; the crawler columns scroll sideways under it.
  // The last track, empty, is the room revealColumn leaves after the last column (0 unless needed).
  const urlMin = `min(${URL_MIN}px, 42vw)`;
  const template = `minmax(${urlMin}, 2fr) repeat(${shown.length}, minmax(${CELL_MIN}px, 1fr)) var(--matrix-end, 0px)`;
  const minWidth = `calc(${urlMin} + ${CELL_MIN * shown.length}px + var(--matrix-end, 0px))`;
  const sortedCol = view.sort === 'verdict' || view.sort === 'line' ? view.sortColumn : -1;
  const ariaSort = view.descending ? 'descending' : 'ascending';
  return (
    <div className="matrix-grid-frame">
    <div
      ref={scroller}
      className="matrix-grid"
      role="grid"
      aria-label="Results"
      aria-rowcount={order.length + 1}
      aria-colcount={cols}
      aria-describedby="matrix-grid-keys"
      onKeyDown={onKeyDown}
      onClick={onClick}
      onScroll={measureBeyond}
      style={{ ['--matrix-columns' as string]: template, ['--matrix-min-width' as string]: minWidth }}
    >
      <div role="rowgroup" className="matrix-head">
        <div role="row" aria-rowindex={1} className="matrix-row">
          <div role="columnheader" aria-colindex={1} className="matrix-url" aria-sort={view.sort === 'url' ? ariaSort : undefined} title={urlCol.origin ?? undefined}>
            {urlCol.origin ? <>URL <span className="matrix-origin">on {urlCol.origin}</span></> : 'URL'}
          </div>
          {shown.map((j, k) => (
            <div role="columnheader" key={j} aria-colindex={k + 2} className="matrix-crawler" title={columnTitle(data.columns[j])} aria-sort={sortedCol === j ? ariaSort : undefined}>
              {columnName(data.columns[j])}
              {/* The leading space (collapsed on screen) keeps "Googlebot Crawl-delay: …" two words when read or copied. */}
              {facts.map((f) => f.words[j].length > 0 && (
                <span key={f.name} className="matrix-fact" data-column={f.name}>{` ${f.label}: `}<Words sentence={f.words[j]} onLine={onGoToLine} /></span>
              ))}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="matrix-body" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => (
          <MatrixRow
            key={slots.get(item.index)}
            data={data}
            shown={shown}
            urlCol={urlCol}
            row={order[item.index]}
            pos={item.index}
            top={item.start}
            activeCol={item.index === at.pos ? at.col : -1}
            selectedCol={selected && selected.row === order[item.index] ? selected.col : -1}
            checks={checks}
          />
        ))}
      </div>
    </div>
      {/* Outside the grid (a grid holds rows only); the keyboard reaches every column with the arrows, which scroll as these do. */}
      {(['left', 'right'] as const).map((side) => beyond[side] > 0 && (
        <button
          key={side} type="button" tabIndex={-1} aria-hidden="true" className={`matrix-beyond is-${side}`} data-testid={`columns-beyond-${side}`}
          style={side === 'left' ? { right: beyond.url, top: beyond.top, height: beyond.head } : { right: beyond.end, top: beyond.top, height: beyond.head }}
          // A press leaves focus (and the selected cell) where it was.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => showBeyond(side)}
        >
          {moreColumnsWords(beyond[side], side)}
        </button>
      ))}
    </div>
  );
});

interface RowProps {
  data: MatrixData;
  shown: readonly number[];
  urlCol: UrlColumn;
  row: number;
  pos: number;
  top: number;
  /** The roving tab stop's column in this row, or -1. */
  activeCol: number;
  selectedCol: number;
  checks: ReadonlyMap<number, ExpectationCheck>;
}

const MatrixRow = memo(function MatrixRow({ data, shown, urlCol, row, pos, top, activeCol, selectedCol, checks }: RowProps) {
  const url = data.urls[row];
  const path = urlCol.shown(url);
  const width = data.columns.length;
  return (
    <div role="row" aria-rowindex={pos + 2} className="matrix-row" style={{ transform: `translateY(${top}px)` }} data-testid="matrix-row">
      <div role="rowheader" aria-colindex={1} className="matrix-url" title={url} data-pos={pos} data-col={0} tabIndex={activeCol === 0 ? 0 : -1}>
        {/* The site is in the header; read aloud and copied, the row still says the whole URL. */}
        {path !== url && urlCol.origin && <span className="sr-inline">{url.slice(0, urlCol.origin.length)}</span>}
        {path}
      </div>
      {shown.map((j, k) => {
        const w = cellWords(data, row, j);
        const check = checks.size > 0 ? checks.get(row * width + j) : undefined;
        const none = data.noFile ? noFileWords(data.noFile.allowed) : w.noLine;
        const rule = <code className="cell-rule">{w.rule || (w.line === 0 ? none : '')}</code>;
        return (
          <div
            role="gridcell" key={j} aria-colindex={k + 2} aria-selected={selectedCol === j}
            className={`matrix-cell ${VERDICT_CLASS[w.verdict]}${check?.state === 'fails' ? ' has-failing-expectation' : ''}`}
            data-expect={check?.expectation.expect} data-pos={pos} data-col={k + 1} tabIndex={activeCol === k + 1 ? 0 : -1}
          >
            <span className="cell-head">
              <span className="cell-verdict">{w.word}</span>
              {/* A space, so the cell reads "Blocked line 2", not "Blockedline 2". */}
              {w.line > 0 && ' '}
              {w.line > 0 && (
                <button type="button" tabIndex={-1} className="cell-line" title={`Move the cursor to line ${w.line}`} data-line={w.line}>
                  {`line ${w.line}`}
                </button>
              )}
            </span>
            {/* The marks sit before the rule, which gives way (an ellipsis): beside the verdict and its line, six crawlers' columns at 1366 px cut them. */}
            {check || w.readings || w.assumed ? (
              <span className="cell-foot">
                {w.readings && <span className="cell-readings" title={w.readings}>{READINGS_DISAGREE}</span>}
                {/* The spaces keep "Blocked line 2 assumed Disallow: /x" words apart when read or copied; the flex gap spaces them on screen. */}
                {w.assumed && <>{' '}<span className="cell-assumed" title={ASSUMED_WORDS}>{ASSUMED_MARK}</span>{' '}</>}
                {check && <ExpectationBadge check={check} />}
                {rule}
              </span>
            ) : rule}
          </div>
        );
      })}
    </div>
  );
});
