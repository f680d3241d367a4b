/// <reference lib="webworker" />
/**
 * The worker that reads URL sets (issue 25 §1): sitemaps, indexes and exports, gzip undone,
 * parsed and kept here, off the page's main thread. Apart from the robots worker because its
 * reading is asynchronous (streams, DecompressionStream) and its sets must outlive the robots
 * worker's watchdog restarts (a hung parse must not lose 1,000,000 URLs read from files).
 * This file only moves messages (urlSets.ts holds the sets).
 */
import type { SetsRequest, SetsResponse } from './setsProtocol.ts';
import { createUrlSets } from './urlSets.ts';

declare const self: DedicatedWorkerGlobalScope;

const sets = createUrlSets();
const post = (msg: SetsResponse) => self.postMessage(msg);
/** One request at a time, in order: an `urls` asked after an `open` reads the sets it made. */
let queue: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<SetsRequest>) => {
  const req = event.data;
  queue = queue.then(async () => {
    try {
      post(await sets.handle(req, post));
    } catch (err) {
      post({ type: 'failure', seq: req.seq, message: String(err) });
    }
  });
};
