/**
 * `robotscope fetch URL [--json] [--timeout S] [--output FILE]`: fetches a site's robots.txt the
 * way a crawler does (fetchRobots.ts) and says what the crawler concludes. Exit 0 when a
 * robots.txt was fetched to be read, 1 when the crawler gets none (it then allows or disallows
 * everything, as the reason says), 2 on bad usage, 4 when no answer came (a network error, the
 * time limit).
 */
import { jsonDocument } from './json-out.ts';
import { writeFile } from 'node:fs/promises';
import { diagnose, parseRobots } from '../core/index.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { CliError, EXIT_FINDING, EXIT_NETWORK, EXIT_OK } from './cli-error.ts';
import { fetchReport, fetchRobots, type FetchedRobots } from './fetchRobots.ts';
import { describeIoError, displayName } from './input.ts';
import type { Output } from './output.ts';
import { escapeControls } from './terminal-text.ts';

export async function runFetch({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  if (positionals.length !== 1) throw new CliError('fetch: give exactly one URL or site (e.g. robotscope fetch example.com)');
  const timeoutSeconds = readTimeout(values.timeout, 'fetch');
  const fetched = await fetchRobots(positionals[0], { timeoutSeconds });
  if (typeof values.output === 'string' && fetched.body !== null) await save(values.output, fetched.body);
  const summary = fetched.body === null ? null : summarise(fetched.body);
  if (values.json) {
    out.write(jsonDocument('fetch', { ...fetchReport(fetched), robotsTxt: summary }));
  } else {
    writeReport(out, fetched, summary);
  }
  // No answer at all is the network's failure, not the site's verdict: exit 4, after the report.
  if (fetched.unreachable) return EXIT_NETWORK;
  return fetched.conclusion === 'parse' ? EXIT_OK : EXIT_FINDING;
}

/** A path that cannot be written is the person's to fix (exit 2), named in the message. */
async function save(path: string, body: Uint8Array): Promise<void> {
  try {
    await writeFile(path, body);
  } catch (error) {
    throw new CliError(`fetch: cannot write ${displayName(path)}: ${describeIoError(error)}`);
  }
}

/** `--timeout S` of a command that fetches (fetch, coverage's sitemaps). */
export function readTimeout(value: unknown, command: string): number | undefined {
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600) throw new CliError(`${command}: --timeout takes seconds between 0 and 600, not '${String(value)}'`);
  return seconds;
}

interface Summary {
  lines: number;
  groups: number;
  rules: number;
  errors: number;
  warnings: number;
  /** The file's own Sitemap: URLs, as written (issue 25 §3: robotscope coverage ROBOTS --sitemap URL reads them). */
  sitemaps: string[];
}

function summarise(body: Uint8Array): Summary {
  const parsed = parseRobots(body);
  const diagnostics = diagnose(parsed);
  return {
    lines: parsed.lineCount, groups: parsed.groups.length, rules: parsed.rules.length,
    errors: diagnostics.filter((d) => d.severity === 'error').length,
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
    sitemaps: parsed.sitemaps.map((s) => s.url),
  };
}

function writeReport(out: Output, f: FetchedRobots, summary: Summary | null): void {
  const row = (label: string, text: string) => out.write(`${label.padEnd(11)} ${escapeControls(text)}\n`);
  row('robots.txt', f.robotsUrl);
  for (const r of f.redirects) row('redirect', `${r.status} -> ${r.location}`);
  if (f.status !== null) row('status', `${f.status}${f.contentType ? ` (${f.contentType})` : ''}, ${f.bytes.toLocaleString('en')} bytes${f.truncated ? ' read, more not read' : ''}`);
  row('verdict', f.reason);
  for (const note of f.notes) row('note', note);
  if (summary) {
    row('file', `${summary.lines} lines, ${summary.groups} groups, ${summary.rules} rules; ${summary.errors} errors, ${summary.warnings} warnings (robotscope lint ${f.robotsUrl})`);
    for (const url of summary.sitemaps) row('sitemap', url);
    if (summary.sitemaps.length > 0) row('', `robotscope coverage ${f.robotsUrl} --sitemap URL checks a sitemap's URLs against the file`);
  }
}
