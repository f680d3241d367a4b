/**
 * The URL list's controller with a bare view (an EditorState that applies each dispatch and
 * runs the update listeners, as session.test.ts does): the store and the view stay equal both
 * ways, a list set from elsewhere is one undoable change, and the untested lines are marked.
 */
import { undo } from '@codemirror/commands';
import type { Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { readUrlList } from '../core/urlList.ts';
import { flaggedField } from '../editor/urlList.ts';
import { initialState, patchedInputs, type RobotsState } from '../state/store.ts';
import { bareView } from './bareView.test-helper.ts';
import { createUrlField } from './urlField.ts';

const microtask = () => new Promise<void>((r) => queueMicrotask(r));

/** The worker's reading of `text` in the store, as app/listRows.ts puts it there. */
function readByWorker(store: ReturnType<typeof setup>['store'], text: string): void {
  const { site, urls, flagged, duplicates } = readUrlList(text);
  store.setState((s) => ({ results: { ...s.results, list: { of: text, origin: '', site, tested: urls.length, flagged, duplicates, progress: null } } }));
}

function setup(urls: string) {
  const store = createStore<RobotsState>()(() => initialState());
  store.setState((s) => ({ inputs: { ...s.inputs, urls } }));
  let log: Transaction[] = [];
  const field = createUrlField(store, (state) => {
    const v = bareView(state);
    log = v.log;
    return v.view;
  });
  const setUrls = (text: string) => store.setState((s) => ({ inputs: patchedInputs(s.inputs, { urls: text }) }));
  return { store, field, view: field.view, log: () => log, setUrls };
}

describe('the URL list editor', () => {
  it('starts with the store’s list, and what is typed is the store’s list at once (a new inputs version)', () => {
    const { store, view } = setup('/a');
    expect(view.state.doc.toString()).toBe('/a');
    const version = store.getState().inputs.version;
    view.dispatch({ changes: { from: 2, insert: '\n/b' } });
    expect(store.getState().inputs.urls).toBe('/a\n/b');
    expect(store.getState().inputs.version).toBe(version + 1);
  });

  it('takes the list the page starts with as no change of the person\'s: Ctrl+Z in the field does not take it away', () => {
    const { store, field, view, setUrls } = setup('/');
    // The store's default ("/"), then the example's list or the autosave's, set as the page starts.
    setUrls('https://example.com/private/x\n/search');
    field.historyFromNow();
    undo(view);
    expect(view.state.doc.toString()).toBe('https://example.com/private/x\n/search');
    expect(store.getState().inputs.urls).toBe('https://example.com/private/x\n/search');
    // A list opened afterwards is the person's change: Ctrl+Z brings the start-up list back.
    setUrls('/from-a-file');
    undo(view);
    expect(store.getState().inputs.urls).toBe('https://example.com/private/x\n/search');
  });

  it('takes a list set elsewhere (a file, a link) as one change, which Ctrl+Z undoes, and does not echo its own writes', () => {
    const { store, field, view, log, setUrls } = setup('/a');
    field.historyFromNow();
    view.dispatch({ changes: { from: 2, insert: '\n/b' } });
    const changes = log().filter((t) => t.docChanged).length;
    expect(changes).toBe(1);
    setUrls('https://example.com/x\nhttps://example.com/y');
    expect(view.state.doc.toString()).toBe('https://example.com/x\nhttps://example.com/y');
    expect(store.getState().inputs.urls).toBe('https://example.com/x\nhttps://example.com/y');
    expect(log().filter((t) => t.docChanged)).toHaveLength(2);
    undo(view);
    expect(view.state.doc.toString()).toBe('/a\n/b');
    expect(store.getState().inputs.urls).toBe('/a\n/b');
  });

  it('marks the lines that are not tested, with the reason, and the field is invalid while any is', async () => {
    const { store, view, setUrls } = setup('/a\nnot a url\n#frag');
    readByWorker(store, '/a\nnot a url\n#frag');
    await microtask();
    const flagged = view.state.field(flaggedField);
    expect([...flagged.keys()]).toEqual([2, 3]);
    expect(flagged.get(3)).toMatch(/only a fragment/);
    const attrs = () => Object.assign({}, ...view.state.facet(EditorView.contentAttributes).filter((a) => typeof a === 'object'));
    expect(attrs()['aria-invalid']).toBe('true');
    setUrls('/a\n/b');
    readByWorker(store, '/a\n/b');
    await microtask();
    expect(view.state.field(flaggedField).size).toBe(0);
    expect(attrs()['aria-invalid']).toBeUndefined();
  });

  it('marks nothing from a reading of an older text: its lines may have moved', async () => {
    const { store, view } = setup('/a');
    view.dispatch({ changes: { from: 0, insert: 'oops\n' } });
    readByWorker(store, '/a\nnot a url');
    await microtask();
    expect(view.state.field(flaggedField).size).toBe(0);
    readByWorker(store, 'oops\n/a');
    await microtask();
    expect([...view.state.field(flaggedField).keys()]).toEqual([1]);
  });

  it('writes the view\'s exact text to the store after any edits, from a list given with \\r\\n or \\r too', () => {
    const edit = fc.record({ at: fc.nat(), cut: fc.nat({ max: 6 }), insert: fc.stringMatching(/^[a/\r\n ]{0,6}$/) });
    fc.assert(fc.property(fc.constantFrom('/a\n/b', '/a\r\n/b\r/c', ''), fc.array(fc.array(edit, { minLength: 1, maxLength: 3 }), { maxLength: 12 }), (start, steps) => {
      const { store, view, setUrls } = setup('');
      setUrls(start);
      for (const step of steps) {
        // Several changes in one transaction, as a multi-cursor edit makes, in the text's offsets.
        const len = view.state.doc.length;
        const changes = step.map((e) => ({ from: Math.min(e.at, len), to: Math.min(e.at + e.cut, len), insert: e.insert }))
          .sort((a, b) => a.from - b.from).filter((c, i, all) => i === 0 || c.from >= all[i - 1].to);
        const before = view.state.doc;
        view.dispatch({ changes });
        if (view.state.doc !== before) expect(store.getState().inputs.urls).toBe(view.state.doc.toString());
      }
    }));
  });

  it('selects a flagged line from its button', () => {
    const { field, view } = setup('/a\nnot a url');
    field.selectLine(2);
    const { from, to } = view.state.selection.main;
    expect(view.state.sliceDoc(from, to)).toBe('not a url');
    field.selectLine(9);
    expect(view.state.sliceDoc(view.state.selection.main.from, view.state.selection.main.to)).toBe('not a url');
  });
});
