/**
 * The grid's search over the URL sets' other columns (issue 25 §1: an export's status,
 * indexability, "Why pages aren't indexed" are kept "as attributes the grid can show and filter
 * on"): the URLs whose set row holds the search text, asked of the sets worker a moment after the
 * last key, and used only while they answer this very text and these sets.
 */
import { useEffect, useState } from 'react';
import type { RobotsState } from '../../state/store.ts';
import { usePage } from '../pageContext.ts';
import { useRobots } from '../storeContext.ts';

/** Milliseconds after the last key before the sets are searched: one search per word typed, not per key. */
const SETTLE_MS = 150;

const selectShown = (s: RobotsState) => s.sets.shown;

export function useColumnHits(search: string): ReadonlySet<string> | undefined {
  const { urlSets } = usePage();
  const shown = useRobots(selectShown);
  const [hits, setHits] = useState<{ search: string; shown: readonly number[]; urls: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    if (shown.length === 0 || search.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => void urlSets.columnMatches(search).then((urls) => live && setHits({ search, shown, urls: new Set(urls) })), SETTLE_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [urlSets, search, shown]);
  return hits?.search === search && hits.shown === shown ? hits.urls : undefined;
}
