/**
 * What the page shows beside the document (state/store.ts): its messages, the kept documents
 * offered back, and what a link could not carry.
 */
export type MessageKind = 'error' | 'warning' | 'info';

export interface Message {
  id: number;
  kind: MessageKind;
  text: string;
  /** Its buttons, each a label and what it does (either dismisses the message). */
  actions: MessageAction[];
}

export interface MessageAction {
  label: string;
  run: () => void;
}

/** A stored version offered to bring back (autosave.ts), as the page shows it. */
export interface KeptOffer {
  id: string;
  /** Its first line, to know it by. */
  name: string;
  lines: number;
  /** When it was last edited (ms since 1970; 0 when unknown). */
  edited: number;
  /** Why it is not on screen. */
  why: string;
  /** Its file name (Download saves under it). */
  fileName: string;
}

export interface UiSlice {
  messages: Message[];
  /** Other documents the person had, newest first, until they discard them. */
  kept: KeptOffer[];
  /** Set when the document is too big for a permalink (the link carries the test suite alone). */
  linkTooBig: boolean;
  /** Why not even the test suite goes in a link (too many URLs...), or null: then no link is made. */
  linkSuiteTooBig: string | null;
  /** Set while comparing when the link carries this version but not the other (both do not fit). */
  linkWithoutOther: boolean;
  /** The length of the grid's search when the link leaves it out (too long for one: linkView.ts searchTooLong), else null. */
  linkSearchLeftOut: number | null;
  /** Shown briefly after "Copy link". */
  copied: boolean;
}
