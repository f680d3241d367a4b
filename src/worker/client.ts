/**
 * The page's side of the robots worker. At most one request is in flight; newer jobs
 * collapse into one pending job (the latest wins); results whose document version is no
 * longer current are dropped (AST Explorer's parserMiddleware: "did anything change in the
 * meantime?"); a watchdog terminates a worker that hangs or dies and starts a fresh one
 * (RegExr's BrowserSolver). The transport is injected so Node tests drive it with fakes.
 */
import type { AnalyzeJob, AnalyzeRequest, AnalyzeResult, WorkerResponse } from './protocol.ts';

export interface Channel {
  post(req: AnalyzeRequest): void;
  terminate(): void;
}

/** Starts a worker; `onCrash` is called when it dies (an `error` event). */
export type Spawn = (onMessage: (msg: WorkerResponse) => void, onCrash: (why: string) => void) => Channel;

/** Which parts of a result still describe what the page shows. */
export type Freshness = 'stale' | 'document' | 'all';

export interface Versions {
  docVersion: number;
  inputsVersion: number;
}

/** Diagnostics are good while the document is unchanged; verdicts need the inputs too. */
export function freshness(result: Versions, current: Versions): Freshness {
  if (result.docVersion !== current.docVersion) return 'stale';
  return result.inputsVersion === current.inputsVersion ? 'all' : 'document';
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(id: unknown): void;
}

export interface ClientOptions {
  spawn: Spawn;
  /** The versions the page shows now; results are judged against them. */
  current(): Versions;
  onResult(result: AnalyzeResult, fresh: Exclude<Freshness, 'stale'>): void;
  onProblem(message: string): void;
  /**
   * The client stopped trying on this document version: the page must say it was not
   * analysed, and why (issue 12 §6), rather than keep showing "Checking…" or "No problems".
   */
  onUnanalysed(docVersion: number, reason: string): void;
  timeoutFor?(job: AnalyzeJob): number;
  timers?: Timers;
}

/** A hang is declared after 5 s plus 2 s per MB of text (a 10 MB paste parses in a few s). */
export const defaultTimeout = (job: AnalyzeJob): number => 5000 + job.text.length / 500;

const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Tries per document version before the watchdog gives up until the next edit. */
const MAX_STRIKES = 2;
/** Restarts in a row with no answer between them before the worker is left stopped. */
const MAX_RESTARTS = 3;

export class RobotsClient {
  /** null once the worker failed MAX_RESTARTS times in a row; the next submit tries again. */
  private channel: Channel | null;
  private restartsInARow = 0;
  private seq = 0;
  private inFlight: { seq: number; job: AnalyzeJob; timer: unknown } | null = null;
  private pending: AnalyzeJob | null = null;
  /** The document the current worker holds, so checks can skip sending the text. */
  private held: { docVersion: number; profile: string } | null = null;
  private strikes = 0;
  private lastDoc = -1;
  private readonly timers: Timers;

  constructor(private readonly opts: ClientOptions) {
    this.timers = opts.timers ?? browserTimers;
    this.channel = this.start();
  }

  submit(job: AnalyzeJob): void {
    // A new document deserves fresh tries even if the watchdog gave up on the last one.
    if (job.docVersion !== this.lastDoc) this.strikes = 0;
    this.lastDoc = job.docVersion;
    this.pending = job;
    if (!this.inFlight) this.flush();
  }

  /** True while a request is in flight or waiting. */
  get busy(): boolean {
    return this.inFlight !== null || this.pending !== null;
  }

  dispose(): void {
    if (this.inFlight) this.timers.clear(this.inFlight.timer);
    this.inFlight = null;
    this.pending = null;
    this.channel?.terminate();
  }

  private start(): Channel {
    return this.opts.spawn((msg) => this.receive(msg), (why) => this.restart(`The analysis worker stopped (${why}); it was restarted.`));
  }

  private flush(): void {
    const job = this.pending;
    if (!job) return;
    this.channel ??= this.start();
    this.pending = null;
    const seq = ++this.seq;
    const same = this.held !== null && this.held.docVersion === job.docVersion && this.held.profile === job.profile;
    const { docVersion, inputsVersion, profile, agent, urls } = job;
    const timeout = (this.opts.timeoutFor ?? defaultTimeout)(job);
    const timer = this.timers.set(() => this.restart('The analysis took too long; the worker was restarted.'), timeout);
    this.inFlight = { seq, job, timer };
    this.held = { docVersion, profile };
    this.channel.post({ type: 'analyze', seq, docVersion, inputsVersion, text: same ? null : job.text, breaks: same ? null : job.breaks, profile, agent, urls });
  }

  private receive(msg: WorkerResponse): void {
    // A message from a replaced worker, or an answer nobody waits for any more.
    if (!this.inFlight || msg.seq !== this.inFlight.seq) return;
    this.timers.clear(this.inFlight.timer);
    this.inFlight = null;
    if (msg.type === 'failure') {
      this.held = null;
      // A failure on a document that has changed since says nothing about the current one.
      if (msg.docVersion === this.opts.current().docVersion) {
        this.opts.onProblem(`The analysis failed: ${msg.message}`);
        this.opts.onUnanalysed(msg.docVersion, `the analysis failed (${msg.message})`);
      }
    } else {
      this.strikes = 0;
      this.restartsInARow = 0;
      const fresh = freshness(msg, this.opts.current());
      if (fresh !== 'stale') this.opts.onResult(msg, fresh);
    }
    this.flush();
  }

  /** The watchdog: replace the worker, then retry the latest job unless it keeps failing. */
  private restart(message: string): void {
    const lost = this.inFlight;
    if (lost) this.timers.clear(lost.timer);
    this.inFlight = null;
    this.held = null;
    this.channel?.terminate();
    // A worker that cannot even start (a missing file, a blocked script) would crash forever.
    if (++this.restartsInARow > MAX_RESTARTS) {
      this.channel = null;
      this.pending = null;
      this.opts.onProblem('The analysis worker keeps failing, so it was stopped: verdicts and diagnostics are not updated. Reload the page; your document is kept.');
      this.opts.onUnanalysed(this.lastDoc, 'the analysis worker keeps failing, so it was stopped');
      return;
    }
    this.channel = this.start();
    this.strikes++;
    const retry = !this.pending && lost !== null && this.strikes < MAX_STRIKES;
    const gaveUp = !this.pending && lost !== null && !retry;
    this.opts.onProblem(gaveUp ? `${message} This version of the document is not analysed; edit it to try again.` : message);
    if (gaveUp && lost) this.opts.onUnanalysed(lost.job.docVersion, `the analysis failed ${this.strikes} times in a row (it hung or the worker stopped)`);
    if (retry && lost) this.pending = lost.job;
    this.flush();
  }
}

/** The real transport: a module worker built by Vite from robots.worker.ts. */
export const spawnBrowserWorker: Spawn = (onMessage, onCrash) => {
  const worker = new Worker(new URL('./robots.worker.ts', import.meta.url), { type: 'module', name: 'robots' });
  worker.onmessage = (e: MessageEvent<WorkerResponse>) => onMessage(e.data);
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    onCrash(e.message || 'error');
  };
  worker.onmessageerror = () => onCrash('unreadable message');
  return { post: (req) => worker.postMessage(req), terminate: () => worker.terminate() };
};
