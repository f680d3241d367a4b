/**
 * In-page measuring for bench/browser.bench.mjs. Each export is handed to page.evaluate, so
 * each is self-contained (no imports, no outer variables).
 *
 * "After paint" is the usual approximation: a message posted from a requestAnimationFrame
 * callback runs right after that frame is produced.
 */

/** Listens to keydowns, long tasks and (in the app) the store; exposes window.__probe. */
export function installProbe() {
  const afterPaint = (fn) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => fn(performance.now());
      channel.port2.postMessage(0);
    });
  const store = window.__robotscope?.store ?? null;
  const probe = {
    recording: false,
    start: () => {
      probe.recording = true;
      probe.startedAt = performance.now();
    },
    startedAt: 0,
    keydowns: [], // { t, version }: the event's time stamp, the document version before it
    echo: [],
    results: [],
    worker: [], // the worker's own milliseconds for each keystroke's analysis
    longTasks: [],
    fresh: new Map(), // document version -> time of the first frame showing its results
    elapsed: new Map(), // document version -> results.elapsed (worker time)
    lastFresh: -1,
    waiters: [],
    waitFresh: (version) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no results for document version ${version} in 30 s`)), 30_000);
        const look = () => {
          for (const [v, t] of probe.fresh) {
            if (v >= version) {
              clearTimeout(timer);
              resolve(t);
              return true;
            }
          }
          return false;
        };
        if (!look()) probe.waiters.push(function again() { if (!look()) probe.waiters.push(again); });
      }),
  };
  window.__probe = probe;

  addEventListener(
    'keydown',
    (e) => {
      if (!probe.recording) return;
      const t = e.timeStamp;
      probe.keydowns.push({ t, version: store ? store.getState().doc.version : 0 });
      afterPaint((now) => probe.echo.push(now - t));
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });

  if (store) {
    // Fresh: the verdicts and diagnostics in the store are for the current document and inputs.
    const check = (s) => {
      const v = s.doc.version;
      // The parse's diagnostics come first, the verdicts (matrix and rows) right after them.
      const checked = s.results.matrix !== null && s.results.matrix.docVersion === v;
      if (s.results.docVersion !== v || s.results.inputsVersion !== s.inputs.version || !checked || v <= probe.lastFresh) return;
      probe.lastFresh = v;
      probe.elapsed.set(v, s.results.elapsed + s.results.checkElapsed);
      afterPaint((now) => {
        probe.fresh.set(v, now);
        for (const wake of probe.waiters.splice(0)) wake();
      });
    };
    store.subscribe(check);
    check(store.getState());
  }
}

/** After a keystroke: wait until its results are on screen and record keydown -> that frame. */
export async function settleResults() {
  const probe = window.__probe;
  const key = probe.keydowns[probe.keydowns.length - 1];
  const version = window.__robotscope.store.getState().doc.version;
  if (!key || version <= key.version) throw new Error('the keystroke did not change the document');
  probe.results.push((await probe.waitFresh(version)) - key.t);
  const done = [...probe.elapsed.keys()].find((v) => v >= version);
  if (done !== undefined) probe.worker.push(probe.elapsed.get(done));
}

/** After keystroke n (1-based): wait until its echo was measured. */
export function settleEcho(n) {
  return new Promise((resolve) => {
    const poll = () => (window.__probe.echo.length >= n ? resolve() : requestAnimationFrame(poll));
    poll();
  });
}

export function probeResults() {
  const probe = window.__probe;
  const end = performance.now();
  return {
    echo: probe.echo,
    results: probe.results,
    worker: probe.worker,
    longTasks: probe.longTasks.filter((t) => t.start >= probe.startedAt && t.start <= end).map((t) => t.duration),
  };
}
