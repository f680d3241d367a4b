import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aiPreferenceFor, readAiUsage } from './aiUsage.ts';
import { checkUrl, parseRobots } from './index.ts';
import { memoOf } from './memo.ts';

const FILE = [
  'License: https://example.com/license.xml',
  'User-agent: *',
  'Content-Signal: search=yes, ai-input=yes, ai-train=no',
  'Content-Usage: / train-ai=y',
  'Content-Usage: /blog/ train-ai=n',
  'Content-Usage: /blog/ search=y',
  'Content-Usage: /blog* train-ai=y',
  'Allow: /',
  '',
  'User-agent: GPTBot',
  'Content-Signal: ai-train=yes',
  'Disallow: /private/',
].join('\n');

describe('AI-usage lines, read as what they are', () => {
  it('reads Content-Signal names and values, Content-Usage paths and preferences, and RSL licences', () => {
    const ai = readAiUsage(parseRobots(FILE));
    expect(ai.licenses).toEqual([{ line: 1, url: 'https://example.com/license.xml', absolute: true }]);
    expect(ai.usage[0]).toMatchObject({ issues: [], invalid: false });
    expect(ai.signals[0]).toMatchObject({ line: 3, group: 0, signals: { search: true, 'ai-input': true, 'ai-train': false }, unknown: [] });
    expect(ai.usage.map((u) => [u.line, u.path, u.prefs])).toEqual([
      [4, '/', { 'train-ai': 'y' }], [5, '/blog/', { 'train-ai': 'n' }], [6, '/blog/', { search: 'y' }], [7, '/blog*', { 'train-ai': 'y' }],
    ]);
    expect(readAiUsage(parseRobots('Content-Usage: train-ai=n\nContent-Signal: use=x, ai_train=no')).usage[0].path).toBeNull();
    expect(readAiUsage(parseRobots('Content-Signal: use=x, ai_train=no')).signals[0]).toMatchObject({ entries: { use: 'x', ai_train: 'no' }, unknown: ['ai_train=no'] });
  });

  it('takes the longest Content-Usage path for a URL, and where lines of that length disagree, n (vocab-07 §5.1)', () => {
    const parsed = parseRobots(FILE);
    const blog = aiPreferenceFor(parsed, 'ClaudeBot', 'https://example.com/blog/post');
    // `/blog/` and `/blog*` are both 6 bytes long: a tie, so `train-ai=n` beats line 7's `y`.
    expect(blog).toMatchObject({ usagePath: '/blog/', usageLines: [5, 6, 7], usage: { 'train-ai': 'n', search: 'y' } });
    expect(aiPreferenceFor(parsed, 'ClaudeBot', 'https://example.com/blogroll')).toMatchObject({ usageLines: [7], usage: { 'train-ai': 'y' } });
    expect(aiPreferenceFor(parsed, 'ClaudeBot', 'https://example.com/about')).toMatchObject({ usagePath: '/', usage: { 'train-ai': 'y' } });
    const tie = parseRobots('User-agent: *\nContent-Usage: /a train-ai=y\nContent-Usage: /a train-ai=n\nContent-Usage: /a train-ai=y\n');
    expect(aiPreferenceFor(tie, 'x', 'https://e.com/a').usage).toEqual({ 'train-ai': 'n' });
  });

  it('reads Content-Signal from the groups the crawler obeys, as its verdict does, and licences file-wide', () => {
    const parsed = parseRobots(FILE);
    expect(aiPreferenceFor(parsed, 'GPTBot', 'https://example.com/')).toMatchObject({ signals: { 'ai-train': true }, signalLines: [11], usageLines: [] });
    expect(aiPreferenceFor(parsed, 'ClaudeBot', 'https://example.com/')).toMatchObject({ signals: { search: true, 'ai-train': false }, signalLines: [3] });
    expect(aiPreferenceFor(parsed, 'GPTBot', 'https://example.com/').licenses).toEqual([{ url: 'https://example.com/license.xml', line: 1 }]);
    expect(aiPreferenceFor(parseRobots('User-agent: *\nDisallow: /x'), 'GPTBot', 'https://e.com/')).toMatchObject({ signals: {}, usage: {}, licenses: [] });
  });

  it('changes no verdict: a file with AI-usage lines answers exactly as the same file without them', () => {
    const without = FILE.split('\n').map((l) => (/^(content-|license)/i.test(l) ? '# ' + l : l)).join('\n');
    for (const agent of ['GPTBot', 'ClaudeBot', 'Googlebot', '*']) {
      for (const path of ['/', '/blog/x', '/private/a', '/robots.txt']) {
        const a = checkUrl(parseRobots(FILE), agent, 'https://example.com' + path);
        const b = checkUrl(parseRobots(without), agent, 'https://example.com' + path);
        expect([a.allowed, a.line], `${agent} ${path}`).toEqual([b.allowed, b.line]);
      }
    }
  });

  it('reads the AI-usage lines of real files in the corpus', () => {
    const read = (name: string) => readAiUsage(parseRobots(readFileSync(new URL(`../../testdata/corpus/${name}`, import.meta.url))));
    expect(read('0468_stackoverflow.com.txt').licenses).toEqual([{ line: expect.any(Number), url: 'https://stackoverflow.com/license.xml', absolute: true }]);
    const rs = read('0484_www.researchsquare.com.txt').signals[0];
    expect(rs).toMatchObject({ signals: { search: true, 'ai-train': false }, entries: { use: 'reference' }, unknown: [] });
  });
});

describe('where the AI-usage lines are kept', () => {
  it('in the parse\'s own memo, read once, with nothing at module level (a structured copy reads them afresh, the same)', () => {
    const parsed = parseRobots('User-agent: *\nContent-Signal: ai-train=no\nLicense: https://example.com/terms\n');
    const read = readAiUsage(parsed);
    expect(memoOf(parsed).aiUsage).toBe(read);
    expect(readAiUsage(parsed)).toBe(read);
    const copy = structuredClone({ ...parsed });
    expect(readAiUsage(copy)).not.toBe(read);
    expect(readAiUsage(copy)).toEqual(read);
  });
});

/**
 * Content-Usage, read to draft-ietf-aipref-attach-05 §3 (the robots.txt rule) and
 * draft-ietf-aipref-vocab-07 §5-6 (the statement of preference), rule by rule.
 */
describe('Content-Usage, as the AIPREF drafts write it', () => {
  const usage = (value: string) => readAiUsage(parseRobots(`User-agent: *\nContent-Usage: ${value}\n`)).usage[0];
  const pref = (text: string, url: string, crawler = 'ClaudeBot') => aiPreferenceFor(parseRobots(text), crawler, `https://example.com${url}`);

  // attach-05 §3.4, its example file and table, word for word.
  const EXAMPLE = 'User-Agent: *\nAllow: /\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n\nUser-Agent: ExampleBot\nAllow: /\nContent-Usage: train-ai=y\n';

  it('attach §3.2: the path is optional; a value not starting with "/" has none, and then covers every path (§3.4 table)', () => {
    expect(usage('train-ai=n')).toMatchObject({ path: null, prefs: { 'train-ai': 'n' }, issues: [], invalid: false });
    expect(usage('/ai-ok/ train-ai=y')).toMatchObject({ path: '/ai-ok/', prefs: { 'train-ai': 'y' } });
    expect(pref(EXAMPLE, '/test')).toMatchObject({ usage: { 'train-ai': 'n' }, usagePath: '', usageLines: [4] });
    expect(pref(EXAMPLE, '/ai-ok/test')).toMatchObject({ usage: { 'train-ai': 'y' }, usagePath: '/ai-ok/', usageLines: [5] });
    expect(pref(EXAMPLE, '/test', 'ExampleBot')).toMatchObject({ usage: { 'train-ai': 'y' }, usageLines: [9] });
  });

  it('attach §3.1: a URL the crawler may not crawl has no usage preference ("/never/test": N/A)', () => {
    expect(pref(EXAMPLE, '/never/test')).toMatchObject({ usage: {}, usageBlocked: true, usageLines: [4] });
  });

  it('vocab §6.1: the labels are exactly train-ai and search, each the Token y or n; anything else is unknown', () => {
    expect(usage('/ train-ai=y, search=n').prefs).toEqual({ 'train-ai': 'y', search: 'n' });
    expect(usage('/ ai-train=n, train-ai=yes')).toMatchObject({ prefs: {}, issues: [{ member: 'ai-train', why: 'label' }, { member: 'train-ai=yes', why: 'not-y-n' }] });
  });

  it('vocab §4: no hierarchy, so train-ai=n says nothing of search, and search=n nothing of train-ai', () => {
    expect(pref('User-agent: *\nContent-Usage: train-ai=n\n', '/a').usage).toEqual({ 'train-ai': 'n' });
    expect(pref('User-agent: *\nContent-Usage: search=n\n', '/a').usage).toEqual({ search: 'n' });
  });

  it('vocab §6.5.1: a key given twice keeps its last value', () => {
    expect(usage('/ train-ai=n, train-ai=y')).toMatchObject({ prefs: { 'train-ai': 'y' }, issues: [{ member: 'train-ai', why: 'duplicate' }] });
  });

  it('vocab §6.5.1: a bare key (a Boolean) and a quoted value (a String) are unknown', () => {
    expect(usage('/ train-ai, search="n"')).toMatchObject({ prefs: {}, issues: [{ member: 'train-ai', why: 'bare' }, { member: 'search="n"', why: 'string' }] });
  });

  it('vocab §6.5.1: a statement that is no Dictionary (an upper-case label, a path without "/") leaves every preference unknown', () => {
    expect(usage('Train-AI=n')).toMatchObject({ prefs: {}, invalid: true });
    expect(usage('*.pdf train-ai=n')).toMatchObject({ path: null, prefs: {}, invalid: true });
  });

  it('attach §3.1 and vocab §5.1: lines with the same path combine, any n winning', () => {
    const text = 'User-agent: *\nContent-Usage: /a train-ai=y, search=y\nContent-Usage: /a train-ai=n\n';
    expect(pref(text, '/a/b')).toMatchObject({ usage: { 'train-ai': 'n', search: 'y' }, usageLines: [2, 3] });
  });

  it('attach §3.1: "the ordering of rules in a group carries no semantics", interleaved with Allow and Disallow or not', () => {
    const lines = ['Content-Usage: train-ai=y', 'Disallow: /x', 'Content-Usage: /a search=n', 'Content-Usage: /a train-ai=n', 'Allow: /a'];
    const answer = (order: string[]) => {
      const p = pref(['User-agent: *', ...order].join('\n'), '/a/1');
      return [p.usage, p.usagePath, p.usageLines.length];
    };
    const first = answer(lines);
    expect(first).toEqual([{ search: 'n', 'train-ai': 'n' }, '/a', 2]);
    for (const order of [[...lines].reverse(), [lines[2], lines[0], lines[4], lines[3], lines[1]]]) expect(answer(order)).toEqual(first);
  });

  it('attach §3: a rule of a group, so a line before any User-agent line reaches no crawler', () => {
    const p = pref('Content-Usage: train-ai=n\nContent-Signal: ai-train=no\nUser-agent: *\nAllow: /\n', '/a');
    expect(p).toMatchObject({ usage: {}, usageLines: [], signals: {}, signalLines: [], outsideGroup: [1, 2] });
  });
});

describe('License (RSL 1.0) and the checkers', () => {
  it('a License line is file-wide whatever group it stands in, and may name another host', () => {
    const p = aiPreferenceFor(parseRobots('User-agent: GPTBot\nDisallow: /\nLicense: https://licenses.example.org/terms.xml\n'), 'ClaudeBot', 'https://example.com/');
    expect(p.licenses).toEqual([{ url: 'https://licenses.example.org/terms.xml', line: 3 }]);
  });

  it('names the lines Lighthouse 13.4.1 reports as "Unknown directive": Content-Usage and License, never Content-Signal', () => {
    const text = 'License: https://example.com/l.xml\nUser-agent: *\nContent-Signal: ai-train=no\nContent-Usage: train-ai=n\nAllow: /\n';
    expect(aiPreferenceFor(parseRobots(text), 'GPTBot', 'https://example.com/').lighthouseFlags).toEqual([{ line: 1, key: 'License' }, { line: 4, key: 'Content-Usage' }]);
  });
});
