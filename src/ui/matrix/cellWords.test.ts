import { describe, expect, it } from 'vitest';
import { matrixOf } from '../../state/matrix.test-helper.ts';
import { cellAnnouncement, cellWords } from './cellWords.ts';

const data = matrixOf(['Googlebot', 'ChatGPT-User'], { '/private/': 'B4 N4', '/': 'A0 N' }, { 4: 'Disallow: /private/' });

describe('cell words', () => {
  it('announce the crawler, the URL, the verdict in words and the deciding line', () => {
    expect(cellAnnouncement(data, 0, 0)).toBe('Googlebot, /private/: Blocked by line 4 (Disallow: /private/)');
    expect(cellAnnouncement(data, 1, 0)).toBe('Googlebot, /: Allowed: no rule matched, and what no rule blocks is allowed');
  });

  it('say "not governed" for a crawler robots.txt does not govern, never Allowed or Blocked', () => {
    expect(cellWords(data, 0, 1).word).toBe('Not governed');
    expect(cellAnnouncement(data, 0, 1)).toBe('ChatGPT-User, /private/: Not governed: robots.txt does not govern this crawler (line 4 would apply)');
  });
});
