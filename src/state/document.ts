/**
 * The document as bytes. CodeMirror keeps "\n" between lines whatever the file used, so each
 * line's own ending is kept beside the text (core `LineBreaks`) and put back on export: a file
 * with CRLF, CR, LF or a mix of them comes back byte for byte through download, link and
 * autosave. A BOM needs nothing special: the core keeps it in the text (U+FEFF, or the escaped
 * bytes of a partial or UTF-16 one) and its parser skips it as Google does.
 */
import { decodeRobots, encodeRobots, encodingOfText, joinBreaks, splitBreaks, type Encoding, type LineBreaks } from '../core/index.ts';
import type { AssumedEncoding } from '../core/doubleByte.ts';

export interface LoadedText {
  /** The text as the editor holds it: lines joined by "\n". */
  text: string;
  /** Each line's own ending. */
  breaks: LineBreaks;
  bomBytes: number;
  encoding: Encoding;
  invalidByteCount: number;
}

/** The encoding a text's first bytes claim (core `encodingOfText`). */
export const encodingOf = encodingOfText;

/** What the store keeps of a document (never its text): enough for every view. */
export interface DocMeta {
  breaks: LineBreaks;
  encoding: Encoding;
  /** Characters and lines in the editor's text. */
  length: number;
  lineCount: number;
  /** The text starts with a byte order mark (U+FEFF, or the escaped first byte of a partial one). */
  bom: boolean;
  /** The encodings the bytes read as when not UTF-8 (core assumedEncodings), the one the editor draws them in first; none for UTF-8. */
  assumed: readonly AssumedEncoding[];
}

/** A text's facts for the store; `doc` is anything that reads a slice (a CodeMirror Text). */
export function docMetaOf(doc: { length: number; lines: number; sliceString(from: number, to?: number): string }, breaks: LineBreaks, assumed: readonly AssumedEncoding[]): DocMeta {
  // Enough to see a UTF-16 file's NULs when it has no BOM (core encodingOfText).
  const head = doc.sliceString(0, 1024);
  const first = head.charCodeAt(0);
  return { breaks, encoding: encodingOf(head), length: doc.length, lineCount: doc.lines, bom: first === 0xfeff || first === 0xdcef, assumed };
}

/** The text with its own line endings, as decodeRobots gave it: what autosave keeps. */
export function documentText(text: string, breaks: LineBreaks): string {
  return joinBreaks(text, breaks);
}

/** The bytes a download or a permalink carries. */
export function documentBytes(text: string, breaks: LineBreaks): Uint8Array {
  return encodeRobots(joinBreaks(text, breaks));
}

/** Bytes from a file or a link, read the way Google reads them (core `decodeRobots`). */
export function loadBytes(bytes: Uint8Array): LoadedText {
  const d = decodeRobots(bytes);
  const { text, breaks } = splitBreaks(d.text);
  return { text, breaks, bomBytes: d.bomBytes, encoding: d.encoding, invalidByteCount: d.invalidByteCount };
}

/** A saved text with its own endings (documentText), read again as its bytes would be. */
export function loadText(raw: string): LoadedText {
  return loadBytes(encodeRobots(raw));
}
