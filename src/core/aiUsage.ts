/**
 * AI-usage lines, read exactly to their texts. Google ignores all three for crawling (the parser
 * keeps them as `others`, like Crawl-delay), so nothing here changes a verdict; this only says
 * what preference a site states. Read on demand from `parsed.others`, once per parse: a file
 * without these lines costs its parse nothing.
 *
 * - `Content-Signal` (Cloudflare Content Signals Policy, contentsignals.org, 2025-09): a list of
 *   `name=yes|no` for `search`, `ai-input`, `ai-train`; a name left out states no preference.
 *   It belongs to a group and applies to the crawlers that read that group; before any group it
 *   reaches none (diagnostics/aiChecks.ts warns).
 * - `Content-Usage` (draft-ietf-aipref-attach-05 §3, robots.txt rule; statement of preference from
 *   draft-ietf-aipref-vocab-07 §6): `Content-Usage: [<path> ]<pref>`. The path is optional and
 *   starts with "/"; the statement is a Structured Fields Dictionary (sfDictionary.ts) whose
 *   labels are `train-ai` and `search`, each the Token `y` or `n`, with no hierarchy between them.
 *   Lines apply by the longest matching path, as Allow and Disallow do (a line without a path
 *   matches every path with length 0); lines of that length combine, any `n` winning (attach §3.1
 *   and vocab §5.1); "the ordering of rules in a group carries no semantics"; a URL the crawler may
 *   not crawl has no usage preference (attach §3.1).
 * - `License` (RSL 1.0, rslstandard.org): an absolute URL of the site's licence terms, file-wide,
 *   whatever group it stands in; it may point to another host.
 */
import { crawlerFor, checkCrawler } from './crawlerCheck.ts';
import { memoOf } from './memo.ts';
import { patternMatches } from './patternReading.ts';
import type { AiUsage, ContentSignalLine, ContentUsageLine, SignalName, UsageLabel } from './aiUsageTypes.ts';
import type { ParsedRobots } from './types.ts';
import { parseSfDictionary } from './sfDictionary.ts';
import { pathFromUrl } from './url.ts';
import { LIGHTHOUSE, purposeGroup, type PurposeGroup } from './vocabulary.ts';

export type { AiUsage, ContentSignalLine, ContentUsageLine, LicenseLine, SignalName, UsageLabel, UsageMemberIssue } from './aiUsageTypes.ts';

export const SIGNAL_NAMES: readonly SignalName[] = ['search', 'ai-input', 'ai-train'];
export const USAGE_LABELS: readonly UsageLabel[] = ['train-ai', 'search'];

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

/**
 * attach-05 §3.2: the rule value starts with "/" when it holds a path, which ends before the first
 * SP or HTAB; the rest (after the `1*WS` of the ABNF) is the statement. Any other first character:
 * no path, the whole value is the statement.
 */
function readUsage(value: string): Omit<ContentUsageLine, 'line' | 'group'> {
  const end = value.search(/[ \t]/);
  const path = value.startsWith('/') ? (end < 0 ? value : value.slice(0, end)) : null;
  const statement = path === null ? value : value.slice(path.length).replace(/^[ \t]+/, '');
  const dict = parseSfDictionary(statement);
  const prefs: ContentUsageLine['prefs'] = {};
  const issues: ContentUsageLine['issues'] = [];
  for (const [key, m] of dict ?? []) {
    const label = (USAGE_LABELS as readonly string[]).includes(key) ? (key as UsageLabel) : null;
    if (m.count > 1) issues.push({ member: key, why: 'duplicate' });
    if (label === null) issues.push({ member: key, why: 'label' });
    else if (m.type === 'token' && (m.value === 'y' || m.value === 'n')) prefs[label] = m.value;
    else issues.push({ member: m.type === 'boolean' && m.value === '?1' ? key : `${key}=${m.type === 'string' ? `"${m.value}"` : m.value}`, why: m.type === 'boolean' && m.value === '?1' ? 'bare' : m.type === 'string' ? 'string' : 'not-y-n' });
  }
  return { path, prefs, issues, invalid: dict === null };
}

/** What a site states about AI use for one URL and one crawler (see aiPreferenceFor). */
export interface AiPreference {
  /** The Content-Signal lines of the groups the crawler reads, combined (any `no` wins). */
  signals: Partial<Record<SignalName, boolean>>;
  signalLines: number[];
  /** The Content-Usage lines whose path decides for the URL, combined (any `n` wins); empty when blocked. */
  usage: Partial<Record<UsageLabel, 'y' | 'n'>>;
  usageLines: number[];
  /** The path that decided: '' for lines without one, null when no Content-Usage line applies. */
  usagePath: string | null;
  /** The crawler may not crawl the URL, so no usage preference applies to it (attach-05 §3.1). */
  usageBlocked: boolean;
  /** Content-Signal and Content-Usage lines before any User-agent line: in no group, so read by no crawler. */
  outsideGroup: number[];
  /** RSL licences (file-wide), each with its line. */
  licenses: Array<{ url: string; line: number }>;
  /** What the crawler is for (the registry's purpose), to say what the preferences mean for it; null: not in the registry. */
  purpose: PurposeGroup | null;
  /** The AI-usage lines Lighthouse's robots-txt audit reports as "Unknown directive" (vocabulary.ts LIGHTHOUSE). */
  lighthouseFlags: Array<{ line: number; key: string }>;
}

/**
 * The AI-use preference the file states for `url` as `crawler` reads the file (a registry
 * name, a token or a whole User-Agent header: the groups are the ones its verdict reads).
 * It never changes a verdict.
 */
export function aiPreferenceFor(parsed: ParsedRobots, crawler: string, url: string): AiPreference {
  const ai = readAiUsage(parsed);
  const out: AiPreference = {
    signals: {}, signalLines: [], usage: {}, usageLines: [], usagePath: null, usageBlocked: false, outsideGroup: [],
    licenses: ai.licenses.filter((l) => l.absolute).map((l) => ({ url: l.url, line: l.line })), purpose: null, lighthouseFlags: lighthouseFlags(ai),
  };
  if (ai.signals.length === 0 && ai.usage.length === 0) return out;
  const c = crawlerFor(crawler);
  const check = checkCrawler(parsed, c, url);
  out.purpose = c.info ? purposeGroup(c.info.purpose) : null;
  const groups = new Set(check.groups);
  out.outsideGroup = [...ai.signals, ...ai.usage].filter((l) => l.group === -1).map((l) => l.line).sort((a, b) => a - b);
  for (const s of ai.signals) {
    if (!groups.has(s.group)) continue;
    out.signalLines.push(s.line);
    for (const [name, yes] of Object.entries(s.signals) as Array<[SignalName, boolean]>) out.signals[name] = (out.signals[name] ?? true) && yes;
  }
  usageFor(ai.usage.filter((u) => groups.has(u.group)), pathFromUrl(url), parsed.profile, out);
  if (out.usageLines.length > 0 && !check.allowed) Object.assign(out, { usage: {}, usageBlocked: true });
  return out;
}

/** The longest matching path decides which lines apply (attach-05 §3.1); those lines combine, any `n` winning (vocab-07 §5.1). */
function usageFor(lines: readonly ContentUsageLine[], path: string, profile: ParsedRobots['profile'], out: AiPreference): void {
  let best = -1;
  for (const u of lines) {
    const length = u.path === null ? 0 : u.path.length;
    if (length < best || (u.path !== null && !patternMatches(u.path, path, profile))) continue;
    if (length > best) Object.assign(out, { usage: {}, usageLines: [], usagePath: u.path ?? '' });
    best = length;
    out.usageLines.push(u.line);
    for (const label of USAGE_LABELS) {
      const v = u.prefs[label];
      if (v !== undefined) out.usage[label] = out.usage[label] === 'n' ? 'n' : v;
    }
  }
}

function lighthouseFlags(ai: AiUsage): AiPreference['lighthouseFlags'] {
  const lines = [...ai.usage.map((u) => ({ line: u.line, key: 'Content-Usage' })), ...ai.signals.map((s) => ({ line: s.line, key: 'Content-Signal' })), ...ai.licenses.map((l) => ({ line: l.line, key: 'License' }))];
  return lines.filter((l) => !LIGHTHOUSE.accepts.has(l.key.toLowerCase())).sort((a, b) => a.line - b.line);
}
