import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageRegistry, REGISTRY_FILE } from './pageRegistry.ts';

const data = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8'));

describe('pageRegistry', () => {
  it('keeps every row, in order, with every field but the notes for people (verified, note, toCheck)', () => {
    const page = pageRegistry(data) as { crawlers: Record<string, unknown>[]; generated: string };
    expect(page.generated).toBe(data.generated);
    expect(page.crawlers).toHaveLength(data.crawlers.length);
    data.crawlers.forEach((row: Record<string, unknown>, i: number) => {
      const kept = Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'verified' && k !== 'note' && k !== 'toCheck'));
      expect(page.crawlers[i]).toEqual(kept);
    });
  });

  it('leaves out the file\'s about, and each verified, note and toCheck', () => {
    expect(data.about).toBeTruthy();
    expect(data.crawlers.some((r: Record<string, unknown>) => r.verified)).toBe(true);
    expect(data.crawlers.some((r: Record<string, unknown>) => r.note)).toBe(true);
    expect(data.crawlers.some((r: Record<string, unknown>) => r.toCheck)).toBe(true);
    const text = JSON.stringify(pageRegistry(data));
    expect(text).not.toContain('"about"');
    expect(text).not.toContain('"verified"');
    expect(text).not.toContain('"note"');
    expect(text).not.toContain('"toCheck"');
  });
});
