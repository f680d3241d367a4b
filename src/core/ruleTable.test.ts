/**
 * The rule columns keep a value or pattern string only where it is not the line's text; read
 * back through ruleValue/rulePattern, every rule must be what robots.cc reads from the line's
 * bytes. The model below works on bytes, as robots.cc does, and shares no code with the parser:
 * the line is cut at the profile's byte limit (Google: 16,663), ends at a NUL (a C string) or a
 * `#`, the value is what follows the first `:`, stripped of ASCII whitespace at both ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeRobots, parseRobots, PROFILES, ruleAt, type ParsedRobots, type Profile } from './index.ts';
import { normalisePattern } from './pattern.ts';
import { profileSpec } from './profiles/index.ts';

const isSpace = (b: number): boolean => b === 0x20 || (b >= 0x09 && b <= 0x0d);

/** The value bytes robots.cc reads from one rule line's bytes (the line has a `:`). */
function modelValue(line: Uint8Array, maxLineBytes: number): Uint8Array {
  let end = maxLineBytes > 0 ? Math.min(line.length, maxLineBytes) : line.length;
  for (let i = 0; i < end; i++) if (line[i] === 0 || line[i] === 0x23) end = i;
  let from = line.indexOf(0x3a) + 1;
  while (from < end && isSpace(line[from])) from++;
  while (end > from && isSpace(line[end - 1])) end--;
  return line.slice(from, end);
}

function expectRulesAsRead(parsed: ParsedRobots, lines: string[]): void {
  const spec = profileSpec(parsed.profile);
  expect(parsed.rules.length).toBe(parsed.groups.reduce((n, g) => n + g.rules.length, 0) + parsed.outOfGroup.length);
  for (let i = 0; i < parsed.rules.length; i++) {
    const { value, pattern, line } = ruleAt(parsed, i);
    const want = modelValue(encodeRobots(lines[line - 1]), spec.maxLineBytes);
    expect({ line, value: Buffer.from(encodeRobots(value)).toString('hex') }).toEqual({ line, value: Buffer.from(want).toString('hex') });
    expect(pattern).toBe(normalisePattern(value, spec));
  }
}

// Escapes in each mix of cases (only a lower-case hex digit changes under google), a `%` before
// one hex digit, and hex digits after a lone `%`.
const piece = fc.constantFrom('/', 'a', '%', '%2f', '%2F', '%a', '%aB', '%Ab', '%3A', 'f', 'C', '%C3%A9', 'é', '😀', '€', '*', '$', ' ', '\t', '#c', '\u00a0', '\udcff', '\0');
const KEYS = ['Allow', 'Disallow', 'disallow', 'User-agent'];

function check(lines: Array<[string, string]>, profile: Profile, asBytes: boolean): void {
  const texts = lines.map(([key, value]) => `${key}: ${value}`);
  const text = texts.join('\n');
  expectRulesAsRead(parseRobots(asBytes ? encodeRobots(text) : text, { profile }), texts);
}

describe('the rule columns', () => {
  it('give every rule the value robots.cc reads and its normalised pattern, as text or as bytes, in every profile', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.array(piece, { maxLength: 6 }).map((p) => p.join(''))), { maxLength: 12 }),
        fc.constantFrom(...PROFILES),
        fc.boolean(),
        check,
      ),
      { numRuns: 400 },
    );
  });

  it('give lines that run into Google\'s 16,663-byte cut the value robots.cc reads', () => {
    // A filler ends 0 to 12 bytes before the cut; the pieces after it land on either side of
    // it, a multi-byte character often across it.
    const line = fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom('a', ' ', 'é'), fc.integer({ min: 0, max: 12 }), fc.array(piece, { minLength: 1, maxLength: 8 }))
      .map(([key, fill, gap, rest]): [string, string] => {
        const fillBytes = 16663 - gap - `${key}: /`.length;
        const fillChars = Math.floor(fillBytes / new TextEncoder().encode(fill).length);
        return [key, `/${fill.repeat(fillChars)}${'a'.repeat(fillBytes - fillChars * (fill === 'é' ? 2 : 1))}${rest.join('')}`];
      });
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 3 }), fc.constantFrom(...PROFILES), fc.boolean(), check), { numRuns: 300 });
  });

  it('keep the split bytes of a character cut at the limit as the value\'s own string, and only then', () => {
    for (const [pad, own] of [[16649, 0], [16650, 1], [16651, 1], [16652, 0]] as const) {
      const line = `Disallow: /${'a'.repeat(pad)}€€`;
      const parsed = parseRobots(`User-agent: *\n${line}\n`);
      expectRulesAsRead(parsed, ['User-agent: *', line]);
      expect(parsed.rules.ownValues.size, `pad ${pad}`).toBe(own);
    }
  });

  it('keep no split bytes when a NUL or `#` ends the value before the cut, and keep the spaces before them', () => {
    const nul = parseRobots(`User-agent: *\nDisallow: /a\0${'b'.repeat(16640)}€€€€\n`);
    expect(ruleAt(nul, 0).pattern).toBe('/a');
    const spaces = parseRobots(`User-agent: *\nDisallow: /a${' '.repeat(16650)}€\n`);
    expect(ruleAt(spaces, 0).pattern).toBe(`/a${' '.repeat(16650)}%E2`);
    const empty = parseRobots(`User-agent: *\nDisallow:${' '.repeat(16653)}€\n`);
    expect(ruleAt(empty, 0).pattern).toBe('%E2');
  });
});
