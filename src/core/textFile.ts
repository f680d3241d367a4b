import type { UrlSetProblem } from './words/urlSetWords.ts';

/**
 * A text file a person saved, such as a URL list or a sitemap: UTF-8, or UTF-16 when it starts
 * with that byte order mark, as Windows tools write "Unicode" text (Excel's "Unicode Text",
 * Windows PowerShell 5's `>` and Out-File). This is the BOM sniffing of the WHATWG Encoding
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
   * Bytes the encoding cannot read were put as U+FFFD. A U+FFFD the file itself holds (valid UTF-8
   * EF BF BD, a "�" typed in a sitemap) is no replacement (review15 §7.1): the decoder says which
   * it met, a strict twin of it having failed on the same bytes. Set by textFileDecoder once the file ends.
   */
  replaced?: boolean;
}

/** An XML declaration is read in the first this many bytes (it is some 40; spaces may pad it). */
const DECLARATION_BYTES = 1024;
const XML_START = [0x3c, 0x3f, 0x78, 0x6d, 0x6c]; // "<?xml"

/**
 * A file's encoding by its first bytes: a byte order mark (it wins over any declaration, XML 1.0
 * Appendix F), UTF-16 without one by `<?` as two-byte units, else an XML declaration's
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
  let decoder: InstanceType<typeof TextDecoder> | null = null;
  let read: TextFileEncoding = { encoding: 'utf-8', unknownLabel: '' };
  let waiting: Uint8Array = new Uint8Array(0);
  // The same bytes read strictly: whether any was replaced, and in a one-byte encoding whether they are UTF-8 as well.
  let strict: StrictTwin | null = null;
  let utf8: StrictTwin | null = null;
  const twins = (bytes: Uint8Array, last = false) => {
    strict = strictly(strict, bytes, last);
    utf8 = strictly(utf8, bytes, last);
  };
  const start = (bytes: Uint8Array, chosen: TextFileEncoding) => {
    read = chosen;
    // Each decoder drops its own BOM (ignoreBOM is false).
    decoder = new TextDecoder(chosen.encoding);
    strict = strictTwin(chosen.encoding);
    if (!chosen.encoding.startsWith('utf')) utf8 = strictTwin('utf-8');
    twins(bytes);
    return decoder.decode(bytes, { stream: true });
  };
  return {
    decode(chunk) {
      if (decoder) {
        twins(chunk);
        return decoder.decode(chunk, { stream: true });
      }
      const bytes = waiting.length === 0 ? chunk : joined(waiting, chunk);
      const chosen = textFileEncoding(bytes);
      if (!chosen) {
        waiting = bytes;
        return '';
      }
      return start(bytes, chosen);
    },
    end() {
      const rest = decoder ? '' : start(waiting, textFileEncoding(waiting, true)!);
      twins(new Uint8Array(0), true);
      if (utf8?.valid && utf8.beyondAscii) read = { ...read, utf8Too: true };
      if (strict?.valid === false) read = { ...read, replaced: true };
      return rest + decoder!.decode();
    },
    get read() {
      return read;
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

/** `twin` after reading `bytes` (the file's last when `last`); once it has failed, it reads no more. */
function strictly(twin: StrictTwin | null, bytes: Uint8Array, last: boolean): StrictTwin | null {
  if (!twin || !twin.valid) return twin;
  try {
    twin.decoder.decode(bytes, { stream: !last });
    if (!twin.beyondAscii) twin.beyondAscii = bytes.some((b) => b >= 0x80);
  } catch {
    twin.valid = false;
  }
  return twin;
}

/**
 * Where a decoded text holds U+FFFD, the character a decoder puts for bytes its encoding cannot
 * read: the first such line (1-based) and how many lines hold one; null when none does.
 */
export function undecodedLines(text: string): { line: number; lines: number } | null {
  let at = text.indexOf('\ufffd');
  if (at < 0) return null;
  let [line, first, last, lines] = [1, 0, 0, 0];
  let newline = text.indexOf('\n');
  while (at >= 0) {
    for (; newline >= 0 && newline < at; newline = text.indexOf('\n', newline + 1)) line++;
    if (line !== last) [lines, last, first] = [lines + 1, line, first || line];
    at = text.indexOf('\ufffd', at + 1);
  }
  return { line: first, lines };
}

/** What is to be said of a file read as `read` into `text`: a declared encoding not known or that its bytes may belie, bytes not read (urlSetWords). */
export function decodingProblems(file: string, read: TextFileEncoding, text: string): UrlSetProblem[] {
  const problems: UrlSetProblem[] = [];
  if (read.unknownLabel) problems.push({ code: 'unknown-encoding', file, detail: read.unknownLabel });
  if (read.utf8Too) problems.push({ code: 'declared-not-utf8', file, detail: read.encoding });
  // Only where the decoder replaced bytes: a valid file may hold "�" itself.
  const undecoded = read.replaced ? undecodedLines(text) : null;
  if (undecoded) problems.push({ code: 'undecodable', file, detail: read.encoding, line: undecoded.line, lines: undecoded.lines });
  return problems;
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
