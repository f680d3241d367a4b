/**
 * A failure the command reports on stderr and ends with exit code 2: bad usage (an unknown
 * flag, a missing argument, an unknown profile) or input that cannot be read. Verdicts and
 * lint findings are not errors; they use exit codes 0 and 1.
 */
export class CliError extends Error {
  readonly exitCode = 2;

  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
/** `check`: some URL is blocked; `lint`: some diagnostic is an error. */
export const EXIT_FINDING = 1;
export const EXIT_USAGE = 2;
/** A bug in robotscope itself (an exception the engine should not throw). */
export const EXIT_INTERNAL = 3;
