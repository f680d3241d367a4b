import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Text } from '@codemirror/state';
import { buildDoc } from './buildDoc.ts';

/** What a transaction makes of the same string: CodeMirror's own split. */
const atOnce = (text: string) => Text.of(text.split(/\r\n?|\n/));

function sameDoc(built: Text, text: string): void {
  const expected = atOnce(text);
  expect(built.toString()).toBe(expected.toString());
  expect(built.lines).toBe(expected.lines);
  expect(built.length).toBe(expected.length);
  for (let n = 1; n <= expected.lines; n++) expect(built.line(n).text).toBe(expected.line(n).text);
}

describe('buildDoc', () => {
  it('equals the text put in at once, whatever the pieces (line breaks, empty lines, no final break)', async () => {
    const line = fc.stringMatching(/^[a-z/*$ ]{0,12}$/);
    const brk = fc.constantFrom('\n', '\n', '\r\n', '\r');
    const text = fc.array(fc.tuple(line, brk), { maxLength: 40 }).chain((pairs) =>
      fc.boolean().map((finalBreak) => {
        const joined = pairs.map(([l, b]) => l + b).join('');
        return finalBreak || pairs.length === 0 ? joined : joined.slice(0, -pairs[pairs.length - 1][1].length);
      }));
    await fc.assert(fc.asyncProperty(text, fc.integer({ min: 1, max: 30 }), async (t, piece) => {
      sameDoc(await buildDoc(t, async () => {}, piece), t);
    }), { numRuns: 400 });
  });

  it('yields between pieces, and only then', async () => {
    const text = 'Disallow: /a\n'.repeat(100);
    let yields = 0;
    sameDoc(await buildDoc(text, async () => { yields++; }, 130), text);
    // 1,300 characters in pieces of at least 130 (each ends after a line break): 10 pieces.
    expect(yields).toBe(9);
    yields = 0;
    await buildDoc(text, async () => { yields++; });
    expect(yields).toBe(0);
  });

  it('builds an empty document', async () => {
    sameDoc(await buildDoc('', async () => {}, 4), '');
  });
});
