/**
 * Every v2 link made before links carried the compare view's other version keeps opening exactly
 * as it did (permalink.ts: versioned forever). The links in testdata/permalink/v2-links.json were
 * made by the encoder of that time; they are data, never regenerated.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Expectation, Profile } from '../core/index.ts';
import { decodePermalink } from './permalink.ts';

interface Fixture {
  what: string; fragment: string; bytesBase64: string | null; agent: string; urls: string; origin: string; profile: Profile;
  crawlers: string[]; cell: { row: number; col: number } | null; fileName: string; expectations: Expectation[];
}
const fixtures = (JSON.parse(readFileSync(new URL('../../testdata/permalink/v2-links.json', import.meta.url), 'utf8')) as { links: Fixture[] }).links;

describe('v2 links made before the other version', () => {
  it('are real v2 links without the field', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(3);
    for (const f of fixtures) expect(f.fragment.startsWith('#v2.'), f.what).toBe(true);
  });

  for (const f of fixtures) {
    it(`opens ${f.what}: the same bytes and suite, no other version`, async () => {
      const r = await decodePermalink(f.fragment);
      if (!r.ok) throw new Error(r.error);
      expect(r.state.bytes === null ? null : Buffer.from(r.state.bytes).toString('base64')).toBe(f.bytesBase64);
      const { agent, urls, origin, profile, crawlers, cell, fileName, expectations } = f;
      expect(r.state).toEqual({ agent, urls, origin, profile, crawlers, cell, fileName, expectations, bytes: r.state.bytes, other: null });
    });
  }
});
