/**
 * The rows the parse notes as having an odd key or separator (oddKeys.ts) must be every such
 * row, under every profile: checkLines reads no other line's key. Checked against the lines a
 * copy of the parse (no memo, as the worker hands one over) reads afresh, and against each
 * line's kind, spelling and colon read the long way (lineAt).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusFileNames, readCorpusFile } from './corpus.test-helper.ts';
import { oddKeyRows } from './oddKeys.ts';
import { lineAt, parseRobots } from './parse.ts';
import { PROFILES, type ParsedRobots } from './types.ts';

/** The rows whose line has an odd key or separator, read from each whole LexedLine. */
function oddRowsOfLines(parsed: ParsedRobots): number[] {
  const out: number[] = [];
  for (let line = 1; line <= parsed.lineCount; line++) {
    const l = lineAt(parsed, line);
    const odd = l.kind === 'unknown' || l.kind === 'invalid' || l.kind === 'unused' || l.missingColon || l.spelling === 'typo' || l.spelling === 'prefix';
    if (odd) out.push(line - 1);
  }
  return out;
}

function expectNoted(parsed: ParsedRobots): void {
  const noted = oddKeyRows(parsed);
  expect(noted).toEqual(oddRowsOfLines(parsed));
  expect(oddKeyRows(structuredClone(parsed))).toEqual(noted);
}

const key = fc.constantFrom('Allow', 'Disallow', 'disallow', 'DISALLOW', 'Dissallow', 'User-agent', 'User-Agent', 'useragent', 'Sitemap', 'Crawl-delay', 'Noindex', 'Foo', 'Disallow ', '');
const separator = fc.constantFrom(': ', ':', ' ', '  ', '\t', ' : ', '');
const value = fc.constantFrom('', '/', '/a', '*', 'Googlebot', '# c', '/a # c', 'x y');

describe('lines with an odd key or separator', () => {
  it('are every such line, in every profile, as the parse notes them and as a copy reads them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, separator, value), { maxLength: 12 }), fc.constantFrom(...PROFILES), (lines, profile) => {
        const text = lines.map(([k, s, v]) => `${k}${s}${v}`).join('\n');
        expectNoted(parseRobots(text, { profile }));
      }),
      { numRuns: 500 },
    );
  });

  it('are every such line of the corpus files, read as text and as bytes', () => {
    for (const name of corpusFileNames()) {
      const bytes = readCorpusFile(name);
      expectNoted(parseRobots(bytes));
      expectNoted(parseRobots(new TextDecoder().decode(bytes)));
    }
  });
});
