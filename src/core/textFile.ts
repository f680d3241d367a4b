import { utf16WithoutBom, UTF16_SAMPLE } from './decode.ts';
import { linesAt, ownFffdEscaped, replacementTracker } from './replacements.ts';
import type { UrlSetProblem } from './urlSetProblem.ts';

/**
 * A text file a person saved, such as a URL list or a sitemap: UTF-8, or UTF-16 when it starts
 * with that byte order mark, as Windows tools write "Unicode" text (Excel's "Unicode Text",
 * Windows PowerShell 5's `>` and Out-File), or without one where its NULs say so (iconv, some
 * exporters; review20 L2: such a list was refused as binary data). This is the BOM sniffing of the WHATWG Encoding
 * standard's "decode"; a TextDecoder made for UTF-8 does not do it. Read as UTF-8, such a list was
 * a NUL between letters: every line flagged "holds a control character", and not one URL tested.
 * An XML file without a BOM is read in the encoding its declaration names (XML 1.0 §4.3.3,
 * Appendix F): a sitemap saved `encoding="ISO-8859-1"` read as UTF-8 turned `café` into `caf�`,
 * and the URL tested was /blog/caf%EF%BF%BD, one the site does not have.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  const decoder = textFileDecoder();
  return decoder.decode(bytes) + decoder.end();
}

/** How a file is read: TextDecoder's name of its encoding, and a declared one no browser knows ('' when none). */
export interface TextFileEncoding {
  encoding: string;
  unknownLabel: string;
  /**
   * Read in a declared one-byte encoding (windows-1252…) though the bytes past ASCII are UTF-8 as
   * well: a sitemap saved as UTF-8 under a Latin-1 declaration, as some CMS plugins write it, reads
   * `café` as `cafÃ©`. Which the author meant nobody can tell from the file, so it is said
   * (decodingProblems). Set by textFileDecoder once the file ends.
   */
  utf8Too?: boolean;
  /**
   * Where the decoder put U+FFFD for bytes the encoding cannot read: an offset in the text of each
   * line holding one (replacements.ts), absent where none is. A U+FFFD the file itself holds (valid
   * UTF-8 EF BF BD, a "�" typed in a sitemap) is no replacement (review15 §7.1), nor is its line
   * (review16 §5). Set by textFileDecoder once the file ends.
   */
  replacedAt?: readonly number[];
}

/** An XML declaration is read in the first this many bytes (it is some 40; spaces may pad it). */
const DECLARATION_BYTES = 1024;
const XML_START = [0x3c, 0x3f, 0x78, 0x6d, 0x6c]; // "<?xml"

/**
 * A file's encoding by its first bytes: a byte order mark (it wins over any declaration, XML 1.0
 * Appendix F), UTF-16 without one by `<?` as two-byte units or by where the NULs of its first
 * UTF16_SAMPLE bytes are (decode.ts utf16WithoutBom, as the editor reads a robots.txt), else an XML declaration's
 * `encoding` as TextDecoder knows its label (the WHATWG labels: "ISO-8859-1" is windows-1252);
 * UTF-8 otherwise. null: more bytes are needed to tell (`complete`: there are no more).
 */
export function textFileEncoding(head: Uint8Array, complete = false): TextFileEncoding | null {
  const utf8 = { encoding: 'utf-8', unknownLabel: '' };
  if (head.length < 2 && !complete) return null;
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', unknownLabel: '' };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', unknownLabel: '' };
  if (head.length < 4 && !complete) return null;
  if (head[0] === 0x3c && head[1] === 0 && head[2] === 0x3f && head[3] === 0) return { encoding: 'utf-16le', unknownLabel: '' };
  if (head[0] === 0 && head[1] === 0x3c && head[2] === 0 && head[3] === 0x3f) return { encoding: 'utf-16be', unknownLabel: '' };
  // UTF-16 without a byte order mark (iconv's UTF-16LE, some exporters): an ASCII letter is a NUL
  // and itself, so one of the first two bytes is NUL; where the NULs are tells which (decode.ts).
  if (head[0] === 0 || head[1] === 0) {
    if (head.length < UTF16_SAMPLE && !complete) return null;
    const utf16 = utf16WithoutBom(String.fromCharCode(...head.subarray(0, UTF16_SAMPLE)));
    if (utf16) return { encoding: utf16, unknownLabel: '' };
  }
  if (head[0] === 0xef && head[1] === 0xbb) return utf8;
  const start = XML_START.findIndex((b, i) => i >= head.length || head[i] !== b);
  if (start >= 0 && start < head.length) return utf8; // not an XML declaration
  const declaration = declarationOf(head);
  if (declaration === null) return complete || head.length >= DECLARATION_BYTES ? utf8 : null;
  const label = /\sencoding\s*=\s*(["'])([A-Za-z][\w.:-]*)\1/.exec(declaration)?.[2];
  return label ? labelled(label) : utf8;
}

/** The XML declaration's text, up to its `?>`, or null while it is not all in `head`. */
function declarationOf(head: Uint8Array): string | null {
  const bytes = head.subarray(0, DECLARATION_BYTES);
  for (let i = 1; i < bytes.length; i++) {
    if (bytes[i - 1] === 0x3f && bytes[i] === 0x3e) return String.fromCharCode(...bytes.subarray(0, i - 1));
  }
  return null;
}

/**
 * The encoding a declaration's label names. A UTF-16 label over bytes read as ASCII so far is
 * wrong about them (UTF-16 would have shown as two-byte units), so they are UTF-8, as WHATWG's
 * HTML rule for a `<meta charset>` has it. A label TextDecoder does not know is said, and UTF-8 read.
 */
function labelled(label: string): TextFileEncoding {
  let encoding: string;
  try {
    encoding = new TextDecoder(label).encoding;
  } catch {
    return { encoding: 'utf-8', unknownLabel: label };
  }
  return { encoding: encoding.startsWith('utf-16') ? 'utf-8' : encoding, unknownLabel: '' };
}

export interface TextFileDecoder {
  /** The text of `chunk`, the next bytes of the file (a character cut between chunks waits for the rest). */
  decode(chunk: Uint8Array): string;
  /** The text the last bytes still held, once the file ends. */
  end(): string;
  /** How the file was read, once its first bytes told (textFileEncoding); UTF-8 before. */
  readonly read: TextFileEncoding;
}

/**
 * decodeTextFile for a file read as a stream (a URL set, gzip undone as it arrives): the
 * encoding is chosen once the first bytes tell it (two for a byte order mark, up to an XML
 * declaration's end), so the first chunks may wait for the next.
 */
export function textFileDecoder(): TextFileDecoder {
  let reading: Reading | null = null;
  let read: TextFileEncoding = { encoding: 'utf-8', unknownLabel: '' };
  let waiting: Uint8Array = new Uint8Array(0);
  const start = (bytes: Uint8Array, chosen: TextFileEncoding) => {
    read = chosen;
    reading = readingOf(chosen.encoding);
    return reading.decode(bytes);
  };
  return {
    decode(chunk) {
      if (reading) return reading.decode(chunk);
      const bytes = waiting.length === 0 ? chunk : joinedBytes(waiting, chunk);
      const chosen = textFileEncoding(bytes);
      if (!chosen) {
        waiting = bytes;
        return '';
      }
      return start(bytes, chosen);
    },
    end() {
      const rest = reading ? '' : start(waiting, textFileEncoding(waiting, true)!);
      const { text, utf8Too, replacedAt } = reading!.end();
      if (utf8Too) read = { ...read, utf8Too };
      if (replacedAt.length > 0) read = { ...read, replacedAt };
      return rest + text;
    },
    get read() {
      return read;
    },
  };
}

/** The bytes of a file in one encoding, as they arrive: their text, and at the end what was met on the way. */
interface Reading {
  decode(bytes: Uint8Array): string;
  end(): { text: string; utf8Too: boolean; replacedAt: number[] };
}

function readingOf(encoding: string): Reading {
  // Each decoder drops its own BOM (ignoreBOM is false).
  const decoder = new TextDecoder(encoding);
  const replaced = replacementTracker(encoding);
  // The same bytes read strictly, in another encoding than UTF-8 (where the tracker counts): whether
  // any was replaced; in a one-byte encoding, whether they are UTF-8 as well.
  const strict = encoding === 'utf-8' ? null : strictTwin(encoding);
  const utf8 = encoding.startsWith('utf') ? null : strictTwin('utf-8');
  const twins = (bytes: Uint8Array, last: boolean) => {
    strictly(strict, bytes, last);
    strictly(utf8, bytes, last);
  };
  return {
    decode(bytes) {
      twins(bytes, false);
      const text = decoder.decode(bytes, { stream: true });
      replaced.read(bytes, text);
      return text;
    },
    end() {
      twins(new Uint8Array(0), true);
      const text = decoder.decode();
      const replacedAt = replaced.end(text, strict?.valid === false);
      return { text, utf8Too: utf8 !== null && utf8.valid && utf8.beyondAscii, replacedAt };
    },
  };
}

/** A decoder that throws where its encoding cannot read a byte: whether the bytes so far were all read, and any past ASCII. */
interface StrictTwin {
  decoder: InstanceType<typeof TextDecoder>;
  valid: boolean;
  beyondAscii: boolean;
}

const strictTwin = (encoding: string): StrictTwin => ({ decoder: new TextDecoder(encoding, { fatal: true }), valid: true, beyondAscii: false });

/** `twin` reads `bytes` (the file's last when `last`); once it has failed, it reads no more. */
function strictly(twin: StrictTwin | null, bytes: Uint8Array, last: boolean): void {
  if (!twin || !twin.valid) return;
  try {
    twin.decoder.decode(bytes, { stream: !last });
    if (!twin.beyondAscii) twin.beyondAscii = bytes.some((b) => b >= 0x80);
  } catch {
    twin.valid = false;
  }
}

/** What is to be said of a file read as `read` into `text`: a declared encoding not known or that its bytes may belie, bytes not read (urlSetWords). */
export function decodingProblems(file: string, read: TextFileEncoding, text: string): UrlSetProblem[] {
  const problems: UrlSetProblem[] = [];
  if (read.unknownLabel) problems.push({ code: 'unknown-encoding', file, detail: read.unknownLabel });
  if (read.utf8Too) problems.push({ code: 'declared-not-utf8', file, detail: read.encoding });
  // Only the lines where the decoder replaced bytes: a valid file may hold "�" itself (replacements.ts).
  const undecoded = read.replacedAt ? linesAt(text, read.replacedAt) : [];
  if (undecoded.length > 0) problems.push({ code: 'undecodable', file, detail: read.encoding, line: undecoded[0], lines: undecoded.length });
  return problems;
}

/**
 * The text URLs are read from (a URL set, a --urls list): each U+FFFD of a line the decoder read
 * whole, the file's own character, written %EF%BF%BD, as a browser requests it, so that URL is
 * tested (review16 §5); a line holding a U+FFFD put for bytes keeps it and is not tested (urlList.ts
 * whyNotUrl: the URL the site has is not known).
 */
export const urlText = (text: string, read: TextFileEncoding): string => ownFffdEscaped(text, read.replacedAt ?? []);

/** `a`'s bytes, then `b`'s. */
export function joinedBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
