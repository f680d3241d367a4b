/**
 * The shape of a command of `robotscope` (its options, words and runner) and of its parsed
 * arguments: the table of commands (commands.ts), the flag reader (args.ts), the help
 * (usage.ts) and every command module read these, so they stand below all of them.
 */
import type { Output } from './output.ts';

export interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

export interface OptionDoc {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  /** What the value stands for in help (`FILE`, `TOKEN`); strings only. */
  value?: string;
  help: string;
}

/** The robots.txt files a command's arguments name (CommandSpec.robots). */
export interface RobotsArgs {
  /** As its usage names them: FILE, OLD and NEW, ROBOTS. */
  names: string;
  /** An http(s):// URL there is fetched as fetch does (source.ts readSource); else only a path or - is read (input.ts readInput). */
  fetched: boolean;
}

export interface CommandSpec {
  name: string;
  summary: string;
  /** The synopsis after `robotscope `, e.g. `check FILE --ua CRAWLER [options] URL...`. */
  usage: string;
  /** What it does, in paragraphs (usage.ts wraps them). */
  details: string[];
  options: Record<string, OptionDoc>;
  /** What its exit codes mean, beyond 2 (usage, unreadable input) and 3 (a bug). */
  exit: string;
  /**
   * The robots.txt files its arguments name; absent for a command that takes none (batch reads
   * requests, fetch a URL, history a file's versions): its help then says nothing of how a FILE is read.
   */
  robots?: RobotsArgs;
  run(args: ParsedArgs, out: Output): Promise<number>;
}
