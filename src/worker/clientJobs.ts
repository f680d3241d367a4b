/**
 * What the page asks of the robots worker's client (client.ts) and where the answers go: a
 * document's latest state (DocJob) with its check and URL list, the route of each document's
 * answers, whether an answer still describes what the page shows, and how long the worker may
 * stay silent on a job.
 */
import type { AnalysisResponse, CheckResponse, CheckSpec, DocId, ListProgress, ListResponse } from './protocol.ts';
import type { LineBreaks, ReadingChoice, TextEdit } from '../core/index.ts';
import type { UnanalysedWhy } from '../core/words/workerWords.ts';

/** Which parts of an answer still describe what the page shows. */
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

/** The latest state of one document: its text, and what to check in it (null: nothing). */
export interface DocJob {
  docId: DocId;
  docVersion: number;
  /**
   * The editor's text of this version, lines joined by "\n": read only when the worker must be
   * sent all of it (reading out and copying 30 MB cost a keystroke 180-270 ms, issue 12 §2).
   */
  text(): string;
  /** Its length in characters. */
  length: number;
  /**
   * The edits from an earlier version of the document to this one, or null when the page no
   * longer knows them (then the text is sent). Asked with the version the worker holds.
   */
  editsSince(version: number): TextEdit[] | null;
  /** Each line's own ending. */
  breaks: LineBreaks;
  profile: ReadingChoice;
  /** The text is a fetched body cut short (protocol UpdateRequest.bodyCut); absent: read whole. */
  bodyCut?: boolean;
  check: CheckJob | null;
}

/** What to check: the crawlers, and the URL list of that version (sent only when the worker lacks it). */
export interface CheckJob extends Omit<CheckSpec, 'listVersion'> {
  list: ListJob;
  /** How many URLs the list held when last read: the watchdog's measure of the work. */
  rows: number;
}

/** The URL list of one version: the page holds it as one string (the URL field's). */
export interface ListJob {
  version: number;
  text: string;
  /** The Origin field's origin, '' for none. */
  origin: string;
  /** The version of the URLs the page holds now (the last ListResponse applied), -1 for none. */
  have(): number;
  /** The edits from list version `version` to this one when the page kept them; else null (then the texts are compared). */
  editsSince?(version: number): TextEdit[] | null;
}

/** Where one document's answers go: the session that owns the document. */
export interface DocRoute {
  /** The versions the page shows now for the document; answers are judged against them. */
  current(): Versions;
  /** A parse's diagnostics and marks, for the document version on screen. */
  onAnalysis(result: AnalysisResponse): void;
  /** Verdicts for the document and inputs on screen; `job` is the one they answer. */
  onCheck(result: CheckResponse, job: DocJob): void;
  /**
   * A URL list as the worker read it: every answer, in order, stale or not (each changes the
   * page's copy of the list's URLs from the version before, listProtocol.ts).
   */
  onList(result: ListResponse): void;
  /** How far the worker got reading a big list. */
  onListProgress?(progress: ListProgress): void;
  /**
   * The client stopped trying on this document version: the page must say it was not
   * analysed, and why (issue 12 §6), rather than keep showing "Checking…" or "No problems".
   */
  onUnanalysed(docVersion: number, why: UnanalysedWhy): void;
}

/**
 * How long the worker may stay silent on a job before it is declared hung: 5 s plus 2 s per MB of
 * text (a 10 MB paste parses in a few s), plus 0.2 ms per cell checked (a cell takes some 30 µs on
 * a loaded laptop, three times that when the other profiles are checked too). Silent, not busy:
 * a working worker says so at least every BEAT_MS (heartbeat.ts) and each word restarts the
 * allowance, so a machine busy with other work (a 30 MB paste under a load average of 50 was
 * called "not analysed" after 65 s while the worker was parsing, issue 23) never makes it a
 * hang, while a stuck or dead worker, which says nothing, is caught after the same allowance as
 * before. A word comes only from work that moves on (a rule, a group, a column done), so a
 * worker that keeps talking is not stuck.
 */
export const defaultTimeout = (job: DocJob): number => {
  const listChars = job.check ? job.check.list.text.length : 0;
  // Before a list is read its URLs are not counted: a URL is some 40 characters.
  const cells = job.check ? Math.max(job.check.rows, listChars / 40) * job.check.crawlers.length : 0;
  return 5000 + (job.length + listChars) / 500 + cells / 5;
};
