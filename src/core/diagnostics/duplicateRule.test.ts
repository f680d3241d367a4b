/**
 * Which of two repeated rules duplicate-rule asks to remove: the one not every reading reads, and
 * none where the two are written otherwise and only this reading reads them alike.
 */
import { describe, expect, it } from 'vitest';
import { checkUrl, diagnose, parseRobots, sayText, type Profile } from '../index.ts';

function ruleProblems(text: string, profile: Profile): string[] {
  return diagnose(parseRobots(text, { profile })).filter((d) => d.code === 'duplicate-rule' || d.code === 'shadowed-rule')
    .map((d) => `${d.line} ${d.code}: ${sayText(d.say)}${d.fix ? ` [${sayText(d.fix.say)}]` : ''}`);
}

describe('duplicate-rule', () => {
  it('keeps the first rule every reading reads: a misspelt key or a missing colon is the one to remove', () => {
    const text = 'User-agent: *\nDissallow: /y\nDisallow: /y\nDisallow /y\nDisallow: /y\n';
    expect(ruleProblems(text, 'google')).toEqual([
      '2 duplicate-rule: This rule repeats line 3; it changes nothing. Remove it. [Remove this line]',
      '4 duplicate-rule: This rule repeats line 3; it changes nothing. Remove it. [Remove this line]',
      '5 duplicate-rule: This rule repeats line 3; it changes nothing. Remove it. [Remove this line]',
    ]);
  });

  it('keeps the first where none is written as every reading reads it', () => {
    expect(ruleProblems('User-agent: *\nDissallow: /y\nDisallow /y\n', 'google')).toEqual([
      '3 duplicate-rule: This rule repeats line 2; it changes nothing. Remove it. [Remove this line]',
    ]);
  });

  it('values written otherwise that this reading reads alike are not repeats: another reading tells them apart', () => {
    // RFC 9309 decodes %7E to ~ and Bing does not; the 1996 draft decodes %3A to : and Google does not.
    expect(ruleProblems('User-agent: *\nDisallow: /x%7E\nDisallow: /x~\n', 'rfc9309')).toEqual([
      '3 shadowed-rule: This rule can never decide a URL: line 2 matches every URL it matches and comes first, so it decides. Remove one of them, or make them differ.',
    ]);
    // As it says, the first decides.
    expect(checkUrl(parseRobots('User-agent: *\nDisallow: /x%7E\nDisallow: /x~\n', { profile: 'rfc9309' }), 'a', 'https://e.com/x~').line).toBe(2);
    expect(ruleProblems('User-agent: *\nDisallow: /a:\nDisallow: /a%3A\n', 'draft1996')).toEqual([
      '3 shadowed-rule: This rule can never decide a URL: line 2 matches every URL it matches and comes first, so it decides. Remove one of them, or make them differ.',
    ]);
  });

  it('values written otherwise that every reading reads alike are repeats: `é` and its UTF-8 escape', () => {
    const text = 'User-agent: *\nDisallow: /caf%C3%A9/\nDisallow: /café/\n';
    for (const profile of ['google', 'rfc9309', 'draft1996'] as const) {
      expect(ruleProblems(text, profile), profile).toEqual(['3 duplicate-rule: This rule repeats line 2; it changes nothing. Remove it. [Remove this line]']);
    }
  });
});
