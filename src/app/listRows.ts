/**
 * The page's side of the URL list the worker holds (worker/listProtocol.ts): the list's version,
 * counted here as the URL field or the Origin field change, and the page's copy of the list's
 * URLs (the matrix's rows), changed by each of the worker's answers instead of read again. The
 * store hears what the URL field says of the list (results.list), and how far the worker got
 * reading a big paste.
 */
import { readOrigin } from '../core/urlList.ts';
import type { ListFacts } from '../state/matrix.ts';
import type { RobotsState, RobotsStore } from '../state/store.ts';
import type { ListJob } from '../worker/clientJobs.ts';
import type { ListProgress, ListResponse } from '../worker/protocol.ts';
import { applyRows } from '../worker/rowsDelta.ts';
import type { UrlEdits } from './urlEdits.ts';

export interface ListRows {
  /** The list of the state's URL and Origin fields, as a job: a new version when either changed. */
  job(s: RobotsState): ListJob;
  /** How many URLs the list held when last read. */
  count(): number;
  /**
   * The URLs of list version `version` (the matrix's rows) and what its reading says beside them
   * (the exports' lines not tested), when the page holds that version; else null.
   */
  of(version: number): { urls: readonly string[]; facts: ListFacts } | null;
  apply(result: ListResponse): void;
  progress(p: ListProgress): void;
}

/** `edits`: the URL field's own (urlEdits.ts), so a keystroke is sent as the change it made. */
export function createListRows(store: RobotsStore, edits?: UrlEdits): ListRows {
  let version = 0;
  let text: string | null = null;
  let origin = '';
  /** The URL field's text version of each list version sent (pruned as the worker moves on). */
  const editVersion = new Map<number, number>();
  /** The page's copy of the URLs of list version `have` (-1: none yet). */
  let urls: readonly string[] = [];
  let facts: ListFacts = { site: { origin: '', from: 'none' }, lines: [], flagged: [], notTested: 0, read: null };
  /**
   * The text and Origin of each list version sent and not yet answered (pruned as answers come):
   * the worker sends the first lines not tested, and an export that lists every one reads them
   * from the version's text as the worker did (state/exportRows.ts everyFlagged).
   */
  const sent = new Map<number, { text: string; origin: string }>();
  let have = -1;
  const setList = (patch: Partial<RobotsState['results']['list']>) =>
    store.setState((s) => ({ results: { ...s.results, list: { ...s.results.list, ...patch } } }));

  return {
    job(s) {
      const o = readOrigin(s.inputs.origin).origin;
      if (s.inputs.urls !== text || o !== origin) {
        version++;
        text = s.inputs.urls;
        origin = o;
        if (edits) editVersion.set(version, edits.version());
        sent.set(version, { text, origin });
      }
      const at = version;
      const length = text.length;
      const editsSince = (held: number) => {
        for (const v of editVersion.keys()) if (v < held) editVersion.delete(v);
        const from = editVersion.get(held);
        const to = editVersion.get(at);
        return edits && from !== undefined && to !== undefined ? edits.between(from, to, length) : null;
      };
      return { version, text, origin, have: () => have, editsSince };
    },
    count: () => urls.length,
    of: (v) => (v === have ? { urls, facts } : null),
    apply(result) {
      // The worker changes the copy it knows the page holds (the request's `have`); answers come in order.
      if (result.rows.base >= 0 && result.rows.base !== have) return;
      urls = applyRows(urls, result.rows);
      facts = listFacts(result, sent.get(result.listVersion));
      for (const v of sent.keys()) if (v < result.listVersion) sent.delete(v);
      have = result.listVersion;
      const current = result.listVersion === version;
      setList({
        of: current ? text : null, origin: current ? origin : '', site: result.site, tested: urls.length,
        flagged: result.flagged, flaggedLines: result.flaggedLines, duplicates: result.duplicates, progress: null,
      });
    },
    progress(p) {
      if (p.listVersion === version) setList({ progress: p.total > 0 ? p.done / p.total : 0 });
    },
  };
}

/** What an answer says beside the URLs; the version's text when the worker sent only the first lines not tested. */
function listFacts(result: ListResponse, read: { text: string; origin: string } | undefined): ListFacts {
  const { site, lines, flagged, flaggedLines } = result;
  return { site, lines, flagged, notTested: flaggedLines.length, read: flagged.length < flaggedLines.length ? read ?? null : null };
}
