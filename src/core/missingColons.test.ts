/**
 * Tester3 F11: a line missing its colon (`Disallow /private`, as corpus 0026, 24hourfitness.com).
 * Google's parser reads it; Yandex's help says nothing of it, where it documents that unknown keys
 * are not read. Before, YandexBot was "Allowed (no rule matched)" with no mark, where GPTBot and
 * bingbot (checked against Google's parse) were in doubt.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAsRead, parsesOf, type ReadingChoice } from './readings.ts';
import { lenientHint } from './words/crawlerWords.ts';

const FILE = 'User-agent: *\nDisallow /private # no colon\nDissallow: /typo\nDisallow: /kept\n';
const check = (text: string | Uint8Array, crawler: string, url: string, choice: ReadingChoice = 'documented') => checkAsRead(parsesOf(text), crawler, url, choice);

describe('a line missing its colon, for a Yandex robot', () => {
  it('YandexBot is allowed, in doubt: a parser lenient as Google\'s blocks it by line 2, quoted as written', () => {
    const r = check(FILE, 'YandexBot', 'https://e.com/private/a');
    expect(r).toMatchObject({ allowed: true, line: 0, reading: 'yandex', lenient: { allowed: false, line: 2, rule: 'Disallow /private', cause: 'lenient' } });
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe("Allowed (Yandex). A lenient parser, as Google's, would block it: line 2 `Disallow /private`");
    // Forced for all too: it is the Yandex reading's own open question.
    expect(check(FILE, 'GPTBot', 'https://e.com/private/a', 'yandex').lenient).toMatchObject({ allowed: false, line: 2, cause: 'lenient' });
  });

  it('is no doubt for a misspelt key (Yandex documents it does not read one), nor where the lines agree', () => {
    expect(check(FILE, 'YandexBot', 'https://e.com/typo')).toMatchObject({ allowed: true, lenient: null });
    expect(check(FILE, 'YandexBot', 'https://e.com/kept')).toMatchObject({ allowed: false, line: 4, lenient: null });
    expect(check(FILE, 'YandexBot', 'https://e.com/other')).toMatchObject({ allowed: true, lenient: null });
  });

  it('corpus 0026 (24hourfitness.com, `Disallow /*/?cm_mmc*` on line 13): YandexBot in doubt as GPTBot is', () => {
    const parses = parsesOf(new Uint8Array(readFileSync(join(import.meta.dirname, '../../testdata/corpus/0026_www.24hourfitness.com.txt'))));
    const url = 'https://www.24hourfitness.com/clubs/?cm_mmc=x';
    for (const crawler of ['GPTBot', 'YandexBot']) {
      expect(checkAsRead(parses, crawler, url, 'documented'), crawler).toMatchObject({ allowed: true, lenient: { allowed: false, line: 13, rule: 'Disallow /*/?cm_mmc*', cause: 'lenient' } });
    }
  });
});
