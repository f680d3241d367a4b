/**
 * Fetching a robots.txt over HTTP the way a crawler does (RFC 9309 2.3; the policy and its words
 * are core/fetchPolicy.ts): redirects followed by hand, up to five, across hosts; the body read
 * as far as the tool reads a file (FETCH_READ_BYTES), so each crawler's answer is the one it
 * gives on the same bytes from disk; one time limit for the whole fetch, redirects and body
 * included. Every step is reported, so a person sees the chain
 * that led to the answer.
 */
import {
  concludeFetch, robotsTxtUrl, type FetchConclusion,
} from '../core/index.ts';
import { FETCH_READ_BYTES } from '../core/fetchPolicy.ts';
import { bodyGoesOnPast } from '../core/words/fetchWords.ts';
import { CliError } from './cli-error.ts';
import { follow, type FollowReport } from './fetchFollow.ts';
import type { Transport } from './pinnedFetch.ts';

export type { RedirectStep } from './fetchFollow.ts';

/**
 * The fetch (fetchFollow.ts) with what the crawler concludes. Its body bytes are read up to
 * FETCH_READ_BYTES, for the CLI, `mcp` and `serve` alike, counted as decoded (fetch decodes a
 * `Content-Encoding: gzip` body as a stream, so a gzip bomb stops there too); `body` is kept
 * only when the conclusion is `parse`.
 */
export interface FetchedRobots extends FollowReport {
  /** What was asked for, and the robots.txt URL it names. */
  requested: string;
  robotsUrl: string;
  conclusion: FetchConclusion;
  reason: string;
  /** What a person should know about the answer (a type that is not text/plain, an HTML page). */
  notes: string[];
  /**
   * No complete answer came: a network error or the time limit. The crawler's conclusion
   * (disallow all) is then about the network between here and the site, which the CLI reports
   * as such (exit 4) rather than as a verdict.
   */
  unreachable: boolean;
}

export interface FetchOptions {
  /** For the whole fetch: every redirect and the body. */
  timeoutSeconds?: number;
  /** Called with each URL before it is requested, redirects included; throws to refuse it (fetchGuard.ts). */
  guard?: (url: string) => Promise<void>;
  /**
   * What sends each request: Node's fetch by default; the MCP server's connects only to the
   * addresses its guard let through (fetchGuard.ts guardedFetch). A CliError it throws is a
   * refusal, passed on; any other error is the network's.
   */
  transport?: Transport;
}

const DEFAULT_TIMEOUT_SECONDS = 10;

/** The report as JSON shows it: everything but the body's bytes. */
export function fetchReport(f: FetchedRobots): Omit<FetchedRobots, 'body'> {
  return {
    requested: f.requested, robotsUrl: f.robotsUrl, finalUrl: f.finalUrl, status: f.status, contentType: f.contentType,
    redirects: f.redirects, bytes: f.bytes, truncated: f.truncated, conclusion: f.conclusion, reason: f.reason, notes: f.notes,
    unreachable: f.unreachable,
  };
}

export async function fetchRobots(input: string, options: FetchOptions = {}): Promise<FetchedRobots> {
  const robotsUrl = robotsTxtUrl(input);
  if (robotsUrl === null) throw new CliError(`'${input}' is no http(s) URL or site name`);
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  const report: FetchedRobots = {
    requested: input, robotsUrl, finalUrl: robotsUrl, status: null, contentType: null, redirects: [],
    bytes: 0, truncated: false, body: null, conclusion: 'disallow-all', reason: '', notes: [], unreachable: false,
  };
  const end = await follow(report, { timeoutSeconds, guard: options.guard, transport: options.transport, maxBytes: FETCH_READ_BYTES, accept: 'text/plain,*/*;q=0.8' });
  report.unreachable = end.kind === 'network-error' || end.kind === 'timeout';
  const outcome = concludeFetch(end);
  report.conclusion = outcome.conclusion;
  report.reason = outcome.reason;
  if (outcome.conclusion !== 'parse') report.body = null;
  else report.notes.push(...bodyNotes(report));
  return report;
}

/** Notes on a 2xx body: its type, and whether it is an HTML page rather than a robots.txt. */
function bodyNotes(report: FetchedRobots): string[] {
  const notes: string[] = [];
  const type = (report.contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'text/plain') {
    notes.push(`served as ${type === '' ? 'no content type' : type}, not text/plain (RFC 9309 2.3): crawlers read it as robots.txt all the same`);
  }
  const head = Buffer.from(report.body ?? new Uint8Array()).subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<head') || head.startsWith('<body')) {
    notes.push('the body is an HTML page, not a robots.txt: a crawler reads its lines as robots.txt, and lines that are not rules change nothing');
  }
  if (report.truncated) notes.push(bodyGoesOnPast(report.bytes));
  return notes;
}
