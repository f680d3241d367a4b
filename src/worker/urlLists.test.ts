/**
 * The URL list kept in the worker and changed by edits (listProtocol.ts): after any sequence of
 * changes (typing, pastes, lines joined and split by `\r`/`\n`, repeats, lines that are no URL,
 * the Origin field, answers the page has not applied yet, a restarted worker), what the page
 * holds (its copy of the URLs, and what the URL field says) is what a reading of the whole
 * text from scratch gives (core readUrlList). The whole path runs: the page's list versions
 * (app/listRows.ts), the client that turns a change into an edit, the worker's documents.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { plainBreaks } from '../core/index.ts';
import { readOrigin, readUrlList } from '../core/urlList.ts';
import { bareView } from '../app/bareView.test-helper.ts';
import { createListRows } from '../app/listRows.ts';
import { UrlEdits } from '../app/urlEdits.ts';
import { createUrlField } from '../app/urlField.ts';
import { everyFlagged } from '../state/exportRows.ts';
import { exportFile } from '../state/exports.ts';
import { matrixOf } from '../state/matrix.test-helper.ts';
import { initialState, type RobotsState } from '../state/store.ts';
import { RobotsClient } from './client.ts';
import type { Spawn } from './clientTransport.ts';
import { createDocuments } from './documents.ts';
import { FLAGGED_SENT } from './listProtocol.ts';
import type { ListRequest, ListResponse, WorkerRequest, WorkerResponse } from './protocol.ts';
import { applyRows, rowsDelta } from './rowsDelta.ts';

const DOC = 'User-agent: *\nDisallow: /private\n';

/**
 * The page (store, list rows, client) and a worker that answers when told, through the real code;
 * `field`: with the URL field too, whose keystrokes go as the changes it records (app/urlEdits.ts).
 */
function pageAndWorker(field = false) {
  const store = createStore<RobotsState>()(() => initialState());
  const edits = field ? new UrlEdits() : undefined;
  const rows = createListRows(store, edits);
  const view = field ? createUrlField(store, (state) => bareView(state).view, edits).view : null;
  const queue: WorkerRequest[] = [];
  const sent: WorkerRequest[] = [];
  const answers: WorkerResponse[] = [];
  let docs = createDocuments(() => 0);
  let deliver: (m: WorkerResponse) => void = () => {};
  let crash: (why: string) => void = () => {};
  const spawn: Spawn = (onMessage, onCrash) => {
    deliver = onMessage;
    crash = onCrash;
    return { post: (r) => { queue.push(r); sent.push(r); }, terminate() {} };
  };
  const client = new RobotsClient({ spawn, onProblem() {} });
  client.route('editor', {
    current: () => ({ docVersion: 1, inputsVersion: store.getState().inputs.version }),
    onAnalysis() {}, onCheck() {}, onUnanalysed() {}, onList: rows.apply, onListProgress: rows.progress,
  });
  return {
    store, rows, sent, answers, view,
    submit() {
      const s = store.getState();
      client.submit({
        docId: 'editor', docVersion: 1, text: () => DOC, length: DOC.length, editsSince: () => [], breaks: plainBreaks(DOC), profile: 'google',
        check: { inputsVersion: s.inputs.version, crawlers: ['*'], list: rows.job(s), rows: rows.count(), compareCells: 0 },
      });
    },
    /** The worker answers every request waiting, in order. */
    answer() {
      while (queue.length > 0) {
        const a = docs.handle(queue.shift()!);
        if (a) {
          answers.push(a.response);
          deliver(a.response);
        }
      }
    },
    /** The worker dies with what it holds; the client starts a new one. */
    restart() {
      queue.length = 0;
      docs = createDocuments(() => 0);
      crash('test');
    },
  };
}

type Step =
  | { kind: 'type'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'replace'; text: string }
  | { kind: 'origin'; origin: string }
  | { kind: 'answer' }
  | { kind: 'restart' };

const LINES = ['/a', '/b', 'https://example.com/x', 'https://other.org/y', 'not a url', '#frag', '', ' /a ', 'example.com/z', '/a?q=1'];
const piece = fc.array(fc.oneof(fc.constantFrom(...LINES), fc.constantFrom('\n', '\r', '\r\n', '/', 'a', ' ')), { maxLength: 6 }).map((p) => p.join(''));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('type' as const), at: fc.nat(), text: piece }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), text: fc.array(fc.constantFrom(...LINES)).map((l) => l.join('\n')) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('origin' as const), origin: fc.constantFrom('', 'example.com', 'https://other.org', 'not an origin/x') }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'answer' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

function apply(p: ReturnType<typeof pageAndWorker>, s: Step): void {
  const set = (patch: Partial<RobotsState['inputs']>) => p.store.setState((st) => ({ inputs: { ...st.inputs, ...patch, version: st.inputs.version + 1 } }));
  const urls = p.store.getState().inputs.urls;
  const at = s.kind === 'type' || s.kind === 'delete' ? s.at % (urls.length + 1) : 0;
  // With the field, typing and deleting are its keystrokes (offsets in its text).
  if (p.view && (s.kind === 'type' || s.kind === 'delete')) {
    const len = p.view.state.doc.length;
    const from = Math.min(s.at % (len + 1), len);
    p.view.dispatch({ changes: s.kind === 'type' ? { from, insert: s.text } : { from, to: Math.min(from + s.length, len) } });
  } else if (s.kind === 'type') set({ urls: urls.slice(0, at) + s.text + urls.slice(at) });
  else if (s.kind === 'delete') set({ urls: urls.slice(0, at) + urls.slice(at + s.length) });
  else if (s.kind === 'replace') set({ urls: s.text });
  else if (s.kind === 'origin') set({ origin: s.origin });
  else if (s.kind === 'answer') p.answer();
  else p.restart();
  if (s.kind !== 'answer' && s.kind !== 'restart') p.submit();
}

describe('the URL list the worker keeps, changed by edits', () => {
  it.each([['set in the store', false], ['typed in the URL field', true]])('is, after any sequence of changes %s, what a reading of the whole list gives (the page\'s rows and the field\'s words)', (_, field) => {
    fc.assert(fc.property(fc.constantFrom(...LINES), fc.array(step, { maxLength: 30 }), (first, steps) => {
      const p = pageAndWorker(field);
      p.store.setState((st) => ({ inputs: { ...st.inputs, urls: first, version: st.inputs.version + 1 } }));
      p.submit();
      for (const s of steps) apply(p, s);
      p.submit();
      p.answer();
      const { urls, origin } = p.store.getState().inputs;
      const whole = readUrlList(urls, readOrigin(origin).origin);
      const list = p.store.getState().results.list;
      expect(list.of).toBe(urls);
      expect({ site: list.site, flagged: list.flagged, flaggedLines: [...list.flaggedLines], duplicates: list.duplicates, tested: list.tested })
        .toEqual({ site: whole.site, flagged: whole.flagged.slice(0, FLAGGED_SENT), flaggedLines: whole.flagged.map((f) => f.line), duplicates: whole.duplicates, tested: whole.urls.length });
      const held = p.rows.of(p.rows.job(p.store.getState()).version)!;
      expect(held.urls).toEqual(whole.urls);
      expect(Array.from(held.facts.lines)).toEqual(whole.lines);
      expect(held.facts).toMatchObject({ site: whole.site, notTested: whole.flagged.length });
      expect(everyFlagged(held.facts)).toEqual(whole.flagged);
    }), { numRuns: 300 });
  });

  it('sends a keystroke as the one character typed, and the page\'s rows as the one URL changed', () => {
    const p = pageAndWorker();
    const lines = Array.from({ length: 10_000 }, (_, i) => `https://example.com/p/${i}`).join('\n');
    p.store.setState((st) => ({ inputs: { ...st.inputs, urls: lines } }));
    p.submit();
    p.answer();
    p.sent.length = 0;
    p.store.setState((st) => ({ inputs: { ...st.inputs, urls: `${lines}7`, version: st.inputs.version + 1 } }));
    p.submit();
    const request = p.sent.find((r): r is ListRequest => r.type === 'list')!;
    expect(request).toMatchObject({ text: null, edits: [{ from: lines.length, to: lines.length, insert: '7' }] });
    p.answer();
    const answered = p.answers.find((a) => a.type === 'list' && a.listVersion === request.listVersion);
    expect(answered).toMatchObject({ rows: { base: request.have, from: 9999, to: 10_000, insert: ['https://example.com/p/99997'] } });
    expect(p.rows.count()).toBe(10_000);
    expect(p.rows.of(request.listVersion)!.urls.at(-1)).toBe('https://example.com/p/99997');
  });

  it('answers a list of mostly lines that are no URL with the first lines not tested and the count, and an export still lists every one', () => {
    // A robots.txt opened as the list: 912,437 such lines, each sent with its text and why, took 4.5 s of the page's main thread (walk23).
    const p = pageAndWorker();
    const notUrls = Array.from({ length: FLAGGED_SENT * 3 + 7 }, (_, i) => (i % 2 ? `Disallow: /p${i}` : `# note ${i}`));
    const text = ['https://example.com/a', ...notUrls, 'https://example.com/b', 'not a url either'].join('\n');
    p.store.setState((st) => ({ inputs: { ...st.inputs, urls: text, version: st.inputs.version + 1 } }));
    p.submit();
    p.answer();
    const whole = readUrlList(text);
    expect(whole.flagged.length).toBeGreaterThan(FLAGGED_SENT * 3);
    const answered = p.answers.find((a): a is ListResponse => a.type === 'list')!;
    expect(answered.flagged).toEqual(whole.flagged.slice(0, FLAGGED_SENT));
    expect([...answered.flaggedLines]).toEqual(whole.flagged.map((f) => f.line));
    const list = p.store.getState().results.list;
    expect({ listed: list.flagged.length, notTested: list.flaggedLines.length }).toEqual({ listed: FLAGGED_SENT, notTested: whole.flagged.length });
    // The exports list every line not tested, with why, in the list's order (issue 24 §2).
    const held = p.rows.of(p.rows.job(p.store.getState()).version)!;
    expect(everyFlagged(held.facts)).toEqual(whole.flagged);
    const data = matrixOf(['Googlebot'], { 'https://example.com/a': 'A0', 'https://example.com/b': 'A0' });
    data.list = held.facts;
    const csv = exportFile('csv', data, { fileName: 'robots.txt', profile: 'google' }).parts.join('');
    const notTestedRows = csv.split('\r\n').filter((r) => r.includes(',Googlebot,not tested,'));
    expect(notTestedRows).toHaveLength(whole.flagged.length);
    expect(notTestedRows.at(-1)).toMatch(/^not a url either,/);
    const md = exportFile('markdown', data, { fileName: 'robots.txt', profile: 'google' }).parts.join('');
    expect(md).toContain(`## Not tested: ${whole.flagged.length.toLocaleString('en-US')} lines of the list`);
  });

  it('says how far it got while it reads a big list, and clears that once read', () => {
    const docs = createDocuments(() => 0);
    const text = Array.from({ length: 200_000 }, (_, i) => `/p/${i}`).join('\n');
    const heard: number[] = [];
    const req: ListRequest = { type: 'list', seq: 1, docId: 'd', docVersion: 1, listVersion: 1, base: -1, text, edits: [], length: text.length, origin: '', have: -1 };
    const answer = docs.handle(req, (p) => p.type === 'progress' && heard.push(p.done / p.total))!.response;
    expect(answer).toMatchObject({ type: 'list', rows: { base: -1 } });
    expect(heard.length).toBeGreaterThanOrEqual(3);
    expect(heard).toEqual([...heard].sort((a, b) => a - b));
    expect(heard.every((f) => f > 0 && f < 1)).toBe(true);
  });
});

describe('rowsDelta', () => {
  it('changes any list into any other', () => {
    const list = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 });
    fc.assert(fc.property(list, list, (before, after) => {
      const delta = rowsDelta(3, before, after);
      expect(applyRows(before, delta)).toEqual(after);
      expect(delta.insert.length).toBeLessThanOrEqual(after.length);
    }));
  });
});
