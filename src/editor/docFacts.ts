/**
 * The few hover answers that need the whole file (which groups merge, whether Googlebot may
 * fetch a sitemap) read one parse per document version and profile, made on the first hover
 * that asks and kept while the text is unchanged (CodeMirror's Text is immutable, so it is the
 * key). A file over PARSE_LIMIT is never parsed here: the worker owns big files, and a hover
 * then says what it could not check rather than stall the page.
 */
import type { Text } from '@codemirror/state';
import { parseRobots, type ParsedRobots, type Profile } from '../core/index.ts';

/** 200,000 characters parse in a few milliseconds; beyond that a hover does without. */
export const PARSE_LIMIT = 200_000;

const parses = new WeakMap<Text, Map<Profile, ParsedRobots>>();

/** The document parsed under `profile`, or null when it is too large to parse on the main thread. */
export function parsedDoc(doc: Text, profile: Profile): ParsedRobots | null {
  if (doc.length > PARSE_LIMIT) return null;
  let byProfile = parses.get(doc);
  if (!byProfile) parses.set(doc, (byProfile = new Map()));
  let parsed = byProfile.get(profile);
  if (!parsed) byProfile.set(profile, (parsed = parseRobots(doc.toString(), { profile })));
  return parsed;
}
