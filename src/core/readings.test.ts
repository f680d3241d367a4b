/** Each crawler as its operator documents (issue 29 §1), and how sure an undocumented answer is. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crawlerFor } from './crawlerCheck.ts';
import { explainAsRead } from './explain.ts';
import { parseRobots } from './parse.ts';
import { bigFileReading, checkAsRead, fileReading, parsesOf, READING_CHOICES, readingFor, type ReadingChoice } from './readings.ts';
import { REGISTRY } from './registry/registry.ts';
import { cutInsideRule, overTheLimit, PERCENT, yandexFileOf } from './doubtFiles.test-helper.ts';
import { groupSentences, readingSentences } from './words/explanationWords.ts';
import { sourceSentences } from './words/readingWords.ts';

const WINZIP = readFileSync(join(import.meta.dirname, '../../testdata/corpus/0389_store.winzip.com.txt'));
const MISSPELT = 'User-agent: *\nDisalow: /private\n';

describe('a reading per crawler', () => {
  it('reads Google\'s crawlers, Applebot and Screaming Frog as Google, from a documented source', () => {
    for (const token of ['Googlebot', 'AdsBot-Google', 'Applebot', 'Screaming Frog SEO Spider']) {
      const r = readingFor(crawlerFor(token), 'documented');
      expect(r, token).toMatchObject({ profile: 'google', why: 'documented' });
      expect(r.source, token).not.toBe('');
    }
  });

  it('reads bingbot as Bing and YandexBot as Yandex, as their operators document', () => {
    expect(readingFor(crawlerFor('Bingbot'), 'documented')).toMatchObject({ profile: 'bing', why: 'documented' });
    expect(readingFor(crawlerFor('YandexBot'), 'documented')).toMatchObject({ profile: 'yandex', why: 'documented' });
  });

  it('gives bingbot the msnbot group where no group names bingbot, before *, as Bing documents (its 2010 post)', () => {
    const text = 'User-agent: msnbot\nDisallow: /old/\n\nUser-agent: *\nDisallow: /private/\n';
    const msn = checkAsRead(parsesOf(text), 'bingbot', 'https://example.com/old/page', 'documented');
    expect(msn).toMatchObject({ allowed: false, line: 2, decidedBy: 'msnbot', crawlerRule: 'chain-fallback' });
    expect(checkAsRead(parsesOf(text), 'bingbot', 'https://example.com/private/x', 'documented')).toMatchObject({ allowed: true });
    const words = groupSentences(explainAsRead(parsesOf(text), 'bingbot', 'https://example.com/old/page', 'documented'))
      .map((s) => s.map((p) => (typeof p === 'string' ? p : `line ${JSON.stringify(p)}`)).join(''));
    expect(words[0]).toMatch(/^No group names bingbot; bingbot then obeys the group naming msnbot \(Microsoft documents this\), which applies \(line .*"line":1.*\)\.$/);
    expect(words[1]).toMatch(/^The \* group \(line .*"line":4.*\) does not apply to it\.$/);
    // A group naming bingbot takes precedence over msnbot's and the * group.
    const both = `User-agent: bingbot\nDisallow: /new/\n\n${text}`;
    expect(checkAsRead(parsesOf(both), 'bingbot', 'https://example.com/old/page', 'documented')).toMatchObject({ allowed: true, decidedBy: 'bingbot' });
    expect(checkAsRead(parsesOf(both), 'bingbot', 'https://example.com/new/page', 'documented')).toMatchObject({ allowed: false, line: 2 });
  });

  it('reads a crawler that documents nothing more, and a token the registry lacks, by RFC 9309', () => {
    expect(readingFor(crawlerFor('ClaudeBot'), 'documented')).toEqual({ profile: 'rfc9309', why: 'undocumented', source: '', cutDocumented: false });
    expect(readingFor(crawlerFor('SomeNewBot'), 'documented')).toEqual({ profile: 'rfc9309', why: 'undocumented', source: '', cutDocumented: false });
  });

  it('reads a token the registry lacks whose name begins with Yandex as Yandex reads robots.txt, assumed, with its source (issue 29)', () => {
    const r = readingFor(crawlerFor('YandexVideo'), 'documented');
    expect(r).toMatchObject({ profile: 'yandex', why: 'assumed' });
    expect(r.source).toMatch(/User-agent: Yandex # will be used by all Yandex bots/);
    const e = explainAsRead(parsesOf('User-agent: Yandex\nDisallow: /v/\n\nUser-agent: *\nDisallow: /\n'), 'YandexVideo', 'https://example.com/v/1', 'documented', { request: true });
    expect(e).toMatchObject({ profile: 'yandex', allowed: false, line: 2, readingWhy: 'assumed', lenient: null });
    expect(readingSentences(e)[0].join('')).toMatch(/^YandexVideo is not in the registry; its name is Yandex's, so it is read as Yandex reads robots\.txt, assumed \(/);
  });

  it('gives every registry row a reading, and a source wherever it is not the default', () => {
    for (const c of REGISTRY) {
      if (c.readingSource === '') expect(c.reading, c.token).toBe('rfc9309');
      else expect(c.source, c.token).not.toBe('');
    }
  });

  it('lets the person force one reading for all', () => {
    expect(readingFor(crawlerFor('ClaudeBot'), 'google')).toEqual({ profile: 'google', why: 'forced', source: '', cutDocumented: false });
    expect(readingFor(crawlerFor('Googlebot'), 'rfc9309')).toEqual({ profile: 'rfc9309', why: 'forced', source: '', cutDocumented: false });
    expect(fileReading('documented')).toBe('google');
    expect(fileReading('draft1996')).toBe('draft1996');
  });
});

describe('winzip (corpus 0389): ClaudeBot\'s group says `Disalow: /`', () => {
  const parses = parsesOf(WINZIP);

  it('ClaudeBot is allowed by RFC 9309, and Google\'s lenient parser would block it by line 172', () => {
    const r = checkAsRead(parses, 'ClaudeBot', 'https://store.winzip.com/checkout', 'documented');
    expect(r).toMatchObject({ allowed: true, reading: 'rfc9309', readingWhy: 'undocumented', lenient: { allowed: false, line: 172 } });
  });

  it('Amazonbot, blocked by a rule every parser reads, has no disagreement', () => {
    const r = checkAsRead(parses, 'Amazonbot', 'https://store.winzip.com/', 'documented');
    expect(r).toMatchObject({ allowed: false, lenient: null });
  });

  it('forced to Google, ClaudeBot is blocked, as before, with nothing to compare', () => {
    expect(checkAsRead(parses, 'ClaudeBot', 'https://store.winzip.com/', 'google')).toMatchObject({ allowed: false, line: 172, lenient: null });
  });

  it('the explanation says why RFC 9309 and what Google answers', () => {
    const e = explainAsRead(parses, 'ClaudeBot', 'https://store.winzip.com/', 'documented', { request: true });
    expect(e).toMatchObject({ profile: 'rfc9309', allowed: true, readingWhy: 'undocumented', lenient: { allowed: false, line: 172, rule: 'Disalow: /' } });
  });
});

describe('Googlebot keeps Google\'s reading', () => {
  it('a misspelt Disallow still blocks Googlebot, with nothing to disagree with', () => {
    const r = checkAsRead(parsesOf(MISSPELT), 'Googlebot', 'https://example.com/private/x', 'documented');
    expect(r).toMatchObject({ allowed: false, line: 2, reading: 'google', readingWhy: 'documented', lenient: null });
  });

  it('the parse given first is used, not made again', () => {
    const first = parseRobots(MISSPELT, { profile: 'google' });
    expect(parsesOf(MISSPELT, first)('google')).toBe(first);
  });
});

describe('bingbot: Bing documents its groups and Crawl-delay, not what its parser forgives', () => {
  const parses = parsesOf(MISSPELT);

  it('is allowed by Bing\'s reading, and told that Google\'s lenient parser would block it', () => {
    const r = checkAsRead(parses, 'bingbot', 'https://example.com/private/x', 'documented');
    expect(r).toMatchObject({ allowed: true, reading: 'bing', readingWhy: 'documented', lenient: { allowed: false, line: 2 } });
  });

  it('the explanation names the assumed rule the answer rests on', () => {
    const e = explainAsRead(parses, 'bingbot', 'https://example.com/private/x', 'documented', { request: true });
    expect(e).toMatchObject({ profile: 'bing', allowed: true, lenient: { allowed: false, line: 2, rule: 'Disalow: /private' } });
    expect(e.sources).toContain('keys');
    expect(e.sources.indexOf('keys')).toBeGreaterThan(e.sources.indexOf('groups'));
  });

  it('where both readings agree there is nothing to say, and no keys rule cited', () => {
    const e = explainAsRead(parses, 'bingbot', 'https://example.com/public', 'documented', { request: true });
    expect(e).toMatchObject({ allowed: true, lenient: null });
    expect(e.sources).not.toContain('keys');
  });

  it('YandexBot, whose help documents that unknown keys are not read, gets no such doubt; nor does Bing\'s reading when forced', () => {
    expect(checkAsRead(parses, 'YandexBot', 'https://example.com/private/x', 'documented')).toMatchObject({ allowed: true, reading: 'yandex', lenient: null });
    expect(checkAsRead(parses, 'bingbot', 'https://example.com/private/x', 'bing')).toMatchObject({ allowed: true, readingWhy: 'forced', lenient: null });
  });
});

describe('a file over 500 KiB: RFC 9309 has a crawler read at least 500 KiB and lets it read more (2.5)', () => {
  const { text, cutLine } = overTheLimit();
  const parses = parsesOf(text);
  const at = (crawler: string, path: string) => checkAsRead(parses, crawler, `https://example.com${path}`, 'documented');

  it('a rule the cut falls in: the doubt is the size limit, quoted as read cut short, not Google\'s leniency with the whole rule', () => {
    // Before, "A lenient parser, as Google's, would block it: line 5 `Disallow: /private-docs/`".
    expect(at('GPTBot', '/privacy')).toMatchObject({
      allowed: true, line: 0, lenient: { allowed: false, line: cutLine, rule: 'Disallow: /priv', cutShort: true, cause: 'size-limit' },
    });
  });

  it('a rule past the cut: a crawler that stops at 500 KiB never reads it', () => {
    expect(at('GPTBot', '/beyond')).toMatchObject({ allowed: false, line: cutLine + 1, lenient: { allowed: true, line: 0, rule: '', cutShort: false, cause: 'size-limit' } });
    expect(at('bingbot', '/beyond')).toMatchObject({ allowed: false, reading: 'bing', lenient: { allowed: true, line: 0, cause: 'size-limit' } });
  });

  it('a misspelt key before the cut is still Google\'s leniency; a rule both read whole is not in doubt', () => {
    expect(at('GPTBot', '/typo')).toMatchObject({ allowed: true, lenient: { allowed: false, line: 3, rule: 'Disalow: /typo', cutShort: false, cause: 'lenient' } });
    expect(at('GPTBot', '/private-docs/a')).toMatchObject({ allowed: false, line: cutLine, lenient: null });
  });

  it('the explanation names the cut and quotes what is read there, with why nobody knows', () => {
    const e = explainAsRead(parses, 'GPTBot', 'https://example.com/privacy', 'documented', { request: true });
    expect(e.lenient).toMatchObject({ cause: 'size-limit', rule: 'Disallow: /priv' });
    expect(readingSentences(e)[1].map((p) => (typeof p === 'string' ? p : `[line ${p.line}]`)).join('')).toBe(
      'Readings disagree. Allowed (RFC 9309). A crawler that reads only the first 500 KiB of the file, as Googlebot does, would block it: ' +
      `[line ${cutLine}], read only as far as byte 512,000, \`Disallow: /priv\`. RFC 9309 (2.5) has a crawler read at least the first 500 KiB ` +
      '(512,000 bytes) and lets it read more: how far this crawler reads, nobody documents.',
    );
    // Bing's rule on keys is not what this answer rests on.
    expect(explainAsRead(parses, 'bingbot', 'https://example.com/privacy', 'documented', { request: true }).sources).not.toContain('keys');
  });

  it('says how each crawler reads it, as its answers do: the cut, the whole file in doubt of the cut, the whole file, or the site open', () => {
    const reads = (crawler: string, choice: ReadingChoice = 'documented') => bigFileReading(readingFor(crawlerFor(crawler), choice), text.length);
    expect(['Googlebot', 'Googlebot-Image', 'bingbot', 'GPTBot', '*', 'YandexBot'].map((c) => reads(c))).toEqual(['to-cut', 'to-cut', 'whole-in-doubt', 'whole-in-doubt', 'whole-in-doubt', 'open']);
    expect([reads('GPTBot', 'google'), reads('GPTBot', 'rfc9309'), reads('Googlebot', 'yandex')]).toEqual(['to-cut', 'whole', 'open']);
    // In doubt of the cut exactly where the answers are checked against it.
    for (const crawler of ['Googlebot', 'bingbot', 'GPTBot', 'YandexBot']) {
      for (const choice of READING_CHOICES) {
        const doubted = checkAsRead(parses, crawler, 'https://example.com/beyond', choice).lenient?.cause === 'size-limit';
        expect(reads(crawler, choice) === 'whole-in-doubt', `${crawler} ${choice}`).toBe(doubted);
      }
    }
  });
});

describe('a crawler read as Google whose operator documents no size limit: Google\'s 500 KiB cut is Google\'s own (corpus 0055, docs.oracle.com)', () => {
  const { text, cutLine } = cutInsideRule();
  const parses = parsesOf(text);
  const at = (crawler: string, path: string, choice: ReadingChoice = 'documented') => checkAsRead(parses, crawler, `https://example.com${path}`, choice);

  it('Applebot follows Googlebot\'s rules, as Apple documents, but not its cut: where the cut decides, readings disagree', () => {
    // Before: "Blocked by line 19134 (Disallow: /html/E)", with no doubt.
    expect(at('Applebot', '/html/E99999_01/x')).toMatchObject({
      allowed: false, line: cutLine, reading: 'google', lenient: { allowed: true, line: 0, rule: '', cutShort: false, cause: 'whole-file' },
    });
    expect(at('Applebot', '/beyond')).toMatchObject({
      allowed: true, line: 0, lenient: { allowed: false, line: cutLine + 1, rule: 'Disallow: /beyond', cutShort: false, cause: 'whole-file' },
    });
    // Where the cut changes no verdict, nothing is in doubt.
    expect(at('Applebot', '/html/E12243_01/x')).toMatchObject({ allowed: false, line: cutLine, lenient: null });
    expect(at('Screaming Frog SEO Spider', '/beyond')).toMatchObject({ allowed: true, lenient: { allowed: false, cause: 'whole-file' } });
  });

  it('Google\'s own crawlers keep their confident answer: Google documents the cut for them; so does a reading the person forced', () => {
    for (const crawler of ['Googlebot', 'Googlebot-Image', 'GoogleOther', 'Storebot-Google']) {
      expect(at(crawler, '/html/E99999_01/x'), crawler).toMatchObject({ allowed: false, line: cutLine, lenient: null });
      expect(at(crawler, '/beyond'), crawler).toMatchObject({ allowed: true, lenient: null });
    }
    expect(at('Applebot', '/beyond', 'google')).toMatchObject({ allowed: true, readingWhy: 'forced', lenient: null });
  });

  it('quotes the rule read whole, not cut short, even where the line of the cut ends the file', () => {
    // Line 2's Allow is longer than the rule cut short, shorter than the rule read whole.
    const last = cutInsideRule('User-agent: *\nAllow: /html/E1\n', '');
    const e = checkAsRead(parsesOf(last.text), 'Applebot', 'https://example.com/html/E12243_01/x', 'documented');
    expect(e).toMatchObject({ allowed: true, line: 2, lenient: { allowed: false, line: last.cutLine, rule: 'Disallow: /html/E12243_01/', cutShort: false, cause: 'whole-file' } });
  });

  it('the explanation says why nobody knows, in the words check prints', () => {
    const e = explainAsRead(parses, 'Applebot', 'https://example.com/html/E99999_01/x', 'documented', { request: true });
    expect(readingSentences(e)[1].map((p) => (typeof p === 'string' ? p : `[line ${p.line}]`)).join('')).toBe(
      'Readings disagree. Blocked (Google). A crawler that reads on past the first 500 KiB, the whole file, would allow it (no rule decides there). ' +
      'Google documents that its own crawlers read only the first 500 KiB (512,000 bytes); this crawler\'s operator documents that it follows ' +
      'Googlebot\'s rules, not that it stops there, and RFC 9309 (2.5) lets a crawler read more.',
    );
  });

  it('says so of how it reads the file, exactly where its answers are checked against the whole file', () => {
    const reads = (crawler: string, choice: ReadingChoice = 'documented') => bigFileReading(readingFor(crawlerFor(crawler), choice), text.length);
    for (const crawler of ['Googlebot', 'Applebot', 'Screaming Frog SEO Spider', 'AdsBot-Google', 'bingbot']) {
      for (const choice of READING_CHOICES) {
        const doubted = at(crawler, '/beyond', choice).lenient?.cause === 'whole-file';
        expect(reads(crawler, choice) === 'to-cut-in-doubt', `${crawler} ${choice}`).toBe(doubted);
      }
    }
  });

  it('the registry marks the cut documented exactly for Google\'s own crawlers, whose reading source is Google\'s robots.txt specification', () => {
    for (const c of REGISTRY) expect(c.sizeLimitDocumented, c.token).toBe(c.operator === 'Google' && c.reading === 'google' && c.readingSource.startsWith('developers.google.com robots.txt specification'));
  });
});

describe('Yandex reads a robots.txt of at most 500 KB: over it, "the site is considered open for indexing" (controlling-robot/robots-txt)', () => {
  const at = (bytes: number, choice: 'documented' | 'yandex' = 'documented') =>
    checkAsRead(parsesOf(yandexFileOf(bytes)), 'YandexBot', 'https://example.com/private/x', choice);
  const text = (s: (string | { line: number })[]) => s.map((p) => (typeof p === 'string' ? p : `[line ${p.line}]`)).join('');

  it('over 512,000 bytes (over 500 KB however a KB is counted) every URL is allowed, no line deciding, with nothing in doubt', () => {
    // Before: Blocked by line 2, with no doubt.
    expect(at(512_001)).toMatchObject({ allowed: true, line: 0, crawlerRule: 'too-big', reading: 'yandex', lenient: null });
    expect(at(600_000, 'yandex')).toMatchObject({ allowed: true, line: 0, crawlerRule: 'too-big', lenient: null });
  });

  it('at 500,000 bytes and less the file is read: blocked by line 2, not in doubt', () => {
    expect(at(500_000)).toMatchObject({ allowed: false, line: 2, crawlerRule: 'chain-fallback', lenient: null });
  });

  it('between 500,000 and 512,000 bytes nobody can know: the file\'s answer, in doubt, open being the other', () => {
    for (const bytes of [500_001, 512_000]) {
      expect(at(bytes)).toMatchObject({ allowed: false, line: 2, lenient: { allowed: true, line: 0, rule: '', cause: 'size-unit' } });
      expect(at(bytes, 'yandex')).toMatchObject({ allowed: false, lenient: { allowed: true, cause: 'size-unit' } });
    }
  });

  it('the explanation says why, and quotes Yandex\'s words with their page', () => {
    const parses = parsesOf(yandexFileOf(600_000));
    const e = explainAsRead(parses, 'YandexBot', 'https://example.com/private/x', 'documented');
    expect(text(groupSentences(e)[0])).toBe('The file is over 500 KB, so YandexBot takes the site as open: no group applies, and everything is allowed.');
    const quote = '"Yandex robots correctly process robots.txt, if: The file size doesn\'t exceed 500 KB." and "If the file doesn\'t meet the requirements, the site is considered open for indexing."';
    expect(sourceSentences(e).map(text).join(' ')).toContain(quote);
    expect(sourceSentences(e).map(text).join(' ')).toContain('https://yandex.com/support/webmaster/en/controlling-robot/robots-txt');
    const band = explainAsRead(parsesOf(yandexFileOf(505_000)), 'YandexBot', 'https://example.com/private/x', 'documented');
    expect(text(readingSentences(band)[1])).toBe(
      'Readings disagree. Blocked (Yandex). Yandex, if its 500 KB is 500,000 bytes (this file is then over it, and the site open), would allow it ' +
      `(no rule decides there). The file is over 500,000 bytes but not over 512,000. Yandex's help says ${quote} ` +
      '(https://yandex.com/support/webmaster/en/controlling-robot/robots-txt); whether 500 KB is 500,000 or 512,000 bytes, the page does not say.',
    );
  });

  it('Googlebot on the same file keeps its own rule: the first 512,000 bytes read, blocked', () => {
    expect(checkAsRead(parsesOf(yandexFileOf(600_000).replace('Yandex', '*')), 'Googlebot', 'https://example.com/private/x', 'documented')).toMatchObject({ allowed: false, line: 2 });
  });
});

describe('%-escapes: RFC 9309 (2.2.2) decodes those of unreserved characters, Google\'s matcher compares them as written', () => {
  const parses = parsesOf(PERCENT);
  const at = (crawler: string, path: string) => checkAsRead(parses, crawler, `https://example.com${path}`, 'documented');

  it('bingbot, read with Google\'s matcher (assumed), is allowed /private, in doubt: RFC 9309 would block it by line 2', () => {
    // Before: Allowed, with no doubt at all.
    expect(at('bingbot', '/private')).toMatchObject({ allowed: true, reading: 'bing', lenient: { allowed: false, line: 2, rule: 'Disallow: /%70rivate', cause: 'percent-encoding' } });
  });

  it('GPTBot, read by RFC 9309, is blocked, in doubt for the same reason, not for Google\'s leniency', () => {
    // Before: "A lenient parser, as Google's, would allow it".
    expect(at('GPTBot', '/private')).toMatchObject({ allowed: false, line: 5, lenient: { allowed: true, line: 0, cause: 'percent-encoding' } });
  });

  it('no doubt where both compare alike, nor for /robots.txt itself (every crawler fetches it; before, GPTBot had Google\'s "would block it")', () => {
    expect(at('bingbot', '/%70rivate')).toMatchObject({ allowed: false, lenient: null });
    expect(at('GPTBot', '/other')).toMatchObject({ allowed: true, lenient: null });
    const root = parsesOf('User-agent: GPTBot\nUser-agent: bingbot\nDisallow: /\n');
    expect(checkAsRead(root, 'GPTBot', 'https://example.com/robots.txt', 'documented')).toMatchObject({ allowed: true, tieBreak: 'robots-txt', lenient: null });
    expect(checkAsRead(root, 'bingbot', 'https://example.com/robots.txt', 'documented')).toMatchObject({ allowed: false, lenient: null });
  });

  it('an escape written in small hex digits (%e3 of ツ) is in doubt for what it is: its case, not the decoding of an unreserved character', () => {
    const tsu = parsesOf('User-agent: *\nDisallow: /ツ\n');
    // Google's parser compares the URL's %e3%83%84 as written: no rule; RFC 9309 writes it %E3%83%84 first: line 2.
    expect(checkAsRead(tsu, 'GPTBot', 'https://example.com/%e3%83%84', 'documented')).toMatchObject({ allowed: false, line: 2, lenient: { allowed: true, cause: 'percent-encoding' } });
    const said = readingSentences(explainAsRead(tsu, 'GPTBot', 'https://example.com/%e3%83%84', 'documented', { request: true }))[1]
      .map((p) => (typeof p === 'string' ? p : `[line ${p.line}]`)).join('');
    expect(said).toContain('%e3 as %E3');
  });

  it('the explanation says why, and which reading compares them how', () => {
    const words = (crawler: string) => readingSentences(explainAsRead(parses, crawler, 'https://example.com/private', 'documented', { request: true }))[1]
      .map((p) => (typeof p === 'string' ? p : `[line ${p.line}]`)).join('');
    const why = ' RFC 9309 (2.2.2) puts the URL\'s path and the rule in one form before comparing (an escape\'s hex digits in capitals, %e3 as %E3; an escaped unreserved character as itself, %70 as p); Google\'s parser compares the URL\'s path as written: which this crawler does, nobody documents.';
    expect(words('bingbot')).toBe('Readings disagree. Allowed (Bing). A parser that puts %-escapes in one form before comparing (%e3 as %E3, %70 as p), as RFC 9309 (2.2.2) has it, ' +
      `would block it: [line 2] \`Disallow: /%70rivate\`.${why}`);
    expect(words('GPTBot')).toBe(`Readings disagree. Blocked (RFC 9309). A parser that compares the URL's %-escapes as written, as Google's does, would allow it (no rule decides there).${why}`);
  });
});
