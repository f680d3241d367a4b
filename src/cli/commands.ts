/**
 * The commands of `robotscope` as data: name, one-line summary, synopsis, what it does, its
 * options with their words, what its exit codes mean, and how to run it. The flags are read from
 * this table (args.ts) and every help text is written from it (usage.ts), so a flag cannot exist
 * without its help, nor help describe a flag that is gone.
 *
 * Each command's module is loaded when it runs: `--help`, `--version` and a usage error load no
 * engine, so they answer in about Node's own start-up time.
 */
import { PROFILES } from '../core/types.ts';
import type { CommandSpec, OptionDoc, RobotsArgs } from './commandSpec.ts';

const json: OptionDoc = { type: 'boolean', help: 'Print the answer as JSON (an error too: {"error": ...}).' };
/** check, test, diff and review: each crawler's reading (core readingFor), or one for all (issue 29 §1). */
const documented = "documented: each crawler as its operator documents (Google's crawlers as Google, one that documents nothing more by RFC 9309, saying where Google's lenient parser answers otherwise)";
const reading: OptionDoc = { type: 'string', value: 'P', help: `How to read each crawler: ${documented}, the default; or one for all: ${PROFILES.join(', ')}.` };
/** lint: the file read as Google's parser reads it under `documented`, problems saying where other crawlers read it otherwise; or one reading forced for all (core fileReading). */
const lintReading: OptionDoc = { type: 'string', value: 'P', help: `How to read the file: documented, the default (Google's open-source parser, with what crawlers documented to read otherwise make of it); or one reading for every crawler: ${PROFILES.join(', ')}.` };
/** diff and review: the crawlers and URLs to compare. */
const crawlerEach: OptionDoc = { type: 'string', multiple: true, value: 'CRAWLER', help: 'A crawler (a token or a whole User-Agent header); repeat it for more.' };
/** The export form of a URL file (core urlFile.ts), as check/diff/review and coverage say it. */
const EXPORT_FORM = 'when its first row is a header naming a URL column (url, Address, loc, Page ...), that column of the CSV';
/** How --urls LIST is read (input.ts readUrlFile, core urlFile.ts): what the file holds decides, never its name. */
const LIST_EXPORTS = `when it opens with {, the records of a results file (the page's exports, check --json); ${EXPORT_FORM} (a row with more cells than its header refused, naming its line, where the URL column is not the first, as its URL may be cut or another cell's; where it is, read and said on standard error); else one URL per line, each line whole (a comma in a URL is kept). In every form blank entries and # comments are skipped and each URL is taken once; the file's name does not matter; - reads standard input.`;
const compareList: OptionDoc = { type: 'string', value: 'LIST', help: `Also compare the URLs of LIST: ${LIST_EXPORTS}` };
/** diff and review: the two versions compared. */
const oldNew: RobotsArgs = { names: 'OLD and NEW', fetched: true };
const failOn = (values: string, default_: string): OptionDoc => ({ type: 'string', value: values, help: `What exits 1 (default ${default_}); none: always 0 once answered.` });

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: 'check',
    summary: 'The verdict for each URL and the line that decided it.',
    usage: 'check FILE --ua CRAWLER... [options] (URL... | --urls LIST)',
    details: [
      'BLOCKED  https://example.com/private  line 7: Disallow: /private',
      'Each --ua names a crawler: a token (--ua AdsBot-Google) or a whole User-Agent header, read like the app\'s field, and checked with what its operator documents: its fallback chain (Googlebot-Image, then Googlebot; Applebot, then Googlebot), crawlers that ignore the * group (AdsBot-Google, Mediapartners-Google ...), and whether robots.txt governs it at all. A header that names no known crawler is read as one product token; standard error says which and why. --ua repeated or comma-separated (--ua Googlebot --ua GPTBot) checks each crawler, as diff and coverage do: each answer then names its crawler (BLOCKED  GPTBot  /private ...). A raw chain of tokens, as Google\'s library takes it, is batch\'s "uas".',
      'A crawler robots.txt does not govern (FeedFetcher-Google, ...) reads NOT GOVERNED, with what the file would ask of it; in JSON its "allowed" is null and "governed" false. It is never counted as blocked.',
      'Each URL is checked as a browser requests it, percent-encoded ("compared as" says when that changed it). A URL that is no URL or path, or (for a fetched file) of another site, is not checked: NOT CHECKED with why, exit 2.',
    ],
    options: {
      ua: { type: 'string', multiple: true, value: 'CRAWLER', help: 'A crawler: a token or a whole User-Agent header; repeat it (or separate by commas) for more.' },
      urls: { type: 'string', value: 'LIST', help: `Also check the URLs of LIST: ${LIST_EXPORTS}` },
      profile: reading,
      json: { ...json, help: 'Print the answers as JSON, one record per URL and crawler; "chain" is the token chain actually tried.' },
      'whole-file': { type: 'boolean', help: 'google: Google\'s library on the whole file, not Googlebot on its first 500 KiB.' },
      'fail-on': failOn('blocked|none', 'blocked'),
    },
    exit: '0 when no URL is blocked, 1 when any is, 4 when FILE is a URL that gave no answer.',
    robots: { names: 'FILE', fetched: true },
    run: async (args, out) => (await import('./check.ts')).runCheck(args, out),
  },
  {
    name: 'lint',
    summary: 'Diagnostics of one or more files, as FILE:LINE:COL severity code message.',
    usage: 'lint FILE... [--profile P] [--json] [--fail-on LEVEL]',
    details: [
      'Each FILE is reported in turn; a FILE that cannot be read is said on standard error and the others are still linted. --json prints one array of diagnostics, each with its "file".',
    ],
    options: { profile: lintReading, json, 'fail-on': failOn('error|warning|none', 'error') },
    exit: '0 when no diagnostic reaches --fail-on, 1 when one does, 2 when a FILE could not be read, 4 when a URL gave no answer.',
    robots: { names: 'FILE', fetched: true },
    run: async (args, out) => (await import('./lint.ts')).runLint(args, out),
  },
  {
    name: 'fmt',
    summary: 'Formats a file without changing any verdict.',
    usage: 'fmt FILE [--check | --write]',
    details: [
      'Directive keys spelled as in the standard (User-agent, Disallow), one space after the colon, one blank line between groups; comments, values and each line\'s own ending (LF, CRLF) kept. No verdict changes under any profile: a line is rewritten only where every profile reads it the same, and a file near the 500 KiB limit is left alone. Prints the result (the exact bytes, unless to a terminal).',
    ],
    options: {
      check: { type: 'boolean', help: 'Print nothing formatted; exit 1 when FILE is not formatted.' },
      write: { type: 'boolean', help: 'Rewrite FILE in place when it changes.' },
    },
    exit: '0 when formatted (or already), 1 with --check when FILE is not formatted.',
    robots: { names: 'FILE', fetched: false },
    run: async (args, out) => (await import('./fmt.ts')).runFmt(args, out),
  },
  {
    name: 'batch',
    summary: 'JSON Lines in, JSON Lines out: one answer per request line.',
    usage: 'batch [--profile P] [--whole-file] [--encode-url] < requests.jsonl',
    details: [
      '{"robots": TEXT | "robots_b64": BASE64, "ua": TOKEN | "uas": [TOKEN...] | "crawler": NAME, "url": URL} -> the record check --json gives, with its "version": {"verdict": "allowed" | "blocked" | "not governed", "line": N, "rule": ..., "reading": ..., "lenient": ..., "allowed": BOOL, "path": ..., ...}.',
      '"crawler": NAME (a token or a User-Agent header) is answered as check --ua NAME answers it: the crawler\'s documented rules ("crawlerRule", "chain"), read as its operator documents ("reading"), with another reading\'s answer where the readings disagree ("lenient"), and what the registry adds as codes ("notes": "not-governed", "unclear", "third-party", "recalled", "assumed" ...). "ua"/"uas" are raw tokens, as Google\'s library takes them, read as google. --profile P reads every request one way. A malformed line, or one over 64 MiB, answers {"error": ...} and the run goes on.',
      'The URL is compared as given, as Google\'s library does; --encode-url (or "encode_url": true in a request; false turns it off for one) checks it as a browser requests it, percent-encoded as check does, and the answer\'s "comparedAs" says so when that changed it.',
    ],
    options: {
      profile: { ...reading, help: `How to read each "crawler": ${documented}, the default; or one reading for every request: ${PROFILES.join(', ')}. "ua" and "uas" are read as google unless one is given.` },
      'whole-file': { type: 'boolean', help: 'google: read each file whole, not its first 500 KiB.' },
      'encode-url': { type: 'boolean', help: 'Check each URL as a browser requests it, percent-encoded.' },
    },
    exit: '0 once every line is answered.',
    run: async (args, out) => (await import('./batch.ts')).runBatch(args, out),
  },
  {
    name: 'test',
    summary: 'Checks expectations: the CI gate.',
    usage: 'test FILE --expect EXPECTATIONS.json [--profile P] [--junit OUT.xml] [--json]',
    details: [
      'EXPECTATIONS.json lists {"url", "crawler", "expect": "allowed" | "blocked"} (see the README for the file); each is checked for the crawler named, as it reads the file. Prints one line per expectation that fails, with the line that decided instead.',
    ],
    options: {
      expect: { type: 'string', value: 'FILE', help: 'The expectations file (required).' },
      profile: { ...reading, help: `How to read each crawler (default: the expectations file's "profile", else ${documented}); or one for all: ${PROFILES.join(', ')}.` },
      junit: { type: 'string', value: 'OUT.xml', help: 'Also write a JUnit XML report, one test case per expectation.' },
      json,
      'fail-on': failOn('expectation|none', 'expectation'),
    },
    exit: '0 when all hold, 1 when any fails, 4 when FILE is a URL that gave no answer.',
    robots: { names: 'FILE', fetched: true },
    run: async (args, out) => (await import('./test.ts')).runTest(args, out),
  },
  {
    name: 'diff',
    summary: 'The verdicts that change between two versions of a robots.txt, by cause.',
    usage: 'diff OLD NEW --ua CRAWLER... (--urls LIST | URL...) [--profile P] [--moves] [--json]',
    details: [
      'For each --ua crawler (repeat it) and each URL, the URL × crawler pairs whose verdict or deciding rule changes, with the deciding rule on each side, under the cause that changed them: NEWLY BLOCKED  Googlebot  /checkout/  Allowed (no rule matched) -> Blocked by line 9: Disallow: /check',
      'The same rule deciding from another line is a move, not a change: counted apart, listed with --moves.',
    ],
    options: {
      ua: crawlerEach,
      urls: compareList,
      profile: reading,
      moves: { type: 'boolean', help: 'List the moves too, and count them as changes.' },
      json,
    },
    exit: '0 when no verdict or deciding rule changes (moves alone are 0 unless --moves), 1 when some do.',
    robots: oldNew,
    run: async (args, out) => (await import('./diff.ts')).runDiff(args, out),
  },
  {
    name: 'review',
    summary: 'A review of a robots.txt change for a pull request, in GitHub Markdown.',
    usage: 'review OLD NEW [--ua CRAWLER...] [--urls LIST] [--expect FILE] [--declared FILE] [--profile P] [--markdown | --json]',
    details: [
      'Under 65,536 characters: a one-line verdict (Safe / Unsafe / Unchecked), the verdict changes by cause with example URLs, the expectations that now fail, the problems added or removed and the line diff. Crawlers from --ua and the --expect file; URLs from the arguments, --urls and the --expect file.',
    ],
    options: {
      ua: crawlerEach,
      urls: compareList,
      expect: { type: 'string', value: 'FILE', help: 'An expectations file (as robotscope test reads it): its crawlers and URLs are compared too, and a failing one makes the change unsafe.' },
      declared: { type: 'string', value: 'FILE', help: 'Expected differences as rules, one per line ("Disallow: /  # staging blocks everything"): reported apart, not judged.' },
      profile: reading,
      markdown: { type: 'boolean', help: 'Print Markdown (the default).' },
      json,
    },
    exit: '0 when the change is safe or unchecked (no expectations), 1 when it is unsafe (an expectation fails, or a new error).',
    robots: oldNew,
    run: async (args, out) => (await import('./review.ts')).runReview(args, out),
  },
  {
    name: 'history',
    summary: 'Since when, and by which change, a crawler may fetch a URL.',
    usage: 'history FILE --url URL --ua CRAWLER [--repo DIR] [--bisect] [--json]',
    details: [
      'FILE is a file in a git repository (every version git log --follow holds, read with git cat-file, never checked out) or a folder of dated snapshots (robots-2024-01-05.txt, ...). Prints each version\'s verdict and deciding line as check gives it (each crawler read as its operator documents, and where readings disagree, the other reading\'s answer), then the versions where the answer changed, with the cause.',
    ],
    options: {
      url: { type: 'string', value: 'URL', help: 'The URL to follow (required).' },
      ua: { type: 'string', multiple: true, value: 'CRAWLER', help: 'The crawler: a token or a whole User-Agent header (required; one: for several crawlers, run history once for each).' },
      repo: { type: 'string', value: 'DIR', help: 'The git repository FILE belongs to (default: found from FILE).' },
      bisect: { type: 'boolean', help: 'Read only about log2 of the versions to find where the newest answer began (assuming one change; readings coming to disagree, or to agree, is a change).' },
      profile: reading,
      json,
    },
    exit: '0 once the history is told.',
    run: async (args, out) => (await import('./history.ts')).runHistory(args, out),
  },
  {
    name: 'coverage',
    summary: "The site's real URLs against the file: per rule the URLs it decides, dead rules, sitemap URLs blocked, bots in the logs.",
    usage: 'coverage ROBOTS [--urls FILE...] [--sitemap FILE_OR_URL...] [--log FILE...] [--ip-ranges FILE...] [--ua CRAWLER...] [--json] [--fail-on sitemap-blocked]',
    details: [
      'Per --ua crawler (Googlebot when none) the verdict counts; per rule how many URLs it decides, with examples; the dead rules (they decide no URL of the set); and the sitemap URLs the file blocks, grouped by the deciding rule.',
      `--urls reads, by what the file holds (a file with no header is never read as CSV, whatever its name): when it opens with {, the records of a results file (check --json, the page's exports), as check reads it; ${EXPORT_FORM}, the other columns kept in --json (a row with more cells than its header refused where the URL column is not the first, as check refuses it, else said on standard error), or, named .csv/.tsv with a header naming none, its first column; a server access log; a sitemap; else one URL per line, each line whole. --sitemap reads a sitemap, a text sitemap or a sitemap index with its children (each looked for beside the index under its file name, or fetched when the index was); .gz files are unzipped. A --sitemap URL is fetched as fetch fetches (5 redirects, --timeout), up to the protocol's 50 MB, from public addresses only. Lines that are no URL are not checked (standard error says which).`,
      '--log reads server access logs (combined or common format, .gz too): per bot (the crawler its User-Agent names; all of them, or the --ua ones) its requests, whether it fetched robots.txt, and its requests to allowed and blocked URLs, the blocked share being its leak rate. With an operator\'s IP-range file (Google\'s googlebot.json, OpenAI\'s gptbot.json: {"prefixes": [{"ipv4Prefix": ...}]}) each request is verified or spoofed. Log lines that are no request are named on standard error.',
    ],
    options: {
      urls: { type: 'string', multiple: true, value: 'FILE', help: 'A URL list, a CSV/TSV export or a server log; repeat it for more.' },
      sitemap: { type: 'string', multiple: true, value: 'FILE_OR_URL', help: 'A sitemap, text sitemap or sitemap index (.gz too), a file or an http(s) URL; repeat it for more.' },
      log: { type: 'string', multiple: true, value: 'FILE', help: 'A server access log (combined or common format, .gz too); repeat it for more.' },
      'ip-ranges': { type: 'string', multiple: true, value: 'FILE', help: 'An operator\'s IP ranges (JSON) for the crawler its file name names (googlebot.json), or CRAWLER[,CRAWLER]=FILE; repeat it for more.' },
      host: { type: 'string', value: 'HOST', help: 'The site ROBOTS governs (www.example.com): the logs\' requests are its, and URLs of another site are not checked (default: the fetched ROBOTS\'s; with neither, every URL is checked against ROBOTS).' },
      ua: crawlerEach,
      profile: reading,
      json,
      timeout: { type: 'string', value: 'S', help: 'Seconds for each sitemap fetch, redirects included (default 10).' },
      'allow-private-network': { type: 'boolean', help: 'Let sitemap fetches reach loopback, link-local and private addresses.' },
      'fail-on': { type: 'string', value: 'sitemap-blocked', help: 'Exit 1 when some sitemap URL is blocked.' },
    },
    exit: '0, or with --fail-on sitemap-blocked 1 when some sitemap URL is blocked; 4 when a sitemap URL gave no answer.',
    robots: { names: 'ROBOTS', fetched: true },
    run: async (args, out) => (await import('./coverage.ts')).runCoverage(args, out),
  },
  {
    name: 'fetch',
    summary: 'Fetches a site\'s robots.txt as a crawler does and says what it concludes.',
    usage: 'fetch URL [--json] [--timeout S] [--output FILE]',
    details: [
      'RFC 9309 2.3; URL is a site, an origin or a robots.txt URL. Up to 5 redirects followed, across hosts (more: not found, everything allowed); 2xx: the body is read; 4xx but 429: everything allowed; 429, 5xx, a network error or the time limit: everything disallowed. The body is read whole, up to a cap past any real robots.txt, so each crawler is answered from what it reads (Googlebot: the first 500 KiB); past the cap the rest is not read, and it says so. Prints the redirect chain, status, type and size, and the file\'s own Sitemap: URLs (robotscope coverage --sitemap URL reads them).',
    ],
    options: {
      json,
      timeout: { type: 'string', value: 'S', help: 'Seconds for the whole fetch, redirects included (default 10).' },
      output: { type: 'string', short: 'o', value: 'FILE', help: 'Save the body\'s bytes to FILE.' },
    },
    exit: '0 when a file was fetched, 1 when none was (the crawler then allows or disallows everything), 4 when no answer came.',
    run: async (args, out) => (await import('./fetch.ts')).runFetch(args, out),
  },
  {
    name: 'mcp',
    summary: 'Serves the Model Context Protocol on standard input/output for AI agents.',
    usage: 'mcp [--allow-private-network]',
    details: [
      'Tools check_urls, lint_robots, diff_robots, fetch_robots, list_crawlers, test_expectations, format_robots, explain_url, lookup_crawler, coverage, sitemap_blocked (robots.txt as text or fetched by URL; sitemaps fetched by URL), each answering structured JSON with an output schema. Configure a client with: command robotscope, args ["mcp"]. A message over 16 MiB gets an error result; answers stay under 2 MiB (summarised).',
      'Fetches reach only public http(s) addresses: a URL, a redirect or a host name resolving to a loopback, link-local or private address is refused.',
    ],
    options: { 'allow-private-network': { type: 'boolean', help: 'Let fetches reach loopback, link-local and private addresses (a local server, an intranet).' } },
    exit: '0 when the client closes standard input.',
    // Its dependencies are optional: loadMcp says what to install when they are missing.
    run: async (args) => (await (await import('./optional-deps.ts')).loadMcp()).runMcp(args),
  },
  {
    name: 'serve',
    summary: 'Serves the app on http://127.0.0.1:4174/ from this machine.',
    usage: 'serve [--port P] [--dir DIR] [--allow-private-network]',
    details: [
      'With a same-origin endpoint the page uses to fetch a site\'s robots.txt as fetch does (a static host cannot: most sites do not let other pages read their robots.txt), with the file\'s own Sitemap: URLs, and one that fetches a public sitemap as coverage --sitemap URL does. Listens on 127.0.0.1 only and fetches only for the page itself.',
    ],
    options: {
      port: { type: 'string', value: 'P', help: 'The port (default 4174; 0 picks a free one).' },
      dir: { type: 'string', value: 'DIR', help: 'Serve this built site instead of the package\'s own.' },
      'allow-private-network': { type: 'boolean', help: 'Let sitemap fetches reach loopback, link-local and private addresses (a local server, an intranet).' },
    },
    exit: '0 when stopped.',
    run: async (args, out) => (await import('./serve.ts')).runServe(args, out),
  },
];

export const commandNamed = (name: string, commands: readonly CommandSpec[] = COMMANDS): CommandSpec | undefined => commands.find((c) => c.name === name);
