/**
 * The coverage views' controller (issue 25 §2): while URL sets are ticked, the worker works out
 * their coverage against the document on screen, again after each change of the text, the
 * crawlers, the reading or the sets, a moment after the last (typing in a big file asks once, not
 * per key). An answer to an older state is dropped, as the grid's are. The URLs of one rule are
 * asked when a person opens it.
 */
import type { SourcedUrl } from '../core/index.ts';
import { SETS_WORKER_WORDS } from '../core/words/urlSetWords.ts';
import { dismissMessage, showMessage, type RobotsState, type RobotsStore } from '../state/store.ts';
import type { SetsClient } from '../worker/setsClient.ts';

/** Milliseconds after the last change before the coverage is asked again. */
const SETTLE_MS = 300;

export interface SetCoverage {
  /** The URLs `crawler` has decided by `line` in the coverage shown, the first `limit`. */
  ruleUrls(crawler: string, line: number, limit: number): Promise<{ urls: SourcedUrl[]; count: number }>;
  dispose(): void;
}

/** What the coverage depends on: a change of any asks again. */
const inputsOf = (s: RobotsState) => [s.doc.version, s.inputs.crawlers, s.inputs.profile, s.sets.shown, s.sets.list] as const;

export function createSetCoverage(client: SetsClient, store: RobotsStore, text: () => string): SetCoverage {
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = inputsOf(store.getState());
  /** The message saying the last coverage failed, gone with the next answer. */
  let failed: number | null = null;

  async function ask(): Promise<void> {
    timer = null;
    const s = store.getState();
    const mine = ++asked;
    const answer = await client.ask({ type: 'coverage', ids: s.sets.shown, robots: text(), reading: s.inputs.profile, crawlers: s.inputs.crawlers });
    if (mine !== asked) return;
    if (failed !== null) dismissMessage(store, failed);
    failed = null;
    if (answer.type === 'coverage') store.setState((st) => ({ sets: { ...st.sets, coverage: answer.view, coverageStale: false } }));
    else if (answer.type === 'failure') {
      // Never a coverage of another state shown as this one's: none, and why.
      failed = showMessage(store, 'error', SETS_WORKER_WORDS.coverageFailed(answer.message));
      store.setState((st) => ({ sets: { ...st.sets, coverage: null, coverageStale: false } }));
    }
  }

  const unsubscribe = store.subscribe((s) => {
    const now = inputsOf(s);
    if (now.every((v, i) => v === last[i])) return;
    last = now;
    asked++;
    if (timer !== null) clearTimeout(timer);
    if (s.sets.shown.length === 0) {
      if (s.sets.coverage !== null) store.setState((st) => ({ sets: { ...st.sets, coverage: null, coverageStale: false } }));
      return;
    }
    if (!s.sets.coverageStale && s.sets.coverage !== null) store.setState((st) => ({ sets: { ...st.sets, coverageStale: true } }));
    timer = setTimeout(() => void ask(), SETTLE_MS);
  });

  return {
    async ruleUrls(crawler, line, limit) {
      const answer = await client.ask({ type: 'ruleUrls', crawler, line, limit });
      return answer.type === 'ruleUrls' ? { urls: answer.urls, count: answer.count } : { urls: [], count: 0 };
    },
    dispose() {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    },
  };
}
