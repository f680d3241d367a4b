/**
 * The shared conformance cases (testdata/conformance/*.jsonl, see its README): what a case holds,
 * and reading the files. The engine's tests and the CLI's (cli/conformance-cases.ts) read them here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ConformanceCase {
  id: string;
  robots?: string;
  robots_b64?: string;
  /** A file under testdata/corpus/ (or its `.gz`), read as raw bytes. */
  file?: string;
  ua: string;
  /** A crawler's token chain, most specific first (bing, yandex files). */
  uas?: string[];
  url: string;
  allowed: boolean;
  /** The deciding line (google files), Google's `matching_line()`. */
  line?: number;
  /** (bing, yandex files) Where the verdict comes from: the operator's page, its published code, or nothing. */
  kind?: 'documented' | 'observed' | 'assumed';
  /** (bing, yandex files) The page's URL (documented), the code (observed), or the nearest behaviour (assumed). */
  source?: string;
  /** (bing, yandex files) The section of the page that says it. */
  section?: string;
}

export const CONFORMANCE_DIR = fileURLToPath(new URL('../../testdata/conformance/', import.meta.url));

/** The .jsonl files of the conformance directory, sorted by name. */
export function conformanceFiles(dir = CONFORMANCE_DIR): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(dir, f));
}

export function loadCases(file: string): ConformanceCase[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ConformanceCase);
}
