/**
 * lexRow writes no `to` (the caller's line end) and no 0 spelling or missing colon (nearly every
 * line's: parse29, 95f3ea1), so it must be handed a fresh row: one that never held a line. A
 * parse that lexed into a reused or pooled table (an incremental reparse, say) would keep an old
 * line's misspelt key or missing colon on a line that has neither, and no answer-level test would
 * notice (review21 L5). Here every lexRow call of every way the parse reads a file (whole, its
 * 500 KiB head first then the rest, Googlebot's view from a checkpoint) is watched: the row it is
 * given must hold 0 in those two columns and the line's own end.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LineTable } from './types.ts';

const unfresh: string[] = [];
let calls = 0;

vi.mock('./lex.ts', async (importOriginal) => {
  const lex = await importOriginal<typeof import('./lex.ts')>();
  return {
    ...lex,
    lexRow(t: LineTable, row: number, text: string, from: number, to: number, ...rest: unknown[]): number {
      calls++;
      if (t.spelling[row] !== 0 || t.missingColon[row] !== 0 || t.to[row] !== to) {
        unfresh.push(`row ${row} (${JSON.stringify(text.slice(from, to))}): spelling ${t.spelling[row]}, missingColon ${t.missingColon[row]}, to ${t.to[row]} for ${to}`);
      }
      return (lex.lexRow as (...a: unknown[]) => number)(t, row, text, from, to, ...rest);
    },
  };
});

const { parseRobots } = await import('./parse.ts');
const { googlebotView } = await import('./googlebotView.ts');

afterEach(() => {
  unfresh.length = 0;
  calls = 0;
});

/** Lines with a misspelt key and a missing colon beside lines with neither, in every order. */
const LINES = ['User-agent: *', 'Disalow /private', 'Disallow: /private', 'Disallow /x', 'Allow: /x', '# note', '', 'Sitemap: https://e.com/s.xml', 'useragent bot'];

function fileOf(bytes: number): string {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `${LINES[i % LINES.length]}${i % 5 === 0 ? `/${i}` : ''}`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

describe('lexRow is handed only fresh rows', () => {
  it.each(['google', 'rfc9309', 'draft1996'] as const)('by a whole parse, of text and of bytes (%s)', (profile) => {
    const text = fileOf(20_000);
    parseRobots(text, { profile });
    parseRobots(new TextEncoder().encode(text), { profile });
    expect(calls).toBeGreaterThan(2_000);
    expect(unfresh).toEqual([]);
  });

  it('by a file over 500 KiB: its head first, then the rest read on from the head\'s rows, and Googlebot\'s view from a checkpoint', () => {
    const text = fileOf(600_000);
    // Bytes: the head's parse, then the whole file read on past it (readPastHead).
    const fromBytes = parseRobots(new TextEncoder().encode(text));
    expect(fromBytes.lineCount).toBeGreaterThan(40_000);
    // Text: the whole file, then what Googlebot reads of it from the cut's checkpoint (readCutShort).
    const view = googlebotView(parseRobots(text));
    expect(view.sizeLimit).toBeNull();
    // The head's ~35,000 rows, the rest's ~6,000, the text's 40,000 and more, and the view's last rows.
    expect(calls).toBeGreaterThan(2 * fromBytes.lineCount);
    expect(unfresh).toEqual([]);
  });
});
