/** The selected cell's view model, made from the worker's answer as the worker really makes it. */
import { describe, expect, it } from 'vitest';
import { crawlerFor, parseRobots } from '../core/index.ts';
import { checkRow } from '../worker/analyze.ts';
import { MAX_RULE_TEXT } from '../worker/protocol.ts';
import { cellVerdictOf } from './cellVerdict.ts';

describe('cellVerdictOf', () => {
  it('keeps what the views show, and says the length of a rule shown cut', () => {
    const long = `/${'a'.repeat(MAX_RULE_TEXT + 50)}`;
    const parsed = parseRobots(`User-agent: *\nDisallow: /private\nDisallow: ${long}\n`);
    const [short, cut] = ['/private/x', long].map((url) => cellVerdictOf(checkRow(parsed, crawlerFor('Googlebot'), url)));
    expect(short).toMatchObject({ allowed: false, governed: true, line: 2, ruleText: 'Disallow: /private', path: '/private/x', reason: 'fallback', groupLines: [1], cutFrom: null });
    expect(cut.line).toBe(3);
    expect(cut.cutFrom).toBe(`Disallow: ${long}`.length);
    expect(cut.ruleText.length).toBeLessThanOrEqual(MAX_RULE_TEXT + 1);
    // Only the view's fields: a wire field no view reads does not ride along in the store.
    expect(Object.keys(short)).not.toContain('ruleChars');
  });
});
