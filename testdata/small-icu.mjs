// Preloaded into a child `robotscope` by tests (node --import, run-cli.test-helper.ts RunOptions.nodeArgs):
// the TextDecoder of a Node built with small ICU, which knows only UTF-8, UTF-16LE and Latin-1
// (Node's docs, "WHATWG supported encodings"), so a file's other encodings get no decoder.
const Native = globalThis.TextDecoder;
const KNOWN = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8', 'utf-16le', 'utf-16', 'latin1', 'iso-8859-1', 'ascii', 'us-ascii', 'windows-1252']);
globalThis.TextDecoder = class extends Native {
  constructor(label = 'utf-8', options) {
    if (!KNOWN.has(String(label).trim().toLowerCase())) throw new RangeError(`The "${label}" encoding is not supported`);
    super(label, options);
  }
};
