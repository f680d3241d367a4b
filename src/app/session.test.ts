/**
 * The controller with a fake worker (spawn injected, as client.test.ts does) and a fake view:
 * a bare EditorState that applies each dispatch and calls the state's update listeners, so the
 * session's own listener runs as it does in a real EditorView. No DOM.
 */
import { forEachDiagnostic } from '@codemirror/lint';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { plainBreaks, splitBreaks } from '../core/index.ts';
import { setWinningRule } from '../editor/decorations.ts';
import { buildDoc } from '../editor/buildDoc.ts';
import { brokenExpectations } from '../editor/expectationMarks.ts';
import { forEachFileDiagnostic } from '../editor/lint.ts';
import { createEditorState } from '../editor/setup.ts';
import { PROFILE_COMPARE_CELLS } from '../state/matrix.ts';
import { initialState, type RobotsState } from '../state/store.ts';
import { RobotsClient } from '../worker/client.ts';
import type { Spawn } from '../worker/clientTransport.ts';
import { createDocuments } from '../worker/documents.ts';
import type { WorkerRequest, WorkerResponse } from '../worker/protocol.ts';
import { bareView } from './bareView.test-helper.ts';
import { createSession } from './session.ts';

function fakeView(doc = '') {
  const { view, log } = bareView(createEditorState(doc, 'google', { onDropFile() {} }, plainBreaks(doc)));
  return { view, log, type: (text: string) => view.dispatch({ changes: { from: view.state.doc.length, insert: text } }) };
}

/** A worker that holds requests until `answer()`, then runs them through the real worker code. */
function fakeWorker() {
  const sent: WorkerRequest[] = [];
  let deliver: (msg: WorkerResponse) => void = () => {};
  const docs = createDocuments(() => 0);
  const spawn: Spawn = (onMessage) => {
    deliver = onMessage;
    return { post: (r) => sent.push(r), terminate() {} };
  };
  const answer = () => {
    for (const r of sent.splice(0)) { const a = docs.handle(r); if (a) deliver(a.response); }
  };
  return { spawn, sent, answer };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function setup(doc = 'User-agent: *\nDisallow: /private\n') {
  const store = createStore<RobotsState>()(() => initialState());
  store.setState((s) => ({ inputs: { ...s.inputs, urls: '/private/x\n/public\nnot a url', crawlers: ['Googlebot', 'GPTBot'] } }));
  const v = fakeView(doc);
  const w = fakeWorker();
  const session = createSession({ view: v.view, store, client: new RobotsClient({ spawn: w.spawn, onProblem() {} }) });
  return { store, session, ...v, ...w };
}

describe('the app session', () => {
  it('keeps the text in the editor only: the store holds its version and facts', async () => {
    const s = setup();
    await tick();
    const before = s.store.getState().doc.version;
    s.type('Allow: /x\n');
    const { doc } = s.store.getState();
    expect(doc.version).toBe(before + 1);
    expect(doc).not.toHaveProperty('text');
    expect(doc).toMatchObject({ length: s.view.state.doc.length, lineCount: 4, bom: false, encoding: 'utf-8' });
    expect(s.session.text()).toBe('User-agent: *\nDisallow: /private\nAllow: /x\n');
  });

  it('sends the editor\'s text once per version, then fills the matrix and the rows', async () => {
    const s = setup();
    await tick();
    expect(s.sent.map((r) => r.type)).toEqual(['update', 'list', 'check']);
    expect(s.sent[0]).toMatchObject({ text: 'User-agent: *\nDisallow: /private\n' });
    expect(s.sent[1]).toMatchObject({ text: '/private/x\n/public\nnot a url', base: -1 });
    expect(s.sent[2]).toMatchObject({ crawlers: ['Googlebot', 'GPTBot'] });
    s.answer();
    // The matrix leaves the line that is no URL out (never tested as `/`); the field says why.
    expect(s.store.getState().results.list).toMatchObject({ of: '/private/x\n/public\nnot a url', tested: 2, flagged: [{ line: 3, text: 'not a url' }] });
    const { results } = s.store.getState();
    expect(results.matrix).toMatchObject({ urls: ['/private/x', '/public'], docVersion: s.store.getState().doc.version });
    expect([...results.matrix!.verdict]).toEqual([0, 0, 1, 1]);
    expect([...results.matrix!.line]).toEqual([2, 2, 0, 0]);
    expect(results.matrix!.ruleTexts).toEqual({ 2: 'Disallow: /private' });
    expect(results.stats?.ruleCount).toBe(1);
  });

  it('drops an answer for a version the person has typed past', async () => {
    const s = setup();
    await tick();
    s.type('Disallow: /public\n');
    s.answer(); // answers the first version: stale
    expect(s.store.getState().results.matrix).toBeNull();
    await tick();
    s.answer();
    expect([...s.store.getState().results.matrix!.verdict]).toEqual([0, 0, 0, 0]);
  });

  it('sends a keystroke to the worker as its edit, composed from the version the worker holds', async () => {
    const s = setup();
    await tick();
    s.answer();
    const end = s.view.state.doc.length;
    s.type('Disallow: /pub');
    await tick();
    s.type('lic\n');
    // Still answering the first keystroke's job: the second waits, then goes from the version
    // the worker then holds.
    await tick();
    expect(s.sent.map((r) => r.type)).toEqual(['edit', 'check']);
    expect(s.sent[0]).toMatchObject({ base: 0, edits: [{ from: end, to: end, insert: 'Disallow: /pub' }] });
    s.answer();
    await tick();
    expect(s.sent.map((r) => r.type)).toEqual(['edit', 'check']);
    expect(s.sent[0]).toMatchObject({ edits: [{ from: end + 14, to: end + 14, insert: 'lic\n' }], length: s.view.state.doc.length });
    s.answer();
    const { results, doc } = s.store.getState();
    expect([results.docVersion, results.stats?.ruleCount]).toEqual([doc.version, 2]);
    expect([...results.matrix!.verdict]).toEqual([0, 0, 0, 0]);
  });

  it('checks again without the text when only the crawlers change', async () => {
    const s = setup();
    await tick();
    s.answer();
    s.store.setState((st) => ({ inputs: { ...st.inputs, crawlers: ['*'], version: st.inputs.version + 1 } }));
    await tick();
    expect(s.sent.map((r) => r.type)).toEqual(['check']);
    s.answer();
    expect(s.store.getState().results.matrix!.columns.map((c) => c.name)).toEqual(['*']);
  });

  it('asks the other profiles at once only for a small matrix, and for any size once the person asks', async () => {
    const s = setup();
    const many = Array.from({ length: 3000 }, (_, i) => `/p/${i}`).join('\n');
    s.store.setState((st) => ({ inputs: { ...st.inputs, urls: many, version: st.inputs.version + 1 } }));
    await tick();
    expect(s.sent.find((r) => r.type === 'check')).toMatchObject({ compareCells: PROFILE_COMPARE_CELLS });
    s.answer();
    // 3,000 URLs × 2 crawlers: more cells than PROFILE_COMPARE_CELLS.
    expect(s.store.getState().results.matrix!.profilesDisagree).toHaveLength(0);
    s.store.setState((st) => ({ inputs: { ...st.inputs, compareAll: true, version: st.inputs.version + 1 } }));
    await tick();
    expect(s.sent.find((r) => r.type === 'check')).toMatchObject({ compareCells: Infinity });
    s.answer();
    expect(s.store.getState().results.matrix!.profilesDisagree).toHaveLength(6000);
  });

  it('marks the deciding rule of the selected cell in the editor', async () => {
    const s = setup();
    await tick();
    s.answer();
    s.store.setState((st) => ({ inputs: { ...st.inputs, cell: { row: 0, col: 1 } } }));
    const marked = s.log.at(-1)!.effects.find((e) => e.is(setWinningRule));
    expect(marked?.value).toBe(s.view.state.doc.line(2).from);
  });

  it('reveals a line without taking focus or moving the cursor (Enter on a cell); goToLine does both (F2)', () => {
    const s = setup();
    let focused = 0;
    (s.view as { focus(): void }).focus = () => { focused++; };
    const head = s.view.state.selection.main.head;
    s.session.revealLine(2);
    const shown = s.log.at(-1)!;
    expect(shown.selection).toBeUndefined();
    expect(shown.effects).toHaveLength(1);
    expect(focused).toBe(0);
    expect(s.view.state.selection.main.head).toBe(head);
    s.session.goToLine(2);
    expect(focused).toBe(1);
    expect(s.view.state.selection.main.head).toBe(s.view.state.doc.line(2).from);
  });

  it('marks the rule that breaks an expectation, without asking the worker again; the mark follows typing and goes when it holds', async () => {
    const s = setup();
    await tick();
    s.answer();
    const notes = () => {
      const out: string[] = [];
      s.view.state.field(brokenExpectations).between(0, s.view.state.doc.length, (from, _to, d) => {
        const message = (d.spec.widget as { message?: string } | undefined)?.message;
        if (message) out.push(`${s.view.state.doc.lineAt(from).number}: ${message}`);
      });
      return out;
    };
    s.store.setState((st) => ({ inputs: { ...st.inputs, expectations: [{ url: '/private/x', crawler: 'GPTBot', expect: 'allowed' }] } }));
    expect(notes()).toEqual(['2: Breaks an expectation: GPTBot must be allowed /private/x']);
    await tick();
    expect(s.sent).toHaveLength(0);
    // Typing a line above: the mark moves with its rule, then the new matrix confirms it.
    s.view.dispatch({ changes: { from: 0, insert: '# staging\n' } });
    expect(notes()).toEqual(['3: Breaks an expectation: GPTBot must be allowed /private/x']);
    await tick();
    s.answer();
    expect(notes()).toEqual(['3: Breaks an expectation: GPTBot must be allowed /private/x']);
    s.type('Allow: /private/x\n');
    await tick();
    s.answer();
    expect(notes()).toEqual([]);
  });

  it('gives a broken expectation a lint diagnostic beside the file\'s own (the problems panel, F8); each kind replaces only its own', async () => {
    const s = setup('User-agent: *\nDisallow: /private\nCrawl-delay: 5\n');
    await tick();
    s.answer();
    const lint = (each = forEachDiagnostic) => {
      const out: string[] = [];
      each(s.view.state, (d, from) => { out.push(`${s.view.state.doc.lineAt(from).number} ${d.source}`); });
      return out.sort();
    };
    expect(lint()).toEqual(['3 unused-directive']);
    s.store.setState((st) => ({ inputs: { ...st.inputs, expectations: [{ url: '/private/x', crawler: 'GPTBot', expect: 'allowed' }] } }));
    expect(lint()).toEqual(['2 broken-expectation', '3 unused-directive']);
    // The compare view's problem diff counts the file's problems only.
    expect(lint(forEachFileDiagnostic)).toEqual(['3 unused-directive']);
    // A keystroke: the worker's new diagnostics keep the expectation's, and the next matrix keeps both.
    s.view.dispatch({ changes: { from: 0, insert: '# staging\n' } });
    await tick();
    s.answer();
    expect(lint()).toEqual(['3 broken-expectation', '4 unused-directive']);
    s.type('Allow: /private/x\n');
    await tick();
    s.answer();
    expect(lint()).toEqual(['4 unused-directive']);
  });

  it('asks the worker about the selected cell and fills its explanation; a newer selection wins', async () => {
    const s = setup();
    await tick();
    s.answer();
    s.store.setState((st) => ({ inputs: { ...st.inputs, cell: { row: 0, col: 1 } } }));
    s.store.setState((st) => ({ inputs: { ...st.inputs, cell: { row: 1, col: 0 } } }));
    // One question at a time: the first is answered (and dropped), then the newer one is asked.
    for (let i = 0; i < 3; i++) {
      s.answer();
      await tick();
    }
    const { cellRow } = s.store.getState().results;
    expect(cellRow).toMatchObject({ row: 1, col: 0, result: { allowed: true, crawler: 'Googlebot' } });
    expect(cellRow!.explanation).not.toBeNull();
  });

  it('replaces the document keeping its line endings, and gives its bytes back', async () => {
    const s = setup();
    const { text, breaks } = splitBreaks('User-agent: *\r\nDisallow: /a\r\n');
    s.session.load({ text, breaks }, { fileName: 'crlf.txt' });
    expect(s.session.text()).toBe('User-agent: *\r\nDisallow: /a\r\n');
    expect(s.session.bytes()).toHaveLength(29);
    expect(s.store.getState().doc.fileName).toBe('crlf.txt');
    await tick();
    expect(s.sent.find((r) => r.type === 'update')).toMatchObject({ text, breaks });
  });

  it('takes a document built beforehand (a big file), and reads the text again after an edit', async () => {
    const s = setup();
    const { text, breaks } = splitBreaks('User-agent: *\r\nDisallow: /a\r\n\r\nUser-agent: b\r\nAllow: /\r\n');
    s.session.load({ text, breaks }, { doc: await buildDoc(text, async () => {}, 8) });
    expect(s.view.state.doc.toString()).toBe(text);
    expect(s.session.text()).toBe('User-agent: *\r\nDisallow: /a\r\n\r\nUser-agent: b\r\nAllow: /\r\n');
    await tick();
    expect(s.sent.find((r) => r.type === 'update')).toMatchObject({ text });
    s.answer();
    s.type('Disallow: /z');
    expect(s.session.text()).toBe('User-agent: *\r\nDisallow: /a\r\n\r\nUser-agent: b\r\nAllow: /\r\nDisallow: /z');
    await tick();
    // The edit goes to the worker, which holds the loaded text (never the memo of an older one).
    expect(s.sent.at(-2)).toMatchObject({ type: 'edit', edits: [{ from: text.length, insert: 'Disallow: /z' }], length: text.length + 12 });
    s.answer();
    expect(s.store.getState().results.stats).toMatchObject({ ruleCount: 3, lineCount: 6 });
  });

  it('explains one (crawler, URL) of the version on screen', async () => {
    const s = setup();
    await tick();
    s.answer();
    const asked = s.session.explain('GPTBot', '/private/x');
    s.answer();
    expect(await asked).toMatchObject({ allowed: false, line: 2, crawler: 'GPTBot' });
  });

  it('holds no module state: two sessions answer for their own documents', async () => {
    const a = setup('User-agent: *\nDisallow: /\n');
    const b = setup('User-agent: *\nAllow: /\n');
    await tick();
    a.answer();
    b.answer();
    expect([...a.store.getState().results.matrix!.verdict]).toEqual([0, 0, 0, 0]);
    expect([...b.store.getState().results.matrix!.verdict]).toEqual([1, 1, 1, 1]);
    a.session.dispose();
    b.type('Disallow: /x\n');
    await tick();
    // A disposed session's document is forgotten by the worker (which the page's other sessions share); nothing more is asked of it.
    expect(a.sent.map((r) => r.type)).toEqual(['close']);
    expect(b.sent.map((r) => r.type)).toEqual(['edit', 'check']);
  });
});

