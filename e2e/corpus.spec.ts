/**
 * Every real robots.txt opened in the app, one after another in one long-lived page, in the
 * folder's order, the way a person opens file after file (issue 12 §9): no crash, no page error,
 * the text identical to the file's, diagnostics and a verdict shown. A file the page refuses
 * must be one it says is mostly binary data.
 *
 * Each file's longest main-thread task is measured against the limits of issue 12 §2 (50 ms
 * for a file under 1 MB, 200 ms for any file), as main-thread CPU time read from a Chromium
 * trace (RunTask's thread duration, `tdur`): on an idle machine that is the task's wall time
 * (`dur`), and unlike wall time it does not count the time the thread waited for a core while
 * other processes ran. On a 2-core machine at load 12-16 the wall time of the same tasks was
 * 1.5 to 6 times their CPU time, so `dur` would judge the machine, not the app; `tdur` still
 * counts every instruction the app ran, forced layouts and garbage collection included. The file is handed to the
 * page's file chooser as a path, so the trace holds the app's work only (a buffer makes
 * Playwright build the File inside the page: 140 ms of base64 decoding for an 834 KB file).
 * CPU time still grows a little on a loaded machine, and one task can catch a garbage
 * collection: a file over its limit is opened twice more (from a one-line document each time)
 * and the median of the three is what must be within it. The wall times the page saw
 * (PerformanceObserver 'longtask') are reported beside them.
 *
 * After the corpus come five generated files of 8 to 31 MB (generatedFiles), held to the 200 ms.
 *
 * `npm test` opens a CI-sized subset: every file numbered 1 mod 10, plus the files that once
 * crashed, stalled or lost bytes. `npm run test:corpus` opens the whole corpus (ROBOTSCOPE_CORPUS=all),
 * the shared one too when it is beside the repository. Either run writes its figures per file to
 * test-results/corpus-run.json and prints a summary.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, FileChooser, Page } from '@playwright/test';
import { generateRobotsTxt } from '../bench/generate.ts';
import { loadBytes } from '../src/state/document.ts';
import { corpusFiles, readCorpusFile, type CorpusFile } from './corpus-files.ts';
import { traced } from './trace.ts';
import { docText, expect, gridRows, openApp, setDoc, setInputs, test } from './fixtures.ts';

/**
 * Crashed the tab (0009, 0010 after it), lost bytes (0009, 0011, 0023, 0064), stalled (0360,
 * 0362, 0464; 0357 and 0463, binary data like 0360; 0061, 0341 and 0471, the biggest, are 1 mod 10).
 */
const HARD = ['0009', '0010', '0011', '0023', '0064', '0357', '0360', '0362', '0463', '0464'];
const WHOLE = process.env.ROBOTSCOPE_CORPUS === 'all';
const MB = 1024 * 1024;
/** Issue 12 §2: no main-thread task over 50 ms for a file under 1 MB, over 200 ms for any. */
const taskLimit = (bytes: number) => (bytes < MB ? 50 : 200);

/**
 * "Under 200 ms for any file the app accepts" (issue 12 §2) holds for files far bigger than any
 * real one too: opened after the corpus, 10 MB of rules outside any group (a line mark each),
 * 10 MB of groups (bench/generate.ts's file over and over), one 8 MB rule, and both kinds again
 * at 31 MB, just under the 32 MB the app opens (app/files.ts).
 */
function generatedFiles(): CorpusFile[] {
  const dir = test.info().outputPath('generated');
  mkdirSync(dir, { recursive: true });
  const groups = generateRobotsTxt();
  const files: [string, string][] = [
    ['generated-10MB-rules-outside-groups.txt', 'Disallow: /some/path/xxxxxxxxxxxxxxxxxxxx\n'.repeat(250_000)],
    ['generated-10MB-groups.txt', groups.repeat(Math.ceil((10 * MB) / groups.length))],
    ['generated-8MB-rule.txt', `User-agent: *\nDisallow: /${'*'.repeat(8 * MB)}\n`],
    ['generated-31MB-rules-outside-groups.txt', 'Disallow: /some/path/xxxxxxxxxxxxxxxxxxxx\n'.repeat(770_000)],
    ['generated-31MB-groups.txt', groups.repeat(Math.floor((31 * MB) / groups.length))],
  ];
  return files.map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return { name, path };
  });
}

function chosen(files: CorpusFile[]): CorpusFile[] {
  if (WHOLE) return files;
  return files.filter((f) => Number(f.name.slice(0, 4)) % 10 === 1 || HARD.includes(f.name.slice(0, 4)));
}

interface FileRun {
  file: string;
  bytes: number;
  outcome: 'opened' | 'refused' | 'crashed' | 'stuck';
  /** The page's words when it refused the file (binary, too big). */
  refusal?: string;
  textIdentical?: boolean;
  verdictShown?: boolean;
  diagnostics?: string;
  pageErrors: string[];
  /** The longest main-thread task, in CPU time, from the open to the verdict (trace). */
  longestTaskMs: number;
  /** When the first open was over the limit: the longest task of each of three opens. */
  repeatsMs?: number[];
  /** What is held to the limit: the first open's longest task, or the median of the three. */
  judgedMs: number;
  /** Tasks over 50 ms of CPU time. */
  longTasks: number;
  /** The longest task in wall time, as the page saw it (PerformanceObserver 'longtask'). */
  longestWallMs: number;
  ms: number;
}

/** Before any page script: every long task, kept for the test to read. */
function recordLongTasks() {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

interface Mark { now: number; version: number; lastMessage: number }

async function mark(page: Page): Promise<Mark> {
  return page.evaluate(() => {
    const s = window.__robotscope!.store.getState();
    return { now: performance.now(), version: s.doc.version, lastMessage: Math.max(0, ...s.ui.messages.map((m) => m.id)) };
  });
}

/** Waits until the page has opened the file (and analysed it) or refused it. */
async function settle(page: Page, before: Mark): Promise<{ outcome: 'opened' | 'refused' | null; refusal?: string }> {
  let state: { outcome: 'opened' | 'refused' | null; refusal?: string } = { outcome: null };
  await expect.poll(async () => {
    state = await page.evaluate((b) => {
      const s = window.__robotscope!.store.getState();
      const refusal = s.ui.messages.find((m) => m.id > b.lastMessage && m.kind === 'error');
      if (refusal) return { outcome: 'refused' as const, refusal: refusal.text };
      const analysed = s.doc.version > b.version && s.results.docVersion === s.doc.version;
      return { outcome: analysed ? ('opened' as const) : null };
    }, before);
    return state.outcome;
  }, { intervals: [20, 50, 100, 250], timeout: 60_000 }).not.toBeNull();
  return state;
}

async function longTasksSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate((t) => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    return w.__longTasks.filter((e) => e.start >= t).map((e) => Math.round(e.duration));
  }, since);
}

/** The file chooser of the Open file button, open. */
async function openChooser(page: Page): Promise<FileChooser> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file' }).click();
  return chooser;
}

/**
 * Opens the file and waits for the page's answer, tracing the main thread meanwhile. The trace
 * starts once the chooser is open: finding the button by its role and name is Playwright's
 * script in the page (25-30 ms of main-thread CPU on a page with the grid), not the app's work.
 */
async function tracedOpen(browser: Browser, page: Page, path: string) {
  const chooser = await openChooser(page);
  const before = await mark(page);
  const { value, tasks } = await traced(browser, page, async () => {
    await chooser.setFiles(path);
    return settle(page, before).catch(() => ({ outcome: null, refusal: undefined }));
  });
  return { settled: value, tasks, before };
}

/** The file opened twice more, each time from a one-line document: the longest task of each. */
async function repeatOpens(browser: Browser, page: Page, path: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < 2; i++) {
    await setDoc(page, 'User-agent: *\n');
    await expect.poll(() => page.evaluate(() => {
      const s = window.__robotscope!.store.getState();
      return s.results.docVersion === s.doc.version;
    })).toBe(true);
    const { tasks } = await tracedOpen(browser, page, path);
    out.push(Math.round(Math.max(0, ...tasks)));
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function openOne(browser: Browser, page: Page, file: CorpusFile, pageErrors: string[]): Promise<FileRun> {
  const bytes = readCorpusFile(file);
  const path = test.info().outputPath('corpus', file.name);
  mkdirSync(test.info().outputPath('corpus'), { recursive: true });
  writeFileSync(path, bytes);
  const errorsBefore = pageErrors.length;
  const started = Date.now();
  const run: FileRun = {
    file: file.name, bytes: bytes.length, outcome: 'stuck', pageErrors: [], longestTaskMs: 0, judgedMs: 0, longTasks: 0, longestWallMs: 0, ms: 0,
  };
  const { settled, tasks, before } = await tracedOpen(browser, page, path);
  run.outcome = settled.outcome ?? 'stuck';
  run.refusal = settled.refusal;
  run.longestTaskMs = Math.round(Math.max(0, ...tasks));
  run.judgedMs = run.longestTaskMs;
  run.longTasks = tasks.filter((t) => t > 50).length;
  if (run.outcome === 'opened') {
    run.textIdentical = (await docText(page)) === loadBytes(new Uint8Array(bytes)).text;
    run.diagnostics = await page.locator('.status-bar .problems').innerText();
    run.verdictShown = /Allowed|Blocked/.test(await gridRows(page).first().innerText());
  }
  run.longestWallMs = Math.max(0, ...(await longTasksSince(page, before.now)));
  if (run.outcome === 'opened' && run.longestTaskMs > taskLimit(run.bytes)) {
    run.repeatsMs = [run.longestTaskMs, ...(await repeatOpens(browser, page, path))];
    run.judgedMs = median(run.repeatsMs);
  }
  run.pageErrors = pageErrors.slice(errorsBefore);
  run.ms = Date.now() - started;
  return run;
}

/** What is wrong with one file's run, in words; empty when nothing is. */
function problems(r: FileRun): string[] {
  const out: string[] = [];
  if (r.outcome === 'crashed' || r.outcome === 'stuck') out.push(r.outcome);
  // A file the page refuses must be one it says it refuses: mostly binary data.
  if (r.outcome === 'refused' && !/does not look like a robots\.txt/.test(r.refusal ?? '')) out.push(`refused: ${r.refusal}`);
  if (r.outcome === 'opened') {
    if (!r.textIdentical) out.push('text differs from the file');
    if (!r.verdictShown) out.push('no verdict shown');
    if (!/No problems|errors?,/.test(r.diagnostics ?? '')) out.push(`no diagnostics summary (${r.diagnostics})`);
  }
  // Issue 12 §2: every main-thread task within the limit for the file's size.
  if (r.judgedMs > taskLimit(r.bytes)) out.push(`a ${r.judgedMs} ms main-thread task (limit ${taskLimit(r.bytes)} ms; opens: ${r.repeatsMs?.join(', ')} ms)`);
  if (r.pageErrors.length > 0) out.push(`page errors: ${r.pageErrors.join(' | ')}`);
  return out;
}

function report(runs: FileRun[]): string {
  const count = (o: FileRun['outcome']) => runs.filter((r) => r.outcome === o).length;
  const longest = runs.reduce((a, b) => (b.longestTaskMs > a.longestTaskMs ? b : a), runs[0]);
  const slow = [...runs].sort((a, b) => b.longestTaskMs - a.longestTaskMs).slice(0, 10);
  const over = runs.filter((r) => r.judgedMs > taskLimit(r.bytes));
  const classes = [['under 100 KB', 0, 100 * 1024], ['100 KB to 1 MB', 100 * 1024, MB], ['1 MB and over', MB, Infinity]] as const;
  return [
    `corpus run: ${runs.length} files, ${count('opened')} opened, ${count('refused')} refused, ${count('crashed')} crashed, ${count('stuck')} stuck, ` +
      `${runs.reduce((n, r) => n + r.pageErrors.length, 0)} page errors, ${runs.filter((r) => r.textIdentical === false).length} text differences; ` +
      `longest task ${longest?.longestTaskMs ?? 0} ms of CPU (${longest?.file})`,
    `files with a task over the limit (50 ms under 1 MB, 200 ms any; median of three opens): ${over.length}${over.length ? ` (${over.map((r) => r.file.slice(0, 4)).join(', ')})` : ''}`,
    ...classes.map(([label, lo, hi]) => {
      const inClass = runs.filter((r) => r.bytes >= lo && r.bytes < hi && r.outcome === 'opened');
      const top = inClass.reduce<FileRun | null>((a, b) => (!a || b.judgedMs > a.judgedMs ? b : a), null);
      return `  ${label}: ${inClass.length} opened, longest task ${top ? `${top.judgedMs} ms (${top.file})` : '-'}`;
    }),
    'longest tasks by file:',
    ...slow.map((r) => `  ${r.judgedMs > taskLimit(r.bytes) ? 'OVER' : '    '} ${String(r.longestTaskMs).padStart(5)} ms CPU${r.repeatsMs ? ` (opens ${r.repeatsMs.join(', ')}: median ${r.judgedMs})` : ''} (${r.longestWallMs} ms wall)  ${r.longTasks} over 50 ms  ${r.file} (${r.bytes.toLocaleString('en')} bytes, ${r.ms} ms to open)`),
  ].join('\n');
}

test('every corpus file opens in one long-lived page: no crash, no error, same text, diagnostics and a verdict', async ({ page: first, context, watch, browser }) => {
  const files = [...chosen(corpusFiles()), ...generatedFiles()];
  test.setTimeout(Math.max(10 * 60_000, files.length * 20_000));
  await context.addInitScript(recordLongTasks);
  let page = first;
  let crashed = false;
  const onCrash = () => { crashed = true; };
  page.on('crash', onCrash);
  await openApp(page);
  await setInputs(page, { agent: 'Googlebot', urls: ['https://example.com/', 'https://example.com/private/x?y=1'] });

  const runs: FileRun[] = [];
  for (const file of files) {
    const run = await openOne(browser, page, file, watch.pageErrors).catch((): FileRun => ({
      file: file.name, bytes: 0, outcome: 'stuck', pageErrors: [], longestTaskMs: 0, judgedMs: 0, longTasks: 0, longestWallMs: 0, ms: 0,
    }));
    if (crashed) {
      // Go on with a fresh page, so one crash does not hide what the others do.
      run.outcome = 'crashed';
      crashed = false;
      page = await context.newPage();
      page.on('crash', onCrash);
      await openApp(page);
      await setInputs(page, { agent: 'Googlebot', urls: ['https://example.com/'] });
    }
    runs.push(run);
  }

  const out = test.info().project.outputDir; // test-results/, or playwright's --output
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'corpus-run.json'), JSON.stringify(runs, null, 1));
  console.log(report(runs));
  const failures = runs.map((r) => ({ file: r.file, problems: problems(r) })).filter((f) => f.problems.length > 0);
  expect(failures, 'files that did not open cleanly or within the task limits (figures: test-results/corpus-run.json)').toEqual([]);
});
