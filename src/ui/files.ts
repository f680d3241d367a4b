/**
 * Opening and downloading robots.txt files. A file is read as bytes and decoded by the core
 * (`decodeRobots`), so a BOM, UTF-16 or undecodable bytes are reported and kept, never
 * silently repaired.
 */
import { documentBytes, loadBytes, type LoadedText } from '../state/document.ts';
import { dismissMessage, showMessage, store } from '../state/store.ts';
import { loadDocument } from './session.ts';
import { saveFile } from './download.ts';

/** Bigger than any robots.txt a crawler reads (500 KiB) by far; bigger would only hang. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

let fileMessages: number[] = [];

export async function openFile(file: File): Promise<void> {
  fileMessages.forEach(dismissMessage);
  fileMessages = [];
  if (file.size > MAX_FILE_BYTES) {
    fail(`“${file.name}” is ${(file.size / 1048576).toFixed(1)} MB; Robotscope opens files up to 32 MB (Google reads only the first 500 KiB). Nothing was changed.`);
    return;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    fail(`“${file.name}” could not be read (it may have been moved, or access was denied). Nothing was changed.`);
    return;
  }
  const loaded = loadBytes(bytes);
  if (looksBinary(bytes, loaded)) {
    fail(`“${file.name}” does not look like a robots.txt: it is mostly binary data. Nothing was changed.`);
    return;
  }
  loadDocument(loaded, file.name);
  reportEncoding(`“${file.name}”`, loaded);
}

function fail(text: string): void {
  fileMessages.push(showMessage('error', text));
}

/**
 * NUL, undecodable bytes or replacement characters in more than a tenth of the file, and not
 * UTF-16 (which has NULs). A replacement character (U+FFFD) is a byte already damaged before
 * the file got here: corpus 0357, 0360 and 0463 are a JPEG, a PNG and gzip data saved that way
 * (41-45 % of their characters), where no real robots.txt has more than 2 %.
 */
export function looksBinary(bytes: Uint8Array, loaded: LoadedText): boolean {
  if (loaded.encoding !== 'utf-8' || bytes.length === 0) return false;
  let odd = 0;
  const n = Math.min(bytes.length, 65536);
  for (let i = 0; i < n; i++) if (bytes[i] === 0) odd++;
  const chars = Math.min(loaded.text.length, n);
  for (let i = 0; i < chars; i++) if (loaded.text.charCodeAt(i) === 0xfffd) odd++;
  return (odd + Math.min(loaded.invalidByteCount, n)) / n > 0.1;
}

/**
 * What a person must know about a document's bytes, said again whenever the document comes
 * back (file, link, autosave). `subject` starts the sentences: "“robots.txt”", "The linked document".
 */
export function reportEncoding(subject: string, loaded: LoadedText): void {
  const notes: string[] = [];
  if (loaded.encoding !== 'utf-8') {
    notes.push(`${subject} is ${loaded.encoding.toUpperCase()}. Google reads robots.txt as UTF-8 bytes, so it sees the text below (with NUL bytes between letters) and most rules will not work. Save the file as UTF-8.`);
  }
  if (loaded.bomBytes > 0) notes.push(`${subject} starts with a byte order mark; Google skips it. It is kept when you download.`);
  if (loaded.invalidByteCount > 0 && loaded.encoding === 'utf-8') {
    notes.push(`${subject} has ${loaded.invalidByteCount} byte(s) that are not valid UTF-8; they are shown as \\xNN and kept byte for byte.`);
  }
  for (const n of notes) fileMessages.push(showMessage(loaded.encoding !== 'utf-8' ? 'warning' : 'info', n));
}

export function downloadDocument(): void {
  const { doc } = store.getState();
  const bytes = documentBytes(doc.text, doc.breaks);
  saveFile([bytes as Uint8Array<ArrayBuffer>], doc.fileName || 'robots.txt', 'text/plain');
}
