/**
 * The verdict diff's list (issue 9 §1): the changes grouped by kind under a counted heading, each
 * with the deciding rule on both sides. A listbox (APG "Listbox", focus stays on the list and
 * aria-activedescendant names the active change), virtualised with @tanstack/react-virtual like
 * the grid: 100,000 changes cost as many elements as a screenful. The active change is always
 * rendered, so the id the list points at exists. Selecting a change marks its rule in both editors,
 * and the lines of its cause (the groups switched between, the rule removed or added); a click on a
 * cause's heading selects its first change.
 */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { VerdictComparison } from '../../state/compare.ts';
import { sideWords, VERDICT_CLASS } from '../matrix/cellWords.ts';
import { CHANGE_HEADINGS } from '../../state/compareCauses.ts';
import { changeWords, rowAt, rowOf } from './changeWords.ts';
import { codeSpans } from './codeSpans.tsx';
import { READINGS_DISAGREE, sideDoubtWords } from '../../core/index.ts';

const ROW_HEIGHT = 44;

interface Props {
  verdicts: VerdictComparison;
  selected: number;
  onSelect(pos: number): void;
}

const optionId = (pos: number) => `compare-change-${pos}`;

/**
 * The grid's mark of a side in doubt, its sentence on hover (the option's label says it in full);
 * before the side's words, as in the grid's cell, so that a long rule's ellipsis never hides it.
 */
function doubtMark(version: 'old' | 'new', readings: string): ReactNode {
  if (!readings) return null;
  return <><span className="cell-readings" title={sideDoubtWords(version, readings)}>{READINGS_DISAGREE}</span>{' '}</>;
}

/** The cause a change is listed under, for a screen reader (headings are not options). */
function headingOf(groups: VerdictComparison['groups'], pos: number): string | undefined {
  return groups.find((g) => pos >= g.start && pos < g.start + g.count)?.title;
}

export function VerdictChanges({ verdicts, selected, onSelect }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const groups = verdicts.groups;
  const total = verdicts.order.length;
  const rows = total + groups.length;
  const activeRow = selected >= 0 ? rowOf(groups, selected) : -1;
  const rangeExtractor = useCallback((range: Range) => {
    const shown = defaultRangeExtractor(range);
    return activeRow < 0 || shown.includes(activeRow) ? shown : [...shown, activeRow].sort((a, b) => a - b);
  }, [activeRow]);
  const virtualizer = useVirtualizer({ count: rows, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8, rangeExtractor });

  const move = (pos: number) => {
    const next = Math.max(0, Math.min(total - 1, pos));
    onSelect(next);
    virtualizer.scrollToIndex(rowOf(groups, next), { align: 'auto' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (total === 0) return;
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT * 8) / ROW_HEIGHT) - 1);
    const at = selected < 0 ? -1 : selected;
    const to: Record<string, number> = {
      ArrowDown: at + 1, ArrowUp: at < 0 ? 0 : at - 1, Home: 0, End: total - 1, PageDown: at + page, PageUp: at - page,
    };
    if (!(e.key in to)) return;
    e.preventDefault();
    move(to[e.key]);
  };

  return (
    <div
      ref={scroller}
      className="compare-changes"
      role="listbox"
      tabIndex={0}
      aria-label="Verdicts that change"
      aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
      aria-describedby="compare-keys"
      onKeyDown={onKeyDown}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const at = rowAt(groups, item.index);
          const style = { transform: `translateY(${item.start}px)`, height: ROW_HEIGHT };
          if ('heading' in at) {
            return (
              // A click on a cause selects its first change, which marks the cause's lines on both sides; the keyboard reaches it with the arrows.
              <div key={item.key} className="compare-heading" style={style} aria-hidden="true" title={at.heading.title} onClick={() => { if (at.heading.count > 0) onSelect(at.heading.start); scroller.current?.focus({ preventScroll: true }); }}>
                <span className="compare-cause">{codeSpans(at.heading.titleParts)}</span>
                <span className="compare-cause-counts">{at.heading.detail}</span>
              </div>
            );
          }
          const w = changeWords(verdicts, at.pos);
          return (
            <div
              key={item.key}
              id={optionId(at.pos)}
              role="option"
              aria-selected={at.pos === selected}
              aria-setsize={total}
              aria-posinset={at.pos + 1}
              aria-label={`${CHANGE_HEADINGS[w.kind]}: ${w.sentence}`}
              aria-description={headingOf(groups, at.pos)}
              className={at.pos === selected ? 'compare-change is-selected' : 'compare-change'}
              style={style}
              onClick={() => { onSelect(at.pos); scroller.current?.focus({ preventScroll: true }); }}
            >
              <span className="compare-who"><span className="compare-crawler">{w.crawler}</span> <span className="compare-url">{w.url}</span></span>
              <span className="compare-sides">
                <span className={`compare-side ${VERDICT_CLASS[w.before.verdict]}`}>{doubtMark('old', w.before.readings)}{sideWords(w.before)}</span>
                <span className="compare-arrow" aria-hidden="true">→</span>
                <span className={`compare-side ${VERDICT_CLASS[w.after.verdict]}`}>{doubtMark('new', w.after.readings)}{sideWords(w.after)}</span>
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
