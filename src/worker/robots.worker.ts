/// <reference lib="webworker" />
/**
 * The module worker that runs the engine, so the page's main thread never parses. Its open
 * documents and their parses live in documents.ts; this file only moves messages.
 */
import { createDocuments } from './documents.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const documents = createDocuments();

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  try {
    const answer = documents.handle(req, post);
    if (answer) self.postMessage(answer.response, answer.transfer);
  } catch (err) {
    // An engine bug must not kill the page: report it as plain data.
    if (req.type === 'close') return;
    post({ type: 'failure', seq: req.seq, docId: req.docId, docVersion: req.docVersion, message: String(err), notOpen: false });
  }
};

function post(msg: WorkerResponse): void {
  self.postMessage(msg);
}
