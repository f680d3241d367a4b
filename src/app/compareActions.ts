/**
 * The ways a second version comes into the compare view (issue 9 §1): a copy of the document on
 * screen (to edit one side and see what the edit does), an empty side to paste into, a file, or
 * a kept version (the autosaved document a link or a restore replaced, another tab's, an earlier
 * visit's: state/autosave.ts).
 */
import { splitBreaks } from '../core/index.ts';
import { lineBreaks } from '../editor/lineBreaks.ts';
import { readVersion } from '../state/autosave.ts';
import { CAUSE_MAX_CHARS } from '../state/compareCauses.ts';
import { selectCompareOpen } from '../state/compare.ts';
import { showMessage } from '../state/store.ts';
import type { Compare } from './compare.ts';
import { readFile, type Files } from './files.ts';
import { writeClipboard } from './links.ts';
import type { Session } from './session.ts';
import { countText } from '../core/words/countText.ts';

export interface CompareActions {
  compareWithCopy(): void;
  compareWithEmpty(): void;
  compareWithFile(file: File): Promise<void>;
  compareWithKept(id: string): void;
  closeCompare(): void;
  /** Copies the comparison as a pull-request review in Markdown, and says so. */
  copyReview(): Promise<void>;
}

/** `files`: says what a file's bytes do, for the other version as for the document (Files reportEncoding). */
export function compareActions(compare: Compare, session: Session, files: Pick<Files, 'reportEncoding'>): CompareActions {
  /**
   * Focus for `view` once the comparison is drawn (React puts the merge view on the page at its
   * next draw), only if it opened and focus is still where the action found it or was dropped to
   * the page (the menu's button goes with the menu): the merge view's code may take seconds to
   * load, and keys the person typed elsewhere meanwhile must stay there, never go into a version.
   */
  const focusOnceOpen = (view: () => { focus(): void } | undefined) => {
    const from = document.activeElement;
    return () => requestAnimationFrame(() => {
      const now = document.activeElement;
      if (now !== from && now !== null && now !== document.body) return;
      view()?.focus();
    });
  };
  const opened = (focus: () => void) => () => { if (selectCompareOpen(compare.store.getState())) focus(); };
  const focusOther = () => opened(focusOnceOpen(() => compare.other()?.view));
  // This version, where its cursor was: the side an edit is read as new on. With focus left on the
  // page's start, the next Tab went into the other version on a wide screen, and an edit there
  // read as removed.
  const focusThis = () => opened(focusOnceOpen(() => session.view));
  return {
    compareWithCopy() {
      const { state } = session.view;
      void compare.open({ text: state.doc.toString(), breaks: lineBreaks(state) }, 'a copy of this version').then(focusThis());
    },
    compareWithEmpty() {
      void compare.open(splitBreaks(''), 'the version you paste').then(focusOther());
    },
    async compareWithFile(file) {
      const focus = focusThis();
      const loaded = await readFile(file, (text) => showMessage(session.store, 'error', text));
      if (!loaded) return;
      await compare.open(loaded, `“${file.name}”`);
      // A UTF-16 file, a byte order mark, bytes that are not UTF-8: said as File › Open file says them (walk23).
      files.reportEncoding(`“${file.name}”`, loaded);
      focus();
    },
    compareWithKept(id) {
      const saved = readVersion(id);
      if (!saved) {
        showMessage(session.store, 'error', 'That document is no longer stored (another tab may have discarded it). Nothing was changed.');
        return;
      }
      const name = saved.text.split(/\r\n|\r|\n/, 1)[0].trim() || 'an empty document';
      void compare.open(splitBreaks(saved.text), `the kept version “${name}”`).then(focusThis());
    },
    closeCompare() {
      const focus = focusOnceOpen(() => session.view);
      compare.close();
      focus();
    },
    async copyReview() {
      const markdown = await compare.review();
      if (markdown === null) {
        showMessage(session.store, 'info', `No review yet: both versions must be checked, and each under ${countText(CAUSE_MAX_CHARS)} characters.`);
        return;
      }
      if (await writeClipboard(markdown)) showMessage(session.store, 'info', `Copied the review as Markdown (${countText(markdown.length)} characters): paste it into the pull request.`);
      else showMessage(session.store, 'info', 'The browser did not let the page copy the review. Use robotscope review OLD NEW for the same text.');
    },
  };
}
