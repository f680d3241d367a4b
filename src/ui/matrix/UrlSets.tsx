/**
 * The URL sets (issue 25 §1): sitemaps (an index with its children, gzipped or not), text
 * sitemaps and crawl or Search Console exports, opened by the buttons here or dropped on the
 * page, read in a worker with its progress shown; a sitemap's hreflang alternates too when the
 * box says so (issue 25 §1, "hreflang alternates optionally"). Each set is listed with its kind and counts;
 * its box says whether the URL list (the grid) holds its URLs; an export's URL column can be
 * chosen; a ticked set's verdicts can be pinned as expectations; a set can be closed. A server
 * log's requests are URLs on the Host named in its field; an operator's IP-range file is listed
 * with the crawler it is for, chosen here when its name does not say.
 */
import { useRef, type ChangeEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { LOG_VIEW_WORDS } from '../../core/words/logWords.ts';
import { hostOrigin } from '../../core/siteOrigin.ts';
import { pinSetWords, URL_SET_KIND_WORDS } from '../../core/words/urlSetWords.ts';
import { openedFiles } from '../../app/droppedFiles.ts';
import { logHost, logHostFromSitemaps, type RobotsState, type UrlSetView } from '../../state/store.ts';
import { useRobots } from '../storeContext.ts';
import { usePage } from '../pageContext.ts';
import { countText } from '../../core/words/countText.ts';

const selectSets = (s: RobotsState) => s.sets;
const count = (n: number, word: string) => `${countText(n)} ${word}${n === 1 ? '' : 's'}`;

/** "sitemap index · 5 files · 660 URLs"; "server log · 23 requests · 4 bots · 4 lines not read" */
function setFacts(s: UrlSetView): string {
  if (s.log) return [URL_SET_KIND_WORDS.log, count(s.count, 'request'), count(s.log.bots, 'bot'), s.log.notRead > 0 ? `${count(s.log.notRead, 'line')} not read` : ''].filter(Boolean).join(' · ');
  return [URL_SET_KIND_WORDS[s.kind], s.files.length > 1 ? count(s.files.length, 'file') : '', count(s.count, 'URL')].filter(Boolean).join(' · ');
}

const selectHost = (s: RobotsState) => logHost(s);
const selectHasLog = (s: RobotsState) => s.sets.list.some((x) => x.kind === 'log');

/** The Host the logs' requests were made to (a log line names none). */
function HostField() {
  const { urlSets } = usePage();
  const host = useRobots(selectHost);
  const guessed = useRobots(logHostFromSitemaps);
  const origin = hostOrigin(host);
  return (
    <div className="url-sets-host">
      <label>{LOG_VIEW_WORDS.host} <input type="text" value={host} spellCheck={false} autoComplete="off" placeholder="www.example.com" aria-invalid={origin === null || undefined} onChange={(e) => urlSets.setHost(e.currentTarget.value)} /></label>
      {origin === null ? <span className="hint" role="alert">{LOG_VIEW_WORDS.hostBad(host)}</span> : origin === '' ? <span className="hint">{LOG_VIEW_WORDS.hostPaths}</span>
        : guessed ? <span className="hint">{LOG_VIEW_WORDS.hostFromSitemaps}</span> : null}
    </div>
  );
}

const selectRanges = (s: RobotsState) => s.sets.ranges;
const selectBots = (s: RobotsState) => s.sets.coverage?.logs?.bots.map((b) => b.crawler) ?? [];

/** The IP-range files, each with the crawler it is for. */
function RangeFiles() {
  const { urlSets } = usePage();
  const ranges = useRobots(selectRanges);
  const bots = useRobots(useShallow(selectBots));
  if (ranges.length === 0) return null;
  return (
    <ul className="url-set-list" aria-label="IP-range files">
      {ranges.map((r) => (
        <li key={r.id} className="url-set" data-testid="ranges-file">
          <span className="url-set-main">
            <label className="url-set-column">
              {LOG_VIEW_WORDS.ranges(r.name, r.prefixes)}{' '}
              <select value={r.crawlers[0] ?? ''} onChange={(e) => void urlSets.chooseRangesCrawler(r.id, e.currentTarget.value)}>
                {r.crawlers.length === 0 && <option value="">{LOG_VIEW_WORDS.rangesNone}</option>}
                {[...new Set([...r.crawlers, ...bots])].map((c) => <option key={c} value={c}>{c}</option>)}
              </select>
            </label>
          </span>
          <span className="url-set-actions">
            <button type="button" className="link-button" onClick={() => void urlSets.remove(r.id)} aria-label={`Close ${r.name}`}>Close</button>
          </span>
        </li>
      ))}
    </ul>
  );
}

function SetRow({ set, shown }: { set: UrlSetView; shown: readonly number[] }) {
  const { urlSets } = usePage();
  const inGrid = shown.includes(set.id);
  const toggle = () => void urlSets.show(inGrid ? shown.filter((id) => id !== set.id) : [...shown, set.id]);
  return (
    <li className="url-set" data-testid="url-set">
      {/* The name and facts wrap inside their part; the buttons stay together on the first line (a row never breaks between them). */}
      <span className="url-set-main">
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
      </span>
      <span className="url-set-actions">
        {inGrid && <button type="button" className="link-button" onClick={() => void urlSets.pin({ ids: [set.id] })} aria-label={pinSetWords(set.name)}>Pin verdicts</button>}
        <button type="button" className="link-button" onClick={() => void urlSets.remove(set.id)} aria-label={`Close ${set.name}`}>Close</button>
      </span>
    </li>
  );
}

export function UrlSets() {
  const { urlSets } = usePage();
  const { list, shown, reading, alternates } = useRobots(selectSets);
  const hasLog = useRobots(selectHasLog);
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
        {/* No accept list: a server log is often named without an extension (Apache's access_log); the worker knows files by what they hold. */}
        <input ref={files} type="file" multiple hidden onChange={onFiles} aria-label="Open sitemaps or exports" />
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
      {hasLog && <HostField />}
      {list.length > 0 && (
        <ul className="url-set-list" aria-label="URL sets">
          {list.map((s) => <SetRow key={s.id} set={s} shown={shown} />)}
        </ul>
      )}
      <RangeFiles />
    </div>
  );
}
