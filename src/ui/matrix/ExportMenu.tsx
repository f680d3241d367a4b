/**
 * The **Export** button (issue 11 §4): a menu of CSV (long and wide), JSON and a Markdown report
 * of the matrix, each downloaded as a file made in the page (state/exports.ts), of the rows the
 * grid shows in its order (issue 24 §2): each item says which, "all 9,583 URLs" or "12 of 9,583
 * URLs". A menu button as the WAI-ARIA Authoring Practices describe it: Enter, Space or
 * ArrowDown opens it on the first item, ArrowUp on the last; arrows, Home and End move; Escape
 * closes it and gives focus back.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ExportFormat } from '../../state/exports.ts';
import type { MatrixData } from '../../state/matrix.ts';
import { countText } from '../../state/matrixView.ts';
import { selectProfile, type RobotsStore } from '../../state/store.ts';
import { saveFile } from '../../app/download.ts';
import { useRobots, useSessionStore } from '../storeContext.ts';

const ITEMS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV, long (one row per URL × crawler)' },
  { format: 'csv-wide', label: 'CSV, wide (one row per URL, a column per crawler)' },
  { format: 'json', label: 'JSON (one record per URL × crawler)' },
  { format: 'markdown', label: 'Markdown report' },
];

/**
 * The exports' code, loaded when the menu first opens (issue 24 §3: not part of the page's
 * start); by the time an item is chosen it is there.
 */
let exportsModule: Promise<typeof import('../../state/exports.ts')> | null = null;
const loadExports = () => (exportsModule ??= import('../../state/exports.ts'));

async function download(store: RobotsStore, format: ExportFormat, data: MatrixData, rows: Int32Array): Promise<void> {
  const { exportFile } = await loadExports();
  const { doc, inputs } = store.getState();
  const file = exportFile(format, data, { fileName: doc.fileName, profile: inputs.profile, rows });
  saveFile(file.parts, file.name, file.type);
}

/** Which URLs the files hold: "all 9,583 URLs", or "12 of 9,583 URLs" when the grid filters them. */
export function shownNote(shown: number, total: number): string {
  return shown === total ? `all ${countText(total)} ${total === 1 ? 'URL' : 'URLs'}` : `${countText(shown)} of ${countText(total)} URLs`;
}

interface Props {
  /** The matrix on screen, or null. */
  data: MatrixData | null;
  /** The rows the grid shows, in its order (indexes into data.urls). */
  rows: Int32Array;
}

export function ExportMenu({ data, rows }: Props) {
  const store = useSessionStore();
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
  const empty = data === null || data.verdict.length === 0;
  const note = data ? shownNote(rows.length, data.urls.length) : '';
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
                if (data) void download(store, item.format, data, rows);
                close(true);
              }}
            >
              {item.label}
              <span className="menu-note">{` ${note}`}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
