/** Open file, Download, Copy link: the ways a document comes in and goes out. */
import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { selectCopied, selectLinkTooBig, store } from '../state/store.ts';
import { downloadDocument, openFile } from './files.ts';
import { fetchSite } from './fetchSite.ts';
import { copyLink } from './share.ts';

export function Toolbar() {
  const input = useRef<HTMLInputElement>(null);
  const copied = useStore(store, selectCopied);
  const tooBig = useStore(store, selectLinkTooBig);
  const [site, setSite] = useState('');
  const [fetching, setFetching] = useState(false);
  return (
    <div className="toolbar" role="toolbar" aria-label="File">
      <button type="button" onClick={() => input.current?.click()}>Open file</button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="robots.txt file"
        data-testid="file-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = ''; // opening the same file again must fire again
          if (file) void openFile(file);
        }}
      />
      <button type="button" onClick={downloadDocument}>Download</button>
      <button type="button" onClick={() => void copyLink()} aria-describedby={tooBig ? 'link-too-big' : undefined}>
        Copy link
      </button>
      <span className="copied" aria-live="polite">{copied ? 'Copied' : ''}</span>
      <form
        className="fetch-site"
        onSubmit={(e) => {
          e.preventDefault();
          if (site.trim() === '' || fetching) return;
          setFetching(true);
          void fetchSite(site).finally(() => setFetching(false));
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
      {tooBig && (
        <span id="link-too-big" className="toolbar-note">Too big for a link: use Download</span>
      )}
    </div>
  );
}
