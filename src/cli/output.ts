/**
 * Buffered writing to a stream: batch answers thousands of lines, and one `write` call per line
 * would dominate its run time. Chunks are flushed at 64 KiB and on `flush()`, waiting for the
 * stream to drain when it pushes back. Everything written passes through `escapeControls`, so
 * no character from a robots.txt reaches the terminal raw, whichever command printed it.
 *
 * A piece may carry a role (a verdict, a severity): on a terminal that takes colour it is
 * coloured, after escaping, so the only escape sequences that reach the terminal are these.
 */
import { once } from 'node:events';
import { escapeControls } from './terminal-text.ts';

const CHUNK = 64 * 1024;

/** What a coloured word says: a verdict, a severity, an outcome. */
export type Role = 'allowed' | 'blocked' | 'ungoverned' | 'error' | 'warning' | 'info';

/** SGR colours (ECMA-48 8.3.117): green, red, cyan, red, yellow, blue; each reset after its word. */
const SGR: Record<Role, string> = { allowed: '32', blocked: '31', ungoverned: '36', error: '31', warning: '33', info: '34' };

export type Piece = string | { role: Role; text: string };

/** A word in its role's colour, when the output shows colour. */
export const paint = (role: Role, text: string): Piece => ({ role, text });

export interface Output {
  /** Writes text, or pieces some of which are coloured. */
  write(text: string | readonly Piece[]): void;
  /** Writes what is buffered; resolves when the stream has taken it. */
  flush(): Promise<void>;
  /** Flushes when the buffer is full; call it between units of work. */
  maybeFlush(): Promise<void>;
}

/**
 * Colour only on a terminal that takes it (stream.hasColors: not TERM=dumb), and never when
 * NO_COLOR is set to anything (no-color.org): a pipe, a file or a CI log gets plain text.
 */
export function wantsColour(stream: NodeJS.WritableStream & { isTTY?: boolean; hasColors?: () => boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true && (stream.hasColors?.() ?? false);
}

export function bufferedOutput(stream: NodeJS.WritableStream, { colour = false } = {}): Output {
  let parts: string[] = [];
  let size = 0;
  const flush = async (): Promise<void> => {
    if (parts.length === 0) return;
    const text = parts.join('');
    parts = [];
    size = 0;
    if (!stream.write(text)) await once(stream, 'drain');
  };
  const show = (piece: Piece): string => {
    if (typeof piece === 'string') return escapeControls(piece);
    const text = escapeControls(piece.text);
    return colour ? `\x1b[${SGR[piece.role]}m${text}\x1b[39m` : text;
  };
  return {
    write(text) {
      const shown = typeof text === 'string' ? show(text) : text.map(show).join('');
      parts.push(shown);
      size += shown.length;
    },
    flush,
    maybeFlush: () => (size >= CHUNK ? flush() : Promise.resolve()),
  };
}
