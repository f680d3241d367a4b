import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { coverage, crawlerFor, keyInfo, parseRobots, patternMatches, REGISTRY, type CoverageUrl } from '../core/index.ts';
import { AGENT_OPTIONS } from './completion.ts';
import { robotsHoverAt } from './hoverAt.ts';
import type { HoverContent } from './hoverContent.ts';
import { robotsTxt } from './language.ts';
import { siteContext, type DecidedCells, type SetRules } from './siteContext.ts';

/** The hover at the first `|` of `doc` (the bar removed), on a bare EditorState. */
function hover(docWithCursor: string, opts: { origin?: string; matrix?: DecidedCells; sets?: SetRules; profile?: 'google' | 'draft1996' } = {}): HoverContent | null {
  const pos = docWithCursor.indexOf('|');
  const state = EditorState.create({
    doc: docWithCursor.replace('|', ''),
    extensions: [robotsTxt(opts.profile ?? 'google'), siteContext.of({ origin: () => opts.origin ?? null, matrix: () => opts.matrix ?? null, sets: () => opts.sets ?? null })],
  });
  return robotsHoverAt(state, pos);
}

const text = (h: HoverContent | null) => (h?.sections ?? []).map((s) => `${s.heading}: ${s.lines.join(' ')}`).join('\n');
const section = (h: HoverContent | null, heading: string) => h?.sections.find((s) => s.heading.startsWith(heading))?.lines.join(' ') ?? '';

describe('hover on a key', () => {
  it('says what the key does, where it is defined, what Google does and who honours it, from the vocabulary', () => {
    const h = hover('User-agent: *\nDis|allow: /a\n');
    const k = keyInfo('Disallow')!;
    expect(h?.title).toBe('Disallow');
    expect([h?.from, h?.to]).toEqual([14, 22]);
    expect(section(h, 'What it does')).toBe(k.meaning);
    expect(section(h, 'Defined in')).toBe('RFC 9309 2.2.2');
    expect(section(h, 'Google')).toBe(k.google);
    expect(section(h, 'Honoured by')).toContain('No: FeedFetcher-Google');
  });

  it('names the directive a misspelling stands for', () => {
    const h = hover('User-agent: *\nDissal|low: /a\n');
    expect(h?.title).toBe('Disallow');
    expect(section(h, 'Spelling')).toContain('Write "Disallow"');
  });

  it('lists per crawler who honours Crawl-delay, from the registry', () => {
    const h = hover('User-agent: *\nCrawl|-delay: 5\n');
    const yes = REGISTRY.filter((c) => c.crawlDelay === true).map((c) => c.token);
    expect(section(h, 'Honoured by')).toContain(`Yes: ${yes.slice(0, 6).join(', ')}`);
    expect(section(h, 'Google')).toContain('ignores');
  });

  it('says nothing over an unknown key or a comment', () => {
    expect(hover('Fo|o: bar\n')).toBeNull();
    expect(hover('# Dis|allow: /\n')).toBeNull();
  });
});

describe('hover on a user-agent value', () => {
  it('shows the token each profile reads, and what Google drops', () => {
    const h = hover('User-agent: Google|bot/2.1\nDisallow: /\n');
    expect(h?.title).toBe('User-agent: Googlebot');
    expect(section(h, 'Token read')).toContain('Google: "Googlebot"');
    expect(section(h, 'Token read')).toContain('The 1996 draft: "Googlebot/2.1"');
    expect(section(h, 'Token read')).toContain('("/2.1") is dropped');
  });

  it('names the crawlers it addresses and those that fall back to it', () => {
    const h = hover('User-agent: Google|bot\nDisallow: /\n');
    expect(section(h, 'Crawlers it addresses')).toContain('Named: Googlebot (Google, search)');
    expect(section(h, 'Crawlers it addresses')).toMatch(/Falls back to it when no group names them: .*Googlebot-Image.*Applebot/);
  });

  it('says on a facebookexternalhit line that Meta says it might bypass robots.txt for security or integrity checks (registry bypasses), and offers it so when completing', () => {
    const bypass = 'Meta says facebookexternalhit might bypass robots.txt when performing security or integrity checks: then this file\'s verdict may not hold.';
    expect(section(hover('User-agent: facebook|externalhit\nDisallow: /\n'), 'Crawlers it addresses')).toContain(bypass);
    expect(section(hover('User-agent: Google|bot\nDisallow: /\n'), 'Crawlers it addresses')).not.toContain('bypass');
    expect(AGENT_OPTIONS.find((o) => o.label === 'facebookexternalhit')?.info).toBe(bypass);
    expect(AGENT_OPTIONS.filter((o) => o.info !== undefined).map((o) => o.label)).toEqual(['facebookexternalhit']);
  });

  it('says which crawlers never read the * group', () => {
    expect(section(hover('User-agent: |*\nDisallow: /\n'), 'Crawlers it addresses')).toContain('AdsBot-Google');
  });

  it('names the other groups that merge with it (Google merges groups naming the same crawler)', () => {
    const doc = 'User-agent: Goog|lebot\nDisallow: /a\n\nUser-agent: bingbot\nDisallow: /b\n\nUser-agent: googlebot\nDisallow: /c\n';
    expect(section(hover(doc), 'Groups merged')).toContain('group at line 7');
    expect(section(hover('User-agent: b|ingbot\nDisallow: /\n'), 'Groups merged')).toContain('None');
  });

  it('tells that a user-agent list runs on past Crawl-delay, so the group above gives its rules to the line (issue 23)', () => {
    const merged = section(hover('User-agent: Slurp\nCrawl-delay: 5\nUser-agent: GPT|Bot\nDisallow: /\n'), 'Groups merged');
    expect(merged).not.toContain('None');
    expect(merged).toContain('One group with Slurp: the list of user-agents that began on line 1 goes on past line 2 ("Crawl-delay")');
    expect(section(hover('User-agent: Sl|urp\n\nUser-agent: GPTBot\nDisallow: /\n'), 'Groups merged')).toContain('One group with GPTBot: the list of user-agents that began on line 1 goes on past line 2 (a blank line)');
    expect(section(hover('User-agent: a|\nUser-agent: b\nDisallow: /\n'), 'Groups merged')).toBe('One group with b (from line 1): the same rules apply to all of them.');
  });
});

describe('hover on a pattern', () => {
  it('reads the pattern in plain English with examples the matcher confirms', () => {
    const h = hover('User-agent: *\nDisallow: /shop/*.p|df$\n');
    expect(section(h, 'Blocks')).toBe('Any path that starts with "/shop/" and ends in ".pdf", with no query string after it.');
    const examples = h!.sections.find((s) => s.heading.startsWith('Examples'))!.lines;
    expect(examples.some((e) => e.startsWith('✓'))).toBe(true);
    expect(examples.some((e) => e.startsWith('✗'))).toBe(true);
    for (const e of examples) expect(patternMatches('/shop/*.pdf$', e.slice(2)), e).toBe(e.startsWith('✓'));
  });

  it('counts the tested URLs the line decides, per crawler, when the workbench has results', () => {
    const matrix: DecidedCells = {
      urls: ['https://e.com/a', 'https://e.com/b', 'https://e.com/c'],
      columns: [{ name: 'Googlebot' }, { name: 'GPTBot' }],
      line: Int32Array.from([2, 2, 0, 2, 3, 3]),
    };
    expect(section(hover('User-agent: *\nDisallow: /|a\n', { matrix }), 'Tested URLs')).toBe('Decides 2 of the 3 tested URLs, for Googlebot 1, GPTBot 2.');
    expect(section(hover('User-agent: *\nDisallow: /a\nAllow: /|x\n', { matrix }), 'Tested URLs')).toBe('Decides 1 of the 3 tested URLs, for Googlebot 1, GPTBot 1.');
    expect(section(hover('User-agent: *\nDisallow: /a\nAllow: /x\nDisallow: /|q\n', { matrix }), 'Tested URLs')).toBe('Decides none of the 3 tested URLs.');
    expect(section(hover('User-agent: *\nDisallow: /|a\n'), 'Tested URLs')).toBe('');
  });
});

describe('hover on a rule, with URL sets ticked (issue 25 §2)', () => {
  const doc = 'User-agent: *\nDisallow: /cart\nDisallow: /old/\n\nUser-agent: Googlebot\nDisallow: /search\n\nUser-agent: FeedFetcher-Google\nDisallow: /feed\n';
  const at = (url: string, file: string, line: number): CoverageUrl => ({ url, file, line, attributes: {}, sitemap: true });
  const urls = [
    at('https://x.test/cart?a=1', 'sitemap.xml', 3), at('https://x.test/cart/2', 'sitemap.xml', 4), at('https://x.test/search?q=1', 'sitemap.xml', 5),
    at('https://x.test/cart/3', 'crawl.csv', 7), at('https://x.test/cart/4', 'crawl.csv', 8), at('https://x.test/feed/1', 'crawl.csv', 9),
  ];
  // The coverage as the sets worker works it out: core coverage over the file, crawler by crawler.
  const c = coverage(parseRobots(doc.replace('|', '')), ['Googlebot', 'GPTBot', 'ClaudeBot', 'FeedFetcher-Google'].map(crawlerFor), urls);
  const sets: SetRules = { urls: c.urls, unit: 'urls', crawlers: c.crawlers, rules: c.rules, stale: false };
  const lines = (h: HoverContent | null) => h?.sections.find((s) => s.heading.startsWith('URL sets'))?.lines ?? null;

  it('says per crawler how many URLs the rule decides, with its first example and its file and line (a glance: the tooltip fits a 1366 × 800 screen), crawlers told the same said once', () => {
    const h = hover(doc.replace('/cart', '/ca|rt'), { sets });
    expect(h?.sections.map((s) => s.heading)).toContain('URL sets (6 URLs ticked)');
    expect(lines(h)).toEqual([
      'GPTBot, ClaudeBot: blocks 4 URLs, e.g.',
      '· https://x.test/cart?a=1 (sitemap.xml:3)',
      'Decides none for Googlebot, FeedFetcher-Google.',
    ]);
    expect(lines(hover(doc.replace('/search', '/sea|rch'), { sets }))).toEqual(['Googlebot: blocks 1 URL, e.g.', '· https://x.test/search?q=1 (sitemap.xml:5)', 'Decides none for GPTBot, ClaudeBot, FeedFetcher-Google.']);
  });

  it('says what the file asks of a crawler robots.txt does not govern, never that it blocks it', () => {
    expect(lines(hover(doc.replace('/feed', '/fe|ed'), { sets }))?.[0]).toBe('FeedFetcher-Google: decides 1 URL (robots.txt does not govern it: what the file asks), e.g.');
  });

  it('shows the coverage on the rule\'s keyword too, before the keyword\'s docs: hovering `Disallow` is asking about the rule (issue 25 §2)', () => {
    const h = hover(doc.replace('Disallow: /cart', 'Disa|llow: /cart'), { sets });
    const docs = hover('User-agent: *\nDisa|llow: /x\n');
    expect(h?.title).toBe(docs?.title);
    expect(h?.sections.map((s) => s.heading)).toEqual(['URL sets (6 URLs ticked)', ...docs!.sections.map((s) => s.heading)]);
    expect(lines(h)).toEqual(['GPTBot, ClaudeBot: blocks 4 URLs, e.g.', '· https://x.test/cart?a=1 (sitemap.xml:3)', 'Decides none for Googlebot, FeedFetcher-Google.']);
    // Not on a line that is no rule, and not without a set ticked.
    expect(lines(hover(doc.replace('User-agent: *', 'User-a|gent: *'), { sets }))).toBeNull();
    expect(lines(hover(doc.replace('Disallow: /cart', 'Disa|llow: /cart')))).toBeNull();
  });

  it('calls a rule that decides none of the URLs dead for these sets', () => {
    expect(lines(hover(doc.replace('/old/', '/o|ld/'), { sets }))).toEqual(['Decides none of the 6 URLs for Googlebot, GPTBot, ClaudeBot, FeedFetcher-Google: a dead rule for these sets.']);
  });

  it('counts requests where the ticked sets are logs, as the coverage views do (tester3 F17)', () => {
    const h = hover(doc.replace('/cart', '/ca|rt'), { sets: { ...sets, unit: 'requests' } });
    expect(h?.sections.map((s) => s.heading)).toContain('URL sets (6 requests ticked)');
    expect(lines(h)?.[0]).toBe('GPTBot, ClaudeBot: blocks 4 requests, e.g.');
  });

  it('gives no numbers while the coverage answers an older text, and no section without a set ticked', () => {
    expect(lines(hover(doc.replace('/cart', '/ca|rt'), { sets: { ...sets, stale: true } }))).toEqual(['Being worked out again for the change; hover again in a moment.']);
    expect(lines(hover(doc.replace('/cart', '/ca|rt')))).toBeNull();
  });
});

describe('hover on a sitemap URL', () => {
  it('says whether it is absolute, on this site, and whether Googlebot may fetch it under this file', () => {
    const doc = 'User-agent: *\nDisallow: /private/\nSitemap: https://example.com/private/s|itemap.xml\n';
    const h = hover(doc, { origin: 'https://example.com' });
    expect(text(h)).toContain('An absolute URL.');
    expect(text(h)).toContain('On this site (https://example.com).');
    expect(text(h)).toContain('Googlebot may not fetch it: line 2 blocks it.');
    expect(text(hover(doc.replace('/private/s|', '/s|'), { origin: 'https://example.com' }))).toContain('Googlebot may fetch it under this file.');
  });

  it('flags a relative sitemap and a sitemap on another host', () => {
    expect(text(hover('Sitemap: /site|map.xml\n'))).toContain('Not an absolute http(s) URL');
    expect(text(hover('Sitemap: https://cdn.example.net/s|.xml\n', { origin: 'https://example.com' }))).toContain('On another host (cdn.example.net)');
    expect(text(hover('Sitemap: https://example.com/s|.xml\n'))).toContain('Same host: unknown');
  });
});

describe('hover on an AI-usage line', () => {
  it('says what each Content-Signal preference means, which are unstated, and that Google ignores it', () => {
    const h = hover('User-agent: *\nContent-Signal: search=yes, ai-tr|ain=no\n');
    expect(h?.title).toBe('Content-Signal');
    expect(section(h, 'Content signals')).toContain('ai-train=no: not allowed, for training or fine-tuning AI models.');
    expect(section(h, 'Content signals')).toContain('No preference stated for ai-input.');
    expect(section(h, 'Google')).toContain('changes no verdict');
  });

  it('reads a Content-Usage path and its preferences, a line without a path as covering every path, and what states nothing', () => {
    expect(section(hover('Content-Usage: /blog/ train-a|i=n\n'), 'Usage')).toContain('Covers any path that starts with "/blog/"');
    expect(section(hover('Content-Usage: /blog/ train-a|i=n\n'), 'Usage')).toContain('train-ai: not allowed. search: unknown (no y or n given).');
    expect(section(hover('Content-Usage: train-a|i=n\n'), 'Usage')).toContain('No path: it covers every path of its group');
    expect(section(hover('Content-Usage: / train-ai="n", sea|rch\n'), 'Usage')).toContain('train-ai="n": states no preference (only an unquoted y or n does).');
    expect(section(hover('Content-Usage: / Train-AI=|n\n'), 'Usage')).toContain('every preference on this line is unknown');
  });

  it('says which AI-usage lines Lighthouse\'s robots-txt audit accepts', () => {
    expect(section(hover('Content-Usage: / train-a|i=n\n'), 'Checkers')).toContain('Lighthouse 13.4.1\'s robots-txt audit reports this line as "Unknown directive"');
    expect(section(hover('License: https://e.com/l|.xml\n'), 'Checkers')).toContain('reports this line as "Unknown directive"');
    expect(section(hover('User-agent: *\nContent-Signal: ai-tr|ain=no\n'), 'Checkers')).toContain('accepts this line');
  });

  it('says whether an RSL licence can be fetched', () => {
    expect(section(hover('License: https://e.com/l|.xml\n'), 'Licence')).toContain('licence terms');
    expect(section(hover('License: l|.xml\n'), 'Licence')).toContain('Not an absolute URL');
    expect(hover('Crawl-delay: 1|0\n')).toBeNull();
  });
});
