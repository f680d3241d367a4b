/**
 * The words of server access logs and operators' IP-range files (issue 25 §1, §2), for people:
 * why a log line was not read as a request, why an IP-range file was refused, and what a
 * request's IP says about the crawler its User-Agent claims. The readers send the codes.
 */
import type { LogProblem, OtherPort } from '../accessLog.ts';
import type { IpRangeProblem } from '../ipRanges.ts';
import type { IpCheck } from '../logCoverage.ts';
import { HOST_WORDS } from './hostWords.ts';
import { NOT_GOVERNED_WORDS, verdictCountWords } from './tallyWords.ts';

/** Why a line of an access log is not a request; every log line is read or listed, never guessed. */
export const LOG_PROBLEM_WORDS: Readonly<Record<LogProblem, string>> = {
  format: 'not in the combined or common log format (IP - user [time] "request" status bytes "referer" "user-agent")',
  time: 'the time is not [day/Mon/year:hh:mm:ss ±zone]',
  'no-request': 'the client sent no request line ("-"): nothing was fetched',
  request: 'the request line is not METHOD TARGET HTTP/x (a TLS handshake on a plain port, a scanner\'s probe, a target with spaces)',
  target: 'the request target is neither a path (/…) nor an http(s) URL',
  'other-site': 'the request names another site (an absolute URL, as a proxy is asked): not a request for this site',
  'other-host': 'the request was made to another site (the host:port that starts the line, Apache\'s vhost_combined): not a request for this site',
  status: 'the status is not a three-digit HTTP status',
};

/** Why an operator's IP-range file was refused as a whole: a range left out would call real crawlers spoofed. */
export const IP_RANGE_PROBLEM_WORDS: Readonly<Record<IpRangeProblem, string>> = {
  json: 'is not JSON',
  shape: 'has no "prefixes" list (the format Google and OpenAI publish: {"prefixes": [{"ipv4Prefix": "66.249.64.0/27"}, {"ipv6Prefix": "2001:4860:4801:10::/64"}]})',
  prefix: 'has a prefix that is no IPv4 or IPv6 CIDR range',
};

/** What a request's client IP says about the crawler its User-Agent names. */
export const IP_CHECK_WORDS: Readonly<Record<IpCheck, string>> = {
  verified: 'verified (the IP is in the operator\'s published ranges)',
  spoofed: 'spoofed (the User-Agent names the crawler, the IP is outside its operator\'s published ranges)',
  unchecked: 'unchecked (claimed by the User-Agent only: no IP-range file for this crawler, or no IP logged)',
};

const count = (n: number) => n.toLocaleString('en');
/** "1 request", "23 requests". */
const many = (n: number, one: string) => `${count(n)} ${one}${n === 1 ? '' : 's'}`;

/**
 * A vhost_combined log's requests to the site's host on another port (accessLog.ts OtherPort),
 * counted as the site's: what was done, why, and when it would be wrong.
 */
export const otherPortWords = (file: string, p: OtherPort) => {
  const ports = p.ports.join(' and ');
  return `${many(p.requests, 'request')} of the log “${file}” (the first on line ${count(p.line)}) ${p.requests === 1 ? 'was' : 'were'} made to ${p.host} on port ${ports}, not the site's port ${p.sitePort}: the host is the site's and only the port differs, as a server behind a TLS proxy or load balancer logs the port it listens on, so they are counted as the site's requests. If port ${ports} serves a site of its own with another robots.txt, they are that site's and do not belong in these counts.`;
};

/**
 * Logs against the rules (issue 25 §2), as the page's view and `robotscope coverage --log` both
 * say them: one sentence per fact, so the page and the terminal cannot tell two stories.
 */
export const LOG_VIEW_WORDS = {
  /** "23 requests (3 from no bot; 4 lines not read)" */
  total: (requests: number, notBots: number, notRead: number) =>
    `${many(requests, 'request')} (${count(notBots)} from no bot${notRead > 0 ? `; ${many(notRead, 'line')} not read` : ''})`,
  /** "1 request", "17,192 requests". */
  requests: (n: number) => many(n, 'request'),
  robotsTxt: (n: number) => (n > 0 ? `fetched robots.txt ${count(n)}×` : 'never fetched robots.txt'),
  hits: (h: { allowed: number; blocked: number }) => verdictCountWords(h),
  /** The blocked share of the checked requests, a whole percent. */
  leak: (rate: number) => `${Math.round(rate * 100)}%`,
  notGoverned: NOT_GOVERNED_WORDS,
  noBot: 'No bot in the ticked logs: their requests name browsers only, or no User-Agent.',
  /** A blocked request shown as an example: "/us/mylg/ (access_log:7, 185.191.171.7)". */
  blocked: (r: { target: string; file: string; line: number; ip: string }) => `${r.target}  (${r.file}:${r.line}, ${r.ip})`,
  ranges: (name: string, prefixes: number) => `IP ranges ${name} · ${count(prefixes)} prefixes · for`,
  rangesNone: 'Choose…',
  host: 'Host of the logs',
  hostBad: (text: string) => `${HOST_WORDS.bad(text)}. The logs keep the last one.`,
  /** The Host is empty: none typed, and neither the Origin field, a fetched file nor the file's Sitemap lines name the site (state logHost). */
  hostPaths: 'No Host: the logs’ requests are tested as paths. Give the site they were made to.',
  /** The Host is the one the file's Sitemap lines name, none typed and no Origin field or fetched file (state logHostFromSitemaps): a guess, a sitemap may be on a CDN. */
  hostFromSitemaps: 'Host taken from the file’s Sitemap lines; change it if the logs are another site’s.',
  /** The page's table's columns, after Bot; a narrow screen writes each above its figure. */
  columns: { requests: 'Requests', robotsTxt: 'robots.txt', allowed: 'Allowed', blocked: 'Blocked', leak: 'Leak rate' },
} as const;
