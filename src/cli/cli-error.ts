/**
 * A failure the command reports on stderr (or, under `--json`, as JSON) with its own exit code:
 * bad usage (an unknown flag, a missing argument, an unknown profile) or input that cannot be
 * read, exit 2; a fetch that got no answer, exit 4. Verdicts and lint findings are not errors;
 * they use exit codes 0 and 1.
 */
export class CliError extends Error {
  constructor(message: string, readonly exitCode: number = EXIT_USAGE) {
    super(message);
    this.name = 'CliError';
  }
}

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
/** The answer is "blocked" or "fails": `check`, some URL is blocked; `lint`, some diagnostic is an error. */
export const EXIT_FINDING = 1;
export const EXIT_USAGE = 2;
/** A bug in robotscope itself (an exception the engine should not throw). */
export const EXIT_INTERNAL = 3;
/** The network: a robots.txt to fetch gave no answer (a network error, the time limit). Not a verdict. */
export const EXIT_NETWORK = 4;
