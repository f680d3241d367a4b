import { describe, expect, it } from 'vitest';
import { checkUrl, parseRobots, PROFILES } from '../index.ts';
import { tieBreakSentence } from './explanationWords.ts';
import { NO_RULE_MATCHED, noLineWords, ROBOTS_TXT_ALLOWED } from './resultWords.ts';

describe('why no line decided', () => {
  it('is RFC 9309 2.2.2 for /robots.txt itself under RFC 9309 and the 1996 draft, whatever the rules; a rule decides it elsewhere', () => {
    const file = 'User-agent: *\nDisallow: /\n';
    const said = Object.fromEntries(PROFILES.map((profile) => {
      const r = checkUrl(parseRobots(file, { profile }), ['SomeBot'], 'https://example.com/robots.txt');
      return [profile, r.line > 0 ? `line ${r.line}` : noLineWords(r.tieBreak)];
    }));
    expect(said).toEqual({
      google: 'line 2', rfc9309: '/robots.txt itself is always allowed', draft1996: '/robots.txt itself is always allowed', bing: 'line 2', yandex: 'line 2',
    });
  });

  it('is that no rule matched where none of the groups does, and where no tie-break is known', () => {
    const r = checkUrl(parseRobots('User-agent: *\nDisallow: /private\n', { profile: 'rfc9309' }), ['SomeBot'], '/public');
    expect([r.line, noLineWords(r.tieBreak)]).toEqual([0, 'no rule matched']);
    expect(noLineWords(undefined)).toBe(NO_RULE_MATCHED);
  });

  it('is said in the explanation in the same words, with the section it cites', () => {
    expect(tieBreakSentence('robots-txt')).toBe(`${ROBOTS_TXT_ALLOWED} (RFC 9309 2.2.2).`);
  });
});
