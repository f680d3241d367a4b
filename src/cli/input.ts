/**
 * Reading a robots.txt as raw bytes, from a file or from standard input (`-`). The engine
 * decodes the bytes itself, the way Google's parser reads them (BOM fragments, Latin-1 and
 * binary bodies included), so nothing is decoded here.
 */
import { readFile } from 'node:fs/promises';
import { CliError } from './cli-error.ts';

export const STDIN = '-';

export async function readInput(file: string): Promise<Uint8Array> {
  try {
    return file === STDIN ? await readStream(process.stdin) : new Uint8Array(await readFile(file));
  } catch (error) {
    const what = file === STDIN ? 'standard input' : `'${file}'`;
    throw new CliError(`cannot read ${what}: ${describeIoError(error)}`);
  }
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

const IO_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'is a directory',
  ENOTDIR: 'a parent is not a directory',
  EMFILE: 'too many open files',
};

function describeIoError(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code && IO_ERRORS[code]) return IO_ERRORS[code];
  return error instanceof Error ? error.message : String(error);
}

/** How a file is named in messages and lint output. */
export function displayName(file: string): string {
  return file === STDIN ? '<stdin>' : file;
}
