/**
 * The command's start-up: `robotscope --version` (bin/robotscope.mjs, which runs the compiled
 * lib/, as in a checkout or an install) beside bare `node -e 0`, each a whole process timed from
 * outside (spawn to exit). The two take turns, pair by pair, and the ratio is taken per pair, so
 * that a machine whose speed drifts moves both. Goal: within 2× of Node's own start-up (issue 27 §2).
 */
import { spawnSync } from 'node:child_process';
import { median } from './stats.ts';
import type { Row } from './table.ts';

const PAIRS = 15;

function wallMs(args: string[], cwd: string): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd, stdio: 'ignore' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}`);
  return performance.now() - started;
}

export function cliRows(root: string): Row[] {
  const command = ['bin/robotscope.mjs', '--version'];
  const bare = ['-e', '0'];
  // The first run compiles lib/ in a checkout whose build is missing or stale: not timed.
  wallMs(command, root);
  wallMs(bare, root);
  const ours: number[] = [];
  const node: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    ours.push(wallMs(command, root));
    node.push(wallMs(bare, root));
    ratios.push(ours[i] / node[i]);
  }
  const ratio = median(ratios);
  return [
    { metric: '`robotscope --version`, whole process, median', unit: 'ms', robotscope: median(ours), robotsParser: null, goal: '', pass: null, note: `bare \`node -e 0\`: ${median(node).toFixed(1)} ms (${PAIRS} pairs, taking turns)` },
    { metric: '`robotscope --version` / `node -e 0`, per pair, median', unit: '×', robotscope: ratio, robotsParser: null, goal: '≤ 2×', pass: ratio <= 2 },
  ];
}
