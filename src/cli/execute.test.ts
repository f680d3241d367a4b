import { afterEach, describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import { CliError, EXIT_FINDING } from './cli-error.ts';
import { COMMANDS } from './commands.ts';
import type { CommandSpec } from './commandSpec.ts';
import { execute } from './execute.ts';
import { bufferedOutput } from './output.ts';

/** stdout and stderr that record what reached them, in the order it did. */
function terminal() {
  const log: string[] = [];
  const stream = (name: string) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(`${name}: ${chunk.toString()}`);
        done();
      },
    });
  const stdout = stream('stdout');
  return { log, streams: { out: bufferedOutput(stdout), stderr: stream('stderr') } };
}

/** A command of the table's shape, run by `run`. */
const command = (name: string, run: CommandSpec['run']): CommandSpec => ({ name, summary: '', usage: name, details: [], options: { json: { type: 'boolean', help: '' } }, exit: '', run });

/** A command that answers twice, then meets a bug of ours (or a usage error). */
const failingAfterAnswers = (name: string, error: unknown): CommandSpec => command(name, async (_args, out) => {
  out.write('answer 1\n');
  out.write('answer 2\n');
  throw error;
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('execute', () => {
  it('an internal error exits 3 with a one-line message, after the answers already given', async () => {
    const { log, streams } = terminal();
    const commands = [...COMMANDS, failingAfterAnswers('boom', new TypeError("Cannot read properties of undefined (reading 'x')"))];
    const code = await execute(['boom'], streams, commands);
    expect(code).toBe(3);
    expect(log).toEqual([
      'stdout: answer 1\nanswer 2\n',
      "stderr: robotscope: internal error (please report it, with the command that caused it): TypeError: Cannot read properties of undefined (reading 'x')\n",
    ]);
  });

  it('shows no stack trace unless ROBOTSCOPE_DEBUG asks for one', async () => {
    const error = new RangeError('Invalid string length');
    const commands = [failingAfterAnswers('boom', error)];
    const quiet = terminal();
    await execute(['boom'], quiet.streams, commands);
    expect(quiet.log.join('')).not.toMatch(/\n\s+at /);
    vi.stubEnv('ROBOTSCOPE_DEBUG', '1');
    const debug = terminal();
    await execute(['boom'], debug.streams, commands);
    expect(debug.log.at(-1)).toContain(error.stack);
  });

  it('a usage error exits 2 with its message, also after the answers already given', async () => {
    const { log, streams } = terminal();
    const code = await execute(['bad'], streams, [failingAfterAnswers('bad', new CliError('cannot read standard input: EIO'))]);
    expect(code).toBe(2);
    expect(log).toEqual(['stdout: answer 1\nanswer 2\n', 'stderr: robotscope: cannot read standard input: EIO\n']);
  });

  it("returns the command's own exit code once its output is written", async () => {
    const { log, streams } = terminal();
    const found = command('found', async (_args, out) => {
      out.write('BLOCKED\n');
      return EXIT_FINDING;
    });
    expect(await execute(['found'], streams, [found])).toBe(EXIT_FINDING);
    expect(log).toEqual(['stdout: BLOCKED\n']);
  });

  it('under --json, an error is a JSON document on standard output, after the answers given', async () => {
    const { log, streams } = terminal();
    const code = await execute(['bad', '--json'], streams, [failingAfterAnswers('bad', new CliError('cannot read standard input: EIO'))]);
    expect(code).toBe(2);
    expect(log[0]).toBe('stdout: answer 1\nanswer 2\n{\n  "version": 4,\n  "error": {\n    "message": "cannot read standard input: EIO",\n    "exit": 2\n  }\n}\n');
  });
});
