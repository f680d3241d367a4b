/**
 * How a comparison starts (issue 9 §1): with a copy of this version (edit one side and see what
 * the edit does), with an empty side to paste the other version into, or with a file. A kept
 * version is compared from the kept documents' list. Several versions at once give a timeline of
 * the selected cell's verdict (TimelinePanel). A disclosure of plain buttons: reachable and
 * named for the keyboard and screen readers with nothing of our own.
 */
import { useRef } from 'react';
import { useStore } from 'zustand';
import { selectCompareOpen } from '../../state/compare.ts';
import { FileButton } from '../FileButton.tsx';
import { usePage } from '../pageContext.ts';
import { useDismiss } from '../useDismiss.ts';

export function CompareMenu() {
  const page = usePage();
  const open = useStore(page.compare.store, selectCompareOpen);
  const menu = useRef<HTMLDetailsElement>(null);
  const done = () => { if (menu.current) menu.current.open = false; };
  // As the File and View menus close (useDismiss): Escape (focus back on "Compare…") and focus
  // going elsewhere, a click on the page included. Not while the window itself lost focus: the
  // file chooser of "With a file…" is open then.
  const dismiss = useDismiss(() => !!menu.current?.open, (refocus) => {
    done();
    if (refocus) menu.current?.querySelector('summary')?.focus();
  }, { keepWhileWindowBlurred: true });
  if (open) {
    return <button type="button" className="compare-toggle" onClick={page.closeCompare}>Close compare</button>;
  }
  return (
    <details className="compare-menu" ref={menu} {...dismiss}>
      <summary>Compare…</summary>
      <div className="compare-menu-list">
        <button type="button" onClick={() => { page.compareWithCopy(); done(); }}>With a copy of this version</button>
        <button type="button" onClick={() => { page.compareWithEmpty(); done(); }}>With a version you paste</button>
        <FileButton
          label="With a file…" inputLabel="The other version's file" testId="compare-file-input"
          onFile={(file) => void page.compareWithFile(file).then(done)}
        />
        <FileButton
          label="Several versions (timeline)…" inputLabel="Versions of the robots.txt (several files)" testId="timeline-files-input" multiple
          onFiles={(files) => void page.timeline.open(files).then(done)}
        />
      </div>
    </details>
  );
}
