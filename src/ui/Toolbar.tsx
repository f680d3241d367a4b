/** Open file, Download, Copy link: the ways a document comes in and goes out. */
import { useState } from 'react';
import { selectCopied, selectLinkSuiteTooBig, selectLinkTooBig } from '../state/store.ts';
import { FileButton } from './FileButton.tsx';
import { fetchSite } from '../app/fetchSite.ts';
import { usePage } from './pageContext.ts';
import { useRobots, useSessionStore } from './storeContext.ts';

export function Toolbar() {
  const page = usePage();
  const store = useSessionStore();
  const copied = useRobots(selectCopied);
  const tooBig = useRobots(selectLinkTooBig);
  const suiteTooBig = useRobots(selectLinkSuiteTooBig) !== null;
  const [site, setSite] = useState('');
  const [fetching, setFetching] = useState(false);
  return (
    <div className="toolbar" role="toolbar" aria-label="File">
      <FileButton label="Open file" inputLabel="robots.txt file" testId="file-input" onFile={(file) => void page.files.openFile(file)} />
      <button type="button" onClick={page.files.download}>Download</button>
      <button type="button" onClick={() => void page.links.copyLink()} aria-describedby={tooBig || suiteTooBig ? 'link-too-big' : undefined}>
        Copy link
      </button>
      <span className="copied" aria-live="polite">{copied ? 'Copied' : ''}</span>
      <form
        className="fetch-site"
        onSubmit={(e) => {
          e.preventDefault();
          if (site.trim() === '' || fetching) return;
          setFetching(true);
          void fetchSite(store, site, page.files).finally(() => setFetching(false));
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
        />
        <button type="submit" disabled={fetching}>{fetching ? 'Fetching…' : 'Fetch'}</button>
      </form>
      {suiteTooBig ? (
        <span id="link-too-big" className="toolbar-note">Test suite too big for a link: use Save suite</span>
      ) : tooBig && (
        <span id="link-too-big" className="toolbar-note">Too big for a link: use Download</span>
      )}
    </div>
  );
}
