/**
 * `robotscope batch [--profile P] [--whole-file]`: JSON Lines in, JSON Lines out, one answer per
 * non-blank request line and in order (blank lines get none), so conformance tooling can zip
 * cases with answers. A malformed line, or one longer than the input cap, answers
 * `{"error": ...}` and the run goes on. Like Googlebot, the google profile reads only a file's
 * first 512,000 bytes unless `--whole-file`.
 */
import { parseCommandArgs, readProfile } from './args.ts';
import { answerLine } from './batch-request.ts';
import { boundedLines, CHUNK_END, TOO_LONG } from './bounded-lines.ts';
import { CliError, EXIT_OK } from './cli-error.ts';
import { describeIoError, MAX_INPUT_BYTES, MAX_INPUT_LABEL } from './input.ts';
import type { Output } from './output.ts';
import { ParseCache } from './parse-cache.ts';

const OPTIONS = { profile: { type: 'string' }, 'whole-file': { type: 'boolean' } } as const;

/** The answer to a line past the cap, given as soon as the line passes it. */
export const TOO_LONG_ANSWER = JSON.stringify({
  error: `request line longer than ${MAX_INPUT_LABEL}, the most robotscope reads; skipped to the next line`,
});

export async function runBatch(args: string[], out: Output, input: NodeJS.ReadableStream = process.stdin): Promise<number> {
  const { values, positionals } = parseCommandArgs('batch', args, OPTIONS);
  if (positionals.length > 0) throw new CliError('batch: takes no arguments; it reads JSON Lines on standard input');
  const cache = new ParseCache(readProfile(values.profile));
  const options = { wholeFile: values['whole-file'] === true };
  for await (const line of boundedLines(readable(input), MAX_INPUT_BYTES)) {
    if (line === CHUNK_END) await out.flush();
    else if (line === TOO_LONG) out.write(TOO_LONG_ANSWER + '\n');
    else if (line.trim() !== '') out.write(answerLine(line, cache, options) + '\n');
    await out.maybeFlush();
  }
  return EXIT_OK;
}

/** The chunks of standard input; a failure to read it is a usage error (exit 2), not a bug. */
async function* readable(input: NodeJS.ReadableStream): AsyncGenerator<Uint8Array | string> {
  try {
    for await (const chunk of input) yield chunk;
  } catch (error) {
    throw new CliError(`cannot read standard input: ${describeIoError(error)}`);
  }
}
