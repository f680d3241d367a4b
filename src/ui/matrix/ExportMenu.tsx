/**
 * The **Export** button (issue 11 §4): a menu of CSV, JSON and a Markdown report of the matrix,
 * each downloaded as a file made in the page (state/exports.ts). A menu button as the WAI-ARIA
 * Authoring Practices describe it: Enter, Space or ArrowDown opens it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes it and gives focus back.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ExportFormat } from '../../state/exports.ts';
import { selectMatrix, selectProfile, type RobotsStore } from '../../state/store.ts';
import { saveFile } from '../../app/download.ts';
import { useRobots, useSessionStore } from '../storeContext.ts';

const ITEMS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV (one row per URL × crawler)' },
  { format: 'json', label: 'JSON (one record per URL × crawler)' },
  { format: 'markdown', label: 'Markdown report' },
];

/**
 * The exports' code, loaded when the menu first opens (issue 24 §3: not part of the page's
 * start); by the time an item is chosen it is there.
 */
let exportsModule: Promise<typeof import('../../state/exports.ts')> | null = null;
const loadExports = () => (exportsModule ??= import('../../state/exports.ts'));

async function download(store: RobotsStore, format: ExportFormat): Promise<void> {
  const { exportFile } = await loadExports();
  const { results, doc, inputs } = store.getState();
  if (!results.matrix) return;
  const file = exportFile(format, results.matrix, { fileName: doc.fileName, profile: inputs.profile });
  saveFile(file.parts, file.name, file.type);
}

export function ExportMenu() {
  const store = useSessionStore();
  const matrix = useRobots(selectMatrix);
  useRobots(selectProfile);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const focusItem = (i: number) => items.current[(i + ITEMS.length) % ITEMS.length]?.focus();
  const openAt = (i: number) => {
    void loadExports();
    setOpen(true);
    requestAnimationFrame(() => focusItem(i));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent, i: number) => {
    const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: ITEMS.length - 1 };
    if (e.key in moves) focusItem(moves[e.key]);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') setOpen(false);
    else return;
    e.preventDefault();
  };
  const empty = matrix === null || matrix.verdict.length === 0;
  return (
    <div
      className="export-menu"
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false); }}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="export-menu-list"
        disabled={empty}
        title={empty ? 'Nothing to export yet: test some URLs first' : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            openAt(e.key === 'ArrowDown' ? 0 : ITEMS.length - 1);
          } else if (e.key === 'Escape' && open) {
            // Escape before the menu took focus (it does so a frame after opening) closes it too.
            e.preventDefault();
            close(true);
          }
        }}
      >
        Export
      </button>
      {open && (
        <div id="export-menu-list" role="menu" aria-label="Export" className="export-menu-list">
          {ITEMS.map((item, i) => (
            <button
              key={item.format}
              ref={(el) => { items.current[i] = el; }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onKeyDown={(e) => onMenuKey(e, i)}
              onClick={() => {
                void download(store, item.format);
                close(true);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
