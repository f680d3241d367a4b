import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRow, invalidCharSpans, shownDiagnostics } from './analyze.ts';
import { createDocuments } from './documents.ts';
import { MAX_DIAGNOSTICS, MAX_PER_KIND, MAX_RULE_TEXT, type AnalysisResponse, type ExplainResponse, type RowResult } from './protocol.ts';
import { crawlerFor, diagnose, parseRobots, ruleSource, splitBreaks, type LineBreaks, type Profile } from '../core/index.ts';
import { say } from '../core/words/diagnosticWords.ts';

const text = 'Disallow: /x\nUser-agent: *\nDisallow: /a\u00a0b\nDissallow: /p # note\n';

interface Job { text: string; breaks: LineBreaks | null; profile: Profile; urls: string[] }
const req = (over: Partial<Job> = {}): Job => ({ text, breaks: null, profile: 'google', urls: ['/p/q', 'https://example.com/other'], ...over });

/** A document opened in a fresh worker, then each of its URLs explained for Googlebot (the row the details panel shows). */
function analyze(_: null, job: Job): { result: AnalysisResponse & { rows: RowResult[] } } {
  const docs = createDocuments();
  const analysis = docs.handle({ type: 'update', seq: 1, docId: 'd', docVersion: 1, text: job.text, breaks: job.breaks, profile: job.profile })!.response as AnalysisResponse;
  const rows = job.urls.map((url, i) => (docs.handle({ type: 'explain', seq: 2 + i, docId: 'd', docVersion: 1, crawler: 'Googlebot', url })!.response as ExplainResponse).row);
  return { result: { ...analysis, rows } };
}

describe('the worker job', () => {
  it('reports the out-of-group rule line as offsets', () => {
    const { result } = analyze(null, req());
    expect([...result.outOfGroup]).toEqual([0, 'Disallow: /x'.length]);
    expect(result.diagnostics.some((d) => d.code === 'rule-outside-group')).toBe(true);
  });

  it('turns invalid-char diagnostics into one span per character', () => {
    const { result } = analyze(null, req());
    const nbsp = text.indexOf('\u00a0');
    expect([...result.invalidChars]).toEqual([nbsp, nbsp + 1]);
  });

  it('splits a run into characters, a surrogate pair counting as one', () => {
    const t = 'a\u0001\u0002\ud83d\ude00b';
    const spans = invalidCharSpans(t, [{ code: 'invalid-char', severity: 'warning', from: 1, to: 5, line: 1, column: 2, endLine: 1, endColumn: 6, say: say('invalidChar', 1, false, 'google') }]);
    expect([...spans]).toEqual([1, 2, 2, 3, 3, 5]);
  });

  it('marks only the bytes of a Big5 file\'s line findings: not an ASCII second byte, nor a pair that reads as UTF-8 by chance', () => {
    // testdata/encodings/big5.txt: 管理 is BA DE B2 7A, where DE B2 reads as UTF-8 (U+07B2) and 7A is "z".
    const parsed = parseRobots(new Uint8Array(readFileSync(join(import.meta.dirname, '../../testdata/encodings/big5.txt'))));
    const diagnostics = diagnose(parsed);
    expect(diagnostics.filter((d) => d.code === 'invalid-char').every((d) => d.say.key === 'encodedBytes')).toBe(true);
    const spans = [...invalidCharSpans(parsed.text, diagnostics)];
    const bytes = [...parsed.text.matchAll(/[\udc80-\udcff]/g)].flatMap((m) => [m.index, m.index + 1]);
    expect(spans).toEqual(bytes);
    expect(parsed.text.slice(diagnostics.find((d) => d.line === 4)!.from, diagnostics.find((d) => d.line === 4)!.to)).toBe('\udcba\u07b2z');
  });

  it('answers each URL with the deciding line and the rule without its comment', () => {
    const { result } = analyze(null, req());
    const [blocked, allowed] = result.rows;
    expect(blocked).toMatchObject({ allowed: false, line: 4, ruleText: 'Dissallow: /p', path: '/p/q', reason: 'fallback' });
    expect(allowed).toMatchObject({ allowed: true, line: 0, ruleText: '', path: '/other', sizeLimited: false, ruleCut: false, wholeFile: null });
  });

  it('says of each row whether robots.txt governs its crawler, as the grid does (issue 8 §2)', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /\n');
    expect(checkRow(parsed, crawlerFor('FeedFetcher-Google'), '/a')).toMatchObject({ allowed: false, line: 2, governed: false });
    for (const name of ['Googlebot', 'ChatGPT-User', 'SomeBot']) expect(checkRow(parsed, crawlerFor(name), '/a').governed, name).toBe(true);
  });

  it('sends a huge deciding rule cut to MAX_RULE_TEXT, with its whole length (issue 12 §2)', () => {
    const stars = '*'.repeat(8 * 1024 * 1024);
    const text = `User-agent: *\nDisallow: /${stars}  \n`;
    const { result } = analyze(null, req({ text, urls: ['/a', '/b'] }));
    for (const row of result.rows) {
      expect(row.line).toBe(2);
      expect(row.ruleText).toBe(`Disallow: /${'*'.repeat(MAX_RULE_TEXT - 12)}…`);
      // Googlebot reads the line up to byte 512,000 (500 KiB); read whole, it is all there.
      expect(row.ruleChars).toBe(512_000 - 'User-agent: *\n'.length);
    }
    const whole = analyze(null, req({ text, profile: 'rfc9309', urls: ['/a'] })).result.rows[0];
    expect(whole.ruleChars).toBe(11 + stars.length);
  });

  it('never cuts a rule inside a surrogate pair', () => {
    const text = `${'x'.repeat(MAX_RULE_TEXT - 2)}\u{1F600}${'y'.repeat(50)}`;
    const { ruleText } = ruleSource(text, 0, text.length);
    expect(ruleText).toBe(`${'x'.repeat(MAX_RULE_TEXT - 2)}…`);
    expect(ruleSource('  Allow: /x \t', 0, 13)).toEqual({ ruleText: 'Allow: /x', ruleChars: 9 });
  });

  it('answers as Googlebot, which reads 500 KiB, and gives the whole file\'s answer where it differs', () => {
    const big = `User-agent: *\n${'# filler\n'.repeat(60_000)}Disallow: /late\n`;
    const { result } = analyze(null, req({ text: big, urls: ['/late', '/early'] }));
    expect(result.rows[0]).toMatchObject({
      allowed: true, line: 0, sizeLimited: true, ruleCut: false,
      wholeFile: { allowed: false, line: 60_002, ruleText: 'Disallow: /late' },
    });
    // Where both readings agree, there is nothing more to say.
    expect(result.rows[1]).toMatchObject({ allowed: true, line: 0, sizeLimited: true, wholeFile: null });
    expect(result.stats.sizeLimitLine).toBeGreaterThan(0);
    expect(result.stats.sizeLimitApplies).toBe(true);
    expect(result.readEnd).toBe(512_000);
    // RFC 9309 reads the whole file: the cut is still where Googlebot stops, but nothing is struck.
    const whole = analyze(null, req({ text: big, profile: 'rfc9309', urls: ['/late'] })).result;
    expect(whole.stats).toMatchObject({ sizeLimitLine: result.stats.sizeLimitLine, sizeLimitApplies: false });
    expect(whole.readEnd).toBe(-1);
  });

  it('shows the deciding rule as far as Googlebot read it when the cut falls inside it', () => {
    // `User-agent: *\n` is 14 bytes, the comment line 511,972 with its break, then 14 bytes reach `/pri`.
    const big = `User-agent: *\n${'#'.repeat(511_971)}\nDisallow: /private\n`;
    const { result } = analyze(null, req({ text: big, urls: ['/privacy'] }));
    expect(result.rows[0]).toMatchObject({
      allowed: false, line: 3, ruleText: 'Disallow: /pri', sizeLimited: true, ruleCut: true,
      wholeFile: { allowed: true, line: 0 },
    });
  });

  it('counts each CR of a CRLF file toward the 500 KiB cut, as the bytes are (corpus 0061, 0062)', () => {
    // 52,000 lines of 8 bytes + CRLF: 520,000 bytes with CRs, 468,000 without. Googlebot stops
    // at 512,000 bytes, before the rule; the editor's "\n" text alone would reach it.
    const raw = `User-agent: *\r\n${'# filler\r\n'.repeat(52_000)}Disallow: /late\r\n`;
    const { text, breaks } = splitBreaks(raw);
    const { result } = analyze(null, req({ text, breaks, urls: ['/late'] }));
    expect(result.rows[0]).toMatchObject({ allowed: true, line: 0, sizeLimited: true, wholeFile: { allowed: false, line: 52_002 } });
    // The cut is marked where it falls in the editor's text: the same line, the same column.
    const cutLine = Math.floor((512_000 - 15) / 10) + 2; // line 1 is 15 bytes, then 10 each
    expect(text.slice(0, result.readEnd).split('\n').length).toBe(cutLine);
    expect(result.stats.sizeLimitLine).toBe(cutLine);
    expect(result.stats.byteLength).toBe(raw.length);
  });

  it('marks diagnostics, fixes and folds of a CRLF file on the editor text', () => {
    const raw = 'Disallow: /x\r\nUser-agent: *\r\nDissallow: /p\r\n';
    const { text, breaks } = splitBreaks(raw);
    const { result } = analyze(null, req({ text, breaks, urls: ['/p'] }));
    const misspelled = result.diagnostics.find((d) => d.code === 'misspelled-directive');
    expect(misspelled && text.slice(misspelled.from, misspelled.to)).toBe('Dissallow');
    expect(misspelled?.fix && text.slice(misspelled.fix.from, misspelled.fix.to)).toBe('Dissallow');
    expect(text.slice(result.outOfGroup[0], result.outOfGroup[1])).toBe('Disallow: /x');
    expect(text.slice(result.groups[0].from, result.groups[0].to)).toBe('User-agent: *\nDissallow: /p');
  });

  it('reads the whole file under rfc9309, which has no 500 KiB cut', () => {
    const big = `User-agent: *\n${'# filler\n'.repeat(60_000)}Disallow: /late\n`;
    const { result } = analyze(null, req({ text: big, profile: 'rfc9309', urls: ['/late'] }));
    expect(result.rows[0]).toMatchObject({ allowed: false, line: 60_002, sizeLimited: false, wholeFile: null });
    expect(result.readEnd).toBe(-1);
  });
});

describe('diagnostics of a big file', () => {
  // 1,500 NULs and 1,500 misspelled keys: more than MAX_PER_KIND of two kinds, more than
  // MAX_DIAGNOSTICS in all.
  const big = `User-agent: *\n${'Dissallow: /a\0\n'.repeat(1500)}`;

  it('counts the kinds the core cut, and keeps its notes of them among the diagnostics shown', () => {
    const { result } = analyze(null, req({ text: big }));
    expect(result.stats.kindsCut).toBeGreaterThanOrEqual(2);
    expect(result.diagnosticTotal).toBeGreaterThan(MAX_DIAGNOSTICS);
    expect(result.diagnostics).toHaveLength(MAX_DIAGNOSTICS);
    expect(result.diagnostics.filter((d) => d.code === 'too-many-diagnostics')).toHaveLength(result.stats.kindsCut);
    expect(result.diagnostics.filter((d) => d.code === 'invalid-char').length).toBeLessThanOrEqual(MAX_PER_KIND);
  });

  it('keeps a short list as it is', () => {
    const { result } = analyze(null, req());
    expect(shownDiagnostics(result.diagnostics)).toBe(result.diagnostics);
    expect(result.stats.kindsCut).toBe(0);
  });
});
