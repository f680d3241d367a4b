/**
 * A fetch that found no file (issue 23 §3): the matrix shows the outcome's verdicts, every
 * governed cell allowed (404) or blocked (5xx) with no deciding line, and says why.
 */
import { describe, expect, it } from 'vitest';
import { cellAnnouncement } from './cellWords.ts';
import { VERDICT } from '../../core/index.ts';
import { withNoFile } from '../../state/matrix.ts';
import { columnSummaries, rowFacts, ROW_ALLOWED, ROW_BLOCKED } from '../../state/matrixView.ts';
import * as worker from '../../worker/matrixFacts.ts';
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

  it('counts the outcome\'s verdicts, not the facts the worker read from the verdicts checked', () => {
    // As a check from the worker arrives: its cells' facts and counts worked out beside them.
    const checked = { ...text, rowFacts: worker.rowFacts(text, 2, 2), summaries: worker.columnSummaries(text, 2, 2) };
    expect([...rowFacts(checked)]).toEqual([ROW_BLOCKED, ROW_ALLOWED]);
    const shown = withNoFile(checked, { robotsUrl: 'https://example.com/robots.txt', allowed: false, reason: 'status 503' });
    expect([...rowFacts(shown)]).toEqual([ROW_BLOCKED, ROW_BLOCKED]);
    expect(columnSummaries(shown).map((s) => [s.blocked, s.allowed, s.ungoverned])).toEqual([[2, 0, 0], [0, 0, 2]]);
  });
});
