/**
 * A fix is offered only when applying it yields what the author evidently meant: the cases
 * reviewers found where a fix made the file worse, and a property over generated files that
 * every offered fix removes its diagnostic and changes no verdict but on the lines it meant to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUrl, diagnose, parseRobots, PROFILES, type Diagnostic, type ParsedRobots, type Profile } from '../index.ts';

function diagnostics(text: string, profile: Profile = 'google'): Diagnostic[] {
  return diagnose(parseRobots(text, { profile }));
}

function apply(text: string, d: Diagnostic): string {
  return text.slice(0, d.fix!.from) + d.fix!.insert + text.slice(d.fix!.to);
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
 * The lines a fix means to change, before and after it: its own lines, and the rules it moves
 * into another group (a rule line written where there was none splits a group; a user-agent line
 * joins or heads one): their verdicts change because the author's grouping now holds.
 */
function meantLines(before: ParsedRobots, after: ParsedRobots, d: Diagnostic) {
  const fix = d.fix!;
  const first = lineOf(before.text, fix.from);
  const lastBefore = Math.max(lineOf(before.text, fix.to), d.endLine);
  const lastAfter = lineOf(after.text, fix.from + fix.insert.length);
  const shift = lastAfter - lastBefore;
  const old = new Set(range(first, lastBefore));
  const now = new Set(range(first, lastAfter));
  const was = groupTokens(before);
  const is = groupTokens(after);
  for (const [line, tokens] of was) {
    if (old.has(line)) continue;
    const mapped = line > lastBefore ? line + shift : line;
    if (is.get(mapped) !== tokens) {
      old.add(line);
      now.add(mapped);
    }
  }
  // A user-agent line the fix writes or mends names crawlers: their groups are what it changes.
  const names = [before, after].flatMap((p) => p.groups.flatMap((g) => g.userAgents))
    .filter((u) => u.token !== '*' && u.token !== '' && (old.has(u.line) || now.has(u.line))).map((u) => u.token.toLowerCase());
  return { old, now, shift, lastBefore, names };
}

/** Does a user-agent token of the profile name this crawler (the 1996 draft: as a substring). */
function names(token: string, agent: string, profile: Profile): boolean {
  return profile === 'draft1996' ? token.includes(agent.toLowerCase()) : token === agent.toLowerCase();
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

describe('every offered fix, on generated files under every profile', () => {
  it('removes its diagnostic and changes no verdict but on the lines it meant to change', () => {
    // Files often start with rules before any group (rule-outside-group), then groups of any lines.
    const stray = fc.array(fc.constantFrom('Disallow: /a/', 'Allow: /b', 'Disallow: /x'), { maxLength: 2 });
    const body = fc.array(fc.constantFrom(...LINES), { minLength: 1, maxLength: 8 });
    const file = fc.tuple(stray, body).map(([a, b]) => [...a, ...b].join('\n') + '\n');
    fc.assert(fc.property(file, fc.constantFrom(...PROFILES), (text, profile) => {
      const before = parseRobots(text, { profile });
      for (const d of diagnose(before).filter((x) => x.fix)) {
        const fixed = apply(text, d);
        const after = parseRobots(fixed, { profile });
        const label = `${profile} ${d.code} "${d.fix!.label}" on ${JSON.stringify(text)}`;
        expect(fixed, label).not.toBe(text);
        const { old, now, shift, lastBefore, names: named } = meantLines(before, after, d);
        // Its diagnostic is gone: one fewer of its code on the lines the fix wrote.
        const count = (list: Diagnostic[], lines: Set<number>) => list.filter((x) => x.code === d.code && lines.has(x.line)).length;
        expect(count(diagnose(after), now), label).toBeLessThan(count(diagnose(before), old));
        for (const agent of AGENTS) {
          if (named.some((t) => names(t, agent, profile))) continue;
          for (const path of PATHS) {
            const url = `https://example.com${path}`;
            const was = checkUrl(before, agent, url);
            const is = checkUrl(after, agent, url);
            if (old.has(was.line) || now.has(is.line)) continue;
            const mapped = was.line > lastBefore ? was.line + shift : was.line;
            expect({ allowed: is.allowed, line: is.line }, `${label}: ${agent} ${path}`).toEqual({ allowed: was.allowed, line: mapped });
          }
        }
      }
    }), {
      numRuns: 120,
      // The 1996 draft obeys the first * record: a new one above stray rules would silence the old.
      examples: [['Disallow: /x\nUser-agent: *\nDisallow: /a/\n', 'draft1996']],
    });
  });
});
