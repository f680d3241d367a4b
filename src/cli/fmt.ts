/**
 * `robotscope fmt FILE [--check] [--write]`: Format document from the command line (core
 * formatText: key case, spacing, blank lines between groups; comments, values and each line's
 * ending kept; no verdict changes under any profile).
 *
 * Without a flag the formatted file goes to standard output: as bytes when it is a pipe or a
 * file (so `fmt robots.txt > tidy.txt` keeps a Latin-1 byte or a CRLF exactly), escaped like
 * every other answer when it is a terminal. `--check` writes nothing and exits 1 when the file
 * is not formatted (a CI gate); `--write` rewrites the file in place, only when it changes.
 */
import { writeFile } from 'node:fs/promises';
import { decodeRobots, encodeRobots, formatText } from '../core/index.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { CliError, EXIT_FINDING, EXIT_OK } from './cli-error.ts';
import { describeIoError, displayName, readInput, STDIN } from './input.ts';
import type { Output } from './output.ts';
import { escapeControls } from './terminal-text.ts';

export async function runFmt({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  if (positionals.length !== 1) throw new CliError('fmt: give exactly one FILE (or - for standard input)');
  if (values.check && values.write) throw new CliError('fmt: give --check or --write, not both');
  const file = positionals[0];
  if (values.write && file === STDIN) throw new CliError('fmt: --write needs a FILE to rewrite, not standard input');
  const bytes = await readInput(file);
  const result = formatText(decodeRobots(bytes).text);
  if (result.refused) process.stderr.write(escapeControls(`robotscope: fmt: ${displayName(file)} left as it is: ${result.refused}\n`));
  if (values.check) {
    if (result.changed) out.write(`${displayName(file)}: not formatted (robotscope fmt --write ${file} formats it)\n`);
    return result.changed ? EXIT_FINDING : EXIT_OK;
  }
  const formatted = result.changed ? encodeRobots(result.text) : bytes;
  if (values.write) {
    if (!result.changed) return EXIT_OK;
    try {
      await writeFile(file, formatted);
    } catch (error) {
      throw new CliError(`cannot write '${file}': ${describeIoError(error)}`);
    }
    out.write(`${file}: formatted\n`);
    return EXIT_OK;
  }
  if (process.stdout.isTTY) out.write(result.text);
  else await writeBytes(formatted);
  return EXIT_OK;
}

function writeBytes(bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => process.stdout.write(bytes, (error) => (error ? reject(error) : resolve())));
}
