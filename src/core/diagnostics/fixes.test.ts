/**
 * A fix is offered only when applying it yields what the author evidently meant: the cases
 * reviewers found where a fix made the file worse, and a property over generated files that
 * every offered fix removes its diagnostic and changes no verdict but on the lines it meant to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFix, checkUrl, diagnose, fixEdits, parseRobots, PROFILES, type Diagnostic, type ParsedRobots, type Profile, type TextEdit } from '../index.ts';

function diagnostics(text: string, profile: Profile = 'google'): Diagnostic[] {
  return diagnose(parseRobots(text, { profile }));
}

function apply(text: string, d: Diagnostic): string {
  return applyFix(text, d.fix!);
}

/** The fixes offered for `code` on `line` of `text`, with what each makes of the text. */
function fixesOf(text: string, code: string, profile: Profile = 'google') {
  return diagnostics(text, profile).filter((d) => d.code === code).map((d) => ({ d, label: d.fix?.label, after: d.fix ? apply(text, d) : null }));
}

describe('fixes that would make a file worse are not offered', () => {
  it('another crawler\'s own name (MJ12bot, Mail.RU_Bot) is not renamed to what Google reads of it', () => {
    for (const [name, token] of [['MJ12bot', 'MJ'], ['Mail.RU_Bot', 'Mail']]) {
      const [f] = fixesOf(`User-agent: ${name}\nDisallow: /a\n`, 'invalid-user-agent');
      expect(f.label, name).toBeUndefined();
      expect(f.d.message).toContain(`'${token}'`);
      expect(f.d.message).toContain('another crawler');
    }
  });

  it('a product token with a version or a comment is still cut to the token', () => {
    const [f] = fixesOf('User-agent: Googlebot/2.1\nDisallow: /a\n', 'invalid-user-agent');
    expect(f.after).toBe('User-agent: Googlebot\nDisallow: /a\n');
    const [g] = fixesOf('User-agent: FooBot (+https://foo.example/bot)\nDisallow: /a\n', 'invalid-user-agent');
    expect(g.after).toBe('User-agent: FooBot\nDisallow: /a\n');
    const [h] = fixesOf('User-agent: Googlebot*\nDisallow: /a\n', 'invalid-user-agent');
    expect(h.label).toBeUndefined();
  });

  it('a whole URL becomes its path, not "/https://…"', () => {
    const [f] = fixesOf('User-agent: *\nDisallow: https://example.com/full-url/\n', 'pattern-start');
    expect(f.after).toBe('User-agent: *\nDisallow: /full-url/\n');
    expect(f.d.message).toContain('"/full-url/"');
    expect(fixesOf('User-agent: *\nDisallow: http://example.com\n', 'pattern-start')[0].after).toBe('User-agent: *\nDisallow: /\n');
    expect(fixesOf('User-agent: *\nAllow: www.example.com/a?b\n', 'pattern-start')[0].after).toBe('User-agent: *\nAllow: /a?b\n');
  });

  it('a relative path gets its "/"; a value that could be a host, a suffix or a query gets no fix', () => {
    expect(fixesOf('User-agent: *\nDisallow: private/\n', 'pattern-start')[0].after).toBe('User-agent: *\nDisallow: /private/\n');
    for (const value of ['example.com/private', '.pdf', '?q=1', '$']) {
      expect(fixesOf(`User-agent: *\nDisallow: ${value}\n`, 'pattern-start')[0].label, value).toBeUndefined();
    }
    // The 1996 draft has no wildcards: "/*.pdf" would be a literal star there.
    expect(fixesOf('User-agent: *\nDisallow: *.pdf\n', 'pattern-start', 'draft1996')[0].label).toBeUndefined();
  });

  it('a line no crawler reads (Noindex) can be removed; one Bing or Yandex reads (Crawl-delay, Host) cannot', () => {
    const [f] = fixesOf('User-agent: *\nNoindex: /old/\nDisallow: /a\n', 'unused-directive');
    expect(f.after).toBe('User-agent: *\nDisallow: /a\n');
    for (const line of ['Crawl-delay: 10', 'Host: example.com', 'Clean-param: ref /a']) {
      expect(fixesOf(`User-agent: *\n${line}\n`, 'unused-directive')[0].label, line).toBeUndefined();
    }
  });

  it('two paths on one line become two rules, not one path with %20', () => {
    const [f] = fixesOf('User-agent: *\nDisallow: /a/ /b/\n', 'invalid-char');
    expect(f.after).toBe('User-agent: *\nDisallow: /a/\nDisallow: /b/\n');
    const [crlf] = fixesOf('User-agent: *\r\n  Allow:\t/a/\t/b/ /c/ # three\r\n', 'invalid-char');
    expect(crlf.after).toBe('User-agent: *\r\n  Allow:\t/a/\r\n  Allow:\t/b/\r\n  Allow:\t/c/ # three\r\n');
    const [g] = fixesOf('User-agent: *\nDisallow: /my big file.pdf\n', 'invalid-char');
    expect(g.after).toBe('User-agent: *\nDisallow: /my%20big%20file.pdf\n');
    expect(fixesOf('User-agent: *\nDisallow: /a b /c\n', 'invalid-char')[0].label).toBeUndefined();
  });

  it('a no-break space before the path gets only fixes that remove it, never "/" put before it', () => {
    for (const nbsp of ['\u00a0', '\udca0', '\u00a0\u00a0']) {
      const text = `User-agent: *\nDisallow:${nbsp}/x\n`;
      const offered = diagnostics(text).filter((d) => d.fix);
      expect(offered.length, JSON.stringify(nbsp)).toBeGreaterThan(0);
      for (const d of offered) expect(apply(text, d).startsWith('User-agent: *\nDisallow:/x') || apply(text, d) === `User-agent: *\nDisallow:${nbsp.slice(1)}/x\n`, d.fix!.label).toBe(true);
    }
    // Nothing but a no-break space: the rule was meant empty; "/" would block the whole site.
    const text = 'User-agent: *\nDisallow: \u00a0\n';
    for (const d of diagnostics(text).filter((x) => x.fix)) expect(apply(text, d)).toBe('User-agent: *\nDisallow: \n');
  });

  it('the 1996 draft: "User-agent: *" is not put above stray rules when a * record already exists (the first record wins)', () => {
    const text = 'Disallow: /a\nUser-agent: *\nDisallow: /b\n';
    expect(fixesOf(text, 'rule-outside-group', 'draft1996')[0].label).toBeUndefined();
    expect(fixesOf(text, 'rule-outside-group', 'google')[0].label).toBe('Add "User-agent: *" above');
    expect(fixesOf('Disallow: /a\nUser-agent: Foo\nDisallow: /b\n', 'rule-outside-group', 'draft1996')[0].label).toBe('Add "User-agent: *" above');
  });
});

describe('merging a group into an earlier one for the same crawlers', () => {
  it('moves the later group\'s rules and comments to the end of the first, and removes its user-agent lines', () => {
    const text = 'User-agent: Googlebot\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n\nUser-agent: googlebot\n# old shop\nDisallow: /shop/\nAllow: /shop/about\n';
    const [f] = fixesOf(text, 'duplicate-group');
    expect(f.label).toBe('Move its rules into the group on line 1');
    expect(f.d.line).toBe(7);
    expect(f.d.message).toContain('same crawlers (googlebot) as the group on line 1');
    expect(f.after).toBe('User-agent: Googlebot\nDisallow: /a\n# old shop\nDisallow: /shop/\nAllow: /shop/about\n\nUser-agent: *\nDisallow: /b\n');
  });

  it('keeps a CRLF file CRLF, and gives a last line without an ending one', () => {
    const [f] = fixesOf('User-agent: a\r\nDisallow: /x\r\n\r\nUser-agent: b\r\nDisallow: /z\r\n\r\nUser-agent: a\r\nDisallow: /y', 'duplicate-group');
    expect(f.after).toBe('User-agent: a\r\nDisallow: /x\r\nDisallow: /y\r\n\r\nUser-agent: b\r\nDisallow: /z\r\n');
    const [g] = fixesOf('User-agent: a\nDisallow: /x\nUser-agent: a\nDisallow: /y', 'duplicate-group');
    expect(g.after).toBe('User-agent: a\nDisallow: /x\nDisallow: /y\n');
  });

  it('is not offered when the groups name different sets of crawlers (the rules would move to other crawlers)', () => {
    expect(fixesOf('User-agent: a\nDisallow: /x\nUser-agent: a\nUser-agent: b\nDisallow: /y\n', 'duplicate-group')).toEqual([]);
    expect(fixesOf('User-agent: a\nUser-agent: b\nDisallow: /x\nUser-agent: a\nDisallow: /y\n', 'duplicate-group')).toEqual([]);
    // The same set, in another order and case: merged.
    expect(fixesOf('User-agent: a\nUser-agent: B\nDisallow: /x\nUser-agent: b\nUser-agent: A\nDisallow: /y\n', 'duplicate-group')).toHaveLength(1);
  });

  it('is for profiles that combine groups (google, rfc9309): the 1996 draft reads only the first record', () => {
    const text = 'User-agent: a\nDisallow: /x\n\nUser-agent: a\nDisallow: /y\n';
    expect(fixesOf(text, 'duplicate-group', 'google')).toHaveLength(1);
    expect(fixesOf(text, 'duplicate-group', 'rfc9309')).toHaveLength(1);
    expect(fixesOf(text, 'duplicate-group', 'draft1996')).toEqual([]);
  });

  it('is not offered for a group past Googlebot\'s 500 KiB: moving its rules up would make them count', () => {
    const filler = Array.from({ length: 5200 }, (_, i) => `Disallow: /p${i}/`.padEnd(99, 'x')).join('\n');
    const [f] = fixesOf(`User-agent: a\nDisallow: /x\nUser-agent: *\n${filler}\nUser-agent: a\nDisallow: /y\n`, 'duplicate-group');
    expect(f.label).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// The property

const LINES = [
  'User-agent: *', 'User-agent: Googlebot', 'User-agent: Googlebot/2.1', 'User-agent: MJ12bot', 'User-agent: Mail.RU_Bot',
  'User-agent: *bot', 'Useragent: Bingbot', 'Usr-agent: FooBot', 'User-agent: FooBot (+https://foo.example/)', 'User-agent FooBot',
  'Disallow: /a/', 'Disallow: /a/ /b/', 'Disallow: https://example.com/full-url/', 'Disallow: private', 'Disallow:\u00a0/x',
  'Disallow: \u00a0', 'Disallow: /my file', 'Dissallow: /c', 'Disallow /d', 'Alow: /e', 'Allow: /a/b', 'Disallow: *.pdf',
  'Disallow: /x\x01y', 'Disallow: www.example.com/w/', 'Disallow: .pdf', 'Allow: /', 'Disallow: /', 'Disallowed: /f',
  'Disallow:\udca0/n', 'Allow: /a/ *.pdf', 'Disallow: /a/', 'Allow: /b', '', '# note', 'Crawl-delay: 5',
  'Sitemap: https://example.com/s.xml', 'Noindex: /a/', 'nofollow: /x', 'hello world foo', 'Disallow: /p$q', 'Allow / x y',
];
const AGENTS = ['Googlebot', 'MJ12bot', 'MJ', 'Bingbot', 'FooBot', 'Mail', 'Other'];
const PATHS = ['/', '/a/', '/b/', '/a/b', '/full-url/', '/private', '/x', '/my%20file', '/my file', '/c', '/d', '/e', '/f',
  '/w/', '/n', '/z.pdf', '/a/z.pdf', '/p$q', '/https://example.com/full-url/', '/a/%20/b/'];

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
const KEEPS_EVERY_VERDICT = new Set<string>(['duplicate-group']);

/** The text of the line that decided (trimmed), '' when no rule did. */
function decidingText(parsed: ParsedRobots, line: number): string {
  return line > 0 ? parsed.text.slice(parsed.lines.from[line - 1], parsed.lines.to[line - 1]).trim() : '';
}

function checkFix(text: string, profile: Profile, before: ParsedRobots, d: Diagnostic): void {
  const fixed = applyFix(text, d.fix!);
  const after = parseRobots(fixed, { profile });
  const label = `${profile} ${d.code} "${d.fix!.label}" on ${JSON.stringify(text)}`;
  expect(fixed, label).not.toBe(text);
  const { old, now, map, names: named } = meantLines(before, after, d);
  // Its diagnostic is gone: one fewer of its code on the lines the fix wrote.
  const count = (list: Diagnostic[], lines: Set<number>) => list.filter((x) => x.code === d.code && lines.has(x.line)).length;
  expect(count(diagnose(after), now), label).toBeLessThan(count(diagnose(before), old));
  const keepsAll = KEEPS_EVERY_VERDICT.has(d.code);
  for (const agent of AGENTS) {
    if (!keepsAll && named.some((t) => names(t, agent, profile))) continue;
    for (const path of PATHS) {
      const url = `https://example.com${path}`;
      const was = checkUrl(before, agent, url);
      const is = checkUrl(after, agent, url);
      if (keepsAll) {
        expect({ allowed: is.allowed, rule: decidingText(after, is.line) }, `${label}: ${agent} ${path}`)
          .toEqual({ allowed: was.allowed, rule: decidingText(before, was.line) });
        continue;
      }
      if (old.has(was.line) || now.has(is.line)) continue;
      const mapped = was.line > 0 ? map(was.line) : 0;
      expect({ allowed: is.allowed, line: is.line }, `${label}: ${agent} ${path}`).toEqual({ allowed: was.allowed, line: mapped });
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
      examples: [['Disallow: /x\nUser-agent: *\nDisallow: /a/\n', 'draft1996']],
    });
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
