/**
 * Buffered writing to a stream: batch answers thousands of lines, and one `write` call per line
 * would dominate its run time. Chunks are flushed at 64 KiB and on `flush()`, waiting for the
 * stream to drain when it pushes back. Everything written passes through `escapeControls`, so
 * no character from a robots.txt reaches the terminal raw, whichever command printed it.
 */
import { once } from 'node:events';
import { escapeControls } from './terminal-text.ts';

const CHUNK = 64 * 1024;

export interface Output {
  write(text: string): void;
  /** Writes what is buffered; resolves when the stream has taken it. */
  flush(): Promise<void>;
  /** Flushes when the buffer is full; call it between units of work. */
  maybeFlush(): Promise<void>;
}

export function bufferedOutput(stream: NodeJS.WritableStream): Output {
  let parts: string[] = [];
  let size = 0;
  const flush = async (): Promise<void> => {
    if (parts.length === 0) return;
    const text = parts.join('');
    parts = [];
    size = 0;
    if (!stream.write(text)) await once(stream, 'drain');
  };
  return {
    write(text) {
      parts.push(escapeControls(text));
      size += text.length;
    },
    flush,
    maybeFlush: () => (size >= CHUNK ? flush() : Promise.resolve()),
  };
}
