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
import { checkCrawler, checkUrl, recordJson, recordOfCheck, requestUrl, RESULTS_VERSION, type CheckOptions, type CheckResult, type ParsedRobots } from '../core/index.ts';
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

export class RequestError extends Error {}

/**
 * Answers one non-blank request line with one JSON line (no trailing newline), with `warning` when
 * given: the record of the check (core RESULT_COLUMNS, the names `check --json` and the app's
 * files use: `line`, `rule` as written, `groupLine`, `groupReason`, `tieBreak`, `comparedAs`, ...)
 * and its version.
 */
export function answerLine(line: string, cache: ParseCache, options?: BatchOptions, warning?: string): string {
  const extra = warning === undefined ? {} : { warning };
  try {
    const request = readRequest(line);
    const encoded = request.encode_url ?? options?.encodeUrl ?? false;
    const parsed = parsedOf(request, cache);
    const tokens = request.crawler === undefined ? request.uas ?? [request.ua as string] : undefined;
    const result = check(parsed, encoded ? { ...request, url: requestUrl(request.url) } : request, options);
    const record = recordOfCheck(parsed, result, { url: request.url, crawler: request.crawler ?? tokens!.join(','), tokens, requested: encoded });
    return JSON.stringify({ version: RESULTS_VERSION, ...recordJson(record), ...extra });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ version: RESULTS_VERSION, error: message, ...extra });
  }
}

/** The check a request asks for (the conformance run's path, scripts/conformance.ts). */
export function answerRequest(request: BatchRequest, cache: ParseCache, options?: CheckOptions): CheckResult {
  return check(parsedOf(request, cache), request, options);
}

function parsedOf(request: BatchRequest, cache: ParseCache): ParsedRobots {
  return request.robots_b64 !== undefined
    ? cache.get('b64:' + request.robots_b64, () => decodeBase64(request.robots_b64 as string))
    : cache.get('txt:' + request.robots, () => request.robots as string);
}

function check(parsed: ParsedRobots, request: BatchRequest, options?: CheckOptions): CheckResult {
  if (request.crawler !== undefined) return checkCrawler(parsed, request.crawler, request.url, options);
  return checkUrl(parsed, request.uas ?? [request.ua as string], request.url, options);
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
