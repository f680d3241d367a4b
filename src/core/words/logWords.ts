/**
 * The words of server access logs and operators' IP-range files (issue 25 §1, §2), for people:
 * why a log line was not read as a request, why an IP-range file was refused, and what a
 * request's IP says about the crawler its User-Agent claims. The readers send the codes.
 */
import type { LogProblem } from '../accessLog.ts';
import type { IpRangeProblem } from '../ipRanges.ts';
import type { IpCheck } from '../logCoverage.ts';

/** Why a line of an access log is not a request; every log line is read or listed, never guessed. */
export const LOG_PROBLEM_WORDS: Readonly<Record<LogProblem, string>> = {
  format: 'not in the combined or common log format (IP - user [time] "request" status bytes "referer" "user-agent")',
  time: 'the time is not [day/Mon/year:hh:mm:ss ±zone]',
  'no-request': 'the client sent no request line ("-"): nothing was fetched',
  request: 'the request line is not METHOD TARGET HTTP/x (a TLS handshake on a plain port, a scanner\'s probe, a target with spaces)',
  target: 'the request target is neither a path (/…) nor an http(s) URL',
  'other-site': 'the request names another site (an absolute URL, as a proxy is asked): not a request for this site',
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
