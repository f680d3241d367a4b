/// <reference lib="webworker" />
/**
 * The module worker that runs the engine, so the page's main thread never parses.
 * One switch over the request type; the last parse is kept so a change to the test
 * inputs only re-checks.
 */
import { analyze, type ParseCache } from './analyze.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

let cache: ParseCache | null = null;

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  switch (req.type) {
    case 'analyze': {
      try {
        const out = analyze(cache, req);
        cache = out.cache;
        // Copies go across (transferred, not cloned); the cache keeps its own arrays.
        const outOfGroup = out.result.outOfGroup.slice();
        const invalidChars = out.result.invalidChars.slice();
        post({ ...out.result, outOfGroup, invalidChars }, [outOfGroup.buffer, invalidChars.buffer]);
      } catch (err) {
        // An engine bug must not kill the page: report it as plain data.
        post({ type: 'failure', seq: req.seq, docVersion: req.docVersion, message: String(err) });
      }
      break;
    }
  }
};

function post(msg: WorkerResponse, transfer: Transferable[] = []): void {
  self.postMessage(msg, transfer);
}
