/**
 * What the start-up, the autosave and the links need of the compare view (app/compare.ts), kept
 * apart so that boot.ts, links.ts and compare.ts each import it without importing each other.
 */
import type { OtherVersion } from '../state/permalink.ts';

export interface CompareHooks {
  /** The other version while comparing: its text with its endings, and where it came from. */
  saved(): { text: string; source: string } | null;
  /** The other version's bytes while comparing (what a link carries), and where it came from. */
  linked(): OtherVersion | null;
  /**
   * The other version's length in characters while comparing, null when not comparing. Each is at
   * least a byte and a character stored: a version past a link's or the storage's limit is known
   * to be so without reading out its text or bytes (31 MB pasted there, encoded and serialised on
   * every keystroke, took seconds a key).
   */
  length(): number | null;
  /** Opens the comparison with a saved other version, or closes it when there is none. */
  restore(other: { text: string; source: string } | null): void;
  /** Calls `listener` when the comparison opens, closes, or its other version changes. */
  watch(listener: () => void): () => void;
}
