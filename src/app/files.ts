/**
 * Opening and downloading robots.txt files. A file is read as bytes and decoded by the core
 * (`decodeRobots`), so a BOM, UTF-16 or undecodable bytes are reported and kept, never
 * silently repaired.
 */
import { looksBinary } from '../core/binaryData.ts';
import { encodingOfText } from '../core/decode.ts';
import { assumedEncodings } from '../core/doubleByte.ts';
import { assumedEncodingNote } from '../core/words/encodingWords.ts';
import { buildDoc, nextTask } from '../editor/buildDoc.ts';
import { loadBytes, type LoadedText } from '../state/document.ts';
import { dismissMessage, showMessage, type RobotsStore } from '../state/store.ts';
import { saveFile } from './download.ts';
import { activeElement, type Replace } from './replace.ts';
import type { Session } from './session.ts';

/** Bigger than any robots.txt a crawler reads (500 KiB) by far; bigger would only hang. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

export interface Files {
  /**
   * True once the file is in the editor; false when it was refused, or waits for the person to
   * keep the work it would replace (a message says which).
   */
  /** `from`: the element that held the focus when the person asked (a fetch's start); by default the one holding it now. */
  openFile(file: File, options?: { bodyCut?: boolean; from?: Element | null }): Promise<boolean>;
  /** Says again what a person must know about a document's bytes (file, link, autosave). */
  reportEncoding(subject: string, loaded: LoadedText): void;
  download(): void;
}

/**
 * Opening and downloading for one session; the messages it shows are replaced by the next
 * file's. A file replaces the document through `replace`, which keeps the one it replaces.
 */
export function createFiles(session: Session, replace: Replace): Files {
  let fileMessages: number[] = [];
  const fail = (text: string) => { fileMessages.push(showMessage(session.store, 'error', text)); };
  const reportEncoding = (subject: string, loaded: LoadedText) => { fileMessages.push(...encodingNotes(session.store, subject, loaded)); };
  return {
    async openFile(file, { bodyCut = false, from = activeElement() } = {}) {
      fileMessages.forEach((id) => dismissMessage(session.store, id));
      fileMessages = [];
      const loaded = await readFile(file, fail);
      if (!loaded) return false;
      // Decoding and filling the editor are separate tasks, and a big text goes into the
      // editor's document a piece per task: for a 31 MB file each step cost hundreds of
      // milliseconds of the main thread in one task (issue 12 §2).
      await nextTask();
      const doc = await buildDoc(loaded.text, nextTask);
      return replace('file', () => {
        session.load(loaded, { fileName: file.name, doc, bodyCut });
        reportEncoding(`“${file.name}”`, loaded);
      }, undefined, from);
    },
    reportEncoding,
    download: () => downloadDocument(session),
  };
}

/** The document on screen as a file, under its name. */
export function downloadDocument(session: Session): void {
  download(session.bytes(), session.store.getState().doc.fileName);
}

/** The file's text, or null once `fail` has said why it was not opened (also the compare view's other version). */
export async function readFile(file: File, fail: (text: string) => void): Promise<LoadedText | null> {
  if (file.size > MAX_FILE_BYTES) {
    fail(`“${file.name}” is ${(file.size / 1048576).toFixed(1)} MB; Robotscope opens files up to 32 MB (Google reads only the first 500 KiB). Nothing was changed.`);
    return null;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    fail(`“${file.name}” could not be read (it may have been moved, or access was denied). Nothing was changed.`);
    return null;
  }
  // Core's one rule for binary data, the URL list's and the URL sets' too (core binaryData.ts).
  if (looksBinary(bytes)) {
    fail(`“${file.name}” does not look like a robots.txt: it is mostly binary data. Nothing was changed.`);
    return null;
  }
  return loadBytes(bytes);
}

/**
 * What a person must know about a document's bytes, said again whenever the document comes
 * back (file, link, autosave). `subject` starts the sentences: "“robots.txt”", "The linked document".
 */
function encodingNotes(store: RobotsStore, subject: string, loaded: LoadedText): number[] {
  const notes: string[] = [];
  const readAs = assumedEncodings(loaded.text);
  const guess = readAs.length > 0 ? readAs[0] : null;
  if (loaded.encoding !== 'utf-8') {
    // Without a BOM, UTF-16 is known only from where its NULs are: say that it was assumed.
    const how = encodingOfText(loaded.text.slice(0, 2)) === 'utf-8' ? ' (it has no byte order mark: assumed from where its NUL bytes are)' : '';
    notes.push(`${subject} is ${loaded.encoding.toUpperCase()}${how}. Google reads robots.txt as UTF-8 bytes, so it sees the text shown (with NUL bytes between letters) and most rules will not work. Save the file as UTF-8.`);
  } else if (guess !== null && !guess.startsWith('utf-16')) {
    notes.push(assumedEncodingNote(subject, loaded.invalidByteCount, readAs));
  }
  if (loaded.bomBytes > 0) notes.push(`${subject} starts with a byte order mark; Google skips it. It is kept when you download.`);
  if (loaded.invalidByteCount > 0 && loaded.encoding === 'utf-8' && guess === null) {
    notes.push(`${subject} has ${loaded.invalidByteCount} byte(s) that are not valid UTF-8; they are shown as \\xNN and kept byte for byte.`);
  }
  return notes.map((n) => showMessage(store, loaded.encoding !== 'utf-8' || guess !== null ? 'warning' : 'info', n));
}

function download(bytes: Uint8Array, fileName: string): void {
  saveFile([bytes as Uint8Array<ArrayBuffer>], fileName || 'robots.txt', 'text/plain');
}
