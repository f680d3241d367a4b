/**
 * Whether a file a person opened is binary data (an image, an archive, a spreadsheet, random
 * bytes) rather than text they saved: the one rule of every opener, File › Open file's robots.txt
 * as the URL list's "Open a list" and the URL sets' sitemaps, exports and logs (gzip undone
 * first). Such a file is refused, said to be binary, never read as lines.
 *
 * Read from the first BINARY_SAMPLE bytes:
 * - a file format's signature at its start (PNG, JPEG, GIF, PDF, ZIP (an .xlsx or .docx too),
 *   gzip, 7-Zip, an old Excel or Word file): binary, whatever follows;
 * - UTF-16, with a byte order mark or without one (known by where its NULs are: decode.ts
 *   utf16WithoutBom; Windows tools and iconv write it so), or bytes in another encoding the
 *   engine reads as text (Latin-1, Shift_JIS, GBK…: doubleByte.ts assumedEncodings): text;
 * - else NUL bytes, bytes that are not UTF-8 and replacement characters (U+FFFD: bytes damaged
 *   before the file got here; corpus 0357, 0360 and 0463 are a JPEG, a PNG and gzip data saved
 *   that way, 41-45 % of their characters) in more than a tenth of it: binary. No real robots.txt
 *   has more than 2 %; a text with a stray NUL or a few Latin-1 bytes is text, its lines said to
 *   hold them where it is read.
 */
import { decodeRobots } from './decode.ts';
import { assumedEncodings } from './doubleByte.ts';

/** How much of a file the rule reads: enough to tell, and no more of a file of gigabytes. */
export const BINARY_SAMPLE = 64 * 1024;

/** Signatures no text file starts with (their first bytes, as each format's specification fixes them). */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x50, 0x4b, 0x03, 0x04], // ZIP: .xlsx, .docx, .zip
  [0x1f, 0x8b], // gzip (a URL set's is undone before: this is gzip inside gzip)
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7-Zip
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE: .xls, .doc
];

/** Whether `bytes`, a file's (or its first BINARY_SAMPLE bytes or more), are binary data, not text. */
export function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (SIGNATURES.some((s) => s.length <= bytes.length && s.every((b, i) => bytes[i] === b))) return true;
  const head = bytes.length > BINARY_SAMPLE ? bytes.subarray(0, BINARY_SAMPLE) : bytes;
  const decoded = decodeRobots(head);
  if (decoded.encoding !== 'utf-8') return false;
  let odd = decoded.invalidByteCount;
  for (let i = 0; i < head.length; i++) if (head[i] === 0) odd++;
  const { text } = decoded;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 0xfffd) odd++;
  // Counted before the encodings are asked: the guesses read the sample three times, a text file needs none of them.
  return odd / head.length > 0.1 && assumedEncodings(text).length === 0;
}
