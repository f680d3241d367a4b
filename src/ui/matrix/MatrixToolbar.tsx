/**
 * Above the grid: one summary line per crawler, the filters (with how many rows each keeps),
 * the sort and the text search.
 */
import { memo } from 'react';
import type { MatrixData } from '../../state/matrix.ts';
import { columnName, PROFILE_COMPARE_CELLS } from '../../state/matrix.ts';
import {
  FILTER_NAMES, summarySentence, type ColumnSummary, type MatrixFilter, type MatrixSort, type MatrixViewOptions,
} from '../../state/matrixView.ts';
import { selectLinkSearchLeftOut, type RobotsState } from '../../state/store.ts';
import { LINK_VIEW_WORDS } from '../../state/linkViewWords.ts';
import { useRobots } from '../storeContext.ts';
import { countText } from '../../core/words/countText.ts';
import { FILTER_TITLES, FILTER_WORDS } from '../../state/filterWords.ts';

/**
 * Each filter keeps rows, so its count is of URLs; said so where the header beside it counts
 * something else ("3 of 4 expectations fail": expectations, while the filter keeps the 2 URLs they are on).
 */
const COUNT_WORDS: Partial<Record<MatrixFilter, (n: number) => string>> = {
  'expectations-fail': (n) => `on ${countText(n)} ${n === 1 ? 'URL' : 'URLs'}`,
};

const NOT_COMPARED = `The other profiles are compared at once only for smaller tests (up to ${countText(PROFILE_COMPARE_CELLS)} URL × crawler cells): choose this to compare them for every cell (each check then takes longer).`;

/**
 * One summary per crawler (issue 24 §2), each a toggle button that filters the grid to the URLs
 * that crawler is blocked from (MatrixViewOptions.blockedFor), on top of the filter and search:
 * one crawler at a time, pressed again to show every URL again.
 */
export const Summaries = memo(function Summaries({ data, summaries, blockedFor, onChange }: {
  data: MatrixData; summaries: ColumnSummary[]; blockedFor: string | null; onChange(patch: Partial<MatrixViewOptions>): void;
}) {
  return (
    <ul className="matrix-summaries" aria-label="Summary per crawler">
      {data.columns.map((c, j) => {
        const on = blockedFor === c.name;
        const name = columnName(c);
        return (
          <li key={j} className={summaries[j].blocked > 0 ? 'has-blocked' : ''}>
            <button
              type="button" className="summary-chip" aria-pressed={on}
              title={on ? 'Show every URL again' : `Show only the URLs ${name} is blocked from`}
              onClick={() => onChange({ blockedFor: on ? null : c.name })}
            >
              {summarySentence(name, summaries[j])}
            </button>
          </li>
        );
      })}
    </ul>
  );
});

interface ToolbarProps {
  data: MatrixData;
  view: MatrixViewOptions;
  counts: Record<MatrixFilter, number>;
  /** Whether any expectation is set: the "Expectations fail" filter is offered only then (or while chosen). */
  expectations: boolean;
  onChange(patch: Partial<MatrixViewOptions>): void;
  /** Asks for the other profiles' answers on a matrix past the controller's limit. */
  onCompareProfiles(): void;
}

/** "Expectations fail" only with expectations set; "Readings disagree" only where another reading is asked for a crawler's answer (MatrixData.lenientLine). */
function offered(f: MatrixFilter, data: MatrixData, expectations: boolean): boolean {
  if (f === 'expectations-fail') return expectations;
  if (f === 'readings-disagree') return data.lenientLine !== undefined && data.lenientLine.length > 0;
  return true;
}

/** `verdict:2` <-> { sort: 'verdict', sortColumn: 2 } for the one sort select. */
const sortValue = (v: MatrixViewOptions) => (v.sort === 'verdict' || v.sort === 'line' ? `${v.sort}:${v.sortColumn}` : v.sort);

/** Whether a URL set shown has columns besides its URLs (an export): the search reads them too (useColumnHits). */
const selectSearchesColumns = (s: RobotsState) => s.sets.list.some((l) => l.columns.length > 1 && s.sets.shown.includes(l.id));

export const MatrixToolbar = memo(function MatrixToolbar({ data, view, counts, expectations, onChange, onCompareProfiles }: ToolbarProps) {
  const searchesColumns = useRobots(selectSearchesColumns);
  // What the link (the address bar's, Copy link's) leaves out of the view: the search, too long for one.
  const searchLeftOut = useRobots(selectLinkSearchLeftOut);
  const onSort = (value: string) => {
    const [sort, col] = value.split(':');
    onChange({ sort: sort as MatrixSort, sortColumn: col === undefined ? view.sortColumn : Number(col) });
  };
  return (
    <div className="matrix-toolbar">
      <fieldset className="matrix-filters">
        <legend className="sr-only">Show</legend>
        {FILTER_NAMES.filter((f) => offered(f, data, expectations) || view.filter === f).map((f) => {
          // The other profiles are asked at once only for small matrices (the controller's limit):
          // an empty column is "not compared", never "no disagreement"; choosing it asks for them.
          const off = f === 'profiles-disagree' && data.profilesDisagree.length !== data.verdict.length;
          const waiting = off && view.filter === f;
          return (
            <label key={f} className={`filter-pill${view.filter === f ? ' is-on' : ''}${off ? ' is-off' : ''}`} title={off ? NOT_COMPARED : FILTER_TITLES[f]}>
              <input
                type="radio" name="matrix-filter" value={f} checked={view.filter === f}
                onChange={() => {
                  if (off) onCompareProfiles();
                  onChange({ filter: f });
                }}
              />
              {FILTER_WORDS[f]} <span className="filter-count">{waiting ? 'comparing…' : off ? 'not compared' : (COUNT_WORDS[f] ?? countText)(counts[f])}</span>
            </label>
          );
        })}
      </fieldset>
      <div className="matrix-order">
        <select aria-label="Sort rows by" value={sortValue(view)} onChange={(e) => onSort(e.currentTarget.value)}>
          <option value="list">List order</option>
          <option value="url">URL</option>
          {data.columns.map((c, j) => <option key={`v${j}`} value={`verdict:${j}`}>{`Verdict for ${columnName(c)}`}</option>)}
          {data.columns.map((c, j) => <option key={`l${j}`} value={`line:${j}`}>{`Deciding line for ${columnName(c)}`}</option>)}
        </select>
        <label className="reverse">
          <input type="checkbox" checked={view.descending} onChange={(e) => onChange({ descending: e.currentTarget.checked })} />
          Reverse
        </label>
        <input
          type="search" className="matrix-search" aria-label="Search URLs and rules" placeholder={searchesColumns ? 'Search URLs, rules and set columns' : 'Search URLs and rules'}
          value={view.search} onChange={(e) => onChange({ search: e.currentTarget.value })} aria-describedby={searchLeftOut !== null ? 'search-link-note' : undefined}
        />
      </div>
      {searchLeftOut !== null && <p id="search-link-note" className="hint search-link-note">{LINK_VIEW_WORDS.searchLeftOut(searchLeftOut)}</p>}
    </div>
  );
});
