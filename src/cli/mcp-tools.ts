/**
 * The tools of `robotscope mcp` that answer verdicts and diagnostics, and fetch and list: the
 * same answers as `check`, `lint`, `diff` and `fetch`, as data (mcp-tool.ts). A robots.txt is
 * given as text or fetched by URL, the way `robotscope fetch` fetches it.
 */
import { z } from 'zod';
import { diagnose, SIZE_LIMIT_BYTES } from '../core/index.ts';
import { REGISTRY } from '../core/registry/registry.ts';
import { CliError } from './cli-error.ts';
import { fetchReport } from './fetchRobots.ts';
import { toEntry } from './lint.ts';
import { answer, Budget, fitText, leftOut, MAX_ANSWER_BYTES, one, RESERVE_BYTES } from './mcp-answer.ts';
import { crawlers, LIMITS, MAX_FIELD_CHARS, OUTPUT, profile, robotsText, robotsUrl, urls } from './mcp-schemas.ts';
import { tool, type ToolSpec } from './mcp-tool.ts';
import { checkUrls, decoderNotes, diffRobots, fetchHead, load, refuseUntestable } from './mcp-verdicts.ts';

const checkUrlsTool = tool({
  name: 'check_urls',
  title: 'Check URLs against a robots.txt',
  description: `For every URL and crawler: allowed or blocked, the deciding line and rule, and why (groups, fallback, longest match). Verdicts are the named crawler's: under the google profile, Googlebot's (first 500 KiB only). ${LIMITS}`,
  input: { robots_txt: robotsText, robots_url: robotsUrl, crawlers, urls, profile },
  output: OUTPUT.check_urls,
  openWorld: true,
  run: async (a, context) => checkUrls(await load(context, a.robots_txt, a.robots_url, a.profile), a.crawlers ?? ['Googlebot'], a.urls),
});

const lintTool = tool({
  name: 'lint_robots',
  title: 'Lint a robots.txt',
  description: `Diagnostics with stable codes, severity, line and column, and a message saying what is wrong, what Google does with it and how to fix it. ${LIMITS}`,
  input: { robots_txt: robotsText, robots_url: robotsUrl, profile },
  output: OUTPUT.lint_robots,
  openWorld: true,
  run: async (a, context) => {
    const loaded = await load(context, a.robots_txt, a.robots_url, a.profile);
    const fetch = loaded.fetched ? fetchReport(loaded.fetched) : null;
    if (loaded.parsed === null) return answer([`No robots.txt to lint: ${loaded.fetched!.reason}`], { diagnostics: [], total: 0, unlisted: 0, fetch });
    const all = diagnose(loaded.parsed, { choice: loaded.file?.choice }).map(toEntry);
    const budget = new Budget();
    const lines: string[] = [];
    const diagnostics = all.filter((d) => {
      const line = `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`;
      return budget.take(line, d) && lines.push(line) > 0;
    });
    const left = leftOut(all.length - diagnostics.length, 'diagnostics', 'fix the ones listed, or lint the file with the robotscope command');
    const head = [...(loaded.fetched ? fetchHead(loaded.fetched) : []), ...decoderNotes(loaded.parsed, 'lint')];
    return answer([...head, ...(all.length === 0 ? ['No problems.'] : [...left, ...lines])], { diagnostics, total: all.length, unlisted: all.length - diagnostics.length, fetch });
  },
});

const diffTool = tool({
  name: 'diff_robots',
  title: 'Compare two versions of a robots.txt',
  description: `The URL × crawler verdicts that change between two versions, with the deciding line and rule on each side, and counts of newly blocked and newly allowed. ${LIMITS}`,
  input: { old_robots_txt: robotsText, old_robots_url: robotsUrl, new_robots_txt: robotsText, new_robots_url: robotsUrl, crawlers, urls, profile },
  output: OUTPUT.diff_robots,
  openWorld: true,
  run: async (a, context) => {
    const [before, after] = await Promise.all([
      load(context, a.old_robots_txt, a.old_robots_url, a.profile, 'old_robots'), load(context, a.new_robots_txt, a.new_robots_url, a.profile, 'new_robots'),
    ]);
    if (before.file === null || after.file === null) throw new CliError('a fetched version gave no robots.txt to compare: ' + (before.fetched?.reason ?? after.fetched?.reason));
    refuseUntestable(a.urls, after, before);
    const notes = [...new Set([...decoderNotes(before.parsed), ...decoderNotes(after.parsed)])];
    return diffRobots(before.file, after.file, a.crawlers ?? ['Googlebot'], a.urls, notes);
  },
});

const fetchTool = tool({
  name: 'fetch_robots',
  title: 'Fetch a site\'s robots.txt as a crawler does',
  description: 'RFC 9309 2.3: redirects (up to 5), status handling (4xx allows everything, 429/5xx/unreachable disallows everything), the final URL, status, type and size, and the text when there is one (what Googlebot reads of it: 500 KiB; robots_url in the other tools reads the whole file, as other crawlers do). Only public http(s) addresses are fetched, redirects included, unless the server was started with --allow-private-network.',
  input: { url: z.string().max(MAX_FIELD_CHARS).describe('A site, origin or robots.txt URL') },
  output: OUTPUT.fetch_robots,
  openWorld: true,
  run: async (a, context) => {
    const fetched = await context.fetch(a.url);
    // What Googlebot reads of it, the first 500 KiB: in the text and in the structured copies, within the answer's bound.
    const whole = fetched.body === null ? null : Buffer.from(fetched.body.subarray(0, SIZE_LIMIT_BYTES)).toString('utf8');
    const body = whole === null ? null : fitText(whole, MAX_ANSWER_BYTES - RESERVE_BYTES);
    const shown = body !== null && whole !== null && body.length < whole.length ? [`note: the text is shown up to character ${body.length.toLocaleString('en')} of ${whole.length.toLocaleString('en')}, to keep the answer under ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`] : [];
    const googles = fetched.body !== null && fetched.body.length > SIZE_LIMIT_BYTES ? [`note: the text is Googlebot's part, its first ${SIZE_LIMIT_BYTES.toLocaleString('en')} bytes of ${fetched.body.length.toLocaleString('en')} read; other crawlers read on (check_urls with robots_url reads them all)`] : [];
    const head = [...fetchHead(fetched), ...googles, ...shown];
    return answer(body === null ? head : [...head, '', body], { ...fetchReport(fetched), text: body });
  },
});

const listTool = tool({
  name: 'list_crawlers',
  title: 'List known crawlers',
  description: 'The crawler registry: product token, operator, purpose, whether robots.txt applies, its fallback chain, whether it ignores the * group, with the source and how sure the data is.',
  input: { purpose: z.string().max(MAX_FIELD_CHARS).optional().describe('Only crawlers whose purpose contains this, e.g. ai-training') },
  output: OUTPUT.list_crawlers,
  openWorld: false,
  run: async (a) => {
    const rows = REGISTRY.filter((c) => a.purpose === undefined || c.purpose.includes(a.purpose));
    const lines = rows.map((c) => `${one(c.token)} (${c.operator}, ${c.purpose}; robots.txt: ${c.robots}; chain: ${c.chain.join(' -> ')}${c.ignoresGlobal ? '; ignores *' : ''}; ${c.confidence})`);
    return answer(lines, { crawlers: rows });
  },
});

export const ANSWER_TOOLS: readonly ToolSpec[] = [checkUrlsTool, lintTool, diffTool, fetchTool, listTool];
