/**
 * URL -> the path a crawler matches (google/robotstxt GetPathParamsQuery; spec/google-behaviours.md,
 * "Matching"). Headers -> product tokens: userAgent.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathFromUrl } from './index.ts';
import { reduceUrl, sitemapsOrigin, sitemapsSite } from './url.ts';

describe('pathFromUrl', () => {
  it.each([
    ['', '/'],
    ['http://host', '/'],
    ['http://host?a', '/?a'],
    ['a/b', '/b'],
    ['//a/b/c', '/b/c'],
    ['http://example.com/a;p?q=1', '/a;p?q=1'],
  ])('reduces %j to %j (path + ;params + ?query, always starting with /)', (url, path) => {
    expect(pathFromUrl(url)).toBe(path);
  });

  it('drops the fragment', () => {
    expect(pathFromUrl('http://example.com/a?b#c')).toBe('/a?b');
    expect(pathFromUrl('http://example.com#x/y')).toBe('/');
    expect(pathFromUrl('/page#section')).toBe('/page');
  });

  it('decodes and encodes nothing', () => {
    expect(pathFromUrl('http://example.com/%aa/ツ')).toBe('/%aa/ツ');
  });

  it('ends at a NUL, as the C++ library reads a C string', () => {
    expect(pathFromUrl('/a\0b')).toBe('/a');
  });

  it('finds the path in the whole URL, NULs included, before a NUL ends it (robots.cc)', () => {
    expect(pathFromUrl('http://e.com\0/a')).toBe('/a');
    expect(pathFromUrl('ht\0tp://e.com/a')).toBe('/a');
    expect(pathFromUrl('http://e.com/\0a')).toBe('/');
  });

  it('agrees with a line-by-line port of robots.cc GetPathParamsQuery on random URLs', () => {
    // Full URLs among the pieces: runs of URLs with one origin take pathFromUrl's shortcut.
    const piece = fc.constantFrom('/', '//', '?', ';', ':', '://', '#', 'a', 'b.c', 'http', '\0', 'ツ', 'http://a', 'http://a/', 'http://a.b?');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map((p) => p.join('')), (url) => {
      expect(pathFromUrl(url)).toBe(getPathParamsQuery(url));
    }), { numRuns: 5000 });
  });
});

describe('reduceUrl', () => {
  it.each([
    ['https://example.com/a?b#top', { path: '/a?b', dropped: 'https://example.com', fragment: '#top', slashAdded: false, afterNul: '' }],
    ['/page', { path: '/page', dropped: '', fragment: '', slashAdded: false, afterNul: '' }],
    ['http://host?a', { path: '/?a', dropped: 'http://host', fragment: '', slashAdded: true, afterNul: '' }],
    ['http://host', { path: '/', dropped: 'http://host', fragment: '', slashAdded: true, afterNul: '' }],
    ['http://e.com#x/y', { path: '/', dropped: 'http://e.com', fragment: '#x/y', slashAdded: true, afterNul: '' }],
    ['//a/b/c', { path: '/b/c', dropped: '//a', fragment: '', slashAdded: false, afterNul: '' }],
    ['/a\0b', { path: '/a', dropped: '', fragment: '', slashAdded: false, afterNul: '\0b' }],
  ])('says what it dropped from %j', (url, reduction) => {
    expect(reduceUrl(url)).toEqual(reduction);
  });

  it('gives exactly pathFromUrl, and its pieces put back together are the URL', () => {
    const piece = fc.constantFrom('/', '//', '?', ';', ':', '://', '#', 'a', 'b.c', 'http', '\0', 'ツ', 'http://a', 'http://a/', 'http://a.b?');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map((p) => p.join('')), (url) => {
      const r = reduceUrl(url);
      expect(r.path).toBe(pathFromUrl(url));
      const body = r.slashAdded ? r.path.slice(1) : r.path;
      expect(r.dropped + body + r.afterNul + r.fragment).toBe(url);
    }), { numRuns: 5000 });
  });
});

/**
 * robots.cc GetPathParamsQuery, statement by statement (npos as -1), on the whole std::string;
 * AllowedByRobots then matches path.c_str(), which ends at a NUL.
 */
function getPathParamsQuery(url: string): string {
  return googlePath(url).split('\0')[0];
}

function googlePath(url: string): string {
  const firstOf = (from: number): number => {
    for (let i = from; i < url.length; i++) if ('/?;'.includes(url[i])) return i;
    return -1;
  };
  const searchStart = url.length >= 2 && url[0] === '/' && url[1] === '/' ? 2 : 0;
  const earlyPath = firstOf(searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  if (earlyPath >= 0 && (protocolEnd < 0 || earlyPath < protocolEnd)) protocolEnd = -1;
  protocolEnd = protocolEnd < 0 ? searchStart : protocolEnd + 3;
  const pathStart = firstOf(protocolEnd);
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  const path = url.substring(pathStart, hash < 0 ? url.length : hash);
  return url[pathStart] === '/' ? path : '/' + path;
}

describe('sitemapsOrigin: the site a robots.txt\'s Sitemap lines name', () => {
  it('is the one origin they all agree on, a relative one left aside; none when they name several or none', () => {
    const at = (...urls: string[]) => sitemapsOrigin(urls.map((url) => ({ url })));
    expect(at('https://www.nytimes.com/sitemaps/a.xml.gz', 'HTTPS://WWW.NYTIMES.COM:443/b', '/relative.xml')).toBe('https://www.nytimes.com');
    expect(at('http://spiderbites.nytimes.com/s.xml.gz', 'http://www.nytimes.com/n.xml.gz')).toBeNull();
    expect(at('/sitemap.xml')).toBeNull();
    expect(at()).toBeNull();
  });
});

describe('sitemapsSite: the logs\' Host from Sitemap lines, only those written whole (review21 L9)', () => {
  const site = (...urls: string[]) => sitemapsSite(urls.map((url) => ({ url })));

  it('names no site while a Sitemap line is typed, until its host is followed by its path', () => {
    const line = 'https://www.nytimes.com/sitemap.xml';
    const seen = new Set<string | null>();
    for (let i = 1; i <= line.length; i++) seen.add(site(line.slice(0, i)));
    expect([...seen]).toEqual([null, 'https://www.nytimes.com']);
    expect(site('https://www.nytimes.com')).toBeNull();
    expect(site('https://www.nytimes.com/')).toBe('https://www.nytimes.com');
  });

  it('wants a dot inside the host, or an IPv6 literal; a port is kept, a query or fragment ends the host too', () => {
    expect(site('https://localhost/s.xml')).toBeNull();
    expect(site('https://www./s.xml')).toBeNull();
    expect(site('https://.com/s.xml')).toBeNull();
    expect(site('http://shop.example.org:8080/s.xml')).toBe('http://shop.example.org:8080');
    expect(site('https://[2001:db8::1]/s.xml')).toBe('https://[2001:db8::1]');
    expect(site('https://shop.example?sitemap=1')).toBe('https://shop.example');
    expect(site('https://192.0.2.7/s.xml')).toBe('https://192.0.2.7');
  });

  it('leaves a line being typed aside: the file\'s whole lines name the site meanwhile, and several name none', () => {
    expect(site('https://www.nytimes.com/a.xml', 'https://www.ny')).toBe('https://www.nytimes.com');
    expect(site('https://www.nytimes.com/a.xml', 'https://www.ny/')).toBeNull();
    expect(site('/relative.xml', 'ftp://www.nytimes.com/a.xml')).toBeNull();
  });
});
