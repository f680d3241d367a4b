/**
 * The job a session gives the worker client for a state of its store: this version of the
 * document (whole, or as the edits since a version the worker holds) and the check of its URL
 * list against its crawlers.
 */
import type { Text } from '@codemirror/state';
import { docString } from '../editor/buildDoc.ts';
import { PROFILE_COMPARE_CELLS } from '../state/matrix.ts';
import type { RobotsState } from '../state/store.ts';
import type { DocJob } from '../worker/clientJobs.ts';
import type { DocId } from '../worker/protocol.ts';
import type { EditLog } from './editLog.ts';
import type { ListRows } from './listRows.ts';

export function docJob(s: RobotsState, docId: DocId, text: Text, edits: Pick<EditLog, 'between'>, rows: Pick<ListRows, 'job' | 'count'>): DocJob {
  const { doc, inputs } = s;
  return {
    // This version's text, read out only if the worker must get all of it (a job may wait
    // while the person types on).
    docId, docVersion: doc.version, breaks: doc.breaks, profile: inputs.profile, bodyCut: doc.bodyCut,
    text: () => docString(text), length: text.length, editsSince: (version) => edits.between(version, doc.version, text.length),
    check: {
      // The grid shows the matrix; the selected cell's details come from `explain`. The worker
      // reads the list (flagged lines and repeats are left out, never tested as `/`), and the
      // URL field shows the same reading (listRows.ts).
      inputsVersion: inputs.version, crawlers: inputs.crawlers, list: rows.job(s), rows: rows.count(),
      compareCells: inputs.compareAll ? Infinity : PROFILE_COMPARE_CELLS,
    },
  };
}
