/**
 * A small least-recently-used cache of read files, keyed by the exact robots body as it came in
 * (text, or base64 with a prefix). Conformance files ask many questions of one body, often on
 * consecutive lines, and a large corpus file costs far more to parse than to check. Each body is
 * parsed once per reading its requests need (core readFile): a named crawler is read as its
 * operator documents, so one body may be read as Google, RFC 9309, Bing and Yandex.
 */
import { readFile, type ReadFile, type ReadingChoice } from '../core/index.ts';

export class ParseCache {
  private readonly entries = new Map<string, ReadFile>();
  private readonly choice: ReadingChoice;
  private readonly capacity: number;

  private readonly onRead: (file: ReadFile) => void;

  /** `choice`: each crawler's documented reading, or one profile for every request; `onRead`: called with each body read (not with a hit). */
  constructor(choice: ReadingChoice, capacity = 16, onRead: (file: ReadFile) => void = () => {}) {
    this.choice = choice;
    this.capacity = capacity;
    this.onRead = onRead;
  }

  /** The file `body` read as the cache's choice says; `key` names it exactly (two bodies with one key must be equal), `bodyCut` included (core readFile). */
  get(key: string, body: () => string | Uint8Array, bodyCut = false): ReadFile {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to mark it most recently used (a Map iterates in insertion order).
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const file = readFile(body(), this.choice, bodyCut);
    this.onRead(file);
    this.entries.set(key, file);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return file;
  }
}
