/**
 * Permalinks: the whole state in the URL fragment, never the query (it never reaches a server).
 *
 *   #v2.<base64url(deflate-raw(payload))>
 *   payload = u32 header length (big-endian) | header JSON (UTF-8) | the document's bytes
 *             [| the compare view's other version's bytes, when the header has `v`]
 *
 * The document travels as bytes (BOM, line endings and undecodable bytes included) so it
 * comes back byte for byte. Deflate has no checksum, so the header carries the length and an
 * FNV-1a hash of the bytes. The version marker is forever: a v1 link must open in every later
 * version (AST Explorer's lesson), so new formats get a new marker and v1 decoding stays.
 *
 * Header fields. v1 (2026-11, testdata/permalink/v1-links.json): `a` the User-agent field,
 * `u` the URL field, `p` the profile (a ReadingChoice: `documented`, each crawler as documented, since issue 29), `n` the document's byte length, `h` its FNV-1a hash.
 * v2 adds the workbench's test suite (issue 11): `c` the crawler list (null: none carried), `s` the selected cell
 * ([row, column] or null), `f` the file name, and `d`: 0 when the document was too big for a
 * link and is left out (then `n` is 0 and no bytes follow: the link carries the suite alone,
 * and the page says the document must be opened separately). Later v2 links may add `x`, the
 * expectations (issue 9 §2): `[url, crawler, 1 allowed | 0 blocked]` each; left out when there
 * are none, and a link without it opens with none. Later still, `v`: the compare view's other
 * version (issue 9 §1), `{ n: its byte length, h: its FNV-1a hash, l: where it came from, in
 * words }`, its bytes after the document's, carried as the document is (endings, BOM and
 * undecodable bytes kept). Only with a document (`d` 1); left out when not comparing, or when
 * both versions together do not fit a link (app/links.ts says so on the page). Two versions of
 * a file up to 32 KiB deflate to little more than one: the second finds the first in deflate's
 * window.
 * A link without `v` opens as before; a Robotscope from before `v` reads a link with it as
 * damaged (its bytes do not add up to `n`), never as a wrong document.
 * Later still, `w`: the grid's view, its filter, sort and search (state/linkView.ts), left out
 * when it is the default; a part of it not understood is left out and named, never refusing the
 * link. A Robotscope from before `w` opens the link without it.
 * Later still, `k`: 1 when the document is a fetched body cut short (a fetch reads 6 MiB; core
 * readings.ts parsesOf `bodyCut`), so the crawlers that read on keep their `fetch-cut` doubt;
 * only with a document (`d` 1), left out otherwise. Any other value reads as a body read whole.
 *
 * This file is the format's face; its parts, one job each: linkState.ts (what a link carries),
 * linkHeader.ts (the header's fields, the markers, the hash and the checks of a header read back),
 * linkLimits.ts (what a link may hold), linkEncode.ts (a link made), linkDecode.ts (a link opened,
 * never throwing), linkBytes.ts (deflate and base64), linkView*.ts (the grid's view, `w`).
 */
export { DEFLATE_SLICE, fromBase64Url, toBase64Url } from './linkBytes.ts';
export { decodePermalink } from './linkDecode.ts';
export { encodePermalink, encodePermalinkNow, encodePermalinkWithin } from './linkEncode.ts';
export { fnv1a, PERMALINK_PREFIX } from './linkHeader.ts';
export { LINK_LIMITS, MAX_FRAGMENT_CHARS, overLinkLimits } from './linkLimits.ts';
export type { DecodeResult, LinkState, OtherVersion, SharedState } from './linkState.ts';
