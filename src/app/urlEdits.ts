/**
 * The URL field's own edits, numbered, so a keystroke goes to the worker as the change it made
 * (app/listRows.ts, worker/listProtocol.ts) without comparing the two texts: finding a change
 * in a list of 1,000,000 lines by its common prefix and suffix compared 28 MB a key (80-100 ms).
 * The field records each change it writes to the store; a list set from elsewhere (a file, a
 * link, Clear) breaks the chain, and the client then finds the change by comparing the texts.
 */
import type { ChangeSet } from '@codemirror/state';
import type { TextEdit } from '../core/index.ts';
import { EditLog } from './editLog.ts';

export class UrlEdits {
  private readonly log = new EditLog();
  private current = 0;

  /** The version of the field's text now. */
  version(): number {
    return this.current;
  }

  /** The field changed its text by `changes` (in the text's offsets before them). */
  record(changes: ChangeSet): void {
    this.log.record(++this.current, changes);
  }

  /** The text was set from elsewhere: no edits lead to it. */
  replaced(): void {
    this.current++;
    this.log.clear();
  }

  /** The edits from version `from` to `to` (whose text has `length` characters), or null when not kept. */
  between(from: number, to: number, length: number): TextEdit[] | null {
    return this.log.between(from, to, length);
  }
}
