/**
 * Reading a robots.txt as raw bytes, from a file or from standard input (`-`). The engine
 * decodes the bytes itself, the way Google's parser reads them (BOM fragments, Latin-1 and
 * binary bodies included), so nothing is decoded here.
 *
 * Input is read up to MAX_INPUT_BYTES and refused past it, so an endless source (`/dev/zero`,
 * `/dev/urandom`, a pipe that never closes) ends with a message instead of filling memory.
 */
import { createReadStream, readFileSync, readlinkSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { CliError } from './cli-error.ts';
import { escapeControls } from './terminal-text.ts';

export const STDIN = '-';

/**
 * 64 MiB: Google reads only the first 500 KiB of a robots.txt, and the largest real files seen
 * run to a few MB (corpus 0341 is 3.7 MB), so this refuses no file a crawler would read, while
 * a body 128 times Google's limit still opens to show what lies past the cut.
 */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
/** How the cap is named in messages and `--help`. */
export const MAX_INPUT_LABEL = '64 MiB';

export async function readInput(file: string): Promise<Uint8Array> {
  const what = file === STDIN ? 'standard input' : `'${file}'`;
  if (file === STDIN) refuseClosedStdin();
  try {
    if (file !== STDIN) await refuseLargeFile(file, what);
    return await readCapped(file === STDIN ? process.stdin : createReadStream(file), what);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot read ${what}: ${describeIoError(error)}`);
  }
}

/** Said when standard input was closed (`robotscope check - <&-`), rather than reading it as an empty file. */
export const STDIN_CLOSED = 'standard input is closed: pipe a robots.txt in (robotscope check - < robots.txt) or give a FILE';

export function refuseClosedStdin(): void {
  if (stdinWasClosed()) throw new CliError(STDIN_CLOSED);
}

/**
 * Whether standard input was closed when robotscope started. Node puts /dev/null, opened
 * read-write, in place of a closed standard stream (node.cc PlatformInit), where a shell's
 * `< /dev/null` opens it read-only; Linux shows the difference in /proc. Elsewhere a closed
 * standard input reads as empty, as /dev/null does.
 */
function stdinWasClosed(): boolean {
  try {
    if (readlinkSync('/proc/self/fd/0') !== '/dev/null') return false;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync('/proc/self/fdinfo/0', 'utf8'));
    return flags !== null && (parseInt(flags[1], 8) & 3) === 2; // O_ACCMODE is O_RDWR
  } catch {
    return false;
  }
}

/** A regular file says its size: refuse it before reading a byte. Devices and pipes say 0. */
async function refuseLargeFile(file: string, what: string): Promise<void> {
  const info = await stat(file);
  if (info.isFile() && info.size > MAX_INPUT_BYTES) throw tooLarge(what);
}

export function tooLarge(what: string): CliError {
  return new CliError(`${what} is larger than ${MAX_INPUT_LABEL}, the most robotscope reads (Google reads only the first 500 KiB of a robots.txt)`);
}

/** All of `stream`, or a CliError as soon as it passes the cap (the stream is then destroyed). */
async function readCapped(stream: NodeJS.ReadableStream, what: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving a for-await early destroys the stream, so an endless source stops being read.
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > MAX_INPUT_BYTES) throw tooLarge(what);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size);
}

const IO_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'is a directory',
  ENOTDIR: 'a parent is not a directory',
  EMFILE: 'too many open files',
};

export function describeIoError(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code && IO_ERRORS[code]) return IO_ERRORS[code];
  return error instanceof Error ? error.message : String(error);
}

/**
 * A URL list (`--urls`): its URLs to check (core urlFile.ts: read by what the file holds, never
 * its name, as the page's Open a list reads it; each URL once, blank and # entries left out);
 * - reads standard input. A file that cannot be read as what it holds is refused, saying why.
 */
export async function readUrlFile(file: string): Promise<string[]> {
  // Loaded on use: `robotscope --version` loads no engine module (package.test.ts).
  const [{ textFileDecoder, urlText }, { readUrlListText, urlsToCheck }, { headerlessRowsWords, urlFileRefusedWords }, { widerReadWords }] =
    await Promise.all([import('../core/textFile.ts'), import('../core/urlFile.ts'), import('../core/words/urlFileWords.ts'), import('../core/words/widerRowWords.ts')]);
  const decoder = textFileDecoder();
  const read = readUrlListText(urlText(decoder.decode(await readInput(file)) + decoder.end(), decoder.read));
  if (read.form === 'refused') throw new CliError(`--urls ${displayName(file)}: ${urlFileRefusedWords(read.refusal)}`);
  if (read.rows) process.stderr.write(`robotscope: warning: --urls ${displayName(file)}: ${headerlessRowsWords(read.rows.cells, read.rows.sep)}\n`);
  if (read.wider) process.stderr.write(`robotscope: warning: --urls ${displayName(file)}: ${widerReadWords(read.wider.line, read.wider.sep)}\n`);
  return urlsToCheck(read.urls);
}

/** How a file is named in messages and lint output: on one line, whatever its name holds. */
export function displayName(file: string): string {
  return file === STDIN ? '<stdin>' : escapeControls(file, { oneLine: true });
}
