/**
 * The page's side of the robots worker. Requests go one job at a time: a job is the latest state
 * of one document (its text when the worker does not hold that version yet, then its check), or
 * one question about it (explain, diagnose). Newer jobs for a document collapse into one pending
 * job (the latest wins); answers whose document version is no longer current are dropped (AST
 * Explorer's parserMiddleware: "did anything change in the meantime?"); a watchdog terminates a
 * worker that hangs or dies and starts a fresh one (RegExr's BrowserSolver). The transport is
 * injected so Node tests drive it with fakes.
 *
 * One client, one worker, for every document of the page (issue 24 §1): the editor's and the
 * compare view's other side each open a route (`route(docId, …)`), and each answer goes to the
 * route of the document it names (the protocol keys documents by id). What went wrong is said as
 * a code with its values (core words/workerWords.ts), never in English. What the page asks and
 * where the answers go: clientJobs.ts; the worker it talks to: clientTransport.ts.
 */
import type { AnalysisResponse, DocId, ExplainResponse, RowResult, WorkerRequest, WorkerResponse } from './protocol.ts';
import type { Explanation, ReadingChoice } from '../core/index.ts';
import type { WorkerProblem } from '../core/words/workerWords.ts';
import { defaultTimeout, freshness, type DocJob, type DocRoute, type ListJob, type Versions } from './clientJobs.ts';
import type { Channel, Spawn } from './clientTransport.ts';
import { diffEdit } from './edits.ts';
import { browserTimers, type Timers } from './timers.ts';

export interface ClientOptions {
  spawn: Spawn;
  /** The worker was restarted or stopped, or failed on the document on screen: the page says so once. */
  onProblem(problem: WorkerProblem): void;
  timeoutFor?(job: DocJob): number;
  timers?: Timers;
}

/** Tries per document version before the watchdog gives up until the next edit. */
const MAX_STRIKES = 2;
/** Restarts in a row with no answer between them before the worker is left stopped. */
const MAX_RESTARTS = 3;
/** A question (explain, diagnose) is cheap: one URL or a copy of the parse's findings. */
const QUESTION_TIMEOUT = 5000;
/** The watchdog's word when an answer takes too long. */
const hung = (gaveUp: boolean): WorkerProblem => ({ kind: 'hung', gaveUp });
/** The versions of a document no session shows (closed, or never routed): every answer about it is stale. */
const GONE: Versions = { docVersion: -1, inputsVersion: -1 };

type Question =
  | { type: 'explain'; docId: DocId; docVersion: number; crawler: string; url: string; resolve: (answer: ExplainResponse | null) => void }
  | { type: 'diagnose'; docId: DocId; docVersion: number; resolve: (a: AnalysisResponse | null) => void };

interface InFlight {
  /** The requests of this job still unanswered. */
  seqs: number[];
  job: DocJob | Question;
  timer: unknown;
  /** How long the worker may stay silent on this job (defaultTimeout, QUESTION_TIMEOUT). */
  allowance: number;
  /** A request of the job failed: the rest of its answers mean nothing. */
  failed: boolean;
}

export class RobotsClient {
  /** null once the worker failed MAX_RESTARTS times in a row; the next submit tries again. */
  private channel: Channel | null;
  private restartsInARow = 0;
  private seq = 0;
  private inFlight: InFlight | null = null;
  private readonly pending = new Map<DocId, DocJob>();
  private questions: Question[] = [];
  /** The version of each document the current worker holds, so checks skip sending the text. */
  private readonly held = new Map<DocId, { docVersion: number; profile: ReadingChoice; bodyCut: boolean }>();
  /** The version of each document's URL list the worker holds, and its text, so a change sends an edit. */
  private readonly lists = new Map<DocId, { version: number; text: string }>();
  /** Each document's route (DocRoute): where its answers go. */
  private readonly routes = new Map<DocId, DocRoute>();
  /** The watchdog's tries on each document's version: a new version deserves fresh tries. */
  private readonly strikes = new Map<DocId, { docVersion: number; count: number }>();
  /** Each document's latest job: the ones to call unanalysed when the worker is given up on. */
  private readonly lastJobs = new Map<DocId, DocJob>();
  private readonly timers: Timers;

  constructor(private readonly opts: ClientOptions) {
    this.timers = opts.timers ?? browserTimers;
    this.channel = this.start();
  }

  /**
   * Sends a document's answers to `route` from now on (one per document id: a second replaces
   * the first). Answers about a document with no route are dropped.
   */
  route(docId: DocId, route: DocRoute): void {
    this.routes.set(docId, route);
  }

  submit(job: DocJob): void {
    // A new version deserves fresh tries even if the watchdog gave up on the last one.
    if (this.strikes.get(job.docId)?.docVersion !== job.docVersion) this.strikes.delete(job.docId);
    this.lastJobs.set(job.docId, job);
    this.pending.set(job.docId, job);
    if (!this.inFlight) this.flush();
  }

  /** The row of one (crawler, URL); null when the document moved on or the worker failed. */
  explain(docId: DocId, docVersion: number, crawler: string, url: string): Promise<RowResult | null> {
    return this.askExplain(docId, docVersion, crawler, url).then((a) => a && a.row);
  }

  /** The full explanation of one (crawler, URL) (issue 11 §3); null as for explain(). */
  explainCell(docId: DocId, docVersion: number, crawler: string, url: string): Promise<Explanation | null> {
    return this.askExplain(docId, docVersion, crawler, url).then((a) => a && a.explanation);
  }

  /** The whole answer about one (crawler, URL): the row and the explanation. */
  explainFull(docId: DocId, docVersion: number, crawler: string, url: string): Promise<ExplainResponse | null> {
    return this.askExplain(docId, docVersion, crawler, url);
  }

  private askExplain(docId: DocId, docVersion: number, crawler: string, url: string): Promise<ExplainResponse | null> {
    return new Promise((resolve) => this.ask({ type: 'explain', docId, docVersion, crawler, url, resolve }));
  }

  /** The diagnostics and marks of an open document again. */
  diagnose(docId: DocId, docVersion: number): Promise<AnalysisResponse | null> {
    return new Promise((resolve) => this.ask({ type: 'diagnose', docId, docVersion, resolve }));
  }

  /** The worker forgets the document (a compare view closed) and its route goes; no answer comes. */
  close(docId: DocId): void {
    this.routes.delete(docId);
    this.pending.delete(docId);
    this.lists.delete(docId);
    this.strikes.delete(docId);
    this.lastJobs.delete(docId);
    if (this.held.delete(docId)) this.channel?.post({ type: 'close', seq: ++this.seq, docId });
  }

  /** True while a request is in flight or waiting. */
  get busy(): boolean {
    return this.inFlight !== null || this.pending.size > 0 || this.questions.length > 0;
  }

  dispose(): void {
    if (this.inFlight) this.timers.clear(this.inFlight.timer);
    this.inFlight = null;
    this.pending.clear();
    this.questions.splice(0).forEach((q) => q.resolve(null));
    this.channel?.terminate();
  }

  private ask(q: Question): void {
    this.questions.push(q);
    if (!this.inFlight) this.flush();
  }

  private start(): Channel {
    return this.opts.spawn((msg) => this.receive(msg), (why) => this.restart((gaveUp) => ({ kind: 'crashed', why, gaveUp })));
  }

  /** Sends the next job: documents first (questions are about their latest version). */
  private flush(): void {
    while (!this.inFlight) {
      const next = this.pending.values().next();
      if (!next.done) {
        this.pending.delete(next.value.docId);
        this.send(next.value);
        continue;
      }
      const q = this.questions.shift();
      if (!q) return;
      this.sendQuestion(q);
    }
  }

  private send(job: DocJob): void {
    const reqs = this.requestsFor(job);
    if (reqs.length === 0) return;
    this.channel ??= this.start();
    const allowance = (this.opts.timeoutFor ?? defaultTimeout)(job);
    this.inFlight = { seqs: reqs.map((r) => r.seq), job, timer: this.watch(allowance), allowance, failed: false };
    this.held.set(job.docId, { docVersion: job.docVersion, profile: job.profile, bodyCut: job.bodyCut === true });
    if (job.check) this.lists.set(job.docId, { version: job.check.list.version, text: job.check.list.text });
    // The worker answers in order: the check reads the parse the update just made.
    for (const r of reqs) this.channel.post(r);
  }

  private requestsFor(job: DocJob): WorkerRequest[] {
    const { docId, docVersion } = job;
    const held = this.held.get(docId);
    const reqs: WorkerRequest[] = [];
    if (!held || held.docVersion !== docVersion || held.profile !== job.profile || held.bodyCut !== (job.bodyCut === true)) {
      // The worker holds an earlier version: the edits from it, when the page still has them.
      const base = held?.docVersion ?? -1;
      const edits = held ? job.editsSince(base) : null;
      const { breaks, profile } = job;
      const bodyCut = job.bodyCut === true;
      reqs.push(edits
        ? { type: 'edit', seq: ++this.seq, docId, docVersion, base, edits, length: job.length, breaks, profile, bodyCut }
        : { type: 'update', seq: ++this.seq, docId, docVersion, text: job.text(), breaks, profile, bodyCut });
    }
    if (job.check) {
      const { list, inputsVersion, crawlers, compareCells } = job.check;
      const listReq = this.listRequest(docId, docVersion, list);
      if (listReq) reqs.push(listReq);
      reqs.push({ type: 'check', seq: ++this.seq, docId, docVersion, inputsVersion, crawlers, compareCells, listVersion: list.version });
    }
    return reqs;
  }

  /** The list, when the worker lacks its version: the edit from the version it holds, else the text. */
  private listRequest(docId: DocId, docVersion: number, list: ListJob): WorkerRequest | null {
    const held = this.lists.get(docId);
    if (held?.version === list.version) return null;
    const { version: listVersion, text, origin } = list;
    const at = { type: 'list', seq: ++this.seq, docId, docVersion, listVersion, length: text.length, origin, have: list.have() } as const;
    return held
      ? { ...at, base: held.version, text: null, edits: list.editsSince?.(held.version) ?? diffEdit(held.text, text) }
      : { ...at, base: -1, text, edits: [] };
  }

  private sendQuestion(q: Question): void {
    const held = this.held.get(q.docId);
    // Asked about a version the worker does not hold (a newer one is on its way, or it failed).
    if (!held || held.docVersion !== q.docVersion || !this.channel) {
      q.resolve(null);
      return;
    }
    const seq = ++this.seq;
    this.inFlight = { seqs: [seq], job: q, timer: this.watch(QUESTION_TIMEOUT), allowance: QUESTION_TIMEOUT, failed: false };
    const { type, docId, docVersion } = q;
    this.channel.post(q.type === 'explain' ? { type, seq, docId, docVersion, crawler: q.crawler, url: q.url } : { type: 'diagnose', seq, docId, docVersion });
  }

  private receive(msg: WorkerResponse): void {
    // A message from a replaced worker, or an answer nobody waits for any more.
    const flight = this.inFlight;
    if (!flight || !flight.seqs.includes(msg.seq)) return;
    // Said while the worker works: the request is still unanswered, and the worker alive.
    if (msg.type === 'progress' || msg.type === 'alive') {
      this.timers.clear(flight.timer);
      flight.timer = this.watch(flight.allowance);
      if (msg.type === 'progress') this.routes.get(msg.docId)?.onListProgress?.(msg);
      return;
    }
    flight.seqs = flight.seqs.filter((s) => s !== msg.seq);
    if (msg.type === 'failure') this.failed(flight, msg);
    else if (!flight.failed) this.deliver(flight.job, msg);
    if (flight.seqs.length > 0) return;
    this.timers.clear(flight.timer);
    this.inFlight = null;
    this.flush();
  }

  /** The watchdog's timer: `ms` of silence from the worker, and it is replaced. */
  private watch(ms: number): unknown {
    return this.timers.set(() => this.restart(hung), ms);
  }

  private deliver(job: DocJob | Question, msg: Exclude<WorkerResponse, { type: 'failure' | 'progress' | 'alive' }>): void {
    // Not a sign that the job goes through: the list is read before the parse or check that may hang.
    const route = this.routes.get(msg.docId);
    if (msg.type === 'list') {
      route?.onList(msg);
      return;
    }
    this.strikes.delete(msg.docId);
    this.restartsInARow = 0;
    const current = route?.current() ?? GONE;
    if ('resolve' in job) {
      const fresh = msg.docVersion === current.docVersion;
      if (job.type === 'explain') job.resolve(fresh && msg.type === 'explain' ? msg : null);
      else job.resolve(fresh && msg.type === 'analysis' ? msg : null);
      return;
    }
    if (msg.type === 'analysis') {
      if (msg.docVersion === current.docVersion) route?.onAnalysis(msg);
    } else if (msg.type === 'check') {
      if (freshness(msg, current) === 'all') route?.onCheck(msg, job);
    }
  }

  private failed(flight: InFlight, msg: Extract<WorkerResponse, { type: 'failure' }>): void {
    if (flight.failed) return;
    flight.failed = true;
    // The document of the request this answers (its seq matched): a worker broken enough to fail may not name it.
    const { docId } = flight.job;
    this.held.delete(docId);
    this.lists.delete(docId);
    if ('resolve' in flight.job) {
      flight.job.resolve(null);
      return;
    }
    // The worker dropped the document (too many open): send it again, text and all.
    if (msg.notOpen) {
      if (!this.pending.has(docId)) this.pending.set(docId, flight.job);
      return;
    }
    // A failure on a document that has changed since says nothing about the current one.
    const route = this.routes.get(docId);
    if (route && msg.docVersion === route.current().docVersion) {
      this.opts.onProblem({ kind: 'failed', message: msg.message });
      route.onUnanalysed(msg.docVersion, { kind: 'failed', message: msg.message });
    }
  }

  /** The watchdog: replace the worker, then retry the latest job unless it keeps failing. */
  private restart(problem: (gaveUp: boolean) => WorkerProblem): void {
    const lost = this.inFlight;
    if (lost) this.timers.clear(lost.timer);
    this.inFlight = null;
    this.held.clear();
    this.lists.clear();
    this.channel?.terminate();
    const lostJob = lost && !('resolve' in lost.job) ? lost.job : null;
    if (lost && 'resolve' in lost.job) lost.job.resolve(null);
    // A worker that cannot even start (a missing file, a blocked script) would crash forever.
    if (++this.restartsInARow > MAX_RESTARTS) {
      this.stop(lostJob);
      return;
    }
    this.channel = this.start();
    const newer = lostJob !== null && this.pending.has(lostJob.docId);
    const strikes = lostJob ? this.strike(lostJob) : 0;
    const retry = lostJob !== null && !newer && strikes < MAX_STRIKES;
    const gaveUp = lostJob !== null && !newer && !retry;
    this.opts.onProblem(problem(gaveUp));
    if (gaveUp && lostJob) this.routes.get(lostJob.docId)?.onUnanalysed(lostJob.docVersion, { kind: 'strikes', strikes });
    if (retry && lostJob) this.pending.set(lostJob.docId, lostJob);
    this.flush();
  }

  /** One more try lost on the job's document version: how many so far. */
  private strike(job: DocJob): number {
    const was = this.strikes.get(job.docId);
    const count = (was?.docVersion === job.docVersion ? was.count : 0) + 1;
    this.strikes.set(job.docId, { docVersion: job.docVersion, count });
    return count;
  }

  /** Leaves the worker stopped: every document's latest version is not analysed, and the page says so. */
  private stop(lostJob: DocJob | null): void {
    this.channel = null;
    this.pending.clear();
    this.questions.splice(0).forEach((q) => q.resolve(null));
    this.opts.onProblem({ kind: 'stopped' });
    if (lostJob) this.lastJobs.set(lostJob.docId, lostJob);
    for (const [docId, job] of this.lastJobs) this.routes.get(docId)?.onUnanalysed(job.docVersion, { kind: 'stopped' });
  }
}
