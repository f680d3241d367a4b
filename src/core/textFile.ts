/**
 * A text file a person saved, such as a URL list: UTF-8, or UTF-16 when it starts with that
 * byte order mark, as Windows tools write "Unicode" text (Excel's "Unicode Text", Windows
 * PowerShell 5's `>` and Out-File). This is the BOM sniffing of the WHATWG Encoding standard's
 * "decode"; a TextDecoder made for UTF-8 does not do it. Read as UTF-8, such a list was a NUL
 * between letters: every line flagged "holds a control character", and not one URL tested.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  const label = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  // Each decoder drops its own BOM (ignoreBOM is false).
  return new TextDecoder(label).decode(bytes);
}
