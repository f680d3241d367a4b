/**
 * The version of every JSON Robotscope writes (the records' and every other: the CLI's, the MCP
 * tools' structuredContent, the app's JSON file), one number for all. 2: `groupLine`,
 * `crawlerRule`, `groupReason` and `tieBreak` named alike everywhere (before, `batch` said
 * `reason` for the tie-break and `groups` for the group reason, and the files `group` for a line).
 * 3: every JSON carries it (`diff` had its own 2, `review` 1, `history` 1, the others none);
 * `lint --json` and the "not checked" answers are objects, not arrays; a "not checked" line says
 * `whyNotTested` (was `why`), and `comparedAs` is the path compared everywhere (`diff` and `test`
 * gave a sentence).
 * 4: each side of a change in `diff`, `review` and the MCP diff, and each version of `history`, is
 * `check`'s record (crawlerRule, tieBreak, lenient; `comparedAs` null where the URL is compared as
 * itself, no longer ""), read as each crawler's operator documents unless a reading is forced
 * (`review` and `history` read every crawler as Google before, and said `profile: "google"`);
 * `coverage` adds `warnings`, `sitemapsCut`, `otherSite` (URLs of another site, not checked) and
 * its `logs`' bots `ipChecked` (an IP-ranges file covers the bot: its requests split by IP); MCP `test_expectations` an `unsure` count;
 * a cause's `kind` may be `rule-unread` (the deciding rule's line misspelt, which Google's parser
 * still reads) or `rule-read` (such a misspelling fixed), where `rule-removed`/`rule-added` was said;
 * the app's JSON file's records carry `attributes` (the URL's row in the URL sets shown: a crawl
 * export's own columns by header, null where no row gives the URL) when a set shown has columns.
 * A module of its own, importing nothing: the command's error JSON reads it without loading the
 * engine, so `robotscope --version` starts as fast as Node allows (issue 27 §2).
 */
export const RESULTS_VERSION = 4;
