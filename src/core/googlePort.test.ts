/**
 * The matcher against ports of google/robotstxt (fast-check properties):
 * - matchPattern agrees with a port of Google's RobotsMatchStrategy::Matches;
 * - checkUrl (groups, and both the scan and the rule index) agrees with a port of Google's
 *   RobotsMatcher, which reads the lines one by one and keeps the best allow/disallow per
 *   specific and global agent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexRulesAfter } from './agentRules.ts';
import { checkUrl, parseRobots, ruleAt } from './index.ts';
import { matchPattern } from './pattern.ts';

// -------------------------------------------------------------------------------------------
// The pattern matcher against Google's position-set algorithm

/**
 * google/robotstxt robots.cc RobotsMatchStrategy::Matches, ported line for line: pos[] holds the
 * path prefixes that can match the pattern read so far; `*` widens it to every later position;
 * `$` is special only as the pattern's last character.
 */
export function googleMatches(path: string, pattern: string): boolean {
  const pathlen = path.length;
  const pos = new Array<number>(pathlen + 1);
  pos[0] = 0;
  let numpos = 1;
  for (let p = 0; p < pattern.length; p++) {
    const ch = pattern[p];
    if (ch === '$' && p + 1 === pattern.length) return pos[numpos - 1] === pathlen;
    if (ch === '*') {
      numpos = pathlen - pos[0] + 1;
      for (let i = 1; i < numpos; i++) pos[i] = pos[i - 1] + 1;
    } else {
      let newnumpos = 0;
      for (let i = 0; i < numpos; i++) {
        if (pos[i] < pathlen && path[pos[i]] === ch) pos[newnumpos++] = pos[i] + 1;
      }
      numpos = newnumpos;
      if (numpos === 0) return false;
    }
  }
  return true;
}

const PATTERN_ALPHABET = ['/', 'a', 'b', '*', '$', '?', '.'];
const patternArb = fc.array(fc.constantFrom(...PATTERN_ALPHABET), { maxLength: 8 }).map((a) => a.join(''));
const pathArb = fc.array(fc.constantFrom(...PATTERN_ALPHABET), { maxLength: 10 }).map((a) => '/' + a.join(''));

describe('matchPattern agrees with Google\'s RobotsMatchStrategy::Matches', () => {
  it('on random patterns and paths over / a b * $ ? .', () => {
    fc.assert(
      fc.property(patternArb, pathArb, (pattern, path) => {
        expect(matchPattern(pattern, path)).toBe(googleMatches(path, pattern));
      }),
      { numRuns: 1000 },
    );
  });

  it('on every pattern and path of up to 3 and 4 characters over / a * $', () => {
    const words = (n: number, alphabet: string[]): string[] =>
      n === 0 ? [''] : [...words(n - 1, alphabet), ...words(n - 1, alphabet).flatMap((w) => alphabet.map((c) => w + c))];
    const patterns = [...new Set(words(3, ['/', 'a', '*', '$']))];
    const paths = [...new Set(words(4, ['/', 'a', '$']))];
    const misses: string[] = [];
    for (const pattern of patterns) {
      for (const path of paths) {
        if (matchPattern(pattern, path) !== googleMatches(path, pattern)) misses.push(`${pattern} vs ${path}`);
      }
    }
    expect(misses).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------
// checkUrl against a port of Google's RobotsMatcher

type GenLine =
  | { kind: 'user-agent'; key: string; value: string; colon: boolean }
  | { kind: 'allow' | 'disallow'; key: string; value: string; colon: boolean }
  | { kind: 'other'; text: string };

const UA_VALUES = ['*', '* extra', '*bot', 'FooBot', 'foobot', 'FooBot/1.0', 'Foo Bar', 'BarBot', 'Googlebot', 'googlebot-image', 'Googlebot-News', 'AB42bot', ''];
const AGENTS: (string | string[])[] = ['FooBot', 'Foo', 'BarBot', 'Googlebot', 'Googlebot-Image', ['Googlebot-Image', 'Googlebot'], ['Nobody', 'BarBot'], 'Nobody', ''];
const RULE_TOKENS = ['/', 'a', 'b', '*', '$', '?', '.', '/index.htm', '/index.html', 'l'];
const PATH_TOKENS = ['/', 'a', 'b', '?', '.', '$', '*', 'index.htm', 'l', '/index.html'];

const ruleValue = fc.array(fc.constantFrom(...RULE_TOKENS), { maxLength: 5 }).map((a) => a.join(''));
const genLine: fc.Arbitrary<GenLine> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('user-agent' as const), key: fc.constantFrom('User-agent', 'user-agent', 'USER-AGENT', 'useragent', 'User agent'), value: fc.constantFrom(...UA_VALUES), colon: fc.constant(true) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('allow' as const, 'disallow' as const), key: fc.constant(''), value: ruleValue, colon: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('other' as const), text: fc.constantFrom('', '# comment', 'Sitemap: https://example.com/s.xml', 'Crawl-delay: 5', 'Foo: bar', '   ') }) },
);
const eolArb = fc.constantFrom('\n', '\r\n', '\r');
const fileArb = fc.array(fc.tuple(genLine, eolArb), { maxLength: 14 });

function lineText(l: GenLine): string {
  if (l.kind === 'other') return l.text;
  const key = l.kind === 'user-agent' ? l.key : l.kind === 'allow' ? (l.colon ? 'Allow' : 'allow') : l.colon ? 'Disallow' : 'Disallowed';
  // Without a colon, Google accepts only exactly two words: keep the value a single word.
  if (!l.colon && l.value !== '') return `${key} ${l.value}`;
  return `${key}: ${l.value}`;
}

/**
 * The file's text, one generated line per physical line. An empty line ending in LF right after
 * a CR would join it into one CRLF break, so such a line ends in CR instead.
 */
function buildFile(file: [GenLine, string][]): { lines: GenLine[]; text: string } {
  let text = '';
  let previousEol = '';
  for (const [l, eol] of file) {
    const body = lineText(l);
    const end = body === '' && previousEol === '\r' && eol.startsWith('\n') ? '\r' : eol;
    text += body + end;
    previousEol = end;
  }
  return { lines: file.map(([l]) => l), text };
}

/** robots.cc ExtractUserAgent: the leading run of [a-zA-Z_-]. */
function extractUserAgent(value: string): string {
  return /^[a-zA-Z_-]*/.exec(value)![0];
}

interface Best {
  priority: number;
  line: number;
}

/**
 * google/robotstxt RobotsMatcher for one agent, over lines already split into key and value:
 * HandleUserAgent / HandleAllow / HandleDisallow, then disallow() and matching_line().
 */
function googleMatcher(lines: GenLine[], agent: string, path: string): { allowed: boolean; line: number; everSeenSpecific: boolean } {
  let seenGlobal = false;
  let seenSpecific = false;
  let seenSeparator = false;
  let everSeenSpecific = false;
  const none = (): Best => ({ priority: -1, line: 0 });
  const allow = { global: none(), specific: none() };
  const disallow = { global: none(), specific: none() };
  const set = (m: { global: Best; specific: Best }, priority: number, line: number) => {
    const slot = seenSpecific ? m.specific : m.global;
    if (slot.priority < priority) {
      slot.priority = priority;
      slot.line = line;
    }
  };
  lines.forEach((l, i) => {
    const lineNum = i + 1;
    if (l.kind === 'user-agent') {
      if (seenSeparator) seenSpecific = seenGlobal = seenSeparator = false;
      if (l.value === '*' || /^\*\s/.test(l.value)) seenGlobal = true;
      else if (extractUserAgent(l.value).toLowerCase() === agent.toLowerCase()) everSeenSpecific = seenSpecific = true;
    } else if (l.kind === 'allow' || l.kind === 'disallow') {
      if (!seenGlobal && !seenSpecific) return;
      seenSeparator = true;
      const pattern = l.value;
      if (googleMatches(path, pattern)) set(l.kind === 'allow' ? allow : disallow, pattern.length, lineNum);
      else if (l.kind === 'allow') {
        // HandleAllow: `<dir>/index.htm...` also allows `<dir>/`, as the pattern `<dir>/$`.
        const slash = pattern.lastIndexOf('/');
        if (slash >= 0 && pattern.startsWith('/index.htm', slash)) {
          const implied = pattern.slice(0, slash + 1) + '$';
          if (googleMatches(path, implied)) set(allow, implied.length, lineNum);
        }
      }
    }
  });
  const higher = (d: Best, a: Best) => (d.priority > a.priority ? d : a);
  let disallowed: boolean;
  if (allow.specific.priority > 0 || disallow.specific.priority > 0) disallowed = disallow.specific.priority > allow.specific.priority;
  else if (everSeenSpecific) disallowed = false;
  else if (allow.global.priority > 0 || disallow.global.priority > 0) disallowed = disallow.global.priority > allow.global.priority;
  else disallowed = false;
  const line = everSeenSpecific ? higher(disallow.specific, allow.specific).line : higher(disallow.global, allow.global).line;
  return { allowed: !disallowed, line, everSeenSpecific };
}

/** A fallback chain: the first token some group names decides; else the `*` groups. */
function referenceCheck(lines: GenLine[], agent: string | string[], path: string): { allowed: boolean; line: number } {
  const chain = typeof agent === 'string' ? [agent] : agent;
  let last = googleMatcher(lines, '\u0000no agent\u0000', path);
  for (const token of chain) {
    const r = googleMatcher(lines, token, path);
    if (r.everSeenSpecific) return { allowed: r.allowed, line: r.line };
    last = r;
  }
  return { allowed: last.allowed, line: last.line };
}

for (const mode of [{ name: 'scanning', indexAfter: Infinity }, { name: 'indexed', indexAfter: 0 }]) {
describe(`checkUrl agrees with a port of Google's RobotsMatcher (google profile, ${mode.name})`, () => {
  it('on random files of user-agent, allow and disallow lines', () => {
    fc.assert(
      fc.property(
        fileArb,
        fc.array(fc.array(fc.constantFrom(...PATH_TOKENS), { maxLength: 6 }).map((a) => '/' + a.join('')), { minLength: 1, maxLength: 4 }),
        (file, paths) => {
          const { lines, text } = buildFile(file);
          const parsed = parseRobots(text, { profile: 'google' });
          indexRulesAfter(parsed, mode.indexAfter);
          for (const agent of AGENTS) {
            for (const path of paths) {
              const got = checkUrl(parsed, agent, `https://example.com${path}`);
              const want = referenceCheck(lines, agent, path);
              expect({ allowed: got.allowed, line: got.line }, `${JSON.stringify(text)} ${JSON.stringify(agent)} ${path}`).toEqual(want);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
}

/** Many rules with `*` in one group: past ruleIndex's threshold, a segment filter picks them. */
const wildRule: fc.Arbitrary<GenLine> = fc
  .tuple(fc.constantFrom('allow' as const, 'disallow' as const), ruleValue, ruleValue, fc.boolean())
  .map(([kind, a, b, dollar]) => ({ kind, key: '', value: `${a}*${b}${dollar ? '$' : ''}`, colon: true }));
const wildFileArb = fc
  .tuple(
    fc.array(fc.constantFrom<GenLine>({ kind: 'user-agent', key: 'User-agent', value: '*', colon: true }, { kind: 'user-agent', key: 'User-agent', value: 'FooBot', colon: true }), { minLength: 1, maxLength: 2 }),
    fc.array(fc.oneof({ weight: 4, arbitrary: wildRule }, { weight: 1, arbitrary: genLine }), { minLength: 8, maxLength: 40 }),
  )
  .map(([agents, rules]) => [...agents, ...rules].map((l): [GenLine, string] => [l, '\n']));

describe('checkUrl agrees with the RobotsMatcher port on files with many wildcard rules', () => {
  // Through the index, where the segment filter picks the wildcard rules to try.
  it('the segment filter never drops a rule that matches', () => {
    fc.assert(
      fc.property(
        wildFileArb,
        fc.array(fc.array(fc.constantFrom(...PATH_TOKENS), { maxLength: 8 }).map((a) => '/' + a.join('')), { minLength: 1, maxLength: 6 }),
        (file, paths) => {
          const { lines, text } = buildFile(file);
          const parsed = parseRobots(text, { profile: 'google' });
          indexRulesAfter(parsed, 0);
          for (const agent of ['FooBot', 'Other']) {
            for (const path of paths) {
              const got = checkUrl(parsed, agent, `https://example.com${path}`);
              const want = referenceCheck(lines, agent, path);
              expect({ allowed: got.allowed, line: got.line }, `${JSON.stringify(text)} ${agent} ${path}`).toEqual(want);
              const brute = Array.from({ length: parsed.rules.length }, (_, i) => ruleAt(parsed, i))
                .filter((r) => got.groups.includes(r.group) && googleMatches(got.path, r.pattern)).map((r) => r.line);
              expect(got.matches.filter((m) => !m.implied).map((m) => m.line)).toEqual(brute);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
