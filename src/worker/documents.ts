/**
 * The worker's open documents, each with its parse, and the answer to every request. A plain
 * object (no module state) so Node tests drive it without a Worker; robots.worker.ts holds one.
 *
 * Several documents stay resident at once (the editor's, and the other side of a compare view);
 * the page closes what it no longer shows. The cap is a guard against a page that never closes:
 * past it the least recently used document is dropped, and a request for it answers `notOpen`,
 * so the client sends its text again.
 */
import { crawlerFor, explainAsRead, parsesOf, type Parses, type ReadingChoice } from '../core/index.ts';
import { analysisOf, buildCache, checkRow, type ParseCache } from './analyze.ts';
import { checkMatrix } from './checkMatrix.ts';
import { columnSummaries, rowFacts as factsOfRows } from './matrixFacts.ts';
import { applyEdits } from './edits.ts';
import { heartbeat } from './heartbeat.ts';
import type { DocId, EditRequest, ListProgress, NotOpenWhy, WorkerAlive, WorkerRequest, WorkerResponse } from './protocol.ts';
import { createUrlLists } from './urlLists.ts';

/** Documents kept parsed at once; a compare view needs two, a few more cost little. */
export const MAX_RESIDENT = 4;

interface OpenDocument {
  docVersion: number;
  /** The editor's text of this version ("\n"-joined), which the next edits apply to. */
  text: string;
  /** One reading for all crawlers, or each crawler's documented one. */
  profile: ReadingChoice;
  cache: ParseCache;
  /** The same text under every reading, each parsed on the first check that asks (the file reading's is the cache's). */
  parses: Parses;
}

export interface Answer {
  response: WorkerResponse;
  /** Buffers moved, not copied, to the page. */
  transfer: Transferable[];
}

export function createDocuments(now: () => number = () => performance.now()) {
  const open = new Map<DocId, OpenDocument>();
  /**
   * Each document's URL list, kept from version to version of the text: a keystroke checks the
   * same URLs with a new parse, and only the verdicts need working out again.
   */
  const lists = createUrlLists();

  function touch(id: DocId, doc: OpenDocument): void {
    open.delete(id);
    open.set(id, doc);
    while (open.size > MAX_RESIDENT) open.delete(open.keys().next().value as DocId);
  }

  /**
   * The answer to one request; null for those that get none (close). `progress` is told how far
   * the reading of a big URL list got, while it reads, and that a long parse or check is still
   * working (heartbeat.ts), so the page's watchdog hears the worker is alive.
   */
  function handle(req: WorkerRequest, progress?: (p: ListProgress | WorkerAlive) => void): Answer | null {
    const start = now();
    if (req.type === 'close') {
      open.delete(req.docId);
      lists.close(req.docId);
      return null;
    }
    const at = { seq: req.seq, docId: req.docId, docVersion: req.docVersion };
    const beat = progress ? heartbeat(() => progress({ type: 'alive', ...at }), now) : undefined;
    if (req.type === 'list') {
      const tell = progress && ((done: number, total: number) => progress({ type: 'progress', ...at, listVersion: req.listVersion, done, total }));
      const read = lists.read(req, tell);
      if (!read) return notOpen(at, 'list-edits-mismatch');
      return { response: { ...read, elapsed: now() - start }, transfer: [read.lines.buffer, read.flaggedLines.buffer] };
    }
    if (req.type === 'update' || req.type === 'edit') {
      const held = open.get(req.docId);
      const text = req.type === 'update' ? req.text : editedText(held, req);
      if (text === null) return notOpen(at, held ? 'edits-mismatch' : 'not-open');
      const cache = buildCache(text, req.profile, req.breaks, beat);
      const doc: OpenDocument = { docVersion: req.docVersion, text, profile: req.profile, cache, parses: parsesOf(cache.parsed.text, cache.parsed, req.bodyCut === true) };
      touch(req.docId, doc);
      return withArrays(analysisOf(doc.cache, at, true, now() - start));
    }
    const doc = open.get(req.docId);
    if (!doc || doc.docVersion !== req.docVersion) return notOpen(at, doc ? 'other-version' : 'not-open');
    touch(req.docId, doc);
    const parsed = doc.cache.parsed;
    switch (req.type) {
      case 'diagnose':
        return withArrays(analysisOf(doc.cache, at, false, now() - start));
      case 'explain': {
        const explanation = explainAsRead(doc.parses, req.crawler, req.url, doc.profile, { request: true });
        const row = checkRow(doc.parses(explanation.profile), crawlerFor(req.crawler), req.url);
        return { response: { type: 'explain', ...at, row, explanation, elapsed: now() - start }, transfer: [] };
      }
      case 'check': {
        const urls = lists.paths(req.docId, req.listVersion);
        if (!urls) return notOpen(at, 'list-version-missing');
        const compareProfiles = urls.urls.length * req.crawlers.length <= req.compareCells;
        const matrix = checkMatrix(parsed, req.crawlers, urls, { choice: doc.profile, parses: doc.parses, compareProfiles, beat });
        const rows = urls.urls.length;
        const rowFacts = factsOfRows(matrix, rows, req.crawlers.length);
        const summaries = columnSummaries(matrix, req.crawlers.length, rows);
        return {
          response: { type: 'check', ...at, inputsVersion: req.inputsVersion, listVersion: req.listVersion, ...matrix, rowFacts, summaries, elapsed: now() - start },
          transfer: [rowFacts.buffer, matrix.verdict.buffer, matrix.line.buffer, matrix.profilesDisagree.buffer, matrix.lenientLine.buffer, matrix.lenientCause.buffer, matrix.groupLine.buffer, matrix.reason.buffer],
        };
      }
    }
  }

  return { handle, has: (id: DocId) => open.has(id) };
}

/** The held text moved on by the request's edits; null when it holds another version than their base. */
function editedText(held: OpenDocument | undefined, req: EditRequest): string | null {
  if (!held || held.docVersion !== req.base) return null;
  return applyEdits(held.text, req.edits, req.length);
}

/** The worker does not hold what the request builds on: the page sends it again, whole. */
function notOpen(at: { seq: number; docId: DocId; docVersion: number }, message: NotOpenWhy): Answer {
  return { response: { type: 'failure', ...at, message, notOpen: true }, transfer: [] };
}

function withArrays(response: ReturnType<typeof analysisOf>): Answer {
  return { response, transfer: [response.outOfGroup.buffer, response.invalidChars.buffer] };
}
