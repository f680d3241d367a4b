/**
 * The compare controller with fake editors (no DOM: a view is an EditorState that applies each
 * dispatch and calls its update listeners, as in session.test.ts) and fake workers that run the
 * real worker code. The merge view is injected; CodeMirror's own is exercised in e2e/compare.spec.ts.
 */
import { undo } from '@codemirror/commands';
import { EditorState, type EditorStateConfig } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { splitBreaks, VERDICT } from '../core/index.ts';
import { markedCauseLines } from '../editor/causeMarks.ts';
import { setWinningRule } from '../editor/decorations.ts';
import { lineBreaks } from '../editor/lineBreaks.ts';
import { createEditorState, robotsExtensions } from '../editor/setup.ts';
import { LIVE_DIFF_MAX_CHARS } from '../state/compare.ts';
import { CHANGE } from '../state/matrixDiff.ts';
import { initialState, type RobotsState } from '../state/store.ts';
import { RobotsClient } from '../worker/client.ts';
import type { Spawn } from '../worker/clientTransport.ts';
import { createDocuments } from '../worker/documents.ts';
import type { WorkerResponse } from '../worker/protocol.ts';
import { sharedScroller } from '../editor/scrollWithin.ts';
import { bareView } from './bareView.test-helper.ts';
import { createCompare, type MergePair } from './compare.ts';
import { createSession } from './session.ts';

function fakeView(initial: EditorState) {
  const v = bareView(initial);
  return Object.assign(v.view, { log: v.log });
}

type FakeView = ReturnType<typeof fakeView>;

/** Workers that answer at once (in a microtask), with the real worker code; each one started is counted. */
let started = 0;
const spawn: Spawn = (onMessage) => {
  started++;
  const docs = createDocuments(() => 0);
  return {
    post: (r) => queueMicrotask(() => { const a = docs.handle(r); if (a) onMessage(a.response as WorkerResponse); }),
    terminate() {},
  };
};

const settle = async () => { for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0)); };
const extensions = () => robotsExtensions('google', { onDropFile() {} });
const OLD = 'User-agent: *\nAllow: /checkout/\nDisallow: /private\n';

function setup(raw = OLD, narrow = false) {
  const { text: doc, breaks } = splitBreaks(raw);
  const store = createStore<RobotsState>()(() => initialState());
  store.setState((s) => ({ inputs: { ...s.inputs, urls: '/checkout/\n/private/x\n/public', crawlers: ['Googlebot', 'GPTBot'] } }));
  const home = fakeView(createEditorState(doc, 'google', { onDropFile() {} }, breaks));
  const client = new RobotsClient({ spawn, onProblem() {} });
  const session = createSession({ view: home, store, client });
  let pair: (MergePair & { a: FakeView; b: FakeView }) | null = null;
  let destroyed = 0;
  const built: boolean[] = [];
  /** Each merge view built: whether it marks changed lines, asked as the views ask (editor/liveDiff.ts). */
  const marking: (() => boolean)[] = [];
  const merge = (config: { a: EditorStateConfig; b: EditorStateConfig }, unified: boolean, marks: () => boolean) => {
    built.push(unified);
    marking.push(marks);
    pair = { a: fakeView(EditorState.create(config.a)), b: fakeView(EditorState.create(config.b)), dom: { replaceWith() {} } as unknown as HTMLElement, destroy: () => { destroyed++; } };
    return pair;
  };
  const compare = createCompare({ session, client, extensions, merge, narrow: () => narrow });
  const typeIn = (v: EditorView, from: number, to: number, insert: string) => v.dispatch({ changes: { from, to, insert }, userEvent: 'input.type' });
  return { store, home, session, compare, merge: () => pair!, destroyed: () => destroyed, typeIn, built, marking };
}

describe('the compare view', () => {
  it('stops diffing and marking what edits touch once a version is longer than LIVE_DIFF_MAX_CHARS, says so, and marks again when asked once both are shorter', async () => {
    const s = setup();
    await s.compare.open(splitBreaks(OLD), 'a copy of this version');
    const first = s.merge();
    const marks = () => s.marking.map((m) => m());
    expect(marks()).toEqual([true]);
    expect(s.compare.store.getState()).toMatchObject({ unmarked: null, marksOff: false });
    // 30 MB pasted into the other version took 1.7 s a key after it (walk23): the diff and its marks of one 900,000-line chunk.
    const long = 'Disallow: /p\n'.repeat(Math.ceil(LIVE_DIFF_MAX_CHARS / 13) + 1);
    first.a.dispatch({ changes: { from: 0, insert: long }, userEvent: 'input.paste' });
    await settle();
    expect(marks()).toEqual([false]);
    expect(s.compare.store.getState()).toMatchObject({ unmarked: 'a', marksOff: true });
    // Typing on either side: kept, nothing built again.
    s.typeIn(first.a, first.a.state.doc.length, first.a.state.doc.length, '#');
    s.typeIn(first.b, 0, 0, '#');
    await settle();
    expect(s.merge()).toBe(first);
    expect(first.a.state.doc.toString()).toBe(`${long}${OLD}#`);
    // Asked to mark again while a version is long: nothing changes.
    s.compare.markAgain();
    expect(s.merge()).toBe(first);
    // Ctrl+Z in the other version until the paste is gone: still unmarked (what was edited meanwhile was not diffed), until asked.
    for (let i = 0; i < 5 && first.a.state.doc.length > OLD.length; i++) undo(first.a);
    await settle();
    expect(first.a.state.doc.toString()).toBe(OLD);
    expect(s.compare.store.getState()).toMatchObject({ unmarked: null, marksOff: true });
    expect(marks()).toEqual([false]);
    s.compare.markAgain();
    const second = s.merge();
    expect(second).not.toBe(first);
    expect(s.marking).toHaveLength(2);
    expect(s.marking[1]()).toBe(true);
    expect(s.destroyed()).toBe(1);
    expect(s.compare.store.getState()).toMatchObject({ unmarked: null, marksOff: false });
    // Built round both sides as they are, each with its history; the sessions drive the new editors.
    expect(second.a.state.doc.toString()).toBe(OLD);
    expect(second.b.state.doc.toString()).toBe(`#${OLD}`);
    expect(s.compare.other()!.view).toBe(second.a);
    expect(s.session.view).toBe(second.b);
    undo(second.b);
    expect(second.b.state.doc.toString()).toBe(OLD);
  });

  it('puts the document on the right side with its undo history and endings, and the other version on the left', async () => {
    const s = setup();
    s.typeIn(s.home, OLD.length, OLD.length, 'Disallow: /tmp\n');
    await settle();
    s.compare.open(splitBreaks('User-agent: *\r\nDisallow: /\r\n'), 'old.txt');
    const { a, b } = s.merge();
    expect(s.session.view).toBe(b);
    expect(b.state.doc.toString()).toBe(`${OLD}Disallow: /tmp\n`);
    expect(a.state.doc.toString()).toBe('User-agent: *\nDisallow: /\n');
    expect(lineBreaks(a.state).base).toBe('crlf');
    undo(b);
    expect(b.state.doc.toString()).toBe(OLD);
    expect(s.compare.store.getState()).toMatchObject({ open: true, source: 'old.txt' });
  });

  it('lists exactly the URL × crawler pairs whose verdict or rule changes, and follows an edit on either side', async () => {
    const s = setup();
    s.compare.open(splitBreaks(OLD), 'a copy');
    await settle();
    expect(s.compare.store.getState().verdicts?.diff.cells.length).toBe(0);
    expect(s.compare.store.getState().verdicts?.diff.compared).toBe(6);
    const { a, b } = s.merge();
    // Right: the Allow of /checkout/ becomes a Disallow of /check, which blocks it for both crawlers.
    s.typeIn(b, b.state.doc.line(2).from, b.state.doc.line(2).to, 'Disallow: /check');
    await settle();
    let v = s.compare.store.getState().verdicts!;
    expect([...v.diff.kinds]).toEqual([CHANGE.newlyBlocked, CHANGE.newlyBlocked]);
    expect([...v.diff.cells].map((c) => `${v.after.columns[c % 2].name} ${v.after.urls[Math.floor(c / 2)]}`)).toEqual(['Googlebot /checkout/', 'GPTBot /checkout/']);
    expect(v.after.ruleTexts[2]).toBe('Disallow: /check');
    expect(v.before.ruleTexts[2]).toBe('Allow: /checkout/');
    // Left: the old version gets the same line: no verdict changes any more.
    s.typeIn(a, a.state.doc.line(2).from, a.state.doc.line(2).to, 'Disallow: /check');
    await settle();
    v = s.compare.store.getState().verdicts!;
    expect(v.diff.cells.length).toBe(0);
    expect(s.compare.store.getState().pending).toBe(false);
  });

  it("names a misspelt rule's cause as each crawler reads it, and the review names the old file without quotes (tester3 F7, F12)", async () => {
    const s = setup();
    s.compare.open(splitBreaks(OLD), '“v1.txt”');
    await settle();
    const { b } = s.merge();
    // Line 3 misspelt: GPTBot (RFC 9309) no longer reads it; Googlebot still does, so its verdict stays.
    s.typeIn(b, b.state.doc.line(3).from, b.state.doc.line(3).from + 'Disallow'.length, 'Dissallow');
    await settle();
    const v = s.compare.store.getState().verdicts!;
    // Googlebot's side differs only in how line 3 is written, which Google reads as before: no change, and no move (it was listed "on another line"),
    // as `robotscope diff` and `review` say; the diff itself holds GPTBot's cell alone, so the list by kind (a file over CAUSE_MAX_CHARS) agrees (review15 §5).
    expect([...v.diff.cells].map((c) => v.after.columns[c % 2].name)).toEqual(['GPTBot']);
    expect(v.diff.counts).toEqual({ newlyBlocked: 0, newlyAllowed: 1, otherRule: 0, moved: 0 });
    expect(v.groups).toHaveLength(1);
    // The heading on hover and for a screen reader: plain text, its rules bare, not in Markdown's backticks.
    expect(v.groups[0].title).toBe('The rule Disallow: /private (old line 3) is now spelled Dissallow (line 3), which RFC 9309 does not read (Google still does); no rule decides now');
    expect(v.groups[0].titleParts).toEqual(['The rule ', 'Disallow: /private', ' (old line 3) is now spelled ', 'Dissallow', ' (line 3), which RFC 9309 does not read (Google still does); no rule decides now']);
    expect(v.groups[0].detail).toBe('1 verdict change (1 newly allowed) for GPTBot');
    const review = (await s.compare.review())!;
    expect(review.split('\n')[0]).toBe('## robots.txt review: `v1.txt` → `this version`');
    expect(review).toContain('#### 1. The rule `Disallow: /private` (old line 3) is now spelled `Dissallow` (line 3), which RFC 9309 does not read (Google still does); no rule decides now');
  });

  it('reviews a fetched body cut short as the grid reads it: the crawlers that read on in doubt (fetch-cut), as robotscope review says', async () => {
    const s = setup();
    s.session.load(splitBreaks(OLD), { bodyCut: true });
    await settle();
    s.compare.open(splitBreaks('User-agent: *\nAllow: /checkout/\n'), 'v1.txt');
    await settle();
    const review = (await s.compare.review())!;
    const v = s.compare.store.getState().verdicts!;
    // The grid's cells of this version hold the doubt; before, the review read the text whole and said none.
    expect(v.after.lenientLine?.length).toBeGreaterThan(0);
    expect(review).toContain('| Changes on which readings disagree (listed under their cause) | 2 |');
    expect(review).toContain('- GPTBot `/private/x`: readings disagree on the new version: Blocked (RFC 9309). A rule in the part of the body the fetch did not read (past 6,291,456 bytes) may allow it.');
  });

  it('reads side a on the page\'s one worker: opening compare starts no second worker, both sides give verdicts, closing forgets side a', async () => {
    const s = setup();
    await settle();
    const before = started;
    s.compare.open(splitBreaks('User-agent: *\nDisallow: /\n'), 'old');
    await settle();
    expect(started).toBe(before);
    const v = s.compare.store.getState().verdicts!;
    // Side a blocks everything, side b only /private/x: each side's own verdicts, from the one worker.
    expect([...v.before.verdict]).toEqual([VERDICT.blocked, VERDICT.blocked, VERDICT.blocked, VERDICT.blocked, VERDICT.blocked, VERDICT.blocked]);
    expect([...v.after.verdict]).toEqual([VERDICT.allowed, VERDICT.allowed, VERDICT.blocked, VERDICT.blocked, VERDICT.allowed, VERDICT.allowed]);
    // An edit on side a is answered too, still by that worker.
    const { a } = s.merge();
    s.typeIn(a, a.state.doc.line(2).from, a.state.doc.line(2).to, 'Disallow: /private');
    await settle();
    const edited = s.compare.store.getState().verdicts!;
    expect([...edited.before.verdict]).toEqual([...edited.after.verdict]);
    s.compare.close();
    s.compare.open(splitBreaks(OLD), 'again');
    await settle();
    expect(started).toBe(before);
    expect(s.compare.store.getState().verdicts?.diff.compared).toBe(6);
  });

  it('marks the deciding rule of a selected change on both sides', async () => {
    const s = setup();
    s.compare.open(splitBreaks('User-agent: *\n\nAllow: /checkout/\n'), 'old');
    await settle();
    const { a, b } = s.merge();
    const v = s.compare.store.getState().verdicts!;
    // /private/x is newly blocked for both crawlers; /checkout/'s Allow only moved up a line.
    expect([...v.order].map((i) => v.diff.kinds[i])).toEqual([CHANGE.newlyBlocked, CHANGE.newlyBlocked, CHANGE.moved, CHANGE.moved]);
    s.compare.select(0);
    await settle();
    const marked = (view: FakeView) => view.log.flatMap((t) => t.effects).filter((e) => e.is(setWinningRule)).at(-1)?.value;
    expect(marked(b)).toBe(b.state.doc.line(3).from);
    // The old version decided by no rule: nothing to mark there, and it says so by clearing.
    expect(marked(a)).toBeNull();
    expect(s.store.getState().inputs.cell).toEqual({ row: 1, col: 0 });
  });

  it("marks the lines of the selected change's cause on both sides: the groups a crawler switched between", async () => {
    const s = setup();
    s.store.setState((st) => ({ inputs: { ...st.inputs, crawlers: ['Googlebot', 'Googlebot-Image', 'GPTBot'], version: st.inputs.version + 1 } }));
    // The old version: one `*` group; this version adds a Googlebot group above it.
    s.compare.open(splitBreaks(OLD), 'old');
    await settle();
    const { a, b } = s.merge();
    s.typeIn(b, 0, 0, 'User-agent: Googlebot\nDisallow: /checkout/\n\n');
    await settle();
    const v = s.compare.store.getState().verdicts!;
    const switched = v.groups.find((g) => g.title.startsWith('Googlebot now reads'))!;
    expect(switched.lines).toEqual({ before: [1], after: [1] });
    expect([markedCauseLines(a.state), markedCauseLines(b.state)]).toEqual([[], []]);
    s.compare.select(switched.start);
    await settle();
    expect([markedCauseLines(a.state), markedCauseLines(b.state)]).toEqual([[1], [1]]);
    // A rule removed from `*`: its old line on the left, nothing on the right.
    s.typeIn(b, b.state.doc.line(5).from, b.state.doc.line(6).from, '');
    await settle();
    const w = s.compare.store.getState().verdicts!;
    const removed = w.groups.find((g) => g.title.startsWith('The rule Allow: /checkout/'))!;
    expect(removed.lines).toEqual({ before: [2], after: [] });
    s.compare.select(removed.start);
    await settle();
    expect([markedCauseLines(a.state), markedCauseLines(b.state)]).toEqual([[2], []]);
    // Nothing selected: nothing marked.
    s.compare.select(-1);
    s.compare.close();
    expect(markedCauseLines(s.home.state)).toEqual([]);
  });

  it('lists the problems the new version adds and those it drops, whatever line they moved to', async () => {
    const s = setup();
    s.compare.open(splitBreaks('Disalow: /x\nUser-agent: *\nDisallow: /private\n'), 'old');
    await settle();
    const d = s.compare.store.getState().diagnostics!;
    expect(d.removed.map((x) => x.code)).toContain('rule-outside-group');
    expect(d.added.map((x) => x.text)).not.toContain('Disallow: /private');
  });

  it('closes back to the page editor with the text, endings and undo history of the right side', async () => {
    const crlf = OLD.replace(/\n/g, '\r\n');
    const s = setup(crlf);
    s.compare.open(splitBreaks(OLD), 'a copy');
    await settle();
    const { b } = s.merge();
    s.typeIn(b, 0, 0, '# new\n');
    const right = s.session.text();
    expect(right).toBe(`# new\r\n${crlf}`);
    s.compare.close();
    expect(s.session.view).toBe(s.home);
    expect(s.session.text()).toBe(right);
    expect(s.destroyed()).toBe(1);
    expect(s.compare.store.getState().open).toBe(false);
    undo(s.home);
    expect(s.session.text()).toBe(crlf);
    // The page's session drives its own editor again: an edit reaches the store.
    const version = s.store.getState().doc.version;
    s.typeIn(s.home, 0, 0, '#');
    expect(s.store.getState().doc.version).toBe(version + 1);
  });

  it('on a phone opens one editor, this version with the other\'s lines in it, each side scrolling itself (issue 24 §2)', async () => {
    const s = setup(OLD, true);
    await s.compare.open(splitBreaks('User-agent: *\nDisallow: /\n'), 'old.txt');
    await settle();
    expect(s.built).toEqual([true]);
    expect(s.compare.store.getState().unified).toBe(true);
    const { a, b } = s.merge();
    expect(a.state.facet(sharedScroller)).toBe(false);
    expect(b.state.facet(sharedScroller)).toBe(false);
    const labels = b.state.facet(EditorView.contentAttributes).flatMap((x) => (typeof x === 'function' ? [] : [x['aria-label']]));
    expect(labels).toContain("robots.txt, this version, with the other version's lines where they differ");
    s.compare.close();
    expect(s.compare.store.getState().unified).toBe(false);
    // Wide, the two sides are MergeView's, scrolled as one.
    const wide = setup();
    await wide.compare.open(splitBreaks('User-agent: *\n'), 'old.txt');
    expect(wide.built).toEqual([false]);
    expect(wide.merge().b.state.facet(sharedScroller)).toBe(true);
  });

  it('gives the autosave the other version with its endings, tells it of each edit there, and reopens from it', async () => {
    const s = setup();
    let told = 0;
    s.compare.hooks.watch(() => { told++; });
    expect(s.compare.hooks.saved()).toBeNull();
    s.compare.hooks.restore({ text: 'User-agent: *\r\nDisallow: /\r\n', source: 'old.txt' });
    expect(told).toBe(1);
    s.typeIn(s.merge().a, 0, 0, '# a\n');
    expect(told).toBe(2);
    expect(s.compare.hooks.saved()).toEqual({ text: '# a\r\nUser-agent: *\r\nDisallow: /\r\n', source: 'old.txt' });
    s.compare.hooks.restore(null);
    expect(s.compare.store.getState().open).toBe(false);
    expect(told).toBe(3);
  });
});
