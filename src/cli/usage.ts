/**
 * The help texts and the version: `robotscope --help` (every command's synopsis and summary)
 * and `robotscope help CMD` / `robotscope CMD --help` (that command alone), both written from
 * the command table (commands.ts).
 */
import { readFileSync } from 'node:fs';
import type { CommandSpec, OptionDoc, RobotsArgs } from './commandSpec.ts';
import { MAX_INPUT_LABEL } from './input.ts';

const WIDTH = 80;

/** `text` broken into lines of at most `width` characters, each after `indent`. */
export function wrap(text: string, indent: number, width = WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    if (line !== '' && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines.map((l) => ' '.repeat(indent) + l);
}

/** `head` then `text` wrapped, its further lines indented to where `text` began. */
function hanging(head: string, text: string): string[] {
  const lines = wrap(text, head.length);
  return [head + lines[0].slice(head.length), ...lines.slice(1)];
}

/**
 * How the robots.txt files a command's arguments name are read: said in its help only when it
 * takes some (batch takes none, fmt fetches no URL), and in the global help for every command.
 */
function robotsParagraph(robots: RobotsArgs | string[]): string {
  const fetch = 'an http(s):// URL is fetched as fetch does (a 404 then allows every URL, a 5xx blocks every URL, and the command says why)';
  const read = Array.isArray(robots)
    ? `A robots.txt argument (FILE, OLD and NEW, ROBOTS) is read as raw bytes; - reads standard input; for ${robots.join(', ')} ${fetch}.`
    : `${robots.names.includes(' and ') ? `Each of ${robots.names}` : robots.names} is read as raw bytes; - reads standard input${robots.fetched ? `; ${fetch}` : ''}.`;
  return `${read} Input over ${MAX_INPUT_LABEL} is refused (exit 2) once that much is read: Google reads only the first 500 KiB of a robots.txt, and no real one comes near ${MAX_INPUT_LABEL}.`;
}

/** Said after every help: how output is written, and the exit codes every command shares. */
const SHARED = [
  'Control characters from a file (ESC, CR, U+202E ...) are printed as \\u001b, \\u000d, \\u202e. Verdicts and severities are coloured on a terminal, unless NO_COLOR is set.',
  'Exit codes: 0 ok, 1 the answer is "blocked" or "fails", 2 bad usage or unreadable input, 3 an internal error (ROBOTSCOPE_DEBUG=1 adds the stack trace to its message), 4 a robots.txt to fetch gave no answer (a network error or the time limit: that is no verdict). Under --json an error is printed as {"error": {"message", "exit"}}.',
];

const paragraphs = (texts: readonly string[], indent: number): string => texts.map((t) => wrap(t, indent).join('\n')).join('\n\n');

export function globalHelp(commands: readonly CommandSpec[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    // The default reading is each crawler's own (issue 29): Google's parser is one of them, not the one.
    ...wrap('robotscope — check and lint robots.txt files as each crawler reads them: as its operator documents (Google, Bing, Yandex; RFC 9309 for one that documents nothing more), or one reading for all (--profile).', 0),
    '',
    'Usage:',
    ...commands.flatMap((c) => hanging('  robotscope ', c.usage)),
    '  robotscope help COMMAND | COMMAND --help',
    '  robotscope --help | --version',
    '',
    'Commands:',
    ...commands.flatMap((c) => {
      const [first, ...rest] = wrap(c.summary, width + 4);
      return [`  ${c.name.padEnd(width)}  ${first.trimStart()}`, ...rest];
    }),
    '',
    paragraphs([robotsParagraph(commands.filter((c) => c.robots?.fetched).map((c) => c.name)), ...SHARED], 0),
    '',
    'robotscope help COMMAND says what a command does and every option it takes.',
    '',
  ].join('\n');
}

function optionLabel(name: string, o: OptionDoc): string {
  const flag = `${o.short ? `-${o.short}, ` : ''}--${name}`;
  return o.type === 'string' ? `${flag} ${o.value ?? 'VALUE'}` : flag;
}

export function commandHelp(c: CommandSpec): string {
  const options: [string, string][] = [...Object.entries(c.options).map(([name, o]): [string, string] => [optionLabel(name, o), o.help]), ['-h, --help', 'This help.']];
  const width = Math.min(28, Math.max(...options.map(([label]) => label.length)));
  const optionLines = options.flatMap(([label, help]) => {
    const [first, ...rest] = wrap(help, width + 4);
    return label.length > width ? [`  ${label}`, first, ...rest] : [`  ${label.padEnd(width)}  ${first.trimStart()}`, ...rest];
  });
  return [
    ...hanging('Usage: robotscope ', c.usage),
    '',
    ...wrap(c.summary, 0),
    '',
    paragraphs(c.details, 0),
    '',
    'Options:',
    ...optionLines,
    '',
    ...wrap(`Exit: ${c.exit}`, 0),
    '',
    paragraphs(c.robots ? [robotsParagraph(c.robots), ...SHARED] : SHARED, 0),
    '',
  ].join('\n');
}

export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
