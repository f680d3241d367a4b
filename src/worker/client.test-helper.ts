/** The robots client's tests' fake worker, timers and routes (client.test.ts, clientDocuments.test.ts). */
import { RobotsClient } from './client.ts';
import type { DocJob, Versions } from './clientJobs.ts';
import type { Channel, Spawn } from './clientTransport.ts';
import type { Timers } from './timers.ts';
import { explainCheck, parseRobots, plainBreaks } from '../core/index.ts';
import { unanalysedWords, workerProblemWords, type UnanalysedWhy, type WorkerProblem } from '../core/words/workerWords.ts';
import type { AnalysisResponse, CheckResponse, ListRequest, ListResponse, RowResult, WorkerRequest, WorkerResponse } from './protocol.ts';
/**
 * A fake worker per spawn; the test answers requests by hand, but for the URL list's, which it
 * answers at once and keeps apart in `listed` (the tests of the list protocol are its own).
 */
export function harness() {
  type Fake = { sent: WorkerRequest[]; listed: ListRequest[]; reply: (msg: WorkerResponse) => void; crash: (why: string) => void; terminated: boolean };
  const workers: Fake[] = [];
  const spawn: Spawn = (onMessage, onCrash) => {
    const w: Fake = { sent: [], listed: [], reply: onMessage, crash: onCrash, terminated: false };
    workers.push(w);
    const post = (r: WorkerRequest) => {
      if (r.type !== 'list') return w.sent.push(r);
      w.listed.push(r);
      onMessage(answer(r)!);
    };
    const channel: Channel = { post, terminate: () => { w.terminated = true; } };
    return channel;
  };
  const due: { fn: () => void; cleared: boolean }[] = [];
  const timers: Timers = {
    set: (fn) => { const t = { fn, cleared: false }; due.push(t); return t; },
    clear: (t) => { (t as { cleared: boolean }).cleared = true; },
  };
  const fireTimers = () => due.filter((t) => !t.cleared).forEach((t) => { t.cleared = true; t.fn(); });
  const versions = new Map<string, Versions>();
  const current: Versions = { docVersion: 0, inputsVersion: 0 };
  const analyses: AnalysisResponse[] = [];
  const checks: CheckResponse[] = [];
  const lists: ListResponse[] = [];
  const problems: string[] = [];
  const said: WorkerProblem[] = [];
  const unanalysed: [number, string][] = [];
  const whys: UnanalysedWhy[] = [];
  const client = new RobotsClient({ spawn, timers, onProblem: (p) => { said.push(p); problems.push(workerProblemWords(p)); } });
  /** A document the page shows at these versions: its answers go to the lists above. */
  const open = (docId: string, at: Versions) => {
    versions.set(docId, at);
    client.route(docId, {
      current: () => versions.get(docId)!,
      onAnalysis: (r) => analyses.push(r),
      onCheck: (r) => checks.push(r),
      onList: (r) => lists.push(r),
      onUnanalysed: (v, why) => { whys.push(why); unanalysed.push([v, unanalysedWords(why)]); },
    });
  };
  open('editor', current);
  /** Answers every request the worker has not answered yet, in order. */
  const answerAll = (w = workers[workers.length - 1], from = 0) => w.sent.slice(from).forEach((r) => { const a = answer(r); if (a) w.reply(a); });
  return { client, workers, current, open, analyses, checks, lists, problems, said, unanalysed, whys, fireTimers, answerAll };
}

export const job = (docVersion: number, inputsVersion = 0, text = `doc ${docVersion}`, docId = 'editor'): DocJob => ({
  docId, docVersion, text: () => text, length: text.length, editsSince: () => null, breaks: plainBreaks(text), profile: 'google',
  check: { inputsVersion, crawlers: ['Googlebot', '*'], list: { version: 1, text: '/', origin: '', have: () => -1 }, rows: 1, compareCells: 0 },
});

const row = { url: '/', allowed: true, line: 0 } as RowResult;

export function answer(req: WorkerRequest): WorkerResponse | null {
  if (req.type === 'close') return null;
  const at = { seq: req.seq, docId: req.docId, docVersion: req.docVersion, elapsed: 1 };
  switch (req.type) {
    case 'update':
    case 'edit':
    case 'diagnose':
      return {
        type: 'analysis', ...at, parsed: req.type !== 'diagnose', diagnostics: [], diagnosticTotal: 0, counts: { error: 0, warning: 0, info: 0 },
        outOfGroup: new Int32Array(0), invalidChars: new Int32Array(0), readEnd: -1, groups: [],
        stats: { lineCount: 1, ruleCount: 0, groupCount: 0, sitemapCount: 0, sitemapSite: '', byteLength: 0, sizeLimitLine: 0, sizeLimitApplies: false, kindsCut: 0 },
      };
    case 'list':
      return { type: 'list', ...at, listVersion: req.listVersion, rows: { base: -1, from: 0, to: 0, insert: ['/'] }, lines: Int32Array.of(1), site: { origin: '', from: 'none' }, flagged: [], flaggedLines: new Int32Array(0), duplicates: 0 };
    case 'check':
      return {
        type: 'check', ...at, inputsVersion: req.inputsVersion, listVersion: req.listVersion, columns: [], verdict: new Uint8Array(2), line: new Int32Array(2),
        profilesDisagree: new Uint8Array(0), lenientLine: new Int32Array(0), lenientCause: new Uint8Array(0), lenientTexts: {}, cutText: '', blankLines: {}, ruleTexts: {}, rulesRead: {}, groupLine: new Int32Array(2), reason: new Uint8Array(2), rowFacts: new Uint8Array(0), summaries: [],
      };
    case 'explain':
      return { type: 'explain', ...at, row: { ...row, url: req.url }, explanation: explainCheck(parseRobots(''), req.crawler, req.url) };
  }
}

export const kinds = (sent: WorkerRequest[]) => sent.map((r) => `${r.type}${'docVersion' in r ? r.docVersion : ''}`);
