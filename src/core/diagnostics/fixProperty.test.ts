/**
 * The property of issue 10 §4: every fix the engine offers, applied to generated files under
 * every profile, removes its diagnostic and changes no verdict but on the lines it meant to
 * change; the fixes that only move or re-encode lines change no verdict at all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sayText, applyFix, checkUrl, diagnose, fixEdits, parseRobots, PROFILES, type Diagnostic, type ParsedRobots, type Profile, type TextEdit } from '../index.ts';

const LINES = [
  'User-agent: *', 'User-agent: Googlebot', 'User-agent: Googlebot/2.1', 'User-agent: MJ12bot', 'User-agent: Mail.RU_Bot',
  'User-agent: *bot', 'Useragent: Bingbot', 'Usr-agent: FooBot', 'User-agent: FooBot (+https://foo.example/)', 'User-agent FooBot',
  'Disallow: /a/', 'Disallow: /a/ /b/', 'Disallow: https://example.com/full-url/', 'Disallow: private', 'Disallow:\u00a0/x',
  'Disallow: \u00a0', 'Disallow: /my file', 'Dissallow: /c', 'Disallow /d', 'Alow: /e', 'Allow: /a/b', 'Disallow: *.pdf',
  'Disallow: /x\x01y', 'Disallow: www.example.com/w/', 'Disallow: .pdf', 'Allow: /', 'Disallow: /', 'Disallowed: /f',
  'Disallow:\udca0/n', 'Allow: /a/ *.pdf', 'Disallow: /a/', 'Allow: /b', '', '# note', 'Crawl-delay: 5',
  'Sitemap: https://example.com/s.xml', 'Noindex: /a/', 'nofollow: /x', 'hello world foo', 'Disallow: /p$q', 'Allow / x y',
  'Disallow: /c', 'Disallow: /x%7E', 'Disallow: /x~', 'Disallow: /w%3A', 'Disallow: /w:',
];
const AGENTS = ['Googlebot', 'MJ12bot', 'MJ', 'Bingbot', 'FooBot', 'Mail', 'Other'];
const PATHS = ['/caf%E9/', '/caf%C3%A9/', '/', '/a/', '/b/', '/a/b', '/full-url/', '/private', '/x', '/my%20file', '/my file', '/c', '/d', '/e', '/f',
  '/w/', '/n', '/z.pdf', '/a/z.pdf', '/p$q', '/https://example.com/full-url/', '/a/%20/b/', '/x~', '/x%7E', '/w:', '/w%3A'];

/** The line of `offset` in `text` (1-based, LF, CR and CRLF each end a line, as the parser counts). */
function lineOf(text: string, offset: number): number {
  return (text.slice(0, offset).match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
}

/** Each rule line -> the tokens of the group it belongs to ('' outside any group). */
function groupTokens(parsed: ParsedRobots): Map<number, string> {
  const out = new Map<number, string>();
  for (let r = 0; r < parsed.rules.length; r++) {
    const g = parsed.rules.group[r];
    out.set(parsed.rules.line[r], g < 0 ? '' : parsed.groups[g].userAgents.map((u) => u.token).join(' '));
  }
  return out;
}

/**
 * Where each line the fix does not touch went: a line starting at offset o before the fix
 * starts at o plus what the edits before it added.
 */
function lineMap(before: ParsedRobots, after: ParsedRobots, edits: TextEdit[]): (line: number) => number {
  return (line) => {
    const o = before.lines.from[line - 1];
    let shift = 0;
    for (const e of edits) if (e.to <= o) shift += e.insert.length - (e.to - e.from);
    return lineOf(after.text, o + shift);
  };
}

/**
 * The lines a fix means to change, before and after it: the lines of each of its edits (and of
 * its diagnostic), and the rules it moves into another group (a rule line written where there
 * was none splits a group; a user-agent line joins or heads one): their verdicts change because
 * the author's grouping now holds.
 */
function meantLines(before: ParsedRobots, after: ParsedRobots, d: Diagnostic) {
  const edits = fixEdits(d.fix!);
  const old = new Set(range(d.line, d.endLine));
  const now = new Set<number>();
  let shift = 0;
  for (const e of edits) {
    for (const l of range(lineOf(before.text, e.from), lineOf(before.text, e.to))) old.add(l);
    const at = e.from + shift;
    for (const l of range(lineOf(after.text, at), lineOf(after.text, at + e.insert.length))) now.add(l);
    shift += e.insert.length - (e.to - e.from);
  }
  const map = lineMap(before, after, edits);
  const was = groupTokens(before);
  const is = groupTokens(after);
  for (const [line, tokens] of was) {
    if (old.has(line)) continue;
    if (is.get(map(line)) !== tokens) {
      old.add(line);
      now.add(map(line));
    }
  }
  // A user-agent line the fix writes or mends names crawlers: their groups are what it changes.
  const names = [before, after].flatMap((p) => p.groups.flatMap((g) => g.userAgents))
    .filter((u) => u.token !== '*' && u.token !== '' && (old.has(u.line) || now.has(u.line))).map((u) => u.token.toLowerCase());
  return { old, now, map, names };
}

/** Does a user-agent token of the profile name this crawler (the 1996 draft: as a substring). */
function names(token: string, agent: string, profile: Profile): boolean {
  return profile === 'draft1996' ? token.includes(agent.toLowerCase()) : token === agent.toLowerCase();
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * Fixes that move or rewrite lines without meaning to change any verdict: every crawler keeps
 * its verdict on every path, decided by a rule of the same text (its line may move).
 */
const KEEPS_EVERY_VERDICT = new Set<string>(['duplicate-group', 'mixed-line-endings']);

/** A UTF-16 file's conversion means to change every verdict; a single-byte file's, none. */
function keepsEveryVerdict(d: Diagnostic, before: ParsedRobots): boolean {
  return KEEPS_EVERY_VERDICT.has(d.code) || (d.code === 'invalid-utf8' && before.encoding === 'utf-8');
}

/** The text of the line that decided (trimmed), '' when no rule did. */
function decidingText(parsed: ParsedRobots, line: number): string {
  return line > 0 ? parsed.text.slice(parsed.lines.from[line - 1], parsed.lines.to[line - 1]).trim() : '';
}

function checkFix(text: string, profile: Profile, before: ParsedRobots, d: Diagnostic): void {
  const fixed = applyFix(text, d.fix!);
  const after = parseRobots(fixed, { profile });
  const label = `${profile} ${d.code} "${sayText(d.fix!.say)}" on ${JSON.stringify(text)}`;
  expect(fixed, label).not.toBe(text);
  const { old, now, map, names: named } = meantLines(before, after, d);
  // Its diagnostic is gone: one fewer of its code on the lines the fix wrote.
  const count = (list: Diagnostic[], lines: Set<number>) => list.filter((x) => x.code === d.code && lines.has(x.line)).length;
  expect(count(diagnose(after), now), label).toBeLessThan(count(diagnose(before), old));
  if (CHANGES_NOTHING_ANYWHERE.has(d.code)) checkEveryReading(text, fixed, label);
  const keepsAll = keepsEveryVerdict(d, before);
  for (const agent of AGENTS) {
    if (!keepsAll && named.some((t) => names(t, agent, profile))) continue;
    for (const path of PATHS) {
      const url = `https://example.com${path}`;
      const was = checkUrl(before, agent, url);
      const is = checkUrl(after, agent, url);
      if (keepsAll) {
        // A moved rule keeps its text; a re-encoded one its line.
        const rule = (p: ParsedRobots, line: number) => (d.code === 'invalid-utf8' ? line : decidingText(p, line));
        expect({ allowed: is.allowed, rule: rule(after, is.line) }, `${label}: ${agent} ${path}`)
          .toEqual({ allowed: was.allowed, rule: rule(before, was.line) });
        continue;
      }
      if (old.has(was.line) || now.has(is.line)) continue;
      const mapped = was.line > 0 ? map(was.line) : 0;
      expect({ allowed: is.allowed, line: is.line }, `${label}: ${agent} ${path}`).toEqual({ allowed: was.allowed, line: mapped });
    }
  }
}

/**
 * Fixes whose words say they change nothing for any crawler: no verdict changes under any
 * profile, not only the one that offered them (a `Dissallow` only Google reads repeats a
 * `Disallow`: removing the `Disallow` would free every crawler read otherwise).
 */
const CHANGES_NOTHING_ANYWHERE = new Set<string>(['duplicate-rule']);

function checkEveryReading(text: string, fixed: string, label: string): void {
  for (const profile of PROFILES) {
    const before = parseRobots(text, { profile });
    const after = parseRobots(fixed, { profile });
    for (const agent of AGENTS) {
      for (const path of PATHS) {
        const url = `https://example.com${path}`;
        expect(checkUrl(after, agent, url).allowed, `${label}: read as ${profile}, ${agent} ${path}`).toBe(checkUrl(before, agent, url).allowed);
      }
    }
  }
}

/** Every offered fix of `text` under `profile`, checked; how many there were. */
function checkEveryFix(text: string, profile: Profile): number {
  const before = parseRobots(text, { profile });
  const offered = diagnose(before).filter((x) => x.fix);
  for (const d of offered) checkFix(text, profile, before, d);
  return offered.length;
}

/** A property checks thousands of verdicts: more than the default 5 s on a machine shared by several runs. */
const PROPERTY_TIMEOUT = 60_000;

describe('every offered fix, on generated files under every profile', () => {
  it('removes its diagnostic and changes no verdict but on the lines it meant to change', () => {
    // Files often start with rules before any group (rule-outside-group), then groups of any lines.
    const stray = fc.array(fc.constantFrom('Disallow: /a/', 'Allow: /b', 'Disallow: /x'), { maxLength: 2 });
    const body = fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 8 });
    const file = fc.tuple(stray, body).map(([a, b]) => [...a, ...b].join('\n') + '\n');
    fc.assert(fc.property(file, fc.constantFrom(...PROFILES), (text, profile) => {
      checkEveryFix(text, profile);
    }), {
      numRuns: 120,
      // The 1996 draft obeys the first * record: a new one above stray rules would silence the old.
      examples: [['Disallow: /x\nUser-agent: *\nDisallow: /a/\n', 'draft1996'],
        // Repeats only one reading sees: a key only Google forgives; an escape only the draft decodes.
        ['User-agent: *\nDissallow: /c\nDisallow: /c\n', 'google'], ['User-agent: *\nDisallow: /w:\nDisallow: /w%3A\n', 'draft1996']],
    });
  }, PROPERTY_TIMEOUT);

  it('changes no verdict when it gives a file one line ending or converts its Latin-1 bytes', () => {
    const latin1 = ['Disallow: /caf\udce9/', '# caf\udce9 \udc80', 'Allow: /caf\udce9/x', 'User-agent: F\udce4bot', 'Sitemap: https://example.com/\udce4.xml'];
    const line = fc.tuple(fc.constantFrom(...LINES, ...latin1, ...latin1), fc.constantFrom('\n', '\r\n', '\r'));
    const file = fc.array(line, { minLength: 2, maxLength: 9 }).map((lines) => 'User-agent: *\n' + lines.map(([l, eol]) => l + eol).join(''));
    let offered = 0;
    fc.assert(fc.property(file, fc.constantFrom(...PROFILES), (text, profile) => {
      checkEveryFix(text, profile);
      offered += diagnose(parseRobots(text, { profile })).filter((d) => (d.code === 'mixed-line-endings' || d.code === 'invalid-utf8') && d.fix).length;
    }), {
      numRuns: 60,
      // A repeat across a line only one reading passes over: RFC 9309 reads no `Useragent` line, Google a group of Bingbot's.
      examples: [['User-agent: *\nDisallow: /a/\nUseragent: Bingbot\nDisallow: /a/\nUser-agent: *\nUser-agent: *\n', 'rfc9309'],
        ['User-agent: *\nDisallow: /a/\n\nDisallow: /a/\n', 'google']],
    });
    expect(offered).toBeGreaterThan(5);
  }, PROPERTY_TIMEOUT);

  it('merging a group into an earlier one for the same crawlers changes no verdict', () => {
    // Groups of a few crawlers, often the same ones again, with rules, comments and blank lines.
    const agent = fc.constantFrom('*', 'Googlebot', 'googlebot', 'FooBot', 'Bingbot', 'Googlebot/2.1');
    const inner = fc.constantFrom('Disallow: /a/', 'Allow: /a/b', 'Disallow: /x', 'Allow: /', 'Disallow: /', '# note', '', 'Crawl-delay: 5', 'Disallow: /z.pdf$', 'Allow: /b');
    const group = fc.tuple(fc.array(agent, { minLength: 1, maxLength: 2 }), fc.array(inner, { maxLength: 4 }), fc.boolean())
      .map(([agents, lines, blank]) => [...agents.map((a) => `User-agent: ${a}`), ...lines, ...(blank ? [''] : [])].join('\n'));
    const file = fc.tuple(fc.array(group, { minLength: 2, maxLength: 5 }), fc.constantFrom('\n', '\r\n'), fc.boolean())
      .map(([groups, eol, trailing]) => (groups.join('\n') + (trailing ? '\n' : '')).replace(/\n/g, eol));
    let merges = 0;
    fc.assert(fc.property(file, fc.constantFrom(...PROFILES), (text, profile) => {
      checkEveryFix(text, profile);
      merges += diagnose(parseRobots(text, { profile })).filter((d) => d.code === 'duplicate-group' && d.fix).length;
    }), { numRuns: 100 });
    // The generator does what it is for: many files have a group to merge.
    expect(merges).toBeGreaterThan(5);
  }, PROPERTY_TIMEOUT);
});
