/**
 * The page's side of the URL-sets worker (setsProtocol.ts): a request answered by a promise,
 * progress heard on the way. Like the analysis worker's client (client.ts, RegExr's
 * BrowserSolver), a watchdog ends a worker that hangs, and a worker that stops (a crash, an
 * out-of-memory kill, the watchdog) is replaced: the request it was on is answered with a
 * failure saying so, and the sets it held are read again into the new worker from the files
 * the page still holds (File objects: references, nothing copied), so nothing opened before is
 * lost. The request that stopped it is not repeated: a file that kills the worker would kill
 * the next one too. Transport and timers are injected, so Node tests drive it with fakes.
 */
import { SETS_WORKER_WORDS } from '../core/words/urlSetWords.ts';
import type { SetsChannel, SetsRequest, SetsResponse, SpawnSets, UrlSetSummary } from './setsProtocol.ts';
import { browserTimers, type Timers } from './timers.ts';

/** Requests without their sequence number: the client numbers them. */
export type SetsAsk = SetsRequest extends infer R ? (R extends SetsRequest ? Omit<R, 'seq'> : never) : never;
export type SetsAnswer = Exclude<SetsResponse, { type: 'progress' }>;

export interface SetsClientOptions {
  timers?: Timers;
  /** The sets could not be read again after the worker stopped: the page must forget them. */
  onLost?(message: string): void;
}

export interface SetsClient {
  ask(req: SetsAsk, onProgress?: (done: number, total: number) => void): Promise<SetsAnswer>;
  dispose(): void;
}

/**
 * How long a request may go without a word from the worker. Reading says how far it got at each
 * chunk of a file, so a silence of READ_SILENCE_MS while reading is a hang; after the last byte
 * the text is parsed (a 50 MB sitemap: some seconds on a loaded laptop), allowed 2 s per MB.
 * Coverage works without a word: 0.2 ms per URL and crawler, as the analysis watchdog allows a
 * cell (client.ts defaultTimeout), so 1,000,000 URLs × 10 crawlers still get over half an hour
 * on a machine busy with other work, and a real hang is caught.
 */
export const READ_SILENCE_MS = 30_000;
export function setsTimeout(req: SetsAsk, urls: number, bytes: number): number {
  if (req.type === 'open') return READ_SILENCE_MS + bytes / 500;
  if (req.type === 'coverage') return 10_000 + (urls * Math.max(1, req.crawlers.length)) / 5;
  return 10_000 + urls / 50;
}

/** A request that changed the sets, kept to read them again into a new worker. */
type Kept = Extract<SetsAsk, { type: 'open' | 'column' | 'remove' | 'host' | 'rangesFor' }>;
const CHANGES: ReadonlySet<SetsAsk['type']> = new Set(['open', 'column', 'remove', 'host', 'rangesFor']);
const changesSets = (req: SetsAsk): req is Kept => CHANGES.has(req.type);

interface Job {
  req: SetsAsk;
  resolve: (a: SetsAnswer) => void;
  progress?: (done: number, total: number) => void;
}

export function createSetsClient(spawn: SpawnSets, options: SetsClientOptions = {}): SetsClient {
  const timers = options.timers ?? browserTimers;
  let channel: SetsChannel | null = null;
  let seq = 0;
  /** One request at a time, so the watchdog times only the work of the one the worker is on. */
  const queue: Job[] = [];
  let inFlight: (Job & { seq: number; timer: unknown }) | null = null;
  /** The requests that made the sets the worker holds, in order. */
  let kept: Kept[] = [];
  /** What the last answer said of the sets: their URLs, the watchdog's measure. */
  let sets: UrlSetSummary[] = [];

  function next(): void {
    if (inFlight || queue.length === 0) return;
    const job = queue.shift()!;
    channel ??= spawn(receive, crash);
    inFlight = { ...job, seq: ++seq, timer: null };
    arm();
    channel.post({ ...job.req, seq: inFlight.seq } as SetsRequest);
  }

  /** (Re)starts the watchdog of the request in flight: progress heard means it is alive. */
  function arm(): void {
    const f = inFlight!;
    const limit = setsTimeout(f.req, urlsOf(f.req, sets), f.req.type === 'open' ? f.req.files.reduce((n, x) => n + x.blob.size, 0) : 0);
    timers.clear(f.timer);
    f.timer = timers.set(() => crash(SETS_WORKER_WORDS.hung(limit)), limit);
  }

  function receive(msg: SetsResponse): void {
    const f = inFlight;
    if (!f || msg.seq !== f.seq) return;
    if (msg.type === 'progress') {
      arm();
      return f.progress?.(msg.done, msg.total);
    }
    timers.clear(f.timer);
    inFlight = null;
    if (msg.type === 'sets') {
      sets = msg.sets;
      if (changesSets(f.req)) kept.push(f.req);
    }
    f.resolve(msg);
    next();
  }

  /**
   * The worker stopped or hung: it is ended, the request it was on fails saying why, and the
   * requests that made its sets are read first into the next one, before any other waiting.
   */
  function crash(why: string): void {
    channel?.terminate();
    channel = null;
    const lost = inFlight;
    inFlight = null;
    if (lost) {
      timers.clear(lost.timer);
      if (lost.resolve === replayed) giveUp(why);
      else lost.resolve({ type: 'failure', seq: lost.seq, message: SETS_WORKER_WORDS.stopped(why) });
    }
    // A replay that stops the worker gives the sets up: the files that made them stop it.
    if (lost?.resolve !== replayed) queue.unshift(...kept.map((req): Job => ({ req, resolve: replayed })));
    kept = [];
    next();
  }

  /** A replayed request's answer: nothing to tell, its sets are the page's already, unless it failed. */
  function replayed(answer: SetsAnswer): void {
    if (answer.type === 'failure') giveUp(answer.message);
  }

  function giveUp(why: string): void {
    queue.splice(0, queue.length, ...queue.filter((j) => j.resolve !== replayed));
    lose(SETS_WORKER_WORDS.notRestored(why));
  }

  function lose(message: string): void {
    // A worker holding some of the sets would give them back under ids the page forgot.
    channel?.terminate();
    channel = null;
    kept = [];
    sets = [];
    options.onLost?.(message);
  }

  return {
    ask(req, onProgress) {
      return new Promise((resolve) => {
        const job: Job = { req, resolve, progress: onProgress };
        // An export waits on its columns (review21 M1): asked ahead of the coverage computations
        // queued after the last change, which are asked again 300 ms after each edit, but never
        // ahead of a change of the sets (open, host ...), which the export must see.
        let at = queue.length;
        if (req.type === 'setColumns') while (at > 0 && queue[at - 1].req.type === 'coverage') at--;
        queue.splice(at, 0, job);
        next();
      });
    },
    dispose() {
      if (inFlight) timers.clear(inFlight.timer);
      inFlight = null;
      queue.length = 0;
      channel?.terminate();
      channel = null;
    },
  };
}

/** The URLs a request works on, as far as the page knows: a coverage's sets', else all held. */
function urlsOf(req: SetsAsk, sets: readonly UrlSetSummary[]): number {
  const ids = req.type === 'coverage' || req.type === 'urls' ? new Set(req.ids) : null;
  return sets.reduce((n, s) => n + (ids === null || ids.has(s.id) ? s.count : 0), 0);
}

/**
 * The real transport: a module worker built by Vite from sets.worker.ts (setsWorker.ts), whose
 * start is loaded with the first request, never at the page's start. What is asked meanwhile
 * waits, in order; a start that cannot load (offline before the service worker held it) is a
 * crash like any other: the request fails saying so, and the next one tries again.
 */
export const spawnSetsWorker: SpawnSets = (onMessage, onCrash) => {
  let channel: SetsChannel | null = null;
  let ended = false;
  const waiting: SetsRequest[] = [];
  import('./setsWorker.ts').then((m) => {
    if (ended) return;
    channel = m.startSetsWorker(onMessage, onCrash);
    for (const req of waiting.splice(0)) channel.post(req);
  }).catch((e: unknown) => {
    if (!ended) onCrash(String(e));
  });
  return {
    post: (req) => (channel ? channel.post(req) : void waiting.push(req)),
    terminate: () => {
      ended = true;
      channel?.terminate();
    },
  };
};
