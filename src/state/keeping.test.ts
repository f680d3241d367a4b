import { describe, expect, it } from 'vitest';
import type { Saved, Version } from './autosave.ts';
import { beyondBound, MAX_KEPT, needsKeeping } from './keeping.ts';

const doc = (text: string, extra: Partial<Saved> = {}): Saved => ({ text, agent: 'Googlebot', urls: '/', profile: 'google', edited: 1000, ...extra });
const version = (id: string, saved: Saved): Version => ({ id, saved });
const TYPED = doc('User-agent: *\nDisallow: /my-typed-work');

describe('needsKeeping', () => {
  it('keeps the person\'s work that no other version holds', () => {
    expect(needsKeeping(TYPED, [])).toBe(true);
    expect(needsKeeping(TYPED, [version('other', doc('# something else'))])).toBe(true);
  });

  it('does not keep what came as it is from a file, the example or New, nor a blank document', () => {
    expect(needsKeeping({ ...TYPED, asOpened: true }, [])).toBe(false);
    expect(needsKeeping(doc(' \n\n'), [])).toBe(false);
  });

  it('does not keep twice what another version already holds, suite and compared version included', () => {
    expect(needsKeeping(TYPED, [version('kept', { ...TYPED, edited: 5, leftFor: 'link' })])).toBe(false);
    expect(needsKeeping(TYPED, [version('kept', { ...TYPED, urls: '/other' })])).toBe(true);
    expect(needsKeeping({ ...TYPED, compare: { text: 'a', source: 'x' } }, [version('kept', TYPED)])).toBe(true);
  });
});

describe('beyondBound', () => {
  it('names the kept versions past the bound, oldest first; versions no replacement left are not counted', () => {
    const kept = Array.from({ length: MAX_KEPT + 2 }, (_, i) => version(`k${i}`, doc(`# ${i}`, { edited: 100 + i, leftFor: 'example' })));
    const live = version('live', doc('# live tab', { edited: 1 }));
    expect(beyondBound([live, ...kept]).map((v) => v.id)).toEqual(['k0', 'k1']);
    expect(beyondBound(kept.slice(0, MAX_KEPT))).toEqual([]);
  });
});
