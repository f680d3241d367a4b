/**
 * What a link may hold (state/permalink.ts), and what is past it, in words: checked before a
 * link is made (app/links.ts) and before one is opened.
 */
import { countText } from '../core/words/countText.ts';
import type { HeaderV2 } from './linkHeader.ts';

/** Longer fragments break in some browsers, chat tools and servers' logs. */
export const MAX_FRAGMENT_CHARS = 32_000;
/**
 * What a link may hold, checked before any work is done on it (issue 12 §2: a 54 KB link
 * inflated into 10 million URL lines, an 81 KB one into a 60 MB line, a 1.5 KB one into a 1 MB
 * user-agent). Each is far above what a person shares and what the page makes: app/links.ts makes
 * no link for a state past them, so every link the page makes, it opens.
 */
export const LINK_LIMITS = {
  /** Document bytes: a 500 KiB robots.txt is what Google reads; this is eight of them. */
  documentBytes: 4 * 1024 * 1024,
  /** Header JSON (agent + URLs): the fields below, with room for JSON's escapes. */
  headerBytes: 512 * 1024,
  agentChars: 2000,
  urlLines: 1000,
  urlChars: 100_000,
  /** v2: the crawler list, and a file name as file systems allow. */
  crawlers: 100,
  fileNameChars: 255,
  /** Expectations: a whole row or column marked at a time, over at most 1,000 URLs × 100 crawlers. */
  expectations: 10_000,
  /** The compare view's other version: as big as the document may be, and a label of a sentence. */
  otherBytes: 4 * 1024 * 1024,
  otherLabelChars: 300,
} as const;
/**
 * A link may not inflate into more than this: the decompression stops there ("zip bomb"). A v1
 * link holds one document; a v2 link may hold the compare view's other version besides.
 */
export const MAX_PAYLOAD_BYTES = { 1: 4 + LINK_LIMITS.headerBytes + LINK_LIMITS.documentBytes, 2: 4 + LINK_LIMITS.headerBytes + LINK_LIMITS.documentBytes + LINK_LIMITS.otherBytes };

export const mb = (n: number) => `${(n / 1048576).toFixed(n < 1048576 ? 2 : 1)} MB`;

/** What in these fields is past LINK_LIMITS, in words; null when all fit. */
export function overLinkLimits(f: { documentBytes: number; agent: string; urls: string }): string | null {
  if (f.documentBytes > LINK_LIMITS.documentBytes) return `a ${mb(f.documentBytes)} document (a link holds at most ${mb(LINK_LIMITS.documentBytes)})`;
  if (f.agent.length > LINK_LIMITS.agentChars) return `a user-agent of ${countText(f.agent.length)} characters (at most ${countText(LINK_LIMITS.agentChars)})`;
  if (f.urls.length > LINK_LIMITS.urlChars) return `${countText(f.urls.length)} characters of URLs (at most ${countText(LINK_LIMITS.urlChars)})`;
  let lines = 1;
  for (let i = f.urls.indexOf('\n'); i >= 0 && lines <= LINK_LIMITS.urlLines; i = f.urls.indexOf('\n', i + 1)) lines++;
  if (lines > LINK_LIMITS.urlLines) return `more than ${countText(LINK_LIMITS.urlLines)} URL lines (at most ${countText(LINK_LIMITS.urlLines)})`;
  return null;
}

export function overSuiteLimits(h: HeaderV2): string | null {
  if ((h.x?.length ?? 0) > LINK_LIMITS.expectations) return `${countText(h.x!.length)} expectations (at most ${countText(LINK_LIMITS.expectations)})`;
  const crawlers = h.c ?? [];
  if (crawlers.length > LINK_LIMITS.crawlers) return `${countText(crawlers.length)} crawlers (at most ${countText(LINK_LIMITS.crawlers)})`;
  const long = crawlers.find((c) => c.length > LINK_LIMITS.agentChars);
  if (long !== undefined) return `a crawler of ${countText(long.length)} characters (at most ${countText(LINK_LIMITS.agentChars)})`;
  if (h.f.length > LINK_LIMITS.fileNameChars) return `a file name of ${countText(h.f.length)} characters (at most ${countText(LINK_LIMITS.fileNameChars)})`;
  if ((h.o ?? '').length > LINK_LIMITS.agentChars) return `an origin of ${countText((h.o ?? '').length)} characters (at most ${countText(LINK_LIMITS.agentChars)})`;
  if (h.v && h.v.n > LINK_LIMITS.otherBytes) return `another version of ${mb(h.v.n)} to compare with (at most ${mb(LINK_LIMITS.otherBytes)})`;
  if (h.v && h.v.l.length > LINK_LIMITS.otherLabelChars) return `a label of ${countText(h.v.l.length)} characters for the other version (at most ${countText(LINK_LIMITS.otherLabelChars)})`;
  return null;
}
