/**
 * `npm run conformance`: every shared conformance case run in-process through the core (the
 * same request path as `robotscope batch`), with a table of agreement per file and the first
 * misses. Exit 1 on any miss. Usage: tsx scripts/conformance.ts [FILE.jsonl...] [--misses N]
 */
import { basename } from 'node:path';
import { answerRequest } from '../src/cli/batch-request.ts';
import { conformanceFiles, emptyTally, loadCases, profileOf, tallyCase, toRequest, type Tally } from '../src/cli/conformance-cases.ts';
import { ParseCache } from '../src/cli/parse-cache.ts';

function runFile(file: string, keep: number): Tally & { ms: number } {
  const start = performance.now();
  const cache = new ParseCache(profileOf(file));
  const tally = emptyTally();
  for (const c of loadCases(file)) {
    let got: { allowed?: boolean; line?: number; error?: string };
    try {
      got = answerRequest(toRequest(c), cache);
    } catch (error) {
      got = { error: error instanceof Error ? error.message : String(error) };
    }
    tallyCase(tally, c, got, keep);
  }
  return { ...tally, ms: performance.now() - start };
}

function pct(ok: number, n: number): string {
  return n === 0 ? '-' : `${((100 * ok) / n).toFixed(1)}%`;
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf('--misses');
  const keep = at >= 0 ? Number(args.splice(at, 2)[1]) : 10;
  const files = args.length > 0 ? args : conformanceFiles();
  const rows = files.map((f) => ({ file: basename(f), profile: profileOf(f), ...runFile(f, keep) }));
  console.log('file                         profile    verdict          line             ms');
  for (const r of rows) {
    const verdict = `${r.verdictOk}/${r.cases} ${pct(r.verdictOk, r.cases)}`;
    const line = r.withLine ? `${r.lineOk}/${r.withLine} ${pct(r.lineOk, r.withLine)}` : '-';
    console.log(`${r.file.padEnd(29)}${r.profile.padEnd(11)}${verdict.padEnd(17)}${line.padEnd(17)}${r.ms.toFixed(0)}`);
  }
  for (const r of rows.filter((row) => row.misses.length > 0)) {
    console.log(`\n${r.file}: first misses`);
    for (const m of r.misses) console.log(`  ${m}`);
  }
  const failed = rows.some((r) => r.verdictOk !== r.cases || r.lineOk !== r.withLine);
  process.exitCode = failed ? 1 : 0;
}

main();
