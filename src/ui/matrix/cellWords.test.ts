import { describe, expect, it } from 'vitest';
import { checkCrawler, crawlerFor, crawlerNoteCodes, crawlerRuleText, DOUBT_CAUSES, explainAsRead, parseRobots, parsesOf, PROFILES, tieBreakSentence } from '../../core/index.ts';
import { readCorpusFile } from '../../core/corpus.test-helper.ts';
import { CELL_REASONS, type MatrixData } from '../../state/matrix.ts';
import { CUT_SHORT } from '../../worker/protocol.ts';
import { matrixOf } from '../../state/matrix.test-helper.ts';
import { checkMatrix } from '../../worker/checkMatrix.ts';
import { cellAnnouncement, cellWords, columnTitle } from './cellWords.ts';

const data = matrixOf(['Googlebot', 'ChatGPT-User'], { '/private/': 'B4 N4', '/': 'A0 N' }, { 4: 'Disallow: /private/' });

describe('cell words', () => {
  it('announce the crawler, the URL, the verdict in words and the deciding line', () => {
    expect(cellAnnouncement(data, 0, 0)).toBe('Googlebot, /private/: Blocked by line 4 (Disallow: /private/)');
    expect(cellAnnouncement(data, 1, 0)).toBe('Googlebot, /: Allowed: no rule matched, and what no rule blocks is allowed');
  });

  it('quote the other reading\'s rule bare where the words are plain text (the hover title, the announcement), not in Markdown backticks', () => {
    const text = 'User-agent: *\nDissallow: /private/\n';
    const part = checkMatrix(parseRobots(text), ['GPTBot'], ['https://example.com/private/x'], { choice: 'documented', parses: parsesOf(text) });
    const doubted: MatrixData = { docVersion: 1, inputsVersion: 1, urls: ['https://example.com/private/x'], ...part };
    // Before: "… would block it: line 2 `Dissallow: /private/`", backticks on hover.
    expect(cellWords(doubted, 0, 0).readings).toBe("Allowed (RFC 9309). A lenient parser, as Google's, would block it: line 2 Dissallow: /private/");
    expect(cellAnnouncement(doubted, 0, 0)).toContain('Readings disagree: Allowed (RFC 9309). A lenient parser, as Google\'s, would block it: line 2 Dissallow: /private/');
  });

  it('quote nothing in backticks where a doubt names characters or tokens of its own: a user-agent value that is no product token (`GPTBot*`)', () => {
    const text = 'User-agent: GPTBot*\nDisallow: /\n';
    const part = checkMatrix(parseRobots(text), ['GPTBot'], ['https://example.com/x'], { choice: 'documented', parses: parsesOf(text) });
    const doubted: MatrixData = { docVersion: 1, inputsVersion: 1, urls: ['https://example.com/x'], ...part };
    // Before: "… a product token (letters, `-` and `_`) … (`GPTBot*` as `GPTBot`): …" on hover and read aloud.
    expect(cellWords(doubted, 0, 0).readings).toBe('Blocked (RFC 9309). A parser that matches a user-agent line only by a value that is a product token (letters, - and _) would allow it (no rule decides there). ' +
      "RFC 9309 (2.2.1) allows only letters, - and _ in a product token; Google's parser reads a user-agent value up to the first other character (GPTBot* as GPTBot): which this crawler does, nobody documents.");
  });

  it('hold no backtick in a doubt\'s plain words (the hover title, the announcement, a compare side\'s title), for every cause under every reading', () => {
    // One row per cause and form of the other answer (a line, a line cut short, none), one column per reading.
    const forms = [{ line: 3, cut: 0 }, { line: 3, cut: CUT_SHORT }, { line: 0, cut: 0 }];
    const rows = DOUBT_CAUSES.flatMap((cause) => forms.map((f) => ({ cause, ...f })));
    const urls = rows.map((r, i) => `/${r.cause}/${i}`);
    const n = rows.length * PROFILES.length;
    const data: MatrixData = {
      ...matrixOf(PROFILES.map((p) => `Bot-${p}`), Object.fromEntries(urls.map((u) => [u, PROFILES.map(() => 'A0').join(' ')]))),
      lenientLine: Int32Array.from({ length: n }, (_, i) => rows[Math.floor(i / PROFILES.length)].line),
      lenientCause: Uint8Array.from({ length: n }, (_, i) => DOUBT_CAUSES.indexOf(rows[Math.floor(i / PROFILES.length)].cause) | rows[Math.floor(i / PROFILES.length)].cut),
      lenientTexts: { 3: 'Disallow: /private' }, cutText: 'Disallow: /pri',
    };
    data.columns = PROFILES.map((reading) => ({ name: `Bot-${reading}`, token: `Bot-${reading}`, chain: [`Bot-${reading}`], reading }));
    const said = rows.flatMap((r, row) => PROFILES.map((p, col) => ({ at: `${r.cause} line ${r.line}${r.cut ? ' cut' : ''} ${p}`, words: cellWords(data, row, col).readings, announced: cellAnnouncement(data, row, col) })));
    expect(said.filter((s) => s.words === '').map((s) => s.at)).toEqual([]);
    expect(said.filter((s) => `${s.words}${s.announced}`.includes('`')).map((s) => `${s.at}: ${s.words}`)).toEqual([]);
  });

  it('say /robots.txt itself is always allowed where RFC 9309 reads it (2.2.2), as its explanation does, not that no rule matched', () => {
    const text = 'User-agent: *\nDisallow: /\n';
    const parsed = parseRobots(text);
    const urls = ['https://example.com/robots.txt', 'https://example.com/robots.txt?x=1', 'https://example.com/a', '/robots.txt'];
    // Each crawler as documented: Googlebot as Google (no such exception), GPTBot by RFC 9309.
    const part = checkMatrix(parsed, ['Googlebot', 'GPTBot'], urls, { choice: 'documented', parses: parsesOf(text, parsed) });
    const data: MatrixData = { docVersion: 1, inputsVersion: 1, urls, ...part };
    expect(cellAnnouncement(data, 0, 1)).toBe('GPTBot, https://example.com/robots.txt: Allowed: /robots.txt itself is always allowed');
    expect(cellAnnouncement(data, 1, 1)).toBe('GPTBot, https://example.com/robots.txt?x=1: Allowed: /robots.txt itself is always allowed');
    expect(cellAnnouncement(data, 3, 1)).toBe('GPTBot, /robots.txt: Allowed: /robots.txt itself is always allowed');
    expect(cellWords(data, 0, 1).noLine).toBe('/robots.txt itself is always allowed');
    expect(cellAnnouncement(data, 2, 1)).toBe('GPTBot, https://example.com/a: Blocked by line 2 (Disallow: /)');
    expect(cellAnnouncement(data, 0, 0)).toBe('Googlebot, https://example.com/robots.txt: Blocked by line 2 (Disallow: /)');
    // The cell's explanation gives the same reason, in the same words.
    const e = explainAsRead(parsesOf(text, parsed), 'GPTBot', urls[0], 'documented');
    expect(tieBreakSentence(e.tieBreak)).toBe(`${cellWords(data, 0, 1).noLine} (RFC 9309 2.2.2).`);
  });

  it('say why a Yandex robot is allowed on a file over 500 KB: it takes the site as open, not "no rule matched"', () => {
    const big = matrixOf(['Googlebot', 'YandexBot'], { '/private/': 'A0 A0' }, {});
    big.reason = Uint8Array.from([CELL_REASONS.indexOf('global'), CELL_REASONS.indexOf('too-big')]);
    expect(cellWords(big, 0, 1)).toMatchObject({ line: 0, noLine: 'the file is over 500 KB, so YandexBot takes the site as open' });
    expect(cellAnnouncement(big, 0, 1)).toBe('YandexBot, /private/: Allowed: the file is over 500 KB, so YandexBot takes the site as open');
    expect(cellAnnouncement(big, 0, 0)).toBe('Googlebot, /private/: Allowed: no rule matched, and what no rule blocks is allowed');
  });

  it('say why no line decided where it is the crawler\'s own rule, as check and the explanation do: AdsBot-Google ignores `*`, YandexBot takes a file over 500 KB as open', () => {
    const dzen = new TextDecoder().decode(readCorpusFile('0379_dzen.ru.txt'));
    const parsed = parseRobots(dzen);
    const urls = ['https://dzen.ru/news/top', 'https://dzen.ru/a'];
    const part = checkMatrix(parsed, ['AdsBot-Google', 'Googlebot'], urls, { choice: 'documented', parses: parsesOf(dzen, parsed) });
    const data: MatrixData = { docVersion: 1, inputsVersion: 1, urls, ...part };
    const ads = 'AdsBot-Google ignores the * group, and no group names it';
    expect(cellWords(data, 0, 0)).toMatchObject({ line: 0, noLine: ads });
    expect(cellAnnouncement(data, 0, 0)).toBe(`AdsBot-Google, https://dzen.ru/news/top: Allowed: ${ads}`);
    expect(cellAnnouncement(data, 1, 0)).toBe(`AdsBot-Google, https://dzen.ru/a: Allowed: ${ads}`);
    expect(cellAnnouncement(data, 0, 1)).toBe('Googlebot, https://dzen.ru/news/top: Blocked by line 140 (Disallow: /news/top)');
    // The CLI's sentence (check --ua AdsBot-Google) is the same words.
    expect(crawlerRuleText(checkCrawler(parsed, 'AdsBot-Google', urls[0]))).toBe(`${ads}: allowed.`);

    const big = `User-agent: *\nDisallow: /private\n${'# padding\n'.repeat(60_000)}`;
    const bigParsed = parseRobots(big);
    const yandex = checkMatrix(bigParsed, ['YandexBot'], ['https://example.com/private'], { choice: 'documented', parses: parsesOf(big, bigParsed) });
    const open: MatrixData = { docVersion: 1, inputsVersion: 1, urls: ['https://example.com/private'], ...yandex };
    const tooBig = 'the file is over 500 KB, so YandexBot takes the site as open';
    expect(cellAnnouncement(open, 0, 0)).toBe(`YandexBot, https://example.com/private: Allowed: ${tooBig}`);
    expect(crawlerRuleText(checkCrawler(parseRobots(big, { profile: 'yandex' }), 'YandexBot', 'https://example.com/private'))).toMatch(new RegExp(`^T${tooBig.slice(1)} and every URL is allowed: Yandex's help says `));
  });

  it('say "not governed" for a crawler robots.txt does not govern, never Allowed or Blocked', () => {
    expect(cellWords(data, 0, 1).word).toBe('Not governed');
    expect(cellAnnouncement(data, 0, 1)).toBe('ChatGPT-User, /private/: Not governed: robots.txt does not govern this crawler (line 4 would apply)');
  });

  it('say that a crawler the registry lacks, read as its operator\'s robot by its name (YandexVideo), is assumed: the verdict rests on it', () => {
    const yandex = matrixOf(['YandexNews', 'YandexVideo'], { '/news/drafts/1': 'B2 B2' }, { 2: 'Disallow: /news/drafts/' });
    yandex.columns = yandex.columns.map((c) => ({ ...c, notes: crawlerNoteCodes(crawlerFor(c.name).info), reading: 'yandex', readingWhy: crawlerFor(c.name).info?.confidence === 'assumed' ? 'assumed' : 'documented' }));
    expect(cellWords(yandex, 0, 0).assumed).toBe(false);
    expect(cellWords(yandex, 0, 1).assumed).toBe(true);
    expect(cellAnnouncement(yandex, 0, 0)).toBe('YandexNews, /news/drafts/1: Blocked by line 2 (Disallow: /news/drafts/)');
    expect(cellAnnouncement(yandex, 0, 1)).toBe(
      "YandexVideo, /news/drafts/1: Blocked by line 2 (Disallow: /news/drafts/). YandexVideo is assumed: not in the registry, read as its operator's robot by its name",
    );
    expect(columnTitle(yandex.columns[1])).toBe("YandexVideo: read as Yandex (assumed: not in the registry, read as its operator's robot by its name)");
  });
});
