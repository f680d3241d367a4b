/**
 * The coverage views' controller when the worker fails the coverage (it stopped or hung:
 * worker/setsClient.ts): no coverage of an older state stays shown as this one's, and the
 * person is told why; the next answer takes the message away.
 */
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { initialState, type RobotsState } from '../state/store.ts';
import type { SetsAnswer, SetsClient } from '../worker/setsClient.ts';
import type { CoverageView } from '../worker/setsProtocol.ts';
import { createSetCoverage } from './setCoverage.ts';

const VIEW = { urls: 1 } as unknown as CoverageView;

describe('the coverage views’ controller', () => {
  it('says why a coverage failed and shows none, then shows the next one', async () => {
    vi.useFakeTimers();
    const answers: SetsAnswer[] = [
      { type: 'failure', seq: 1, message: 'the worker reading URL sets stopped (it gave no answer for 40 s); it was started again, and the sets opened before are kept' },
      { type: 'coverage', seq: 2, view: VIEW },
    ];
    const client: SetsClient = { ask: async () => answers.shift()!, dispose() {} };
    const store = createStore<RobotsState>()(() => initialState());
    store.setState((s) => ({ sets: { ...s.sets, coverage: VIEW } }));
    const coverage = createSetCoverage(client, store, () => 'User-agent: *\nDisallow: /a\n');
    store.setState((s) => ({ sets: { ...s.sets, shown: [1] } }));
    await vi.runAllTimersAsync();
    expect(store.getState().sets).toMatchObject({ coverage: null, coverageStale: false });
    expect(store.getState().ui.messages.map((m) => m.text)).toEqual([
      'The coverage of the URL sets could not be worked out: the worker reading URL sets stopped (it gave no answer for 40 s); it was started again, and the sets opened before are kept.',
    ]);
    store.setState((s) => ({ sets: { ...s.sets, shown: [1, 2] } }));
    await vi.runAllTimersAsync();
    expect(store.getState().sets.coverage).toBe(VIEW);
    expect(store.getState().ui.messages).toEqual([]);
    coverage.dispose();
    vi.useRealTimers();
  });
});
