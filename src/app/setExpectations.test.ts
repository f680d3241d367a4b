import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { selectExpectationReport } from '../state/cellExpectations.ts';
import { matrixOf } from '../state/matrix.test-helper.ts';
import { initialState, type RobotsState } from '../state/store.ts';
import type { SetsAnswer, SetsClient } from '../worker/setsClient.ts';
import type { UrlSetSummary } from '../worker/setsProtocol.ts';
import { pinSetVerdicts, verdictPairs } from './setExpectations.ts';

const A = 'https://e.test/a';
const B = 'https://e.test/b';
const C = 'https://e.test/c';
/** Googlebot blocked from /b (line 3); GPTBot blocked from /a and /b (line 5); FeedFetcher-Google not governed. */
const matrix = () => matrixOf(['Googlebot', 'GPTBot', 'FeedFetcher-Google'], { [A]: 'A0 B5 N', [B]: 'B3 B5 N', [C]: 'A0 A0 N' });
const set = (id: number, name: string, sitemap: boolean): UrlSetSummary => ({ id, name, kind: sitemap ? 'sitemap' : 'csv', files: [name], count: 2, sitemapCount: sitemap ? 2 : 0, columns: [], urlColumn: -1 });

/** A store showing `matrix` as the answer to the text and inputs on screen, and a worker whose set 1 holds /a and /b, set 2 /c. */
function workbench() {
  const store = createStore<RobotsState>()(() => initialState());
  store.setState((s) => ({
    doc: { ...s.doc, version: 1 }, inputs: { ...s.inputs, version: 1 },
    results: { ...s.results, matrix: matrix() },
    sets: { ...s.sets, list: [set(1, 'sitemap.xml', true), set(2, 'crawl.csv', false)], shown: [1, 2] },
  }));
  const held: Record<number, string[]> = { 1: [A, `  ${B}`], 2: [C] };
  const client: SetsClient = {
    async ask(req): Promise<SetsAnswer> {
      if (req.type !== 'urls') throw new Error(req.type);
      return { type: 'urls', seq: 0, text: req.ids.flatMap((id) => held[id]).join('\n'), count: 0 };
    },
    dispose() {},
  };
  return { store, client };
}

describe('expectations pinned from URL sets', () => {
  it('pins every verdict the grid gives a set’s URLs, for every crawler; a crawler robots.txt does not govern is allowed', () => {
    const pairs = verdictPairs(matrix(), [A, B]);
    expect(pairs.blocked).toEqual([{ url: A, crawler: 'GPTBot' }, { url: B, crawler: 'Googlebot' }, { url: B, crawler: 'GPTBot' }]);
    expect(pairs.allowed).toEqual([{ url: A, crawler: 'Googlebot' }, { url: A, crawler: 'FeedFetcher-Google' }, { url: B, crawler: 'FeedFetcher-Google' }]);
  });

  it('pins only one crawler’s allowed verdicts for "sitemap URLs must stay allowed"', () => {
    expect(verdictPairs(matrix(), [A, B], 'Googlebot')).toEqual({ allowed: [{ url: A, crawler: 'Googlebot' }], blocked: [] });
  });

  it('sets them as the workbench’s expectations, which hold now and fail when a verdict changes', async () => {
    const { store, client } = workbench();
    expect(await pinSetVerdicts(client, store, { ids: [1] })).toBe(6);
    expect(selectExpectationReport(store.getState()).summary).toBe('All 6 expectations hold');
    expect(store.getState().ui.messages.at(-1)?.text).toBe('Pinned 6 expectations: the verdicts of sitemap.xml for 3 crawlers, checked as you type (Export expectations saves them for robotscope test).');
    // A rule typed that blocks /a for Googlebot: the grid's new answer breaks the pinned verdict.
    const changed = matrixOf(['Googlebot', 'GPTBot', 'FeedFetcher-Google'], { [A]: 'B7 B5 N', [B]: 'B3 B5 N', [C]: 'A0 A0 N' });
    store.setState((s) => ({ results: { ...s.results, matrix: changed } }));
    expect(selectExpectationReport(store.getState()).summary).toBe('1 of 6 expectations fails');
  });

  it('keeps the expectations already set on other cells, and replaces those on the cells it pins', async () => {
    const { store, client } = workbench();
    store.setState((s) => ({ inputs: { ...s.inputs, expectations: [{ url: C, crawler: 'GPTBot', expect: 'blocked' }, { url: A, crawler: 'Googlebot', expect: 'blocked' }] } }));
    expect(await pinSetVerdicts(client, store, { ids: [1], allowedFor: 'Googlebot' })).toBe(1);
    expect(store.getState().inputs.expectations).toEqual([{ url: C, crawler: 'GPTBot', expect: 'blocked' }, { url: A, crawler: 'Googlebot', expect: 'allowed' }]);
    expect(store.getState().ui.messages.at(-1)?.text).toContain('the sitemap URLs of sitemap.xml allowed now must stay allowed for 1 crawler');
  });

  it('pins nothing while the grid answers an older text: a verdict the file no longer gives is never pinned', async () => {
    const { store, client } = workbench();
    store.setState((s) => ({ doc: { ...s.doc, version: 2 } }));
    expect(await pinSetVerdicts(client, store, { ids: [1] })).toBe(0);
    expect(store.getState().inputs.expectations).toEqual([]);
    expect(store.getState().ui.messages.at(-1)?.text).toMatch(/still being worked out/);
  });
});
