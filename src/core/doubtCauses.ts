/**
 * Why a crawler's answer is in doubt ("readings disagree", issue 29): another reading answers
 * otherwise, and which of the two the crawler gives, nobody documents. One list, in the order the
 * other readings are asked (readings.ts otherReadings: the first that answers otherwise is the
 * doubt shown), and in that order on the worker's wire (protocol CheckResponse.lenientCause). A
 * module importing nothing: the page reads a cell's cause without the engine.
 * - `size-limit`: the file is over 500 KiB and the crawler's own reading of only its first
 *   512,000 bytes answers otherwise. RFC 9309 2.5 has a crawler parse at least 500 KiB and lets it
 *   parse more (Googlebot stops there); how far this crawler reads, nobody documents.
 * - `percent-encoding`: the reading that compares %-escapes the other way (the profile's
 *   `escapesTwin`) answers otherwise. RFC 9309 2.2.2 decodes those of unreserved characters before
 *   comparing (`/%70rivate` is `/private`); Google's matcher, which Bing's and Yandex's readings
 *   follow, compares them as written. Yandex's help leaves it open (ProfileSpec escapesOpen), so it is
 *   asked for every crawler read as Yandex, forced or not.
 * - `lenient`: Google's lenient parser (misspelt keys, a missing colon, keys by prefix), on the
 *   same bytes, answers otherwise; or, for a reading whose help says nothing of a missing colon
 *   (ProfileSpec colonOpen: Yandex's), the file with such lines given their colon (missingColons.ts).
 * - `whole-file`: the file is over 500 KiB, the crawler is read as Google, which stops there, and
 *   Google's reading of the whole file answers otherwise. Google documents the cut for its own
 *   crawlers; another crawler documented to obey Googlebot's rules (Applebot) is not documented to
 *   stop there, and RFC 9309 2.5 lets it read on (registry `sizeLimitDocumented`).
 * - `size-unit`: the file is over 500,000 bytes but not over 512,000, and the reading's crawler
 *   takes a file over "500 KB" as open (Yandex, profiles/types.ts openOver): whether a KB is 1,000
 *   or 1,024 bytes, its help does not say, so the file read and no file at all are both its answer.
 * - `bom`: the file starts with a UTF-8 byte order mark, which every reading here skips as Google's
 *   parser does; RFC 9309 says nothing of it, and a parser that keeps it loses the first line
 *   (otherBytes.ts). `partial-bom`: only its first one or two bytes, which Google's parser skips
 *   too (robots.cc skips each byte that follows the mark); a crawler may take them for text.
 * - `utf-16`: the file is UTF-16 by its byte order mark. Google's parser reads it as bytes and finds
 *   no rule; a crawler that decodes it by its BOM reads every rule (otherBytes.ts).
 * - `double-byte`: the file's bytes read as Chinese, Japanese or Korean text in GBK, Big5, EUC-KR or
 *   EUC-JP (review16 §2): Google's parser matches each byte that is not UTF-8 as its %XX; a crawler
 *   that decodes the file in such an encoding matches each character's UTF-8. One reading per
 *   encoding that decodes the bytes (doubleByte.ts): they seldom tell which the file is, and the line
 *   quoted says which characters the reading found. Asked before `windows-1252`, whose letters any
 *   such bytes also are.
 * - `windows-1252`: the file's bytes read as Windows-1252 (Latin-1) text. Google's parser matches
 *   each byte that is not UTF-8 as its %XX; a crawler that decodes the file as Windows-1252 matches
 *   the character's UTF-8 (otherBytes.ts). RFC 9309 2.3 has the file UTF-8 and no word of others.
 * - `latin1-fallback`: a UTF-8 file with a few bytes that are not UTF-8: a parser that, failing
 *   to decode it as UTF-8, reads the whole file as Windows-1252 reads its other non-ASCII letters
 *   as two or three characters each (é as Ã©), so those rules match other URLs (otherBytes.ts).
 * - `shift-jis`: the same, for a file whose bytes read as Shift_JIS (a Japanese site's): a crawler
 *   that decodes it as Shift_JIS matches each character's UTF-8 (tester3 F13).
 * - `invalid-utf8`: a UTF-8 file with a few bytes that are not UTF-8 (no other encoding evident):
 *   Google matches each as its %XX; a parser that decodes the file as UTF-8, as browsers' and
 *   Python's decoders do, reads each as U+FFFD (�) and matches neither form (tester3 F13).
 * - `product-token`: a user-agent value that is no product token (`GPTBot*`: RFC 9309 2.2 allows
 *   letters, `-` and `_`) decides, and a parser that takes such a line for no crawler's answers
 *   otherwise; Google's reads the value up to the first other character (productTokens.ts).
 * - `group-break`: a line that is no rule (a Crawl-delay) stands between two user-agent lines of one
 *   group, and the file read with the list ending there (the lines above a group of their own)
 *   answers otherwise. Google's parser and RFC 9309 2.2.4 end the list only at an Allow or
 *   Disallow; Bing honours Crawl-delay as its crawler's group's and does not say (groupBreaks.ts),
 *   Yandex's help does not say and its published library ends the list there (at a blank or
 *   comment-only line between the two too: ProfileSpec listEndAtQuiet), and a crawler that
 *   documents no reading may parse as urllib.robotparser does, which ends it.
 * - `blank-line`: a blank line stands after a group's user-agent lines, before its first rule, and
 *   the file read with the group ending there (the robots named get no rule, the rules below belong
 *   to no group) answers otherwise. Yandex's help names such a blank line as a likely cause of its
 *   "No User-agent directive in front of rule" error (error-dictionary/robots-txt); its published
 *   library skips blank lines there, and the Yandex reading follows it (profiles/yandex.ts
 *   yandexBlankLine). Asked after `group-break`, which answers first where the blank line stands
 *   between two user-agent lines (the library ends the list there too).
 * - `fetch-cut`: the file is the first FETCH_READ_BYTES (6 MiB) of a fetched body that went on
 *   (fetchPolicy.ts), and the crawler reads past that (any reading but one that stops at 500 KiB,
 *   Google's, or takes a file that big as open, Yandex's): a rule in the part not fetched may
 *   decide otherwise, and what it says nobody here can know. No reading answers in its place: the
 *   other answer is the opposite verdict, by no line read (readings.ts otherReadings).
 * The first three are asked for a crawler whose reading's forgiveness nobody documents
 * (readings.ts crossChecked), `whole-file` for a crawler read as Google but not one of Google's
 * (readings.ts cutUnsaid), `size-unit` for every answer under a reading that has the size rule,
 * the BOM and encoding ones for every crawler not read as Google, under a reading forced for all too
 * (bytesDoubted), the product token under a reading whose text leaves it open (ProfileSpec
 * agentTokenOpen: RFC 9309's, Bing's), the group break likewise (agentListEndOpen: Bing's, Yandex's) and for a crawler cross-checked (readings.ts listEndOpen),
 * the blank line for every crawler read as Yandex, forced or not (ProfileSpec blankLineTwin), the fetch cut for every reading that reads past it, forced or not.
 */
export const DOUBT_CAUSES = ['size-limit', 'percent-encoding', 'lenient', 'whole-file', 'size-unit', 'bom', 'partial-bom', 'utf-16', 'double-byte', 'windows-1252', 'shift-jis', 'invalid-utf8', 'latin1-fallback', 'product-token', 'group-break', 'blank-line', 'fetch-cut'] as const;
export type DoubtCause = (typeof DOUBT_CAUSES)[number];
