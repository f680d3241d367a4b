/**
 * The page's start (issue 24 §3), this build beside an older one (`HEAD~1` or --base REV, built
 * from `git archive` by url-list.mjs buildRevision), measured in the same run so both share the
 * machine's load:
 *   first verdict  navigation start → the first verdict cell of the grid drawn (the frame after it
 *                  is in the DOM), with the sample the page opens with, CPU slowed 4× (CDP
 *                  Emulation.setCPUThrottlingRate: the page's main thread), a fresh context each
 *                  run (nothing cached), 1366×800; the median of RUNS, the two builds taking turns;
 *   Lighthouse     mobile (its default: a Moto G Power's screen, slow 4G and 4× CPU, simulated),
 *                  the performance score and total blocking time (median of RUNS), on /usr/bin/chromium (or the
 *                  bench's Chromium) with --no-sandbox; lighthouse@12.2.3 from node_modules, or
 *                  from the folder ROBOTSCOPE_LIGHTHOUSE names (its node_modules/lighthouse);
 *   initial JS     gzip of what loads before first use (initial-js.mjs), read over HTTP.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INITIAL_JS_GOAL, initialJs } from './initial-js.mjs';

export const START_GOALS = { firstVerdictMs: 1500, lighthouseScore: 95, tbtMs: 150, initialJsGzip: INITIAL_JS_GOAL };
const RUNS = 3;
const CPU_SLOWDOWN = 4;
/** A verdict cell of the grid, by its role (the grid's classes are the layout's to change). */
const VERDICT_CELL = '[data-testid="matrix-row"] [role="gridcell"]';

/** In the page, before its scripts: the time of the frame after the first verdict cell appears. */
function watchFirstVerdict(selector) {
  const seen = () => [...document.querySelectorAll(selector)].some((e) => e.textContent.trim() !== '');
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstVerdictMs = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function firstVerdictMs(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchFirstVerdict, VERDICT_CELL);
    await page.goto(baseUrl);
    await page.waitForFunction(() => window.__firstVerdictMs !== undefined, null, { timeout: 120_000 });
    return Math.round(await page.evaluate(() => window.__firstVerdictMs));
  } finally {
    await context.close();
  }
}

/** lighthouse and chrome-launcher, from the project or from ROBOTSCOPE_LIGHTHOUSE; null when neither has them. */
async function loadLighthouse(root) {
  for (const from of [root, process.env.ROBOTSCOPE_LIGHTHOUSE].filter(Boolean)) {
    try {
      const require = createRequire(join(from, 'package.json'));
      const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
      const launcher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
      return { lighthouse, launch: launcher.launch };
    } catch {
      // not in this folder: try the next
    }
  }
  return null;
}

/**
 * The largest paint as Lighthouse observed it, read from the trace it recorded (its own
 * `largest-contentful-paint-element` audit ends in an error on this Chromium: the trace engine's
 * screenshot handler, "reading 'frame_sequence'"): the element, its size, when it was painted, and
 * the scripts whose responses had ended before that paint. Lighthouse's simulation (lantern
 * LargestContentfulPaint) counts every such request as blocking the largest paint, unless the
 * trace shows the script evaluated after it, which a module script never does (it leaves
 * `v8.evaluateModule`, no `EvaluateScript`): so where they are listed, the simulated largest paint
 * waits for all of them over slow 4G, though the element is the same static one.
 */
export function observedLcp(traceEvents) {
  const nav = traceEvents.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http')).at(-1);
  const candidates = traceEvents.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.data?.isMainFrame && (!nav || e.ts >= nav.ts));
  const last = candidates.at(-1);
  if (!nav || !last) return null;
  const urls = new Map(traceEvents.filter((e) => e.name === 'ResourceSendRequest').map((e) => [e.args.data.requestId, e.args.data.url]));
  const scripts = traceEvents.filter((e) => e.name === 'ResourceFinish' && /\.m?js(\?|$)/.test(urls.get(e.args.data.requestId) ?? '')
    && e.ts >= nav.ts && e.args.data.finishTime * 1e6 <= last.ts);
  return {
    element: last.args.data.nodeName,
    size: last.args.data.size,
    candidates: candidates.length,
    ms: Math.round((last.ts - nav.ts) / 1000),
    scriptsBefore: scripts.length,
    scriptBytesBefore: scripts.reduce((sum, e) => sum + (e.args.data.encodedDataLength ?? 0), 0),
  };
}

/**
 * Lighthouse's total blocking time read from its own trace with CPU time in place of wall time: the
 * main thread's tasks after the observed first contentful paint, each task's thread time ×4 (its
 * CPU slowdown) less 50 ms, summed. Lighthouse scales the tasks' wall time, which on a shared
 * machine is several times their CPU time (s20/tbt.md: ×4 of wall 3–7 times this at load 20), so
 * its figure measures the load as much as the page; this one follows the page's own work. An
 * estimate: Lighthouse's window ends at its simulated time to interactive, this sums to the
 * trace's end (the quiet seconds after the load hold no long task).
 */
export function cpuBlockingMs(traceEvents, slowdown = CPU_SLOWDOWN) {
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  return Math.round(traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts)
    .reduce((sum, e) => sum + Math.max(0, slowdown * (e.tdur ?? e.dur) / 1000 - 50), 0));
}

/** Where a failed run's trace and report go: a folder of this prefix in the system's temporary folder. */
const FAILED_PREFIX = 'robotscope-lighthouse-failed-';
/** Failed runs whose trace is kept, the newest: each holds tens of MB, and a loaded evening fails several. */
export const FAILED_KEPT = 3;

/** A folder younger than this may be another bench's, still being written: never removed. */
const FAILED_SETTLED_MS = 10 * 60_000;

/**
 * Keeps a failed run's trace (when there is one) and report in a new folder under `dir`, after
 * removing the oldest such folders so that at most FAILED_KEPT remain with it (of those settled:
 * several benches may share the machine); returns the folder.
 */
export function keepFailedRun(trace, report, dir = tmpdir()) {
  const older = readdirSync(dir).filter((n) => n.startsWith(FAILED_PREFIX)).map((n) => join(dir, n))
    .map((path) => ({ path, at: statSync(path).mtimeMs })).sort((a, b) => b.at - a.at);
  const settled = Date.now() - FAILED_SETTLED_MS;
  for (const { path, at } of older.slice(FAILED_KEPT - 1)) if (at < settled) rmSync(path, { recursive: true, force: true });
  const kept = mkdtempSync(join(dir, FAILED_PREFIX));
  if (trace) writeFileSync(join(kept, 'trace.json'), JSON.stringify(trace));
  writeFileSync(join(kept, 'report.json'), JSON.stringify(report));
  return kept;
}

async function lighthouseRun(lh, chromePath, url) {
  const chrome = await lh.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const result = await lh.lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not finish (e.g. NO_FCP: nothing painted) has no score: it is said as failed, counts
    // as the worst score and blocking time in the medians (it read as NaN before), and fails the goals.
    if (runtimeError || categories.performance.score === null) {
      // Kept for whoever looks into it (NO_NAVSTART ended one run of the bench on 2026-11-30 at 15:01, load
      // 4–23, and one at 17:48, load 10–13; none of 26 runs at load 2–8 since): the trace Lighthouse could
      // not read, and its report; the last FAILED_KEPT runs' only.
      const dir = keepFailedRun(result.artifacts?.Trace?.traceEvents, result.lhr);
      return { failed: `${runtimeError?.code ?? 'no performance score'}: ${runtimeError?.message ?? ''}; trace and report in ${dir}` };
    }
    return {
      score: Math.round(categories.performance.score * 100),
      seo: Math.round(categories.seo.score * 100),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      cpuTbtMs: cpuBlockingMs(result.artifacts.Trace.traceEvents),
      lcpObserved: observedLcp(result.artifacts.Trace.traceEvents),
    };
  } finally {
    await chrome.kill();
  }
}

async function initialJsOver(baseUrl) {
  return initialJs(async (path) => {
    const response = await fetch(new URL(path, baseUrl));
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  });
}

/** The median (the lower of the middle two); null for none. */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? null : s[Math.floor((s.length - 1) / 2)];
};

/**
 * One build's runs summed up: a failed Lighthouse run counts as the worst score and blocking time;
 * the blocking time from CPU time is the median of the runs that have one, null when none has.
 */
export function startSummary(o) {
  return {
    ...o,
    firstVerdictMs: median(o.firstVerdict),
    score: median(o.lighthouse.map((l) => (l.failed ? 0 : l.score))),
    tbtMs: median(o.lighthouse.map((l) => (l.failed ? Infinity : l.tbtMs))),
    cpuTbtMs: median(o.lighthouse.filter((l) => !l.failed && l.cpuTbtMs !== null).map((l) => l.cpuTbtMs)),
    lighthouseFailed: o.lighthouse.filter((l) => l.failed).length,
  };
}

/**
 * A figure as printed: "—" for none (null, a median of nothing, the blocking time of runs that all
 * failed: Infinity), never "null", "NaN", "undefined" or "Infinity".
 */
const shown = (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '—');

/** Both builds' figures: `sites` is [{ name, baseUrl }], this build first. */
export async function measureStart(browser, chromePath, root, sites, log) {
  const out = sites.map((s) => ({ name: s.name, firstVerdict: [], lighthouse: [], initialJs: null }));
  for (const [i, s] of sites.entries()) out[i].initialJs = (await initialJsOver(s.baseUrl)).gzipBytes;
  for (let run = 0; run < RUNS; run++) {
    // Taking turns, and the order turns too: neither build always goes first.
    for (const i of run % 2 === 0 ? sites.keys() : [...sites.keys()].reverse()) out[i].firstVerdict.push(await firstVerdictMs(browser, sites[i].baseUrl));
  }
  const lh = await loadLighthouse(root);
  if (!lh) log('Lighthouse not found: npm i -D lighthouse@12.2.3, or ROBOTSCOPE_LIGHTHOUSE=<folder with node_modules/lighthouse>');
  else {
    for (let run = 0; run < RUNS; run++) {
      for (const i of run % 2 === 0 ? sites.keys() : [...sites.keys()].reverse()) {
        log(`Lighthouse (mobile), ${sites[i].name}, run ${run + 1} ...`);
        out[i].lighthouse.push(await lighthouseRun(lh, chromePath, sites[i].baseUrl));
      }
    }
  }
  return out.map(startSummary);
}

export function startGoals(start) {
  const now = start[0];
  const failed = now.lighthouseFailed > 0 ? ` (${now.lighthouseFailed} of ${now.lighthouse.length} Lighthouse runs failed)` : '';
  return [
    { goal: `first verdict on screen at ${CPU_SLOWDOWN}× CPU slowdown <= ${START_GOALS.firstVerdictMs} ms`, value: now.firstVerdictMs, ok: now.firstVerdictMs !== null && now.firstVerdictMs <= START_GOALS.firstVerdictMs },
    { goal: `Lighthouse mobile performance >= ${START_GOALS.lighthouseScore}${failed}`, value: now.score, ok: !failed && now.score !== null && now.score >= START_GOALS.lighthouseScore },
    { goal: `Lighthouse total blocking time <= ${START_GOALS.tbtMs} ms${failed}`, value: now.tbtMs, ok: !failed && now.tbtMs !== null && now.tbtMs <= START_GOALS.tbtMs },
    { goal: `initial JS <= ${START_GOALS.initialJsGzip / 1000} kB gzip`, value: now.initialJs / 1000, ok: now.initialJs <= START_GOALS.initialJsGzip },
  ];
}

export function printStart(start) {
  const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
  const lhRuns = (o) => o.lighthouse.map((l) => l.failed ? `failed (${l.failed})` : `${l.score} (TBT ${l.tbtMs}, from CPU time ${shown(l.cpuTbtMs)}, FCP ${l.fcpMs}, LCP ${l.lcpMs} ms, SEO ${l.seo})`).join('; ') || '—';
  const rows = [
    ['page start', 'goal', ...start.map((s) => s.name)],
    [`first verdict, ${CPU_SLOWDOWN}× CPU, median of ${RUNS} (ms)`, `≤ ${START_GOALS.firstVerdictMs}`, ...start.map((s) => `${shown(s.firstVerdictMs)} (${s.firstVerdict.join(', ')})`)],
    ['Lighthouse mobile performance', `≥ ${START_GOALS.lighthouseScore}`, ...start.map((s) => shown(s.score))],
    ['Lighthouse total blocking time (ms)', `≤ ${START_GOALS.tbtMs}`, ...start.map((s) => shown(s.tbtMs))],
    ['  the same from its trace\'s CPU time (ms)', '—', ...start.map((s) => shown(s.cpuTbtMs))],
    ['initial JS, gzip', `≤ ${kB(START_GOALS.initialJsGzip)}`, ...start.map((s) => kB(s.initialJs))],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((v, c) => v.padEnd(widths[c])).join('  '));
  for (const s of start) console.log(`  Lighthouse runs, ${s.name}: ${lhRuns(s)}`);
  const seen = (o) => !o ? 'not in the trace' : `${o.element} (${o.size.toLocaleString('en-US')} px², ${o.candidates === 1 ? 'the only candidate' : `the last of ${o.candidates} candidates`}) painted at ${o.ms} ms; `
    + (o.scriptsBefore === 0 ? 'no script had come in before it' : `${o.scriptsBefore} ${o.scriptsBefore === 1 ? 'script' : 'scripts'} (${kB(o.scriptBytesBefore)}) had come in before it, so the simulation waits for ${o.scriptsBefore === 1 ? 'it' : 'them'}`);
  for (const s of start) {
    for (const [i, l] of s.lighthouse.entries()) if (!l.failed) console.log(`  largest paint as observed, ${s.name}, run ${i + 1}: ${seen(l.lcpObserved)}`);
  }
}
