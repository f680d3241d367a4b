import { describe, expect, it } from 'vitest';
import { countsSentence, problemsAnnouncement } from './problemsAnnouncement.ts';

const c = (error: number, warning: number, info: number) => ({ error, warning, info });

describe('problemsAnnouncement', () => {
  it('says nothing when the counts did not change', () => {
    expect(problemsAnnouncement(c(1, 2, 0), c(1, 2, 0))).toBeNull();
  });

  it('says the new counts and the old ones when a problem appears', () => {
    expect(problemsAnnouncement(c(0, 1, 0), c(1, 1, 0))).toBe(
      'Problems in the document: 1 error, 1 warning (was 1 warning).',
    );
  });

  it('says when the last problem is gone', () => {
    expect(problemsAnnouncement(c(0, 0, 2), c(0, 0, 0))).toBe('Problems in the document: no problems (was 2 notes).');
  });

  it('names only the kinds present, in plural where needed', () => {
    expect(countsSentence(c(2, 0, 1))).toBe('2 errors, 1 note');
    expect(countsSentence(c(0, 1200, 0))).toBe('1,200 warnings');
  });
});
