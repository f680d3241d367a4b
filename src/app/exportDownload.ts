/**
 * An Export menu item chosen (ui/matrix/ExportMenu.tsx; loaded when the menu first opens, not in
 * the page's start): the file made of the rows the grid shows (state/exports.ts) and saved.
 * With URL sets shown it carries their own columns (walk20 §6), asked of the sets worker, which
 * may first finish other work (their coverage): a note says the file is being prepared, and the
 * page stays usable meanwhile (review21 M1). If the worker cannot give the columns, the file is
 * still saved — its verdicts are what the person asked for and are complete — and a warning says
 * plainly which sets' columns it lacks and why, rather than a file silently missing them or no
 * file at all.
 */
import { EXPORT_WORDS } from '../core/words/exportWords.ts';
import type { SetColumns } from '../core/index.ts';
import { exportFile, exportFileName, type ExportFormat } from '../state/exports.ts';
import type { MatrixData } from '../state/matrix.ts';
import { dismissMessage, showMessage, type RobotsStore } from '../state/store.ts';
import { saveFile } from './download.ts';
import type { UrlSets } from './urlSets.ts';

/** Milliseconds an export may wait on the sets' columns before a note says it is being prepared. */
export const PREPARING_NOTE_MS = 200;

export type Save = (parts: BlobPart[], name: string, type: string) => void;

/** Makes the `format` file of `rows` and saves it (`save`: the browser's download, a fake in tests). */
export async function downloadExport(store: RobotsStore, urlSets: Pick<UrlSets, 'setColumns'>, format: ExportFormat, data: MatrixData, rows: Int32Array, save: Save = saveFile): Promise<void> {
  const meta = () => ({ fileName: store.getState().doc.fileName, profile: store.getState().inputs.profile, rows });
  const { list, shown } = store.getState().sets;
  // The sets shown that have columns of their own (an export's other headers): what a file without them would lack.
  const withColumns = list.filter((s) => shown.includes(s.id) && s.columns.some((_, i) => i !== s.urlColumn));
  // Said only once the wait shows (a worker that is free answers in milliseconds: no flicker).
  let waiting: number | null = null;
  const note = shown.length > 0 ? setTimeout(() => { waiting = showMessage(store, 'info', EXPORT_WORDS.preparing(exportFileName(format, meta()))); }, PREPARING_NOTE_MS) : undefined;
  let sets: SetColumns | null = null;
  let failed: string | null = null;
  try {
    const asked = await urlSets.setColumns();
    if ('failed' in asked) failed = asked.failed;
    else sets = asked.columns;
  } catch (e) {
    failed = e instanceof Error ? e.message : String(e);
  } finally {
    clearTimeout(note);
    if (waiting !== null) dismissMessage(store, waiting);
  }
  const file = exportFile(format, data, { ...meta(), ...(sets && { sets }) });
  save(file.parts, file.name, file.type);
  if (failed !== null && withColumns.length > 0) {
    const columns = withColumns.flatMap((s) => s.columns.filter((_, i) => i !== s.urlColumn));
    showMessage(store, 'warning', EXPORT_WORDS.withoutColumns(file.name, withColumns.map((s) => s.name), columns, failed));
  }
}
