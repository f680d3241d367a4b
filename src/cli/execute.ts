/**
 * One run of `robotscope`: picks the subcommand from the command table (commands.ts), reads its
 * flags, runs it on the core engine and turns its outcome into an exit code (0 ok, 1 blocked or
 * fails, 2 bad usage or unreadable input, 3 a bug of ours, 4 no answer from the network).
 * Whatever happens, the answers already given reach standard output before any message reaches
 * standard error, and a person never sees a stack trace. Under `--json` an error is JSON too.
 */
import { RESULTS_VERSION } from '../core/result/version.ts';
import { CliError, EXIT_INTERNAL, EXIT_OK } from './cli-error.ts';
import { COMMANDS, commandNamed } from './commands.ts';
import type { CommandSpec } from './commandSpec.ts';
import type { Output } from './output.ts';
import { escapeControls } from './terminal-text.ts';
import { commandHelp, globalHelp, version } from './usage.ts';

/** The flags before `--`: what a person gave as options, not as values. */
const flags = (args: readonly string[]): string[] => args.slice(0, args.includes('--') ? args.indexOf('--') : args.length);

export async function main(argv: string[], out: Output, commands: readonly CommandSpec[] = COMMANDS): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    out.write(globalHelp(commands));
    return EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    out.write(version() + '\n');
    return EXIT_OK;
  }
  if (name === 'help') return help(rest, out, commands);
  const command = commandNamed(name, commands);
  if (!command) {
    const what = name.startsWith('-') ? `unknown option '${name}'` : `unknown command '${name}'`;
    throw new CliError(`${what} (commands: ${commands.map((c) => c.name).join(', ')}; see robotscope --help)`);
  }
  if (flags(rest).some((a) => a === '--help' || a === '-h')) {
    out.write(commandHelp(command));
    return EXIT_OK;
  }
  // The engine loads with the command that needs it (args.ts reads crawlers and profiles), not for
  // --version or --help: the command's start-up stays near Node's own (issue 27 §2, bench/cli.ts).
  const { parseCommandArgs } = await import('./args.ts');
  return command.run(parseCommandArgs(command, rest), out);
}

/** `robotscope help [COMMAND]`. */
function help(rest: string[], out: Output, commands: readonly CommandSpec[]): number {
  if (rest.length === 0) {
    out.write(globalHelp(commands));
    return EXIT_OK;
  }
  const command = commandNamed(rest[0], commands);
  if (!command || rest.length > 1) throw new CliError(`help: no command '${rest.join(' ')}' (commands: ${commands.map((c) => c.name).join(', ')})`);
  out.write(commandHelp(command));
  return EXIT_OK;
}

export interface Streams {
  out: Output;
  stderr: NodeJS.WritableStream;
}

/** Runs `argv`; returns the exit code once every answer is written. */
export async function execute(argv: string[], streams: Streams, commands: readonly CommandSpec[] = COMMANDS): Promise<number> {
  try {
    const code = await main(argv, streams.out, commands);
    await streams.out.flush();
    return code;
  } catch (error) {
    return fail(error, streams, flags(argv).includes('--json'));
  }
}

/**
 * Flushes the answers given so far, then says what went wrong; returns the exit code. Under
 * `--json` standard output gets `{"error": {"message", "exit"}}`, so a program reading it always
 * reads JSON; standard error still gets the message for the person watching.
 */
export async function fail(error: unknown, { out, stderr }: Streams, json = false): Promise<number> {
  const { code, message } = describeFailure(error);
  if (json) out.write(JSON.stringify({ version: RESULTS_VERSION, error: { message, exit: code } }, null, 2) + '\n');
  await out.flush().catch(() => {});
  stderr.write(escapeControls(`robotscope: ${message}\n`));
  return code;
}

/**
 * A usage error is the person's to fix (exit 2), a fetch with no answer the network's (exit 4).
 * Anything else is a bug of ours (exit 3, never confused with 1): its message, and its stack
 * only when ROBOTSCOPE_DEBUG is set.
 */
function describeFailure(error: unknown): { code: number; message: string } {
  if (error instanceof CliError) return { code: error.exitCode, message: error.message };
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = process.env.ROBOTSCOPE_DEBUG && error instanceof Error ? `\n${error.stack}` : '';
  return { code: EXIT_INTERNAL, message: `internal error (please report it, with the command that caused it): ${text}${stack}` };
}
