/**
 * Reading a command's flags: node's own `util.parseArgs` in strict mode, with its errors turned
 * into short messages, plus the two option values every command shares (profile, agents).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { crawlerFor, READING_CHOICES, type NamedCrawler, type ReadingChoice } from '../core/index.ts';
import { CliError } from './cli-error.ts';
import type { CommandSpec, ParsedArgs } from './commandSpec.ts';

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Parses `args` against the command's options (commands.ts); unknown flags and missing values are usage errors. */
export function parseCommandArgs(command: CommandSpec, args: string[]): ParsedArgs {
  const options: OptionSpec = {};
  for (const [name, o] of Object.entries(command.options)) {
    // parseArgs refuses a `short` or `multiple` key that is present but undefined.
    options[name] = { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) };
  }
  try {
    const { values, positionals } = parseArgs({ args, options, strict: true, allowPositionals: true });
    return { values, positionals };
  } catch (error) {
    throw new CliError(`${command.name}: ${describeParseError(error)} (see robotscope help ${command.name})`);
  }
}

/**
 * The `--fail-on` value: which findings exit 1. `choices` are the command's own (check: blocked;
 * lint: error, warning; ...), `none` always among them: exit 0 whatever the answer.
 */
export function readFailOn<T extends string>(command: string, value: unknown, choices: readonly T[]): T {
  if (value === undefined) return choices[0];
  if ((choices as readonly unknown[]).includes(value)) return value as T;
  throw new CliError(`${command}: --fail-on takes ${choices.join(', ')}, not '${String(value)}'`);
}

function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const option = /'(-[^']*)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown option '${option}'`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) return `option '${option}' needs a value`;
  return message.split('. ')[0];
}

/**
 * The `--profile` of a command that checks named crawlers (check, test, diff): `documented` when
 * absent, each crawler read as its operator documents (core readingFor), or one profile for all.
 */
export function readReading(value: unknown): ReadingChoice {
  if (value === undefined) return 'documented';
  const choice = String(value);
  if ((READING_CHOICES as readonly string[]).includes(choice)) return choice as ReadingChoice;
  throw new CliError(`unknown profile '${choice}' (choose one of: ${READING_CHOICES.join(', ')})`);
}

/**
 * The `--ua` values of `check`: each a crawler (the flag repeated, or comma-separated: `--ua
 * Googlebot,GPTBot`), as `diff`, `coverage`, the MCP tools and the app's crawler field read
 * them, and each checked with what its operator documents (core checkCrawler: Googlebot-Image
 * falls back to Googlebot, AdsBot-Google ignores `*`). A raw chain of tokens, Google's
 * library's question, is `batch`'s `uas`: read here as a chain, `--ua GPTBot --ua Googlebot`
 * answered Googlebot's verdicts alone and named neither.
 */
export function readNamedCrawlers(command: string, value: unknown): NamedCrawler[] {
  const names = uaValues(value);
  if (names.length === 0) throw new CliError(`${command}: --ua CRAWLER is required (e.g. --ua Googlebot)`);
  return names.map(crawlerFor);
}

/** The `--ua` values, repeated or comma-separated, trimmed, empty ones dropped. */
export function uaValues(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : value === undefined ? [] : [value];
  // A whole User-Agent header (it has parentheses) may hold commas of its own: keep it whole.
  return raw.flatMap((v) => (String(v).includes('(') ? [String(v)] : String(v).split(','))).map((t) => t.trim()).filter((t) => t !== '');
}
