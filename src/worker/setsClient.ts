/**
 * The page's side of the URL-sets worker (setsProtocol.ts): a request answered by a promise,
 * progress heard on the way. A worker that stops takes its sets with it: every request waiting
 * is answered with a failure saying so, and the next request starts a new worker.
 */
import type { SetsRequest, SetsResponse } from './setsProtocol.ts';

/** Requests without their sequence number: the client numbers them. */
export type SetsAsk = SetsRequest extends infer R ? (R extends SetsRequest ? Omit<R, 'seq'> : never) : never;
export type SetsAnswer = Exclude<SetsResponse, { type: 'progress' }>;

export interface SetsChannel {
  post(req: SetsRequest): void;
  terminate(): void;
}
export type SpawnSets = (onMessage: (msg: SetsResponse) => void, onCrash: (why: string) => void) => SetsChannel;

export interface SetsClient {
  ask(req: SetsAsk, onProgress?: (done: number, total: number) => void): Promise<SetsAnswer>;
  dispose(): void;
}

export function createSetsClient(spawn: SpawnSets): SetsClient {
  let channel: SetsChannel | null = null;
  let seq = 0;
  const waiting = new Map<number, { resolve: (a: SetsAnswer) => void; progress?: (done: number, total: number) => void }>();

  function receive(msg: SetsResponse): void {
    const w = waiting.get(msg.seq);
    if (!w) return;
    if (msg.type === 'progress') return w.progress?.(msg.done, msg.total);
    waiting.delete(msg.seq);
    w.resolve(msg);
  }

  function crash(why: string): void {
    channel?.terminate();
    channel = null;
    for (const [s, w] of waiting) w.resolve({ type: 'failure', seq: s, message: `the worker reading URL sets stopped (${why}); its sets are gone: open them again` });
    waiting.clear();
  }

  return {
    ask(req, onProgress) {
      channel ??= spawn(receive, crash);
      const r = { ...req, seq: ++seq } as SetsRequest;
      return new Promise((resolve) => {
        waiting.set(r.seq, { resolve, progress: onProgress });
        channel!.post(r);
      });
    },
    dispose() {
      channel?.terminate();
      channel = null;
    },
  };
}

/** The real transport: a module worker built by Vite from sets.worker.ts. */
export const spawnSetsWorker: SpawnSets = (onMessage, onCrash) => {
  const worker = new Worker(new URL('./sets.worker.ts', import.meta.url), { type: 'module', name: 'url-sets' });
  worker.onmessage = (e: MessageEvent<SetsResponse>) => onMessage(e.data);
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    onCrash(e.message || 'error');
  };
  worker.onmessageerror = () => onCrash('unreadable message');
  return { post: (req) => worker.postMessage(req), terminate: () => worker.terminate() };
};
