/**
 * The coverage views' controller (issue 25 §2): while URL sets are ticked, the worker works out
 * their coverage against the document on screen, again after each change of the text, the
 * crawlers, the reading or the sets, a moment after the last (typing in a big file asks once, not
 * per key). An answer to an older state is dropped, as the grid's are. The URLs of one rule are
 * asked when a person opens it; a view exported gets every blocked sitemap URL (the view lists a
 * rule's first), asked of the worker, which still holds the answers the view shows.
 */
import type { SourcedUrl } from '../core/index.ts';
import { SETS_WORKER_WORDS, type CoverageViewName } from '../core/words/urlSetWords.ts';
import type { CoverageExportFormat } from '../state/coverageExports.ts';
import { dismissMessage, fileSite, showMessage, type RobotsState, type RobotsStore, type SetCoverageView } from '../state/store.ts';
import { saveFile } from './download.ts';
import type { SetsClient } from '../worker/setsClient.ts';

/** Milliseconds after the last change before the coverage is asked again. */
const SETTLE_MS = 300;

export interface SetCoverage {
  /** The URLs `crawler` has decided by `line` in the coverage shown, the first `limit`. */
  ruleUrls(crawler: string, line: number, limit: number): Promise<{ urls: SourcedUrl[]; count: number }>;
  /** Downloads a view of the coverage shown as a file (state/coverageExports.ts). */
  exportView(view: CoverageViewName, format: CoverageExportFormat): Promise<void>;
  dispose(): void;
}

/** What the coverage depends on: a change of any asks again. */
const inputsOf = (s: RobotsState) => [s.doc.version, s.inputs.crawlers, s.inputs.profile, s.sets.shown, s.sets.list, s.sets.ranges, fileSite(s)] as const;

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
    const answer = await client.ask({ type: 'coverage', ids: s.sets.shown, robots: text(), reading: s.inputs.profile, crawlers: s.inputs.crawlers, origin: fileSite(s) });
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

  async function ruleUrls(crawler: string, line: number, limit: number, sitemapOnly = false) {
    const answer = await client.ask({ type: 'ruleUrls', crawler, line, limit, sitemapOnly });
    return answer.type === 'ruleUrls' ? { urls: answer.urls, count: answer.count } : { urls: [], count: 0 };
  }

  /** The view with every blocked sitemap URL, or null when the coverage changed meanwhile (the worker's answers are another's). */
  async function whole(c: SetCoverageView): Promise<SetCoverageView | null> {
    const blocked = await Promise.all(c.sitemapBlocked.map(async (b) => (b.count > b.urls.length ? { ...b, urls: (await ruleUrls(b.crawler, b.line, b.count, true)).urls } : b)));
    const now = store.getState().sets;
    return now.coverage === c && !now.coverageStale ? { ...c, sitemapBlocked: blocked } : null;
  }

  return {
    ruleUrls: (crawler, line, limit) => ruleUrls(crawler, line, limit),
    async exportView(view, format) {
      const { sets, doc, inputs } = store.getState();
      // The files' code and words load on first use (issue 24 §3), as the matrix's exports do.
      const { coverageExport, COVERAGE_EXPORT_WORDS } = await import('../state/coverageExports.ts');
      const c = sets.coverage && !sets.coverageStale ? await whole(sets.coverage) : null;
      if (!c) {
        showMessage(store, 'warning', COVERAGE_EXPORT_WORDS.updating);
        return;
      }
      const file = coverageExport(view, format, c, { fileName: doc.fileName, profile: inputs.profile });
      saveFile(file.parts, file.name, file.type);
    },
    dispose() {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    },
  };
}
