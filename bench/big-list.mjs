/**
 * Typing in the editor with a big URL list (issue 24 §3): the 500 KiB file, 100,000 distinct
 * URLs pasted with Ctrl+V into the URL field, the 10 crawlers of the workbench, then KEYS typed
 * in the middle of the file at a person's pace (120 ms a key), the page traced from the first
 * key to a second and a half after the last verdicts (the autosave's pause included). Reported
 * in CPU time from the Chromium trace (bench/trace.mjs): the main thread's CPU per key (all of
 * its tasks meanwhile, divided by the keys) and its task with the most CPU. Before, every key
 * sent the 100,000 URLs to the worker and every autosave stored them again (84-133 ms a key).
 * Goals: ≤ 50 ms of main-thread CPU per key, no task over 50 ms.
 */
import { MATRIX_CRAWLERS, selectUrlField } from './matrix.mjs';
import { traced } from './trace.mjs';

export const BIG_LIST_GOALS = { cpuPerKeyMs: 50, taskMs: 50 };
const KEYS = 'Disallow: /typed/';
const DELAY_MS = 120;

/** In the page: resolves once the store holds verdicts for the current document and inputs. */
function matrixCurrent() {
  const { store } = window.__robotscope;
  return new Promise((resolve) => {
    const ready = (s) => s.results.matrix !== null && s.results.matrix.docVersion === s.doc.version && s.results.matrix.inputsVersion === s.inputs.version;
    if (ready(store.getState())) return resolve(store.getState().results.matrix.urls.length);
    const unsubscribe = store.subscribe((s) => {
      if (!ready(s)) return;
      unsubscribe();
      resolve(s.results.matrix.urls.length);
    });
  });
}

/** Main-thread CPU while KEYS are typed in the editor holding `text`, with `urls` in the URL field. */
export async function measureBigList(browser, baseUrl, text, urls) {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.waitForFunction(() => window.__robotscope?.view && window.__robotscope?.store);
  await page.evaluate(([t, crawlers]) => {
    const { view, store } = window.__robotscope;
    store.setState((s) => ({ inputs: { ...s.inputs, crawlers, version: s.inputs.version + 1 } }));
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: t } });
  }, [text, MATRIX_CRAWLERS]);
  await selectUrlField(page, urls.join('\n'));
  await page.keyboard.press('ControlOrMeta+V');
  await page.waitForFunction((n) => window.__robotscope.store.getState().results.matrix?.urls.length === n, urls.length, { timeout: 300_000 });
  await page.evaluate(() => {
    const { view } = window.__robotscope;
    const line = view.state.doc.line(Math.ceil(view.state.doc.lines / 2));
    view.dispatch({ selection: { anchor: line.to }, scrollIntoView: true });
    view.focus();
  });
  // The paste's autosave and the scroll settle before the typing is traced.
  await page.waitForTimeout(2000);
  const { value: rows, tasks } = await traced(browser, page, async () => {
    await page.keyboard.press('Enter');
    await page.keyboard.type(KEYS, { delay: DELAY_MS });
    const n = await page.evaluate(matrixCurrent);
    await page.waitForTimeout(1500);
    return n;
  });
  await context.close();
  const keys = KEYS.length + 1;
  const cpu = tasks.reduce((a, b) => a + b, 0);
  return {
    urls: rows, crawlers: MATRIX_CRAWLERS.length, keys,
    cpuPerKeyMs: Math.round((cpu / keys) * 10) / 10, longestTaskMs: Math.round(Math.max(0, ...tasks)), over50: tasks.filter((t) => t > 50).length,
  };
}

export function bigListGoals(b) {
  const g = BIG_LIST_GOALS;
  return [
    { goal: `${b.now.urls} URLs × ${b.now.crawlers} crawlers: typing in the editor ≤ ${g.cpuPerKeyMs} ms main-thread CPU per key`, value: b.now.cpuPerKeyMs, ok: b.now.cpuPerKeyMs <= g.cpuPerKeyMs },
    { goal: `${b.now.urls} URLs × ${b.now.crawlers} crawlers: typing in the editor, no main-thread task > ${g.taskMs} ms CPU`, value: b.now.longestTaskMs, ok: b.now.longestTaskMs <= g.taskMs },
  ];
}

export function printBigList(b) {
  const row = (r) => `${r.cpuPerKeyMs} ms CPU per key, longest task ${r.longestTaskMs} ms CPU (${r.over50} over 50 ms)`;
  console.log(`Typing in the editor, ${b.now.urls.toLocaleString('en')} URLs × ${b.now.crawlers} crawlers, ${b.now.keys} keys at ${DELAY_MS} ms (goal ≤ ${BIG_LIST_GOALS.cpuPerKeyMs} ms a key, no task > ${BIG_LIST_GOALS.taskMs} ms)`);
  console.log(`  this build:              ${row(b.now)}`);
  console.log(`  previous build (${b.base.commit}): ${row(b.base)}`);
}
