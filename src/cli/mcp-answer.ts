/**
 * A tool's answer, bounded and safe to show. One call the schemas allow (10,000 URLs × 50
 * crawlers) once answered 108 MB after minutes of work that held every other call: now every
 * answer stays under MAX_ANSWER_BYTES on the wire, whatever was asked. Counts cover every cell;
 * the items (verdicts, changes, diagnostics) are listed while they fit, and the answer says how
 * many were left out and how to see them. Long work yields to the event loop between slices, so
 * the server answers other calls meanwhile.
 *
 * Text for the agent's host to show passes through escapeControls (terminal-text.ts), as the
 * CLI's output does: a robots.txt's ESC or U+202E reaches no screen raw. Each listed item is one
 * line, its fields escaped onto that line. The structured copy keeps the values as they are:
 * it is data, and JSON carries every character safely.
 */
import { RESULTS_VERSION } from '../core/index.ts';
import { escapeControls } from './terminal-text.ts';

/**
 * 2 MiB: room for what Googlebot reads of a robots.txt (512,000 bytes) in the text and in the
 * structured copy, escaped, and for some 5,000 verdicts with their reasons; a bound on the
 * server's memory per call and on what a client must take in.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** Kept back from the listing for the summary, the counts and the fetch report. */
export const RESERVE_BYTES = 64 * 1024;
/** Cells checked between two yields to the event loop. */
export const SLICE = 2_000;

/** Lets other calls be read and answered between slices of long work. */
export const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** What the wire costs for a string or a value: its JSON, in UTF-8 bytes. */
export const wireBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');

/** A value from the call or the file inside a line of the answer: kept on that line. */
export const one = (value: string): string => escapeControls(value, { oneLine: true });

/**
 * Room for the items of one answer (verdicts, changes, diagnostics): each is taken while its
 * line and its structured value fit; after the first that does not, none is (describing an item
 * costs work, and an answer that stops in one place is easier to continue from).
 */
export class Budget {
  private room: number;
  /** Set once an item did not fit. */
  full = false;

  constructor(limit = MAX_ANSWER_BYTES - RESERVE_BYTES) {
    this.room = limit;
  }

  take(line: string, item: unknown): boolean {
    if (this.full) return false;
    // The line, the item in structuredContent, and the item again in the JSON text block.
    const cost = wireBytes(escapeControls(line)) + wireBytes(item) + wireBytes(JSON.stringify(item)) + 3;
    if (cost > this.room) {
      this.full = true;
      return false;
    }
    this.room -= cost;
    return true;
  }
}

/** The sentence that says how many items were left out, or none when none were. */
export function leftOut(left: number, what: string, how: string): string[] {
  if (left === 0) return [];
  return [`${left.toLocaleString('en')} ${what} not listed, to keep the answer under ${MAX_ANSWER_BYTES / 1024 / 1024} MiB: ${how}.`];
}

/**
 * A tool's answer: the text for the model to read, escaped (its lines are the tool's own layout;
 * values inside them went through `one`), and the same facts as structured JSON, which is also
 * given as a second text block (MCP 2025-06-18 "Structured Content": a tool that returns
 * structured content should return it serialised in a text block too, for clients that read
 * only text). Escaping that JSON text writes a character as JSON's own `\uXXXX` escape, so it
 * still parses to the same value.
 */
export function answer<T extends object>(lines: readonly string[], data: T) {
  // The version every JSON of Robotscope carries (core RESULTS_VERSION), first.
  const versioned = { version: RESULTS_VERSION, ...data };
  return {
    content: [
      { type: 'text' as const, text: escapeControls(lines.join('\n')) },
      { type: 'text' as const, text: escapeControls(JSON.stringify(versioned)) },
    ],
    structuredContent: versioned as T & Record<string, unknown>,
  };
}

/**
 * `text` cut so that its three copies in an answer (in the text, in structuredContent, in the
 * JSON text block) take at most `maxBytes` on the wire.
 */
export function fitText(text: string, maxBytes: number): string {
  const cost = (t: string) => wireBytes(escapeControls(t)) + wireBytes(t) + wireBytes(JSON.stringify(t));
  let cut = text;
  while (cost(cut) > maxBytes) cut = cut.slice(0, Math.floor(cut.length * 0.9));
  return cut;
}
