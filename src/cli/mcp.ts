/**
 * `robotscope mcp`: the same answers for AI agents, over the Model Context Protocol on stdio
 * (the official SDK). Tools: check URLs for crawlers, lint, diff two versions, fetch a site's
 * robots.txt, list the crawler registry. A robots.txt is given as text or fetched by URL, the
 * way `robotscope fetch` fetches it. Standard output carries the protocol only: nothing else is
 * printed there.
 *
 * Every call is bounded: a message to at most MAX_MESSAGE_BYTES (mcp-transport.ts), each field
 * to a length that fits in one (below), each answer to MAX_ANSWER_BYTES (mcp-answer.ts).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { diagnose, PROFILES, SIZE_LIMIT_BYTES, type Profile } from '../core/index.ts';
import { REGISTRY } from '../core/registry/registry.ts';
import { CliError, EXIT_OK } from './cli-error.ts';
import { fetchReport, fetchRobots } from './fetchRobots.ts';
import { toEntry } from './lint.ts';
import { answer, Budget, fitText, leftOut, MAX_ANSWER_BYTES, one, RESERVE_BYTES } from './mcp-answer.ts';
import { BoundedStdioTransport, MAX_MESSAGE_LABEL } from './mcp-transport.ts';
import { checkUrls, diffRobots, fetchHead, load, refuseUntestable } from './mcp-verdicts.ts';
import { escapeControls } from './terminal-text.ts';
import { version } from './usage.ts';

/** Bounds on one call's counts: 500,000 cells at most, answered within MAX_ANSWER_BYTES. */
const MAX_URLS = 10_000;
const MAX_CRAWLERS = 50;
/**
 * 1 Mi characters: twice what Googlebot reads (512,000 bytes), so what lies past its cut still
 * shows; as JSON at most 6 MiB, so the two texts of diff_robots fit in one message (mcp-transport.ts).
 */
const MAX_ROBOTS_CHARS = 1024 * 1024;
/** 8 Ki characters: about the longest request line or header a web server takes (Apache's 8,190 bytes, nginx's 8k buffers). */
const MAX_FIELD_CHARS = 8 * 1024;

const LIMITS = `One call: at most ${MAX_MESSAGE_LABEL} of JSON, and an answer of at most ${MAX_ANSWER_BYTES / 1024 / 1024} MiB (larger ones are summarised).`;
const profile = z.enum(PROFILES as unknown as [Profile, ...Profile[]]).optional().describe('google (default: what Googlebot does), rfc9309, draft1996, bing or yandex');
const robotsText = z.string().max(MAX_ROBOTS_CHARS).optional().describe(`The robots.txt as text (at most ${MAX_ROBOTS_CHARS.toLocaleString('en')} characters)`);
const robotsUrl = z.string().max(MAX_FIELD_CHARS).optional().describe('Or: a site or robots.txt URL to fetch as a crawler does');
const crawlers = z.array(z.string().min(1).max(MAX_FIELD_CHARS)).min(1).max(MAX_CRAWLERS).optional()
  .describe('Crawlers by product token or whole User-Agent header (default ["Googlebot"])');
const urls = z.array(z.string().max(MAX_FIELD_CHARS)).min(1).max(MAX_URLS).describe('URLs (or paths) to check');

function failure(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return { content: [{ type: 'text' as const, text: escapeControls(`robotscope: ${message}`) }], isError: true };
}

/** Wraps a handler so any error becomes a tool error the agent reads, never a dead server. */
function safe<A>(handler: (args: A) => Promise<ReturnType<typeof answer>>) {
  return async (args: A) => {
    try {
      return await handler(args);
    } catch (error) {
      return failure(error);
    }
  };
}

export function createMcpServer(): McpServer {
  const server = new McpServer({ name: 'robotscope', version: version() });

  server.registerTool('check_urls', {
    title: 'Check URLs against a robots.txt',
    description: `For every URL and crawler: allowed or blocked, the deciding line and rule, and why (groups, fallback, longest match). Verdicts are the named crawler's: under the google profile, Googlebot's (first 500 KiB only). ${LIMITS}`,
    inputSchema: { robots_txt: robotsText, robots_url: robotsUrl, crawlers, urls, profile },
  }, safe(async (a) => checkUrls(await load(a.robots_txt, a.robots_url, a.profile), a.crawlers ?? ['Googlebot'], a.urls)));

  server.registerTool('lint_robots', {
    title: 'Lint a robots.txt',
    description: `Diagnostics with stable codes, severity, line and column, and a message saying what is wrong, what Google does with it and how to fix it. ${LIMITS}`,
    inputSchema: { robots_txt: robotsText, robots_url: robotsUrl, profile },
  }, safe(async (a) => {
    const loaded = await load(a.robots_txt, a.robots_url, a.profile);
    const fetch = loaded.fetched ? fetchHead(loaded.fetched) : [];
    if (loaded.parsed === null) return answer([`No robots.txt to lint: ${loaded.fetched!.reason}`], { diagnostics: [], fetch: fetchReport(loaded.fetched!) });
    const all = diagnose(loaded.parsed).map(toEntry);
    const budget = new Budget();
    const lines: string[] = [];
    const diagnostics = all.filter((d) => {
      const line = `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`;
      return budget.take(line, d) && lines.push(line) > 0;
    });
    const left = leftOut(all.length - diagnostics.length, 'diagnostics', 'fix the ones listed, or lint the file with the robotscope command');
    return answer([...fetch, ...(all.length === 0 ? ['No problems.'] : [...left, ...lines])], { diagnostics, total: all.length, unlisted: all.length - diagnostics.length });
  }));

  server.registerTool('diff_robots', {
    title: 'Compare two versions of a robots.txt',
    description: `The URL × crawler verdicts that change between two versions, with the deciding line and rule on each side, and counts of newly blocked and newly allowed. ${LIMITS}`,
    inputSchema: {
      old_robots_txt: robotsText, old_robots_url: robotsUrl, new_robots_txt: robotsText, new_robots_url: robotsUrl, crawlers, urls, profile,
    },
  }, safe(async (a) => {
    const [before, after] = await Promise.all([load(a.old_robots_txt, a.old_robots_url, a.profile, 'old_robots'), load(a.new_robots_txt, a.new_robots_url, a.profile, 'new_robots')]);
    if (before.parsed === null || after.parsed === null) throw new CliError('a fetched version gave no robots.txt to compare: ' + (before.fetched?.reason ?? after.fetched?.reason));
    refuseUntestable(a.urls, after, before);
    return diffRobots(before.parsed, after.parsed, a.crawlers ?? ['Googlebot'], a.urls);
  }));

  server.registerTool('fetch_robots', {
    title: 'Fetch a site\'s robots.txt as a crawler does',
    description: 'RFC 9309 2.3: redirects (up to 5), status handling (4xx allows everything, 429/5xx/unreachable disallows everything), the final URL, status, type and size, and the text when there is one (what Googlebot reads of it: 500 KiB).',
    inputSchema: { url: z.string().max(MAX_FIELD_CHARS).describe('A site, origin or robots.txt URL') },
  }, safe(async (a) => {
    const fetched = await fetchRobots(a.url);
    // What Googlebot reads of it, the first 500 KiB: in the text and in the structured copy, within the answer's bound.
    const whole = fetched.body === null ? null : Buffer.from(fetched.body.subarray(0, SIZE_LIMIT_BYTES)).toString('utf8');
    const body = whole === null ? null : fitText(whole, (MAX_ANSWER_BYTES - RESERVE_BYTES) / 2);
    const shown = body !== null && whole !== null && body.length < whole.length ? [`note: the text is shown up to character ${body.length.toLocaleString('en')} of ${whole.length.toLocaleString('en')}, to keep the answer under ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`] : [];
    const head = [...fetchHead(fetched), ...shown];
    return answer(body === null ? head : [...head, '', body], { ...fetchReport(fetched), text: body });
  }));

  server.registerTool('list_crawlers', {
    title: 'List known crawlers',
    description: 'The crawler registry: product token, operator, purpose, whether robots.txt applies, its fallback chain, whether it ignores the * group, with the source and how sure the data is.',
    inputSchema: { purpose: z.string().max(MAX_FIELD_CHARS).optional().describe('Only crawlers whose purpose contains this, e.g. ai-training') },
  }, safe(async (a) => {
    const rows = REGISTRY.filter((c) => a.purpose === undefined || c.purpose.includes(a.purpose));
    const lines = rows.map((c) => `${one(c.token)} (${c.operator}, ${c.purpose}; robots.txt: ${c.robots}; chain: ${c.chain.join(' -> ')}${c.ignoresGlobal ? '; ignores *' : ''}; ${c.confidence})`);
    return answer(lines, { crawlers: rows });
  }));

  return server;
}

/** `robotscope mcp`: serves until the client closes standard input. */
export async function runMcp(args: string[]): Promise<number> {
  if (args.length > 0) throw new CliError('mcp: takes no arguments; it speaks the Model Context Protocol on standard input and output');
  const server = createMcpServer();
  const transport = new BoundedStdioTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
  });
  // Standard error is the one place besides the protocol a stdio server may write (a host logs it).
  transport.onerror = (error) => process.stderr.write(escapeControls(`robotscope mcp: ${error.message}\n`));
  await server.connect(transport);
  await closed;
  await server.close();
  return EXIT_OK;
}
