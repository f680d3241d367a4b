/**
 * A blank line after User-agent (review of issue 29, F2). `User-agent: YandexBot` / blank /
 * `Disallow: /` was "Blocked" for YandexBot with no doubt. Yandex's published library
 * (library/cpp/robots_txt) skips the blank line and gives the rule to YandexBot, and the Yandex
 * reading follows it; Yandex's help gives a blank line after User-agent as the likely cause of its
 * error "No User-agent directive in front of rule" (error-dictionary/robots-txt), a reading in which
 * the group ends there and YandexBot has no rule. The library's reading stays the answer (an
 * earlier attempt that made the help's Yandex's answer moved verdicts in 80 of the 516 corpus files
 * and silenced other doubts), and where the help's answers otherwise the
 * answer is in doubt, cause `blank-line`, for every crawler read as Yandex, forced or not.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCrawler } from './crawlerCheck.ts';
import { applyFix } from './diagnostics/applyFix.ts';
import { diagnose } from './diagnostics/check.ts';
import { sayText } from './words/diagnosticWords.ts';
import { corpusFileNames, readCorpusFile, REPO_CORPUS } from './corpus.test-helper.ts';
import { explainAsRead } from './explain.ts';
import { blanksAfterAgents } from './groupJoin.ts';
import { parseRobots } from './parse.ts';
import { examplePath } from './patternReading.ts';
import { checkAsRead, fileReading, parsesOf, type ReadingChoice } from './readings.ts';
import { REGISTRY } from './registry/registry.ts';
import { lenientHint } from './words/crawlerWords.ts';
import { readingSentences } from './words/explanationWords.ts';
import { lenientAnswerWords } from './words/resultWords.ts';

const BLANK = 'User-agent: YandexBot\n\nDisallow: /\n';
const check = (text: string | Uint8Array, crawler: string, url: string, choice: ReadingChoice = 'documented') => checkAsRead(parsesOf(text), crawler, url, choice);
const WHY =
  'Yandex\'s reading skips a blank line between User-agent and the rules below it, as the robots.txt library Yandex publishes (library/cpp/robots_txt) does, so those rules are the group\'s. ' +
  'Yandex\'s help lists "No User-agent directive in front of rule" among its robots.txt errors and gives a blank line after User-agent as its likely cause (error-dictionary/robots-txt): read that way, the group ends at the blank line. ' +
  'Which of the two Yandex\'s robots do, Yandex does not document.';
const HELP = 'Yandex\'s help, which takes the blank line after User-agent, line 2, as the end of the group (the robots named above it then get no rule),';

describe('a blank line between User-agent and the group\'s first rule, read as Yandex', () => {
  it('YandexBot is blocked by line 3, the library\'s reading, in doubt: the help\'s reading leaves it no rule', () => {
    const r = check(BLANK, 'YandexBot', 'https://example.com/page');
    expect(r).toMatchObject({ allowed: false, line: 3, reading: 'yandex', readingWhy: 'documented', lenient: { allowed: true, line: 0, rule: '', cause: 'blank-line', blankLine: 2 } });
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe(`Blocked (Yandex). ${HELP} would allow it (no rule decides there). ${WHY}`);
    expect(lenientAnswerWords({ verdict: 'allowed', line: 0, rule: null, cause: 'blank-line', blankLine: 2 })).toBe(
      "Allowed: no rule decides there (the blank line after User-agent, line 2, ending the group, as Yandex's help reads it)",
    );
    // A record that names no blank line (0: none found) says "a blank line".
    expect(lenientAnswerWords({ verdict: 'allowed', line: 0, rule: null, cause: 'blank-line', blankLine: 0 })).toBe(
      "Allowed: no rule decides there (a blank line after User-agent ending the group, as Yandex's help reads it)",
    );
  });

  it('the explanation says both answers and why nobody knows', () => {
    const e = explainAsRead(parsesOf(BLANK), 'YandexBot', 'https://example.com/page', 'documented', { request: true });
    expect(e).toMatchObject({ allowed: false, line: 3 });
    const said = readingSentences(e).map((s) => s.map((p) => (typeof p === 'string' ? p : `line ${p.line}`)).join(''));
    expect(said.join(' ')).toContain(`Readings disagree. Blocked (Yandex). ${HELP} would allow it (no rule decides there). ${WHY}`);
    // The blank line is a line reference (the page makes it a button), not text.
    expect(readingSentences(e).flat()).toContainEqual({ line: 2 });
  });

  it('stays in doubt under Yandex\'s reading forced for all, for a Yandex robot the registry lacks (assumed), for any crawler so read', () => {
    expect(check(BLANK, 'YandexBot', 'https://example.com/page', 'yandex')).toMatchObject({ allowed: false, lenient: { allowed: true, cause: 'blank-line' } });
    expect(check(BLANK.replace('YandexBot', 'YandexVideoParser'), 'YandexVideoParser', 'https://example.com/page')).toMatchObject({ allowed: false, reading: 'yandex', readingWhy: 'assumed', lenient: { cause: 'blank-line' } });
    expect(check(BLANK.replace('YandexBot', 'Googlebot'), 'Googlebot', 'https://example.com/page', 'yandex')).toMatchObject({ allowed: false, lenient: { allowed: true, cause: 'blank-line' } });
  });

  it('is no doubt for a crawler not read as Yandex: Google\'s code, RFC 9309 (2.2.1), Bing\'s reading join across the blank line', () => {
    expect(check(BLANK.replace('YandexBot', 'Googlebot'), 'Googlebot', 'https://example.com/page')).toMatchObject({ allowed: false, line: 3, lenient: null });
    for (const forced of ['google', 'rfc9309', 'bing'] as const) {
      expect(check(BLANK, 'YandexBot', 'https://example.com/page', forced), forced).toMatchObject({ allowed: false, line: 3, lenient: null });
    }
  });

  it('the help\'s reading falls to the next group naming the robot: in doubt only where that one answers otherwise', () => {
    // The `*` group is no group of YandexBot's: read the help's way, its own group, with no rule, decides (nothing blocks).
    const star = `${BLANK}\nUser-agent: *\nDisallow: /private\n`;
    expect(check(star, 'YandexBot', 'https://example.com/private')).toMatchObject({ allowed: false, line: 3, lenient: { allowed: true, cause: 'blank-line' } });
    // A later group naming YandexBot blocks /page in both readings: no doubt there; /other is allowed by the help's.
    const later = `${BLANK}\nUser-agent: YandexBot\nDisallow: /page\n`;
    expect(check(later, 'YandexBot', 'https://example.com/page')).toMatchObject({ allowed: false, lenient: null });
    expect(check(later, 'YandexBot', 'https://example.com/other')).toMatchObject({ allowed: false, line: 3, lenient: { allowed: true, cause: 'blank-line' } });
    // A robot with a group of its own: the Yandex group's blank line changes nothing for it.
    const allow = 'User-agent: Yandex\n\nAllow: /page\nUser-agent: YandexBot\nDisallow: /\n';
    expect(check(allow, 'YandexBot', 'https://example.com/page')).toMatchObject({ allowed: false, line: 5, lenient: null });
  });

  it('is no doubt for a blank line between two rules of a group, nor before the group\'s first User-agent line', () => {
    expect(check('User-agent: YandexBot\nDisallow: /a\n\nDisallow: /page\n', 'YandexBot', 'https://example.com/page')).toMatchObject({ allowed: false, line: 4, lenient: null });
    expect(check('\nUser-agent: YandexBot\nDisallow: /\n', 'YandexBot', 'https://example.com/page')).toMatchObject({ allowed: false, line: 3, lenient: null });
  });

  it('a Crawl-delay and a blank line between User-agent and Disallow: the help\'s reading ends the group at the blank line too', () => {
    const text = 'User-agent: YandexBot\nCrawl-delay: 2\n\nDisallow: /\n';
    expect(check(text, 'YandexBot', 'https://example.com/page')).toMatchObject({ allowed: false, line: 4, lenient: { allowed: true, cause: 'blank-line' } });
  });

  it('blanksAfterAgents names the blank lines after a group\'s user-agent lines and before its first rule, none elsewhere', () => {
    const text = '\nUser-agent: a\n\nUser-agent: b\n# note\n\nDisallow: /\n\nDisallow: /x\n\nUser-agent: c\n\n';
    expect(blanksAfterAgents(parseRobots(text, { profile: 'yandex' }))).toEqual([3, 6]);
  });
});

describe('the lint: a blank line after User-agent where Yandex robots read the group', () => {
  const lint = (text: string, profile: 'google' | 'yandex' = 'google') => diagnose(parseRobots(text, { profile })).filter((d) => d.code === 'blank-after-user-agent');

  it('warns on the blank line of a group naming a Yandex robot, citing the help\'s error; its fix ends the doubt', () => {
    const [d, ...more] = lint(BLANK);
    expect(more).toEqual([]);
    expect(d).toMatchObject({ line: 2, severity: 'warning' });
    expect(sayText(d.say)).toBe(
      'A blank line between User-agent and the group\'s rules. Google, RFC 9309 and the robots.txt library Yandex publishes read on past it, but Yandex\'s help names a blank line after User-agent as a likely cause of its error "No User-agent directive in front of rule": read that way, the group ends here and YandexBot gets none of the rules below, so whether Yandex follows them is in doubt. Remove the blank line.',
    );
    const fixed = applyFix(BLANK, d.fix!);
    expect(fixed).toBe('User-agent: YandexBot\nDisallow: /\n');
    expect(check(fixed, 'YandexBot', 'https://example.com/page')).toMatchObject({ allowed: false, lenient: null });
  });

  it('a note on the * group where no group names a Yandex robot (they follow *); nothing where one does, nor for other crawlers\' groups', () => {
    const star = 'User-agent: *\n\nDisallow: /x\n';
    expect(lint(star).map((d) => [d.line, d.severity, sayText(d.say).includes('the Yandex robots, which follow this "*" group, get none')])).toEqual([[2, 'info', true]]);
    expect(lint(`User-agent: Yandex\nDisallow: /y\n\n${star}`)).toEqual([]);
    expect(lint('User-agent: Googlebot\n\nDisallow: /x\n')).toEqual([]);
    // Between two rules, or before the first User-agent line: no such blank line.
    expect(lint('\nUser-agent: YandexBot\nDisallow: /a\n\nDisallow: /b\n')).toEqual([]);
  });

  it('the * note only where each crawler is read as documented: under another reading forced for all no robot is read as Yandex', () => {
    const star = 'User-agent: *\n\nDisallow: /x\n';
    const as = (text: string, choice: ReadingChoice) =>
      diagnose(parseRobots(text, { profile: fileReading(choice) }), { choice }).filter((d) => d.code === 'blank-after-user-agent').map((d) => [d.line, d.severity]);
    expect(as(star, 'documented')).toEqual([[2, 'info']]);
    // Before: forced google, whose parse is documented's, kept the note; so did rfc9309 and bing.
    for (const forced of ['google', 'rfc9309', 'bing', 'draft1996'] as const) expect(as(star, forced), forced).toEqual([]);
    expect(as(star, 'yandex')).toEqual([[2, 'warning']]);
    // A group naming a Yandex robot is the author's word to Yandex: its warning stays whatever is forced.
    for (const choice of ['documented', 'google', 'rfc9309'] as const) expect(as(BLANK, choice), choice).toEqual([[2, 'warning']]);
  });

  it('under Yandex\'s reading chosen for all, every group\'s blank line after User-agent, each blank line once', () => {
    expect(lint('User-agent: Googlebot\nCrawl-delay: 1\n\n\nDisallow: /x\n', 'yandex').map((d) => [d.line, d.severity])).toEqual([[3, 'warning'], [4, 'warning']]);
  });
});

/**
 * The corpus: how many files give a Yandex robot's cell a `blank-line` doubt, and no Yandex answer
 * moved. The cells are every registry robot read as Yandex by `/` and an example path of each of
 * the file's first rules (up to 60 paths a file), as a person would check them. The answer stays
 * the library's: the file with each such blank line written as a comment (which Yandex's reading
 * reads past, every line in its place) gives every cell the same verdict and line.
 */
const YANDEX_ROBOTS = REGISTRY.filter((c) => c.reading === 'yandex').map((c) => c.token);

function cellPaths(bytes: Uint8Array): string[] {
  const own = parseRobots(bytes, { profile: 'yandex' });
  const paths = new Set(['/']);
  for (let i = 0; i < own.rules.line.length && paths.size < 60; i++) {
    const row = own.rules.line[i] - 1;
    const path = examplePath(own.text.slice(own.lines.valueFrom[row], own.lines.valueTo[row]), 'yandex');
    if (path !== null) paths.add(path);
  }
  return [...paths];
}

function corpusCount(dir: string) {
  const inDoubt: string[] = [];
  const moved: string[] = [];
  let cells = 0;
  let doubted = 0;
  for (const f of corpusFileNames(dir)) {
    const bytes = readCorpusFile(f, dir);
    const parses = parsesOf(bytes);
    const own = parses('yandex');
    const blanks = blanksAfterAgents(own);
    const paths = cellPaths(bytes);
    // The file with those blank lines written as comments: where Yandex's reading does not read them, the same answers.
    let commented = null;
    if (blanks.length > 0) {
      let text = own.text;
      for (const line of [...blanks].reverse()) text = text.slice(0, own.lines.from[line - 1]) + '#' + text.slice(own.lines.to[line - 1]);
      commented = parseRobots(text, { profile: 'yandex' });
    }
    let fileInDoubt = false;
    for (const robot of YANDEX_ROBOTS) {
      for (const path of paths) {
        const url = `https://example.com${path}`;
        const r = checkAsRead(parses, robot, url, 'documented');
        cells++;
        if (r.lenient?.cause === 'blank-line') {
          doubted++;
          fileInDoubt = true;
        }
        if (commented) {
          const c = checkCrawler(commented, robot, url);
          if (c.allowed !== r.allowed || c.line !== r.line) moved.push(`${f} ${robot} ${path}`);
        }
      }
    }
    if (fileInDoubt) inDoubt.push(f);
    // No doubt without such a blank line.
    if (blanks.length === 0 && fileInDoubt) moved.push(`${f}: in doubt with no blank line after User-agent`);
  }
  return { inDoubt, moved, cells, doubted };
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SHARED_CORPUS = resolve(repoRoot, '../shared/corpus/files');

describe('the corpus read as Yandex', () => {
  // Measured 2026-11-30: 38 files, 13,584 of 196,574 cells; the four files the shared corpus adds
  // (../shared/corpus, asked where it stands beside the repository) have no such blank line.
  it('38 of the corpus\'s files give a Yandex robot\'s cell a blank-line doubt, and no answer moved', () => {
    const { inDoubt, moved, cells, doubted } = corpusCount(REPO_CORPUS);
    expect(corpusFileNames(REPO_CORPUS)).toHaveLength(512);
    expect(moved).toEqual([]);
    expect(inDoubt.length).toBe(38);
    expect(inDoubt).toContain('0274_github.com.txt');
    expect([doubted, cells]).toEqual([13_584, 196_574]);
    if (!existsSync(SHARED_CORPUS)) return;
    const shared = corpusCount(SHARED_CORPUS);
    expect(corpusFileNames(SHARED_CORPUS)).toHaveLength(516);
    expect(shared.moved).toEqual([]);
    expect(shared.inDoubt).toEqual(inDoubt);
  }, 240_000);
});
