import { describe, expect, it } from 'vitest';
import { sayText, applyFix, checkUrl, diagnose, parseRobots, PROFILES, SIZE_LIMIT_BYTES, type Profile } from '../index.ts';

function mixed(text: string, profile: Profile = 'google') {
  const parsed = parseRobots(text, { profile });
  return diagnose(parsed).filter((d) => d.code === 'mixed-line-endings');
}

describe('mixed line endings', () => {
  it('are noted once, on the first line that does not end in the main ending, with the counts', () => {
    const [d, ...rest] = mixed('User-agent: *\r\nDisallow: /a\r\nDisallow: /b\nDisallow: /c\r\n# end\n');
    expect(rest).toEqual([]);
    expect(d.line).toBe(3);
    expect(d.severity).toBe('info');
    expect(sayText(d.say)).toContain('(3 CRLF, 2 LF)');
    expect(sayText(d.fix!.say)).toBe('Make every line end in CRLF');
  });

  it('the fix gives every line the main ending, and nothing else changes', () => {
    const text = 'User-agent: *\r\nDisallow: /a\r\nDisallow: /b\nDisallow: /c\r\n# end\n';
    const [d] = mixed(text);
    expect(applyFix(text, d.fix!)).toBe('User-agent: *\r\nDisallow: /a\r\nDisallow: /b\r\nDisallow: /c\r\n# end\r\n');
    const lf = 'a\nb\r\nc\nd\re\n';
    expect(applyFix(lf, mixed(lf)[0].fix!)).toBe('a\nb\nc\nd\ne\n');
  });

  it('are not raised for one ending throughout, or a last line without one', () => {
    for (const text of ['a\nb\n', 'a\r\nb\r\nc', 'a\rb\r', 'one line']) expect(mixed(text), JSON.stringify(text)).toEqual([]);
  });

  it('change no verdict under any profile (CR, LF and CRLF all end a line)', () => {
    const text = 'User-agent: FooBot\rDisallow: /a\r\nAllow: /a/b\n\nUser-agent: *\r\nDisallow: /x\n';
    for (const profile of PROFILES) {
      const before = parseRobots(text, { profile });
      const after = parseRobots(applyFix(text, mixed(text, profile)[0].fix!), { profile });
      for (const agent of ['FooBot', 'Other']) {
        for (const path of ['/a', '/a/b', '/x', '/y']) {
          const was = checkUrl(before, agent, `https://example.com${path}`);
          const is = checkUrl(after, agent, `https://example.com${path}`);
          expect({ allowed: is.allowed, line: is.line }, `${profile} ${agent} ${path}`).toEqual({ allowed: was.allowed, line: was.line });
        }
      }
    }
  });

  it('get no fix where Googlebot would read other bytes: past 500 KiB, or pushed over it by longer endings', () => {
    const line = 'Disallow: /p'.padEnd(98, 'x');
    /** Two LF lines, then CRLF lines up to `total` bytes: the fix makes the two LFs CRLF, 2 bytes more. */
    const sized = (total: number) => {
      const head = 'User-agent: *\nAllow: /x\n';
      const count = Math.floor((total - head.length) / 100);
      const last = total - head.length - count * 100 - 2;
      return `${head}${`${line}\r\n`.repeat(count)}${'Disallow: /q'.padEnd(last, 'y')}\r\n`;
    };
    expect(new TextEncoder().encode(sized(SIZE_LIMIT_BYTES - 2)).length).toBe(SIZE_LIMIT_BYTES - 2);
    expect(sayText(mixed(sized(SIZE_LIMIT_BYTES - 2))[0].fix!.say)).toBe('Make every line end in CRLF');
    expect(mixed(sized(SIZE_LIMIT_BYTES - 1))[0].fix).toBeUndefined();
    expect(mixed(sized(SIZE_LIMIT_BYTES + 500))[0].fix).toBeUndefined();
    // RFC 9309 readers read the whole file: there the fix is offered.
    expect(sayText(mixed(sized(SIZE_LIMIT_BYTES + 500), 'rfc9309')[0].fix!.say)).toBe('Make every line end in CRLF');
  });

  it('are left to the conversion in a UTF-16 file (its CR and LF are bytes of UTF-16 line ends)', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('User-agent: *\r\nDisallow: /a\r\n', 'utf16le')]);
    expect(diagnose(parseRobots(utf16)).map((d) => d.code)).not.toContain('mixed-line-endings');
  });
});
