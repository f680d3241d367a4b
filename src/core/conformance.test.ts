/**
 * The shared conformance files (testdata/conformance/README.md), run straight through the
 * engine: every case of the google files must agree with Google's C++ library on the verdict
 * AND the deciding line (RobotsMatcher::matching_line()); the rfc9309 and draft1996 files on
 * the verdict under their own profile, and so the yandex and bing files (each case citing the
 * operator's page it comes from, or `assumed`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { indexRulesAfter } from './agentRules.ts';
import type { ConformanceCase } from './conformance.test-helper.ts';
import { readCorpusFile } from './corpus.test-helper.ts';
import { checkUrl, parseRobots, type Profile } from './index.ts';

type Case = ConformanceCase;

const CONFORMANCE = new URL('../../testdata/conformance/', import.meta.url);

function readCases(name: string): { cases: Case[]; lines: number } {
  const raw = readFileSync(fileURLToPath(new URL(name, CONFORMANCE)), 'utf8');
  const lines = raw.split('\n').filter((l) => l.trim() !== '');
  return { cases: lines.map((l) => JSON.parse(l) as Case), lines: lines.length };
}

const corpusBytes = new Map<string, Uint8Array>();

/** The robots.txt body of a case, as raw bytes where the case gives bytes. */
function body(c: Case): string | Uint8Array {
  if (c.file !== undefined) {
    let bytes = corpusBytes.get(c.file);
    if (!bytes) {
      bytes = readCorpusFile(c.file);
      corpusBytes.set(c.file, bytes);
    }
    return bytes;
  }
  if (c.robots_b64 !== undefined) return new Uint8Array(Buffer.from(c.robots_b64, 'base64'));
  return c.robots ?? '';
}

interface Outcome {
  cases: number;
  verdictOk: number;
  lineOk: number;
  misses: string[];
}

/** Parse once per distinct body, as an editor would, then check each case's URL. */
function runFile(name: string, profile: Profile, compareLine: boolean, indexAfter: number): Outcome {
  const { cases } = readCases(name);
  const parses = new Map<string | Uint8Array, ReturnType<typeof parseRobots>>();
  const out: Outcome = { cases: cases.length, verdictOk: 0, lineOk: 0, misses: [] };
  for (const c of cases) {
    const input = body(c);
    let parsed = parses.get(input);
    if (!parsed) {
      parses.set(input, (parsed = parseRobots(input, { profile })));
      indexRulesAfter(parsed, indexAfter);
    }
    const got = checkUrl(parsed, c.uas ?? c.ua, c.url);
    const verdictOk = got.allowed === c.allowed;
    const lineOk = !compareLine || got.line === c.line;
    if (verdictOk) out.verdictOk++;
    if (lineOk) out.lineOk++;
    if (!verdictOk || !lineOk) {
      out.misses.push(
        `${c.id}: ua=${JSON.stringify(c.ua)} url=${JSON.stringify(c.url)} ` +
          `expected allowed=${c.allowed}${compareLine ? ` line=${c.line}` : ''}, ` +
          `got allowed=${got.allowed}${compareLine ? ` line=${got.line}` : ''}`,
      );
    }
  }
  return out;
}

const FILES: { name: string; profile: Profile; line: boolean; atLeast: number }[] = [
  { name: 'google-spec-test.jsonl', profile: 'google', line: true, atLeast: 400 },
  { name: 'google-differential.jsonl', profile: 'google', line: true, atLeast: 4950 },
  { name: 'google-edge-cases.jsonl', profile: 'google', line: true, atLeast: 8 },
  { name: 'googlebot-size-limit.jsonl', profile: 'google', line: true, atLeast: 137 },
  { name: 'rfc9309-cases.jsonl', profile: 'rfc9309', line: false, atLeast: 78 },
  { name: 'draft1996-cases.jsonl', profile: 'draft1996', line: false, atLeast: 70 },
  { name: 'yandex-cases.jsonl', profile: 'yandex', line: false, atLeast: 40 },
  { name: 'bing-cases.jsonl', profile: 'bing', line: false, atLeast: 40 },
];

/** Both ways a check finds its rules: a scan (the first checks of a parse) and the index. */
const MODES = [
  { name: 'scanning the rules', indexAfter: Infinity },
  { name: 'through the rule index', indexAfter: 0 },
];

for (const mode of MODES) {
  describe(`the engine agrees with every shared conformance case, ${mode.name}`, () => {
    for (const f of FILES) {
      const what = f.line ? 'verdict and deciding line' : 'verdict';
      it(`${f.name} under the ${f.profile} profile: ${what} of every case`, () => {
        const { lines } = readCases(f.name);
        const r = runFile(f.name, f.profile, f.line, mode.indexAfter);
        console.log(
          `${f.name} (${f.profile}, ${mode.name}): verdict ${r.verdictOk}/${r.cases}` +
            (f.line ? `, deciding line ${r.lineOk}/${r.cases}` : ''),
        );
        // A silently empty or truncated file must fail, not pass with nothing checked.
        expect(r.cases).toBe(lines);
        expect(r.cases).toBeGreaterThanOrEqual(f.atLeast);
        expect(r.misses.slice(0, 20), `${r.misses.length} misses; the first ones`).toEqual([]);
      });
    }
  });
}
