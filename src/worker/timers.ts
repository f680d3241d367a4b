/**
 * The timers a worker's client runs its watchdog on (client.ts, setsClient.ts): the browser's,
 * or a test's that it fires by hand.
 */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(id: unknown): void;
}

export const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};
