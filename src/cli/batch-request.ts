/**
 * One `batch` request line -> one answer line. A request is a JSON object with the body
 * (`robots` text or `robots_b64` raw bytes), the crawler (`ua` token or `uas` fallback chain)
 * and the `url`; the answer carries the verdict and the deciding line, or `{"error": ...}`.
 * The shape matches the shared conformance files (../../testdata/conformance/README.md).
 */
import { checkUrl, type CheckResult, type GroupReason, type TieBreak } from '../core/index.ts';
import type { ParseCache } from './parse-cache.ts';

export interface BatchRequest {
  robots?: string;
  robots_b64?: string;
  ua?: string;
  uas?: string[];
  url: string;
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
}

export class RequestError extends Error {}

/** Answers one non-blank request line with one JSON line (no trailing newline). */
export function answerLine(line: string, cache: ParseCache): string {
  try {
    const request = readRequest(line);
    return JSON.stringify(toAnswer(answerRequest(request, cache)));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ error: message });
  }
}

export function answerRequest(request: BatchRequest, cache: ParseCache): CheckResult {
  const parsed = request.robots_b64 !== undefined
    ? cache.get('b64:' + request.robots_b64, () => decodeBase64(request.robots_b64 as string))
    : cache.get('txt:' + request.robots, () => request.robots as string);
  return checkUrl(parsed, request.uas ?? [request.ua as string], request.url);
}

function toAnswer(r: CheckResult): BatchAnswer {
  return {
    allowed: r.allowed,
    line: r.line,
    path: r.path,
    rule: r.rule ? r.rule.pattern : null,
    reason: r.tieBreak,
    agent: r.agent,
    groups: r.reason,
  };
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
    throw new RequestError('a request must be a JSON object with robots|robots_b64, ua|uas and url');
  }
  const r = value as Record<string, unknown>;
  checkBody(r);
  checkAgents(r);
  if (typeof r.url !== 'string') throw new RequestError('"url" must be a string');
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
  if ((r.ua !== undefined) === (r.uas !== undefined)) throw new RequestError('give exactly one of "ua" (token) or "uas" (tokens)');
  if (r.ua !== undefined && typeof r.ua !== 'string') throw new RequestError('"ua" must be a string');
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
