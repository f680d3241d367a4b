/**
 * Which addresses a fetch on an agent's behalf may reach (`robotscope mcp`, issue 27 §4). An
 * agent passes on URLs it read anywhere, so a URL in a web page it was asked to summarise could
 * make the server fetch http://169.254.169.254/ (a cloud's instance credentials) or an admin
 * page on the loopback and hand the body back: server-side request forgery. The MCP server's
 * fetches therefore reach only public addresses, by default: every hop is checked (a public
 * site may redirect to the loopback), by its scheme, by an IP literal in it, and by every
 * address its host name resolves to (a public-looking name may resolve to 10.0.0.1).
 *
 * The connection itself is pinned too (guardedFetch): fetch() would resolve the name again when
 * it connects, so a name whose DNS answer changes between the check and the connection (DNS
 * rebinding, answers with a TTL of 0) could reach a private address; the guarded transport
 * (pinnedFetch.ts) connects through publicLookup, which refuses a private answer at the very
 * lookup the connection uses.
 *
 * The command's own sitemap fetches (`coverage --sitemap URL`, `serve`'s /api/sitemap) are
 * guarded the same way, hop and connection, in their own words (sitemapFetch.ts); a robots.txt a
 * person fetches with `fetch`, `check` or `serve` may be on their own network, as they ask.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { CliError } from './cli-error.ts';
import type { FetchOptions } from './fetchRobots.ts';
import { requestVia } from './pinnedFetch.ts';

/**
 * Addresses that are not the public internet (IANA special-purpose registries, RFC 6890):
 * "this network", private (RFC 1918, RFC 4193), shared (RFC 6598), loopback, link-local (where
 * cloud metadata services answer), protocol assignments, benchmarking, multicast and reserved.
 * An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked against the IPv4 rules (BlockList
 * does so itself); NAT64's 64:ff9b::/96 embeds an IPv4 address the same way.
 */
const NOT_PUBLIC: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], ['10.0.0.0', 8, 'ipv4'], ['100.64.0.0', 10, 'ipv4'], ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.0.0.0', 24, 'ipv4'], ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], ['224.0.0.0', 4, 'ipv4'], ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'], ['::1', 128, 'ipv6'], ['fc00::', 7, 'ipv6'], ['fe80::', 10, 'ipv6'], ['ff00::', 8, 'ipv6'],
];

const BLOCKED = new BlockList();
for (const [address, prefix, type] of NOT_PUBLIC) BLOCKED.addSubnet(address, prefix, type);

/** Whether `address` (an IP literal) is outside the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const nat64 = /^64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
    if (nat64) return isPrivateAddress(embeddedIpv4(nat64[1], nat64[2]));
  }
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function embeddedIpv4(high: string, low: string): string {
  const h = parseInt(high, 16);
  const l = parseInt(low, 16);
  return [h >> 8, h & 0xff, l >> 8, l & 0xff].join('.');
}

/** Said of every refusal: what the agent can do about it (each caller may say it its own way). */
const HOW = 'robotscope mcp fetches only public http(s) addresses unless started with --allow-private-network';

/** Resolves a host name to all its addresses; injected in tests. */
export type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Throws a CliError naming why `url` may not be fetched: not http(s), an IP literal outside the
 * public internet, or a name that resolves to one. A name that does not resolve is let through:
 * the fetch then fails as a network error, as it would for anyone.
 */
export async function refusePrivate(url: string, resolve: Resolve = resolveAll, how = HOW): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new CliError(`refused to fetch ${url}: ${parsed.protocol} is not http(s); ${how}`);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) {
    if (isPrivateAddress(host)) throw new CliError(`refused to fetch ${url}: ${host} is a loopback, link-local or private address; ${how}`);
    return;
  }
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return;
  }
  const inside = addresses.find(isPrivateAddress);
  if (inside !== undefined) throw new CliError(`refused to fetch ${url}: ${host} resolves to ${inside}, a loopback, link-local or private address; ${how}`);
}

/**
 * The lookup of a guarded connection: the name resolved once, refused if any address is private,
 * and the connection made to the addresses of that same answer (`all`: each, for Node's
 * happy-eyeballs connect; else the first). The callback is called once, outside the promise's
 * error path.
 */
export function publicLookup(resolve: Resolve = resolveAll, how = HOW): LookupFunction {
  return (hostname, options, callback) => {
    const fail = (error: NodeJS.ErrnoException) => callback(error, '', 0);
    resolve(hostname).then((addresses) => {
      const inside = addresses.find(isPrivateAddress);
      if (inside !== undefined) return fail(new CliError(`refused to connect to ${hostname}: it resolves to ${inside}, a loopback, link-local or private address; ${how}`));
      const found = addresses.map((address) => ({ address, family: isIP(address) })).filter((a) => !options.family || a.family === options.family);
      if (found.length === 0) return fail(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
      if (options.all) callback(null, found);
      else callback(null, found[0].address, found[0].family);
    }, fail);
  };
}

/**
 * The options of a fetch that may reach only public addresses (the MCP server's, and the
 * command's sitemap fetches: sitemapFetch.ts): every hop checked (refusePrivate) and every
 * connection pinned to a public answer (publicLookup). `how` says, in a refusal, how to allow more.
 */
export function guardedFetch(resolve: Resolve = resolveAll, how = HOW): Required<Pick<FetchOptions, 'guard' | 'transport'>> {
  return { guard: (url) => refusePrivate(url, resolve, how), transport: requestVia(publicLookup(resolve, how)) };
}
