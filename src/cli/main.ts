/**
 * The `robotscope` command: picks the subcommand, runs it on the core engine and turns its
 * outcome into an exit code (0 fine, 1 a finding, 2 bad usage or unreadable input).
 */
import { runBatch } from './batch.ts';
import { runCheck } from './check.ts';
import { CliError, EXIT_INTERNAL, EXIT_OK, EXIT_USAGE } from './cli-error.ts';
import { runLint } from './lint.ts';
import { bufferedOutput, type Output } from './output.ts';
import { USAGE, version } from './usage.ts';

type Command = (args: string[], out: Output) => Promise<number>;

const COMMANDS: Record<string, Command> = { check: runCheck, lint: runLint, batch: runBatch };

export async function main(argv: string[], out: Output): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    out.write(USAGE);
    return EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    out.write(version() + '\n');
    return EXIT_OK;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    const what = name.startsWith('-') ? `unknown option '${name}'` : `unknown command '${name}'`;
    throw new CliError(`${what} (commands: check, lint, batch; see robotscope --help)`);
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    out.write(USAGE);
    return EXIT_OK;
  }
  return command(rest, out);
}

async function run(): Promise<void> {
  const out = bufferedOutput(process.stdout);
  // A reader that goes away early (`robotscope batch | head`) is not an error of ours.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT_OK);
    throw error;
  });
  try {
    process.exitCode = await main(process.argv.slice(2), out);
  } catch (error) {
    process.exitCode = report(error);
  } finally {
    await out.flush();
  }
}

/** Prints a failure on stderr; returns its exit code (3 for a bug, never confused with 1). */
function report(error: unknown): number {
  if (error instanceof CliError) {
    process.stderr.write(`robotscope: ${error.message}\n`);
    return EXIT_USAGE;
  }
  const detail = error instanceof Error ? error.stack ?? error.message : String(error);
  process.stderr.write(`robotscope: internal error (please report it): ${detail}\n`);
  return EXIT_INTERNAL;
}

await run();
