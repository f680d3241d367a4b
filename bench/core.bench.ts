/**
 * `npm run bench [-- --json]`: the core engine against robots-parser, in one run.
 *   1. parse + diagnostics of a generated 500 KiB file (median and p95 of ≥ 20 runs);
 *   2. URL checks per second, parsed once, for a named crawler and one that falls to `*`,
 *      on the generated file and on docs.oracle.com's 853 KB file;
 *   3. a pathological pattern (100 `*`) against a 2,000-character URL;
 *   4. heap held per parsed 500 KiB file (child processes with --expose-gc);
 *   5. the real-corpus sweep: every corpus file parsed and checked once, bytes in (corpus.ts),
 *      and the slowest first check of a parsed file;
 *   6. the workbench's worker time per keystroke, 10,000 URLs × 10 crawlers (workbench.ts);
 *   7. the command's start-up, `robotscope --version` beside bare `node -e 0` (cli.ts);
 *   8. rule coverage of 1,000,000 URLs × 10 crawlers (coverage.ts, issue 25).
 * See bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import robotsParser from 'robots-parser';
import { checkUrl, diagnose, parseRobots } from '../src/core/index.ts';
import { cliRows } from './cli.ts';
import { corpusRows } from './corpus.ts';
import { coverageRows } from './coverage.ts';
import { generateRobotsTxt } from './generate.ts';
import { measureRate, median, medianRate, percentile, sampleMs, sampleTurnsMs } from './stats.ts';
import { renderTable, type Row } from './table.ts';
import { generateUrls, rulePaths } from './urls.ts';
import { workbenchRows } from './workbench.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ORIGIN = 'https://www.example.com';
const ROBOTS_URL = `${ORIGIN}/robots.txt`;
const PARSE_RUNS = 25;
const URL_COUNT = 10000;
const CHECK_GOAL = 1_000_000;
const ORACLE = '0055_docs.oracle.com.txt';
const ORACLE_PLACES = [`${ROOT}../shared/corpus/files/${ORACLE}`, `${ROOT}testdata/corpus/${ORACLE}`];

function parseRows(text: string): Row[] {
  // The three take turns run by run (as the corpus sweep's sides do), so all are timed in the same seconds.
  const [ours, oursParseOnly, theirs] = sampleTurnsMs(
    [() => diagnose(parseRobots(text)), () => parseRobots(text), () => robotsParser(ROBOTS_URL, text)],
    PARSE_RUNS,
  );
  const ratio = median(theirs) / median(ours);
  const kib = `${Math.round(text.length / 1024)} KiB`;
  return [
    { metric: `parse + diagnose, ${kib}, median`, unit: 'ms', robotscope: median(ours), robotsParser: median(theirs), goal: '≤ 10 ms', pass: median(ours) <= 10, note: 'robots-parser: parse only (it has no diagnostics)' },
    { metric: `parse + diagnose, ${kib}, p95`, unit: 'ms', robotscope: percentile(ours, 95), robotsParser: percentile(theirs, 95), goal: '', pass: null },
    { metric: `parse only, ${kib}, median`, unit: 'ms', robotscope: median(oursParseOnly), robotsParser: median(theirs), goal: '', pass: null },
    { metric: 'parse speed-up over robots-parser', unit: '×', robotscope: ratio, robotsParser: null, goal: '≥ 3×', pass: ratio >= 3 },
  ];
}

/** How many of the first `n` URLs get the same verdict from both: a check that both do real work. */
function agreement(ours: (url: string) => boolean, theirs: (url: string) => boolean | undefined, urls: string[], n = 100): string {
  const sample = urls.slice(0, n);
  const blocked = sample.filter((u) => !ours(u)).length;
  return `verdicts agree with robots-parser on ${sample.filter((u) => ours(u) === theirs(u)).length}/${n} URLs (${blocked} blocked)`;
}

function checkRow(label: string, input: string | Uint8Array, text: string, ua: string, urls: string[]): Row {
  const parsed = parseRobots(input);
  const theirs = robotsParser(ROBOTS_URL, text);
  const ourCheck = (url: string): boolean => checkUrl(parsed, ua, url).allowed;
  const theirCheck = (url: string): boolean | undefined => theirs.isAllowed(url, ua);
  for (const url of urls) ourCheck(url); // warm-up: the per-agent rule index is built on first use
  for (const url of urls.slice(0, 50)) theirCheck(url);
  const ours = medianRate(5, urls, ourCheck, 200, 1000);
  const rp = medianRate(3, urls, theirCheck, 150, 600);
  return {
    metric: `checks/s, ${label}, ${ua}`,
    unit: '/s',
    robotscope: ours.perSecond,
    robotsParser: rp.perSecond,
    goal: '≥ 1,000,000/s',
    pass: ours.perSecond >= CHECK_GOAL,
    note: `${urls.length} URLs; median of 5 rounds (${ours.rounds.map(round).join(', ')}); ${agreement(ourCheck, theirCheck, urls)}` +
      (rp.calls < urls.length ? `; robots-parser timed on the first ${rp.calls} URLs` : ''),
  };
}

function round(perSecond: number): string {
  return `${Math.round(perSecond / 1000)}k`;
}

function loadOracle(): { bytes: Uint8Array; path: string } | null {
  const path = ORACLE_PLACES.find((p) => existsSync(p));
  return path ? { bytes: new Uint8Array(readFileSync(path)), path } : null;
}

function oracleRows(): Row[] {
  const oracle = loadOracle();
  if (!oracle) {
    return [{ metric: `checks/s, ${ORACLE}`, unit: '/s', robotscope: null, robotsParser: null, goal: '≥ 1,000,000/s', pass: null, note: `skipped: not found in ${ORACLE_PLACES.join(' or ')}` }];
  }
  const text = new TextDecoder().decode(oracle.bytes);
  const urls = generateUrls(text, URL_COUNT, 11, ORIGIN);
  const parse = sampleMs(() => diagnose(parseRobots(oracle.bytes)), 10, 3);
  const theirParse = sampleMs(() => robotsParser(ROBOTS_URL, text), 10, 3);
  const label = `docs.oracle.com (${Math.round(oracle.bytes.length / 1024)} KiB, ${rulePaths(text).length} rules)`;
  return [
    { metric: `parse + diagnose, ${label}, median`, unit: 'ms', robotscope: median(parse), robotsParser: median(theirParse), goal: '', pass: null },
    checkRow(label, oracle.bytes, text, 'Googlebot', urls),
  ];
}

function pathologicalRow(): Row {
  const robots = `User-agent: *\nDisallow: /${'*'.repeat(100)}x$\nAllow: /${'*a'.repeat(50)}b\n`;
  const url = `${ORIGIN}/${'a'.repeat(1999)}`;
  const parsed = parseRobots(robots);
  const theirs = robotsParser(ROBOTS_URL, robots);
  const ours = measureRate([url], (u) => checkUrl(parsed, 'Googlebot', u).allowed, 200, 1000, 50);
  const rp = measureRate([url], (u) => theirs.isAllowed(u, 'Googlebot'), 200, 1000, 50);
  const ms = (r: { perSecond: number }): number => 1000 / r.perSecond;
  return {
    metric: 'pathological: 100 × `*` vs 2,000-char URL, per check', unit: 'ms', robotscope: ms(ours), robotsParser: ms(rp),
    goal: '< 1 ms', pass: ms(ours) < 1, note: 'rules `Disallow: /***…*x$` (100 stars) and `Allow: /*a*a…*a*b` (50 × `*a`), neither matches',
  };
}

function heapOf(subject: string): number | null {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/heap.ts', subject, '10'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(`heap measurement for ${subject} failed:\n${run.stderr}\n`);
    return null;
  }
  return (JSON.parse(run.stdout.trim().split('\n').pop() as string) as { bytesPerParse: number }).bytesPerParse / (1024 * 1024);
}

function heapRow(): Row {
  const ours = heapOf('robotscope');
  return {
    metric: 'heap + typed arrays held per parsed 500 KiB file (10 kept)', unit: 'MB', robotscope: ours, robotsParser: heapOf('robots-parser'),
    goal: '≤ 5 MB', pass: ours === null ? false : ours <= 5, note: 'heapUsed + arrayBuffers after gc, (after − before) / 10; MB = 2^20 bytes',
  };
}

/** Every row, by the name `--only` takes. */
function sections(): Record<string, () => Row[]> {
  const text = generateRobotsTxt();
  const urls = generateUrls(text, URL_COUNT, 7, ORIGIN);
  const label = `generated (${Math.round(text.length / 1024)} KiB, ${rulePaths(text).length} rules)`;
  return {
    corpus: () => corpusRows(ROOT, ORIGIN),
    parse: () => parseRows(text),
    checks: () => [checkRow(label, text, text, 'Googlebot', urls), checkRow(label, text, text, 'SomeBot', urls), ...oracleRows()],
    workbench: () => workbenchRows(text),
    pathological: () => [pathologicalRow()],
    heap: () => [heapRow()],
    cli: () => cliRows(ROOT),
    coverage: () => coverageRows(text),
  };
}

/** `--only corpus` (or `--only parse,heap`): those sections alone, to measure one thing quickly. */
function chosen(names: string[]): string[] {
  const at = process.argv.indexOf('--only');
  if (at < 0) return names;
  const wanted = (process.argv[at + 1] ?? '').split(',');
  const unknown = wanted.filter((w) => !names.includes(w));
  if (unknown.length > 0) throw new Error(`--only: unknown section ${unknown.join(', ')} (one of ${names.join(', ')})`);
  return wanted;
}

function main(): void {
  const json = process.argv.includes('--json');
  const started = performance.now();
  const all = sections();
  const rows = chosen(Object.keys(all)).flatMap((name) => all[name]());
  const seconds = (performance.now() - started) / 1000;
  const env = { node: process.version, platform: `${process.platform}-${process.arch}`, seconds: Number(seconds.toFixed(1)) };
  if (json) console.log(JSON.stringify({ ...env, rows }, null, 2));
  else console.log(`${renderTable(rows)}\n\nnode ${env.node}, ${env.platform}, ${env.seconds} s`);
  process.exitCode = rows.some((r) => r.pass === false) ? 1 : 0;
}

main();
