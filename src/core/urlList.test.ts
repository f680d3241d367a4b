/**
 * The URL list: what is tested, what is flagged and why, duplicates. Accepted lines must reduce
 * (pathFromUrl) to the path the person wrote, never to a `/` they did not write.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathFromUrl } from './url.ts';
import { readOrigin, readUrlList } from './urlList.ts';

describe('readUrlList', () => {
  it('tests absolute URLs and bare paths, in list order, skipping blank lines', () => {
    const list = readUrlList('https://example.com/a\n\n  /b  \r\n/c?q=1#top\r/d;p');
    expect(list.urls).toEqual(['https://example.com/a', '/b', '/c?q=1#top', '/d;p']);
    expect(list.lines).toEqual([1, 3, 4, 5]);
    expect(list.flagged).toEqual([]);
  });

  it.each([
    ['not a url', /not a URL or a path/],
    ['#frag', /only a fragment/],
    ['127.0.0.1 - - [22/Nov/2026:10:00:00 +0000] "GET /private/x HTTP/1.1" 200 512', /server log line.*\/private\/x/],
    ['//private/', /read as a host.*\/private\//],
    ['example.com/page', /no scheme: write https:\/\/example\.com\/page/],
    ['https:///page', /no host/],
    ['/a\tb', /holds a tab/],
    ['/a\u00a0b', /unusual space \(U\+00A0\)/],
    ['/a /b', /two URLs or paths/],
    ['https://example.com/a https://example.com/b', /two URLs or paths/],
    ['http://[bad', /"\[bad" is no host/],
    ['https://exa mple.com/a', /no host a browser can open/],
    ['https://example.com:99999/a', /no host a browser can open/],
    // Before: '"example.com\\a" is no host a browser can open', though a browser opens it as /a.
    ['https://example.com\\a', /^a \\ after the host, which a browser reads as \/ \(it opens https:\/\/example\.com\/a\): write the URL with \/\.$/],
    // A browser opens none of these: the host or port before the \ is bad, never "it opens …".
    ['https://example.com:99999\\a', /no host a browser can open/],
    ['https://[bad\\a', /no host a browser can open/],
    // A \ in the query stays a \ (WHATWG URL: only the host's end and the path read it as /).
    ['https://example.com\\a?q=\\x', /\(it opens https:\/\/example\.com\/a\?q=\\x\)/],
    ['ftp://example.com/file', /a ftp: URL: web crawlers fetch http: and https: URLs/],
    ['mailto:a@example.com', /not a URL or a path/],
    ['?q=1', /not a URL or a path/],
    ['/a\u0000b', /control character/],
    // A Latin-1 café read as UTF-8 (tester3 F4): tested, it was /blog/caf%EF%BF%BD.
    ['https://www.example.com/blog/caf\ufffd', /^holds �, which stands for bytes that were not read as text/],
  ])('flags %j in place, saying why, and never tests it', (line, why) => {
    const list = readUrlList(`/ok\n${line}\n/ok2`);
    expect(list.urls).toEqual(['/ok', '/ok2']);
    expect(list.flagged).toHaveLength(1);
    expect(list.flagged[0]).toMatchObject({ line: 2, text: line });
    expect(list.flagged[0].why).toMatch(why);
  });

  it.each([
    ['/b/Cámaras digitales', '/b/Cámaras digitales'],
    ['https://www.ebay.com/b/Cámaras-digitales', 'https://www.ebay.com/b/Cámaras-digitales'],
    ['https://user@[::1]:8080/a', 'https://user@[::1]:8080/a'],
  ])('tests %j as written (the engine requests it percent-encoded)', (line, url) => {
    expect(readUrlList(line).urls).toEqual([url]);
  });

  it("takes the list's most common origin as the file's, says so, and flags (never tests) URLs of another (RFC 9309 2.3)", () => {
    const list = readUrlList([
      'https://www.ebay.com/b/a', 'https://i.ebayimg.com/images/x.jpg', 'https://www.ebay.com/b/c', 'http://www.ebay.com/b/d', '/e', 'HTTPS://WWW.EBAY.COM:443/f',
    ].join('\n'));
    expect(list.site).toEqual({ origin: 'https://www.ebay.com', from: 'list' });
    expect(list.urls).toEqual(['https://www.ebay.com/b/a', 'https://www.ebay.com/b/c', '/e', 'HTTPS://WWW.EBAY.COM:443/f']);
    expect(list.flagged.map((f) => [f.line, f.why])).toEqual([
      [2, 'another site (https://i.ebayimg.com): this robots.txt governs only https://www.ebay.com.'],
      [4, 'another site (http://www.ebay.com): this robots.txt governs only https://www.ebay.com.'],
    ]);
  });

  it('takes the Origin field before the list, and no origin from paths or flagged lines', () => {
    expect(readUrlList('https://a.test/1\nhttps://a.test/2\nhttps://b.test/3', 'https://b.test').site).toEqual({ origin: 'https://b.test', from: 'field' });
    expect(readUrlList('/a\nnot a url\nhttp://[bad/x').site).toEqual({ origin: '', from: 'none' });
  });

  it('counts duplicates and tests each URL once', () => {
    const list = readUrlList('/a\n/b\n/a\n /a \n/b');
    expect(list.urls).toEqual(['/a', '/b']);
    expect(list.duplicates).toBe(3);
  });

  it('joins bare paths to the origin, so a path and its full URL are one URL', () => {
    const list = readUrlList('/a\nhttps://example.com/a\nhttps://EXAMPLE.com:443/b', 'https://example.com');
    expect(list.urls).toEqual(['https://example.com/a', 'https://EXAMPLE.com:443/b']);
    expect(list.duplicates).toBe(1);
  });

  it('flags a URL of another origin when an origin is given (RFC 9309 2.3: a file governs its own scheme, host and port)', () => {
    const list = readUrlList('https://other.org/a\nhttp://example.com/b\nhttps://example.com/c', 'https://example.com');
    expect(list.urls).toEqual(['https://example.com/c']);
    expect(list.flagged.map((f) => f.line)).toEqual([1, 2]);
    expect(list.flagged[0].why).toMatch(/another site \(https:\/\/other\.org\)/);
  });

  it('reads 100,000 lines', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `/p/${i}`).join('\n');
    expect(readUrlList(text).urls).toHaveLength(100_000);
  });

  it('accepts only lines the engine reduces to the path written: never a silent `/`', () => {
    const piece = fc.constantFrom('/', '//', '?', ';', ':', '://', '#', 'a', 'b.c', 'http', 'https://h', ' ', '%20', '*', '$');
    fc.assert(fc.property(fc.array(piece, { maxLength: 10 }).map((p) => p.join('')), fc.boolean(), (line, withOrigin) => {
      const list = readUrlList(line, withOrigin ? 'https://example.com' : '');
      const t = line.trim();
      if (list.urls.length === 0) return;
      const url = list.urls[0];
      // Joining the origin leaves the compared path as written.
      expect(pathFromUrl(url)).toBe(pathFromUrl(t));
      // `/` comes only from a line that spells the root: a path `/`, or a URL with no path.
      const written = t[0] === '/' ? t : t.slice(t.indexOf('://') + 3).replace(/^[^/?;#]*/, '');
      if (pathFromUrl(url) === '/') expect(written.replace(/#.*$/, '')).toMatch(/^\/?$/);
    }), { numRuns: 3000 });
  });
});

describe('readOrigin', () => {
  it.each([
    ['', ''],
    ['https://example.com', 'https://example.com'],
    ['https://Example.COM/', 'https://example.com'],
    ['example.com', 'https://example.com'],
    ['http://example.com:80', 'http://example.com'],
    ['http://example.com:8080', 'http://example.com:8080'],
  ])('reads %j as %j', (field, origin) => {
    expect(readOrigin(field)).toEqual({ origin, error: '' });
  });

  it('refuses a path or a space, saying what to write', () => {
    expect(readOrigin('https://example.com/shop').error).toMatch(/https:\/\/example\.com \(no path\)/);
    expect(readOrigin('my site').error).toMatch(/not an origin/);
  });
});
