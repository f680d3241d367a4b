/**
 * The words for a fetched body longer than a fetch reads (fetchPolicy.ts FETCH_READ_BYTES): the
 * fetch's note, said by the CLI, `mcp`, `serve` and the page, and why every answer of a crawler
 * that reads on is in doubt (doubtCauses.ts `fetch-cut`), said where an answer is.
 */
import { FETCH_READ_BYTES } from '../fetchPolicy.ts';
import { SIZE_LIMIT_BYTES } from '../source.ts';
import { countText } from './countText.ts';

/** What the rest of the body means for each crawler, after the note's count. */
export const NOT_READ_FURTHER = `the rest was not read. Googlebot reads only the first ${countText(SIZE_LIMIT_BYTES)} bytes and Yandex takes a file over 500 KB as open, so their answers stand; a crawler that reads on (RFC 9309, Bing) may find rules in the rest, so each of its answers is marked: readings disagree`;

/** The fetch's note on a body that went on past the `bytes` read: "the body goes on past 6,291,456 bytes: the rest was not read. …". */
export const bodyGoesOnPast = (bytes: number): string => `the body goes on past ${countText(bytes)} bytes: ${NOT_READ_FURTHER}`;

/** Who may answer otherwise (crawlerWords.ts lenientWords: "… may block it"). */
export const FETCH_CUT_READER = `A rule in the part of the body the fetch did not read (past ${countText(FETCH_READ_BYTES)} bytes)`;

/** A record's other answer in a few words (resultWords.ts lenientAnswerWords): "Blocked, perhaps, …". */
export const FETCH_CUT_ANSWER = ', perhaps, by a rule in the part of the body not fetched';

/** Why nobody can know (crawlerWords.ts DOUBT_WHY). */
export const FETCH_CUT_WHY = `The fetch read only the first ${countText(FETCH_READ_BYTES)} bytes of a longer body. No size is documented past which this crawler stops reading (RFC 9309 2.5 lets a crawler read more than 500 KiB), so it may read the rest, and what the rest says, nobody here can know.`;
