import { describe, expect, it } from 'vitest';
import { workerChannel } from './workerChannel.ts';

/** The parts of a Worker the channel uses. */
function fakeWorker() {
  const w = {
    onmessage: null as ((e: { data: unknown }) => void) | null,
    onerror: null as ((e: { message: string; preventDefault(): void }) => void) | null,
    onmessageerror: null as (() => void) | null,
    posted: [] as unknown[],
    ended: false,
    postMessage(m: unknown) { w.posted.push(m); },
    terminate() { w.ended = true; },
  };
  return w;
}

describe('workerChannel: a module worker as the clients see it', () => {
  it('posts requests, hears answers, ends the worker', () => {
    const w = fakeWorker();
    const heard: unknown[] = [];
    const channel = workerChannel<string, string>(w as unknown as Worker, (m) => heard.push(m), () => {});
    channel.post('ask');
    w.onmessage!({ data: 'answer' });
    channel.terminate();
    expect([w.posted, heard, w.ended]).toEqual([['ask'], ['answer'], true]);
  });

  it('an uncaught error in the worker is a crash with its message, kept out of the console; an unreadable message too', () => {
    const w = fakeWorker();
    const crashes: string[] = [];
    workerChannel(w as unknown as Worker, () => {}, (why) => crashes.push(why));
    let prevented = false;
    w.onerror!({ message: 'Uncaught RangeError: out of memory', preventDefault: () => { prevented = true; } });
    w.onerror!({ message: '', preventDefault: () => {} });
    w.onmessageerror!();
    expect(prevented).toBe(true);
    expect(crashes).toEqual(['Uncaught RangeError: out of memory', 'error', 'unreadable message']);
  });
});
