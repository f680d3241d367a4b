/**
 * AI-usage lines, read as what they are. Google ignores all three for crawling (the parser keeps
 * them as `others`, like Crawl-delay), so nothing here changes a verdict; this only says what
 * preference a site states. Read on demand from `parsed.others`, once per parse: a file without
 * these lines costs its parse nothing.
 *
 * - `Content-Signal` (Cloudflare Content Signals Policy, contentsignals.org, 2025-09): a list of
 *   `name=yes|no` for `search`, `ai-input`, `ai-train`; a name left out states no preference.
 *   It stands in a group and applies to the crawlers that read that group.
 * - `Content-Usage` (IETF draft-ietf-aipref-attach, robots.txt attachment; vocabulary from
 *   draft-ietf-aipref-vocab): `Content-Usage: /path/ train-ai=n, search=y`. The preference is
 *   tied to a path; the longest matching path decides and, on a tie, the most restrictive
 *   preference (`n`) wins.
 * - `License` (RSL 1.0, rslstandard.org): an absolute URL of the site's licence terms, file-wide.
 */
import { crawlerFor, checkCrawler } from './crawlerCheck.ts';
import { memoOf } from './memo.ts';
import { patternMatches } from './patternReading.ts';
import type { AiUsage, ContentSignalLine, ContentUsageLine, SignalName } from './aiUsageTypes.ts';
import type { ParsedRobots } from './types.ts';
import { pathFromUrl } from './url.ts';

export type { AiUsage, ContentSignalLine, ContentUsageLine, LicenseLine, SignalName } from './aiUsageTypes.ts';

export const SIGNAL_NAMES: readonly SignalName[] = ['search', 'ai-input', 'ai-train'];

/**
 * The file's AI-usage lines, in line order. Kept in the parse's memo (memo.ts): a parse is
 * immutable, and hover, lint and the explanation all ask.
 */
export function readAiUsage(parsed: ParsedRobots): AiUsage {
  const memo = memoOf(parsed);
  if (memo.aiUsage) return memo.aiUsage;
  const found: AiUsage = { signals: [], usage: [], licenses: [] };
  for (const o of parsed.others) {
    const key = o.key.toLowerCase();
    if (key === 'content-signal') found.signals.push({ line: o.line, group: o.group, ...readSignals(o.value) });
    else if (key === 'content-usage') found.usage.push({ line: o.line, group: o.group, ...readUsage(o.value) });
    else if (key === 'license') found.licenses.push({ line: o.line, url: o.value, absolute: /^https?:\/\/[^/\s]/i.test(o.value) });
  }
  memo.aiUsage = found;
  return found;
}

/** `name=value` pairs separated by commas (spaces around either are dropped). */
function pairs(value: string): Array<[string, string]> {
  return value.split(',').map((p) => p.trim()).filter((p) => p !== '').map((p) => {
    const eq = p.indexOf('=');
    return eq < 0 ? [p.toLowerCase(), ''] : [p.slice(0, eq).trim().toLowerCase(), p.slice(eq + 1).trim()];
  });
}

function readSignals(value: string): Pick<ContentSignalLine, 'signals' | 'entries' | 'unknown'> {
  const signals: ContentSignalLine['signals'] = {};
  const entries: Record<string, string> = {};
  const unknown: string[] = [];
  for (const [name, v] of pairs(value)) {
    entries[name] = v;
    const yes = v.toLowerCase() === 'yes', no = v.toLowerCase() === 'no';
    if ((SIGNAL_NAMES as readonly string[]).includes(name) && (yes || no)) signals[name as SignalName] = yes;
    else if (name !== 'use' || v === '') unknown.push(v === '' ? name : `${name}=${v}`);
  }
  return { signals, entries, unknown };
}

function readUsage(value: string): Pick<ContentUsageLine, 'path' | 'prefs' | 'unknown'> {
  const m = /^([/*]\S*)\s*(.*)$/.exec(value);
  const path = m ? m[1] : null;
  const prefs: Record<string, 'y' | 'n'> = {};
  const unknown: string[] = [];
  for (const [name, v] of pairs(m ? m[2] : value)) {
    if (v === 'y' || v === 'n') prefs[name] = v;
    else unknown.push(v === '' ? name : `${name}=${v}`);
  }
  return { path, prefs, unknown };
}

/** What a site states about AI use for one URL and one crawler (see aiPreferenceFor). */
export interface AiPreference {
  /** The Content-Signal lines of the groups the crawler reads (and file-wide ones), combined. */
  signals: Partial<Record<SignalName, boolean>>;
  signalLines: number[];
  /** The Content-Usage lines whose path decides for the URL (several only on a tie of length). */
  usage: Record<string, 'y' | 'n'>;
  usageLines: number[];
  /** The path that decided the usage preference ('' when none applies). */
  usagePath: string;
  /** RSL licence URLs (file-wide). */
  licenses: string[];
}

/**
 * The AI-use preference the file states for `url` as `crawler` reads the file (a registry
 * name, a token or a whole User-Agent header: the groups are the ones its verdict reads).
 * Where two lines disagree the more restrictive wins (`no` / `n`), as the AIPREF draft says for
 * a tie and as the safe reading of two Content-Signal lines. It never changes a verdict.
 */
export function aiPreferenceFor(parsed: ParsedRobots, crawler: string, url: string): AiPreference {
  const ai = readAiUsage(parsed);
  const out: AiPreference = { signals: {}, signalLines: [], usage: {}, usageLines: [], usagePath: '', licenses: ai.licenses.filter((l) => l.absolute).map((l) => l.url) };
  if (ai.signals.length === 0 && ai.usage.length === 0) return out;
  const groups = new Set(checkCrawler(parsed, crawlerFor(crawler), url).groups);
  const reads = (group: number) => group === -1 || groups.has(group);
  for (const s of ai.signals) {
    if (!reads(s.group)) continue;
    out.signalLines.push(s.line);
    for (const [name, yes] of Object.entries(s.signals) as Array<[SignalName, boolean]>) out.signals[name] = (out.signals[name] ?? true) && yes;
  }
  const path = pathFromUrl(url);
  let best = -1;
  for (const u of ai.usage) {
    if (u.path === null || !reads(u.group) || !patternMatches(u.path, path, parsed.profile)) continue;
    if (u.path.length < best) continue;
    if (u.path.length > best) Object.assign(out, { usage: {}, usageLines: [], usagePath: u.path });
    best = u.path.length;
    out.usageLines.push(u.line);
    for (const [name, v] of Object.entries(u.prefs)) out.usage[name] = out.usage[name] === 'n' ? 'n' : v;
  }
  return out;
}
