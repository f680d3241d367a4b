/**
 * A text file a person saved, such as a URL list: UTF-8, or UTF-16 when it starts with that
 * byte order mark, as Windows tools write "Unicode" text (Excel's "Unicode Text", Windows
 * PowerShell 5's `>` and Out-File). This is the BOM sniffing of the WHATWG Encoding standard's
 * "decode"; a TextDecoder made for UTF-8 does not do it. Read as UTF-8, such a list was a NUL
 * between letters: every line flagged "holds a control character", and not one URL tested.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  const decoder = textFileDecoder();
  return decoder.decode(bytes) + decoder.end();
}

/** A file's encoding by its first two bytes (the UTF-16 byte order marks); UTF-8 otherwise. */
function textFileEncoding(head: Uint8Array): 'utf-16le' | 'utf-16be' | 'utf-8' {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

export interface TextFileDecoder {
  /** The text of `chunk`, the next bytes of the file (a character cut between chunks waits for the rest). */
  decode(chunk: Uint8Array): string;
  /** The text the last bytes still held, once the file ends. */
  end(): string;
}

/**
 * decodeTextFile for a file read as a stream (a URL set, gzip undone as it arrives): the
 * encoding is chosen once two bytes are in, so a first chunk of one byte waits for the next.
 */
export function textFileDecoder(): TextFileDecoder {
  let decoder: InstanceType<typeof TextDecoder> | null = null;
  let waiting: Uint8Array = new Uint8Array(0);
  const start = (bytes: Uint8Array) => {
    // Each decoder drops its own BOM (ignoreBOM is false).
    decoder = new TextDecoder(textFileEncoding(bytes));
    return decoder.decode(bytes, { stream: true });
  };
  return {
    decode(chunk) {
      if (decoder) return decoder.decode(chunk, { stream: true });
      const bytes = waiting.length === 0 ? chunk : joined(waiting, chunk);
      if (bytes.length < 2) {
        waiting = bytes;
        return '';
      }
      return start(bytes);
    },
    end() {
      const rest = decoder ? '' : start(waiting);
      return rest + decoder!.decode();
    },
  };
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
