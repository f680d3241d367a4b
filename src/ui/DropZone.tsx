/**
 * A file dragged anywhere over the page shows where to drop it; dropped anywhere, it opens as
 * Open file does, unless it is URL sets (app/droppedFiles.ts: sitemaps, exports, several files
 * or a folder, or anything dropped on the URL area), which are read as the URL sets' button
 * reads them. Only drags that carry files count (dragging text inside the editor does not).
 */
import { useEffect, useState } from 'react';
import { droppedFiles, dropIsUrlSets } from '../app/droppedFiles.ts';
import { usePage } from './pageContext.ts';

/** The URL area: the URL list and its sets (ui/matrix/UrlListField.tsx). */
export const URL_DROP_AREA = 'urls';

const carriesFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;

export function DropZone() {
  const { files, urlSets } = usePage();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let depth = 0; // dragenter/dragleave fire for every element crossed
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth++;
      setShown(true);
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setShown(false);
    };
    const over = (e: DragEvent) => { if (carriesFiles(e)) e.preventDefault(); };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.stopPropagation(); // the editor's own drop handler would open it a second time
      depth = 0;
      setShown(false);
      const data = e.dataTransfer;
      if (!data || data.files.length === 0) return;
      const onUrlArea = e.target instanceof Element && e.target.closest(`[data-drop="${URL_DROP_AREA}"]`) !== null;
      const dropped = droppedFiles(data);
      if (dropIsUrlSets([...data.files].map((f) => f.name), onUrlArea, dropped.folder)) void dropped.files.then((f) => urlSets.open(f));
      else void files.openFile(data.files[0]);
    };
    addEventListener('dragenter', enter);
    addEventListener('dragleave', leave);
    addEventListener('dragover', over);
    addEventListener('drop', drop, true);
    return () => {
      removeEventListener('dragenter', enter);
      removeEventListener('dragleave', leave);
      removeEventListener('dragover', over);
      removeEventListener('drop', drop, true);
    };
  }, [files, urlSets]);
  if (!shown) return null;
  return (
    <div className="drop-zone" data-testid="drop-zone" aria-hidden="true">
      <p>Drop a robots.txt to open it, or sitemaps, crawl exports (CSV) and server logs to test their URLs</p>
    </div>
  );
}
