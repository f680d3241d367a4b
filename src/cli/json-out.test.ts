/**
 * Every JSON robotscope writes carries one `version` (core RESULTS_VERSION) and names a field
 * alike wherever it appears (issue 24 §1): each JSON-producing command is run as a person or CI
 * runs it, and every document it prints is read whole, nested objects included.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_VERSION, VERDICT_NAMES } from '../core/index.ts';
import { REPO_ROOT } from './conformance-cases.ts';
import { CLI, runCli, tempFiles, type CliRun } from './run-cli.test-helper.ts';

const OLD = 'User-agent: *\nDisallow: /private\n';
const NEW = 'User-agent: *\nDisallow: /private\nDisallow: /b/Cámaras\nCrawl-delay: 5\n';
const dir = tempFiles({
  'old.txt': OLD,
  'robots.txt': NEW,
  'urls.txt': 'https://e.com/private/x\nhttps://e.com/b/Cámaras x\nhttps://e.com/open\n',
  'expect.json': JSON.stringify({ robotscope: 'expectations', version: 1, expectations: [{ url: 'https://e.com/b/Cámaras x', crawler: 'Googlebot', expect: 'allowed' }] }),
  'robots-2024-01-05.txt': OLD,
  'robots-2024-03-01.txt': NEW,
});
const at = (name: string) => join(dir, name);
const URLS = ['--urls', at('urls.txt')];

/** Each JSON-producing command, with what its document is about. */
const COMMANDS: Record<string, { args: string[]; input?: string; lines?: true }> = {
  check: { args: ['check', at('robots.txt'), '--ua', 'Googlebot', ...URLS, '--json'] },
  test: { args: ['test', at('robots.txt'), '--expect', at('expect.json'), '--json'] },
  diff: { args: ['diff', at('old.txt'), at('robots.txt'), '--ua', 'Googlebot,Bingbot', ...URLS, '--json'] },
  review: { args: ['review', at('old.txt'), at('robots.txt'), '--ua', 'Googlebot', ...URLS, '--expect', at('expect.json'), '--json'] },
  coverage: { args: ['coverage', at('robots.txt'), ...URLS, '--json'] },
  lint: { args: ['lint', at('robots.txt'), at('old.txt'), '--json'] },
  history: { args: ['history', dir, '--url', 'https://e.com/b/Cámaras x', '--ua', 'Googlebot', '--json'] },
  // A port nothing listens on: the report says it was unreachable, in JSON.
  fetch: { args: ['fetch', 'http://127.0.0.1:9/robots.txt', '--timeout', '5', '--json'] },
  batch: { args: ['batch'], input: [`{"robots": ${JSON.stringify(NEW)}, "ua": "Googlebot", "url": "/b/x"}`, '{"robots": 1}', ''].join('\n'), lines: true },
  'not checked': { args: ['check', at('robots.txt'), '--ua', 'Googlebot', 'no url at all', '--json'] },
  error: { args: ['check', at('missing.txt'), '--ua', 'Googlebot', '/x', '--json'] },
};

/** The documents a run printed: one, or one per line for `batch`. */
function documents(run: CliRun, lines = false): Record<string, unknown>[] {
  return (lines ? run.stdout.split('\n').filter((l) => l !== '') : [run.stdout]).map((t) => JSON.parse(t) as Record<string, unknown>);
}

/** Every key of a value, with each value it holds, at any depth. */
function fields(value: unknown, out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) for (const v of value) fields(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([k, v]);
      fields(v, out);
    }
  }
  return out;
}

const lineNumber = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
const path = (v: unknown) => v === null || v === '' || (typeof v === 'string' && v.startsWith('/') && !/\s/.test(v));
/**
 * What a shared field holds wherever it appears: `line` a line number (0: none), never an
 * object; `comparedAs` the path compared, never a sentence; `whyNotTested` why a line was not
 * checked; `reason` why in words (a fetch's conclusion), no longer a tie-break's or a group's
 * code (`tieBreak`, `groupReason`). The names they replaced (`group` for a line, `groups` for a
 * group's reason) appear nowhere.
 */
const SHARED: Record<string, (v: unknown) => boolean> = {
  line: lineNumber,
  groupLine: lineNumber,
  comparedAs: path,
  whyNotTested: (v) => v === null || typeof v === 'string',
  url: (v) => typeof v === 'string',
  crawler: (v) => typeof v === 'string',
  rule: (v) => v === null || typeof v === 'string',
  chain: (v) => Array.isArray(v) && v.every((t) => typeof t === 'string'),
  reason: (v) => typeof v === 'string' && /\s/.test(v),
  tieBreak: (v) => v === null || (typeof v === 'string' && !/\s/.test(v)),
  groupReason: (v) => v === null || (typeof v === 'string' && !/\s/.test(v)),
  group: () => false,
  groups: () => false,
};

/** The shared fields of a document that hold something else than they do everywhere. */
function misnamed(doc: unknown): string[] {
  return fields(doc).filter(([k, v]) => k in SHARED && !SHARED[k](v)).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
}

const runs: Record<string, CliRun> = {};
beforeAll(async () => {
  await Promise.all(Object.entries(COMMANDS).map(async ([name, c]) => { runs[name] = await runCli(c.args, c.input, { limitMs: 120_000 }); }));
}, 240_000);

describe('every JSON of the CLI', () => {
  it.each(Object.keys(COMMANDS))('%s: carries the one version, says which command wrote it, and names its fields alike', (name) => {
    const c = COMMANDS[name];
    const run = runs[name];
    const docs = documents(run, c.lines);
    expect(docs.length, run.stderr).toBeGreaterThan(0);
    for (const doc of docs) {
      expect(doc.version, JSON.stringify(doc).slice(0, 300)).toBe(RESULTS_VERSION);
      if (!c.lines && name !== 'error') expect(doc.robotscope).toBe(name === 'not checked' ? 'check' : c.args[0]);
      expect(misnamed(doc)).toEqual([]);
    }
  });

  it('reaches the shared fields it checks (a run that printed none would prove nothing)', () => {
    const seen = new Set(Object.entries(COMMANDS).flatMap(([name, c]) => documents(runs[name], c.lines).flatMap((d) => fields(d).map(([k]) => k))));
    for (const k of ['line', 'groupLine', 'comparedAs', 'whyNotTested', 'url', 'crawler', 'rule', 'chain']) expect(seen, k).toContain(k);
    // The records of check --json are the column table's, the same as batch's answer.
    const [check] = documents(runs.check);
    const [batch] = documents(runs.batch, true);
    expect(Object.keys((check.records as Record<string, unknown>[])[0]).sort()).toEqual(Object.keys(batch).filter((k) => k !== 'version').sort());
    expect(VERDICT_NAMES).toContain((check.records as { verdict: string }[])[1].verdict);
    // `comparedAs` is the path compared, in check's records and in diff's and test's changes alike.
    expect((check.records as { comparedAs: string }[])[1].comparedAs).toBe('/b/C%C3%A1maras%20x');
    const [test] = documents(runs.test);
    expect((test.results as { comparedAs: string }[])[0].comparedAs).toBe('/b/C%C3%A1maras%20x');
    const [notChecked] = documents(runs['not checked']);
    expect(notChecked.notChecked).toEqual([{ url: 'no url at all', whyNotTested: expect.any(String) }]);
  });
});

describe('every answer of the MCP tools', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'robotscope-test', version: '0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [...CLI, 'mcp'], cwd: REPO_ROOT, stderr: 'pipe' }));
  }, 60_000);
  afterAll(async () => client?.close());

  it('carries the same version in structuredContent, declared in every output schema', async () => {
    const { tools } = await client.listTools();
    for (const t of tools) expect(t.outputSchema?.properties, t.name).toHaveProperty('version');
    const calls: [string, Record<string, unknown>][] = [
      ['check_urls', { robots_txt: NEW, urls: ['https://e.com/b/Cámaras x'] }],
      ['lint_robots', { robots_txt: NEW }],
      ['diff_robots', { old_robots_txt: OLD, new_robots_txt: NEW, urls: ['/b/Cámaras x'] }],
      ['test_expectations', { robots_txt: NEW, expectations: [{ url: '/b/Cámaras x', crawler: 'Googlebot', expect: 'allowed' }] }],
      ['explain_url', { robots_txt: NEW, crawler: 'Googlebot', url: '/private' }],
      ['list_crawlers', {}],
    ];
    for (const [name, args] of calls) {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, `${name}: ${JSON.stringify(result.content).slice(0, 300)}`).toBeFalsy();
      const data = result.structuredContent as Record<string, unknown>;
      expect(data.version, name).toBe(RESULTS_VERSION);
      expect(misnamed(data), name).toEqual([]);
    }
  });
});
