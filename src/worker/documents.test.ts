import { describe, expect, it } from 'vitest';
import { createDocuments, MAX_RESIDENT } from './documents.ts';
import { ROW_ALLOWED, ROW_BLOCKED } from './matrixFacts.ts';
import type { AnalysisResponse, CheckRequest, CheckResponse, ExplainResponse, WorkerResponse } from './protocol.ts';

const update = (docId: string, docVersion: number, text: string) =>
  ({ type: 'update', seq: docVersion, docId, docVersion, text, breaks: null, profile: 'google' }) as const;
let lists = 0;
/** The document's URL list sent whole as a new version, then a check of it. */
function checked(docs: Documents, docId: string, docVersion: number, { urls = ['/a', '/b'], ...over }: Partial<CheckRequest> & { urls?: string[] } = {}) {
  const listVersion = ++lists;
  const text = urls.join('\n');
  docs.handle({ type: 'list', seq: 500 + listVersion, docId, docVersion, listVersion, base: -1, text, edits: [], length: text.length, origin: '', have: -1 });
  const req: CheckRequest = { type: 'check', seq: 100 + docVersion, docId, docVersion, inputsVersion: 1, crawlers: ['Googlebot', '*'], listVersion, compareCells: 0, ...over };
  return docs.handle(req);
}
type Documents = ReturnType<typeof createDocuments>;

describe('the worker\'s open documents', () => {
  it('keeps a parse per document, so two documents are checked side by side', () => {
    const docs = createDocuments();
    docs.handle(update('left', 1, 'User-agent: *\nDisallow: /a\n'));
    docs.handle(update('right', 7, 'User-agent: *\nDisallow: /b\n'));
    const left = checked(docs, 'left', 1)!.response as CheckResponse;
    const right = checked(docs, 'right', 7)!.response as CheckResponse;
    expect([...left.verdict]).toEqual([0, 0, 1, 1]);
    expect([...right.verdict]).toEqual([1, 1, 0, 0]);
    expect(right).toMatchObject({ type: 'check', docId: 'right', docVersion: 7 });
  });

  it('sends each URL\'s facts and each crawler\'s counts with the verdicts, so the page need not read every cell', () => {
    const docs = createDocuments();
    docs.handle(update('d', 1, 'User-agent: *\nDisallow: /a\n\nUser-agent: GPTBot\nDisallow: /\n'));
    const answer = checked(docs, 'd', 1, { crawlers: ['Googlebot', 'GPTBot', 'FeedFetcher-Google'], urls: ['/a', '/b', '/c'] })!;
    const check = answer.response as CheckResponse;
    expect([...check.verdict]).toEqual([0, 0, 2, 1, 0, 2, 1, 0, 2]);
    expect([...check.rowFacts]).toEqual([ROW_BLOCKED, ROW_BLOCKED | ROW_ALLOWED, ROW_BLOCKED | ROW_ALLOWED]);
    expect(check.summaries).toEqual([
      { blocked: 1, allowed: 2, ungoverned: 0, readingsDisagree: 0, total: 3 },
      { blocked: 3, allowed: 0, ungoverned: 0, readingsDisagree: 0, total: 3 },
      { blocked: 0, allowed: 0, ungoverned: 3, readingsDisagree: 0, total: 3 },
    ]);
    // Moved, not copied, to the page.
    expect(answer.transfer).toContain(check.rowFacts.buffer);
  });

  it('explains one (crawler, URL) in full, the other profiles\' answers included', () => {
    const docs = createDocuments();
    docs.handle(update('d', 1, 'User-agent: *\nDissallow: /private\n'));
    const answer = docs.handle({ type: 'explain', seq: 2, docId: 'd', docVersion: 1, crawler: 'GPTBot', url: 'https://example.com/private/x' })!.response as ExplainResponse;
    expect(answer.row).toMatchObject({ allowed: false, line: 2 });
    expect(answer.explanation).toMatchObject({ crawler: 'GPTBot', allowed: false, line: 2, reason: 'fallback', path: { compared: '/private/x' } });
    expect(answer.explanation.profiles.map((a) => [a.profile, a.allowed, a.differences[0]?.kind])).toEqual([
      ['rfc9309', true, 'line-read-otherwise'], ['draft1996', true, 'line-read-otherwise'],
      ['bing', true, 'line-read-otherwise'], ['yandex', true, 'line-read-otherwise'],
    ]);
  });

  it('reads each crawler as documented: diagnostics are Google\'s, ClaudeBot\'s cells RFC 9309\'s with Google\'s line where they disagree (issue 29 §1)', () => {
    const docs = createDocuments();
    const text = 'User-agent: ClaudeBot\nDisalow: /\n\nUser-agent: *\nDisalow: /private\n';
    const analysis = docs.handle({ ...update('d', 1, text), profile: 'documented' })!.response as AnalysisResponse;
    expect(analysis.diagnostics.map((d) => d.code)).toEqual(['misspelled-directive', 'misspelled-directive']);
    const matrix = checked(docs, 'd', 1, { crawlers: ['Googlebot', 'ClaudeBot'], urls: ['/private/x'] })!.response as CheckResponse;
    expect([...matrix.verdict]).toEqual([0, 1]);
    expect([...matrix.lenientLine]).toEqual([-1, 2]);
    expect(matrix.columns.map((c) => c.reading)).toEqual(['google', 'rfc9309']);
    const answer = docs.handle({ type: 'explain', seq: 2, docId: 'd', docVersion: 1, crawler: 'ClaudeBot', url: '/private/x' })!.response as ExplainResponse;
    expect(answer.row).toMatchObject({ allowed: true, line: 0 });
    expect(answer.explanation).toMatchObject({ profile: 'rfc9309', allowed: true, readingWhy: 'undocumented', lenient: { allowed: false, line: 2 } });
  });

  it('checks and explains each URL as a browser requests it, percent-encoded (issue 23 §3)', () => {
    const docs = createDocuments();
    docs.handle(update('d', 1, 'User-agent: *\nDisallow: /b/Cámaras\n'));
    const url = 'https://www.ebay.com/b/Cámaras-digitales';
    const matrix = checked(docs, 'd', 1, { urls: [url, '/b/C%C3%A1maras-x', '/b/x'] })!.response as CheckResponse;
    expect([...matrix.verdict]).toEqual([0, 0, 0, 0, 1, 1]);
    const answer = docs.handle({ type: 'explain', seq: 2, docId: 'd', docVersion: 1, crawler: 'Googlebot', url })!.response as ExplainResponse;
    expect(answer.row).toMatchObject({ url, allowed: false, line: 2 });
    expect(answer.explanation).toMatchObject({ url, allowed: false, path: { compared: '/b/C%C3%A1maras-digitales', comparedAs: '/b/C%C3%A1maras-digitales' } });
  });

  it('answers diagnose from the parse it holds, without parsing again', () => {
    const docs = createDocuments();
    const first = docs.handle(update('d', 1, 'Disallow: /x\n'))!.response as AnalysisResponse;
    const again = docs.handle({ type: 'diagnose', seq: 2, docId: 'd', docVersion: 1 })!.response as AnalysisResponse;
    expect(first.parsed).toBe(true);
    expect(again.parsed).toBe(false);
    expect(again.diagnostics).toEqual(first.diagnostics);
    expect(again.diagnostics.some((d) => d.code === 'rule-outside-group')).toBe(true);
  });

  it('sends its typed arrays as transferables, keeping its own copies', () => {
    const docs = createDocuments();
    docs.handle(update('d', 1, 'Disallow: /x\n'));
    const answer = checked(docs, 'd', 1)!;
    const { verdict, line } = answer.response as CheckResponse;
    expect(answer.transfer).toContain(verdict.buffer);
    expect(answer.transfer).toContain(line.buffer);
    const diagnosed = docs.handle({ type: 'diagnose', seq: 3, docId: 'd', docVersion: 1 })!;
    expect((diagnosed.response as AnalysisResponse).outOfGroup).toHaveLength(2);
  });

  it('says `notOpen` for a version or a document it does not hold', () => {
    const docs = createDocuments();
    docs.handle(update('d', 1, 'User-agent: *\n'));
    expect(checked(docs, 'd', 2)!.response).toMatchObject({ type: 'failure', notOpen: true, docVersion: 2 });
    expect(checked(docs, 'other', 1)!.response).toMatchObject({ type: 'failure', notOpen: true });
    docs.handle({ type: 'close', seq: 9, docId: 'd' });
    expect(docs.has('d')).toBe(false);
  });

  it(`keeps the ${MAX_RESIDENT} documents used last when a page opens more`, () => {
    const docs = createDocuments();
    for (let i = 0; i <= MAX_RESIDENT; i++) docs.handle(update(`doc${i}`, 1, 'User-agent: *\n'));
    const answers: WorkerResponse[] = [];
    for (let i = 0; i <= MAX_RESIDENT; i++) answers.push(checked(docs, `doc${i}`, 1)!.response);
    expect(answers.map((a) => a.type)).toEqual(['failure', ...Array(MAX_RESIDENT).fill('check')]);
  });
});

describe('a document moved on by its edits', () => {
  const edit = (docVersion: number, base: number, edits: { from: number; to: number; insert: string }[], length: number) =>
    ({ type: 'edit', seq: 50 + docVersion, docId: 'd', docVersion, base, edits, length, breaks: null, profile: 'google' }) as const;

  it('parses the edited text as it would the whole text sent', () => {
    const docs = createDocuments(() => 0);
    docs.handle(update('d', 1, 'User-agent: *\nDisallow: /a\n'));
    // Two keystrokes at once: `/a` becomes `/b`, and a misspelled line at the end.
    const edited = docs.handle(edit(2, 1, [{ from: 25, to: 26, insert: 'b' }, { from: 27, to: 27, insert: 'Dissallow: /c\n' }], 41))!.response;
    const whole = createDocuments(() => 0).handle(update('d', 2, 'User-agent: *\nDisallow: /b\nDissallow: /c\n'))!.response;
    expect({ ...edited, seq: 0 }).toEqual({ ...whole, seq: 0 });
    expect((edited as AnalysisResponse).diagnostics.map((d) => d.code)).toContain('misspelled-directive');
    expect(verdicts(checked(docs, 'd', 2, { urls: ['/a', '/b'] })!.response)).toEqual([1, 1, 0, 0]);
  });

  it('asks for the whole text (`notOpen`) when it holds another version, or the edits do not fit', () => {
    const docs = createDocuments();
    docs.handle(update('d', 1, 'User-agent: *\n'));
    expect(docs.handle(edit(3, 2, [], 14))!.response).toMatchObject({ type: 'failure', notOpen: true, docVersion: 3 });
    expect(docs.handle(edit(2, 1, [{ from: 20, to: 20, insert: 'x' }], 15))!.response).toMatchObject({ type: 'failure', notOpen: true });
    expect(docs.handle(edit(2, 1, [{ from: 0, to: 0, insert: 'x' }], 99))!.response).toMatchObject({ type: 'failure', notOpen: true });
    expect(createDocuments().handle(edit(2, 1, [], 14))!.response).toMatchObject({ type: 'failure', notOpen: true });
    // The version it holds is still there, and a fitting edit goes on from it.
    expect(docs.handle(edit(2, 1, [{ from: 14, to: 14, insert: 'Disallow: /\n' }], 26))!.response).toMatchObject({ type: 'analysis', docVersion: 2 });
  });
});

const verdicts = (a: WorkerResponse) => [...(a as CheckResponse).verdict];

describe('the URL list kept from version to version', () => {
  it('answers a new text with the same URLs, and a new list of the same length, by what each says', () => {
    const docs = createDocuments();
    docs.handle(update('d', 1, 'User-agent: *\nDisallow: /a\n'));
    expect(verdicts(checked(docs, 'd', 1)!.response)).toEqual([0, 0, 1, 1]);
    // A keystroke: the same URLs (a fresh copy, as each request brings), a new text.
    docs.handle(update('d', 2, 'User-agent: *\nDisallow: /b\n'));
    expect(verdicts(checked(docs, 'd', 2, { urls: ['/a', '/b'] })!.response)).toEqual([1, 1, 0, 0]);
    // Another list of as many URLs must not be read as the one kept.
    expect(verdicts(checked(docs, 'd', 2, { urls: ['/b', '/c'] })!.response)).toEqual([0, 0, 1, 1]);
  });
});
