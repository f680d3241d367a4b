import { describe, expect, it } from 'vitest';
import { LOG_VIEW_WORDS } from './logWords.ts';

describe('the logs’ words (issue 25 §2), the page’s and the CLI’s', () => {
  it('count requests and lines in the number they take: one request, one line', () => {
    expect(LOG_VIEW_WORDS.total(337, 50, 2)).toBe('337 requests (50 from no bot; 2 lines not read)');
    expect(LOG_VIEW_WORDS.total(1, 0, 1)).toBe('1 request (0 from no bot; 1 line not read)');
    expect(LOG_VIEW_WORDS.total(1_000_000, 12, 0)).toBe('1,000,000 requests (12 from no bot)');
  });
});
