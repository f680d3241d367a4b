/**
 * "Fix all" (codes.ts `fixAll`): every fix of one code applied at once, all computed against the
 * same text, removes every diagnostic of that code, leaves the others, and changes no verdict
 * (issue 23 §2: Shopify's robots.txt has 407 duplicate rules).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyEdits, applyFix, checkAsRead, checkUrl, diagnose, fixAllEdits, parsesOf, parseRobots, READING_CHOICES } from '../index.ts';
import type { Diagnostic } from './diagnostic.ts';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from './codes.ts';
import { say } from '../words/diagnosticWords.ts';

const SHOPIFY = readFileSync(new URL('../../../testdata/corpus/0347_www.shopify.com.txt', import.meta.url), 'utf8');
const DBS = readFileSync(new URL('../../../testdata/corpus/0027_www.dbs.com.txt', import.meta.url), 'utf8');

function codesOf(text: string): DiagnosticCode[] {
  return diagnose(parseRobots(text)).map((d) => d.code);
}

/** Each User-agent's crawler asks for each rule's path (its wildcards made literal): every verdict. */
function verdicts(text: string, agents: string[], paths: string[]): boolean[] {
  const parsed = parseRobots(text);
  return agents.flatMap((agent) => paths.map((path) => checkUrl(parsed, agent, `https://www.shopify.com${path}`).allowed));
}

describe('fix all of one code', () => {
  it("removes Shopify's 407 duplicate rules in one set of edits; no verdict and no other diagnostic changes", () => {
    const edits = fixAllEdits(diagnose(parseRobots(SHOPIFY)), 'duplicate-rule');
    expect(edits).toHaveLength(407);
    const fixed = applyEdits(SHOPIFY, edits!);
    expect(codesOf(fixed)).toEqual(codesOf(SHOPIFY).filter((c) => c !== 'duplicate-rule'));
    const lines = SHOPIFY.split('\n');
    const agents = [...new Set(lines.filter((l) => /^user-agent:/i.test(l)).map((l) => l.slice(11).trim().split(/[\s#]/)[0]))];
    const paths = [...new Set(lines.filter((l) => /^(dis)?allow:\s*\//i.test(l)).map((l) => l.replace(/^[^:]*:\s*/, '').replace(/[*$]/g, 'x')))];
    expect(agents.length).toBeGreaterThan(5);
    expect(paths.length).toBeGreaterThan(100);
    expect(verdicts(fixed, agents, paths)).toEqual(verdicts(SHOPIFY, agents, paths));
  });

  it("removes dbs.com's misspelt `Dissallow` twin of a `Disallow`, not the `Disallow`: no crawler's verdict changes under any reading", () => {
    const diagnostics = diagnose(parseRobots(DBS));
    const duplicates = diagnostics.filter((d) => d.code === 'duplicate-rule');
    expect(duplicates.map((d) => [d.line, DBS.split('\n')[d.line - 1]])).toEqual([
      [13, 'Dissallow: /B3W-qTPjPeSSLAFk/'], [43, 'Dissallow: /B3W-qTPjPeSSLAFk/'],
    ]);
    const url = 'https://www.dbs.com/B3W-qTPjPeSSLAFk/page';
    const agents = ['Googlebot', 'bingbot', 'GPTBot', 'ClaudeBot', 'PerplexityBot', 'YandexBot', 'OtherBot'];
    const verdicts = (text: string) => {
      const parses = parsesOf(text);
      return READING_CHOICES.flatMap((choice) => agents.map((agent) => `${choice} ${agent}: ${checkAsRead(parses, agent, url, choice).allowed}`));
    };
    const was = verdicts(DBS);
    expect(was).toEqual(expect.arrayContaining(['documented Googlebot: false', 'documented bingbot: false', 'rfc9309 GPTBot: false', 'rfc9309 OtherBot: false']));
    expect(verdicts(applyEdits(DBS, fixAllEdits(diagnostics, 'duplicate-rule')!))).toEqual(was);
    for (const d of duplicates) expect(verdicts(applyFix(DBS, d.fix!))).toEqual(was);
  });

  // Several entries of each code marked `fixAll`, side by side, one at the very end of the file.
  const CASES: Partial<Record<DiagnosticCode, string>> = {
    'duplicate-rule': 'User-agent: *\nDisallow: /a\nDisallow: /a\nDisallow: /a\nAllow: /b\nDisallow: /a',
    'misspelled-directive': 'User-agent: *\nDissallow: /a\nDisalow: /b\nUser-agent: x\nDissallow: /c',
    'missing-colon': 'User-agent: *\nDisallow /a\nDisallow /b\nAllow /c',
    'unused-directive': 'User-agent: *\nDisallow: /a\nNoindex: /b\nNoindex: /c\nNofollow: /d',
    // A blank line cannot end the file and stand before a rule: the last one is before the last rule.
    'blank-after-user-agent': 'User-agent: YandexBot\n\n\nDisallow: /a\nUser-agent: Yandex\n\nAllow: /b',
  };

  for (const [code, text] of Object.entries(CASES) as [DiagnosticCode, string][]) {
    it(`${code}: every fix at once leaves none of that code and only that code's lines changed`, () => {
      const before = diagnose(parseRobots(text)).filter((d) => d.code === code);
      expect(before.length).toBeGreaterThanOrEqual(2);
      const fixed = applyEdits(text, fixAllEdits(diagnose(parseRobots(text)), code)!);
      expect(codesOf(fixed)).not.toContain(code);
      const touched = new Set(before.map((d) => d.line));
      const kept = text.split('\n').filter((_, i) => !touched.has(i + 1));
      expect(fixed.split('\n').filter((l) => kept.includes(l))).toEqual(kept);
    });
  }

  it('every code marked fixAll has a case above', () => {
    const marked = Object.entries(DIAGNOSTIC_CODES).filter(([, info]) => info.fixAll).map(([code]) => code);
    expect(marked.sort()).toEqual(Object.keys(CASES).sort());
  });

  it('offers nothing when two fixes touch the same text', () => {
    const at = (from: number, to: number, insert: string): Diagnostic => ({
      code: 'duplicate-rule', severity: 'info', from, to, line: 1, column: 1, endLine: 1, endColumn: 1, say: say('duplicateRule', 1),
      fix: { say: say('fixRemoveLine'), from, to, insert },
    });
    expect(fixAllEdits([at(0, 5, ''), at(3, 8, '')], 'duplicate-rule')).toBeNull();
    expect(fixAllEdits([at(4, 4, 'a'), at(4, 4, 'b')], 'duplicate-rule')).toBeNull();
    expect(fixAllEdits([at(5, 8, ''), at(0, 5, '')], 'duplicate-rule')).toEqual([{ from: 0, to: 5, insert: '' }, { from: 5, to: 8, insert: '' }]);
  });
});
