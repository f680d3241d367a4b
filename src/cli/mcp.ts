/**
 * `robotscope mcp`: the same answers for AI agents, over the Model Context Protocol on stdio
 * (the official SDK). Tools: check URLs for crawlers, lint, diff two versions, fetch a site's
 * robots.txt, list the crawler registry. A robots.txt is given as text or fetched by URL, the
 * way `robotscope fetch` fetches it. Standard output carries the protocol only: nothing else is
 * printed there.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import {
  checkCrawler, crawlerFor, crawlerVerdict, diagnose, diffVerdicts, parseRobots, PROFILES, SIZE_LIMIT_BYTES, type CrawlerVerdict, type ParsedRobots, type Profile,
} from '../core/index.ts';
import { REGISTRY } from '../core/registry/registry.ts';
import { describeDecision, verdictSideText } from './check.ts';
import { CliError, EXIT_OK } from './cli-error.ts';
import { fetchReport, fetchRobots, type FetchedRobots } from './fetchRobots.ts';
import { toEntry } from './lint.ts';
import { version } from './usage.ts';

/** Bounds on one call, so an agent's mistake cannot hold the server for minutes. */
const MAX_URLS = 10_000;
const MAX_CRAWLERS = 50;
const MAX_ROBOTS_CHARS = 64 * 1024 * 1024;

const profile = z.enum(PROFILES as unknown as [Profile, ...Profile[]]).optional().describe('google (default: what Googlebot does), rfc9309 or draft1996');
const robotsText = z.string().max(MAX_ROBOTS_CHARS).optional().describe('The robots.txt as text');
const robotsUrl = z.string().optional().describe('Or: a site or robots.txt URL to fetch as a crawler does');
const crawlers = z.array(z.string().min(1)).min(1).max(MAX_CRAWLERS).optional()
  .describe('Crawlers by product token or whole User-Agent header (default ["Googlebot"])');
const urls = z.array(z.string()).min(1).max(MAX_URLS).describe('URLs (or paths) to check');

interface Loaded {
  parsed: ParsedRobots | null;
  /** Set when the robots.txt was fetched. */
  fetched: FetchedRobots | null;
}

/** The robots.txt of a call: its text, or the body fetched from its URL (null: none to parse). */
async function load(text: string | undefined, url: string | undefined, p: Profile | undefined, which = 'robots'): Promise<Loaded> {
  if ((text === undefined) === (url === undefined)) throw new CliError(`give exactly one of ${which}_txt and ${which}_url`);
  if (text !== undefined) return { parsed: parseRobots(text, { profile: p }), fetched: null };
  const fetched = await fetchRobots(url!);
  const parsed = fetched.body === null ? null : parseRobots(fetched.body, { profile: p });
  return { parsed, fetched };
}

interface Verdict {
  url: string;
  crawler: string;
  /** What the file asks of the crawler. */
  allowed: boolean;
  /** The crawler's verdict: 'not governed' for one robots.txt does not govern (core crawlerVerdict). */
  verdict: CrawlerVerdict;
  line: number;
  why: string;
  chain: string[];
  path: string;
}

function verdict(loaded: Loaded, crawler: string, url: string): Verdict {
  if (loaded.parsed === null) {
    const f = loaded.fetched!;
    const allowed = f.conclusion === 'allow-all';
    return { url, crawler, allowed, verdict: allowed ? 'allowed' : 'blocked', line: 0, why: f.reason, chain: crawlerFor(crawler).chain, path: '' };
  }
  // A named crawler: its documented semantics apply (AdsBot-Google ignores *, Applebot obeys Googlebot).
  const result = checkCrawler(loaded.parsed, crawler, url);
  const tried = result.chain.filter((t) => t !== '*');
  return { url, crawler, allowed: result.allowed, verdict: crawlerVerdict(result), line: result.line, why: describeDecision(loaded.parsed, result, tried), chain: tried, path: result.path };
}

/** A tool's answer: a short text for the model to read, the same facts as structured JSON. */
function answer(text: string, data: Record<string, unknown>) {
  return { content: [{ type: 'text' as const, text }], structuredContent: data };
}

function failure(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return { content: [{ type: 'text' as const, text: `robotscope: ${message}` }], isError: true };
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
    description: 'For every URL and crawler: allowed or blocked, the deciding line and rule, and why (groups, fallback, longest match). Verdicts are the named crawler\'s: under the google profile, Googlebot\'s (first 500 KiB only).',
    inputSchema: { robots_txt: robotsText, robots_url: robotsUrl, crawlers, urls, profile },
  }, safe(async (a) => {
    const loaded = await load(a.robots_txt, a.robots_url, a.profile);
    const names = a.crawlers ?? ['Googlebot'];
    const verdicts = names.flatMap((c) => a.urls.map((u) => verdict(loaded, c, u)));
    const lines = verdicts.map((v) => `${v.verdict.toUpperCase()} ${v.crawler} ${v.url}: ${v.why}`);
    const fetch = loaded.fetched ? fetchReport(loaded.fetched) : null;
    return answer(lines.join('\n'), { verdicts, fetch });
  }));

  server.registerTool('lint_robots', {
    title: 'Lint a robots.txt',
    description: 'Diagnostics with stable codes, severity, line and column, and a message saying what is wrong, what Google does with it and how to fix it.',
    inputSchema: { robots_txt: robotsText, robots_url: robotsUrl, profile },
  }, safe(async (a) => {
    const loaded = await load(a.robots_txt, a.robots_url, a.profile);
    if (loaded.parsed === null) return answer(`No robots.txt to lint: ${loaded.fetched!.reason}`, { diagnostics: [], fetch: fetchReport(loaded.fetched!) });
    const diagnostics = diagnose(loaded.parsed).map(toEntry);
    const text = diagnostics.length === 0 ? 'No problems.' : diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`).join('\n');
    return answer(text, { diagnostics });
  }));

  server.registerTool('diff_robots', {
    title: 'Compare two versions of a robots.txt',
    description: 'The URL × crawler verdicts that change between two versions, with the deciding line and rule on each side, and counts of newly blocked and newly allowed.',
    inputSchema: {
      old_robots_txt: robotsText, old_robots_url: robotsUrl, new_robots_txt: robotsText, new_robots_url: robotsUrl, crawlers, urls, profile,
    },
  }, safe(async (a) => {
    const [before, after] = await Promise.all([load(a.old_robots_txt, a.old_robots_url, a.profile, 'old_robots'), load(a.new_robots_txt, a.new_robots_url, a.profile, 'new_robots')]);
    if (before.parsed === null || after.parsed === null) throw new CliError('a fetched version gave no robots.txt to compare: ' + (before.fetched?.reason ?? after.fetched?.reason));
    const names = a.crawlers ?? ['Googlebot'];
    const diff = diffVerdicts(before.parsed, after.parsed, names, a.urls);
    const head = diff.changes.length === 0
      ? `No verdict changes among ${diff.compared} URL × crawler pairs.`
      : `${diff.changes.length} of ${diff.compared} URL × crawler verdicts change: ${diff.newlyBlocked} newly blocked, ${diff.newlyAllowed} newly allowed.`;
    const lines = diff.changes.map((c) => `${c.crawler} ${c.url}: ${verdictSideText(c.before)} -> ${verdictSideText(c.after)}`);
    return answer([head, ...lines].join('\n'), { ...diff });
  }));

  server.registerTool('fetch_robots', {
    title: 'Fetch a site\'s robots.txt as a crawler does',
    description: 'RFC 9309 2.3: redirects (up to 5), status handling (4xx allows everything, 429/5xx/unreachable disallows everything), the final URL, status, type and size, and the text when there is one.',
    inputSchema: { url: z.string().describe('A site, origin or robots.txt URL') },
  }, safe(async (a) => {
    const fetched = await fetchRobots(a.url);
    // What Googlebot reads of it: the first 500 KiB.
    const body = fetched.body === null ? null : Buffer.from(fetched.body.subarray(0, SIZE_LIMIT_BYTES)).toString('utf8');
    const head = [`${fetched.robotsUrl}: ${fetched.reason}`, ...fetched.notes.map((note) => `note: ${note}`)].join('\n');
    const text = `${head}${body === null ? '' : `\n\n${body}`}`;
    return answer(text, { ...fetchReport(fetched), text: body });
  }));

  server.registerTool('list_crawlers', {
    title: 'List known crawlers',
    description: 'The crawler registry: product token, operator, purpose, whether robots.txt applies, its fallback chain, whether it ignores the * group, with the source and how sure the data is.',
    inputSchema: { purpose: z.string().optional().describe('Only crawlers whose purpose contains this, e.g. ai-training') },
  }, safe(async (a) => {
    const rows = REGISTRY.filter((c) => a.purpose === undefined || c.purpose.includes(a.purpose));
    const text = rows.map((c) => `${c.token} (${c.operator}, ${c.purpose}; robots.txt: ${c.robots}; chain: ${c.chain.join(' -> ')}${c.ignoresGlobal ? '; ignores *' : ''}; ${c.confidence})`).join('\n');
    return answer(text, { crawlers: rows });
  }));

  return server;
}

/** `robotscope mcp`: serves until the client closes standard input. */
export async function runMcp(args: string[]): Promise<number> {
  if (args.length > 0) throw new CliError('mcp: takes no arguments; it speaks the Model Context Protocol on standard input and output');
  const server = createMcpServer();
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
  return EXIT_OK;
}
