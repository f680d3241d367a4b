/**
 * The **Export** menu (issue 11 §4): CSV (long and wide), JSON and a Markdown report of the
 * matrix, each downloaded as a file made in the page (state/exports.ts), of the rows the grid
 * shows in its order (issue 24 §2): each item says which, "all 9,583 URLs" or "12 of 9,583 URLs".
 * With URL sets shown, the files carry the sets' own columns (walk20 §6: a crawl export's
 * Indexability ...), asked of the sets worker when an item is chosen.
 * A menu button (MenuButton.tsx).
 */
import type { ExportFormat } from '../../state/exports.ts';
import type { MatrixData } from '../../state/matrix.ts';
import { selectProfile } from '../../state/store.ts';
import { useRobots, useSessionStore } from '../storeContext.ts';
import { usePage } from '../pageContext.ts';
import { MenuButton } from '../MenuButton.tsx';
import { countText } from '../../core/words/countText.ts';

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
let exportsModule: Promise<typeof import('../../app/exportDownload.ts')> | null = null;
const loadExports = () => (exportsModule ??= import('../../app/exportDownload.ts'));

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
  const { urlSets } = usePage();
  useRobots(selectProfile);
  const empty = data === null || data.verdict.length === 0;
  const note = data ? shownNote(rows.length, data.urls.length) : '';
  return (
    <MenuButton
      label="Export" className="export-menu" disabled={empty} onOpen={() => void loadExports()}
      title={empty ? 'Nothing to export yet: test some URLs first' : undefined}
      items={ITEMS.map((item) => ({ label: item.label, note, onSelect: () => { if (data) void loadExports().then((m) => m.downloadExport(store, urlSets, item.format, data, rows)); } }))}
    />
  );
}
