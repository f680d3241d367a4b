/**
 * Server access logs read as requests (issue 25 §1): the combined and common formats as Apache
 * and nginx write them (their escapes included), the User-Agent reduced to the crawler's token
 * as the crawler field reads it, and every line that is not a request listed with its line
 * number and why, never guessed at. The fixture testdata/urlsets/lg/access_log (Apache's file
 * name; `*.log` is git-ignored) is a combined log of lg.com's real paths, against the corpus's
 * www.lg.com robots.txt.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { coverageSite, createAccessLogReader, isAccessLog, logSiteCount, logTime, readAccessLog, readAccessLogStream } from './accessLog.ts';
import { hostOrigin, logOrigin } from './siteOrigin.ts';
import { otherPortWords } from './words/logWords.ts';
import { readUserAgent } from './userAgent.ts';

const LOG = readFileSync(new URL('../../testdata/urlsets/lg/access_log', import.meta.url), 'utf8');
const options = { file: 'access.log', origin: 'https://www.lg.com' };
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('readAccessLog', () => {
  const log = readAccessLog(LOG, options);

  it('reads each combined and common line as a request with its URL, token, time, status and IP', () => {
    expect(log.requests).toHaveLength(23);
    expect(log.combined).toBe(22);
    expect(log.common).toBe(1);
    expect(log.requests[1]).toEqual({
      url: 'https://www.lg.com/us/', file: 'access.log', line: 2, attributes: {}, method: 'GET', target: '/us/',
      agent: GOOGLEBOT, token: 'Googlebot', how: 'registry', time: Date.UTC(2026, 10, 28, 6, 25, 3), status: 200, ip: '66.249.66.1',
    });
    const common = log.requests.find((r) => r.line === 20);
    expect(common).toMatchObject({ url: 'https://www.lg.com/us/', method: 'HEAD', agent: '', token: '', how: 'none', ip: '10.0.0.7' });
  });

  it('reduces each User-Agent to the token the crawler field gives', () => {
    const tokens = new Set(log.requests.map((r) => r.token));
    expect([...tokens]).toEqual(['Googlebot', 'GPTBot', 'bingbot', 'Baiduspider', 'Mozilla', '']);
    for (const r of log.requests) if (r.agent !== '') expect(r.token).toBe(readUserAgent(r.agent).token);
  });

  it('lists each line that is not a request with its number and why', () => {
    expect(log.malformed.map((m) => [m.line, m.problem])).toEqual([[22, 'request'], [23, 'no-request'], [24, 'other-site'], [27, 'format']]);
    expect(log.malformed[3].text).toBe('66.249.66.1 - - [28/Nov/2026:06:47:01 +0000] "GET /us/tvs/ HTT');
  });

  it('keeps each URL a path when no host is named', () => {
    const paths = readAccessLog(LOG, { file: 'a.log', origin: '' });
    expect(paths.requests[1].url).toBe('/us/');
    // Without a site named, a proxy's absolute target is kept as it is, not called another site.
    expect(paths.requests.find((r) => r.line === 24)?.url).toBe('http://proxy-judge.example.net/azenv.php');
  });

  it('unescapes quoted fields as Apache and nginx escape them (\\" \\\\ and \\xhh bytes, UTF-8)', () => {
    const line = String.raw`1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "GET /caf\xc3\xa9?q=\"x\" HTTP/1.1" 200 5 "-" "My \"quoted\" bot\\1"`;
    const [r] = readAccessLog(line, options).requests;
    expect(r.target).toBe('/café?q="x"');
    expect(r.agent).toBe('My "quoted" bot\\1');
  });

  it('ignores fields after the User-Agent (nginx logs often append X-Forwarded-For)', () => {
    const line = `1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "GET / HTTP/1.1" 200 5 "-" "${GOOGLEBOT}" "66.249.66.1, 10.0.0.1"`;
    expect(readAccessLog(line, options).requests[0]).toMatchObject({ token: 'Googlebot', url: 'https://www.lg.com/' });
  });

  it.each([
    ['1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "GET / HTTP/1.1" 200', 'format'],
    ['1.2.3.4 - - [1/Jan/2026:00:00:00 +0000] "GET / HTTP/1.1" 200 5', 'time'],
    ['1.2.3.4 - - [01/Foo/2026:00:00:00 +0000] "GET / HTTP/1.1" 200 5', 'time'],
    ['1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "GET / HTTP/1.1" 2000 5', 'status'],
    ['1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "GET /a b HTTP/1.1" 400 5', 'request'],
    ['1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "OPTIONS * HTTP/1.1" 200 5', 'target'],
    ['1.2.3.4 - - [01/Jan/2026:00:00:00 +0000] "GET / HTTP/1.1" 200 5 "-"', 'format'],
    ['{"ip": "1.2.3.4", "path": "/"}', 'format'],
  ])('refuses %s (%s)', (line, problem) => {
    expect(readAccessLog(line, options).malformed).toEqual([{ file: 'access.log', line: 1, problem, text: line }]);
  });

  it('reads the same however the text is cut into pieces (a line split across chunks, CRLF)', () => {
    const crlf = LOG.replace(/\n/g, '\r\n');
    for (const size of [1, 7, 64, 4096]) {
      const reader = createAccessLogReader(options);
      for (let i = 0; i < crlf.length; i += size) reader.push(crlf.slice(i, i + size));
      expect(reader.end()).toEqual(log);
    }
  });

  it('reads a gzipped log from the stream the caller gives (DecompressionStream), with progress', async () => {
    const gz = gzipSync(Buffer.from(LOG));
    const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream('gzip'));
    const seen: number[] = [];
    expect(await readAccessLogStream(stream, options, (n) => seen.push(n))).toEqual(log);
    expect(seen[seen.length - 1]).toBe(Buffer.byteLength(LOG));
  });
});

describe('Apache\'s vhost_combined (%v:%p %h %l %u %t …)', () => {
  const line = (vhost: string, ip: string, target: string) => `${vhost} ${ip} - - [29/Nov/2026:10:00:00 +0000] "GET ${target} HTTP/1.1" 200 1 "-" "${GOOGLEBOT}"`;
  const LINES = [
    line('www.example.com:443', '66.249.66.1', '/private/a'),
    line('shop.example.com:443', '66.249.66.2', '/nogoogle/x'),
    line('WWW.example.com:443', '6.6.6.6', '/nogoogle/y'),
    line('www.example.com:80', '66.249.66.3', '/old'),
    line('www.example.com:443', '66.249.66.4', 'http://evil.example.net/z'),
  ].join('\n');

  it('takes the leading host:port as the request\'s site and the client IP from the field after it (F15)', () => {
    const read = readAccessLog(LINES, { file: 'vhost.log', origin: 'https://www.example.com' });
    expect(read.requests.map((r) => [r.line, r.url, r.ip])).toEqual([
      [1, 'https://www.example.com/private/a', '66.249.66.1'],
      [3, 'https://www.example.com/nogoogle/y', '6.6.6.6'],
      [4, 'https://www.example.com/old', '66.249.66.3'],
    ]);
    expect(read.vhost).toBe(3);
    // Another host: not a request for https://www.example.com.
    expect(read.malformed.map((m) => [m.line, m.problem])).toEqual([[2, 'other-host'], [5, 'other-site']]);
  });

  it('counts the site\'s host on another port as the site\'s, and says so (a server behind a TLS proxy logs port 80: review15 §4)', () => {
    const https = readAccessLog(LINES, { file: 'vhost.log', origin: 'https://www.example.com' });
    expect(https.otherPort).toEqual({ host: 'www.example.com', sitePort: 443, ports: [80], requests: 1, line: 4 });
    expect(readAccessLog(LINES, { file: 'vhost.log', origin: 'http://www.example.com' }).otherPort).toEqual({ host: 'www.example.com', sitePort: 80, ports: [443], requests: 2, line: 1 });
    expect(readAccessLog(LINES, { file: 'vhost.log', origin: 'https://www.example.com:8443' }).otherPort).toMatchObject({ sitePort: 8443, ports: [443, 80], requests: 3 });
    expect(readAccessLog(line('www.example.com:443', '66.249.66.1', '/a'), { file: 'a.log', origin: 'https://www.example.com' }).otherPort).toBeNull();
    expect(otherPortWords('vhost.log', https.otherPort!)).toBe('1 request of the log “vhost.log” (the first on line 4) was made to www.example.com on port 80, not the site\'s port 443: the host is the site\'s and only the port differs, as a server behind a TLS proxy or load balancer logs the port it listens on, so they are counted as the site\'s requests. If port 80 serves a site of its own with another robots.txt, they are that site\'s and do not belong in these counts.');
  });

  it('notes the hosts the requests name: several with no site known are several sites (review15 §3)', () => {
    const paths = readAccessLog(LINES, { file: 'vhost.log', origin: '' });
    expect(paths.hosts).toEqual(['www.example.com', 'shop.example.com']);
    expect(logSiteCount([paths])).toBe(2);
    expect(logSiteCount([readAccessLog(LINES, { file: 'vhost.log', origin: 'https://www.example.com' })])).toBe(1);
    expect(logSiteCount([readAccessLog(line('www.example.com:443', '1.2.3.4', '/a'), { file: 'a', origin: '' }), readAccessLog(line('shop.example.com:443', '1.2.3.4', '/a'), { file: 'b', origin: '' })])).toBe(2);
    expect(logSiteCount([readAccessLog('66.249.66.1 - - [10/Oct/2026:13:55:36 -0700] "GET / HTTP/1.1" 200 5', { file: 'c', origin: '' })])).toBe(0);
  });

  it('knows the format as a log, and never takes a common line\'s IPv6 client for a vhost', () => {
    expect(isAccessLog(LINES)).toBe(true);
    const v6 = readAccessLog(`2001:db8::1 - - [29/Nov/2026:10:00:00 +0000] "GET /a HTTP/1.1" 200 1 "-" "${GOOGLEBOT}"`, { file: 'a.log', origin: 'https://www.example.com' });
    expect(v6.requests.map((r) => [r.ip, r.url])).toEqual([['2001:db8::1', 'https://www.example.com/a']]);
    expect(v6.vhost).toBe(0);
  });
});

describe('hostOrigin and coverageSite: the site a host text names, beside a fetched file\'s (review15 §6, §7.6)', () => {
  it('reads a host text as --host, the MCP tools\' host and the page\'s Host field take it', () => {
    expect([hostOrigin(undefined), hostOrigin('  '), hostOrigin('WWW.example.com'), hostOrigin('http://example.com:8080/x'), hostOrigin('www example com')]).toEqual(['', '', 'https://www.example.com', 'http://example.com:8080', null]);
  });

  it('takes the fetched file\'s site, a host naming it, or the host alone; refuses one that names no host or another site', () => {
    expect(coverageSite('', undefined, '--host')).toEqual({ origin: '' });
    expect(coverageSite('', 'www.example.com', '--host')).toEqual({ origin: 'https://www.example.com' });
    expect(coverageSite('https://www.example.com', 'www.example.com', 'host')).toEqual({ origin: 'https://www.example.com' });
    expect(coverageSite('https://www.example.com', undefined, 'host')).toEqual({ origin: 'https://www.example.com' });
    expect(coverageSite('https://www.example.com', 'shop.example.com', 'host')).toEqual({ problem: 'host names https://shop.example.com, but the robots.txt was fetched from https://www.example.com and governs that site alone (RFC 9309 2.3): leave host out, or fetch https://shop.example.com/robots.txt' });
    expect(coverageSite('', 'a b', '--host')).toEqual({ problem: '--host “a b” names no host: give the site\'s host name (www.example.com) or origin (https://example.com:8080)' });
  });
});

describe('isAccessLog', () => {
  it('knows a log by its first line that is not blank, whatever the file is named; never a sitemap, an export or a URL list', () => {
    expect(isAccessLog('\n66.249.66.1 - - [10/Oct/2026:13:55:36 -0700] "GET / HTTP/1.1" 200 5 "-" "Googlebot/2.1"\nrest')).toBe(true);
    expect(isAccessLog('10.0.0.7 - - [28/Nov/2026:06:40:00 +0000] "HEAD /us/ HTTP/1.1" 200 0')).toBe(true);
    for (const text of ['<?xml version="1.0"?><urlset/>', 'Address,Status Code\nhttps://a.test/,200', 'https://a.test/\n/b', '', 'User-agent: *\nDisallow: /']) expect(isAccessLog(text)).toBe(false);
  });
});

describe('logTime', () => {
  it('reads Apache %t / nginx $time_local with its zone', () => {
    expect(logTime('10/Oct/2000:13:55:36 -0700')).toBe(Date.UTC(2000, 9, 10, 20, 55, 36));
    expect(logTime('01/Jan/2026:00:30:00 +0530')).toBe(Date.UTC(2025, 11, 31, 19, 0, 0));
    expect(logTime('2026-01-01T00:00:00Z')).toBeNaN();
    expect(logTime('32/Jan/2026:00:00:00 +0000')).toBeNaN();
  });
});

describe('logOrigin', () => {
  it('reads the host a person names as the site origin, https unless said', () => {
    expect(logOrigin('www.lg.com')).toBe('https://www.lg.com');
    expect(logOrigin(' http://Example.com:8080/ ')).toBe('http://example.com:8080');
    expect(logOrigin('ftp://example.com')).toBeNull();
    expect(logOrigin('two words')).toBeNull();
    expect(logOrigin('')).toBeNull();
  });
});
