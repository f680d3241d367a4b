/**
 * One `batch` request line -> one answer line. A request is a JSON object with the body
 * (`robots` text or `robots_b64` raw bytes), who asks, and the `url`; the answer carries the
 * verdict and the deciding line, or `{"error": ...}`. Who asks is either raw tokens (`ua`, or a
 * fallback chain `uas`), matched as Google's library matches them, the shape of the shared
 * conformance files (../../testdata/conformance/README.md), on the file's reading (core
 * fileReading: Google's unless `--profile` says otherwise); or a named `crawler` (a token or a
 * whole User-Agent header), answered as `check --ua NAME` answers it (core checkAsRead): its
 * documented rules, its documented reading, and the other reading's answer where they disagree.
 *
 * The URL is compared as given, byte for byte, as Google's library compares it: the conformance
 * files test the matcher, not a browser. `"encode_url": true` (or `batch --encode-url` for every
 * request) checks it as a browser requests it instead, percent-encoded (core requestUrl), as
 * `check` and the app do (issue 23 §3); the answer then says `comparedAs` when that changed it.
 */
import {
  checkAsRead, checkUrl, fileReading, recordJson, recordOfCheck, requestUrl, RESULTS_VERSION, type CheckOptions, type CheckResult, type ParsedRobots, type ReadFile,
} from '../core/index.ts';
import type { ParseCache } from './parse-cache.ts';

export interface BatchRequest {
  robots?: string;
  robots_b64?: string;
  ua?: string;
  uas?: string[];
  crawler?: string;
  url: string;
  /**
   * The body is only the first part of a longer one (a fetch that stopped reading, `fetch --json`'s
   * `truncated`): the answer of a crawler that reads on is in doubt (core doubt cause `fetch-cut`).
   */
  body_cut?: boolean;
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
    const tokens = request.crawler === undefined ? request.uas ?? [request.ua as string] : undefined;
    const { parsed, result } = check(fileOf(request, cache), encoded ? { ...request, url: requestUrl(request.url) } : request, options);
    const record = recordOfCheck(parsed, result, { url: request.url, crawler: request.crawler ?? tokens!.join(','), tokens, requested: encoded });
    return JSON.stringify({ version: RESULTS_VERSION, ...recordJson(record), ...extra });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ version: RESULTS_VERSION, error: message, ...extra });
  }
}

/** The check a request asks for (the conformance run's path, scripts/conformance.ts). */
export function answerRequest(request: BatchRequest, cache: ParseCache, options?: CheckOptions): CheckResult {
  return check(fileOf(request, cache), request, options).result;
}

function fileOf(request: BatchRequest, cache: ParseCache): ReadFile {
  const cut = request.body_cut === true;
  const key = cut ? 'cut:' : '';
  return request.robots_b64 !== undefined
    ? cache.get(key + 'b64:' + request.robots_b64, () => decodeBase64(request.robots_b64 as string), cut)
    : cache.get(key + 'txt:' + request.robots, () => request.robots as string, cut);
}

/**
 * A named crawler's answer is check's (check.ts verdict): read as its reading says, from that
 * reading's parse. Raw tokens are Google's library's question, asked of the file reading's parse.
 */
function check(file: ReadFile, request: BatchRequest, options?: CheckOptions): { parsed: ParsedRobots; result: CheckResult } {
  if (request.crawler !== undefined) {
    const result = checkAsRead(file.parses, request.crawler, request.url, file.choice, options);
    return { parsed: file.parses(result.reading), result };
  }
  const parsed = file.parses(fileReading(file.choice));
  return { parsed, result: checkUrl(parsed, request.uas ?? [request.ua as string], request.url, options) };
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
  if (r.body_cut !== undefined && typeof r.body_cut !== 'boolean') throw new RequestError('"body_cut" must be true or false');
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
