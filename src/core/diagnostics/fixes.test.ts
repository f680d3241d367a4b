/**
 * A fix is offered only when applying it yields what the author evidently meant: the cases
 * reviewers found where a fix made the file worse, and what each fix writes (the property over
 * generated files is in fixProperty.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { sayText, applyFix, diagnose, parseRobots, type Diagnostic, type Profile } from '../index.ts';

function diagnostics(text: string, profile: Profile = 'google'): Diagnostic[] {
  return diagnose(parseRobots(text, { profile }));
}

function apply(text: string, d: Diagnostic): string {
  return applyFix(text, d.fix!);
}

/** The fixes offered for `code` on `line` of `text`, with what each makes of the text. */
function fixesOf(text: string, code: string, profile: Profile = 'google') {
  return diagnostics(text, profile).filter((d) => d.code === code).map((d) => ({ d, label: d.fix && sayText(d.fix!.say), after: d.fix ? apply(text, d) : null }));
}

describe('fixes that would make a file worse are not offered', () => {
  it('another crawler\'s own name (MJ12bot, Mail.RU_Bot) is not renamed to what Google reads of it', () => {
    for (const [name, token] of [['MJ12bot', 'MJ'], ['Mail.RU_Bot', 'Mail']]) {
      const [f] = fixesOf(`User-agent: ${name}\nDisallow: /a\n`, 'invalid-user-agent');
      expect(f.label, name).toBeUndefined();
      expect(sayText(f.d.say)).toContain(`'${token}'`);
      expect(sayText(f.d.say)).toContain('another crawler');
    }
  });

  it('a browser\'s User-Agent header is not cut to "Mozilla": the crawler it names is written, or nothing is offered', () => {
    // Real files (corpus: 14 of 516) carry whole headers; Google reads each as `Mozilla`, which no crawler goes by.
    const [named] = fixesOf('User-agent: Mozilla/4.0 (compatible; BullsEye; Windows 95)\nDisallow: /\n', 'invalid-user-agent');
    expect(named.label).toBe('Write "BullsEye"');
    expect(named.after).toBe('User-agent: BullsEye\nDisallow: /\n');
    expect(sayText(named.d.say)).toContain('this group is for no crawler');
    const [known] = fixesOf('user-agent: mozilla/5.0(compatible; baiduspider/2.0; +http://www.baidu.com/search/spider.html)\nDisallow: /b\n', 'invalid-user-agent');
    expect(known.after).toBe('user-agent: baiduspider\nDisallow: /b\n');
    for (const value of ['Mozilla/4.0 (compatible; MSIE 4.0; Windows 98)', 'mozilla/5']) {
      const [f] = fixesOf(`User-agent: ${value}\nDisallow: /a\n`, 'invalid-user-agent');
      expect(f.label, value).toBeUndefined();
      expect(sayText(f.d.say), value).toContain('names only a browser\'s products');
    }
    // Two such groups share Google's token `Mozilla` but evidently not a crawler: they are not offered as one group to merge.
    const two = 'User-agent: Mozilla/4.0 (compatible; BullsEye; Windows 95)\nDisallow: /\n\nUser-agent: Mozilla/4.0 (compatible; MSIE 4.0; Windows 98)\nDisallow: /\n';
    expect(fixesOf(two, 'duplicate-group')).toEqual([]);
  });

  it('crawlers listed on one user-agent line get a line each, in the same group, never the first alone', () => {
    const [f] = fixesOf('User-agent: Googlebot bingbot\nDisallow: /private\n', 'invalid-user-agent');
    expect(f.label).toBe('Write 2 User-agent lines, one per crawler');
    expect(f.after).toBe('User-agent: Googlebot\nUser-agent: bingbot\nDisallow: /private\n');
    expect(sayText(f.d.say)).toContain('write a User-agent line for each');
    const [g] = fixesOf('User-agent: GPTBot, CCBot\nDisallow: /w\n', 'invalid-user-agent');
    expect(g.after).toBe('User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /w\n');
    // The line's ending, its indent and spacing, and its comment stay byte for byte.
    const [h] = fixesOf('user-agent:\tGPTBot,CCBot  bingbot # AI\r\nDisallow: /w\r\n', 'invalid-user-agent');
    expect(h.after).toBe('user-agent:\tGPTBot\r\nuser-agent:\tCCBot\r\nuser-agent:\tbingbot # AI\r\nDisallow: /w\r\n');
    const [last] = fixesOf('User-agent: *\nDisallow: /\n\nUser-agent: Googlebot bingbot', 'invalid-user-agent');
    expect(last.after).toBe('User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nUser-agent: bingbot');
  });

  it('names that may be one crawler misspelt, or that no registry row knows, are neither split nor cut', () => {
    for (const value of ['Googlebot Image', 'MyBot OtherBot', 'Googlebot bingbot/2.1', 'Screaming Frog SEO Spider']) {
      const [f] = fixesOf(`User-agent: ${value}\nDisallow: /a\n`, 'invalid-user-agent');
      expect(f.label, value).toBeUndefined();
      expect(sayText(f.d.say), value).toContain('is dropped');
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
    expect(sayText(f.d.say)).toContain('"/full-url/"');
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
      for (const d of offered) expect(apply(text, d).startsWith('User-agent: *\nDisallow:/x') || apply(text, d) === `User-agent: *\nDisallow:${nbsp.slice(1)}/x\n`, sayText(d.fix!.say)).toBe(true);
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
    expect(sayText(f.d.say)).toContain('same crawlers (googlebot) as the group on line 1');
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
