/**
 * Every JSON robotscope writes opens alike: the command that wrote it and the version of its
 * fields, one number for all of them (core RESULTS_VERSION: the records of check, batch and the
 * app's files, and test, diff, review, coverage, lint, fetch, history, the "not checked" answers
 * and the errors), so a program that reads any of them checks one number, and a field name
 * (`line`, `rule`, `comparedAs`, `whyNotTested`, ...) means the same in each.
 */
import { RESULTS_VERSION } from '../core/index.ts';

export type JsonCommand = 'check' | 'test' | 'diff' | 'review' | 'coverage' | 'lint' | 'fetch' | 'history';

/** A whole JSON document of `command`, as standard output gets it. */
export function jsonDocument(command: JsonCommand, body: object): string {
  return JSON.stringify({ robotscope: command, version: RESULTS_VERSION, ...body }, null, 2) + '\n';
}
