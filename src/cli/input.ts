/**
 * Reading a robots.txt as raw bytes, from a file or from standard input (`-`). The engine
 * decodes the bytes itself, the way Google's parser reads them (BOM fragments, Latin-1 and
 * binary bodies included), so nothing is decoded here.
 *
 * Input is read up to MAX_INPUT_BYTES and refused past it, so an endless source (`/dev/zero`,
 * `/dev/urandom`, a pipe that never closes) ends with a message instead of filling memory.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { CliError } from './cli-error.ts';

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
  try {
    if (file !== STDIN) await refuseLargeFile(file, what);
    return await readCapped(file === STDIN ? process.stdin : createReadStream(file), what);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot read ${what}: ${describeIoError(error)}`);
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

/** How a file is named in messages and lint output. */
export function displayName(file: string): string {
  return file === STDIN ? '<stdin>' : file;
}
