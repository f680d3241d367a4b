/**
 * A URL set of 1,000,000 URLs from a server log (issue 25: "Sets of up to 1,000,000 URLs work:
 * parsing in the worker with progress shown, and results grouped"): the request targets of a
 * shop's access log, one per line as `awk '{print $7}'` gives them, made absolute, in a .txt
 * written at bench time to the system's temporary folder (some 45 MB: never committed). A log
 * repeats itself: a few pages take most hits, bots walk deep pages once, assets and searches
 * carry queries. Opened with the "Open sitemaps or exports…" button beside a robots.txt of that
 * shop, with the page's own crawlers; measured, in the page:
 *   set      the file chosen -> the set listed with its count,
 *   grid     -> the matrix of its URLs in the store (the grid's rows),
 *   grouped  -> the coverage views (per rule, per directory, the sitemap URLs blocked) current,
 *   the main thread's longest task in CPU time from the file chosen to all three (bench/trace.mjs),
 *   and the CPU time of the main thread and of the workers in all (a busy machine stretches the
 *   wall times above, not these),
 *   the grid's rows in the DOM once the set is shown, and after Ctrl+End in it (virtualised: a
 *   screen of them, never a row per URL).
 * Then the same requests as the server log they came from (combined format, gzipped as logs are
 * kept; bench/log-set.mjs accessLogLines), opened the same way, and its Host typed in the "Host of
 * the logs" field: from the first key to the grid's URLs and the grouped views on the new Host
 * (the field waits 300 ms after the last key), with the main thread's longest task meanwhile.
 * Goals: grouped views within LOG_SET_GOALS.groupedMs, no main-thread task over 200 ms of CPU,
 * at most LOG_SET_GOALS.domRows rows in the DOM. Measured on this build and, in the same run,
 * on the previous one (url-list.mjs buildRevision), so both share the machine's load.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { traced } from './trace.mjs';

export const LOG_SET_LINES = 1_000_000;
export const LOG_SET_GOALS = { groupedMs: 10_000, taskMs: 200, domRows: 200 };
/** The Host the log's requests are moved to: the page starts on the example's www.example.com. */
const LOG_HOST = 'shop.example';

export const LOG_ROBOTS = [
  'User-agent: *', 'Disallow: /cart/', 'Disallow: /checkout/', 'Disallow: /search', 'Disallow: /*?sort=', 'Disallow: /account/',
  'Allow: /search/help', '', 'User-agent: Googlebot', 'Disallow: /cart/', 'Disallow: /checkout/', 'Disallow: /*?sessionid=', '',
  'User-agent: GPTBot', 'Disallow: /', '', 'Sitemap: https://shop.example/sitemap.xml', '',
].join('\n');

/** mulberry32 (bench/prng.ts, here in plain JavaScript for the benchmark's loader): the same log on every run. */
function rng(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** The request targets of `n` log lines, as absolute URLs on shop.example. */
export function logUrls(n, seed = 25) {
  const int = rng(seed);
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const r = int(100);
    // Half the hits on 200 popular pages, the rest spread over deep pages, lists, searches, assets and the rest.
    const path = r < 50 ? `/p/${int(200)}`
      : r < 70 ? `/p/${int(500_000)}-item`
        : r < 80 ? `/c/${int(300)}/?page=${int(40)}${int(5) === 0 ? '&sort=price' : ''}`
          : r < 86 ? `/search?q=term${int(20_000)}`
            : r < 92 ? `/static/${int(50)}.${int(3) === 0 ? 'css' : 'js'}?v=${int(9)}`
              : r < 95 ? `/cart/add?id=${int(100_000)}`
                : r < 97 ? `/account/orders/${int(10_000)}`
                  : r < 99 ? `/p/${int(1000)}?sessionid=${int(1e9)}`
                    : '/robots.txt';
    lines[i] = `https://shop.example${path}`;
  }
  return lines;
}

/** In the page: records when the set is listed, the grid holds its URLs and the grouped views are current. */
function watchOpening(count) {
  const { store } = window.__robotscope;
  const at = { chosen: performance.now(), set: null, grid: null, grouped: null };
  return new Promise((resolve) => {
    const check = (s) => {
      const now = performance.now();
      if (at.set === null && s.sets.list.some((x) => x.count === count)) at.set = now;
      // The page's list before held a few URLs at most: the set's are hundreds of thousands.
      if (at.set !== null && at.grid === null && (s.results.matrix?.urls.length ?? 0) >= 1000 && s.results.matrix.inputsVersion === s.inputs.version) at.grid = now;
      if (at.set !== null && at.grouped === null && s.sets.coverage !== null && !s.sets.coverageStale) at.grouped = now;
      if (at.set === null || at.grid === null || at.grouped === null) return;
      unsubscribe();
      resolve({ setMs: at.set - at.chosen, gridMs: at.grid - at.chosen, groupedMs: at.grouped - at.chosen, rows: s.results.matrix.urls.length });
    };
    const unsubscribe = store.subscribe(check);
  });
}

/** The app at `baseUrl` with the shop's robots.txt, and the URL sets' file chooser open. */
async function chooserBesideRobots(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.waitForFunction(() => window.__robotscope?.view && window.__robotscope?.store);
  await page.evaluate((t) => {
    const { view } = window.__robotscope;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: t } });
  }, LOG_ROBOTS);
  await page.waitForTimeout(1000);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  return { context, page, fileChooser: await chooser };
}

/** Opens the log's URLs as a set in the app at `baseUrl`; the figures above. */
export async function measureLogSet(browser, baseUrl, file) {
  const round = (x) => Math.round(x);
  const { context, page, fileChooser } = await chooserBesideRobots(browser, baseUrl);
  const { value, tasks, workerCpuMs } = await traced(browser, page, async () => {
    const opened = page.evaluate(watchOpening, LOG_SET_LINES);
    await fileChooser.setFiles(file);
    return opened;
  });
  const domRows = await page.locator('[data-testid="matrix-row"]').count();
  // A person's way to the last row: the first URL's cell, then Ctrl+End (the grid's keys, ui/matrix/gridKeys.ts).
  await page.locator('[data-testid="matrix-row"] [role="rowheader"]').first().click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.waitForTimeout(1000);
  const domRowsAtEnd = await page.locator('[data-testid="matrix-row"]').count();
  // aria-rowindex counts the header row: the last URL's row is rows + 1.
  const lastRowShown = await page.locator('[data-testid="matrix-row"]').evaluateAll((els) => Math.max(...els.map((e) => Number(e.getAttribute('aria-rowindex')))) - 1);
  const crawlers = await page.evaluate(() => window.__robotscope.store.getState().inputs.crawlers.length);
  await context.close();
  return {
    lines: LOG_SET_LINES, rows: value.rows, crawlers, setMs: round(value.setMs), gridMs: round(value.gridMs), groupedMs: round(value.groupedMs),
    longestTaskMs: round(Math.max(0, ...tasks)), mainCpuMs: round(tasks.reduce((a, b) => a + b, 0)), workerCpuMs: round(workerCpuMs), domRows, domRowsAtEnd, lastRowShown,
  };
}

const AGENTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
];

/** The log's requests as the combined-format lines a server wrote: three bots and browsers, a second apart. */
export function accessLogLines(urls) {
  const start = Date.UTC(2026, 10, 28);
  return urls.map((u, i) => {
    const t = new Date(start + i * 1000).toUTCString().split(' '); // Sat, 28 Nov 2026 00:00:00 GMT
    const target = u.slice('https://shop.example'.length);
    return `66.249.66.${i % 250} - - [${t[1]}/${t[2]}/${t[3]}:${t[4]} +0000] "GET ${target} HTTP/1.1" 200 ${512 + (i % 4096)} "-" "${AGENTS[i % AGENTS.length]}"`;
  });
}

/** Writes the log's URLs to a temporary .txt, and its lines as a gzipped log: their paths, and a way to remove them. */
export function writeLogSet() {
  const dir = mkdtempSync(join(tmpdir(), 'robotscope-log-set-'));
  const file = join(dir, 'access-log-urls.txt');
  const urls = logUrls(LOG_SET_LINES);
  writeFileSync(file, `${urls.join('\n')}\n`);
  const log = join(dir, 'access.log.gz');
  writeFileSync(log, gzipSync(`${accessLogLines(urls).join('\n')}\n`));
  return { file, log, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** In the page: from now to the grid's URLs and the grouped views on `origin` (a Host typed). */
function watchHost(origin) {
  const { store } = window.__robotscope;
  const start = performance.now();
  const before = store.getState().sets.coverage;
  const at = { grid: null, grouped: null };
  const example = (c) => c.rules.find((r) => r.decides.length > 0)?.decides[0].examples[0]?.url ?? '';
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe((s) => {
      const now = performance.now();
      const m = s.results.matrix;
      if (at.grid === null && m && m.inputsVersion === s.inputs.version && m.urls[0]?.startsWith(origin)) at.grid = now;
      const c = s.sets.coverage;
      if (at.grouped === null && c !== null && c !== before && !s.sets.coverageStale && example(c).startsWith(origin)) at.grouped = now;
      if (at.grid === null || at.grouped === null) return;
      unsubscribe();
      resolve({ gridMs: at.grid - start, groupedMs: at.grouped - start });
    });
  });
}

/** Opens the server log at `baseUrl`, then types its Host: the figures of the Host change. */
export async function measureHostChange(browser, baseUrl, log) {
  const { context, page, fileChooser } = await chooserBesideRobots(browser, baseUrl);
  const opened = page.evaluate(watchOpening, LOG_SET_LINES);
  await fileChooser.setFiles(log);
  const open = await opened;
  const host = page.getByLabel('Host of the logs');
  await host.click();
  await page.keyboard.press('ControlOrMeta+A');
  const { value, tasks, workerCpuMs } = await traced(browser, page, async () => {
    const moved = page.evaluate(watchHost, `https://${LOG_HOST}/`);
    await page.keyboard.type(LOG_HOST);
    return moved;
  });
  await context.close();
  return { logGroupedMs: Math.round(open.groupedMs), hostGridMs: Math.round(value.gridMs), hostGroupedMs: Math.round(value.groupedMs), hostTaskMs: Math.round(Math.max(0, ...tasks)), hostWorkerCpuMs: Math.round(workerCpuMs) };
}

export function logSetGoals(l) {
  const n = l.now;
  return [
    { goal: `URL set of ${n.lines} URLs from a log: grouped views <= ${LOG_SET_GOALS.groupedMs} ms after the file is chosen`, value: n.groupedMs, ok: n.groupedMs <= LOG_SET_GOALS.groupedMs },
    { goal: `URL set of ${n.lines} URLs from a log: no main-thread task > ${LOG_SET_GOALS.taskMs} ms CPU`, value: n.longestTaskMs, ok: n.longestTaskMs <= LOG_SET_GOALS.taskMs },
    { goal: `URL set of ${n.lines} URLs from a log: grid virtualised, <= ${LOG_SET_GOALS.domRows} rows in the DOM`, value: Math.max(n.domRows, n.domRowsAtEnd), ok: Math.max(n.domRows, n.domRowsAtEnd) <= LOG_SET_GOALS.domRows },
    ...(n.host ? [
      { goal: `server log of ${n.lines} lines, its Host typed: grouped views on it <= ${LOG_SET_GOALS.groupedMs} ms after the first key`, value: n.host.hostGroupedMs, ok: n.host.hostGroupedMs <= LOG_SET_GOALS.groupedMs },
      { goal: `server log of ${n.lines} lines, its Host typed: no main-thread task > ${LOG_SET_GOALS.taskMs} ms CPU`, value: n.host.hostTaskMs, ok: n.host.hostTaskMs <= LOG_SET_GOALS.taskMs },
    ] : []),
  ];
}

export function printLogSet(l) {
  const row = (r) => `set ${r.setMs} ms, grid ${r.gridMs} ms (${r.rows.toLocaleString('en')} rows × ${r.crawlers} crawlers), grouped views ${r.groupedMs} ms; `
    + `longest main-thread task ${r.longestTaskMs} ms CPU; CPU in all: main thread ${r.mainCpuMs} ms, workers ${r.workerCpuMs} ms; DOM rows ${r.domRows} (${r.domRowsAtEnd} after Ctrl+End, down to row ${r.lastRowShown.toLocaleString('en')})`;
  console.log(`URL set of ${l.now.lines.toLocaleString('en')} URLs from a log, opened (goals: grouped ≤ ${LOG_SET_GOALS.groupedMs / 1000} s, task ≤ ${LOG_SET_GOALS.taskMs} ms CPU, DOM rows ≤ ${LOG_SET_GOALS.domRows})`);
  console.log(`  this build:              ${row(l.now)}`);
  console.log(`  previous build (${l.base.commit}): ${row(l.base)}`);
  const host = (h) => `log opened, grouped views ${h.logGroupedMs} ms; Host typed: grid on it ${h.hostGridMs} ms, grouped views ${h.hostGroupedMs} ms; longest main-thread task ${h.hostTaskMs} ms CPU; workers' CPU meanwhile ${h.hostWorkerCpuMs} ms`;
  if (l.now.host) console.log(`The same requests as a gzipped server log, its Host then typed (${LOG_HOST}, ${LOG_HOST.length} keys; the field waits 300 ms after the last)`);
  if (l.now.host) console.log(`  this build:              ${host(l.now.host)}`);
  if (l.base.host) console.log(`  previous build (${l.base.commit}): ${host(l.base.host)}`);
}
