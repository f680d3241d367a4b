/**
 * The worker's side of the workbench (issue 11 §5), without a browser: the 500 KiB file with
 * 10,000 distinct URLs × the 10 crawlers of bench/matrix.mjs, as a keystroke in the editor makes
 * the worker answer it: a new parse of the text (not timed: the `update` request's work), then
 * every cell (the `check` request's work, checkMatrix with the URL list kept from the version
 * before, as documents.ts keeps it). The peer, in the same run: the same cells through the
 * public checkCrawler one by one, each crawler read once (what the worker did before).
 */
import { checkCrawler, crawlerFor, parseRobots, type ParsedRobots } from '../src/core/index.ts';
import { checkMatrix } from '../src/worker/checkMatrix.ts';
import { UrlPaths } from '../src/worker/urlPaths.ts';
import { MATRIX_CRAWLERS, MATRIX_GOALS } from './matrix.mjs';
import { median } from './stats.ts';
import type { Row } from './table.ts';
import { generateUrls } from './urls.ts';

const URLS = 10_000;
const ROUNDS = 7;
const PEER_ROUNDS = 3;

/** `count` different URLs, as bench/browser.bench.mjs pastes them (the grid has a row per distinct URL). */
function distinctUrls(text: string, count: number, seed: number): string[] {
  const seen = new Set(generateUrls(text, count, seed));
  for (let i = 0; seen.size < count; i++) seen.add(`https://www.example.com/extra/${seed}/${i}`);
  return [...seen].slice(0, count);
}

/** Milliseconds of `work` on a fresh parse of the text with one more keystroke each round, the median after 2 warm-ups, and its CPU time. */
function keystrokes(text: string, rounds: number, work: (parsed: ParsedRobots) => unknown): { ms: number; cpuMs: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = -2; r < rounds; r++) {
    const parsed = parseRobots(`${text}\n# keystroke ${r}`);
    const c = process.cpuUsage();
    const start = performance.now();
    work(parsed);
    const used = process.cpuUsage(c);
    if (r < 0) continue;
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: median(wall), cpuMs: median(cpu) };
}

export function workbenchRows(text: string): Row[] {
  const urls = distinctUrls(text, URLS, 7);
  const crawlers = MATRIX_CRAWLERS;
  const list = new UrlPaths(urls);
  const ours = keystrokes(text, ROUNDS, (parsed) => checkMatrix(parsed, crawlers, list));
  const read = crawlers.map((c) => crawlerFor(c));
  const peer = keystrokes(text, PEER_ROUNDS, (parsed) => {
    for (const url of urls) for (const c of read) checkCrawler(parsed, c, url);
  });
  const cells = `${URLS.toLocaleString('en')} URLs × ${crawlers.length} crawlers`;
  return [
    {
      metric: `workbench keystroke: every verdict in the worker, ${cells}`, unit: 'ms', robotscope: ours.ms, robotsParser: null,
      goal: `≤ ${MATRIX_GOALS.workerMs} ms`, pass: ours.ms <= MATRIX_GOALS.workerMs,
      note: `checkMatrix on a new parse, URL list kept; median of ${ROUNDS} (CPU ${ours.cpuMs.toFixed(0)} ms); ${(peer.ms / ours.ms).toFixed(2)}× the next row`,
    },
    {
      metric: `  peer: the same cells through checkCrawler one by one`, unit: 'ms', robotscope: peer.ms, robotsParser: null, goal: '', pass: null,
      note: `median of ${PEER_ROUNDS} (CPU ${peer.cpuMs.toFixed(0)} ms)`,
    },
  ];
}
