/**
 * The robots worker as its client (client.ts) holds it: requests posted, answers heard, a crash
 * told; the real one a module worker, a test's a fake.
 */
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { workerChannel } from './workerChannel.ts';

export interface Channel {
  post(req: WorkerRequest): void;
  terminate(): void;
}

/** Starts a worker; `onCrash` is called when it dies (an `error` event). */
export type Spawn = (onMessage: (msg: WorkerResponse) => void, onCrash: (why: string) => void) => Channel;

/** The real transport: a module worker built by Vite from robots.worker.ts. */
export const spawnBrowserWorker: Spawn = (onMessage, onCrash) =>
  workerChannel(new Worker(new URL('./robots.worker.ts', import.meta.url), { type: 'module', name: 'robots' }), onMessage, onCrash);
