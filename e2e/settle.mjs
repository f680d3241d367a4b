/**
 * Waiting on the app's own state, not on the clock: a busy machine makes every step slower, so
 * a wait that gives up after N seconds judges the machine. These waits end when the store says
 * the page's answer is there (a store subscription in the page, no polling), or that the app
 * gave up itself (its worker watchdog's "Not analysed", src/worker/client.ts); a hang is left to
 * the test's own timeout. Shared by the e2e specs and the browser benchmark (bench/cpu-tasks.mjs),
 * so plain JavaScript (types in settle.d.mts): a loader that keeps function names (tsx, the
 * benchmark's) would put its `__name` helper into the functions sent to the page.
 */

/** Where the page stands: the document's version and the last message's id. */
export function mark(page) {
  return page.evaluate(() => {
    const s = window.__robotscope.store.getState();
    return { version: s.doc.version, lastMessage: Math.max(0, ...s.ui.messages.map((m) => m.id)) };
  });
}

/**
 * Waits until a version newer than `before` (of `length` characters, when given) is analysed and
 * its verdicts are in, or the page refused it (an error message) or gave up on it.
 */
export function settled(page, before, length) {
  return page.evaluate(([b, length]) => new Promise((resolve) => {
    const { store } = window.__robotscope;
    const outcome = (s) => {
      const refusal = s.ui.messages.find((m) => m.id > b.lastMessage && m.kind === 'error');
      if (refusal) return { outcome: 'refused', text: refusal.text };
      if (s.doc.version <= b.version || (length !== null && s.doc.length !== length)) return null;
      const { results } = s;
      if (results.unanalysed?.docVersion === s.doc.version) return { outcome: 'unanalysed', text: results.unanalysed.reason };
      const fresh = results.docVersion === s.doc.version && results.inputsVersion === s.inputs.version && results.stats !== null
        && results.matrix?.docVersion === s.doc.version;
      return fresh ? { outcome: 'analysed', version: s.doc.version, length: s.doc.length } : null;
    };
    const check = (s) => {
      const done = outcome(s);
      if (!done) return;
      stop();
      resolve(done);
    };
    const stop = store.subscribe(check);
    check(store.getState());
  }), [before, length ?? null]);
}

/** Waits until the verdicts on screen answer the document and inputs there now (or the app gave up on them). */
export async function fresh(page) {
  const now = await mark(page);
  return settled(page, { ...now, version: now.version - 1 });
}
