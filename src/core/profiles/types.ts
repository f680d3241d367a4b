/**
 * A profile is the behaviour of one reading of robots.txt, as data (RegExr's dev/src/profiles
 * is the model). The core reads these switches; no profile name is tested anywhere.
 */
import type { KeyRules } from '../directives.ts';
import type { Profile, ReadingId } from '../types.ts';

/**
 * How a pattern and a URL path are brought to one form before they are compared. Escapes that
 * stay escaped always get upper-case hex digits (`%2f` is `%2F`).
 */
export interface Normalisation {
  /**
   * Which %xx escapes are decoded: none (robots.cc MaybeEscapePattern), those of RFC 3986
   * unreserved characters (RFC 9309 2.2.3), or all of them (1996 draft 3.2.2).
   */
  decode: 'none' | 'unreserved' | 'all';
  /** %2F stays escaped where escapes are decoded: it is not the same as "/" (1996 draft 3.2.2). */
  keepEscapedSlash: boolean;
  /** Characters outside ASCII: written as the %XX of their UTF-8 bytes, or compared as raw bytes. */
  nonAscii: 'percent-encode' | 'bytes';
  /** URL paths get the same treatment; google compares the path as the URL gives it. */
  paths: boolean;
  /** A `*`, or a `$` that does not end a pattern, means itself: compare it as %2A / %24 (RFC 9309 2.2.3). */
  escapeLiteralSpecials: boolean;
}

/** How sure a reading is of one of its rules (issue 29 §1): its operator's help says so, its operator's published code does, or nobody says (the nearest documented behaviour). */
export type SourceKind = 'documented' | 'observed' | 'assumed';

/** What a reading's rule is about; the explanation shows the ones an answer rests on. */
export type ReadingTopic = 'groups' | 'precedence' | 'length' | 'wildcards' | 'empty-rule' | 'keys' | 'path' | 'crawl-delay' | 'clean-param' | 'host' | 'size';

export interface RuleSource {
  topic: ReadingTopic;
  kind: SourceKind;
  /** The rule, in a sentence. */
  says: string;
  /** The page (or code) it comes from; for an assumed rule, the documented behaviour it borrows. */
  source: string;
}

export interface ProfileSpec {
  /** Its words (name, reader, menu entry) are words/profileWords.ts's, not the behaviour's. */
  name: ReadingId;
  /**
   * The reading a person knows it as, whose words it speaks with: its own name, or, for a reading
   * no person chooses (ReadingId: the other answer of a doubt), the reading it varies.
   */
  base: Profile;
  keys: KeyRules;
  /**
   * What the profile's crawler does with a record it knows of that changes no verdict
   * (keys.unused, e.g. Crawl-delay): Google documents that it ignores them, the 1996 draft's
   * robot reads only its own fields (3.3), RFC 9309 2.2.4 lets a crawler interpret them.
   */
  otherRecords: 'ignored' | 'may-interpret';
  /** Accept whitespace for the colon when the line is exactly two tokens (`disallow /`). */
  missingColon: boolean;
  /** Google copies a line into a C buffer of 16,664 bytes: the rest is cut. 0 = no cut. */
  maxLineBytes: number;
  /**
   * Googlebot reads only the first 500 KiB (512,000 bytes) of a bigger file, cut wherever they
   * end (RFC 9309 2.5 allows that limit): a verdict comes from those bytes alone.
   */
  readsOnlySizeLimit: boolean;
  /**
   * A file over `bytes` is taken as no file at all, everything allowed (Yandex: a robots.txt over
   * 500 KB does not meet its requirements, "the site is considered open for indexing"); over
   * `unsure` but not `bytes`, nobody can know ("500 KB": 500,000 or 512,000 bytes), and the
   * answer is in doubt (readings.ts otherReadings, cause `size-unit`). null: read whatever the size.
   */
  openOver: { bytes: number; unsure: number } | null;
  /** Google handles lines as C strings: a NUL ends the line. */
  nulEndsLine: boolean;
  /** How a user-agent line picks crawlers. */
  agentMatch: 'token' | 'substring';
  /** All groups naming the crawler are merged (RFC 9309 2.2.1); else the first one applies. */
  mergeGroups: boolean;
  /** 1996 draft: records are separated by blank lines. */
  blankLineEndsGroup: boolean;
  /**
   * A blank line ends a group whose user-agent lines no rule has followed yet: the crawlers named
   * get no rule and the rules below belong to no group (Yandex's help's reading, profiles/yandex.ts
   * yandexBlankLine). A blank line between rules leaves the group open.
   */
  blankLineEndsAgents: boolean;
  /** Longest match with allow winning ties (RFC 9309 2.2.2), or first match in file order. */
  precedence: 'longest' | 'first';
  /** How rule values and URL paths are brought to one form before comparing. */
  normalise: Normalisation;
  /** `*` and a final `$` are special. */
  wildcards: boolean;
  /** RFC 9309 2.2.2 / draft 3.2.2: /robots.txt itself is always allowed. */
  robotsTxtAllowed: boolean;
  /** google: `Allow: /d/index.htm...` also allows `/d/` exactly. */
  indexHtmlAllow: boolean;
  /**
   * What an empty `Disallow:` means: it matches nothing (RFC 9309 2.2.2), or it is `Allow: /`
   * and an empty `Allow:` is not taken into account (Yandex, allow-disallow page).
   */
  emptyDisallow: 'matches-nothing' | 'allows-all';
  /**
   * Whether `*` and a final `$` count in a match's length: google counts the pattern's bytes;
   * Yandex sorts rules by the length of the URL prefix they name (its library counts every
   * character but `*`, after dropping the final `$`).
   */
  lengthCountsWildcards: boolean;
  /**
   * Keys of `keys.unused` the crawler reads for something other than the verdict (Yandex's
   * Clean-param, Bing's Crawl-delay): never said to be ignored.
   */
  readsRecords: readonly string[];
  /**
   * Crawl-delay as this reading's crawler takes it: ignored (Google; Yandex since 2018-02-22),
   * from the crawler's own group or else the `*` group's (Bing: "except Crawl-delay"), or as the
   * crawler's registry row says (a crawler that follows RFC 9309 may read it, 2.2.4).
   */
  crawlDelay: 'ignored' | 'own-or-global' | 'registry';
  /**
   * Whether what this reading forgives (misspelt keys, a missing colon, long lines, the size
   * cut) is assumed, not documented: Bing documents none of it (words/readingSources.ts, topic
   * `keys`). A crawler documented to read this way is then still checked against Google's
   * lenient answer, as an undocumented one is (readings.ts crossChecked): where the two differ,
   * nobody can know the crawler's verdict.
   */
  forgivenessAssumed: boolean;
  /**
   * The reading that reads every line as this one does but compares %-escapes the other way
   * (RFC 9309 2.2.2 decodes those of unreserved characters, `%70` is `p`; Google's matcher compares
   * them as written), or null. Where a cross-checked answer and this reading's differ, the answer
   * hangs on how its crawler compares %-escapes, which it does not document (readings.ts
   * otherReadings). The two differ in `normalise` and `robotsTxtAllowed` alone (profiles.test.ts).
   */
  escapesTwin: ReadingId | null;
  /**
   * Whether this reading's own text leaves open how its crawler compares %-escapes, so that its
   * `escapesTwin` is asked even where the reading is documented or forced (Yandex: its help says
   * nothing of it). Otherwise the twin is asked only for a crawler cross-checked (readings.ts crossChecked).
   */
  escapesOpen: boolean;
  /**
   * Whether this reading's text leaves open how a user-agent value that is no product token
   * (`GPTBot*`, `bingbot/2.0`) is matched: RFC 9309's grammar allows none (2.2: `identifier` is
   * letters, `-` and `_`), and Bing's reading assumes Google's, which reads such a value up to the
   * first other character. Google documents that cut; the 1996 draft (3.2.1) matches the crawler's
   * name as a substring of the value. Where a parser taking such a line for no crawler's answers
   * otherwise, the answer is in doubt (productTokens.ts, readings.ts otherReadings).
   */
  agentTokenOpen: boolean;
  /**
   * Whether this reading's crawler may end a list of user-agent lines at a line that is no rule
   * (a Crawl-delay), which this reading, as Google's parser and RFC 9309 2.2.4, runs on past to
   * the next Allow or Disallow: Bing honours Crawl-delay as part of its crawler's group and does
   * not document where that group's user-agent lines end. Where the file read with such lines
   * ending the list answers otherwise, the answer is in doubt (groupBreaks.ts, readings.ts
   * otherReadings, cause `group-break`). Google's code and RFC 9309 2.2.4 say ("Parsing of other
   * records MUST NOT interfere with the parsing of explicitly defined records"); the 1996 draft
   * ends a record at a blank line. Yandex's help says nothing of it (robot-workings/user-agent.md,
   * allow-disallow.md, error-dictionary/robots-txt.md, read 2026-11-30), and Yandex's published
   * library ends the list there (library/cpp/robots_txt ParseRules), so it is open for Yandex too
   * (review15 §7.10), a Yandex robot the registry lacks (read as Yandex, assumed) included. A
   * crawler that documents no reading is asked whatever this says (readings.ts listEndOpen).
   */
  agentListEndOpen: boolean;
  /**
   * Whether, where `agentListEndOpen`, the other parser also ends the list at a blank or
   * comment-only line between two user-agent lines: Yandex's published library reads a comment-only
   * line as blank and clears the robots named so far at a User-agent line after a blank one
   * (library/cpp/robots_txt, robots_txt_parser.cpp NextPair, robots_txt.h ParseRules). Bing's
   * reading and a crawler that documents none: no (groupJoin.ts: files list crawlers with a comment
   * over each and mean one group; urllib.robotparser reads past a comment).
   */
  listEndAtQuiet: boolean;
  /**
   * The reading that reads a blank line after a group's user-agent lines, before its first rule,
   * as ending the group (`blankLineEndsAgents`), where this reading's own sources part on it, or
   * null: Yandex's help names such a blank line as a likely cause of its "No User-agent directive
   * in front of rule" error, where its published library skips it (profiles/yandex.ts). Asked for
   * every crawler read this way, forced or not, where such a blank line stands (readings.ts
   * otherReadings, cause `blank-line`).
   */
  blankLineTwin: ReadingId | null;
  /**
   * Whether this reading, which requires the colon (`missingColon` false), leaves open whether its
   * crawler reads a line missing it (`Disallow /private`) as Google's parser does: Yandex's help
   * lists the keys it reads and reports unknown ones, and says nothing of a missing colon. Where the
   * file read with such lines given their colon answers otherwise, the answer is in doubt
   * (missingColons.ts, readings.ts otherReadings, cause `lenient`). A crawler cross-checked against
   * Google's parse (readings.ts crossChecked) needs no such switch.
   */
  colonOpen: boolean;
}
