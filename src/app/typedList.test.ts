import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { initialState, patchedInputs, type RobotsState } from '../state/store.ts';
import { createTypedList } from './typedList.ts';

const TYPED = '/my/first\n\n/my/hand/typed';
const SETS = '/s1/0\n/s1/1';
const REPLACED = 'The 2 URLs the URL list held were replaced by the URLs of the ticked sets: Undo, or untick every set, to test them again.';

/** A store whose URL list holds `urls`, one set ticked. */
const storeWith = (urls: string) => createStore<RobotsState>()(() => ({ ...initialState(), inputs: { ...initialState().inputs, urls }, sets: { ...initialState().sets, shown: [1] } }));
const urls = (store: ReturnType<typeof storeWith>) => store.getState().inputs.urls;
const texts = (store: ReturnType<typeof storeWith>) => store.getState().ui.messages.map((m) => m.text);
/** The person types over the URL list (app/urlField.ts writes each change to the store). */
const edit = (store: ReturnType<typeof storeWith>, text: string) => store.setState((s) => ({ inputs: patchedInputs(s.inputs, { urls: text }) }));
const undo = (store: ReturnType<typeof storeWith>) => store.getState().ui.messages[0].actions[0].run();

describe('the person’s URL list under the sets’ (typedList)', () => {
  it('keeps the list the sets replace with a message, and its Undo puts it back with every set unticked', () => {
    const store = storeWith(TYPED);
    const list = createTypedList(store);
    list.put(SETS);
    expect(urls(store)).toBe(SETS);
    expect(texts(store)).toEqual([REPLACED]);
    expect(list.waiting()).toBe(true);
    undo(store);
    expect(urls(store)).toBe(TYPED);
    expect(store.getState().sets.shown).toEqual([]);
    expect(texts(store)).toEqual([]);
    expect(list.waiting()).toBe(false);
  });

  it('says nothing when the list was empty or the sets’ own, and no set ticked empties what the sets put', () => {
    const store = storeWith('  \n');
    const list = createTypedList(store);
    list.put(SETS);
    list.put('/s2/0');
    expect(texts(store)).toEqual([]);
    list.none();
    expect(urls(store)).toBe('');
  });

  it('no set ticked gives the list back; one ticked again replaces it once more, one message at a time', () => {
    const store = storeWith(TYPED);
    const list = createTypedList(store);
    list.put(SETS);
    list.none();
    expect(urls(store)).toBe(TYPED);
    expect(texts(store)).toEqual([]);
    list.put(SETS);
    list.put('/s2/0');
    expect(texts(store)).toEqual([REPLACED]);
  });

  it('keeps the list replaced in the store while its message shows; an edit of the list drops both (review15 §7.3)', () => {
    const store = storeWith(TYPED);
    const list = createTypedList(store);
    list.put(SETS);
    expect(store.getState().sets.replaced).toBe(TYPED);
    edit(store, `${SETS}\n/mine`);
    expect(store.getState().sets.replaced).toBeNull();
    expect(texts(store)).toEqual([]);
    list.none();
    expect(urls(store)).toBe(`${SETS}\n/mine`);
  });

  it('says the list again when a saved version brings it back (a reload), and Undo gives it back', () => {
    const store = storeWith(SETS);
    store.setState((s) => ({ sets: { ...s.sets, shown: [], replaced: TYPED } }));
    createTypedList(store);
    expect(texts(store)).toEqual(['The 2 URLs the URL list held were replaced by the URLs of URL sets: Undo to test them again.']);
    undo(store);
    expect(urls(store)).toBe(TYPED);
    expect(store.getState().sets.replaced).toBeNull();
    expect(texts(store)).toEqual([]);
  });

  it('follows a saved version put on screen: its list replaced is said, and one without takes the message away', () => {
    const store = storeWith(TYPED);
    const list = createTypedList(store);
    list.put(SETS);
    // As app/savedDocument.ts applySaved does: the URL list, then the list it replaced.
    edit(store, '/other/sets');
    store.setState((s) => ({ sets: { ...s.sets, replaced: '/other/typed' } }));
    expect(texts(store)).toEqual(['The 1 URL the URL list held was replaced by the URLs of URL sets: Undo to test it again.']);
    edit(store, '/plain');
    store.setState((s) => ({ sets: { ...s.sets, replaced: null } }));
    expect(texts(store)).toEqual([]);
    expect(urls(store)).toBe('/plain');
  });
});
