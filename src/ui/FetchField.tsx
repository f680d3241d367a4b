/**
 * The site to fetch a robots.txt from, shown by File › Fetch (issue 24 §2). It stays open for
 * another try after a fetch; Escape or Close puts it away and focus back on the File menu.
 */
import { useState } from 'react';
import type { Files } from '../app/files.ts';
import type { UrlSets } from '../app/urlSets.ts';
import { showMessage } from '../state/store.ts';
import { useSessionStore } from './storeContext.ts';
import { notLoadedWords } from '../core/words/loadWords.ts';

interface Props {
  files: Pick<Files, 'openFile'>;
  /** Where the fetched file's sitemaps open, when the person asks. */
  urlSets: Pick<UrlSets, 'open'>;
  onClose(): void;
}

export function FetchField({ files, urlSets, onClose }: Props) {
  const store = useSessionStore();
  const [site, setSite] = useState('');
  const [fetching, setFetching] = useState(false);
  return (
    <form
      className="fetch-site"
      onSubmit={(e) => {
        e.preventDefault();
        if (site.trim() === '' || fetching) return;
        setFetching(true);
        // The fetch's code (app/fetchSite.ts, its answer's reader and words) loads on the first
        // fetch: a first visit does not fetch (issue 24 §3).
        void import('../app/fetchSite.ts')
          .then(({ fetchSite }) => fetchSite(store, site, files, urlSets), (e: unknown) => showMessage(store, 'error', notLoadedWords('fetch', e)))
          .finally(() => setFetching(false));
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <input
        type="text"
        value={site}
        onChange={(e) => setSite(e.currentTarget.value)}
        placeholder="example.com"
        aria-label="Site whose robots.txt to fetch"
        spellCheck={false}
        autoComplete="url"
        autoFocus
      />
      <button type="submit" disabled={fetching}>{fetching ? 'Fetching…' : 'Fetch'}</button>
      <button type="button" className="fetch-close" aria-label="Hide the site field" onClick={onClose}>×</button>
    </form>
  );
}
