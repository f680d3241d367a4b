/**
 * One `batch` request line -> one answer line. A request is a JSON object with the body
 * (`robots` text or `robots_b64` raw bytes), who asks, and the `url`; the answer carries the
 * verdict and the deciding line, or `{"error": ...}`. Who asks is either raw tokens (`ua`, or a
 * fallback chain `uas`), matched as Google's library matches them, the shape of the shared
 * conformance files (../../testdata/conformance/README.md); or a named `crawler` (a token or a
 * whole User-Agent header), checked with what its operator documents (core checkCrawler).
 *
 * The URL is compared as given, byte for byte, as Google's library compares it: the conformance
 * files test the matcher, not a browser. `"encode_url": true` (or `batch --encode-url` for every
 * request) checks it as a browser requests it instead, percent-encoded (core requestUrl), as
 * `check` and the app do (issue 23 §3); the answer then says `comparedAs` when that changed it.
 */
import {
  checkCrawler, checkUrl, requestedForm, type CheckOptions, type CheckResult, type Confidence, type CrawlerCheck, type CrawlerRule, type GroupReason,
  type RobotsApplies, type TieBreak,
} from '../core/index.ts';
import type { ParseCache } from './parse-cache.ts';

export interface BatchRequest {
  robots?: string;
  robots_b64?: string;
  ua?: string;
  uas?: string[];
  crawler?: string;
  url: string;
  /** Check the URL as a browser requests it (core requestUrl); absent: the run's `--encode-url`. */
  encode_url?: boolean;
}

/** How a run answers: the check's options, and whether a URL is encoded unless a request says. */
export interface BatchOptions extends CheckOptions {
  encodeUrl?: boolean;
}

export interface BatchAnswer {
  allowed: boolean;
  /** The deciding line, 0 where none (Google's `matching_line()`). */
  line: number;
  /** The path the crawler compared. */
  path: string;
  /** The deciding rule's pattern, or null. */
  rule: string | null;
  /** Why the verdict fell as it did (longest-match, allow-wins-tie, no-match, ...). */
  reason: TieBreak;
  /** The token of the chain whose groups applied ('' when none did). */
  agent: string;
  /** How those groups were chosen (named, merged, fallback to *, none). */
  groups: GroupReason;
  /** With encoding on, core comparedAs when the URL is requested otherwise than written; absent otherwise. */
  comparedAs?: string;
}

/** A `crawler` request's answer also says which of the crawler's documented rules applied. */
export interface CrawlerAnswer extends BatchAnswer {
  crawler: string;
  /** The token chain actually tried, in order (`*` last unless the crawler ignores it). */
  chain: string[];
  crawlerRule: CrawlerRule;
  robots: RobotsApplies | null;
  confidence: Confidence | null;
}

export class RequestError extends Error {}

/** Answers one non-blank request line with one JSON line (no trailing newline), with `warning` when given. */
export function answerLine(line: string, cache: ParseCache, options?: BatchOptions, warning?: string): string {
  const extra = warning === undefined ? {} : { warning };
  try {
    const request = readRequest(line);
    const requested = (request.encode_url ?? options?.encodeUrl) ? requestedForm(request.url) : { url: request.url, note: '' };
    const answer = toAnswer(answerRequest({ ...request, url: requested.url }, cache, options));
    return JSON.stringify({ ...answer, ...(requested.note ? { comparedAs: requested.note } : {}), ...extra });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ error: message, ...extra });
  }
}

export function answerRequest(request: BatchRequest, cache: ParseCache, options?: CheckOptions): CheckResult {
  const parsed = request.robots_b64 !== undefined
    ? cache.get('b64:' + request.robots_b64, () => decodeBase64(request.robots_b64 as string))
    : cache.get('txt:' + request.robots, () => request.robots as string);
  if (request.crawler !== undefined) return checkCrawler(parsed, request.crawler, request.url, options);
  return checkUrl(parsed, request.uas ?? [request.ua as string], request.url, options);
}

function toAnswer(r: CheckResult | CrawlerCheck): BatchAnswer | CrawlerAnswer {
  const answer: BatchAnswer = {
    allowed: r.allowed,
    line: r.line,
    path: r.path,
    rule: r.rule ? r.rule.pattern : null,
    reason: r.tieBreak,
    agent: r.agent,
    groups: r.reason,
  };
  if (!('crawlerRule' in r)) return answer;
  return { ...answer, crawler: r.crawler, chain: r.chain, crawlerRule: r.crawlerRule, robots: r.robots, confidence: r.confidence };
}

/** Parses and validates a request line; throws RequestError with a message a person can act on. */
export function readRequest(line: string): BatchRequest {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new RequestError(`not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestError('a request must be a JSON object with robots|robots_b64, ua|uas|crawler and url');
  }
  const r = value as Record<string, unknown>;
  checkBody(r);
  checkAgents(r);
  if (typeof r.url !== 'string') throw new RequestError('"url" must be a string');
  if (r.encode_url !== undefined && typeof r.encode_url !== 'boolean') throw new RequestError('"encode_url" must be true or false');
  return r as unknown as BatchRequest;
}

function checkBody(r: Record<string, unknown>): void {
  const hasText = r.robots !== undefined;
  const hasBytes = r.robots_b64 !== undefined;
  if (hasText === hasBytes) throw new RequestError('give exactly one of "robots" (text) or "robots_b64" (base64 bytes)');
  if (hasText && typeof r.robots !== 'string') throw new RequestError('"robots" must be a string');
  if (hasBytes && (typeof r.robots_b64 !== 'string' || !BASE64.test(r.robots_b64))) {
    throw new RequestError('"robots_b64" must be a base64 string');
  }
}

function checkAgents(r: Record<string, unknown>): void {
  const given = [r.ua, r.uas, r.crawler].filter((v) => v !== undefined).length;
  if (given !== 1) throw new RequestError('give exactly one of "ua" (token), "uas" (tokens) or "crawler" (a crawler\'s name or User-Agent header)');
  if (r.ua !== undefined && typeof r.ua !== 'string') throw new RequestError('"ua" must be a string');
  if (r.crawler !== undefined && typeof r.crawler !== 'string') throw new RequestError('"crawler" must be a string');
  if (r.uas !== undefined) {
    const uas = r.uas;
    if (!Array.isArray(uas) || uas.length === 0 || !uas.every((t) => typeof t === 'string')) {
      throw new RequestError('"uas" must be a non-empty array of strings');
    }
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}
