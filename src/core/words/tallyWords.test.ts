import { describe, expect, it } from 'vitest';
import { verdictCountWords } from './tallyWords.ts';
import { askedTallyWords, coverageTallyWords } from './coverageTallyWords.ts';
import { LOG_VIEW_WORDS } from './logWords.ts';

describe('a crawler\'s tally of verdicts, one way everywhere (review21 L3)', () => {
  it('says allowed and blocked always, decided by no rule whenever counted, not governed when there are any', () => {
    expect(verdictCountWords({ allowed: 1_200, blocked: 3 })).toBe('1,200 allowed · 3 blocked');
    expect(verdictCountWords({ allowed: 48_680, blocked: 51_320, noRule: 0 })).toBe('48,680 allowed · 51,320 blocked · 0 decided by no rule');
    expect(verdictCountWords({ allowed: 1_200, blocked: 3, notGoverned: 0 })).toBe('1,200 allowed · 3 blocked');
    expect(verdictCountWords({ allowed: 0, blocked: 0, notGoverned: 4_000 })).toBe('0 allowed · 0 blocked · 4,000 not governed');
  });

  it('is what the logs say of a bot\'s requests', () => {
    expect(LOG_VIEW_WORDS.hits({ allowed: 8_550, blocked: 8_622 })).toBe('8,550 allowed · 8,622 blocked');
  });

  it('says a coverage line\'s crawler not governed, and assumed, after its counts', () => {
    expect(coverageTallyWords({ allowed: 1, blocked: 2, noRule: 1, governed: false, assumed: true }))
      .toBe("1 allowed · 2 blocked · 1 decided by no rule (robots.txt does not govern it: what the file asks) (assumed: not in the registry, read as its operator's robot by its name)");
  });

  it('says check_urls\' verdicts of a crawler robots.txt does not govern, then what the file asks in coverage\'s numbers (review22 L5)', () => {
    expect(askedTallyWords({ allowed: 0, blocked: 0, notGoverned: 4_000, asked: { allowed: 2_666, blocked: 1_334 } }))
      .toBe('0 allowed · 0 blocked · 4,000 not governed (what the file asks: 2,666 allowed · 1,334 blocked)');
    expect(askedTallyWords({ allowed: 2_666, blocked: 1_334, notGoverned: 0, asked: null })).toBe('2,666 allowed · 1,334 blocked');
  });
});
