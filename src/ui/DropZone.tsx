/**
 * A file dragged anywhere over the page shows where to drop it; dropped anywhere, it opens as
 * Open file does. Only drags that carry files count (dragging text inside the editor does not).
 */
import { useEffect, useState } from 'react';
import { usePage } from './pageContext.ts';

const carriesFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;

export function DropZone() {
  const { files } = usePage();
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
      const file = e.dataTransfer?.files[0];
      if (file) void files.openFile(file);
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
  }, [files]);
  if (!shown) return null;
  return (
    <div className="drop-zone" data-testid="drop-zone" aria-hidden="true">
      <p>Drop a robots.txt to open it</p>
    </div>
  );
}
