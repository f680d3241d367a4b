/**
 * The URL sets' controller (issue 25 §1): files opened or dropped go to the URL-sets worker
 * (worker/setsClient.ts), which reads them; the store's `sets` slice lists what it holds, with
 * the reading's progress; the URL list (the grid's rows) holds the URLs of the sets shown, put
 * there as a file's list is, in one change the URL field can undo. The list the person had is
 * never replaced silently (typedList.ts).
 * An export whose URL column is to be chosen is listed unticked (no URL would empty the grid).
 * What the worker could not read is said in a message (core urlSetWords), and the sets and the
 * URL list stay as they were;
 * a worker that stopped is replaced and given the sets again (setsClient.ts), so they stay
 * listed, unless it could not read them again (`lost`). A server log's requests are URLs on the
 * Host the person names (a log line has none): typed, the logs are read again a moment after the
 * last key; the operators' IP-range files opened among the sets are listed apart.
 */
import { hostOrigin, type SetColumns } from '../core/index.ts';
import type { UrlSetProblem } from '../core/urlSetProblem.ts';
import { SETS_WORKER_WORDS, urlSetProblemWords } from '../core/words/urlSetWords.ts';
import { dismissMessage, fileHost, logHost, setSets, showMessage, type RobotsState, type RobotsStore } from '../state/store.ts';
import type { OpenedFile, UrlSource } from '../worker/setsProtocol.ts';
import { routeJson, type JsonOpeners } from './jsonFiles.ts';
import type { PinAsk } from './setExpectations.ts';
import type { SetsAnswer, SetsClient } from '../worker/setsClient.ts';
import { createTypedList } from './typedList.ts';

export interface UrlSets {
  /** Reads files opened together (a sitemap index with its children, exports) as new sets, shown in the grid. */
  open(files: readonly OpenedFile[]): Promise<void>;
  /** Reads an export again with the URL column the person chose. */
  chooseColumn(id: number, column: string): Promise<void>;
  remove(id: number): Promise<void>;
  /** The URL list holds the URLs of these sets (the grid tests them). */
  show(ids: readonly number[]): Promise<void>;
  /** Whether sitemaps opened from now on give their hreflang alternates too. */
  includeAlternates(on: boolean): void;
  /** The worker lost the sets (it stopped, and could not read them again): they are no longer listed. */
  lost(message: string): void;
  /** Where the sets shown hold `url` (set, file, line, an export row's columns), the first `limit`: a selected cell's source. */
  sources(url: string, limit: number): Promise<{ sources: UrlSource[]; count: number }>;
  /** The URLs of the sets shown whose export row holds `text` in another column (the grid's search over them). */
  columnMatches(text: string): Promise<string[]>;
  /**
   * The sets shown's own columns and each URL's values (a crawl export's Indexability ...), for
   * the exports: null with no set shown; `failed` says why the worker could not give them.
   */
  setColumns(): Promise<{ columns: SetColumns | null } | { failed: string }>;
  /** Pins the grid's verdicts of sets' URLs as expectations (setExpectations.ts); how many. */
  pin(ask: PinAsk): Promise<number>;
  /** The person types the logs' Host: they are read again on it a moment after the last key. */
  setHost(text: string): void;
  /** The person says which crawler an IP-range file is for. */
  chooseRangesCrawler(id: number, crawler: string): Promise<void>;
}

/** Milliseconds after the last key in the Host field before the logs are read again. */
const HOST_SETTLE_MS = 300;
/**
 * Milliseconds a Host not typed (the Origin field, the file's Sitemap lines) must stay before the
 * logs follow it: each move is seconds of work in the sets worker for a 1,000,000-request log
 * (host 1.2-2.6 s, URLs and coverage again 0.9-4.8 s, measured), so a person editing the file
 * pausing mid-word does not start one (review21 L9).
 */
const DEFAULT_HOST_SETTLE_MS = 1000;

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const hasLog = (s: RobotsState) => s.sets.list.some((x) => x.kind === 'log');
/** What state fileHost reads changed, or the file, or the worker's answer for it. */
const fileHostChanged = (s: RobotsState, prev: RobotsState) =>
  s.inputs.origin !== prev.inputs.origin || s.results.stats?.sitemapSite !== prev.results.stats?.sitemapSite || s.doc.version !== prev.doc.version
  || s.results.docVersion !== prev.results.docVersion;

/** Problems that leave something read (the children opened, an export to choose a column for, a log's other lines, a range file to choose a crawler for, a file's lines its encoding reads, a log's requests on another port counted): warnings. */
const PARTIAL = new Set<UrlSetProblem['code']>(['missing-children', 'no-url-column', 'csv-wider', 'log-not-read', 'ranges-crawler', 'undecodable', 'unknown-encoding', 'declared-not-utf8', 'log-other-port']);

/** The worker's answers taken into the store, and what it said kept as messages until its next answer. */
function answerTaker(store: RobotsStore) {
  let said: number[] = [];
  return {
    /** Applies the worker's answer: the sets it holds now, and what it could not read; the sets it added, null when it failed. */
    take(answer: SetsAnswer): number[] | null {
      said.forEach((id) => dismissMessage(store, id));
      said = [];
      if (answer.type === 'failure') {
        said.push(showMessage(store, 'error', SETS_WORKER_WORDS.readFailed(answer.message)));
        // The sets held before are the new worker's too (setsClient.ts): only this request is lost.
        setSets(store, { reading: null });
        return null;
      }
      if (answer.type !== 'sets') return [];
      for (const p of answer.problems) said.push(showMessage(store, PARTIAL.has(p.code) ? 'warning' : 'error', urlSetProblemWords(p)));
      const before = new Set(store.getState().sets.list.map((s) => s.id));
      const ids = new Set(answer.sets.map((s) => s.id));
      // The last log gone, the site the logs were read on goes with it (review22 L8): the Host is
      // the file's site as it is now until a log is opened again. Only then: an answer without logs
      // to an earlier request may come while a first log is being opened (review23 L1).
      const closed = hasLog(store.getState()) && !answer.sets.some((s) => s.kind === 'log');
      setSets(store, {
        list: answer.sets, ranges: answer.ranges ?? [], shown: store.getState().sets.shown.filter((id) => ids.has(id)), reading: null,
        ...(closed ? { defaultHost: null } : {}),
      });
      return answer.sets.filter((s) => !before.has(s.id)).map((s) => s.id);
    },
    say(message: string): void {
      said.push(showMessage(store, 'error', message));
    },
  };
}

/** The logs read again on the Host typed, a moment after the last key; `show` then shows the sets shown again. */
function hostReader(client: SetsClient, store: RobotsStore, take: (answer: SetsAnswer) => number[] | null, show: (ids: readonly number[]) => Promise<void>) {
  let hostTimer: ReturnType<typeof setTimeout> | null = null;
  async function readHost(): Promise<void> {
    hostTimer = null;
    const origin = hostOrigin(logHost(store.getState()));
    const { list, shown } = store.getState().sets;
    // A Host that names no host reads nothing again: the field says why (ui/matrix/UrlSets.tsx).
    if (origin === null || !list.some((s) => s.kind === 'log')) return;
    if (!take(await client.ask({ type: 'host', origin }))) return;
    if (list.some((s) => s.kind === 'log' && shown.includes(s.id))) await show(store.getState().sets.shown);
  }
  const settle = (ms: number, read: () => Promise<void> = readHost) => {
    if (hostTimer !== null) clearTimeout(hostTimer);
    hostTimer = setTimeout(() => void read(), ms);
  };
  // The file's site, once the file and the worker's answer for it have stayed DEFAULT_HOST_SETTLE_MS,
  // is the Host shown and the logs'. Timed from the person's keys and the answers both: on a busy
  // machine an answer for a line half edited may come late, and is not taken for one that stayed.
  async function takeFileHost(): Promise<void> {
    const s = store.getState();
    const site = fileHost(s);
    const answered = s.results.docVersion === s.doc.version && !s.doc.reading;
    if (!answered || s.sets.logHost !== null || (s.sets.defaultHost?.host === site.host && s.sets.defaultHost.fromSitemaps === site.fromSitemaps)) {
      hostTimer = null;
      return;
    }
    const moved = logHost(s) !== site.host;
    setSets(store, { defaultHost: site });
    if (moved) await readHost();
    else hostTimer = null;
  }
  // A Host not typed follows the file's site (fileHost): a file fetched, its Sitemap lines pasted or
  // edited, read by the worker after the log was opened, puts the logs on the site, and the field
  // shows it then, not a host half edited.
  store.subscribe((s, prev) => {
    if (s.sets.logHost === null && hasLog(s) && fileHostChanged(s, prev)) settle(DEFAULT_HOST_SETTLE_MS, takeFileHost);
  });
  return (text: string) => {
    setSets(store, { logHost: text });
    settle(HOST_SETTLE_MS);
  };
}

/** What the sets shown hold, asked of the worker: a cell's sources, the rows a search finds in an export's other columns. */
function setQueries(client: SetsClient, store: RobotsStore): Pick<UrlSets, 'sources' | 'columnMatches' | 'setColumns' | 'pin'> {
  return {
    async sources(url, limit) {
      const { shown } = store.getState().sets;
      if (shown.length === 0) return { sources: [], count: 0 };
      const answer = await client.ask({ type: 'sources', ids: shown, url, limit });
      return answer.type === 'sources' ? { sources: answer.sources, count: answer.count } : { sources: [], count: 0 };
    },
    async columnMatches(text) {
      const answer = await client.ask({ type: 'columnMatches', ids: store.getState().sets.shown, text });
      return answer.type === 'columnMatches' ? answer.urls : [];
    },
    async setColumns() {
      const { shown } = store.getState().sets;
      if (shown.length === 0) return { columns: null };
      const answer = await client.ask({ type: 'setColumns', ids: shown });
      if (answer.type === 'setColumns') return { columns: answer.columns };
      return { failed: answer.type === 'failure' ? answer.message : `the worker answered ${answer.type}` };
    },
    // Loaded on first use (issue 24 §3: the page's start holds only what a first visit uses).
    pin: async (ask) => (await import('./setExpectations.ts')).pinSetVerdicts(client, store, ask),
  };
}

/** `json`: where a test suite or an expectations file opened or dropped among the sets goes (jsonFiles.ts). */
export function createUrlSets(client: SetsClient, store: RobotsStore, json: Omit<JsonOpeners, 'unknown'>): UrlSets {
  const { take, say } = answerTaker(store);
  const typed = createTypedList(store);

  async function show(ids: readonly number[]): Promise<void> {
    const answer = await client.ask({ type: 'urls', ids: [...ids] });
    if (answer.type !== 'urls') {
      take(answer);
      return;
    }
    // The same sets shown again (a Host typed) keep their array: a new one would ask the coverage
    // again (app/setCoverage.ts), dropping the one the worker is on, seconds of work for 1,000,000 URLs.
    const shown = store.getState().sets.shown;
    setSets(store, { shown: sameIds(shown, ids) ? shown : [...ids] });
    if (ids.length === 0) typed.none();
    else typed.put(answer.text);
  }

  return {
    setHost: hostReader(client, store, take, show),
    async chooseRangesCrawler(id, crawler) {
      take(await client.ask({ type: 'rangesFor', id, crawler }));
    },
    async open(opened) {
      // Not among the worker's messages: the answer for the other files opened with it would take it away.
      const unknown = (name: string) => { showMessage(store, 'error', SETS_WORKER_WORDS.unknownJson(name)); };
      const files = await routeJson(opened, { ...json, unknown });
      if (files.length === 0) return;
      // The first log held is put on the file's site as it is now; later ones on the logs' Host.
      setSets(store, hasLog(store.getState()) ? { reading: 0 } : { reading: 0, defaultHost: fileHost(store.getState()) });
      const { alternates } = store.getState().sets;
      const origin = hostOrigin(logHost(store.getState())) ?? '';
      const answer = await client.ask({ type: 'open', files: [...files], alternates, origin }, (done, total) => setSets(store, { reading: total > 0 ? done / total : 1 }));
      // An export whose URL column is to be chosen holds no URL yet: ticked, it would empty the grid.
      const added = take(answer) ?? [];
      const { list, shown } = store.getState().sets;
      const withUrls = added.filter((id) => list.find((s) => s.id === id)!.count > 0);
      if (withUrls.length > 0) await show([...shown, ...withUrls]);
    },
    async chooseColumn(id, column) {
      if (!take(await client.ask({ type: 'column', id, column }))) return;
      const { shown } = store.getState().sets;
      await show(shown.includes(id) ? shown : [...shown, id]);
    },
    async remove(id) {
      const wasShown = store.getState().sets.shown.includes(id);
      if (!take(await client.ask({ type: 'remove', id }))) return;
      const { shown } = store.getState().sets;
      // The last set shown closed: the list it replaced comes back (show); with none, the list stays.
      if (wasShown && (shown.length > 0 || typed.waiting())) await show(shown);
    },
    show,
    includeAlternates: (on) => setSets(store, { alternates: on }),
    lost(message) {
      say(message);
      // The URL list keeps the URLs it holds: they are the person's now.
      setSets(store, { list: [], shown: [], reading: null, defaultHost: null });
    },
    ...setQueries(client, store),
  };
}
