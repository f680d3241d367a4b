/**
 * The URL lists the worker holds, one per document (listProtocol.ts): each list's text, moved
 * from version to version by the page's edits as the document's text is (edits.ts), read a
 * changed line at a time (core UrlListReader, which puts the list together through core
 * assembleList), and its URLs' compared paths for the checks (UrlPaths), kept while the list
 * stays the same: typing in the editor checks the same list against each new parse.
 */
import type { UrlList } from '../core/urlList.ts';
import { UrlListReader, type Progress } from '../core/urlListReader.ts';
import { applyEdits } from './edits.ts';
import { FLAGGED_SENT, type ListRequest, type ListResponse } from './listProtocol.ts';
import type { DocId } from './protocol.ts';
import { rowsDelta } from './rowsDelta.ts';
import { UrlPaths } from './urlPaths.ts';

interface HeldList {
  version: number;
  text: string;
  reader: UrlListReader;
  reading: UrlList;
  /** The URLs with their compared paths and the last parse's answers: made on the first check. */
  paths: UrlPaths | null;
  /** The last list checked before this one, whose answers it may carry over (UrlPaths). */
  before: UrlPaths | null;
}

export function createUrlLists() {
  const lists = new Map<DocId, HeldList>();

  /**
   * Reads the list of the request; null when its edits do not apply to the version held (the
   * page then sends the text). `progress` hears how far the reading of a big change got.
   */
  function read(req: ListRequest, progress?: Progress): Omit<ListResponse, 'elapsed'> | null {
    const held = lists.get(req.docId);
    const text = req.text ?? (held && held.version === req.base ? applyEdits(held.text, req.edits, req.length) : null);
    if (text === null) return null;
    const reader = held?.reader ?? new UrlListReader();
    // The URLs the page holds: those of the version held, when the page says it has them.
    const before = held && held.version === req.have ? held.reading.urls : null;
    const reading = reader.read(text, req.origin, progress);
    lists.set(req.docId, { version: req.listVersion, text, reader, reading, paths: null, before: held ? held.paths ?? held.before : null });
    const rows = before ? rowsDelta(req.have, before, reading.urls) : { base: -1, from: 0, to: 0, insert: reading.urls };
    const { seq, docId, docVersion, listVersion } = req;
    return {
      type: 'list', seq, docId, docVersion, listVersion, rows, lines: Int32Array.from(reading.lines),
      site: reading.site, flagged: reading.flagged.slice(0, FLAGGED_SENT), flaggedLines: Int32Array.from(reading.flagged, (f) => f.line),
      duplicates: reading.duplicates,
    };
  }

  /** The URLs of version `listVersion` of the document's list with their paths; null when not held. */
  function paths(docId: DocId, listVersion: number): UrlPaths | null {
    const held = lists.get(docId);
    if (!held || held.version !== listVersion) return null;
    if (!held.paths) {
      held.paths = new UrlPaths(held.reading.urls, held.before);
      held.before = null;
    }
    return held.paths;
  }

  return { read, paths, close: (docId: DocId) => lists.delete(docId) };
}
