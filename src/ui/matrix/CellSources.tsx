/**
 * Where the selected cell's URL came from (issue 25 §1: every URL keeps its source): while URL
 * sets are ticked, the set, file and line that hold it, and an export row's other columns
 * (status, indexability), asked of the sets worker when the cell is selected. A URL in several
 * places is listed at each; one no ticked set holds was typed into the URL list.
 */
import { useEffect, useState } from 'react';
import { URL_SOURCE_WORDS } from '../../core/words/urlSetWords.ts';
import type { RobotsState, UrlSourceView } from '../../state/store.ts';
import { usePage } from '../pageContext.ts';
import { useRobots } from '../storeContext.ts';

/** Places listed at most; the rest are counted. */
const LISTED = 5;

const selectShown = (s: RobotsState) => s.sets.shown;

export function CellSources({ url }: { url: string }) {
  const { urlSets } = usePage();
  const shown = useRobots(selectShown);
  const [found, setFound] = useState<{ url: string; sources: readonly UrlSourceView[]; count: number } | null>(null);
  useEffect(() => {
    if (shown.length === 0) return;
    let live = true;
    void urlSets.sources(url, LISTED).then((f) => live && setFound({ url, ...f }));
    return () => { live = false; };
  }, [urlSets, url, shown]);
  if (shown.length === 0 || found?.url !== url) return null;
  return (
    <>
      <dt>{URL_SOURCE_WORDS.label}</dt>
      <dd data-testid="cell-sources">
        {found.count === 0 ? URL_SOURCE_WORDS.none : (
          <ul className="cell-sources">
            {found.sources.map((s, i) => {
              const columns = URL_SOURCE_WORDS.attributes(s);
              return <li key={i}>{URL_SOURCE_WORDS.source(s)}{columns && <span className="hint"> · {columns}</span>}</li>;
            })}
            {found.count > found.sources.length && <li className="hint">{URL_SOURCE_WORDS.more(found.count - found.sources.length)}</li>}
          </ul>
        )}
      </dd>
    </>
  );
}
