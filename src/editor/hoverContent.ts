/**
 * What a hover says about one part of one line: a key, a user-agent value, a rule's pattern, a
 * sitemap URL. Plain data (a title and sections of lines), built from the core's reading of the
 * line under the pointer (readLine), the core vocabulary and registry, and, for the few answers
 * that need the whole file, a parse cached per document version (docFacts.ts). hover.ts renders it.
 */
import {
  bypassWords, checkCrawler, crawlersHonouring, groupJoin, httpUrl, keyInfo, lineAt, profileName, PROFILES, readLine, readPattern, REGISTRY,
  type CrawlerInfo, type Group, type KeyInfo, type LineReading, type ParsedRobots, type Profile,
} from '../core/index.ts';
import type { DecidedCells } from './siteContext.ts';

export interface HoverSection {
  heading: string;
  lines: string[];
}

export interface HoverContent {
  /** The span the hover is about, as offsets in the line. */
  from: number;
  to: number;
  title: string;
  sections: HoverSection[];
}

/** A list of names, cut after `max` with a count of the rest. */
export function nameList(names: readonly string[], max = 6): string {
  if (names.length <= max) return names.join(', ');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

const tokens = (cs: readonly CrawlerInfo[]) => cs.map((c) => c.token);

/** Who honours the key, per crawler where the registry says, in words where it does not. */
function honourLines(k: KeyInfo): string[] {
  const split = crawlersHonouring(k);
  if (!split) return [k.honours.charAt(0).toUpperCase() + k.honours.slice(1) + '.'];
  const out: string[] = [];
  if (split.yes.length) out.push(`Yes: ${nameList(tokens(split.yes))}.`);
  if (split.no.length) out.push(`No: ${nameList(tokens(split.no))}.`);
  if (split.unknown.length) out.push(`Not documented or may not apply: ${nameList(tokens(split.unknown))}.`);
  return out;
}

/** Hover on a key: what it does, where defined, who honours it, what Google does. */
export function keyHover(l: LineReading, lineText: string): HoverContent | null {
  const written = lineText.slice(l.keyFrom, l.keyTo);
  // A directive line's kind is its directive (`user-agent`, ...), however the key was spelled.
  const k = keyInfo(l.kind === 'unused' ? written : l.kind);
  if (!k) return null;
  const sections: HoverSection[] = [{ heading: 'What it does', lines: [k.meaning] }];
  if (l.spelling === 'typo' || l.spelling === 'prefix') {
    sections.push({ heading: 'Spelling', lines: [`Read as "${k.name}" (Google accepts this spelling); RFC 9309 and most other crawlers do not. Write "${k.name}".`] });
  }
  sections.push({ heading: 'Defined in', lines: [k.reference] });
  sections.push({ heading: 'Google', lines: [k.google] });
  sections.push({ heading: 'Honoured by (crawler registry)', lines: honourLines(k) });
  return { from: l.keyFrom, to: l.keyTo, title: k.name, sections };
}

/** The registry's crawlers each profile's reading of a user-agent value sends to its group. */
export function agentTargets(token: string, profile: Profile): { named: CrawlerInfo[]; fallback: CrawlerInfo[] } {
  const t = token.toLowerCase();
  const named: CrawlerInfo[] = [];
  const fallback: CrawlerInfo[] = [];
  for (const c of REGISTRY) {
    const read = c.chain.map((name) => agentRead(name, profile).toLowerCase());
    if (read[0] === t) named.push(c);
    else if (read.includes(t)) fallback.push(c);
  }
  return { named, fallback };
}

/** The token a profile reads from a user-agent value (robots.cc ExtractUserAgent for google). */
export function agentRead(value: string, profile: Profile): string {
  const l = readLine(`User-agent: ${value}`, profile);
  return `User-agent: ${value}`.slice(l.valueFrom, l.agentTo);
}

/** Hover on a user-agent value: the token each profile reads, the crawlers it reaches, the groups merged with it. */
export function agentHover(l: LineReading, lineText: string, lineNo: number, profile: Profile, parsed: ParsedRobots | null): HoverContent {
  const value = lineText.slice(l.valueFrom, l.valueTo);
  const token = lineText.slice(l.valueFrom, l.agentTo);
  const reads = PROFILES.map((p) => `${profileName(p)}: ${agentRead(value, p) ? `"${agentRead(value, p)}"` : 'no crawler name'}`);
  const sections: HoverSection[] = [{ heading: 'Token read', lines: [reads.join(' · ')] }];
  if (token !== value && token !== '') sections[0].lines.push(`The rest ("${value.slice(token.length)}") is dropped: a product token has only letters, "-" and "_".`);
  sections.push({ heading: 'Crawlers it addresses', lines: addressLines(token, profile) });
  sections.push({ heading: 'Groups merged with it', lines: mergeLines(token, lineNo, parsed) });
  return { from: l.valueFrom, to: l.valueTo, title: token === '*' ? 'User-agent: * (every other crawler)' : `User-agent: ${token || value}`, sections };
}

function addressLines(token: string, profile: Profile): string[] {
  if (token === '') return ['None: a group needs a product token or "*".'];
  if (token === '*') {
    const own = REGISTRY.filter((c) => c.ignoresGlobal).map((c) => c.token);
    return ['Every crawler that no other group names.', `Never: ${nameList(own)} (they obey only a group that names them).`];
  }
  const { named, fallback } = agentTargets(token, profile);
  const out: string[] = [];
  if (named.length) out.push(`Named: ${nameList(named.map((c) => `${c.token} (${c.operator}, ${c.purpose})`), 4)}.`);
  // What an operator says of bypassing the file (registry `bypasses`), for each crawler named.
  for (const c of named) if (bypassWords(c) !== '') out.push(bypassWords(c));
  if (fallback.length) out.push(`Falls back to it when no group names them: ${nameList(tokens(fallback))}.`);
  if (!out.length) out.push(`No crawler in the registry sends "${token}"; a crawler whose product token is "${token}" obeys this group.`);
  return out;
}

function mergeLines(token: string, lineNo: number, parsed: ParsedRobots | null): string[] {
  if (!parsed) return ['Not checked here: the file is too large to read on this page.'];
  const t = token.toLowerCase();
  const own = parsed.groups.find((g) => g.userAgents.some((u) => u.line === lineNo));
  const out = own ? sharedLines(parsed, own, lineNo) : [];
  const others = parsed.groups.filter((g) => g !== own && g.userAgents.some((u) => u.token.toLowerCase() === t));
  if (others.length) out.push(`Google merges this group with the group${others.length > 1 ? 's' : ''} at line ${nameList(others.map((g) => String(g.startLine)))}: their rules count as one group.`);
  return out.length ? out : ['None: no other group names it.'];
}

/**
 * The other user-agent lines of the line's own group, which get the same rules; said plainly
 * where the list runs on past a line that looks like its end (core groupJoin: Crawl-delay, an
 * unknown key or a blank line never ends it, only Allow or Disallow does).
 */
function sharedLines(parsed: ParsedRobots, own: Group, lineNo: number): string[] {
  const mates = [...new Set(own.userAgents.filter((u) => u.line !== lineNo).map((u) => u.value))];
  if (!mates.length) return [];
  const join = groupJoin(parsed, own);
  if (!join) return [`One group with ${nameList(mates)} (from line ${own.startLine}): the same rules apply to all of them.`];
  const at = lineAt(parsed, join.breakLine);
  const what = at.kind === 'blank' ? 'a blank line' : `"${parsed.text.slice(at.keyFrom, at.keyTo)}"`;
  return [`One group with ${nameList(mates)}: the list of user-agents that began on line ${own.startLine} goes on past line ${join.breakLine} (${what}), since only an Allow or Disallow line ends it, so every rule of the group applies to all of them.`];
}

/** Hover on an allow/disallow pattern: its reading, examples the matcher confirms, and what it decides among the tested URLs. */
export function patternHover(l: LineReading, lineText: string, lineNo: number, profile: Profile, cells: DecidedCells | null): HoverContent {
  const value = lineText.slice(l.valueFrom, l.valueTo);
  const r = readPattern(value, profile);
  const verb = l.kind === 'allow' ? 'Allows' : 'Blocks';
  const sections: HoverSection[] = [{ heading: verb, lines: [r.words.charAt(0).toUpperCase() + r.words.slice(1) + '.'] }];
  const examples = [...r.matches.map((p) => `✓ ${p}`), ...r.misses.map((p) => `✗ ${p}`)];
  if (examples.length) sections.push({ heading: 'Examples (checked by the matcher)', lines: examples });
  if (cells) sections.push({ heading: 'Tested URLs', lines: [decidedLine(cells, lineNo)] });
  return { from: l.valueFrom, to: l.valueTo, title: `${l.kind === 'allow' ? 'Allow' : 'Disallow'} ${value || '(empty)'}`, sections };
}

/** How many of the workbench's URLs this line decides, per crawler. */
export function decidedLine(cells: DecidedCells, lineNo: number): string {
  const perColumn = cells.columns.map(() => 0);
  const rows = new Set<number>();
  const n = cells.columns.length;
  for (let i = 0; i < cells.line.length; i++) {
    if (cells.line[i] !== lineNo) continue;
    perColumn[i % n]++;
    rows.add(Math.floor(i / n));
  }
  if (!rows.size) return `Decides none of the ${cells.urls.length} tested URLs.`;
  const who = cells.columns.flatMap((c, j) => (perColumn[j] ? [`${c.name} ${perColumn[j]}`] : []));
  return `Decides ${rows.size} of the ${cells.urls.length} tested URLs, for ${who.join(', ')}.`;
}

/** Hover on a sitemap URL: absolute? same host? may Googlebot fetch it under this file? */
export function sitemapHover(l: LineReading, lineText: string, origin: string | null, parsed: ParsedRobots | null): HoverContent {
  const value = lineText.slice(l.valueFrom, l.valueTo);
  const url = httpUrl(value);
  const lines: string[] = [];
  if (!url) lines.push('Not an absolute http(s) URL: crawlers cannot fetch it. Write the full URL.');
  else {
    lines.push('An absolute URL.');
    const same = origin === null ? null : url.origin === origin;
    if (same === null) lines.push('Same host: unknown (add a tested URL to tell this site\'s origin).');
    else lines.push(same ? `On this site (${origin}).` : `On another host (${url.host}); sitemaps.org allows it when this file points to it, and that host's robots.txt decides whether it may be fetched.`);
    if (same !== false) lines.push(googlebotLine(parsed, url.href));
  }
  return { from: l.valueFrom, to: l.valueTo, title: 'Sitemap', sections: [{ heading: 'This URL', lines }] };
}

function googlebotLine(parsed: ParsedRobots | null, url: string): string {
  if (!parsed) return 'Googlebot: not checked here (the file is too large to read on this page).';
  const c = checkCrawler(parsed, 'Googlebot', url);
  if (c.allowed) return 'Googlebot may fetch it under this file.';
  return `Googlebot may not fetch it: line ${c.line} blocks it.`;
}
