/**
 * `robotscope batch [--profile P]`: JSON Lines in, JSON Lines out, one answer per non-blank
 * request line and in order (blank lines get none), so conformance tooling can zip cases with
 * answers. A malformed line answers `{"error": ...}` and the run goes on.
 */
import { createInterface } from 'node:readline';
import { parseCommandArgs, readProfile } from './args.ts';
import { CliError, EXIT_OK } from './cli-error.ts';
import { answerLine } from './batch-request.ts';
import type { Output } from './output.ts';
import { ParseCache } from './parse-cache.ts';

const OPTIONS = { profile: { type: 'string' } } as const;

export async function runBatch(args: string[], out: Output, input: NodeJS.ReadableStream = process.stdin): Promise<number> {
  const { values, positionals } = parseCommandArgs('batch', args, OPTIONS);
  if (positionals.length > 0) throw new CliError('batch: takes no arguments; it reads JSON Lines on standard input');
  const cache = new ParseCache(readProfile(values.profile));
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    out.write(answerLine(line, cache) + '\n');
    await out.maybeFlush();
  }
  return EXIT_OK;
}
