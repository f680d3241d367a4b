/**
 * Reading a command's flags: node's own `util.parseArgs` in strict mode, with its errors turned
 * into short messages, plus the two option values every command shares (profile, agents).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { crawlerChain, PROFILES, type Profile } from '../core/index.ts';
import { CliError } from './cli-error.ts';

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

/** Parses `args` against `options`; unknown flags and missing values are usage errors. */
export function parseCommandArgs(command: string, args: string[], options: OptionSpec): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({ args, options, strict: true, allowPositionals: true });
    return { values, positionals };
  } catch (error) {
    throw new CliError(`${command}: ${describeParseError(error)} (see robotscope --help)`);
  }
}

function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const option = /'(-[^']*)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown option '${option}'`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) return `option '${option}' needs a value`;
  return message.split('. ')[0];
}

/** The `--profile` value, `google` when absent. */
export function readProfile(value: unknown): Profile {
  if (value === undefined) return 'google';
  const profile = String(value);
  if ((PROFILES as readonly string[]).includes(profile)) return profile as Profile;
  throw new CliError(`unknown profile '${profile}' (choose one of: ${PROFILES.join(', ')})`);
}

/**
 * The `--ua` values as a fallback chain, most specific first: the flag may be repeated and
 * each value may hold several comma-separated tokens (`--ua Googlebot-Image,Googlebot`).
 * One value alone is read as the app reads its User-agent field (core crawlerChain): a known
 * crawler keeps its documented fallback (Googlebot-Image, then Googlebot), a whole User-Agent
 * header becomes its product token.
 */
export function readAgents(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : value === undefined ? [] : [value];
  // A whole User-Agent header (it has parentheses) may hold commas of its own: keep it whole.
  const tokens = raw.flatMap((v) => (String(v).includes('(') ? [String(v)] : String(v).split(','))).map((t) => t.trim()).filter((t) => t !== '');
  if (tokens.length === 0) throw new CliError('check: --ua TOKEN is required (e.g. --ua Googlebot)');
  return tokens.length === 1 ? crawlerChain(tokens[0]) : tokens;
}
