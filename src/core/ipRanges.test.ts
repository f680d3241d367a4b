/**
 * Operators' IP-range files (issue 25 §2): Google's and OpenAI's published JSON read, IPv4 and
 * IPv6 CIDR ranges matched bit for bit (checked against a plain BigInt model over random
 * addresses and prefixes), IPv4-mapped IPv6 addresses matched as the IPv4 host, and a file
 * with any range that cannot be read refused whole.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cidr, inRange, parseIp, readIpRanges, type IpRange } from './ipRanges.ts';

const fixture = (name: string) => readFileSync(new URL(`../../testdata/urlsets/lg/${name}`, import.meta.url), 'utf8');
const ranges = (text: string): IpRange[] => {
  const r = readIpRanges(text);
  if (!('ranges' in r)) throw new Error(r.problem);
  return r.ranges;
};
const within = (ip: string, rs: IpRange[]) => rs.some((r) => inRange(parseIp(ip)!, r));

describe('parseIp', () => {
  it.each([
    ['66.249.66.1', [0, 0, 0, 0, 0, 0xffff, 0x42f9, 0x4201]],
    ['2001:4860:4801:10::2a', [0x2001, 0x4860, 0x4801, 0x10, 0, 0, 0, 0x2a]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['fe80::', [0xfe80, 0, 0, 0, 0, 0, 0, 0]],
    ['::ffff:66.249.66.1', [0, 0, 0, 0, 0, 0xffff, 0x42f9, 0x4201]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
  ])('reads %s', (text, words) => expect(parseIp(text)).toEqual(words));

  it.each(['66.249.66', '66.249.66.256', '1:2:3:4:5:6:7', '1::2::3', '1:2:3:4:5:6:7:8:9', '1:2:3:4::5:6:7:8', 'g::1', 'crawl-66-249-66-1.googlebot.com', '', 'fe80::1%eth0'])(
    'refuses %s',
    (text) => expect(parseIp(text)).toBeNull(),
  );
});

describe('readIpRanges', () => {
  // The fixtures are in the operators' own layout (testdata/urlsets/lg/ip-ranges.mjs): Google's
  // googlebot.json with its 303 prefixes, IPv6 first; OpenAI's gptbot.json, IPv4 /24s only.
  it('reads Google\'s googlebot.json and OpenAI\'s gptbot.json as published', () => {
    const text = fixture('googlebot.json');
    expect(JSON.parse(text)).toMatchObject({ creationTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/) });
    const google = ranges(text);
    expect(google.length).toBe(303);
    expect([google[0].prefix, google[google.length - 1].prefix]).toEqual(['2001:4860:4801:10::/64', '66.249.79.96/27']);
    expect(within('66.249.66.31', google)).toBe(true);
    expect(within('192.178.5.30', google)).toBe(true);
    expect(within('34.100.182.111', google)).toBe(true);
    expect(within('34.100.182.112', google)).toBe(false);
    // 66.249.67.0/27 is the only range of 66.249.67.x Google lists.
    expect(within('66.249.67.32', google)).toBe(false);
    expect(within('66.249.80.1', google)).toBe(false);
    expect(within('2001:4860:4801:10:ffff:ffff:ffff:ffff', google)).toBe(true);
    expect(within('2001:4860:4801:4f::1', google)).toBe(false);
    // A dual-stack server logs an IPv4 client as ::ffff:a.b.c.d: the same host.
    expect(within('::ffff:66.249.79.2', google)).toBe(true);
    const openai = ranges(fixture('gptbot.json'));
    expect(openai.map((r) => r.prefix)).toEqual(['20.171.206.0/24', '52.230.152.0/24', '52.233.106.0/24', '132.196.86.0/24']);
    expect(within('20.171.206.14', openai)).toBe(true);
    expect(within('20.171.207.14', openai)).toBe(false);
  });

  it('never matches an IPv6 address to an IPv4 range by its low bits', () => {
    const v4 = ranges('{"prefixes": [{"ipv4Prefix": "0.0.0.0/0"}]}');
    expect(within('2001:db8::1', v4)).toBe(false);
    expect(within('203.0.113.9', v4)).toBe(true);
  });

  it.each([
    ['not json', 'json'],
    ['{"creationTime": "x"}', 'shape'],
    ['null', 'shape'],
    ['{"prefixes": [{"ipv4Prefix": "66.249.64.0/33"}]}', 'prefix'],
    ['{"prefixes": [{"ipv4Prefix": "66.249.64.0"}]}', 'prefix'],
    ['{"prefixes": [{"ipv6Prefix": "66.249.64.0/24"}]}', 'prefix'],
    ['{"prefixes": [{"ipv4Prefix": "2001:db8::/32"}]}', 'prefix'],
    ['{"prefixes": [{"ipv4Prefix": "66.249.64.0/27"}, {"service": "x"}]}', 'prefix'],
  ])('refuses %s as a whole (%s)', (text, problem) => expect(readIpRanges(text)).toMatchObject({ problem }));

  it('names the entry it could not read', () => {
    expect(readIpRanges('{"prefixes": [{"ipv4Prefix": "1.2.3.0/24"}, {"ipv6Prefix": "zz::/8"}]}')).toEqual({ problem: 'prefix', detail: 'prefixes[1]: {"ipv6Prefix":"zz::/8"}' });
  });
});

/** The model: an address as one 128-bit BigInt, a range as a masked compare; shares nothing with ipRanges.ts but parseIp. */
const big = (words: number[]) => words.reduce((n, w) => (n << 16n) | BigInt(w), 0n);
const modelIn = (ip: number[], net: number[], bits: number) => {
  const shift = 128n - BigInt(bits);
  return big(ip) >> shift === big(net) >> shift;
};
const words = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
const hex = (ws: number[]) => ws.map((w) => w.toString(16)).join(':');

describe('inRange', () => {
  it('agrees with a 128-bit model for every IPv6 prefix length', () => {
    fc.assert(fc.property(words, words, fc.integer({ min: 0, max: 128 }), fc.integer({ min: 0, max: 128 }), (ip, net, bits, same) => {
      // Half the cases share the first `same` bits, so both answers are exercised.
      const near = ip.map((w, i) => (i * 16 < same ? w : net[i]));
      const range = cidr(`${hex(net)}/${bits}`, 6)!;
      expect(inRange(near, range)).toBe(modelIn(near, net, bits));
      expect(inRange(ip, range)).toBe(modelIn(ip, net, bits));
    }));
  });

  it('agrees with a 32-bit model for every IPv4 prefix length', () => {
    const quad = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 });
    fc.assert(fc.property(quad, quad, fc.integer({ min: 0, max: 32 }), (ip, net, bits) => {
      const n = (q: number[]) => q.reduce((a, b) => a * 256 + b, 0);
      const expected = bits === 0 || Math.floor(n(ip) / 2 ** (32 - bits)) === Math.floor(n(net) / 2 ** (32 - bits));
      expect(inRange(parseIp(ip.join('.'))!, cidr(`${net.join('.')}/${bits}`, 4)!)).toBe(expected);
    }));
  });
});
