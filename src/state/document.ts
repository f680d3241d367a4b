/**
 * The document as bytes: CodeMirror keeps "\n" between lines whatever the file used, so the
 * dominant line ending is remembered here and put back on export, so a CRLF file round-trips
 * through download and permalinks. A BOM needs nothing special: the core keeps it in the text
 * (U+FEFF, or the escaped bytes of a partial one) and its parser skips it as Google does.
 */
import { decodeRobots, encodeRobots, type Encoding, type LineEnding } from '../core/index.ts';

export interface LoadedText {
  /** The text as the editor holds it: lines joined by "\n" (`eol` says what the file used). */
  text: string;
  eol: LineEnding;
  bomBytes: number;
  encoding: Encoding;
  invalidByteCount: number;
}

/** The most frequent line ending, `lf` when the text has none (a new line typed gets `\n`). */
export function dominantEol(text: string): LineEnding {
  let crlf = 0, cr = 0, lf = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) { crlf++; i++; } else cr++;
    } else if (c === 10) lf++;
  }
  if (crlf > lf && crlf >= cr) return 'crlf';
  if (cr > lf && cr > crlf) return 'cr';
  return 'lf';
}

const EOL_TEXT: Record<LineEnding, string> = { lf: '\n', crlf: '\r\n', cr: '\r', none: '\n' };

/**
 * The text as the editor holds it: every CRLF, CR and LF (each one line break, for CodeMirror
 * as for the core) becomes "\n". The store and the editor must agree, or offsets drift.
 */
export function toEditorText(text: string): string {
  return text.indexOf('\r') < 0 ? text : text.replace(/\r\n?/g, '\n');
}

/** The editor's text (lines joined by "\n") with the file's own line ending. */
export function withEol(text: string, eol: LineEnding): string {
  return eol === 'lf' || eol === 'none' ? text : text.replace(/\n/g, EOL_TEXT[eol]);
}

/** The bytes a download or a permalink carries. */
export function documentBytes(text: string, eol: LineEnding): Uint8Array {
  return encodeRobots(withEol(text, eol));
}

/** Bytes from a file or a link, read the way Google reads them (core `decodeRobots`). */
export function loadBytes(bytes: Uint8Array): LoadedText {
  const d = decodeRobots(bytes);
  const invalidByteCount = d.invalidByteCount;
  return { text: toEditorText(d.text), eol: dominantEol(d.text), bomBytes: d.bomBytes, encoding: d.encoding, invalidByteCount };
}
