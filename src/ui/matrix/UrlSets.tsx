/**
 * The URL sets (issue 25 §1): sitemaps (an index with its children, gzipped or not), text
 * sitemaps and crawl or Search Console exports, opened by the buttons here or dropped on the
 * page, read in a worker with its progress shown; a sitemap's hreflang alternates too when the
 * box says so (issue 25 §1, "hreflang alternates optionally"). Each set is listed with its kind and counts;
 * its box says whether the URL list (the grid) holds its URLs; an export's URL column can be
 * chosen; a ticked set's verdicts can be pinned as expectations; a set can be closed.
 */
import { useRef, type ChangeEvent } from 'react';
import { pinSetWords, URL_SET_KIND_WORDS } from '../../core/words/urlSetWords.ts';
import { openedFiles } from '../../app/droppedFiles.ts';
import type { RobotsState, UrlSetView } from '../../state/store.ts';
import { useRobots } from '../storeContext.ts';
import { usePage } from '../pageContext.ts';

const selectSets = (s: RobotsState) => s.sets;
const count = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/** "sitemap index · 5 files · 660 URLs" */
function setFacts(s: UrlSetView): string {
  return [URL_SET_KIND_WORDS[s.kind], s.files.length > 1 ? count(s.files.length, 'file') : '', count(s.count, 'URL')].filter(Boolean).join(' · ');
}

function SetRow({ set, shown }: { set: UrlSetView; shown: readonly number[] }) {
  const { urlSets } = usePage();
  const inGrid = shown.includes(set.id);
  const toggle = () => void urlSets.show(inGrid ? shown.filter((id) => id !== set.id) : [...shown, set.id]);
  return (
    <li className="url-set" data-testid="url-set">
      <label className="url-set-name">
        <input type="checkbox" checked={inGrid} onChange={toggle} aria-describedby={`url-set-${set.id}`} />
        <span>{set.name}</span>
      </label>
      <span className="url-set-facts" id={`url-set-${set.id}`}>{setFacts(set)}</span>
      {set.kind === 'csv' && set.columns.length > 0 && (
        <label className="url-set-column">
          URL column{' '}
          <select value={set.urlColumn >= 0 ? set.columns[set.urlColumn] : ''} onChange={(e) => void urlSets.chooseColumn(set.id, e.currentTarget.value)}>
            {set.urlColumn < 0 && <option value="">Choose…</option>}
            {set.columns.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
      )}
      {inGrid && <button type="button" className="link-button" onClick={() => void urlSets.pin({ ids: [set.id] })} aria-label={pinSetWords(set.name)}>Pin verdicts</button>}
      <button type="button" className="link-button" onClick={() => void urlSets.remove(set.id)} aria-label={`Close ${set.name}`}>Close</button>
    </li>
  );
}

export function UrlSets() {
  const { urlSets } = usePage();
  const { list, shown, reading, alternates } = useRobots(selectSets);
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const opened = openedFiles(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    void urlSets.open(opened);
  };
  return (
    <div className="url-sets">
      <div className="url-sets-head">
        <button type="button" className="link-button" onClick={() => files.current?.click()}>Open sitemaps or exports…</button>
        <button type="button" className="link-button" onClick={() => folder.current?.click()}>Open a folder…</button>
        <input ref={files} type="file" multiple hidden accept=".xml,.gz,.txt,.csv,.tsv,application/xml,text/xml,text/csv,application/gzip" onChange={onFiles} aria-label="Open sitemaps or exports" />
        <input ref={folder} type="file" hidden {...{ webkitdirectory: '' }} onChange={onFiles} aria-label="Open a folder of sitemaps" />
        <label className="url-sets-alternates">
          <input type="checkbox" checked={alternates} onChange={(e) => urlSets.includeAlternates(e.currentTarget.checked)} />
          {' '}With hreflang alternates
        </label>
      </div>
      <p className="url-sets-status" aria-live="polite">
        {reading !== null ? `Reading the files… ${Math.floor(reading * 100)}%`
          : list.length > 0 ? `${count(list.length, 'URL set')}, ${count(list.reduce((n, s) => n + s.count, 0), 'URL')}; the grid tests those ticked.` : ''}
      </p>
      {list.length > 0 && (
        <ul className="url-set-list" aria-label="URL sets">
          {list.map((s) => <SetRow key={s.id} set={s} shown={shown} />)}
        </ul>
      )}
    </div>
  );
}
