/** The help text and the version: what `robotscope --help` and `--version` print. */
import { readFileSync } from 'node:fs';

export const USAGE = `robotscope — check and lint robots.txt files the way Google's parser reads them

Usage:
  robotscope check FILE --ua CRAWLER [--profile P] [--json] [--whole-file] URL...
  robotscope lint FILE [--profile P] [--json]
  robotscope fmt FILE [--check | --write]
  robotscope batch [--profile P] [--whole-file] [--encode-url]  < requests.jsonl
  robotscope test FILE --expect EXPECTATIONS.json [--profile P] [--junit OUT.xml] [--json]
  robotscope diff OLD NEW --ua CRAWLER... (--urls FILE | URL...) [--profile P] [--moves] [--json]
  robotscope review OLD NEW [--ua CRAWLER...] [--urls FILE] [--expect FILE] [--declared FILE] [--json]
  robotscope history FILE --url URL --ua CRAWLER [--repo DIR] [--bisect] [--json]
  robotscope coverage ROBOTS --urls FILE... [--sitemap FILE...] [--ua CRAWLER...] [--json] [--fail-on sitemap-blocked]
  robotscope fetch URL [--json] [--timeout S] [--output FILE]
  robotscope mcp [--allow-private-network]
  robotscope serve [--port P]
  robotscope --help | --version

Commands:
  check   The verdict for each URL and the line that decided it.
          BLOCKED  https://example.com/private  line 7: Disallow: /private
          A single --ua names a crawler: a token (--ua AdsBot-Google) or a whole User-Agent
          header, read like the app's field, and checked with what its operator documents:
          its fallback chain (Googlebot-Image, then Googlebot; Applebot, then Googlebot),
          crawlers that ignore the * group (AdsBot-Google, Mediapartners-Google ...), and
          whether robots.txt governs it at all. A header that names no known crawler is read
          as one product token; standard error says which and why. --ua repeated or
          comma-separated (--ua Googlebot-Image,Googlebot) is a chain of raw tokens, most
          specific first, matched as Google's library matches them. --json prints a JSON
          array; each answer's "chain" is the token chain actually tried.
          A crawler robots.txt does not govern (FeedFetcher-Google, ...) reads NOT GOVERNED,
          with what the file would ask of it; it is never counted as blocked.
          Exit 0 when no URL is blocked, 1 when any is.
  lint    Diagnostics as FILE:LINE:COL severity code message (--json: an array).
          Exit 1 when any diagnostic is an error, else 0.
  fmt     Formats the file: directive keys spelled as in the standard (User-agent, Disallow),
          one space after the colon, one blank line between groups; comments, values and each
          line's own ending (LF, CRLF) kept. No verdict changes under any profile: a line is
          rewritten only where every profile reads it the same, and a file near the 500 KiB
          limit is left alone. Prints the result (the exact bytes, unless to a terminal);
          --write rewrites FILE, --check prints nothing formatted and exits 1 when FILE is
          not formatted.
  test    Checks expectations, the CI gate: EXPECTATIONS.json lists {"url", "crawler",
          "expect": "allowed" | "blocked"} (see the README for the file); each
          is checked for the crawler named, as it reads the file. Prints one line per
          expectation that fails, with the line that decided instead; --junit writes a JUnit
          XML report (one test case per expectation). Exit 0 when all hold, 1 when any fails.
  diff    The verdicts that change between two versions of a robots.txt, for each --ua
          crawler (repeat it) and each URL (arguments, or --urls FILE with one per line):
          each change under its cause ("Googlebot now reads the Googlebot group (line 4)
          instead of the * group (old line 12)", "The rule Allow: /signin/$ (old line 474) was removed"):
             NEWLY BLOCKED  Googlebot  /checkout/  Allowed (no rule) -> Blocked by line 9: Disallow: /check
          The same rule decided from another line is a move, not a change: counted, listed with
          --moves. Exit 0 when no verdict or deciding rule changes (moves alone: 0, unless
          --moves), 1 when some do.
  review  A review of the change for a pull request, in GitHub Markdown (under 65,536
          characters): a one-line verdict (Safe / Unsafe / Unchecked), the verdict changes by
          cause with example URLs, the expectations that now fail, the problems added or
          removed and the line diff. Crawlers from --ua and the --expect file; URLs from the
          arguments, --urls and the --expect file. --declared FILE lists expected differences
          as rules ("Disallow: /  # staging blocks everything"): reported apart, not judged.
          Exit 0 when safe or unchecked, 1 when unsafe (an expectation fails, or a new error).
  history Since when, and by which change, CRAWLER may fetch URL: FILE is a file in a git
          repository (every version git log --follow holds, read with git cat-file, never
          checked out) or a folder of dated snapshots (robots-2024-01-05.txt, ...). Prints each
          version's verdict and deciding line, then the versions where the verdict changed,
          with the cause. --bisect reads only about log2 of the versions to find where the
          newest verdict began (assuming one change). Exit 0.
  coverage The site's real URLs against the file: per --ua crawler (repeat it; Googlebot when
          none) the verdict counts; per rule how many URLs it decides, with examples; the dead
          rules (they decide no URL of the set); and the sitemap URLs the file blocks, grouped by
          the deciding rule. --urls reads a CSV/TSV export (the URL column found by its header:
          Address, URL, Loc, Page ...; the other columns kept in --json) or one URL per line;
          --sitemap reads a sitemap, a text sitemap or a sitemap index with its children (each
          looked for beside the index under its file name); .gz files are unzipped. Lines that
          are no URL are not checked (standard error says which). Exit 0, or with
          --fail-on sitemap-blocked 1 when some sitemap URL is blocked.
  batch   JSON Lines on standard input, one answer line per non-blank request line:
          {"robots": TEXT | "robots_b64": BASE64, "ua": TOKEN | "uas": [TOKEN...], "url": URL}
          -> {"allowed": BOOL, "line": N, "path": ..., "rule": ..., "reason": ...}
          "ua"/"uas" are raw tokens, as Google's library takes them; "crawler": NAME (a token
          or a User-Agent header) applies the crawler's documented semantics instead, and its
          answer adds "crawler", "chain", "crawlerRule", "robots" and "confidence".
          The URL is compared as given, as Google's library does; --encode-url (or
          "encode_url": true in a request; false turns it off for one) checks it as a browser
          requests it, percent-encoded as check does, and the answer's "comparedAs" says so
          when that changed it.
          A malformed line, or one over 64 MiB, answers {"error": ...} and the run goes on.
  fetch   Fetches a site's robots.txt as a crawler does (RFC 9309 2.3; URL is a site, an
          origin or a robots.txt URL) and says what the crawler concludes: up to 5 redirects
          followed, across hosts (more, or a redirect without a Location: not found,
          everything allowed, as Google reads it); 2xx: the body is read;
          4xx but 429: everything allowed; 429, 5xx, a network error or --timeout (10 s for
          the whole fetch): everything disallowed. The body is read as Googlebot reads it, a
          little past 500 KiB and no further. Prints the redirect chain, status, type and
          size (--json); --output saves the body's bytes. Exit 0 when a file was fetched,
          1 when none was, 4 when no answer came.
  mcp     Serves the Model Context Protocol on standard input/output for AI agents: tools
          check_urls, lint_robots, diff_robots, fetch_robots, list_crawlers, test_expectations,
          format_robots, explain_url, lookup_crawler (robots.txt as text or fetched by URL),
          each answering structured JSON with an output schema. Configure a client with:
          command robotscope, args ["mcp"]. A message over 16 MiB gets an error result;
          answers stay under 2 MiB (summarised). Fetches reach only public http(s) addresses,
          redirects and DNS answers included, unless --allow-private-network is given.
  serve   Serves the app on http://127.0.0.1:4174/ from this machine, with a same-origin
          endpoint the page uses to fetch a site's robots.txt as fetch does (a static host
          cannot: most sites do not let other pages read their robots.txt). Listens on
          127.0.0.1 only and fetches only for the page itself.

FILE is read as raw bytes; - reads standard input; an http(s):// URL is fetched as fetch does
(a 404 then allows every URL, a 5xx blocks every URL, and check says why). A FILE or standard input over 64 MiB is
refused (exit 2) once that much is read, so /dev/zero or a pipe that never ends stops: Google
reads only the first 500 KiB of a robots.txt, and no real one comes near 64 MiB.
Control characters from a file (ESC, CR, U+202E ...) are printed as \\u001b, \\u000d, \\u202e.
Profiles: google (default; Google's open-source parser), rfc9309, draft1996, bing, yandex.
Exit 2 on bad usage or unreadable input, 3 on an internal error (ROBOTSCOPE_DEBUG=1 adds
the stack trace to its message), 4 when a robots.txt to fetch gave no answer (a network error
or the time limit: that is no verdict).
`;

export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
