/**
 * Checks of what Googlebot may fetch under the file itself: the sitemaps it lists, and the CSS,
 * JavaScript and images pages are built from. Each verdict is the engine's own (agentRules +
 * decide, the profile's reading), for the token Googlebot: Google renders pages with what they
 * load and reads sitemaps through robots.txt like any other URL.
 */
import { batchLookup, type PathMatches } from '../agentBatch.ts';
import { agentRules } from '../agentRules.ts';
import { decideAmong } from '../decide.ts';
import { normalisePath } from '../pattern.ts';
import { examplePath } from '../patternReading.ts';
import type { ProfileSpec } from '../profiles/index.ts';
import { ownValue, rulePattern, ruleValue } from '../ruleTable.ts';
import type { ParsedRobots, RuleMatch } from '../types.ts';
import { httpUrl, pathFromUrl } from '../url.ts';
import { say } from '../words/diagnosticWords.ts';
import type { Report } from './report.ts';

const GOOGLEBOT = 'Googlebot';

/**
 * The line of the rule that decides `path` for Googlebot when it blocks it; 0 where Googlebot
 * may fetch it. The paths of one diagnose are asked of one batch (agentBatch.ts batchLookup): a
 * file of thousands of rules asks hundreds, and the rules are read once for all of them.
 * `shortest`: matches shorter than that are left out (they cannot change the answer asked).
 * `found`: an array to gather the matches in, emptied first: one for all the asks of a diagnose
 * (the decision keeps a match, never the array), since an array made and grown per ask was 60 KB
 * of a diagnose's garbage on the bench file.
 */
function blockingLine(batch: PathMatches, path: string, spec: ProfileSpec, found: RuleMatch[], shortest = 0): number {
  const compared = normalisePath(path, spec);
  // Emptied by pops, which keep its room: `length = 0` gives up the array's store, and each of
  // the bench file's 390 asks then grew a new one from its first match (50 KB a diagnose).
  while (found.length > 0) found.pop();
  batch.collect(compared, found, shortest);
  const d = decideAmong(compared, spec, found);
  return d.allowed || !d.rule ? 0 : d.rule.line;
}

/**
 * What Googlebot may fetch under the file: the sitemaps it lists (sitemap-blocked) and the
 * stylesheets, scripts and images pages load (blocks-resources). Each sitemap and each resource
 * rule's first sample file is asked; a folder rule's other sample files only where the first did
 * not show the rule deciding (one is enough): on the benchmark's 500 KiB file, 326 + 128 of the
 * 938 sample paths.
 */
export function checkGooglebotFetches(parsed: ParsedRobots, report: Report, spec: ProfileSpec, tick: () => void = () => {}): void {
  const resources = resourceRules(parsed, spec, tick);
  const sitemaps = ownSitemaps(parsed);
  if (resources.length === 0 && sitemaps.length === 0) return;
  const batch = batchLookup(parsed, GOOGLEBOT, spec);
  const l = parsed.lines;
  const onlyLonger = longestDecides(spec);
  const found: RuleMatch[] = [];
  const blocking = (path: string, shortest: number): number => blockingLine(batch, path, spec, found, shortest);
  for (const f of resources) {
    if (!decidesAProbe(f, onlyLonger ? f.length : 0, blocking)) continue;
    report.add('blocks-resources', f.line, l.keyFrom[f.line - 1], l.valueTo[f.line - 1], say('blocksResources', f.value, f.scripts), undefined, f.scripts ? undefined : 'info');
  }
  for (const { s, host, path } of sitemaps) {
    const line = blockingLine(batch, path, spec, found);
    if (line === 0) continue;
    const rule = parsed.text.slice(l.keyFrom[line - 1], l.valueTo[line - 1]);
    report.add('sitemap-blocked', s.line, l.valueFrom[s.line - 1], l.valueTo[s.line - 1], say('sitemapBlocked', host, line, rule));
  }
}

/**
 * Whether a resource rule decides its sample path, asked with its own length as the shortest
 * match: under the longest match (decide.ts decideLongest) a match shorter than the rule's own
 * can neither decide nor change which longer one does, and where the rule does not match it
 * decides nothing either way. Not where the first match decides or matches are read again (an
 * empty Disallow as `Allow: /`, a length without its `*`s). On the benchmark's 500 KiB file this
 * halves the rules offered to its 370 resource paths (2,650 to 1,250), and most asks read no piece.
 */
function longestDecides(spec: ProfileSpec): boolean {
  return spec.precedence === 'longest' && spec.lengthCountsWildcards && spec.emptyDisallow !== 'allows-all';
}

/**
 * The sitemaps on the file's own host. The file governs only its own host, which it does not
 * name: a sitemap is taken to be on it when its host is the one most of the file's sitemaps are
 * on (a sitemap on a CDN, beside sitemaps of the site, is left alone; a tie tells none), and
 * the message names the host it assumes: a lone sitemap on another host (ebsco.com's, on a
 * sitemap-hosting service) is taken for the site's own, and the reader sees which host that is.
 */
function ownSitemaps(parsed: ParsedRobots): { s: ParsedRobots['sitemaps'][number]; host: string; path: string }[] {
  const hosts = new Map<string, number>();
  const urls = parsed.sitemaps.map((s) => ({ s, url: httpUrl(s.url) }));
  for (const { url } of urls) if (url) hosts.set(url.host, (hosts.get(url.host) ?? 0) + 1);
  const counts = [...hosts.values()].sort((a, b) => b - a);
  // A tie (three sitemaps on www.google.com, three on www.gstatic.com) tells no host.
  if (counts.length === 0 || counts[0] === counts[1]) return [];
  return urls.flatMap(({ s, url }) => (url !== null && hosts.get(url.host) === counts[0] ? [{ s, host: url.host, path: pathFromUrl(s.url) }] : []));
}

/** The files a rule for every stylesheet, script or image names by type (`*.css`), scripts and stylesheets first. */
const SCRIPT_TYPES = ['css', 'js', 'mjs'];
const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'];
/**
 * Folders of such files, as a pattern's last segments (`/assets/`, `/static`, `/wp-includes/`):
 * WordPress serves its themes' and plugins' stylesheets and scripts from /wp-content/themes/ and
 * /wp-content/plugins/, Next.js from /_next/static/. A bare `/plugins/` or `/themes/` is named only
 * under /wp-content: elsewhere it is as often server-side code.
 */
const SCRIPT_FOLDERS = ['assets', 'static', 'css', 'js', 'styles', 'wp-includes', 'wp-content', 'wp-content/plugins', 'wp-content/themes', '_next'];
const IMAGE_FOLDERS = ['images', 'img'];

/**
 * A pattern for every stylesheet, script or image file of a kind (`/*.css$`, `*.js`,
 * `/js/*.js`), of one of `types`: one named file (`/static/ab_test.js`, `/blog-remove-utms-*.js`) is a choice.
 */
const fileTypeOf = (types: readonly string[]): RegExp => new RegExp(`(?:^|/)\\*\\.(?:${types.join('|')})$`, 'i');
/** A folder of such files, one of `folders`, as the pattern's last segments. */
const folderOf = (folders: readonly string[]): RegExp => new RegExp(`/(?:${folders.join('|')})/?$`, 'i');
const FILE_TYPE = fileTypeOf([...SCRIPT_TYPES, ...IMAGE_TYPES]);
const FOLDER = folderOf([...SCRIPT_FOLDERS, ...IMAGE_FOLDERS]);
/**
 * The same with only the stylesheets' and scripts' names: asked of a rule FILE_TYPE or FOLDER
 * matched, they tell whether its last name is one of those (no name is in both lists). `test`
 * makes no match array: reading a capture group of `exec` for this made 50 KB of a diagnose's
 * garbage on the bench file (500 rules asked).
 */
const SCRIPT_FILE_TYPE = fileTypeOf(SCRIPT_TYPES);
const SCRIPT_FOLDER = folderOf(SCRIPT_FOLDERS);
/** Files a page loads from such a folder: one blocked by the rule is enough. */
const IN_FOLDER = ['site.css', 'app.js', 'logo.png'];

/** What the last word of a value may name (mayNameResources): nothing, a file type (after `.`), a folder (after `/`). */
const NO_NAME = 0;
const TYPE_NAME = 1;
const FOLDER_NAME = 2;

/**
 * Could the value text[from, to) name a resource type or folder? Its last word, before a final
 * `$`, `*`s and (for a folder) one `/`, is one of the names, after `.` for a type or `/` for a
 * folder, in any case (`| 0x20` lowers an ASCII capital, as the regular expressions' `i` does,
 * and makes no other character of a value a letter or `-`). Most of a big file's rules are
 * turned down by this look, with no string made, before any regular expression runs. Returns
 * which of the two it may name: a value whose last word follows a `/` cannot match FILE_TYPE,
 * one whose last word follows a `.` cannot match FOLDER (the word is all name characters, and
 * neither `.` nor `/` is one), so only that regular expression is run.
 */
function mayNameResources(text: string, from: number, to: number): number {
  let end = bareEnd(text, from, to);
  const slash = end > from && text.charCodeAt(end - 1) === 0x2f;
  if (slash) end--;
  // Most values are turned down by their last two characters, before their last word is read.
  if (end - from < 2 || !LAST_TWO[lastTwo(text.charCodeAt(end - 2), text.charCodeAt(end - 1))]) return NO_NAME;
  let start = end;
  while (start > from && isNameChar(text.charCodeAt(start - 1) | 0x20)) start--;
  if (start === end || start === from) return NO_NAME;
  const before = text.charCodeAt(start - 1);
  const kind = before === 0x2f ? FOLDER_NAME : before === 0x2e && !slash ? TYPE_NAME : NO_NAME;
  const names = kind === NO_NAME ? undefined : (kind === FOLDER_NAME ? FOLDERS : TYPES)[end - start];
  if (names === undefined) return NO_NAME;
  for (let k = 0; k < names.length; k++) if (sameLetters(text, start, names[k])) return kind;
  return NO_NAME;
}

/** Where text[from, to) ends without a final `$` and the `*`s before it. */
function bareEnd(text: string, from: number, to: number): number {
  let end = to;
  if (end > from && text.charCodeAt(end - 1) === 0x24) end--;
  while (end > from && text.charCodeAt(end - 1) === 0x2a) end--;
  return end;
}

/** Names by their length: a big file's values mostly end in a word of a length no name has, turned down with no letter compared. */
function byLength(names: readonly string[]): (readonly string[] | undefined)[] {
  const out: string[][] = [];
  for (const name of names) (out[name.length] ??= []).push(name);
  return Array.from(out, (list) => list);
}

const TYPES = byLength([...SCRIPT_TYPES, ...IMAGE_TYPES]);
/** The folders' last words (`plugins` of `wp-content/plugins`): FOLDER, run after, checks the rest. */
const FOLDERS = byLength([...new Set([...SCRIPT_FOLDERS, ...IMAGE_FOLDERS].map((f) => f.slice(f.lastIndexOf('/') + 1)))]);
/** Two characters in any case as one number (0 where either is outside ASCII, which no name holds). */
const lastTwo = (a: number, b: number): number => (a < 0x80 && b < 0x80 ? ((a | 0x20) << 7) | (b | 0x20) : 0);

/** 1 at lastTwo of each name's last two characters: a constant table, read only. */
function lastTwoTable(names: readonly string[]): Uint8Array {
  const table = new Uint8Array(1 << 14);
  for (const name of names) table[lastTwo(name.charCodeAt(name.length - 2), name.charCodeAt(name.length - 1))] = 1;
  return table;
}

const LAST_TWO = lastTwoTable([...SCRIPT_TYPES, ...IMAGE_TYPES, ...SCRIPT_FOLDERS, ...IMAGE_FOLDERS]);
/** A letter, `-`, or `_` (0x5f, which `| 0x20` makes 0x7f). */
const isNameChar = (lower: number): boolean => (lower >= 0x61 && lower <= 0x7a) || lower === 0x2d || lower === 0x7f;

/** Does text hold `name` (lower case) at `at`, in any case? */
function sameLetters(text: string, at: number, name: string): boolean {
  for (let j = 0; j < name.length; j++) if ((text.charCodeAt(at + j) | 0x20) !== (name.charCodeAt(j) | 0x20)) return false;
  return true;
}

/**
 * Does rule f decide one of the paths that show whether it decides for the files (`blocking`
 * gives the line that blocks a path, matches shorter than `shortest` left out): its one file,
 * or its folder's IN_FOLDER files, each path made only when the one before did not show it
 * (most folder rules decide their first: two of three paths were made for nothing).
 */
function decidesAProbe(f: ResourceRule, shortest: number, blocking: (path: string, shortest: number) => number): boolean {
  if (f.file) return blocking(f.example, shortest) === f.line;
  const folder = f.example.endsWith('/') ? f.example : f.example + '/';
  for (const name of IN_FOLDER) if (blocking(folder + name, shortest) === f.line) return true;
  return false;
}

/** A Disallow rule Googlebot obeys that names stylesheets, scripts or images. */
interface ResourceRule {
  line: number;
  value: string;
  scripts: boolean;
  /** The path of its one file (`file`), or of its folder (see decidesAProbe). */
  example: string;
  file: boolean;
  /** Its pattern's length: its match's. */
  length: number;
}

/**
 * Disallow rules Googlebot obeys that keep it from a page's stylesheets, scripts (a warning:
 * Google renders pages with them, google-behaviours and Search Central) or images (a note: only
 * how pages look and Google Images suffer). A rule counts only where it decides: an Allow that
 * opens the files again (`Allow: /wp-includes/*.js`) leaves the rule alone.
 */
function resourceRules(parsed: ParsedRobots, spec: ProfileSpec, tick: () => void): ResourceRule[] {
  const found: ResourceRule[] = [];
  const { text, lines } = parsed;
  for (const r of agentRules(parsed, GOOGLEBOT, spec).rules) {
    // A check of the whole file, rule by rule (check.ts DiagnoseOptions).
    tick();
    if (parsed.rules.allow[r] === 1) continue;
    // Read in place first: a big file's rules are mostly turned down with no string made.
    const own = ownValue(parsed, r);
    const row = parsed.rules.line[r] - 1;
    const kind = own === undefined ? mayNameResources(text, lines.valueFrom[row], lines.valueTo[row]) : mayNameResources(own, 0, own.length);
    if (kind === NO_NAME) continue;
    const value = ruleValue(parsed, r);
    const bare = value.slice(0, bareEnd(value, 0, value.length));
    const file = kind === TYPE_NAME && FILE_TYPE.test(bare);
    if (!file && !(kind === FOLDER_NAME && FOLDER.test(bare))) continue;
    const example = examplePath(value, spec.name);
    if (example === null) continue;
    const scripts = (file ? SCRIPT_FILE_TYPE : SCRIPT_FOLDER).test(bare);
    found.push({ line: parsed.rules.line[r], value, scripts, example, file, length: rulePattern(parsed, r).length });
  }
  return found;
}
