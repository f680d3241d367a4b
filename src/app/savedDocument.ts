/**
 * A saved version (the autosave's, a kept document's) back on screen: its document with the
 * encoding reported again as when it was opened, its test suite, the grid's view and its compare view.
 */
import { isReadingChoice } from '../core/index.ts';
import type { Saved } from '../state/autosave.ts';
import { loadText } from '../state/document.ts';
import { DEFAULT_VIEW } from '../state/matrixView.ts';
import { openView, setCrawlers, setExpectationList, setInputs, setSets } from '../state/store.ts';
import type { CompareHooks } from './compareHooks.ts';
import type { Files } from './files.ts';
import type { Session } from './session.ts';

export interface SavedParts {
  session: Pick<Session, 'load' | 'store'>;
  files: Pick<Files, 'reportEncoding'>;
  compare?: Pick<CompareHooks, 'restore'>;
}

export function applySaved({ session, files, compare }: SavedParts, saved: Saved): void {
  const loaded = loadText(saved.text);
  session.load(loaded, { fileName: saved.fileName ?? 'robots.txt', bodyCut: saved.bodyCut === true });
  files.reportEncoding('The restored document', loaded);
  setInputs(session.store, { agent: saved.agent, urls: saved.urls, origin: saved.origin ?? '', profile: isReadingChoice(saved.profile) ? saved.profile : 'documented' });
  // After the URL list it replaced: its message (with Undo) comes back with it (app/typedList.ts).
  setSets(session.store, { replaced: saved.replaced ?? null });
  // A save from before the crawler chips named one crawler: it comes back as the one chip.
  setCrawlers(session.store, saved.crawlers ?? [saved.agent]);
  setExpectationList(session.store, saved.expectations ?? []);
  // A save from before the view was kept (or of the default view) shows every row in list order.
  openView(session.store, saved.view ?? DEFAULT_VIEW);
  compare?.restore(saved.compare ?? null);
}
