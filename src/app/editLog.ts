/**
 * The edits of a document's recent versions, so the worker can be sent a keystroke instead of
 * the whole text (worker/edits.ts; issue 12 §2). Each version the session counts is one
 * CodeMirror update, whose changes are kept here; the edits from the version the worker holds
 * to a newer one are those changes composed.
 */
import type { ChangeSet } from '@codemirror/state';
import type { TextEdit } from '../core/index.ts';

/** Versions kept at most: the worker is rarely more than a few behind. */
const MAX_VERSIONS = 200;
/** Characters inserted by the kept versions at most: past that, sending the text costs no more. */
const MAX_INSERTED = 4 * 1024 * 1024;

interface Entry {
  version: number;
  changes: ChangeSet;
  inserted: number;
}

export class EditLog {
  private entries: Entry[] = [];
  private inserted = 0;

  /** `changes` made `version` out of `version - 1`. */
  record(version: number, changes: ChangeSet): void {
    const last = this.entries[this.entries.length - 1];
    if (last && last.version !== version - 1) this.clear();
    let inserted = 0;
    changes.iterChanges((_fa, _ta, fromB, toB) => { inserted += toB - fromB; });
    this.entries.push({ version, changes, inserted });
    this.inserted += inserted;
    while (this.entries.length > MAX_VERSIONS || (this.inserted > MAX_INSERTED && this.entries.length > 0)) {
      this.inserted -= this.entries.shift()!.inserted;
    }
  }

  /** Forget every version: the next text goes whole (a new view, whose text may differ). */
  clear(): void {
    this.entries = [];
    this.inserted = 0;
  }

  /**
   * The edits that make version `to` (of `length` characters) out of version `from`, in
   * `from`'s offsets; null when a version between is not kept, or the edits would carry half the
   * text anyway (a file opened, a big paste). Versions up to `from` are dropped: the worker,
   * once it holds `from`, is never asked about an older one (after a failure it gets the text).
   */
  between(from: number, to: number, length: number): TextEdit[] | null {
    while (this.entries.length > 0 && this.entries[0].version <= from) this.inserted -= this.entries.shift()!.inserted;
    if (from === to) return [];
    const steps = this.entries.filter((e) => e.version <= to);
    if (from > to || steps.length !== to - from || steps[0].version !== from + 1) return null;
    let inserted = 0;
    for (const s of steps) inserted += s.inserted;
    if (inserted * 2 > length) return null;
    let changes = steps[0].changes;
    for (let i = 1; i < steps.length; i++) changes = changes.compose(steps[i].changes);
    const edits: TextEdit[] = [];
    changes.iterChanges((from, to, _fb, _tb, text) => edits.push({ from, to, insert: text.toString() }));
    return edits;
  }
}
