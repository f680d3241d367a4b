/**
 * The compare view part of `npm run bench:browser` (issue 9 §1): two versions of the 500 KiB
 * benchmark file side by side in the merge view, 10,000 URLs × 10 crawlers, measured as a
 * person uses it:
 *   open        "Compare… / With a copy of this version" -> the frame showing the verdict diff,
 *   keystrokes  a key typed into either side -> the frame showing the verdict diff of that
 *               version (a line typed in the middle moves every rule under it: tens of
 *               thousands of changes, "same rule, on another line"),
 *   long tasks  main-thread tasks over 50 ms while typing (PerformanceObserver 'longtask').
 * Goals: the diff on screen ≤ 1 s after an edit, no main-thread task over 50 ms.
 * With `--trace` (bench/browser.bench.mjs) the typing is also recorded in a Chromium trace, to
 * report the main thread's CPU time (thread time), which a busy machine does not stretch as it
 * stretches the tasks' wall time; tracing costs time of its own, so it is not on by default.
 */
import { MATRIX_CRAWLERS } from './matrix.mjs';

export const COMPARE_GOALS = { diffMs: 1000, taskMs: 50 };

const KEYS = ['Enter', ...'Disallow: /b/'];

/** In the page: long tasks, and a promise for the first frame showing the diff of both sides' current versions. */
function installCompareProbe() {
  const probe = { tasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
  probe.longest = (from) => probe.tasks.filter((t) => t.start >= from).reduce((m, t) => Math.max(m, t.duration), 0);
  probe.fresh = () => new Promise((resolve, reject) => {
    const { store, compare } = window.__robotscope;
    const ready = () => {
      const c = compare.getState();
      const v = c.verdicts;
      return c.open && !c.pending && v !== null && v.after.docVersion === store.getState().doc.version;
    };
    const timer = setTimeout(() => { off(); reject(new Error('no current verdict diff in 120 s')); }, 120_000);
    const done = () => {
      clearTimeout(timer);
      off();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        const v = compare.getState().verdicts;
        channel.port1.onmessage = () => resolve({ t: performance.now(), changes: v.order.length, compared: v.diff.compared });
        channel.port2.postMessage(0);
      });
    };
    // Checked after each microtask burst: the compare store is set once both sides answered.
    const offs = [compare.subscribe(() => { if (ready()) done(); })];
    const off = () => offs.forEach((f) => f());
    if (ready()) done();
  });
  window.__compareProbe = probe;
}

/**
 * Puts the cursor at the end of the middle line of side `side`, on screen, the way a click would
 * (the first part's typing does the same): placed off screen, the first key would also scroll
 * 10,000 lines down and draw the middle of the file in both editors, a frame of 28-40 ms CPU that
 * no key typed at a visible cursor makes.
 */
async function placeCursor(page, side) {
  await page.evaluate((s) => {
    const view = s === 'a' ? window.__robotscope.other : window.__robotscope.view;
    const line = view.state.doc.line(Math.ceil(view.state.doc.lines / 2));
    view.dispatch({ selection: { anchor: line.to }, scrollIntoView: true });
    view.focus();
  }, side);
  await page.waitForTimeout(300);
}

async function typeInto(page, keys) {
  const times = [];
  for (const key of keys) {
    const t0 = await page.evaluate(() => performance.now());
    if (key.length === 1) await page.keyboard.type(key);
    else await page.keyboard.press(key);
    const fresh = await page.evaluate(() => window.__compareProbe.fresh());
    times.push({ ms: fresh.t - t0, changes: fresh.changes });
    await page.waitForTimeout(60);
  }
  return times;
}

/**
 * From a Chromium trace: the renderer main thread's tasks (the thread with the most of them, the
 * page's), their summed thread time, and the task with the most thread time and the longest one
 * (each with its CPU and wall time), in ms.
 */
function mainThreadCpu(traceJson) {
  const events = JSON.parse(traceJson).traceEvents;
  const tasks = new Map();
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(thread)) continue;
    if (!tasks.has(thread)) tasks.set(thread, []);
    tasks.get(thread).push(e);
  }
  const page = [...tasks.values()].reduce((a, b) => (b.length > a.length ? b : a), []);
  const most = (key) => page.reduce((m, t) => ((t[key] ?? 0) > (m?.[key] ?? -1) ? t : m), null);
  const ms = (us) => Math.round((us ?? 0) / 100) / 10;
  const [byCpu, byWall] = [most('tdur'), most('dur')];
  return {
    totalMs: ms(page.reduce((n, t) => n + (t.tdur ?? 0), 0)),
    mostCpu: { cpuMs: ms(byCpu?.tdur), wallMs: ms(byCpu?.dur) },
    longest: { cpuMs: ms(byWall?.tdur), wallMs: ms(byWall?.dur) },
  };
}

/**
 * Opens the app on `text` with MATRIX_CRAWLERS × `urls`, compares it with a copy and types on both
 * sides; `trace`: also the main thread's CPU time while typing (mainThreadCpu).
 */
export async function measureCompare(browser, baseUrl, text, urls, percentile, log = () => {}, { trace = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.waitForFunction(() => window.__robotscope?.view && window.__robotscope?.store);
  await page.evaluate(installCompareProbe);
  await page.evaluate(([t, crawlers, list]) => {
    const { view, store } = window.__robotscope;
    store.setState((s) => ({ inputs: { ...s.inputs, crawlers, urls: list, version: s.inputs.version + 1 } }));
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: t } });
  }, [text, MATRIX_CRAWLERS, urls.join('\n')]);
  await page.waitForFunction(() => {
    const s = window.__robotscope.store.getState();
    return s.results.matrix?.docVersion === s.doc.version && s.results.matrix.inputsVersion === s.inputs.version;
  }, null, { timeout: 120_000 });
  log('  opening the comparison ...');
  const from = await page.evaluate(() => performance.now());
  await page.getByText('Compare…').click();
  await page.getByRole('button', { name: 'With a copy of this version' }).click();
  const opened = await page.evaluate(() => window.__compareProbe.fresh());
  const openLongest = await page.evaluate((f) => window.__compareProbe.longest(f), from);
  log(`  open -> diff ${Math.round(opened.t - from)} ms; typing on the right ...`);
  await placeCursor(page, 'b');
  if (trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const typedFrom = await page.evaluate(() => performance.now());
  const right = await typeInto(page, KEYS);
  log(`  right: ${right.map((r) => Math.round(r.ms)).join(' ')} ms; typing on the left ...`);
  await placeCursor(page, 'a');
  const left = await typeInto(page, KEYS);
  const longest = await page.evaluate((f) => window.__compareProbe.longest(f), typedFrom);
  const cpu = trace ? mainThreadCpu((await browser.stopTracing()).toString()) : null;
  await context.close();
  const times = [...right, ...left].map((r) => r.ms);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    crawlers: MATRIX_CRAWLERS.length, urls: urls.length, bytes: text.length, compared: opened.compared,
    open: { ms: Math.round(opened.t - from), longestTaskMs: Math.round(openLongest) },
    keystrokes: { count: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(Math.max(...times)), longestTaskMs: Math.round(longest) },
    changes: { min: Math.min(...right.concat(left).map((r) => r.changes)), max: Math.max(...right.concat(left).map((r) => r.changes)) },
    cpu,
  };
}

export function compareGoals(c) {
  const g = COMPARE_GOALS;
  return [
    { goal: `compare: keystroke -> verdict diff on screen ≤ ${g.diffMs} ms (max)`, value: c.keystrokes.max, ok: c.keystrokes.max <= g.diffMs },
    { goal: `compare: no main-thread task > ${g.taskMs} ms while typing`, value: c.keystrokes.longestTaskMs, ok: c.keystrokes.longestTaskMs <= g.taskMs },
  ];
}

export function printCompare(c) {
  console.log(`compare view: two ${Math.round(c.bytes / 1024)} KiB versions × ${c.urls.toLocaleString('en')} URLs × ${c.crawlers} crawlers (${c.compared.toLocaleString('en')} pairs)`);
  console.log(`  open -> verdict diff ${c.open.ms} ms, longest task ${c.open.longestTaskMs} ms`);
  console.log(`  keystroke (either side) -> verdict diff p50/p95/max ${c.keystrokes.p50} / ${c.keystrokes.p95} / ${c.keystrokes.max} ms over ${c.keystrokes.count} keys, longest task ${c.keystrokes.longestTaskMs} ms; ${c.changes.min.toLocaleString('en')}-${c.changes.max.toLocaleString('en')} changes listed`);
  if (c.cpu) {
    const { totalMs, mostCpu, longest } = c.cpu;
    console.log(`  traced: main-thread CPU while typing ${totalMs} ms over ${c.keystrokes.count} keys; the task with the most CPU ${mostCpu.cpuMs} ms CPU (${mostCpu.wallMs} ms wall), the longest task ${longest.wallMs} ms wall (${longest.cpuMs} ms CPU)`);
  }
  for (const g of compareGoals(c)) console.log(`  ${g.ok ? 'ok  ' : 'MISS'}  ${g.goal}: ${g.value} ms`);
}
