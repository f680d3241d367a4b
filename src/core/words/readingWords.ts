/**
 * The words for what the bing and yandex readings add to an explanation (issue 29): where each
 * rule the answer rests on comes from, and the URL Yandex keeps after Clean-param (Crawl-delay is
 * a column of the result, core result/columns.ts, in the words of resultWords.ts).
 */
import type { Explanation } from '../explain.ts';
import type { SourceKind } from '../profiles/types.ts';
import type { Piece, Sentence } from './sentence.ts';
import { sourcesOf } from './readingSources.ts';
import { profileName } from './profileWords.ts';

const KIND_WORDS: Record<SourceKind, string> = {
  documented: 'documented by the operator',
  observed: 'observed, not in the operator\'s help',
  assumed: 'assumed: nobody documents it',
};

/** One sentence per rule the answer rests on: the rule, how sure it is, and its source. */
export function sourceSentences(e: Explanation): Sentence[] {
  return [...readingSourceSentence(e), ...sourcesOf(e.profile, e.sources).map((s): Sentence => [`${s.says} (${KIND_WORDS[s.kind]}; ${s.source.replace(/^assumed: /, '')})`])];
}

/**
 * Why this crawler is read so, first among the sources: the registry's source for its reading
 * (documented by its operator, or its family's, assumed), which the reading's head points to
 * (explanationWords.ts readingSentences). None for a reading forced for all or for the standard.
 */
function readingSourceSentence(e: Explanation): Sentence[] {
  if (e.readingSource === '' || (e.readingWhy !== 'documented' && e.readingWhy !== 'assumed')) return [];
  const how = e.readingWhy === 'documented' ? KIND_WORDS.documented : 'assumed from its name';
  return [[`${e.crawler} read as ${profileName(e.profile)} reads robots.txt (${how}; ${e.readingSource})`]];
}

const PROBLEM_WORDS = {
  'too-long': 'it is longer than 500 characters',
  'no-params': 'it names no parameter',
  'bad-prefix': 'its path prefix holds characters other than A-Z a-z 0-9 . - / * _',
} as const;

function lineRefs(ls: readonly number[]): Piece[] {
  return ls.flatMap((line, i): Piece[] => (i === 0 ? [{ line }] : [', ', { line }]));
}

/** Yandex's Clean-param: what it strips from this URL, the URL it keeps, and what it leaves alone. */
export function cleanParamSentences(e: Explanation): Sentence[] {
  const c = e.cleanParam;
  if (c === null) return [];
  const out: Sentence[] = [];
  if (c.stripped.length > 0) {
    const names = [...new Set(c.stripped.map((s) => s.name))].join(', ');
    out.push([`Yandex strips ${names} (`, ...lineRefs([...new Set(c.stripped.map((s) => s.line))]), `) and treats this URL as ${c.url}.`]);
  } else if (c.lines.length > 0) {
    out.push(['No Clean-param line strips a parameter of this URL: Yandex keeps it as it is.']);
  }
  if (c.utmKept.length > 0) out.push([`${c.utmKept.join(', ')}: no Clean-param line names ${c.utmKept.length > 1 ? 'them' : 'it'}, so Yandex keeps ${c.utmKept.length > 1 ? 'them' : 'it'} in the URL; add ${c.utmKept.length > 1 ? 'them' : 'it'} to a Clean-param line to merge the copies.`]);
  for (const l of c.lines) if (l.problem !== '') out.push(['Yandex does not use ', { line: l.line }, `: ${PROBLEM_WORDS[l.problem]}.`]);
  out.push(['Clean-param never changes the verdict: it applies file-wide, whatever group it stands in.']);
  return out;
}
