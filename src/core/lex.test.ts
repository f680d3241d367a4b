/**
 * How one line is read, as spec/google-behaviours.md ("Lines", "Keys") describes Google's
 * parser, and where the rfc9309 and draft1996 profiles read it differently.
 */
import { describe, expect, it } from 'vitest';
import { checkUrl, lexLine, lineAt, parseRobots, rulePattern, type Profile } from './index.ts';

function key(line: string, profile: Profile = 'google') {
  const l = lexLine(line, profile);
  return { kind: l.kind, spelling: l.spelling };
}

function valueOf(line: string, profile: Profile = 'google'): string {
  const l = lexLine(line, profile);
  return line.slice(l.valueFrom, l.valueTo);
}

function bytes(...parts: (string | number[])[]): Uint8Array {
  return new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));
}

describe('keys', () => {
  it('google matches keys case-insensitively by prefix: disallowed, allowance, user-agentXYZ, sitemaps', () => {
    expect(key('disallowed: /x')).toEqual({ kind: 'disallow', spelling: 'prefix' });
    expect(key('ALLOWANCE: /x')).toEqual({ kind: 'allow', spelling: 'prefix' });
    expect(key('user-agentXYZ: x')).toEqual({ kind: 'user-agent', spelling: 'prefix' });
    expect(key('sitemaps: https://e.com/s.xml')).toEqual({ kind: 'sitemap', spelling: 'prefix' });
    expect(key('DISALLOW: /x')).toEqual({ kind: 'disallow', spelling: 'exact' });
  });

  it('google accepts its list of misspellings, and none for allow', () => {
    for (const typo of ['useragent', 'user agent']) expect(key(`${typo}: x`)).toEqual({ kind: 'user-agent', spelling: 'typo' });
    for (const typo of ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw']) {
      expect(key(`${typo}: /x`)).toEqual({ kind: 'disallow', spelling: 'typo' });
    }
    expect(key('site-map: x')).toEqual({ kind: 'sitemap', spelling: 'typo' });
    expect(key('alow: /x').kind).toBe('unknown');
  });

  it('rfc9309 and draft1996 take keys exactly: prefixes and typos are unknown', () => {
    for (const profile of ['rfc9309', 'draft1996'] as const) {
      expect(key('Disallowed: /x', profile).kind).toBe('unknown');
      expect(key('dissallow: /x', profile).kind).toBe('unknown');
      expect(key('user-agent: x', profile)).toEqual({ kind: 'user-agent', spelling: 'exact' });
    }
  });

  it('the 1996 draft has no Sitemap', () => {
    expect(key('Sitemap: https://e.com/s.xml', 'draft1996').kind).toBe('unknown');
    expect(key('Sitemap: https://e.com/s.xml', 'rfc9309').kind).toBe('sitemap');
  });

  it('reads a key the same in any ASCII case, and folds no other letter into ASCII', () => {
    for (const k of ['Disallow', 'disallow', 'DISALLOW', 'DisAllow', 'disallOw']) expect(key(`${k}: /x`), k).toEqual({ kind: 'disallow', spelling: 'exact' });
    for (const k of ['User-agent', 'User-Agent', 'user-agent', 'USER-AGENT']) expect(key(`${k}: x`), k).toEqual({ kind: 'user-agent', spelling: 'exact' });
    for (const k of ['Allow', 'allow', 'ALLOW', 'Sitemap', 'SiteMap']) expect(key(`${k}: /x`).spelling, k).toBe('exact');
    // Same length as a usual key, one letter off, or a letter toLowerCase would fold (U+0130, U+212A).
    for (const k of ['Disallox', 'Allov', 'User-agenT!', 'D\u0130sallow', 'Di\u017Fallow', 'Sitemaq']) expect(key(`${k}: /x`).spelling, k).not.toBe('exact');
    expect(key('Allowx: /x')).toEqual({ kind: 'allow', spelling: 'prefix' });
  });

  it('recognised keys without effect on matching are unused, others unknown', () => {
    for (const k of ['crawl-delay', 'Host', 'noindex', 'clean-param', 'content-signal']) expect(key(`${k}: 1`).kind).toBe('unused');
    expect(key('foo: bar').kind).toBe('unknown');
  });
});

describe('separator and value', () => {
  it('whitespace around the key, the colon and the value is ignored', () => {
    const l = lexLine('  Disallow  :   /x  ');
    expect(l.kind).toBe('disallow');
    expect([l.keyFrom, l.keyTo, l.sepFrom, l.sepTo, l.valueFrom, l.valueTo]).toEqual([2, 10, 12, 13, 16, 18]);
    // A line lexed alone belongs to no file: it has no line number, and no line ending.
    expect([l.line, l.eol]).toEqual([0, 'none']);
  });

  it('google accepts a missing colon only when the line is exactly two tokens', () => {
    const l = lexLine('disallow /');
    expect([l.kind, l.missingColon]).toEqual(['disallow', true]);
    expect(valueOf('disallow /')).toBe('/');
    expect(lexLine('disallow / x').kind).toBe('invalid');
    expect(lexLine('user agent FooBot').kind).toBe('invalid');
  });

  it('only space and tab stand for a missing colon', () => {
    expect(lexLine('disallow\t/x').kind).toBe('disallow');
    expect(lexLine('disallow\v/x').kind).toBe('invalid');
  });

  it('rfc9309 and draft1996 require the colon', () => {
    expect(lexLine('disallow /', 'rfc9309').kind).toBe('invalid');
    expect(lexLine('disallow /', 'draft1996').kind).toBe('invalid');
  });

  it('# starts a comment anywhere, also inside a path: /a#b is /a', () => {
    const l = lexLine('Disallow: /a#b');
    expect(valueOf('Disallow: /a#b')).toBe('/a');
    expect(l.commentFrom).toBe(12);
    const parsed = parseRobots('User-agent: *\nDisallow: /a#b\n');
    expect(rulePattern(parsed, 0)).toBe('/a');
    expect(checkUrl(parsed, 'x', '/ab').allowed).toBe(false);
  });

  it('a line of only a comment is a comment line', () => {
    expect(lexLine('   # note').kind).toBe('comment');
  });

  it('a NUL ends the line, as Google reads lines as C strings', () => {
    expect(valueOf('Disallow: /a\0b')).toBe('/a');
    expect(lexLine('Disal\0low: /x').kind).toBe('invalid');
    const parsed = parseRobots('User-agent: *\nDisallow: /a\0/b\n');
    expect(rulePattern(parsed, 0)).toBe('/a');
    expect(checkUrl(parsed, 'x', '/ax').allowed).toBe(false);
  });

  it('a BOM past the start of the file makes its line unparseable', () => {
    const parsed = parseRobots('User-agent: *\n\ufeffDisallow: /x\n');
    expect(lineAt(parsed, 2).kind).toBe('unknown');
    expect(parsed.rules.length).toBe(0);
    expect(checkUrl(parsed, 'x', '/x').allowed).toBe(true);
  });
});

describe('line length', () => {
  it('a line longer than 16,663 bytes is cut there, and the cut rule still applies', () => {
    // "Disallow: /" is 11 bytes: 16,652 more bytes fill the line, the rest is dropped.
    const kept = 'a'.repeat(16_652);
    const parsed = parseRobots(`User-agent: *\nDisallow: /${kept}bcd\n`);
    expect(rulePattern(parsed, 0)).toBe('/' + kept);
    expect(checkUrl(parsed, 'x', `/${kept}zzz`).allowed).toBe(false);
    expect(checkUrl(parsed, 'x', `/${kept}`).allowed).toBe(false);
    expect(checkUrl(parsed, 'x', `/${kept.slice(1)}`).allowed).toBe(true);
  });

  it('an all-ASCII file is cut at the same byte as text, as bytes, and beside a character outside ASCII', () => {
    // The ASCII file takes a shortcut (a character is a byte); one `é` elsewhere turns it off.
    const kept = 'a'.repeat(16_652);
    for (const tail of ['', 'b', 'bcd', '   x', ' #c', '#c', '\0z', ' '.repeat(20)]) {
      const file = `User-agent: *\nDisallow: /${kept}${tail}\nDisallow:   /${'b'.repeat(16_650)}${tail}\n`;
      const ascii = parseRobots(file);
      const other = parseRobots(`# é\n${file}`);
      expect(ascii.rules.length).toBe(2);
      for (const parsed of [ascii, parseRobots(new TextEncoder().encode(file)), other]) {
        const first = parsed === other ? 1 : 0;
        expect([rulePattern(parsed, 0), rulePattern(parsed, 1)], JSON.stringify(tail)).toEqual([rulePattern(ascii, 0), rulePattern(ascii, 1)]);
        expect(lineAt(parsed, 2 + first).valueTo - lineAt(parsed, 2 + first).from, JSON.stringify(tail)).toBe(lineAt(ascii, 2).valueTo - lineAt(ascii, 2).from);
      }
    }
    expect(rulePattern(parseRobots(`User-agent: *\nDisallow: /${kept}bcd\n`), 0)).toBe(`/${kept}`);
  });

  it('a line of exactly 16,663 bytes is kept whole', () => {
    const value = '/' + 'a'.repeat(16_652);
    expect(rulePattern(parseRobots(`User-agent: *\nDisallow: ${value}\n`), 0)).toBe(value);
  });

  it('the 16,663-byte cut falls on a byte, even inside a UTF-8 character, whose bytes Google keeps and %-escapes', () => {
    // ツ is E3 83 84 and starts at byte 16,662 of the line: Google's line buffer keeps E3 only,
    // and MaybeEscapePattern writes it as %E3, so the pattern is /aaa…a%E3 (robots.cc
    // RobotsTxtParser::Parse copies bytes while line_end < line_buffer_end).
    const a = 'a'.repeat(16_651);
    const parsed = parseRobots(`User-agent: *\nDisallow: /${a}ツ\n`);
    expect(rulePattern(parsed, 0).slice(-6)).toBe('aaa%E3');
    expect(rulePattern(parsed, 0)).toBe(`/${a}%E3`);
    expect(checkUrl(parsed, 'x', `/${a}b`).allowed).toBe(true);
    expect(checkUrl(parsed, 'x', `/${a}%E3%83%84`).allowed).toBe(false);
  });

  it('the kept bytes of a character split by the cut end the line as one more non-blank character', () => {
    // é is C3 A9; each line below reaches byte 16,663 with C3 (robots.cc keeps bytes, not
    // characters), so the blanks before it are not trailing blanks.
    const star = lexLine(`User-agent:${' '.repeat(16_650)}*é`);
    expect([star.kind, star.valueTo - star.valueFrom]).toEqual(['user-agent', 1]);
    // Three tokens without a colon: Google ignores the line.
    expect(lexLine(`User-agent Googlebot${' '.repeat(16_642)}é`).kind).toBe('invalid');
    // Two tokens without a colon, the second being the kept byte: a directive with value `\xC3`.
    const twoTokens = lexLine(`Disallow${' '.repeat(16_654)}é`);
    expect([twoTokens.kind, twoTokens.missingColon]).toEqual(['disallow', true]);
    expect(rulePattern(parseRobots(`User-agent: *\nDisallow${' '.repeat(16_654)}é\n`), 0)).toBe('%C3');
    // Only blanks before the kept byte: one token, no key.
    expect(lexLine(`${' '.repeat(16_662)}é`).kind).toBe('invalid');
  });

  it('a user-agent value ending in split bytes keeps them: `*` and a byte is not the global group', () => {
    const parsed = parseRobots(`User-agent:${' '.repeat(16_650)}*é\nDisallow: /x\n`);
    expect(parsed.groups[0].userAgents[0].token).toBe('');
    expect(checkUrl(parsed, 'FooBot', '/x')).toMatchObject({ allowed: true, line: 0 });
  });

  it('rfc9309 and draft1996 do not cut long lines', () => {
    const value = '/' + 'a'.repeat(20_000);
    for (const profile of ['rfc9309', 'draft1996'] as const) {
      expect(rulePattern(parseRobots(`User-agent: *\nDisallow: ${value}\n`, { profile }), 0)).toBe(value);
    }
  });
});

describe('line breaks', () => {
  it('LF, CR and CRLF each end one line, mixed freely', () => {
    const parsed = parseRobots('a: 1\nb: 2\rc: 3\r\nd: 4');
    expect(parsed.lineCount).toBe(4);
    expect([1, 2, 3, 4].map((n) => lineAt(parsed, n).eol)).toEqual(['lf', 'cr', 'crlf', 'none']);
  });

  it('\\n\\r is two breaks, \\r\\n is one', () => {
    const twoBreaks = parseRobots('User-agent: *\n\rDisallow: /x\n');
    expect(twoBreaks.rules.line[0]).toBe(3);
    expect(checkUrl(twoBreaks, 'x', '/x').line).toBe(3);
    const oneBreak = parseRobots('User-agent: *\r\nDisallow: /x\r\n');
    expect(oneBreak.rules.line[0]).toBe(2);
    expect(oneBreak.lineCount).toBe(3);
  });

  it('an empty file is one empty line', () => {
    expect(parseRobots('').lineCount).toBe(1);
    expect(parseRobots(new Uint8Array()).lineCount).toBe(1);
  });
});

describe('byte order mark', () => {
  const body = 'User-agent: foo\nDisallow: /AnyValue\n';
  for (const [name, bom] of [['a whole BOM (EF BB BF)', [0xef, 0xbb, 0xbf]], ['a partial BOM (EF BB)', [0xef, 0xbb]], ['a partial BOM (EF)', [0xef]]] as const) {
    it(`${name} at the start is skipped`, () => {
      const parsed = parseRobots(bytes([...bom], body));
      expect(parsed.bomBytes).toBe(bom.length);
      expect(lineAt(parsed, 1).kind).toBe('user-agent');
      const r = checkUrl(parsed, 'foo', 'http://example.com/AnyValue');
      expect([r.allowed, r.line]).toEqual([false, 2]);
    });
  }

  it('a BOM given as text (U+FEFF) is skipped too', () => {
    const parsed = parseRobots('\ufeff' + body);
    expect(parsed.bomBytes).toBe(3);
    expect(checkUrl(parsed, 'foo', '/AnyValue').allowed).toBe(false);
  });

  it('BOM bytes out of order are not a BOM (BB BF is kept)', () => {
    const parsed = parseRobots(bytes([0xbb, 0xbf], body));
    expect(parsed.bomBytes).toBe(0);
    expect(lineAt(parsed, 1).kind).toBe('unknown');
    expect(checkUrl(parsed, 'foo', '/AnyValue').allowed).toBe(true);
  });
});
