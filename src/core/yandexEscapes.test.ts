/**
 * Tester3 F11: YandexBot got no %-escape doubt where bingbot got one. Yandex's help says nothing of
 * how an escape compares with the character it stands for (`%7E`, `~`) or of its case (`%2f`,
 * `%2F`); RFC 9309 2.2.2 puts both sides in one form first, Google's matcher (which Yandex's reading
 * follows) compares the URL's path as written. Before, YandexBot was "Allowed (no rule matched)"
 * with no mark on each URL below; now the answer is in doubt (cause `percent-encoding`), its other
 * answer Yandex's reading with RFC 9309's comparison (profiles/yandex.ts yandexEscapes).
 */
import { describe, expect, it } from 'vitest';
import { checkAsRead, parsesOf, type ReadingChoice } from './readings.ts';
import { lenientHint } from './words/crawlerWords.ts';

const PROBES = 'User-agent: *\nDisallow: /foo/bar/%62%61%7A\nDisallow: /a%2Fb\nDisallow: /%7Euser\n';
const parses = parsesOf(PROBES);
const at = (crawler: string, path: string, choice: ReadingChoice = 'documented') => checkAsRead(parses, crawler, `https://e.com${path}`, choice);

describe('a Yandex robot and a rule or URL written with %-escapes', () => {
  it('is allowed, in doubt, wherever RFC 9309\'s comparison blocks it: the rule it would match quoted as written', () => {
    const cases: [string, number, string][] = [
      ['/~user', 4, 'Disallow: /%7Euser'],
      ['/%7euser', 4, 'Disallow: /%7Euser'],
      ['/a%2fb', 3, 'Disallow: /a%2Fb'],
      ['/foo/bar/baz', 2, 'Disallow: /foo/bar/%62%61%7A'],
    ];
    for (const [path, line, rule] of cases) {
      for (const crawler of ['YandexBot', 'YandexVideo']) {
        expect(at(crawler, path), `${crawler} ${path}`).toMatchObject({ allowed: true, reading: 'yandex', lenient: { allowed: false, line, rule, cause: 'percent-encoding' } });
      }
      // bingbot, read with Google's matcher too, had it already: the same answer and the same doubt.
      expect(at('bingbot', path), `bingbot ${path}`).toMatchObject({ allowed: true, lenient: { allowed: false, line, cause: 'percent-encoding' } });
    }
  });

  it('stays in doubt under Yandex\'s reading forced for all (its own help leaves it open), and is none for Googlebot, whose matcher is published', () => {
    expect(at('bingbot', '/~user', 'yandex')).toMatchObject({ allowed: true, reading: 'yandex', lenient: { allowed: false, line: 4, cause: 'percent-encoding' } });
    expect(at('Googlebot', '/~user')).toMatchObject({ allowed: true, reading: 'google', lenient: null });
  });

  it('is no doubt where both comparisons answer alike', () => {
    expect(at('YandexBot', '/%7Euser')).toMatchObject({ allowed: false, line: 4, lenient: null });
    expect(at('YandexBot', '/other')).toMatchObject({ allowed: true, lenient: null });
    expect(checkAsRead(parsesOf('User-agent: Yandex\nDisallow: /private\n'), 'YandexBot', 'https://e.com/private/x', 'documented')).toMatchObject({ allowed: false, lenient: null });
  });

  it('says why nobody knows, citing what Yandex\'s help does say', () => {
    const r = at('YandexBot', '/~user');
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe(
      'Allowed (Yandex). A parser that puts %-escapes in one form before comparing (%e3 as %E3, %70 as p), as RFC 9309 (2.2.2) has it, would block it: line 4 `Disallow: /%7Euser`. ' +
        'Yandex\'s reading compares the URL\'s path as written, as Google\'s parser does; RFC 9309 (2.2.2) puts the path and the rule in one form first (an escape\'s hex digits in capitals, %2f as %2F; an escaped unreserved character as itself, %7E as ~). ' +
        'Yandex\'s help asks for Cyrillic paths written %-encoded in robots.txt (controlling-robot/robots-txt, "Using Cyrillic characters") and says nothing of how an escape compares with the character it stands for, or of its case: which Yandex does, it does not document.',
    );
  });
});
