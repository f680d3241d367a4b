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
    expect(ai.signals[0]).toMatchObject({ line: 3, group: 0, signals: { search: true, 'ai-input': true, 'ai-train': false }, unknown: [] });
    expect(ai.usage.map((u) => [u.line, u.path, u.prefs])).toEqual([
      [4, '/', { 'train-ai': 'y' }], [5, '/blog/', { 'train-ai': 'n' }], [6, '/blog/', { search: 'y' }], [7, '/blog*', { 'train-ai': 'y' }],
    ]);
    expect(readAiUsage(parseRobots('Content-Usage: train-ai=n\nContent-Signal: use=x, ai_train=no')).usage[0].path).toBeNull();
    expect(readAiUsage(parseRobots('Content-Signal: use=x, ai_train=no')).signals[0]).toMatchObject({ entries: { use: 'x', ai_train: 'no' }, unknown: ['ai_train=no'] });
  });

  it('takes the longest Content-Usage path for a URL, and on a tie the most restrictive preference', () => {
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
    expect(aiPreferenceFor(parsed, 'GPTBot', 'https://example.com/').licenses).toEqual(['https://example.com/license.xml']);
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
