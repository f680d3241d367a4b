/** The crawler field takes a token, a product or a whole User-Agent header, and refuses the rest with the reason (issue 23 §3). */
import { describe, expect, it } from 'vitest';
import { readCrawlerNames, whyNotCrawler } from './crawlerInput.ts';

describe('whyNotCrawler', () => {
  it.each([
    'GPTBot', 'Googlebot/2.1', '*', '', 'Screaming Frog SEO Spider', 'my_bot',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  ])('accepts %j', (input) => {
    expect(whyNotCrawler(input)).toBe('');
  });

  it.each([
    ['Disallow: /checkout/', /^a robots\.txt Disallow: line, not a crawler/],
    ['sitemap: https://example.com/sitemap.xml', /^a robots\.txt sitemap: line/],
    ['User-agent: GPTBot', /^a User-agent line: add the crawler alone, GPTBot/],
    ['hello world', /^"hello world" is neither a crawler's name .* nor a User-Agent header/],
    ['https://example.com/page', /a URL or a path, not a crawler/],
    ['/private/', /a URL or a path, not a crawler/],
    ['1234', /no crawler name/],
  ])('refuses %j, saying why', (input, why) => {
    expect(whyNotCrawler(input)).toMatch(why);
  });
});

describe('readCrawlerNames', () => {
  it('reads a pasted list as each of its crawlers, where whole it was the first name alone', () => {
    expect(readCrawlerNames('Googlebot-Image, YandexImages')).toEqual({ names: ['Googlebot-Image', 'YandexImages'], why: '' });
    expect(readCrawlerNames('GPTBot;ClaudeBot\nScreaming Frog SEO Spider\n')).toEqual({ names: ['GPTBot', 'ClaudeBot', 'Screaming Frog SEO Spider'], why: '' });
  });

  it('keeps a header whole: its commas are inside its comments', () => {
    const header = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
    expect(readCrawlerNames(header)).toEqual({ names: [header], why: '' });
    expect(readCrawlerNames('  GPTBot ')).toEqual({ names: ['GPTBot'], why: '' });
    expect(readCrawlerNames('')).toEqual({ names: [], why: '' });
  });

  it('refuses a list with a name that is no crawler, naming it', () => {
    expect(readCrawlerNames('Googlebot, Disallow: /x')).toEqual({ names: [], why: expect.stringMatching(/^Disallow: \/x: a robots\.txt Disallow: line/) });
    expect(readCrawlerNames('User-agent: GPTBot').why).toMatch(/^a User-agent line/);
  });
});
