/**
 * The `robotscope` command's entry (bin/robotscope.mjs imports its compiled form, lib/cli/main.js): wires `execute` to the
 * process. An error that escapes every command (an event on a stream, a rejected promise no one
 * awaited) still ends as a one-line message with exit 3 after the answers given so far.
 */
import { EXIT_INTERNAL, EXIT_OK } from './cli-error.ts';
import { execute, fail } from './execute.ts';
import { bufferedOutput, wantsColour } from './output.ts';

const streams = { out: bufferedOutput(process.stdout, { colour: wantsColour(process.stdout) }), stderr: process.stderr };

// A reader that goes away early (`robotscope batch | head`) is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT_OK);
  throw error;
});
process.on('uncaughtException', (error) => {
  // A broken stdout may never drain: give the flush a second, then leave regardless.
  setTimeout(() => process.exit(EXIT_INTERNAL), 1000);
  void fail(error, streams, process.argv.slice(2).includes('--json')).then((code) => process.exit(code));
});

process.exitCode = await execute(process.argv.slice(2), streams);
