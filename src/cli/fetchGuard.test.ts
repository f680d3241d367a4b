/**
 * Issue 27 §4: the MCP server's fetches reach only public addresses. Each range by an address
 * inside it and one just outside, names by what they resolve to (a resolver injected), and every
 * hop of a redirect chain.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, refusePrivate } from './fetchGuard.ts';
import { fetchRobots } from './fetchRobots.ts';
import { startRobotsServer, type RobotsServer } from './robots-server.test-helper.ts';

describe('isPrivateAddress', () => {
  it('names loopback, link-local, private, shared and reserved addresses, IPv4 and IPv6', () => {
    for (const a of ['127.0.0.1', '127.255.0.9', '169.254.169.254', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
      '::1', '::', 'fe80::1', 'febf::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });

  it('lets public addresses through, those next to the ranges included', () => {
    for (const a of ['8.8.8.8', '93.184.216.34', '172.15.255.255', '172.32.0.1', '169.255.0.1', '100.128.0.1', '11.0.0.1', '2606:4700::1111', 'fec0::1', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });
});

describe('refusePrivate', () => {
  const resolvesTo = (...addresses: string[]) => async () => addresses;

  it('refuses a scheme that is not http(s), and an IP literal outside the public internet', async () => {
    await expect(refusePrivate('file:///etc/passwd')).rejects.toThrow('file: is not http(s)');
    await expect(refusePrivate('http://[::1]:8080/robots.txt')).rejects.toThrow('::1 is a loopback, link-local or private address');
    await expect(refusePrivate('http://2130706433/robots.txt')).rejects.toThrow('127.0.0.1 is a loopback');
    await expect(refusePrivate('http://8.8.8.8/robots.txt')).resolves.toBeUndefined();
  });

  it('refuses a name when any address it resolves to is private', async () => {
    await expect(refusePrivate('https://intranet.example/robots.txt', resolvesTo('93.184.216.34', '10.0.0.7'))).rejects.toThrow('intranet.example resolves to 10.0.0.7');
    await expect(refusePrivate('https://example.com/robots.txt', resolvesTo('93.184.216.34', '2606:2800::1'))).resolves.toBeUndefined();
    // A name that does not resolve fails as a network error in the fetch itself, as for anyone.
    await expect(refusePrivate('https://nx.example/robots.txt', async () => { throw new Error('ENOTFOUND'); })).resolves.toBeUndefined();
  });
});

describe('fetchRobots with a guard', () => {
  let server: RobotsServer;
  beforeAll(async () => {
    server = await startRobotsServer();
  });
  afterAll(() => server.close());

  it('checks every hop: a redirect to a private name is refused before it is followed', async () => {
    // The first hop (the test server's 127.0.0.1) is let through here; the redirect's target, localhost, is checked as the server checks it.
    const guard = (url: string) => (new URL(url).hostname === 'localhost' ? refusePrivate(url) : Promise.resolve());
    await expect(fetchRobots(`${server.origin}/cross/robots.txt`, { guard })).rejects.toThrow(/localhost resolves to (127\.0\.0\.1|::1)/);
    const plain = await fetchRobots(`${server.origin}/cross/robots.txt`);
    expect(plain.conclusion).toBe('parse');
  });
});
