/**
 * The URL field with 1,000,000 URLs (issue 28 §2: the whole list was read again on every
 * keystroke, 1.1-1.6 s each). One crawler, a two-line robots.txt; the list pasted with Ctrl+V,
 * then KEYS typed at its end one at a time, and for each key the page's main-thread time from
 * the key to the matrix of the new list in the store, once the page is idle again: the CPU time
 * of the main thread's tasks in a Chromium trace of that key (bench/trace.mjs; a busy machine
 * stretches wall time, not CPU), and the growth of Chromium's `TaskDuration` (CDP
 * Performance.getMetrics, the tasks' wall time). Goal: no key over 200 ms of CPU.
 *
 * Measured on this build and, in the same run, on the previous one (the commit before HEAD, or
 * --base REV), built from `git archive` in a temporary folder, so the two figures share the
 * machine's load of the moment.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { focusUrlField } from './matrix.mjs';
import { traced } from './trace.mjs';

export const URL_LIST_LINES = 1_000_000;
/** Issue 28 §2: no keystroke in the URL field over 200 ms of main-thread CPU. */
export const URL_LIST_GOAL_MS = 200;
const KEYS = ['Enter', ...'/typed'];

/** Builds `rev` of the repository at `root` in a temporary folder: its dist/ and a way to remove it. */
export async function buildRevision(root, rev) {
  const dir = mkdtempSync(join(tmpdir(), 'robotscope-base-'));
  execFileSync('sh', ['-c', `git -C "${root}" archive "${rev}" | tar -x -C "${dir}"`]);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  await build({ root: dir, logLevel: 'warn' });
  const server = await preview({ root: dir, logLevel: 'silent', preview: { host: '127.0.0.1', port: 0, open: false } });
  return {
    baseUrl: server.resolvedUrls.local[0],
    commit: execFileSync('git', ['-C', root, 'rev-parse', '--short', rev], { encoding: 'utf8' }).trim(),
    close: async () => {
      await new Promise((resolve) => server.httpServer.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** In the page: resolves once the store holds a matrix for the current list. */
function matrixCurrent() {
  const { store } = window.__robotscope;
  return new Promise((resolve) => {
    const ready = (s) => s.results.matrix !== null && s.results.matrix.inputsVersion === s.inputs.version;
    if (ready(store.getState())) return resolve();
    const unsubscribe = store.subscribe((s) => { if (ready(s)) { unsubscribe(); resolve(); } });
  });
}

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value;
}

/** Per-keystroke main-thread milliseconds in the URL field holding URL_LIST_LINES lines. */
export async function measureUrlList(browser, baseUrl, percentile) {
  const round = (x) => Math.round(x);
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.waitForFunction(() => window.__robotscope?.view && window.__robotscope?.store);
  await page.evaluate(() => {
    const { view, store } = window.__robotscope;
    store.setState((s) => ({ inputs: { ...s.inputs, crawlers: ['Googlebot'], version: s.inputs.version + 1 } }));
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: 'User-agent: *\nDisallow: /private\n' } });
  });
  await page.evaluate((n) => {
    const lines = [];
    for (let i = 0; i < n; i++) lines.push(`https://example.com/p/${i}`);
    return navigator.clipboard.writeText(lines.join('\n'));
  }, URL_LIST_LINES);
  await focusUrlField(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await page.waitForFunction((n) => window.__robotscope.urls.state.doc.lines >= n, URL_LIST_LINES, { timeout: 600_000 });
  await page.evaluate(matrixCurrent);
  await page.keyboard.press('ControlOrMeta+End');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const times = [];
  const cpu = [];
  let longest = 0;
  for (const key of KEYS) {
    await page.waitForTimeout(300);
    const before = await taskSeconds(cdp);
    const { tasks } = await traced(browser, page, async () => {
      if (key.length === 1) await page.keyboard.type(key);
      else await page.keyboard.press(key);
      await page.evaluate(matrixCurrent);
      await page.waitForTimeout(300);
    });
    // The 300 ms of idle waiting cost the main thread next to nothing; what grew is the key's work.
    times.push((await taskSeconds(cdp) - before) * 1000);
    cpu.push(tasks.reduce((a, b) => a + b, 0));
    longest = Math.max(longest, ...tasks);
  }
  await context.close();
  return {
    lines: URL_LIST_LINES, keys: KEYS.length, p50: round(percentile(times, 50)), max: round(Math.max(...times)),
    cpuP50: round(percentile(cpu, 50)), cpuMax: round(Math.max(...cpu)), longestTaskMs: round(longest),
  };
}

export function urlListGoals(u) {
  return [{ goal: `URL field, ${u.now.lines} URLs: no keystroke over ${URL_LIST_GOAL_MS} ms main-thread CPU`, value: u.now.cpuMax, ok: u.now.cpuMax <= URL_LIST_GOAL_MS }];
}

export function printUrlList(u) {
  const row = (r) => `CPU ${r.cpuP50} / ${r.cpuMax} ms (longest task ${r.longestTaskMs} ms), tasks' wall time ${r.p50} / ${r.max} ms`;
  console.log(`URL field, ${u.now.lines.toLocaleString('en')} URLs: main-thread time per keystroke (${u.now.keys} keys), p50 / max (goal: CPU ≤ ${URL_LIST_GOAL_MS} ms)`);
  console.log(`  this build:              ${row(u.now)}`);
  console.log(`  previous build (${u.base.commit}): ${row(u.base)}`);
}
