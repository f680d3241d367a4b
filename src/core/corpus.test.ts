/**
 * Real-world robots.txt files: whatever the bytes, every profile parses them, diagnoses them
 * and checks URLs against them without throwing, every diagnostic points inside the file, and
 * the bytes survive decode -> encode unchanged (decode.ts: "surrogate escape").
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusFileNames, readCorpusFile, REPO_CORPUS } from './corpus.test-helper.ts';
import {
  sayText, checkUrl, decodeRobots, diagnose, encodeRobots, parseRobots, PROFILES, type ParsedRobots,
} from './index.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SHARED_CORPUS = resolve(repoRoot, '../shared/corpus/files');

const URLS = ['https://example.com/search?q=a#top', '/wp-admin/admin-ajax.php', ''];
const AGENTS = [['Googlebot-Image', 'Googlebot'], 'SomeOtherBot'] as const;

/**
 * Both folders hold mostly the same files; a content already checked under every profile (the
 * engine is deterministic, see properties.test.ts) is not checked again, which halves the run.
 */
const checkedContents = new Set<string>();

function digest(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Every broken invariant of one parse, as readable strings (empty when all hold). */
function problems(parsed: ParsedRobots): string[] {
  const out: string[] = [];
  const n = parsed.text.length;
  if (parsed.lineCount < 1) out.push(`lineCount ${parsed.lineCount}`);
  for (const d of diagnose(parsed)) {
    const where = `${d.code} ${d.line}:${d.column}-${d.endLine}:${d.endColumn} [${d.from},${d.to})`;
    if (!(d.line >= 1 && d.line <= d.endLine && d.endLine <= parsed.lineCount)) out.push(`lines of ${where}`);
    if (!(d.from >= 0 && d.from <= d.to && d.to <= n)) out.push(`offsets of ${where}`);
    if (!(d.column >= 1 && d.endColumn >= 1)) out.push(`columns of ${where}`);
    if (sayText(d.say) === '') out.push(`empty message of ${where}`);
  }
  for (const agent of AGENTS) {
    for (const url of URLS) {
      const r = checkUrl(parsed, agent, url);
      if (typeof r.allowed !== 'boolean') out.push(`verdict ${String(r.allowed)} for ${url}`);
      if (!(Number.isInteger(r.line) && r.line >= 0 && r.line <= parsed.lineCount)) out.push(`line ${r.line} for ${url}`);
    }
  }
  return out;
}

function corpusSuite(title: string, dir: string): void {
  describe(title, () => {
    const files = existsSync(dir) ? corpusFileNames(dir) : [];

    it('holds files to test', () => {
      expect(files.length).toBeGreaterThan(0);
    });

    it('parses, diagnoses and checks every file under every profile with in-range results', () => {
      const misses: string[] = [];
      for (const f of files) {
        const bytes = readCorpusFile(f, dir);
        const key = digest(bytes);
        if (checkedContents.has(key)) continue;
        checkedContents.add(key);
        for (const profile of PROFILES) {
          for (const p of problems(parseRobots(bytes, { profile }))) misses.push(`${f} (${profile}): ${p}`);
        }
      }
      expect(misses.slice(0, 20), `${misses.length} problems`).toEqual([]);
    });

    it('gives back the exact bytes of every file after decode and encode', () => {
      const changed = files.filter((f) => {
        const bytes = readCorpusFile(f, dir);
        return !sameBytes(encodeRobots(decodeRobots(bytes).text), bytes);
      });
      expect(changed).toEqual([]);
    });
  });
}

corpusSuite('the corpus in the repository (testdata/corpus)', REPO_CORPUS);

describe.runIf(existsSync(SHARED_CORPUS))('the shared corpus (../shared/corpus/files)', () => {
  corpusSuite('every file', SHARED_CORPUS);
});
