/**
 * The JavaScript a visit loads before any first use (issue 24 §3), read from the site this run
 * built and serves: the page's entry, its static imports and the analysis worker's
 * (bench/initial-js.mjs). A size, not a time: bench:browser measures the time. The goal is 120
 * kB gzip; this holds the figure reached so far (INITIAL_JS_HELD), that it grows no more.
 */
import { expect, test } from '@playwright/test';
import { INITIAL_JS_HELD, initialJs, PAGE_JS_HELD } from '../bench/initial-js.mjs';
import { BIG5_INDEX_ROWS } from '../src/core/big5Index.ts';

test('the JavaScript loaded before first use stays within what is held', async ({ request }) => {
  const { files, gzipBytes, missing } = await initialJs(async (path) => {
    const response = await request.get(`/${path}`);
    return response.ok() ? response.body() : null;
  });
  expect(missing, 'files a chunk imports that the site does not serve').toEqual([]);
  const list = files.map((f) => `${f.file} ${(f.gzip / 1000).toFixed(1)} kB`).join(', ');
  expect(gzipBytes, `initial JS ${(gzipBytes / 1000).toFixed(1)} kB gzip: ${list}`).toBeLessThanOrEqual(INITIAL_JS_HELD);
});

test('the page runs on its main thread only the engine modules it imports, not the worker\'s', async ({ request }) => {
  const { files, gzipBytes, missing } = await initialJs(async (path) => {
    const response = await request.get(`/${path}`);
    return response.ok() ? response.body() : null;
  }, { workers: false });
  expect(missing).toEqual([]);
  const list = files.map((f) => `${f.file} ${(f.gzip / 1000).toFixed(1)} kB`).join(', ');
  expect(gzipBytes, `the page's own JS ${(gzipBytes / 1000).toFixed(1)} kB gzip: ${list}`).toBeLessThanOrEqual(PAGE_JS_HELD);
});

test('the compare view, the hover docs, the exports, the URL-sets worker, the shortcut list, the cell explanation, the fetch, the log reader and the engine\'s Big5 table are not among it', async ({ request }) => {
  const { files } = await initialJs(async (path) => {
    const response = await request.get(`/${path}`);
    return response.ok() ? response.body() : null;
  });
  const code = (await Promise.all(files.map(async (f) => (await request.get(`/${f.file}`)).text()))).join('\n');
  // Words each lazy part alone carries: CodeMirror's merge view, a hover's section, the Markdown
  // export's title, the search panel's button, the completion list's label class, the URL-sets
  // worker's script (its start: worker/setsWorker.ts), a line of the keyboard shortcut list, a row
  // of the engine's Big5 table (the page's build leaves it out: scripts/pageBig5.ts), a heading of the
  // selected cell's explanation (ui/matrix/lazyExplanation.tsx), the fetch's endpoint (app/fetchSite.ts,
  // loaded on the first fetch), a server log line's status pattern (core/accessLog.ts, the URL-sets worker's).
  for (const [part, word] of [['the engine\'s Big5 table', BIG5_INDEX_ROWS[0x87]!.slice(0, 40)], ['@codemirror/merge', 'cm-merge-revert'], ['hover docs', 'What it does'], ['exports', 'who can crawl what'], ['@codemirror/search', 'replace all'], ['@codemirror/autocomplete', 'cm-completionLabel'], ['the URL-sets worker', 'sets.worker-'], ['the shortcut list', 'Move between cells'], ['the cell explanation', 'Matching rules'], ['the fetch', 'api/fetch'], ['the log reader', String.raw`(\S+) (\d+|-)`]]) {
    expect(code.includes(word), `${part} (${word}) loads before first use`).toBe(false);
  }
});

test('every script the page asks for before its first verdict is counted, the start\'s second stage too', async ({ page, request }) => {
  // The walk follows no import(): the page's own modules, which src/main.tsx imports a task after the
  // libraries (issue 24 §3), count only because index.html preloads them (scripts/scriptsAfterFrame.ts
  // preloadStartStage). Without the preload the figure above would drop without the page loading less.
  await page.addInitScript(() => {
    const seen = () => [...document.querySelectorAll('[data-testid="matrix-row"] [role="gridcell"]')].some((c) => c.textContent!.trim() !== '');
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      (window as unknown as { firstVerdictAt: number }).firstVerdictAt = performance.now();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { firstVerdictAt?: number }).firstVerdictAt !== undefined, null, { timeout: 30_000 });
  const asked = await page.evaluate(() => {
    const at = (window as unknown as { firstVerdictAt: number }).firstVerdictAt;
    return performance.getEntriesByType('resource')
      .filter((e) => e.startTime < at && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => new URL(e.name).pathname.slice(1));
  });
  const { files } = await initialJs(async (path) => {
    const response = await request.get(`/${path}`);
    return response.ok() ? response.body() : null;
  });
  const counted = new Set(files.map((f) => f.file));
  expect(asked.some((file) => /(^|\/)pageModules-[\w-]+\.js$/.test(file)), `the start's second stage among ${asked.join(', ')}`).toBe(true);
  expect(asked.filter((file) => !counted.has(file)), 'scripts asked for before the first verdict that the walk does not count').toEqual([]);
});
