/**
 * The worker's side of the workbench (issue 11 §5), without a browser: the 500 KiB file with
 * 10,000 distinct URLs × the 10 crawlers of bench/matrix.mjs, as a keystroke in the editor makes
 * the worker answer it: a new parse of the text (not timed: the `update` request's work), then
 * every cell (the `check` request's work: checkMatrix with the URL list kept from the version
 * before, as documents.ts keeps it, and with the list the last version's answers). Three kinds:
 * - every column worked out (the list's paths read, no answer kept): a new crawler list, and
 *   what every keystroke cost before the answers were kept;
 * - a rule typed in the `*` group (6,085 rules, the biggest with Googlebot's): the columns of
 *   the crawlers that read it are worked out again, the others carried over;
 * - a comment typed: no crawler's rules change.
 * The peer, in the same run: the same cells through the public checkCrawler one by one, each
 * crawler read once (what the worker did before a18ea0c).
 */
import { checkCrawler, crawlerFor, parseRobots, parsesOf, readingFor } from '../src/core/index.ts';
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

/**
 * Milliseconds of the work `prepare(round)` returns (made untimed: a new parse, a new text each
 * round), the median of `rounds` after 2 warm-ups, and its CPU time.
 */
function keystrokes(rounds: number, prepare: (round: number) => () => unknown): { ms: number; cpuMs: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = -2; r < rounds; r++) {
    const work = prepare(r);
    const c = process.cpuUsage();
    const start = performance.now();
    work();
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
  const comment = (r: number) => `${text}\n# keystroke ${r}`;
  // A rule typed as the `*` group's first: every line of the group moves, and its rules change.
  const star = text.indexOf('User-agent: *\n') + 'User-agent: *\n'.length;
  const inStar = (r: number) => `${text.slice(0, star)}Disallow: /typed-${r}\n${text.slice(star)}`;
  const kept = new UrlPaths(urls);
  const allWorked = keystrokes(ROUNDS, (r) => {
    const parsed = parseRobots(comment(r));
    const list = new UrlPaths(urls);
    list.of(parsed.profile);
    return () => checkMatrix(parsed, crawlers, list);
  });
  const starTyped = keystrokes(ROUNDS, (r) => {
    const parsed = parseRobots(inStar(r));
    return () => checkMatrix(parsed, crawlers, kept);
  });
  const commentTyped = keystrokes(ROUNDS, (r) => {
    const parsed = parseRobots(comment(r));
    return () => checkMatrix(parsed, crawlers, kept);
  });
  // Each crawler as documented (issue 29 §1): Googlebot, AdsBot-Google and Applebot read as
  // Google, the others by RFC 9309 with Google's answer beside. The RFC 9309 parse is made in
  // the check, as the worker makes it on the first check of a version.
  const mixed = keystrokes(ROUNDS, (r) => {
    const parsed = parseRobots(comment(r));
    const list = new UrlPaths(urls);
    list.of(parsed.profile);
    list.of('rfc9309');
    return () => checkMatrix(parsed, crawlers, list, { choice: 'documented', parses: parsesOf(parsed.text, parsed) });
  });
  const read = crawlers.map((c) => crawlerFor(c));
  const readings = [...new Set(read.map((c) => readingFor(c, 'documented').profile))].join(', ');
  const peer = keystrokes(PEER_ROUNDS, (r) => {
    const parsed = parseRobots(comment(r));
    return () => { for (const url of urls) for (const c of read) checkCrawler(parsed, c, url); };
  });
  const cells = `${URLS.toLocaleString('en')} URLs × ${crawlers.length} crawlers`;
  const cpu = (m: { cpuMs: number }) => `CPU ${m.cpuMs.toFixed(0)} ms`;
  return [
    {
      metric: `workbench: every verdict in the worker, ${cells}, every column worked out`, unit: 'ms', robotscope: allWorked.ms, robotsParser: null,
      goal: `≤ ${MATRIX_GOALS.workerMs} ms`, pass: allWorked.ms <= MATRIX_GOALS.workerMs,
      note: `checkMatrix on a new parse, the list's paths read, no answer kept; median of ${ROUNDS} (${cpu(allWorked)}); ${(peer.ms / allWorked.ms).toFixed(2)}× the peer`,
    },
    {
      metric: `${URLS.toLocaleString('en')} URLs × ${crawlers.length} crawlers of mixed readings in the worker`, unit: 'ms', robotscope: mixed.ms, robotsParser: null,
      goal: `≤ ${MATRIX_GOALS.workerMs} ms`, pass: mixed.ms <= MATRIX_GOALS.workerMs,
      note: `each crawler as documented (${readings}; Google's answer beside each RFC 9309 one): the second reading's parse and every column worked out, no answer kept; median of ${ROUNDS} (${cpu(mixed)})`,
    },
    {
      metric: '  a keystroke in the `*` group (its columns worked out again)', unit: 'ms', robotscope: starTyped.ms, robotsParser: null, goal: '', pass: null,
      note: `a rule typed first in the group, the list and its last answers kept; median of ${ROUNDS} (${cpu(starTyped)})`,
    },
    {
      metric: '  a keystroke in a comment (no column worked out again)', unit: 'ms', robotscope: commentTyped.ms, robotsParser: null, goal: '', pass: null,
      note: `median of ${ROUNDS} (${cpu(commentTyped)})`,
    },
    {
      metric: `  peer: the same cells through checkCrawler one by one`, unit: 'ms', robotscope: peer.ms, robotsParser: null, goal: '', pass: null,
      note: `median of ${PEER_ROUNDS} (${cpu(peer)})`,
    },
  ];
}
