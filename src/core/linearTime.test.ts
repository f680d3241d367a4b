/**
 * No input costs more than linear time (issue 12 §2): megabytes of adversarial text go through
 * every step the app, the worker and the CLI run on a file, a URL list or a header. A step
 * that went quadratic on one of these would need on the order of 10^12 operations and blow the
 * timeout by hours; a linear one takes milliseconds to a second. (The User-Agent reader has its
 * own such guard and property test in userAgent.test.ts.) Not a timed test: the margin is
 * thousands of times, not a threshold a busy machine could cross.
 */
import { describe, expect, it } from 'vitest';
import {
  checkUrl, decodeRobots, diagnose, encodeRobots, explainCheck, formatRobots, parseRobots, PROFILES, splitBreaks,
} from './index.ts';
import { openedListText } from './urlFile.ts';
import { readUrlList } from './urlList.ts';

const MB = 1 << 20;
const rep = (s: string, bytes = 2 * MB) => s.repeat(Math.ceil(bytes / s.length));

/** robots.txt texts of about 2 MB, each built to stress one reading of the parser. */
const FILES: Record<string, string> = {
  'one line of letters, no colon': rep('a'),
  'one line of colons': rep(':'),
  'a key, then blanks, no colon': `Disallow${rep(' ')}`,
  'blanks, then a character cut by the line limit': `User-agent:${rep(' ')}*é\nDisallow: /x\n`,
  'one rule of stars': `User-agent: *\nDisallow: /${rep('*')}\n`,
  'one rule of star-letter pairs': `User-agent: *\nAllow: /${rep('*a')}b\n`,
  'one rule of percent signs': `User-agent: *\nDisallow: /${rep('%')}\n`,
  'one rule of escapes': `User-agent: *\nDisallow: /${rep('%2f%C3%A9')}\n`,
  'one rule of non-ASCII': `User-agent: *\nDisallow: /${rep('é')}\n`,
  'a comment': `#${rep('#')}`,
  'NULs': rep('\0'),
  'lone CRs': rep('a\r'),
  'mixed endings': rep('Disallow: /a\r\n\n\r'),
  'user-agent lines': rep('User-agent: a\n'),
  'one group of short rules': `User-agent: *\n${rep('Allow: /a\n')}`,
  'rules outside any group': rep('Disallow: /x\n'),
  'misspelled keys': rep('Dissalow: /x\n'),
  'index.html rules': `User-agent: *\n${rep('Allow: /a/index.html\n')}`,
  'a sitemap URL': `Sitemap: https://e.com/${rep('s')}\n`,
  'a long user-agent token': `User-agent: ${rep('b')}\nDisallow: /\n`,
  'HTML': rep('<div class="a:b">x</div>\n'),
};

const URL_2000 = `https://example.com/${'a*'.repeat(990)}`;

describe('no input costs more than linear time (issue 12 §2)', () => {
  it.each(Object.entries(FILES))('a file of %s: decoded, parsed under each profile, diagnosed, checked, explained, formatted', (_, text) => {
    const bytes = encodeRobots(text);
    const decoded = decodeRobots(bytes);
    expect(decoded.text.length).toBeGreaterThan(0);
    const { text: joined } = splitBreaks(decoded.text);
    // Each profile's parse once, handed to the explanation as the worker hands its parses: every
    // profile added would otherwise parse the text again under every other profile.
    const parses = Object.fromEntries(PROFILES.map((profile) => [profile, parseRobots(bytes, { profile })]));
    for (const profile of PROFILES) {
      const parsed = parses[profile];
      expect(diagnose(parsed).length).toBeGreaterThan(0);
      for (const url of ['/', '/x', URL_2000]) expect(typeof checkUrl(parsed, 'Googlebot', url).allowed).toBe('boolean');
      expect(explainCheck(parsed, 'Googlebot', URL_2000, { parses }).path.compared.length).toBeGreaterThan(0);
    }
    expect(Array.isArray(formatRobots(joined).edits)).toBe(true);
  }, 60_000);

  /** A file's text as Open a list puts it in the field (core urlFile.ts). */
  const opened = (t: string) => { const r = openedListText(t); return r.form === 'refused' ? '' : r.text; };
  // [what, text, URLs tested, some lines flagged, some repeats]
  it.each([
    ['one line of letters', rep('a'), 0, true, false],
    ['a URL of 2 MB', `https://example.com/${rep('p')}`, 1, false, false],
    ['newlines', rep('\n'), 0, false, false],
    ['not-URLs', rep('not a url\n'), 0, true, false],
    ['repeats', rep('/a\n'), 1, false, true],
    ['fragments and spaces', rep('#frag /x y\n'), 0, true, false],
    ['CSV lines pasted as text', rep('"https://e.com/a","b",c\r\n'), 0, true, false],
    ['URLs read from a CSV file', opened(`url,n\r\n${rep('"https://example.com/a",1\r\n')}`), 1, false, true],
    ['URLs read from a CSV file of one unclosed quote', opened(`"${rep('x,')}`), 0, true, false],
  ] as const)('a URL list of %s is read', (_, text, urls, flagged, repeats) => {
    const list = readUrlList(text, 'https://example.com');
    expect([list.urls.length, list.flagged.length > 0, list.duplicates > 0]).toEqual([urls, flagged, repeats]);
  }, 60_000);
});
