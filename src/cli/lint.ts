/**
 * `robotscope lint FILE... [--json] [--profile P] [--fail-on error|warning|none]`: the engine's
 * diagnostics, one per line as `FILE:LINE:COL severity code message` (the format editors and CI
 * annotate from), or as JSON. Each FILE is linted in turn; one that cannot be read is said on
 * standard error and the others are still linted, as compilers and linters do.
 */
import { jsonDocument } from './json-out.ts';
import { diagnose, fileReading, parseRobots, sayText, type Diagnostic, type ReadingChoice } from '../core/index.ts';
import { readFailOn, readReading } from './args.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { CliError, EXIT_FINDING, EXIT_OK } from './cli-error.ts';
import { displayName, STDIN } from './input.ts';
import { readSource, sayDecodersLacking, verdictWithoutFile } from './source.ts';
import { paint, type Output } from './output.ts';
import { escapeControls } from './terminal-text.ts';

/** What `--json` prints per diagnostic: positions are 1-based, no offsets or fixes. */
export interface LintEntry {
  code: Diagnostic['code'];
  severity: Diagnostic['severity'];
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
}

/** Which diagnostics exit 1: `warning` counts errors too. */
const FAILS: Record<'error' | 'warning' | 'none', readonly Diagnostic['severity'][]> = { error: ['error'], warning: ['error', 'warning'], none: [] };

interface Linted {
  diagnostics: Diagnostic[];
  /** A fetch that gave no file and so blocks every URL: a finding of its own. */
  blocksAll: boolean;
}

export async function runLint({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  if (positionals.length === 0) throw new CliError('lint: give at least one FILE (or - for standard input)');
  if (positionals.filter((f) => f === STDIN).length > 1) throw new CliError('lint: give - (standard input) at most once');
  const choice = readReading(values.profile);
  const fails = FAILS[readFailOn('lint', values['fail-on'], ['error', 'warning', 'none'] as const)];
  const entries: (LintEntry & { file: string })[] = [];
  let finding = false;
  let failure: CliError | null = null;
  for (const file of positionals) {
    let linted: Linted;
    try {
      linted = await lintFile(file, choice);
    } catch (error) {
      // One FILE: its error is the command's. Several: said, and the others still linted.
      if (!(error instanceof CliError) || positionals.length === 1) throw error;
      process.stderr.write(escapeControls(`robotscope: lint: ${error.message}\n`));
      failure ??= error;
      continue;
    }
    finding ||= (linted.blocksAll && fails.length > 0) || linted.diagnostics.some((d) => fails.includes(d.severity));
    if (values.json) entries.push(...linted.diagnostics.map((d) => ({ file: displayName(file), ...toEntry(d) })));
    else for (const d of linted.diagnostics) out.write(formatDiagnostic(displayName(file), d));
  }
  if (values.json) out.write(jsonDocument('lint', { diagnostics: entries }));
  if (failure) return failure.exitCode;
  return finding ? EXIT_FINDING : EXIT_OK;
}

async function lintFile(file: string, choice: ReadingChoice): Promise<Linted> {
  const source = await readSource(file);
  const without = verdictWithoutFile(source);
  if (without) {
    // No file to lint: say why on stderr; a site that blocks every crawler is a finding.
    process.stderr.write(escapeControls(`robotscope: lint: ${file} gives no robots.txt: ${without.reason}\n`));
    return { diagnostics: [], blocksAll: !without.allowed };
  }
  for (const note of source.fetched?.notes ?? []) process.stderr.write(escapeControls(`robotscope: lint: note: ${note}\n`));
  const parsed = parseRobots(source.bytes, { profile: fileReading(choice) });
  sayDecodersLacking(parsed, 'lint');
  return { diagnostics: diagnose(parsed, { choice }), blocksAll: false };
}

export function toEntry(d: Diagnostic): LintEntry {
  const { code, severity, line, column, endLine, endColumn } = d;
  return { code, severity, line, column, endLine, endColumn, message: sayText(d.say) };
}

/** `FILE:LINE:COL severity code message`, the severity coloured on a terminal. */
export function formatDiagnostic(file: string, d: Diagnostic) {
  return [`${file}:${d.line}:${d.column} `, paint(d.severity, d.severity), ` ${d.code} ${sayText(d.say)}\n`];
}
