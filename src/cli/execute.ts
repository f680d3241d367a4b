/**
 * One run of `robotscope`: picks the subcommand, runs it on the core engine and turns its
 * outcome into an exit code (0 fine, 1 a finding, 2 bad usage or unreadable input, 3 a bug of
 * ours). Whatever happens, the answers already given reach standard output before any message
 * reaches standard error, and a person never sees a stack trace.
 */
import { CliError, EXIT_INTERNAL, EXIT_OK } from './cli-error.ts';
import { loadMcp } from './optional-deps.ts';
import type { Output } from './output.ts';
import { escapeControls } from './terminal-text.ts';
import { USAGE, version } from './usage.ts';

export type Command = (args: string[], out: Output) => Promise<number>;

/**
 * Each command's module is loaded when it runs: `--help`, `--version` and a usage error load no
 * engine, so they answer in about Node's own start-up time.
 */
export const COMMANDS: Record<string, Command> = {
  check: async (args, out) => (await import('./check.ts')).runCheck(args, out),
  lint: async (args, out) => (await import('./lint.ts')).runLint(args, out),
  fmt: async (args, out) => (await import('./fmt.ts')).runFmt(args, out),
  batch: async (args, out) => (await import('./batch.ts')).runBatch(args, out),
  fetch: async (args, out) => (await import('./fetch.ts')).runFetch(args, out),
  test: async (args, out) => (await import('./test.ts')).runTest(args, out),
  diff: async (args, out) => (await import('./diff.ts')).runDiff(args, out),
  review: async (args, out) => (await import('./review.ts')).runReview(args, out),
  history: async (args, out) => (await import('./history.ts')).runHistory(args, out),
  coverage: async (args, out) => (await import('./coverage.ts')).runCoverage(args, out),
  mcp: async (args) => (await loadMcp()).runMcp(args),
  serve: async (args, out) => (await import('./serve.ts')).runServe(args, out),
};

export async function main(argv: string[], out: Output, commands = COMMANDS): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    out.write(USAGE);
    return EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    out.write(version() + '\n');
    return EXIT_OK;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    const what = name.startsWith('-') ? `unknown option '${name}'` : `unknown command '${name}'`;
    throw new CliError(`${what} (commands: ${Object.keys(COMMANDS).join(', ')}; see robotscope --help)`);
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    out.write(USAGE);
    return EXIT_OK;
  }
  return command(rest, out);
}

export interface Streams {
  out: Output;
  stderr: NodeJS.WritableStream;
}

/** Runs `argv`; returns the exit code once every answer is written. */
export async function execute(argv: string[], { out, stderr }: Streams, commands = COMMANDS): Promise<number> {
  try {
    const code = await main(argv, out, commands);
    await out.flush();
    return code;
  } catch (error) {
    return fail(error, { out, stderr });
  }
}

/** Flushes the answers given so far, then says what went wrong; returns the exit code. */
export async function fail(error: unknown, { out, stderr }: Streams): Promise<number> {
  await out.flush().catch(() => {});
  const { code, message } = describeFailure(error);
  stderr.write(escapeControls(`robotscope: ${message}\n`));
  return code;
}

/**
 * A usage error is the person's to fix (exit 2). Anything else is a bug of ours (exit 3, never
 * confused with 1): its message, and its stack only when ROBOTSCOPE_DEBUG is set.
 */
function describeFailure(error: unknown): { code: number; message: string } {
  if (error instanceof CliError) return { code: error.exitCode, message: error.message };
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = process.env.ROBOTSCOPE_DEBUG && error instanceof Error ? `\n${error.stack}` : '';
  return { code: EXIT_INTERNAL, message: `internal error (please report it, with the command that caused it): ${text}${stack}` };
}
