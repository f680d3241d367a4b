/**
 * The File menu (issue 24 §2): every way a document comes in or goes out, in one place: New,
 * Open file, Example, Download, Copy link, and Fetch, which shows a field for the site beside
 * the menu. New, Example and Open file replace the text undoably and keep the person's work
 * (app/replace.ts).
 */
import { useRef, useState } from 'react';
import { selectCopied, selectLinkSuiteTooBig, selectLinkTooBig } from '../state/store.ts';
import { FileInput } from './FileButton.tsx';
import { FetchField } from './FetchField.tsx';
import { MenuButton, type MenuItem } from './MenuButton.tsx';
import { usePage } from './pageContext.ts';
import { useRobots } from './storeContext.ts';

export function FileMenu() {
  const page = usePage();
  const copied = useRobots(selectCopied);
  const tooBig = useRobots(selectLinkTooBig);
  const suiteTooBig = useRobots(selectLinkSuiteTooBig) !== null;
  const input = useRef<HTMLInputElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [fetching, setFetching] = useState(false);
  // Shown, or focused again when it already is (the menu gave focus back to its button).
  const showFetch = () => {
    setFetching(true);
    requestAnimationFrame(() => menu.current?.querySelector<HTMLInputElement>('.fetch-site input')?.focus());
  };
  const items: MenuItem[] = [
    { label: 'New', onSelect: page.newDocument },
    { label: 'Open file…', onSelect: () => input.current?.click() },
    { label: 'Example', onSelect: page.openExample },
    { label: 'Download', onSelect: page.files.download },
    { label: 'Copy link', onSelect: () => void page.links.copyLink() },
    { label: 'Fetch a site’s robots.txt…', onSelect: showFetch },
  ];
  return (
    <div className="file-actions" ref={menu}>
      <MenuButton label="File" items={items} />
      <FileInput inputRef={input} inputLabel="robots.txt file" testId="file-input" onFile={(file) => void page.files.openFile(file)} />
      {fetching && (
        <FetchField
          files={page.files}
          urlSets={page.urlSets}
          onClose={() => {
            setFetching(false);
            menu.current?.querySelector<HTMLButtonElement>('.menu-button')?.focus();
          }}
        />
      )}
      <span className="copied" aria-live="polite">{copied ? 'Copied' : ''}</span>
      {suiteTooBig ? (
        <span id="link-too-big" className="toolbar-note">Test suite too big for a link: use Save suite</span>
      ) : tooBig && (
        <span id="link-too-big" className="toolbar-note">Too big for a link: use Download</span>
      )}
    </div>
  );
}
