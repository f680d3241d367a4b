/**
 * A module worker as the page's clients see it (clientTransport.ts Channel, setsProtocol.ts SetsChannel):
 * requests posted, answers heard, and a worker that dies (an uncaught error, a message that cannot
 * be read) told once as a crash, its error kept out of the console (the client says what happened).
 * The worker itself is made by the caller, with `new Worker(new URL(…), …)` written out: the
 * form Vite and scripts/workerChunks.ts recognise as a worker to build.
 */
export function workerChannel<Req, Res>(worker: Worker, onMessage: (msg: Res) => void, onCrash: (why: string) => void): { post(req: Req): void; terminate(): void } {
  worker.onmessage = (e: MessageEvent<Res>) => onMessage(e.data);
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    onCrash(e.message || 'error');
  };
  worker.onmessageerror = () => onCrash('unreadable message');
  return { post: (req) => worker.postMessage(req), terminate: () => worker.terminate() };
}
