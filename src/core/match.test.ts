/**
 * Which groups apply and which rule decides, with the explanation CheckResult gives
 * (spec/google-behaviours.md, "Groups and user-agents", "Matching", "Google's crawlers").
 */
import { describe, expect, it } from 'vitest';
import { checkUrl, crawlerChain, parseRobots } from './index.ts';

const GOOGLEBOT_IMAGE = ['Googlebot-Image', 'Googlebot'];

describe('fallback chains', () => {
  const withoutImageGroup = parseRobots('User-agent: Googlebot\nDisallow: /g\n\nUser-agent: *\nDisallow: /s\n');
  const withImageGroup = parseRobots(
    'User-agent: Googlebot\nDisallow: /g\n\nUser-agent: Googlebot-Image\nDisallow: /i\n\nUser-agent: *\nDisallow: /s\n',
  );

  it('Googlebot-Image obeys the Googlebot group when no group names Googlebot-Image', () => {
    const r = checkUrl(withoutImageGroup, GOOGLEBOT_IMAGE, '/g/photo.jpg');
    expect([r.allowed, r.line, r.agent, r.reason, r.groups]).toEqual([false, 2, 'Googlebot', 'named', [0]]);
    expect(checkUrl(withoutImageGroup, GOOGLEBOT_IMAGE, '/s/x').allowed).toBe(true);
  });

  it('Googlebot-Image obeys only its own group when one names it', () => {
    expect(checkUrl(withImageGroup, GOOGLEBOT_IMAGE, '/g/photo.jpg').allowed).toBe(true);
    const r = checkUrl(withImageGroup, GOOGLEBOT_IMAGE, '/i/photo.jpg');
    expect([r.allowed, r.line, r.agent, r.reason, r.groups]).toEqual([false, 5, 'Googlebot-Image', 'named', [1]]);
  });

  it('falls back to * only when no token of the chain is named', () => {
    const r = checkUrl(parseRobots('User-agent: *\nDisallow: /s\n'), GOOGLEBOT_IMAGE, '/s');
    expect([r.allowed, r.agent, r.reason]).toEqual([false, '*', 'fallback']);
  });

  it('the crawler registry documents that chain', () => {
    expect(crawlerChain('Googlebot-Image')).toEqual(GOOGLEBOT_IMAGE);
  });
});

describe('answers do not depend on earlier queries', () => {
  it('a token containing a line break is not taken for the chain it spells (agent cache key)', () => {
    // match.ts caches the chosen groups per parse under chain.join('\n'): the chain ['a', 'b']
    // and the single token 'a\nb' share that key. The token 'a\nb' is compared whole and names
    // no group, so it is allowed; after the chain was checked it must still be.
    const text = 'User-agent: a\nDisallow: /\n';
    expect(checkUrl(parseRobots(text), 'a\nb', '/x').allowed).toBe(true);
    const parsed = parseRobots(text);
    expect(checkUrl(parsed, ['a', 'b'], '/x').allowed).toBe(false);
    expect(checkUrl(parsed, 'a\nb', '/x').allowed).toBe(true);
  });
});

describe('group selection', () => {
  it('a group that names the agent hides the * group, even without matching rules', () => {
    const parsed = parseRobots('User-agent: FooBot\nAllow: /public\n\nUser-agent: *\nDisallow: /\n');
    const r = checkUrl(parsed, 'FooBot', '/private');
    expect([r.allowed, r.line, r.reason, r.tieBreak]).toEqual([true, 0, 'named', 'no-match']);
  });

  it('the crawler\'s token is compared whole: FooBot/2.1 never matches the FooBot group', () => {
    const parsed = parseRobots('User-agent: FooBot\nDisallow: /\n');
    expect(checkUrl(parsed, 'FooBot/2.1', '/x').allowed).toBe(true);
    expect(checkUrl(parsed, 'foobot', '/x').allowed).toBe(false);
  });

  it('the crawler\'s token is compared ignoring ASCII case only: the Kelvin sign is not `k`', () => {
    const parsed = parseRobots('User-agent: kbot\nDisallow: /\n');
    expect(checkUrl(parsed, '\u212Abot', '/x').allowed).toBe(true);
    expect(checkUrl(parsed, 'KBOT', '/x').allowed).toBe(false);
  });

  it('a user-agent value is cut at the first character outside [a-zA-Z_-]', () => {
    const parsed = parseRobots('User-agent: Googlebot/2.1\nDisallow: /g\nUser-agent: AB42bot\nDisallow: /ab\n');
    expect(checkUrl(parsed, 'Googlebot', '/g').allowed).toBe(false);
    expect(checkUrl(parsed, 'AB', '/ab').allowed).toBe(false);
    expect(checkUrl(parsed, 'AB42bot', '/ab').allowed).toBe(true);
  });

  it('`* anything` is the global group, `*bot` is not', () => {
    expect(checkUrl(parseRobots('User-agent: * extra\nDisallow: /\n'), 'x', '/').allowed).toBe(false);
    expect(checkUrl(parseRobots('User-agent: *bot\nDisallow: /\n'), 'x', '/').allowed).toBe(true);
  });

  it('sitemap, unknown and blank lines never end a group', () => {
    const parsed = parseRobots('User-agent: a\n\nSitemap: https://e.com/s.xml\nFoo: bar\nUser-agent: b\nDisallow: /x\n');
    expect(parsed.groups).toHaveLength(1);
    expect(checkUrl(parsed, 'a', '/x').allowed).toBe(false);
  });

  it('an empty User-agent value matches an empty queried agent', () => {
    const parsed = parseRobots('User-agent:\nDisallow: /x\n');
    expect(checkUrl(parsed, '', '/x').allowed).toBe(false);
    expect(checkUrl(parsed, 'other', '/x').allowed).toBe(true);
  });

  it('rules before the first user-agent line are ignored', () => {
    const parsed = parseRobots('Disallow: /x\nUser-agent: *\nAllow: /y\n');
    expect(parsed.outOfGroup).toEqual([1]);
    expect(checkUrl(parsed, 'x', '/x').allowed).toBe(true);
  });
});

describe('CheckResult explains the verdict', () => {
  it('reason named: one group names the agent; the path compared is shown', () => {
    const r = checkUrl(parseRobots('User-agent: FooBot\nDisallow: /a\n'), 'FooBot', 'https://e.com/a/b?c#d');
    expect(r).toMatchObject({ reason: 'named', agent: 'FooBot', groups: [0], path: '/a/b?c', tieBreak: 'only-match' });
    expect(r.rule).toMatchObject({ line: 2, allow: false, pattern: '/a', length: 2 });
  });

  it('reason merged, with every match listed with its length, and allow-wins-tie', () => {
    const parsed = parseRobots('User-agent: FooBot\nDisallow: /a\nAllow: /b\nUser-agent: FooBot\nAllow: /a\nDisallow: /\n');
    const r = checkUrl(parsed, 'foobot', 'http://h/a?q#f');
    expect(r.reason).toBe('merged');
    expect(r.groups).toEqual([0, 1]);
    expect(r.path).toBe('/a?q');
    expect(r.matches.map((m) => [m.line, m.allow, m.pattern, m.length])).toEqual([
      [2, false, '/a', 2],
      [5, true, '/a', 2],
      [6, false, '/', 1],
    ]);
    expect([r.allowed, r.line, r.tieBreak]).toEqual([true, 5, 'allow-wins-tie']);
  });

  it('longest-match: the longer pattern wins, counted after %-normalisation', () => {
    const r = checkUrl(parseRobots('User-agent: *\nAllow: /ツ\nDisallow: /%E3%83\n'), 'x', '/%E3%83%84');
    expect(r.matches.map((m) => m.length)).toEqual([10, 7]);
    expect([r.allowed, r.line, r.tieBreak]).toEqual([true, 2, 'longest-match']);
  });

  it('reason fallback: the * group applies', () => {
    const r = checkUrl(parseRobots('User-agent: *\nDisallow: /a\n'), 'FooBot', '/a');
    expect([r.reason, r.agent, r.allowed]).toEqual(['fallback', '*', false]);
  });

  it('reason none: no group applies, everything is allowed', () => {
    const r = checkUrl(parseRobots('User-agent: other\nDisallow: /\n'), 'FooBot', '/a');
    expect([r.reason, r.groups, r.allowed, r.line, r.rule, r.tieBreak]).toEqual(['none', [], true, 0, null, 'no-match']);
  });

  it('an empty Disallow matches with length 0: it decides nothing but is the reported line', () => {
    const r = checkUrl(parseRobots('User-agent: *\nDisallow:\n'), 'x', '/');
    expect([r.allowed, r.line, r.tieBreak]).toEqual([true, 2, 'empty-rule']);
    expect(r.matches.map((m) => m.length)).toEqual([0]);
  });
});

describe('matching', () => {
  it('Allow: <dir>/index.htm… also allows <dir>/ exactly, as an implied <dir>/$', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /d/\nAllow: /d/index.html\n');
    const dir = checkUrl(parsed, 'x', '/d/');
    expect([dir.allowed, dir.line]).toEqual([true, 3]);
    expect(dir.rule).toMatchObject({ pattern: '/d/$', length: 4, implied: true });
    expect(checkUrl(parsed, 'x', '/d/index.html').allowed).toBe(true);
    expect(checkUrl(parsed, 'x', '/d/x').allowed).toBe(false);
    expect(checkUrl(parsed, 'x', '/d/?q').allowed).toBe(false);
  });

  it('a first check finds the implied <dir>/$ of any Allow rule among many, only where its last `/` starts index.htm', () => {
    const allows = Array.from({ length: 50 }, (_, k) => `Allow: /${k}/page.html`);
    const text = ['User-agent: a', ...allows, 'Allow: /d/index.html/x', 'Allow: /e/index.htm', 'Allow: /f/index.html/index.htm', 'User-agent: *', 'Disallow: /',
      'User-agent: a', 'Disallow: /', ...allows].join('\n');
    const first = (url: string) => checkUrl(parseRobots(text), 'a', url);
    expect([first('/e/').allowed, first('/e/').line]).toEqual([true, 53]);
    expect([first('/f/index.html/').allowed, first('/f/index.html/').line]).toEqual([true, 54]);
    expect(first('/d/').allowed).toBe(false);
    expect(first('/f/').allowed).toBe(false);
  });

  it('the URL is not normalised and nothing is decoded', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /ツ\nDisallow: /%aa\nDisallow: /foo/bar/%62%61%7A\n');
    expect(checkUrl(parsed, 'x', '/%E3%83%84').allowed).toBe(false);
    expect(checkUrl(parsed, 'x', '/ツ').allowed).toBe(true);
    expect(checkUrl(parsed, 'x', '/%aa').allowed).toBe(true);
    expect(checkUrl(parsed, 'x', '/%AA').allowed).toBe(false);
    expect(checkUrl(parsed, 'x', '/foo/bar/baz').allowed).toBe(true);
  });

  it('$ is special only as the last character; a pattern not starting with / or * never matches', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /a$b\nDisallow: /end$\nDisallow: x\n');
    expect(checkUrl(parsed, 'x', '/a$b').allowed).toBe(false);
    expect(checkUrl(parsed, 'x', '/end').allowed).toBe(false);
    expect(checkUrl(parsed, 'x', '/endx').allowed).toBe(true);
    expect(checkUrl(parsed, 'x', '/x').allowed).toBe(true);
  });

  it('/robots.txt is not special for google, and always allowed for rfc9309', () => {
    const text = 'User-agent: *\nDisallow: /\n';
    expect(checkUrl(parseRobots(text), 'x', '/robots.txt').allowed).toBe(false);
    const rfc = checkUrl(parseRobots(text, { profile: 'rfc9309' }), 'x', '/robots.txt');
    expect([rfc.allowed, rfc.tieBreak]).toEqual([true, 'robots-txt']);
  });
});
