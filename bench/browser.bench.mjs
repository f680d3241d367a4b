#!/usr/bin/env node
/**
 * `npm run bench:browser`: what typing in a 500 KiB robots.txt feels like in real Chromium.
 *
 * Builds the site and serves it (--no-build: serve dist/ as it is), loads bench/generate.ts's
 * ~500 KiB file (20,000 rules, 50 groups) with 10 URLs from bench/urls.ts, types 42 keystrokes
 * one at a time and measures, in the page:
 *   echo     keydown -> the next frame after it (the typed character on screen),
 *   results  keydown -> the next frame after the store holds verdicts and diagnostics for the
 *            document with that keystroke (results.docVersion/inputsVersion caught up),
 *   worker   the worker's own time for that analysis (results.elapsed), to tell apart engine and page,
 *   long tasks on the main thread while typing (PerformanceObserver 'longtask', > 50 ms),
 * and the gzipped size of dist/assets/*.js. Peers, in the same run: a plain <textarea> holding
 * the same text (echo only: it analyses nothing), and the app with a 2-line document (the
 * fixed cost of the pipeline).
 *
 * Then the workbench (bench/matrix.mjs): 10,000 URLs × 10 crawlers pasted, typed over and
 * scrolled, and 100,000 URLs; the compare view (bench/compare.mjs); and the main thread's
 * longest task in CPU time while corpus files and files of up to 31 MB are opened and 30 MB is
 * pasted and typed in (bench/cpu-tasks.mjs: the limits the e2e tests held before issue 23 §4).
 *
 * Flags: --json (machine-readable only), --check (exit 1 when a goal is missed),
 *        --no-build (measure dist/ as it is: a dist/ left by an older commit, or by a
 *        test that built it in development mode, measures that), --matrix (the workbench part alone),
 *        --compare (the compare view part alone: bench/compare.mjs), --trace (the compare part also
 *        reports the main thread's CPU time while typing, from a Chromium trace), --cpu (the
 *        main-thread CPU part alone), --corpus-all (that part opens every corpus file, not the
 *        subset `npm test` opens), --url-list (the URL field with 1,000,000 URLs alone, beside the
 *        previous build: bench/url-list.mjs; --base REV names that build, HEAD~1 unless given),
 *        --big-list (typing in the editor with 100,000 URLs × 10 crawlers, beside the previous
 *        build too: bench/big-list.mjs), --log-set (a URL set of 1,000,000 URLs from a server log
 *        opened: grouped views, longest main-thread task, grid rows in the DOM, beside the
 *        previous build, then the same requests as a gzipped server log and its Host typed:
 *        bench/log-set.mjs), --start (the page's start beside the previous build:
 *        first verdict at 4× CPU slowdown, Lighthouse mobile, initial JS: bench/start.mjs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { register } from 'tsx/esm/api';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.mjs';
import { installProbe, probeResults, settleEcho, settleResults } from './browser-probe.mjs';
import { compareGoals, measureCompare, printCompare } from './compare.mjs';
import { cpuGoals, measureCpuTasks, printCpuTasks } from './cpu-tasks.mjs';
import { matrixGoals, measureMatrix, printMatrix, selectUrlField } from './matrix.mjs';
import { measureOpen, openSubjects } from './open-files.mjs';
import { bigListGoals, measureBigList, printBigList } from './big-list.mjs';
import { buildRevision, measureUrlList, printUrlList, urlListGoals } from './url-list.mjs';
import { measureStart, printStart, startGoals } from './start.mjs';
import { logSetGoals, measureHostChange, measureLogSet, printLogSet, writeLogSet } from './log-set.mjs';

register();
const { generateRobotsTxt } = await import('./generate.ts');
const { generateUrls } = await import('./urls.ts');
const { percentile } = await import('./stats.ts');

const args = new Set(process.argv.slice(2));
const JSON_ONLY = args.has('--json');
/** The parts named by these flags run alone; named none, every part runs (the typing and opening parts first). */
const PARTS = ['--start', '--matrix', '--compare', '--cpu', '--url-list', '--big-list', '--log-set'].filter((flag) => args.has(flag));
const ALL = PARTS.length === 0;
const runs = (part) => ALL || PARTS.includes(part);
const log = (...m) => JSON_ONLY || console.log(...m);

const GOALS = { resultsP95: 100, jsGzipBytes: 300_000 };
/** A new line typed in the middle of the file: 42 keystrokes. */
const KEYS = ['Enter', ...'Disallow: /typed/by-the-bench/page-4.html'];
/** Pause between keystrokes once the last one settled: roughly a fast typist. */
const GAP_MS = 60;

function summary(values) {
  if (!values || values.length === 0) return null;
  const round = (x) => Math.round(x * 10) / 10;
  return { n: values.length, p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), max: round(Math.max(...values)) };
}

function jsSizes(root) {
  const dir = join(root, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const bytes = readFileSync(join(dir, f));
      return { file: `assets/${f}`, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
}

/** `count` different URLs: the grid has a row per distinct URL (repeats are tested once). */
function distinctUrls(text, count, seed) {
  const seen = new Set(generateUrls(text, count, seed));
  for (let i = 0; seen.size < count; i++) seen.add(`https://www.example.com/extra/${seed}/${i}`);
  return [...seen].slice(0, count);
}

async function press(page, key) {
  if (key.length === 1) await page.keyboard.type(key);
  else await page.keyboard.press(key);
}

/** Open the app on `text` with `urls`, type KEYS in the middle of the document, measure. */
async function measureApp(browser, baseUrl, name, text, urls) {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.waitForFunction(() => window.__robotscope?.view && window.__robotscope?.store);
  // One crawler, as the page tested before the workbench: the single-URL case's peer figures.
  await page.evaluate(() => {
    const { store } = window.__robotscope;
    store.setState((s) => ({ inputs: { ...s.inputs, crawlers: ['Googlebot'], version: s.inputs.version + 1 } }));
  });
  await selectUrlField(page, urls.join('\n'));
  await page.keyboard.press('ControlOrMeta+V');
  await page.waitForFunction((n) => window.__robotscope.urls.state.doc.lines === n, urls.length);
  await page.evaluate(installProbe);

  // Loading the document: one transaction, then the first full analysis.
  const load = await page.evaluate(async (t) => {
    const { view } = window.__robotscope;
    const started = performance.now();
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: t } });
    return (await window.__probe.waitFresh(window.__robotscope.store.getState().doc.version)) - started;
  }, text);

  // The cursor goes to the end of a line in the middle, the way a click would put it.
  await page.evaluate(() => {
    const { view } = window.__robotscope;
    const line = view.state.doc.line(Math.ceil(view.state.doc.lines / 2));
    view.dispatch({ selection: { anchor: line.to }, scrollIntoView: true });
    view.focus();
  });
  await page.waitForTimeout(500);

  await page.evaluate(() => window.__probe.start());
  for (const key of KEYS) {
    await press(page, key);
    await page.evaluate(settleResults);
    await page.waitForTimeout(GAP_MS);
  }
  const r = await page.evaluate(probeResults);
  const rows = await page.locator('[data-testid="matrix-row"]').count();
  await context.close();
  return { name, bytes: Buffer.byteLength(text), urls: urls.length, rows, loadMs: Math.round(load), ...r };
}

/** The peer: a bare <textarea> with the same text; the browser's own editing, no analysis. */
async function measureTextarea(browser, text) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<!doctype html><textarea id="t" style="width:100%;height:90vh" spellcheck="false"></textarea>');
  await page.evaluate((t) => {
    const area = document.getElementById('t');
    area.value = t;
    const middle = t.split('\n').slice(0, Math.ceil(t.split('\n').length / 2)).join('\n').length;
    area.focus();
    area.setSelectionRange(middle, middle);
  }, text);
  await page.evaluate(installProbe);
  await page.waitForTimeout(500);
  await page.evaluate(() => window.__probe.start());
  for (const [i, key] of KEYS.entries()) {
    await press(page, key);
    await page.evaluate(settleEcho, i + 1);
    await page.waitForTimeout(GAP_MS);
  }
  const r = await page.evaluate(probeResults);
  await context.close();
  return { name: '<textarea>, same text (peer)', bytes: Buffer.byteLength(text), ...r, results: [], worker: [] };
}

async function main() {
  const root = process.cwd();
  const dist = join(root, 'dist');
  // Built every run: a dist/ left from an older commit was measured silently as this one.
  if (!args.has('--no-build') || !existsSync(join(dist, 'index.html'))) {
    log('building dist/ ...');
    await build({ root, logLevel: 'warn' });
  }
  const found = await findChromium();
  if (found.path === null) {
    console.error(found.error);
    process.exit(1);
  }

  const server = await preview({ root, logLevel: 'silent', preview: { host: '127.0.0.1', port: 0, open: false } });
  const baseUrl = server.resolvedUrls.local[0];
  const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
  const text = generateRobotsTxt();
  const urls = generateUrls(text, 10);
  const tiny = 'User-agent: *\nDisallow: /private\n';
  let subjects = [];
  const opened = [];
  let matrix = null;
  let compare = null;
  let cpu = null;
  let urlList = null;
  let bigList = null;
  let logSet = null;
  let start = null;
  try {
    log(`Chromium ${browser.version()} (${found.source}); site ${baseUrl}`);
    log(`document: ${Buffer.byteLength(text)} bytes, ${text.split('\n').length} lines; ${urls.length} URLs; ${KEYS.length} keystrokes each`);
    if (ALL) subjects = [
      await measureApp(browser, baseUrl, 'Robotscope, 500 KiB file', text, urls),
      await measureApp(browser, baseUrl, 'Robotscope, 2-line file (peer)', tiny, urls),
      await measureTextarea(browser, text),
    ];
    for (const subject of ALL ? openSubjects(root) : []) {
      log(`opening ${subject.name} ...`);
      opened.push(await measureOpen(browser, baseUrl, subject));
    }
    if (runs('--matrix')) {
      log('workbench: 10,000 URLs × 10 crawlers, then 100,000 URLs ...');
      matrix = await measureMatrix(browser, baseUrl, text, distinctUrls(text, 10_000, 7), distinctUrls(text, 100_000, 11), percentile, log);
    }
    if (runs('--compare')) {
      log('compare view: two 500 KiB versions × 10,000 URLs × 10 crawlers ...');
      compare = await measureCompare(browser, baseUrl, text, distinctUrls(text, 10_000, 7), percentile, log, { trace: args.has('--trace') });
    }
    if (runs('--cpu')) cpu = await measureCpuTasks(browser, baseUrl, { whole: args.has('--corpus-all'), log });
    if (runs('--start') || runs('--url-list') || runs('--big-list') || runs('--log-set')) {
      const rev = process.argv.includes('--base') ? process.argv[process.argv.indexOf('--base') + 1] : 'HEAD~1';
      log(`building ${rev} to measure beside this build ...`);
      const previous = await buildRevision(root, rev);
      try {
        if (runs('--start')) {
          log('page start: first verdict at 4× CPU slowdown, Lighthouse (mobile), initial JS, this build and the previous ...');
          start = await measureStart(browser, found.path, root, [{ name: 'this build', baseUrl }, { name: previous.commit, baseUrl: previous.baseUrl }], log);
        }
        if (runs('--big-list')) {
          log('typing in the editor with 100,000 URLs × 10 crawlers, this build and the previous ...');
          const urls100k = distinctUrls(text, 100_000, 11);
          bigList = { now: await measureBigList(browser, baseUrl, text, urls100k), base: { commit: previous.commit, ...await measureBigList(browser, previous.baseUrl, text, urls100k) } };
        }
        if (runs('--url-list')) {
          log('URL field with 1,000,000 URLs, this build and the previous ...');
          urlList = { now: await measureUrlList(browser, baseUrl, percentile), base: { commit: previous.commit, ...await measureUrlList(browser, previous.baseUrl, percentile) } };
        }
        if (runs('--log-set')) {
          log('a URL set of 1,000,000 URLs from a log, opened, this build and the previous ...');
          const written = writeLogSet();
          try {
            const measure = async (url) => ({ ...await measureLogSet(browser, url, written.file), host: await measureHostChange(browser, url, written.log) });
            logSet = { now: await measure(baseUrl), base: { commit: previous.commit, ...await measure(previous.baseUrl) } };
          } finally {
            written.remove();
          }
        }
      } finally {
        await previous.close();
      }
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }

  const js = jsSizes(dist);
  const jsGzip = js.reduce((n, f) => n + f.gzip, 0);
  const report = {
    chromium: browser.version(),
    document: { bytes: Buffer.byteLength(text), lines: text.split('\n').length, urls: urls.length },
    keystrokes: KEYS.length,
    subjects: subjects.map((s) => ({
      name: s.name,
      loadMs: s.loadMs ?? null,
      rows: s.rows ?? null,
      echoMs: summary(s.echo),
      resultsMs: summary(s.results),
      workerMs: summary(s.worker),
      longTasks: { count: s.longTasks.length, maxMs: Math.round(Math.max(0, ...s.longTasks)) },
    })),
    js: { files: js, gzipBytes: jsGzip },
    opened,
    matrix,
    compare,
    cpu,
    urlList,
    bigList,
    logSet,
    start,
  };
  const app = report.subjects[0];
  const partGoals = [
    ...(matrix ? matrixGoals(matrix) : []), ...(compare ? compareGoals(compare) : []), ...(cpu ? cpuGoals(cpu) : []),
    ...(bigList ? bigListGoals(bigList) : []), ...(urlList ? urlListGoals(urlList) : []), ...(logSet ? logSetGoals(logSet) : []), ...(start ? startGoals(start) : []),
  ];
  report.goals = !ALL ? partGoals : [
    { goal: 'results p95 <= 100 ms (500 KiB)', value: app.resultsMs?.p95 ?? null, ok: app.resultsMs !== null && app.resultsMs.p95 <= GOALS.resultsP95 },
    { goal: 'no main-thread task > 50 ms while typing', value: app.longTasks.maxMs, ok: app.longTasks.count === 0 },
    { goal: 'JS <= 300 kB gzip', value: Math.round(jsGzip / 100) / 10, ok: jsGzip <= GOALS.jsGzipBytes },
    ...opened.map((o) => ({ goal: `opening ${o.name}: longest task <= ${o.goalMs} ms`, value: o.maxMs, ok: o.ok })),
    ...partGoals,
  ];

  if (JSON_ONLY) console.log(JSON.stringify(report, null, 2));
  else printTable(report);
  if (args.has('--check') && report.goals.some((g) => !g.ok)) process.exit(1);
}

function printTable(report) {
  const cell = (s) => (s === null ? '—' : `${s.p50} / ${s.p95} / ${s.max}`);
  const rows = [
    ['subject', 'load ms', 'echo p50/p95/max ms', 'results p50/p95/max ms', 'worker p50/p95/max ms', 'long tasks (max ms)'],
    ...report.subjects.map((s) => [
      s.name,
      s.loadMs === null ? '—' : String(s.loadMs),
      cell(s.echoMs),
      cell(s.resultsMs),
      cell(s.workerMs),
      `${s.longTasks.count} (${s.longTasks.maxMs})`,
    ]),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  console.log('');
  for (const [i, r] of rows.entries()) {
    console.log(r.map((v, c) => v.padEnd(widths[c])).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log('');
  const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
  for (const f of report.js.files) console.log(`${f.file}: ${kB(f.bytes)}, ${kB(f.gzip)} gzip`);
  console.log(`JS total: ${kB(report.js.gzipBytes)} gzip (level 9)\n`);
  for (const o of report.opened) console.log(`opening ${o.name} (${o.bytes} bytes, ${o.outcome}): ${o.longTasks} long tasks, longest ${o.maxMs} ms (opening ${o.openMs}, scrolling ${o.scrollMs})`);
  console.log('');
  if (report.matrix) printMatrix(report.matrix);
  if (report.compare) printCompare(report.compare);
  if (report.cpu) printCpuTasks(report.cpu);
  if (report.bigList) printBigList(report.bigList);
  if (report.urlList) printUrlList(report.urlList);
  if (report.logSet) printLogSet(report.logSet);
  if (report.start) printStart(report.start);
  console.log('');
  for (const g of report.goals) console.log(`${g.ok ? 'ok  ' : 'MISS'}  ${g.goal}: ${g.value}`);
}

await main();
