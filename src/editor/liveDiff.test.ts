/**
 * The merge views' diff options (liveDiff.ts) through @codemirror/merge's own chunking, as
 * MergeView and unifiedMergeView build their changed chunks from them.
 */
import { Chunk } from '@codemirror/merge';
import { ChangeSet, Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { diffConfigFor } from './liveDiff.ts';

const text = (s: string) => Text.of(s.split('\n'));
const A = text('User-agent: *\nDisallow: /private\nAllow: /public\n');
const B = text('User-agent: *\nDisallow: /secret\nAllow: /public\nDisallow: /tmp\n');

describe('the compare view\'s diff options', () => {
  it('while marking: the chunks the library makes by default (its scan limit of 500)', () => {
    const chunks = Chunk.build(A, B, diffConfigFor(() => true, 1000));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks).toEqual(Chunk.build(A, B, { scanLimit: 500 }));
  });

  it('while marking, a stretch longer than the limit (the paste that makes a version too long) is no chunk', () => {
    expect(Chunk.build(A, B, diffConfigFor(() => true, 40))).toEqual([]);
    expect(Chunk.build(A, B, diffConfigFor(() => true, B.length))).toEqual(Chunk.build(A, B, { scanLimit: 500 }));
  });

  it('while not marking: no chunk, so no changed line is marked, whatever the texts', () => {
    expect(Chunk.build(A, B, diffConfigFor(() => false, 1_000_000))).toEqual([]);
    const typed = ChangeSet.of({ from: 0, insert: 'x\n' }, B.length);
    const after = Chunk.updateB([], A, typed.apply(B), typed, diffConfigFor(() => false, 1_000_000));
    expect(after).toEqual([]);
  });
});
