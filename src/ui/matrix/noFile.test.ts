/**
 * A fetch that found no file (issue 23 §3): the matrix shows the outcome's verdicts, every
 * governed cell allowed (404) or blocked (5xx) with no deciding line, and says why.
 */
import { describe, expect, it } from 'vitest';
import { cellAnnouncement } from './cellWords.ts';
import { VERDICT } from '../../core/index.ts';
import { withNoFile } from '../../state/matrix.ts';
import { matrixOf } from '../../state/matrix.test-helper.ts';

const text = matrixOf(['Googlebot', 'ChatGPT-User'], { '/private/a': 'B2 N2', '/public': 'A0 N' }, { 2: 'Disallow: /private' });

describe('withNoFile', () => {
  it('leaves the matrix alone when a file was read', () => {
    expect(withNoFile(text, null)).toBe(text);
  });

  it.each([
    [true, VERDICT.allowed, 'status 404: there is no robots.txt, so everything is allowed'],
    [false, VERDICT.blocked, 'status 503 (server error): everything is disallowed for now'],
  ])('allowed=%s: every governed cell gets the outcome, no line decides, a crawler robots.txt does not govern stays so', (allowed, verdict, reason) => {
    const noFile = { robotsUrl: 'https://example.com/robots.txt', allowed, reason };
    const shown = withNoFile(text, noFile);
    expect([...shown.verdict]).toEqual([verdict, VERDICT.ungoverned, verdict, VERDICT.ungoverned]);
    expect([...shown.line]).toEqual([0, 0, 0, 0]);
    expect(shown.ruleTexts).toEqual({});
    expect(shown.noFile).toBe(noFile);
    expect(cellAnnouncement(shown, 0, 0)).toBe(`Googlebot, /private/a: ${allowed ? 'Allowed' : 'Blocked'}: ${reason}`);
    expect([...text.verdict]).toEqual([VERDICT.blocked, VERDICT.ungoverned, VERDICT.allowed, VERDICT.ungoverned]);
  });
});
