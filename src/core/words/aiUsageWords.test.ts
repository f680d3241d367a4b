/**
 * The AI-use part of a cell's explanation: what each line means for this crawler and URL, read
 * to its text (draft-ietf-aipref-attach-05, draft-ietf-aipref-vocab-07, contentsignals.org, RSL
 * 1.0), and which checker flags which line.
 */
import { describe, expect, it } from 'vitest';
import { aiSentences } from './aiUsageWords.ts';
import { explainCheck } from '../explain.ts';
import type { Sentence } from './sentence.ts';
import { parseRobots } from '../parse.ts';

const show = (s: Sentence) => s.map((p) => (typeof p === 'string' ? p : p.bare ? `[${p.line}]` : `[line ${p.line}]`)).join('');
const words = (text: string, crawler: string, url: string) => aiSentences(explainCheck(parseRobots(text), crawler, url)).map(show);

describe('the AI-use sentences of an explanation', () => {
  it('say each preference for this crawler and URL, with its line, what it means for the crawler\'s purpose, and which lines Lighthouse flags', () => {
    const text = 'User-agent: *\nContent-Signal: ai-train=no, search=yes\nContent-Usage: /blog/ train-ai=n\nAllow: /\nLicense: https://example.com/license.xml\n';
    expect(words(text, 'GPTBot', 'https://example.com/blog/a')).toEqual([
      'Content-Signal of GPTBot\'s group ([line 2]): search allowed, AI input (answers built from the page) no preference stated, AI training not allowed.',
      'Content-Usage ([line 3]) for GPTBot at this URL, by the longest path matching this URL, /blog/: AI training (train-ai) not allowed, search (search) no preference stated.',
      'GPTBot trains AI models (the registry), so for this page Content-Signal ai-train: not allowed; Content-Usage train-ai: not allowed.',
      'License (RSL), for the whole file whatever its group ([line 5]): https://example.com/license.xml.',
      'Lighthouse 13.4.1\'s robots-txt audit reports [line 3] (Content-Usage), [line 5] (License) as "Unknown directive", an error that fails the audit; it accepts Content-Signal.',
      'Crawlers decide by the rules above; these lines say how the site wants its content used, and Google ignores them for crawling.',
    ]);
  });

  it('say a line without a path covers every path, that lines of one length combine with n winning, and that order means nothing', () => {
    const text = 'User-agent: *\nContent-Usage: train-ai=y, search=y\nContent-Usage: train-ai=n\nAllow: /\n';
    expect(words(text, 'Googlebot', 'https://example.com/x')).toContain(
      'Content-Usage (lines [2], [3]) for Googlebot at this URL, by no path, so every path of the group: AI training (train-ai) not allowed, search (search) allowed; lines of the same length combine, an n winning, and their order means nothing.',
    );
    expect(words(text, 'Googlebot', 'https://example.com/x')).toContain('Googlebot builds a search index (the registry), so for this page Content-Usage search: allowed.');
  });

  it('say no usage preference applies to a URL the crawler may not crawl (attach-05 §3.1)', () => {
    expect(words('User-agent: *\nDisallow: /never/\nContent-Usage: train-ai=n\n', 'ClaudeBot', 'https://example.com/never/a')[0])
      .toBe('Content-Usage ([line 3]): no usage preference applies, as ClaudeBot may not crawl this URL (draft-ietf-aipref-attach-05 §3.1).');
  });

  it('say a line before any group reaches no crawler, and an RSL licence on another host is fine', () => {
    const out = words('Content-Signal: ai-train=no\nLicense: https://rsl.example.org/terms.xml\nUser-agent: *\nAllow: /\n', 'ClaudeBot', 'https://example.com/a');
    expect(out[0]).toBe('Before any User-agent line, [line 1] belongs to no group, so no crawler reads it.');
    expect(out).toContain('License (RSL), for the whole file whatever its group ([line 2]): https://rsl.example.org/terms.xml (on another host, which RSL allows).');
  });

  it('say nothing for a file without AI-usage lines', () => {
    expect(words('User-agent: *\nDisallow: /private\n', 'GPTBot', '/private')).toEqual([]);
  });
});
