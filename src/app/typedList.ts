/**
 * The person's URL list under the URL sets' (tester3 F10, review15 §7.8): the ticked sets' URLs
 * go in the URL list, and a list the person had there (typed, pasted, edited) is never replaced
 * silently: a message says so, with Undo, and unticking every set brings it back. A list that
 * differs from the text the sets last put there is the person's.
 */
import { TYPED_URLS_WORDS } from '../core/words/urlSetWords.ts';
import { dismissMessage, patchedInputs, showMessage, type RobotsStore } from '../state/store.ts';

export interface TypedList {
  /** The ticked sets' URLs go in the URL list; a list of the person's they replace is kept, with its message. */
  put(text: string): void;
  /** No set is ticked: the list the sets replaced comes back; one the person edited since stays. */
  none(): void;
  /** Whether a list of the person's waits to be given back. */
  waiting(): boolean;
}

export function createTypedList(store: RobotsStore): TypedList {
  /** The text the sets last put in the URL list: a list that differs is the person's. */
  let put: string | null = null;
  /** The person's list the sets' URLs replaced, and the message saying so. */
  let typed: { text: string; message: number } | null = null;
  const setUrls = (urls: string) => store.setState((s) => ({ inputs: patchedInputs(s.inputs, { urls }) }));
  /** The URL list holds a list of the person's (not the sets' last, not empty). */
  const theirs = (current: string) => current !== put && current.trim() !== '';

  function keep(text: string): void {
    if (typed) dismissMessage(store, typed.message);
    const n = text.split('\n').filter((line) => line.trim() !== '').length;
    typed = { text, message: showMessage(store, 'info', TYPED_URLS_WORDS.replaced(n), { label: TYPED_URLS_WORDS.undo, run: giveBack }) };
  }

  /** The person's list back in the URL list, every set unticked. */
  function giveBack(): void {
    if (!typed) return;
    const { text, message } = typed;
    [typed, put] = [null, null];
    dismissMessage(store, message);
    store.setState((s) => ({ sets: { ...s.sets, shown: [] } }));
    setUrls(text);
  }

  return {
    put(text) {
      const current = store.getState().inputs.urls;
      if (theirs(current) && current !== text) keep(current);
      put = text;
      setUrls(text);
    },
    none() {
      const current = store.getState().inputs.urls;
      if (theirs(current)) return;
      if (typed) giveBack();
      else setUrls('');
    },
    waiting: () => typed !== null,
  };
}
