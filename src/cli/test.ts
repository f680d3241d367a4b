/**
 * `robotscope test FILE --expect EXPECTATIONS.json [--profile P] [--junit OUT.xml] [--json]`:
 * the CI gate. Each expectation ("Googlebot must be allowed /checkout/") is checked for the
 * crawler named, as it reads the file (core checkExpectations); one line per expectation that
 * fails, with what decided instead. Exit 0 when all hold, 1 when any fails, 2 on bad usage or
 * an unreadable file.
 */
import { jsonDocument } from './json-out.ts';
import { writeFile } from 'node:fs/promises';
import {
  checkExpectations, comparedAs, crawlerFor, expectationSummary, originOf, readExpectationBytes, readingFor, unsureCounts, unsureSummary, type Expectation, type ExpectationResult,
  type ReadingChoice,
} from '../core/index.ts';
import { readFailOn, readReading } from './args.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { noteLine, untestable, writeRefused } from './check.ts';
import { CliError, EXIT_FINDING, EXIT_OK } from './cli-error.ts';
import { describeIoError, displayName, readInput } from './input.ts';
import { assumedText, doubtText, gotText, junitReport } from './junit.ts';
import { paint, type Output } from './output.ts';
import { describeFetch, readSource, sourceFile, verdictWithoutFile, type Source } from './source.ts';
import { escapeControls } from './terminal-text.ts';

export async function runTest({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  const failOn = readFailOn('test', values['fail-on'], ['expectation', 'none'] as const);
  if (positionals.length !== 1) throw new CliError('test: give exactly one FILE (usage: robotscope test FILE --expect EXPECTATIONS.json)');
  if (typeof values.expect !== 'string') throw new CliError('test: --expect EXPECTATIONS.json is required');
  const file = readExpectationBytes(await readInput(values.expect));
  if (!file.ok) throw new CliError(`test: ${displayName(values.expect)}: ${file.error}`);
  const profile: ReadingChoice = values.profile === undefined && file.value.profile ? file.value.profile : readReading(values.profile);
  const source = await readSource(positionals[0]);
  // An expectation on a line that is no URL, or on another site than a fetched file's, is
  // refused with why, never checked as `/` (as `check` does).
  const refused = untestable(file.value.expectations.map((e) => e.url), source.fetched ? originOf(source.fetched.robotsUrl) : '');
  if (refused.length > 0) return writeRefused(out, 'test', refused, values.json === true);
  const results = check(source, profile, file.value.expectations);
  if (typeof values.junit === 'string') await writeJunit(values.junit, results, positionals[0]);
  const failed = results.filter((r) => !r.pass);
  if (values.json) {
    out.write(jsonDocument('test', { profile, total: results.length, failed: failed.length, results }));
  } else {
    if (source.fetched) out.write(`# ${describeFetch(source.fetched)}\n`);
    for (const r of results) writeResult(out, r);
    out.write((expectationSummary(results.length, failed.length) || 'No expectations to check') + unsureCount(results) + '\n');
  }
  return failed.length > 0 && failOn === 'expectation' ? EXIT_FINDING : EXIT_OK;
}

/**
 * A failure, with what decided instead; and any expectation whose answer hangs on a reading
 * nobody documents (readings disagree: a crawler read by RFC 9309, or bingbot, whom Google's
 * lenient parser answers otherwise), held or not, with that other answer: before, such a one
 * held in silence, though `check` says "Allowed (RFC 9309). A lenient parser, as Google's, would
 * block it" for the same URL.
 */
function writeResult(out: Output, r: ExpectationResult): void {
  if (r.pass && !unsure(r)) return;
  const doubt = noteLine(doubtText(r)) + noteLine(assumedText(r));
  const word = r.pass ? paint('warning', 'UNSURE') : paint('blocked', 'FAIL');
  const said = r.pass ? `holds (${r.got}${r.line > 0 ? ` by line ${r.line}: ${r.rule}` : ''}) only as its reading has it` : `expected ${r.expect}, got ${gotText(r)}`;
  out.write([word, escapeControls(`  ${r.crawler}  ${r.url}  ${said}${doubt}${noteLine(comparedAs(r.comparedAs))}`) + '\n']);
}

/**
 * Held on a reading nobody documents (readings disagree), or for a crawler assumed by its name
 * (YandexVideo): "YandexVideo must be blocked" holds only as far as the assumption does.
 */
const unsure = (r: ExpectationResult): boolean => r.lenient !== null || r.assumed;

/** "; 1 holds only as its crawler's reading has it (readings disagree)", for the summary line; '' when none (core unsureSummary). */
function unsureCount(results: readonly ExpectationResult[]): string {
  const { disagree, assumed } = unsureCounts(results);
  return unsureSummary(disagree, assumed);
}

/** The results; a fetch that gave no file (404: all allowed; 5xx: all blocked) answers every one alike. */
function check(source: Source, profile: ReadingChoice, expectations: Expectation[]): ExpectationResult[] {
  const without = verdictWithoutFile(source);
  if (!without) return checkExpectations(sourceFile(source, profile), expectations);
  return answeredAlike(without.allowed, expectations, profile);
}

/** Every expectation answered as a fetch without a file answers it: all allowed (404) or all blocked (5xx), whatever the reading. */
export function answeredAlike(allowed: boolean, expectations: readonly Expectation[], choice: ReadingChoice): ExpectationResult[] {
  const got = allowed ? 'allowed' : 'blocked';
  // No rule decides, so no assumption about the crawler's groups does either: not `assumed`.
  return expectations.map((e) => ({
    ...e, got, pass: got === e.expect, line: 0, rule: '', tieBreak: 'no-match', crawlerRule: null, chain: [], comparedAs: '', reading: readingFor(crawlerFor(e.crawler), choice).profile, lenient: null, assumed: false,
  }));
}

async function writeJunit(path: string, results: ExpectationResult[], file: string): Promise<void> {
  try {
    await writeFile(path, junitReport(results, `robots.txt expectations: ${file}`));
  } catch (error) {
    throw new CliError(`test: cannot write ${displayName(path)}: ${describeIoError(error)}`);
  }
}
