/**
 * What a file's encoding does to the crawlers that read it, said once: the diagnostics (`bom`,
 * `invalid-utf8`, diagnosticWords.ts) and a crawler's answer in doubt for it (crawlerWords.ts
 * doubtWhy) use the same sentences. A module of its own: the page's cell words read it without
 * the diagnostics' table.
 */

/** What a leading UTF-8 BOM does. */
export const BOM_FACT = 'The file starts with a UTF-8 byte order mark. Google skips it, but some crawlers read it as part of the first line and miss that directive.';

/** What the first bytes of a UTF-8 BOM, without the rest, do. */
export const PARTIAL_BOM_FACT = 'The file starts with part of a UTF-8 byte order mark. Google skips it, but other crawlers may read it as part of the first line and miss that directive.';

/** What a UTF-16 file does. */
export const utf16Fact = (encoding: string): string =>
  `This file is ${encoding.toUpperCase()}, not UTF-8. Google reads it as bytes, meets a NUL after every character and so finds no rules at all.`;
