import { Chunk } from '@codemirror/merge';
import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { sharedViewportStart } from './steadyMergeView.ts';

const lines = (n: number, prefix = 'Disallow: /p') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
/** Line `n`'s start (1-based) in `doc`. */
const at = (doc: Text, n: number) => doc.line(n).from;

describe('sharedViewportStart', () => {
  // b has two lines inserted after line 100 of a: below them, b's positions run ahead by their length.
  const a = Text.of(lines(400));
  const bLines = lines(400);
  bLines.splice(100, 0, 'Allow: /new-one', 'Allow: /new-two');
  const b = Text.of(bLines);
  const chunks = Chunk.build(a, b);
  const shift = at(b, 203) - at(a, 201);

  it('moves the earlier start to the line the later viewport starts on, in the same unchanged range', () => {
    // a's viewport starts one line above b's (line 200 of a against line 201 of a's text in b, line 203).
    const shared = sharedViewportStart(chunks, { from: at(a, 200), to: at(a, 260) }, { from: at(b, 203), to: at(b, 262) });
    expect(shared).toEqual({ a: { from: at(a, 201), to: at(a, 260) }, b: { from: at(b, 203), to: at(b, 262) } });
    expect(shared!.b.from - shared!.a.from).toBe(shift);
  });

  it('works the other way round, when b starts earlier', () => {
    const shared = sharedViewportStart(chunks, { from: at(a, 210), to: at(a, 260) }, { from: at(b, 205), to: at(b, 262) });
    expect(shared).toEqual({ a: { from: at(a, 210), to: at(a, 260) }, b: { from: at(b, 212), to: at(b, 262) } });
  });

  it('changes nothing when both start on the same line of the text', () => {
    expect(sharedViewportStart(chunks, { from: at(a, 201), to: at(a, 260) }, { from: at(b, 203), to: at(b, 262) })).toBeNull();
    expect(sharedViewportStart(chunks, { from: at(a, 20), to: at(a, 60) }, { from: at(b, 20), to: at(b, 60) })).toBeNull();
  });

  it('changes nothing when a start is in a changed chunk, or the two start in different unchanged ranges', () => {
    expect(sharedViewportStart(chunks, { from: at(a, 99), to: at(a, 150) }, { from: at(b, 101), to: at(b, 150) })).toBeNull();
    expect(sharedViewportStart(chunks, { from: at(a, 95), to: at(a, 150) }, { from: at(b, 110), to: at(b, 150) })).toBeNull();
  });

  it('changes nothing when the later start is past the end of the other viewport', () => {
    expect(sharedViewportStart(chunks, { from: at(a, 200), to: at(a, 205) }, { from: at(b, 230), to: at(b, 262) })).toBeNull();
  });

  it('maps across the same offset before any chunk (identical texts)', () => {
    const same = Chunk.build(a, a);
    expect(sharedViewportStart(same, { from: at(a, 50), to: at(a, 90) }, { from: at(a, 52), to: at(a, 92) }))
      .toEqual({ a: { from: at(a, 52), to: at(a, 90) }, b: { from: at(a, 52), to: at(a, 92) } });
  });
});
