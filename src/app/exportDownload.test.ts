/**
 * An Export item chosen with URL sets shown (review21 M1): a note says the file is being prepared
 * while the sets worker is busy, and a worker that cannot give the sets' columns leaves a file with
 * the verdicts and a warning naming what it lacks and why, never a file silently without them.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { initialState, setSets, type RobotsState } from '../state/store.ts';
import type { SetsAnswer, SetsAsk, SetsClient } from '../worker/setsClient.ts';
import type { UrlSetSummary } from '../worker/setsProtocol.ts';
import { matrixOf } from '../state/matrix.test-helper.ts';
import { setColumnsOf } from '../core/index.ts';
import { createUrlSets } from './urlSets.ts';
import { downloadExport, PREPARING_NOTE_MS } from './exportDownload.ts';

const crawl: UrlSetSummary = {
  id: 1, name: 'internal_all.csv', kind: 'csv', files: ['internal_all.csv'], count: 2, sitemapCount: 0,
  columns: ['Address', 'Status Code', 'Indexability', 'Title 1', 'Meta Description 1'], urlColumn: 0,
};
const NO_JSON = { suite: async () => {}, expectations: async () => {} };
const data = () => matrixOf(['Googlebot'], { 'https://example.com/a': 'A0', 'https://example.com/b': 'B2' }, { 2: 'Disallow: /b' });

/** A store with the crawl export shown, and a sets client answering `setColumns` with `answer`. */
function setup(answer: (req: SetsAsk) => Promise<SetsAnswer>) {
  const store = createStore<RobotsState>()(() => initialState());
  setSets(store, { list: [crawl], shown: [1] });
  const client: SetsClient = { ask: (req) => answer(req), dispose() {} };
  const saved: { name: string; text: string }[] = [];
  const save = (parts: BlobPart[], name: string) => { saved.push({ name, text: parts.join('') }); };
  const messages = () => store.getState().ui.messages.map((m) => [m.kind, m.text]);
  return { store, urlSets: createUrlSets(client, store, NO_JSON), saved, save, messages };
}

describe('an export with URL sets shown', () => {
  it('the worker answering `failure`: the file is saved with every verdict, and a warning says which columns it lacks and why', async () => {
    const { store, urlSets, saved, save, messages } = setup(async () => ({ type: 'failure', seq: 0, message: 'the worker reading URL sets stopped (out of memory); it was started again, and the sets opened before are kept' }));
    await downloadExport(store, urlSets, 'csv-wide', data(), Int32Array.from([0, 1]), save);
    // Before: the same file, and nothing on screen said the crawl's columns were left out.
    expect(saved.map((f) => f.name)).toEqual(['robots-matrix-wide.csv']);
    expect(saved[0].text.split('\r\n')[0]).toBe('url,comparedAs,whyNotTested,Googlebot verdict,Googlebot line,Googlebot rule,Googlebot lenient');
    expect(saved[0].text).toContain('https://example.com/b,,,blocked,2,Disallow: /b,');
    expect(messages()).toEqual([[
      'warning',
      'robots-matrix-wide.csv was saved without the own columns of “internal_all.csv” (Status Code, Indexability, Title 1 …): the worker reading URL sets stopped (out of memory); it was started again, and the sets opened before are kept. Its verdicts are complete; choose Export again to have the columns too.',
    ]]);
  });

  it('an ask that rejects is said the same way, not lost under `void`', async () => {
    const { store, urlSets, saved, save, messages } = setup(async () => { throw new Error('the worker could not be started'); });
    await downloadExport(store, urlSets, 'json', data(), Int32Array.from([0, 1]), save);
    expect(saved.map((f) => f.name)).toEqual(['robots-matrix.json']);
    expect(messages()).toHaveLength(1);
    expect(messages()[0][1]).toContain('robots-matrix.json was saved without the own columns of “internal_all.csv”');
    expect(messages()[0][1]).toContain(': the worker could not be started.');
  });

  it('while the worker is on other work, a note says the file is being prepared; it goes when the file is saved, with the columns', async () => {
    let give: (a: SetsAnswer) => void = () => {};
    const { store, urlSets, saved, save, messages } = setup((req) => {
      expect(req).toEqual({ type: 'setColumns', ids: [1] });
      return new Promise((resolve) => { give = resolve; });
    });
    const done = downloadExport(store, urlSets, 'csv', data(), Int32Array.from([0, 1]), save);
    await new Promise((r) => setTimeout(r, 0));
    expect(messages()).toEqual([]);
    await new Promise((r) => setTimeout(r, PREPARING_NOTE_MS + 50));
    expect(saved).toEqual([]);
    expect(messages()).toEqual([['info', "Preparing robots-matrix.csv: waiting for the URL sets' own columns (the worker reading them may be working out their coverage). You can keep working; the file comes when they do."]]);
    // The page is not held: the person's edits go on meanwhile.
    store.setState((s) => ({ inputs: { ...s.inputs, urls: 'https://example.com/c' } }));
    give({ type: 'setColumns', seq: 0, columns: setColumnsOf([{ url: 'https://example.com/b', file: 'internal_all.csv', line: 3, attributes: { 'Status Code': '404', Indexability: 'Non-Indexable' } }]) });
    await done;
    expect(messages()).toEqual([]);
    expect(saved[0].text.split('\r\n')[0].endsWith(',Status Code,Indexability')).toBe(true);
    expect(saved[0].text).toContain(',404,Non-Indexable\r\n');
  });

  it('a worker that answers at once: the file with the columns, and no note shown at any moment', async () => {
    const columns = setColumnsOf([{ url: 'https://example.com/b', file: 'internal_all.csv', line: 3, attributes: { 'Status Code': '404' } }]);
    const { store, urlSets, saved, save } = setup(async () => ({ type: 'setColumns', seq: 0, columns }));
    const said: string[] = [];
    store.subscribe((s) => said.push(...s.ui.messages.map((m) => m.text)));
    await downloadExport(store, urlSets, 'csv-wide', data(), Int32Array.from([0, 1]), save);
    await new Promise((r) => setTimeout(r, PREPARING_NOTE_MS + 50));
    expect(said).toEqual([]);
    expect(saved[0].text).toContain('https://example.com/b,,,404,blocked');
  });

  it('with no set shown: no note, no worker asked, the file as before', async () => {
    const { store, urlSets, saved, save, messages } = setup(async () => { throw new Error('not to be asked'); });
    setSets(store, { shown: [] });
    await downloadExport(store, urlSets, 'markdown', data(), Int32Array.from([0, 1]), save);
    expect(saved.map((f) => f.name)).toEqual(['robots-matrix.md']);
    expect(messages()).toEqual([]);
  });
});
