/**
 * `robotscope lint FILE [--json] [--profile P]`: the engine's diagnostics, one per line as
 * `FILE:LINE:COL severity code message` (the format editors and CI annotate from), or as JSON.
 */
import { diagnose, parseRobots, type Diagnostic } from '../core/index.ts';
import { parseCommandArgs, readProfile } from './args.ts';
import { CliError, EXIT_FINDING, EXIT_OK } from './cli-error.ts';
import { displayName } from './input.ts';
import { readSource, verdictWithoutFile } from './source.ts';
import type { Output } from './output.ts';
import { escapeControls } from './terminal-text.ts';

const OPTIONS = {
  profile: { type: 'string' },
  json: { type: 'boolean' },
} as const;

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

export async function runLint(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseCommandArgs('lint', args, OPTIONS);
  if (positionals.length !== 1) throw new CliError('lint: give exactly one FILE (or - for standard input)');
  const file = positionals[0];
  const profile = readProfile(values.profile);
  const source = await readSource(file);
  const without = verdictWithoutFile(source);
  if (without) {
    // No file to lint: say why on stderr; a site that blocks every crawler is a finding.
    process.stderr.write(escapeControls(`robotscope: lint: ${file} gives no robots.txt: ${without.reason}\n`));
    if (values.json) out.write('[]\n');
    return without.allowed ? EXIT_OK : EXIT_FINDING;
  }
  for (const note of source.fetched?.notes ?? []) process.stderr.write(escapeControls(`robotscope: lint: note: ${note}\n`));
  const diagnostics = diagnose(parseRobots(source.bytes, { profile }));
  if (values.json) out.write(JSON.stringify(diagnostics.map(toEntry), null, 2) + '\n');
  else for (const d of diagnostics) out.write(formatDiagnostic(displayName(file), d) + '\n');
  return diagnostics.some((d) => d.severity === 'error') ? EXIT_FINDING : EXIT_OK;
}

export function toEntry(d: Diagnostic): LintEntry {
  const { code, severity, line, column, endLine, endColumn, message } = d;
  return { code, severity, line, column, endLine, endColumn, message };
}

export function formatDiagnostic(file: string, d: Diagnostic): string {
  return `${file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`;
}
