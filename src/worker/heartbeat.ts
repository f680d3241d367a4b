/**
 * The worker's heartbeat (issue 23): the page's watchdog (client.ts) judges a worker by its
 * silence, not by the total time a request takes, since a machine busy with other work (a load
 * average of 50 on two cores) stretches a 30 MB parse well past any fixed allowance while the
 * worker is still working. A long job calls `beat()` as it goes (between the checks and at each
 * rule or group of the slow ones: core DiagnoseOptions; at each column of a matrix), and the beat
 * tells the page at most once per BEAT_MS, so that a beat called per rule of a 30 MB file costs a
 * look at the clock (some 30 ns, against some 10 µs of work per rule), not a message. A worker
 * that is stuck or dead says nothing, and is caught.
 */

/** How often a working worker says so, at most: four times a second is well inside any allowance. */
export const BEAT_MS = 250;

/** A beat that calls `send` when `everyMs` has passed since the last send (or since it was made). */
export function heartbeat(send: () => void, now: () => number, everyMs = BEAT_MS): () => void {
  let last = now();
  return () => {
    const t = now();
    if (t - last < everyMs) return;
    last = t;
    send();
  };
}
