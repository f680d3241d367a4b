/**
 * The person's URL list under the URL sets' (tester3 F10, review15 §7.8): the ticked sets' URLs
 * go in the URL list, and a list the person had there (typed, pasted, edited) is never replaced
 * silently: a message says so, with Undo, and unticking every set brings it back. A list that
 * differs from the text the sets last put there is the person's.
 *
 * The list replaced is the store's `sets.replaced` while its message shows, so the autosave keeps
 * it and a reload brings it back with its message (review15 §7.3). Once the person edits the URL
 * list, the message goes and the list replaced with it: Undo would put the old list over their
 * edits, without a word (the URL field's own undo still steps back through both).
 */
import { TYPED_URLS_WORDS } from '../core/words/urlSetWords.ts';
import { dismissMessage, patchedInputs, setSets, showMessage, type RobotsState, type RobotsStore } from '../state/store.ts';

export interface TypedList {
  /** The ticked sets' URLs go in the URL list; a list of the person's they replace is kept, with its message. */
  put(text: string): void;
  /** No set is ticked: the list the sets replaced comes back; one the person edited since stays. */
  none(): void;
  /** Whether a list of the person's waits to be given back. */
  waiting(): boolean;
}

const countUrls = (text: string) => text.split('\n').filter((line) => line.trim() !== '').length;

export function createTypedList(store: RobotsStore): TypedList {
  /** The text the sets last put in the URL list: a list that differs is the person's. */
  let put: string | null = null;
  /** The message saying the person's list was replaced, with its Undo; null when none shows. */
  let message: number | null = null;
  const replaced = () => store.getState().sets.replaced;
  const setReplaced = (text: string | null) => setSets(store, { replaced: text });
  const setUrls = (urls: string) => store.setState((s) => ({ inputs: patchedInputs(s.inputs, { urls }) }));
  /** The URL list holds a list of the person's (not the sets' last, not empty). */
  const theirs = (current: string) => current !== put && current.trim() !== '';

  /** Says `text` was replaced; `sets`: by the sets ticked now, else by sets ticked before (a version brought back). */
  function say(text: string, sets: boolean): void {
    if (message !== null) dismissMessage(store, message);
    const words = sets ? TYPED_URLS_WORDS.replaced : TYPED_URLS_WORDS.replacedBefore;
    message = showMessage(store, 'info', words(countUrls(text)), { label: TYPED_URLS_WORDS.undo, run: giveBack });
  }

  function drop(): void {
    if (message !== null) dismissMessage(store, message);
    message = null;
    if (replaced() !== null) setReplaced(null);
  }

  /** The person's list back in the URL list, every set unticked. */
  function giveBack(): void {
    const text = replaced();
    if (text === null) return;
    put = null;
    drop();
    setSets(store, { shown: [] });
    setUrls(text);
  }

  /** A list replaced that no message says yet came with a saved version (a reload): its message comes back. */
  function follow(s: RobotsState, prev: RobotsState | null): void {
    if (prev && s.sets.replaced === prev.sets.replaced && s.inputs.urls === prev.inputs.urls) return;
    // The person changed the list since it was replaced (typed, pasted, a row removed).
    const edited = prev !== null && s.sets.replaced === prev.sets.replaced && s.inputs.urls !== put;
    if (s.sets.replaced === null || edited) drop();
    else if (message === null) {
      put = s.inputs.urls;
      say(s.sets.replaced, false);
    }
  }
  store.subscribe(follow);
  follow(store.getState(), null);

  return {
    put(text) {
      const current = store.getState().inputs.urls;
      if (theirs(current) && current !== text) {
        say(current, true);
        setReplaced(current);
      }
      put = text;
      setUrls(text);
    },
    none() {
      if (theirs(store.getState().inputs.urls)) return;
      if (replaced() !== null) giveBack();
      else setUrls('');
    },
    waiting: () => replaced() !== null,
  };
}
