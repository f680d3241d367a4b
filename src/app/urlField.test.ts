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
import { flaggedField, isFlagged } from '../editor/urlList.ts';
import { FLAGGED_SENT } from '../worker/listProtocol.ts';
import { initialState, patchedInputs, type RobotsState } from '../state/store.ts';
import { bareView } from './bareView.test-helper.ts';
import { createUrlField } from './urlField.ts';

const microtask = () => new Promise<void>((r) => queueMicrotask(r));

/** The worker's reading of `text` in the store, as app/listRows.ts puts it there. */
function readByWorker(store: ReturnType<typeof setup>['store'], text: string): void {
  const { site, urls, flagged, duplicates } = readUrlList(text);
  // As the worker answers (worker/urlLists.ts): the first FLAGGED_SENT with why, every one's number.
  const list = { of: text, origin: '', site, tested: urls.length, flagged: flagged.slice(0, FLAGGED_SENT), flaggedLines: Int32Array.from(flagged, (f) => f.line), duplicates, progress: null };
  store.setState((s) => ({ results: { ...s.results, list } }));
}

/** A field whose view finds the page's window (an EventTarget) from its DOM, as the page's does. */
function onWindow() {
  const store = createStore<RobotsState>()(() => initialState());
  const win = new EventTarget();
  const field = createUrlField(store, (state) => {
    const v = bareView(state).view;
    Object.assign(v.dom, { ownerDocument: { defaultView: win } });
    return v;
  });
  const setUrls = (text: string) => store.setState((s) => ({ inputs: patchedInputs(s.inputs, { urls: text }) }));
  return { store, field, win, setUrls };
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

  it('starts the history at the person\'s first key or press when nothing called historyFromNow (review23 L5: a page without bootState kept every later list out of it)', () => {
    const { store, field, win, setUrls } = onWindow();
    // Set before the person did anything: the page's own start-up, not undone.
    setUrls('/start-up');
    undo(field.view);
    expect(store.getState().inputs.urls).toBe('/start-up');
    win.dispatchEvent(new Event('pointerdown'));
    // A list opened afterwards is undoable, historyFromNow never called.
    setUrls('/from-a-file');
    undo(field.view);
    expect(store.getState().inputs.urls).toBe('/start-up');
    field.dispose();
  });

  it('while the page boots, a click on its frame does not start the history: only historyFromNow does (review24 L1)', () => {
    const { store, field, win, setUrls } = onWindow();
    field.historyAfterBoot();
    win.dispatchEvent(new Event('pointerdown'));
    setUrls('/booted');
    undo(field.view);
    expect(store.getState().inputs.urls).toBe('/booted');
    field.historyFromNow();
    setUrls('/from-a-file');
    undo(field.view);
    expect(store.getState().inputs.urls).toBe('/booted');
    field.dispose();
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
    expect([...flagged.lines]).toEqual([2, 3]);
    expect(flagged.why(3, '#frag')).toMatch(/only a fragment/);
    const attrs = () => Object.assign({}, ...view.state.facet(EditorView.contentAttributes).filter((a) => typeof a === 'object'));
    expect(attrs()['aria-invalid']).toBe('true');
    setUrls('/a\n/b');
    readByWorker(store, '/a\n/b');
    await microtask();
    expect(view.state.field(flaggedField).lines).toHaveLength(0);
    expect(attrs()['aria-invalid']).toBeUndefined();
  });

  it('marks nothing from a reading of an older text: its lines may have moved', async () => {
    const { store, view } = setup('/a');
    view.dispatch({ changes: { from: 0, insert: 'oops\n' } });
    readByWorker(store, '/a\nnot a url');
    await microtask();
    expect(view.state.field(flaggedField).lines).toHaveLength(0);
    readByWorker(store, 'oops\n/a');
    await microtask();
    expect([...view.state.field(flaggedField).lines]).toEqual([1]);
  });

  it('marks every line not tested, with its reason, past the first ones the worker gives with why', async () => {
    // A robots.txt opened as the list (912,437 such lines took 4.5 s to take in when each came with its text and why),
    // and, far down, a URL of another site than the list's usual one.
    const text = ['https://a.example/1', 'https://a.example/2', ...Array.from({ length: FLAGGED_SENT + 10 }, (_, i) => `Disallow: /p${i}`), 'https://b.example/x'].join('\n');
    const { store, view } = setup(text);
    readByWorker(store, text);
    await microtask();
    const whole = readUrlList(text).flagged;
    expect(store.getState().results.list.flagged).toHaveLength(FLAGGED_SENT);
    const flagged = view.state.field(flaggedField);
    expect([...flagged.lines]).toEqual(whole.map((f) => f.line));
    for (const f of [whole[0], whole[FLAGGED_SENT + 3], whole[whole.length - 1]]) {
      expect(isFlagged(flagged, f.line)).toBe(true);
      expect(flagged.why(f.line, view.state.doc.line(f.line).text)).toBe(f.why);
    }
    expect(whole[whole.length - 1].why).toMatch(/another site \(https:\/\/b\.example\)/);
    expect(isFlagged(flagged, 1)).toBe(false);
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
