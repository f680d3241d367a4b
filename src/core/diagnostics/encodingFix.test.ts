import { describe, expect, it } from 'vitest';
import { sayText, applyFix, checkUrl, diagnose, encodeRobots, parseRobots, PROFILES, type Profile } from '../index.ts';

function bytes(...parts: (string | number[])[]): Uint8Array {
  return new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));
}

function utf16(text: string, order: 'le' | 'be'): Uint8Array {
  const le = Buffer.from(text, 'utf16le');
  if (order === 'le') return new Uint8Array([0xff, 0xfe, ...le]);
  return new Uint8Array([0xfe, 0xff, ...le.swap16()]);
}

function conversion(input: Uint8Array, profile: Profile = 'google') {
  const parsed = parseRobots(input, { profile });
  const d = diagnose(parsed).find((x) => x.code === 'invalid-utf8');
  return { parsed, d, after: d?.fix ? applyFix(parsed.text, d.fix) : null };
}

describe('converting a UTF-16 file to UTF-8', () => {
  for (const order of ['le', 'be'] as const) {
    it(`gives UTF-16${order.toUpperCase()} rules back, each line with its own ending, without the BOM`, () => {
      const text = 'User-agent: *\r\nDisallow: /privé\r\n# café\nAllow: /privé/ok\r\n';
      const { parsed, d, after } = conversion(utf16(text, order));
      expect(sayText(d!.fix!.say)).toBe(`Convert the file from UTF-16${order.toUpperCase()} to UTF-8`);
      expect(after).toBe(text);
      // Before, Google finds no rule; after, the author's.
      expect(checkUrl(parsed, 'Bot', 'https://example.com/priv%C3%A9').allowed).toBe(true);
      const fixed = parseRobots(after!);
      expect(checkUrl(fixed, 'Bot', 'https://example.com/priv%C3%A9').allowed).toBe(false);
      expect(diagnose(fixed).map((x) => x.code)).not.toContain('invalid-utf8');
    });
  }

  it('is the only fix offered for a UTF-16 file: removing a NUL or reading a BOM byte as Latin-1 gives no text the author wrote', () => {
    for (const order of ['le', 'be'] as const) {
      const parsed = parseRobots(utf16('User-agent: *\r\nDisallow: /private\r\n', order));
      const found = diagnose(parsed);
      // Google still sees each of those bytes: they stay listed, with no fix of their own.
      expect(found.filter((x) => x.code === 'invalid-char').length).toBeGreaterThan(10);
      expect(found.filter((x) => x.fix).map((x) => sayText(x.fix!.say))).toEqual([`Convert the file from UTF-16${order.toUpperCase()} to UTF-8`]);
    }
  });

  it('is not offered when the bytes are not UTF-16 after all (an odd byte count, UTF-8 behind the BOM, a NUL)', () => {
    expect(conversion(bytes([0xff, 0xfe], 'User-agent: *\nx')).d!.fix).toBeUndefined();
    expect(conversion(bytes([0xff, 0xfe], 'User-agent: *\n')).d!.fix).toBeUndefined();
    expect(conversion(utf16('User-agent: *\nDisallow: /a\0b\n', 'le')).d!.fix).toBeUndefined();
  });
});

describe('converting a Latin-1 (Windows-1252) file to UTF-8', () => {
  const latin1 = bytes('# Caf', [0xe9], ' ', [0x80], '\nUser-agent: *\nDisallow: /caf', [0xe9], '/\nAllow: /caf', [0xe9], '/menu\nSitemap: https://example.com/pl', [0xe4], 'n.xml\n');

  it('reads each byte as its letter, and writes it as the %XX Google matches today in paths and sitemaps', () => {
    const { d, after } = conversion(latin1);
    expect(sayText(d!.fix!.say)).toContain('Windows-1252');
    expect(after).toBe('# Café €\nUser-agent: *\nDisallow: /caf%E9/\nAllow: /caf%E9/menu\nSitemap: https://example.com/pl%E4n.xml\n');
    expect(new TextDecoder('utf-8', { fatal: true }).decode(encodeRobots(after!))).toBe(after);
  });

  it('changes no verdict under any profile', () => {
    for (const profile of PROFILES) {
      const { parsed, after } = conversion(latin1, profile);
      const fixed = parseRobots(after!, { profile });
      for (const path of ['/caf%E9/', '/caf%e9/x', '/caf%E9/menu', '/caf%C3%A9/', '/café/', '/cafe/']) {
        const was = checkUrl(parsed, 'Bot', `https://example.com${path}`);
        const is = checkUrl(fixed, 'Bot', `https://example.com${path}`);
        expect({ allowed: is.allowed, line: is.line }, `${profile} ${path}`).toEqual({ allowed: was.allowed, line: was.line });
      }
    }
  });

  it('is not offered for a file that mixes UTF-8 with other bytes, a binary file, or a byte Windows-1252 leaves undefined', () => {
    expect(conversion(bytes('# é is UTF-8\nDisallow: /caf', [0xe9], '\n')).d!.fix).toBeUndefined();
    expect(conversion(bytes('\x01PNG', [0xe9], '\n')).d!.fix).toBeUndefined();
    expect(conversion(bytes('Disallow: /a', [0x81], '\n')).d!.fix).toBeUndefined();
  });
});

describe('files in another encoding, told by their bytes (issue 28 §2)', () => {
  it('converts UTF-16LE saved without a BOM, known by where its NULs are, and Google still finds no rule before', () => {
    const text = 'User-agent: *\r\nDisallow: /private\r\n';
    const { parsed, d, after } = conversion(new Uint8Array(Buffer.from(text, 'utf16le')));
    expect(parsed.encoding).toBe('utf-16le');
    expect(sayText(d!.fix!.say)).toBe('Convert the file from UTF-16LE to UTF-8');
    expect(after).toBe(text);
    expect(checkUrl(parsed, 'Bot', 'https://example.com/private').allowed).toBe(true);
  });

  it('offers no Windows-1252 reading of a Shift_JIS file, whose bytes it would turn into nonsense', () => {
    // "# 管理" and "Disallow: /管理/" in Shift_JIS (管 = 8A C7, 理 = 97 9D).
    const { parsed, d } = conversion(bytes('User-agent: *\n# ', [0x8a, 0xc7, 0x97, 0x9d], '\nDisallow: /', [0x8a, 0xc7, 0x97, 0x9d], '/\n'));
    expect(d).toBeDefined();
    expect(d!.fix).toBeUndefined();
    // Google matches the bytes as they are: %8A%C7%97%9D.
    expect(checkUrl(parsed, 'Bot', 'https://example.com/%8A%C7%97%9D/').allowed).toBe(false);
  });
});
