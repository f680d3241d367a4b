/**
 * The URL-sets worker itself (sets.worker.ts), started by setsClient.ts's transport on the first
 * request. This module is loaded on first use (`import()`), so neither the worker's start nor
 * the worker, its readers and their chunks are among what the page loads at start (issue 24 §3:
 * the URL-set readers load when first used; bench/initial-js.mjs follows a worker from the
 * chunks loaded at start).
 */
import type { SetsChannel, SetsRequest, SetsResponse } from './setsProtocol.ts';
import { workerChannel } from './workerChannel.ts';

export function startSetsWorker(onMessage: (msg: SetsResponse) => void, onCrash: (why: string) => void): SetsChannel {
  return workerChannel<SetsRequest, SetsResponse>(new Worker(new URL('./sets.worker.ts', import.meta.url), { type: 'module', name: 'url-sets' }), onMessage, onCrash);
}
