/**
 * The shared conformance cases (testdata/conformance/*.jsonl, see its README): loading them,
 * the profile each file is judged under, and the `batch` request each case becomes. Used by
 * the CLI's conformance test and by scripts/conformance.ts.
 */
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Profile } from '../core/index.ts';
import { readCorpusFile } from '../core/corpus.test-helper.ts';
import type { ConformanceCase } from '../core/conformance.test-helper.ts';

export { CONFORMANCE_DIR, conformanceFiles, loadCases, type ConformanceCase } from '../core/conformance.test-helper.ts';
import type { BatchRequest } from './batch-request.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CORPUS_DIR = join(REPO_ROOT, 'testdata/corpus');

/** google-*.jsonl -> google; rfc9309-, draft1996-, bing-, yandex-*.jsonl -> that profile. */
export function profileOf(file: string): Profile {
  const name = basename(file);
  if (name.startsWith('rfc9309')) return 'rfc9309';
  if (name.startsWith('draft1996')) return 'draft1996';
  if (name.startsWith('bing')) return 'bing';
  if (name.startsWith('yandex')) return 'yandex';
  return 'google';
}

/** The request `batch` receives for a case; a corpus `file` is sent as base64 of its bytes. */
export function toRequest(c: ConformanceCase, corpusDir = CORPUS_DIR): BatchRequest {
  const request: BatchRequest = c.uas ? { uas: c.uas, url: c.url } : { ua: c.ua, url: c.url };
  if (c.file !== undefined) request.robots_b64 = Buffer.from(readCorpusFile(c.file, corpusDir)).toString('base64');
  else if (c.robots_b64 !== undefined) request.robots_b64 = c.robots_b64;
  else request.robots = c.robots;
  return request;
}

export interface Tally {
  cases: number;
  verdictOk: number;
  withLine: number;
  lineOk: number;
  misses: string[];
}

/** Compares one answer with its case and counts it; keeps the first `keep` misses. */
export function tallyCase(t: Tally, c: ConformanceCase, got: { allowed?: boolean; line?: number; error?: string }, keep = 10): void {
  t.cases++;
  const verdictOk = got.allowed === c.allowed;
  if (verdictOk) t.verdictOk++;
  let lineOk = true;
  if (c.line !== undefined) {
    t.withLine++;
    lineOk = got.line === c.line;
    if (lineOk) t.lineOk++;
  }
  if ((!verdictOk || !lineOk) && t.misses.length < keep) {
    const want = `allowed=${c.allowed}${c.line !== undefined ? ` line=${c.line}` : ''}`;
    const have = got.error !== undefined ? `error: ${got.error}` : `allowed=${got.allowed} line=${got.line}`;
    t.misses.push(`${c.id}: want ${want}, got ${have}`);
  }
}

export function emptyTally(): Tally {
  return { cases: 0, verdictOk: 0, withLine: 0, lineOk: 0, misses: [] };
}
