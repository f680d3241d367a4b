/**
 * Big texts in and out of CodeMirror's document without long tasks (issue 12 §2).
 *
 * In: a big text made into the editor's document a piece at a time. Handing a 31 MB
 * string to a transaction splits it into lines and builds the whole line tree in one task:
 * 400 ms of main-thread CPU in Chromium. Built here from pieces of about a megabyte, one piece
 * per task, appended to each other (appending reuses the tree built so far, it does not copy it),
 * no task holds the page for more than a few tens of milliseconds.
 *
 * Out: a document's text is read once (docString): the worker job, the autosave and the link of
 * one version share one string, and a document made from a known text is never read back out.
 */
import { Text } from '@codemirror/state';

/** Below this many characters the text is put in at once. */
export const PIECE_CHARS = 1 << 20;

/**
 * `text` (lines joined by "\n", as the editor holds them) as a Text, built in pieces of about
 * `pieceChars` characters, waiting for `yieldTask` between pieces.
 */
export async function buildDoc(text: string, yieldTask: () => Promise<void>, pieceChars = PIECE_CHARS): Promise<Text> {
  let doc: Text | null = null;
  for (let from = 0; from < text.length || doc === null;) {
    // A piece ends just after a line break, so the next one starts a line of its own: the
    // piece's last (empty) line and the next piece's first line are one line once appended.
    const cut = from + pieceChars >= text.length ? -1 : text.indexOf('\n', from + pieceChars);
    const to = cut < 0 ? text.length : cut + 1;
    // CodeMirror's own reading of line breaks, so the result equals the text put in at once.
    const piece = Text.of(text.slice(from, to).split(/\r\n?|\n/));
    doc = doc === null ? piece : doc.append(piece);
    from = to;
    if (from < text.length) await yieldTask();
  }
  return doc;
}

/** Lets the page run (paint, input) before the rest; a message is not throttled as a timer is. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `fn` when the main thread has nothing to do (or after a second at most); returns its cancel.
 * `more()` says whether the idle period has time left, for work done a slice at a time (the path
 * index); where the browser has no requestIdleCallback (Safari), after a pause, with about 8 ms.
 */
export const whenIdle: (fn: (more: () => boolean) => void) => () => void = typeof requestIdleCallback === 'function'
  ? (fn) => { const id = requestIdleCallback((deadline) => fn(() => deadline.timeRemaining() > 1), { timeout: 1000 }); return () => cancelIdleCallback(id); }
  : (fn) => {
    const id = setTimeout(() => {
      const end = performance.now() + 8;
      fn(() => performance.now() < end);
    }, 200);
    return () => clearTimeout(id);
  };

/** Each document's text, once read or once known. A document (Text) never changes, so neither does its text. */
const texts = new WeakMap<Text, string>();

/** `doc` as one string ("\n" between lines), serialised at most once per document. */
export function docString(doc: Text): string {
  let text = texts.get(doc);
  if (text === undefined) {
    text = doc.toString();
    texts.set(doc, text);
  }
  return text;
}

/**
 * Records that `doc` holds exactly `text`: the document a whole-document replacement by `text`
 * made. A text with a CR is not recorded, since the editor reads a CR as a line break.
 */
export function knownAs(doc: Text, text: string): void {
  if (doc.length === text.length && !text.includes('\r')) texts.set(doc, text);
}
