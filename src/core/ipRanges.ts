/**
 * Operators' published IP ranges (issue 25 §2): a User-Agent is only a claim, anyone can send
 * `Googlebot/2.1`; Google (googlebot.json), OpenAI (gptbot.json) and others publish the
 * addresses their crawlers fetch from, as
 *   {"creationTime": "…", "prefixes": [{"ipv4Prefix": "66.249.64.0/27"}, {"ipv6Prefix": "2001:4860:4801:10::/64"}]}
 * A request from inside the ranges is verified, from outside spoofed.
 * Every address is held as IPv6's eight 16-bit words, an IPv4 address as its IPv4-mapped form
 * ::ffff:a.b.c.d (RFC 4291 §2.5.5.2), and an IPv4 prefix /n as ::ffff:0:0/(96+n): one
 * comparison serves both families, and a dual-stack server's `::ffff:66.249.66.1` in a log
 * matches Google's IPv4 ranges as the same host.
 * A file with any entry that is no CIDR range is refused whole: a range left out would call
 * the operator's real crawlers spoofed, a confident wrong answer.
 */

/** Why a range file was refused; words in words/logWords.ts. */
export type IpRangeProblem = 'json' | 'shape' | 'prefix';

export interface IpRange {
  /** As the file writes it. */
  prefix: string;
  /** The network's eight 16-bit words (IPv4 mapped). */
  words: number[];
  /** Prefix length over the 128 bits. */
  bits: number;
}

export type IpRangeReading = { ranges: IpRange[] } | { problem: IpRangeProblem; detail: string };

/** The ranges of a published IP-range file, or why it cannot be used. */
export function readIpRanges(text: string): IpRangeReading {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    return { problem: 'json', detail: (error as Error).message };
  }
  const prefixes = (json as { prefixes?: unknown } | null)?.prefixes;
  if (!Array.isArray(prefixes)) return { problem: 'shape', detail: '' };
  const ranges: IpRange[] = [];
  for (let i = 0; i < prefixes.length; i++) {
    const entry = prefixes[i] as { ipv4Prefix?: unknown; ipv6Prefix?: unknown } | null;
    const v4 = typeof entry?.ipv4Prefix === 'string' ? entry.ipv4Prefix : null;
    const v6 = typeof entry?.ipv6Prefix === 'string' ? entry.ipv6Prefix : null;
    const range = v4 !== null ? cidr(v4, 4) : v6 !== null ? cidr(v6, 6) : null;
    if (!range) return { problem: 'prefix', detail: `prefixes[${i}]: ${JSON.stringify(entry)}` };
    ranges.push(range);
  }
  return { ranges };
}

/** `66.249.64.0/27` or `2001:4860:4801:10::/64` as a range of the family named; null when it is not one. */
export function cidr(prefix: string, family: 4 | 6): IpRange | null {
  const slash = prefix.indexOf('/');
  const lengthText = slash < 0 ? '' : prefix.slice(slash + 1);
  if (!/^\d{1,3}$/.test(lengthText)) return null;
  const length = Number(lengthText);
  const address = prefix.slice(0, slash);
  const words = family === 4 ? (/^[\d.]+$/.test(address) ? parseIp(address) : null) : address.includes(':') ? parseIp(address) : null;
  const bits = family === 4 ? 96 + length : length;
  if (!words || length > (family === 4 ? 32 : 128)) return null;
  return { prefix, words, bits };
}

/** Whether `ip` (parseIp's words) is in `range`: its first `bits` bits are the network's. */
export function inRange(ip: readonly number[], range: IpRange): boolean {
  let left = range.bits;
  for (let w = 0; left > 0; w++, left -= 16) {
    const mask = left >= 16 ? 0xffff : (0xffff << (16 - left)) & 0xffff;
    if ((ip[w] & mask) !== (range.words[w] & mask)) return false;
  }
  return true;
}

/** An IPv4 or IPv6 address (RFC 4291 §2.2 text forms; zone ids refused) as eight 16-bit words; null when it is none. */
export function parseIp(text: string): number[] | null {
  if (!text.includes(':')) {
    const v4 = ipv4(text);
    return v4 ? [0, 0, 0, 0, 0, 0xffff, v4[0], v4[1]] : null;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] === '' ? [] : halves[0].split(':');
  const tail = halves.length === 1 || halves[1] === '' ? [] : halves[1].split(':');
  const last = halves.length === 2 ? tail : head;
  // An embedded IPv4 tail (::ffff:1.2.3.4) stands for the last two words.
  if (last.length > 0 && last[last.length - 1].includes('.')) {
    const v4 = ipv4(last.pop() as string);
    if (!v4) return null;
    last.push(v4[0].toString(16), v4[1].toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/** Dotted-quad IPv4 as two 16-bit words. */
function ipv4(text: string): [number, number] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  const [a, b, c, d] = parts.map(Number);
  return [(a << 8) | b, (c << 8) | d];
}
