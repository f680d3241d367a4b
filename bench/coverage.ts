/**
 * Rule coverage at a large site's scale (issue 25 "Done means": 1,000,000 URLs from a log,
 * grouped views within seconds; ≤ 5 s in the worker): core coverage, the function the worker,
 * `robotscope coverage` and the MCP tools call, on the 500 KiB benchmark file with 1,000,000
 * URLs (10,000 distinct ones, as a log repeats its URLs, each listed a hundred times; and a
 * sitemap share of one in four) × the 10 crawlers of the workbench (bench/matrix.mjs). Timed:
 * the whole call, the URLs' paths included; the median of 3 after a warm-up.
 */
import { coverage, crawlerFor, parseRobots, type CoverageUrl } from '../src/core/index.ts';
import { MATRIX_CRAWLERS } from './matrix.mjs';
import { median } from './stats.ts';
import type { Row } from './table.ts';
import { generateUrls } from './urls.ts';

const URLS = 1_000_000;
const DISTINCT = 10_000;
const ROUNDS = 3;
const GOAL_SECONDS = 5;

export function coverageRows(text: string): Row[] {
  const distinct = generateUrls(text, DISTINCT, 13);
  const urls: CoverageUrl[] = Array.from({ length: URLS }, (_, i) => ({ url: distinct[i % DISTINCT], file: 'access.log', line: i + 1, attributes: {}, sitemap: i % 4 === 0 }));
  const parsed = parseRobots(text);
  const crawlers = MATRIX_CRAWLERS.map(crawlerFor);
  const seconds: number[] = [];
  let blocked = 0;
  for (let r = -1; r < ROUNDS; r++) {
    const start = performance.now();
    const result = coverage(parsed, crawlers, urls);
    if (r >= 0) seconds.push((performance.now() - start) / 1000);
    blocked = result.crawlers.reduce((n, c) => n + c.blocked, 0);
  }
  const s = median(seconds);
  return [{
    metric: `coverage of ${URLS.toLocaleString('en')} URLs × ${crawlers.length} crawlers`, unit: 's', robotscope: s, robotsParser: null,
    goal: `≤ ${GOAL_SECONDS} s`, pass: s <= GOAL_SECONDS,
    note: `core coverage (as the worker, the CLI and MCP call it); ${DISTINCT.toLocaleString('en')} distinct URLs, each ${URLS / DISTINCT}×; ${blocked.toLocaleString('en')} blocked cells; median of ${ROUNDS} (${seconds.map((x) => x.toFixed(2)).join(', ')} s)`,
  }];
}
