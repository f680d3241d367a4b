/**
 * `robotscope batch [--profile P] [--whole-file] [--encode-url]`: JSON Lines in, JSON Lines out, one answer per
 * non-blank request line and in order (blank lines get none), so conformance tooling can zip
 * cases with answers. A malformed line, or one longer than the input cap, answers
 * `{"error": ...}` and the run goes on; a line that is not UTF-8 is answered with a `warning`.
 * A named `crawler` is read as `check` reads it, as its operator documents unless `--profile`
 * forces one reading for all; raw `ua`/`uas` tokens as Google's library reads them unless
 * `--profile` says otherwise. Like Googlebot, Google's reading takes only a file's first 512,000
 * bytes unless `--whole-file`. `--encode-url` checks each URL as a browser requests it
 * (batch-request.ts), unless a request's `encode_url` says otherwise.
 */
import { fileParse, RESULTS_VERSION } from '../core/index.ts';
import { isUtf8 } from 'node:buffer';
import { readReading } from './args.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { answerLine, type BatchOptions } from './batch-request.ts';
import { boundedLines, CHUNK_END, TOO_LONG } from './bounded-lines.ts';
import { CliError, EXIT_OK } from './cli-error.ts';
import { describeIoError, MAX_INPUT_BYTES, MAX_INPUT_LABEL, refuseClosedStdin } from './input.ts';
import type { Output } from './output.ts';
import { ParseCache } from './parse-cache.ts';
import { sayDecodersLacking } from './source.ts';

/** The answer to a line past the cap, given as soon as the line passes it. */
export const TOO_LONG_ANSWER = JSON.stringify({
  version: RESULTS_VERSION,
  error: `request line longer than ${MAX_INPUT_LABEL}, the most robotscope reads; skipped to the next line`,
});

export async function runBatch({ values, positionals }: ParsedArgs, out: Output, input: NodeJS.ReadableStream = process.stdin): Promise<number> {
  if (positionals.length > 0) throw new CliError('batch: takes no arguments; it reads JSON Lines on standard input');
  if (input === process.stdin) refuseClosedStdin();
  // The answers may lack a doubt the page gives where this Node lacks a decoder: said once, on stderr.
  const cache = new ParseCache(readReading(values.profile), undefined, (file) => sayDecodersLacking(fileParse(file)));
  const options: BatchOptions = { wholeFile: values['whole-file'] === true, encodeUrl: values['encode-url'] === true };
  for await (const line of boundedLines(readable(input), MAX_INPUT_BYTES)) {
    if (line === CHUNK_END) await out.flush();
    else if (line === TOO_LONG) out.write(TOO_LONG_ANSWER + '\n');
    else answer(line, cache, options, out);
    await out.maybeFlush();
  }
  return EXIT_OK;
}

/**
 * The words of the warning on a request line that is not UTF-8: JSON is UTF-8 (RFC 8259 8.1),
 * so its bytes that are not were read as U+FFFD, and a robots.txt in `robots` may not be the one
 * that was meant.
 */
export const NOT_UTF8_WARNING = 'the request line is not valid UTF-8: its invalid bytes were read as U+FFFD; send a robots.txt that is not UTF-8 as robots_b64 to keep its bytes';

function answer(bytes: Uint8Array, cache: ParseCache, options: BatchOptions, out: Output): void {
  const line = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = line.toString('utf8');
  if (text.trim() === '') return;
  out.write(answerLine(text, cache, options, isUtf8(line) ? undefined : NOT_UTF8_WARNING) + '\n');
}

/** The chunks of standard input; a failure to read it is a usage error (exit 2), not a bug. */
async function* readable(input: NodeJS.ReadableStream): AsyncGenerator<Uint8Array | string> {
  try {
    for await (const chunk of input) yield chunk;
  } catch (error) {
    throw new CliError(`cannot read standard input: ${describeIoError(error)}`);
  }
}
