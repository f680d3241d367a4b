/**
 * Every diagnostic record stays what it was, field for field (code, severity, offsets, line and
 * column, the key and facts of its words, its fix's edits and label), on every real file of
 * testdata and on the benchmark's generated 500 KiB file, under every profile. The speed work on
 * diagnose (issue 29: `npm run bench` parse + diagnose) must change how fast, never what: the
 * rendered-words test (renderedWords.test.ts) covers the words, this one the rest of each record.
 * testdata/diagnoseRecords.json holds, per file and profile, the count and a SHA-1 of the records
 * as JSON with sorted keys; it was written from main before the speed work. After a deliberate
 * change of what a check finds, rewrite it with
 * `UPDATE_DIAGNOSE_RECORDS=1 npx vitest run src/core/diagnostics/diagnoseRecords.test.ts`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateRobotsTxt } from '../../../bench/generate.ts';
import { corpusFileNames, readCorpusFile } from '../corpus.test-helper.ts';
import { diagnose, parseRobots, PROFILES } from '../index.ts';

const SNAPSHOT = new URL('../../../testdata/diagnoseRecords.json', import.meta.url);
const ENCODINGS = new URL('../../../testdata/encodings/', import.meta.url);

/** JSON with every object's keys sorted: the same records give the same text whatever order their fields were set in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v);
}

function files(): [string, Uint8Array | string][] {
  const encodings = readdirSync(ENCODINGS).sort().map((f): [string, Uint8Array] => [`encodings/${f}`, new Uint8Array(readFileSync(new URL(f, ENCODINGS)))]);
  return [...corpusFileNames().map((f): [string, Uint8Array] => [f, readCorpusFile(f)]), ...encodings, ['bench/generate.ts', generateRobotsTxt()]];
}

function recordsOf(input: Uint8Array | string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const profile of PROFILES) {
    const records = diagnose(parseRobots(input, { profile }));
    out[profile] = `${records.length} ${createHash('sha1').update(canonical(records)).digest('hex')}`;
  }
  return out;
}

describe('diagnose', () => {
  it('finds the same records as before, field for field, on every file of testdata and the benchmark file, under every profile', () => {
    const now: Record<string, Record<string, string>> = {};
    for (const [name, input] of files()) now[name] = recordsOf(input);
    if (process.env.UPDATE_DIAGNOSE_RECORDS === '1') writeFileSync(SNAPSHOT, JSON.stringify(now, null, 1) + '\n');
    const before = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as typeof now;
    expect(Object.keys(now).length).toBeGreaterThan(500);
    expect(now).toEqual(before);
  }, 600_000);
});
