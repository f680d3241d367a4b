/**
 * The rules that apply to one crawler in one parse, and the lookup that finds the ones matching
 * a path (lookup/: a scan for the first few checks, then an index).
 *
 * Everything is kept per parse, in its memo (memo.ts): two parses, or two crawlers, checked in
 * turn never see each other's answers.
 */
import { chooseGroups } from './groups.ts';
import { NextOf, RuleLookup, type LookupRules, type RuleSource } from './lookup/index.ts';
import { memoOf } from './memo.ts';
import type { ProfileSpec } from './profiles/index.ts';
import { matchPattern } from './pattern.ts';
import { applyingRules, impliedIndexAllow, ruleColumns, skipped } from './ruleColumns.ts';
import { patternIsText, rulePattern } from './ruleTable.ts';
import type { AgentCache, AgentRules, ParsedRobots, RuleMatch } from './types.ts';

/** Checks per crawler and parse answered by a scan before the rules are indexed. */
const INDEX_AFTER = 16;

function agentCache(parsed: ParsedRobots): AgentCache {
  const memo = memoOf(parsed);
  return (memo.agents ??= { tokens: new Map(), chains: new Map(), byGroups: new Map(), indexAfter: INDEX_AFTER, lastToken: null, lastRules: null });
}

/**
 * Index this parse's rules from the `indexAfter`-th check of each crawler on, instead of the
 * 17th (0: from the first). For the tests and the benchmark, which must reach both ways of
 * looking; it applies to crawlers not yet checked on this parse.
 */
export function indexRulesAfter(parsed: ParsedRobots, indexAfter: number): void {
  agentCache(parsed).indexAfter = indexAfter;
}

export function agentRules(parsed: ParsedRobots, agent: string | readonly string[], spec: ProfileSpec): AgentRules {
  const file = agentCache(parsed);
  if (file.lastToken !== null && file.lastToken === agent) return file.lastRules!;
  const single = typeof agent === 'string';
  const map = single ? file.tokens : file.chains;
  // A chain is read by value: the caller may hand the same array again with other tokens in it.
  const key = single ? agent : JSON.stringify(agent);
  let found = map.get(key);
  if (!found) {
    const chain = single ? [agent] : agent.length > 0 ? agent : [''];
    const choice = chooseGroups(parsed, chain, spec);
    // Crawlers that obey the same groups share their rules' lookup: on most files every crawler
    // without a group of its own reads `*`, and each would otherwise index the same rules again
    // (47,000 of them in corpus 0341).
    const groupsKey = choice.groups.join(' ');
    let shared = file.byGroups.get(groupsKey);
    if (!shared) {
      const source = new AgentRuleSource(parsed, applyingRules(parsed.groups, choice.groups), spec);
      shared = { rules: source.ids, lookup: new RuleLookup(source, { wildcards: spec.wildcards, indexAfter: file.indexAfter }) };
      file.byGroups.set(groupsKey, shared);
    }
    found = { agent: choice.agent, groups: choice.groups, reason: choice.reason, rules: shared.rules, lookup: shared.lookup };
    map.set(key, found);
  }
  file.lastToken = single ? agent : null;
  file.lastRules = found;
  return found;
}

/** A crawler's rules in one parse, for its lookup: read in place for the first check, as columns after. */
class AgentRuleSource implements RuleSource {
  constructor(
    private readonly parsed: ParsedRobots,
    readonly ids: readonly number[],
    private readonly spec: ProfileSpec,
  ) {}

  load(): LookupRules {
    return ruleColumns(this.ids, this.parsed.rules, (r) => rulePattern(this.parsed, r), this.spec);
  }

  scanInPlace(path: string, out: RuleMatch[]): void {
    scanInPlace(this.parsed, this.ids, this.spec, path, out);
  }
}

/**
 * The first check of a crawler, reading each rule's pattern in place in the text: a parse checked
 * once (the editor checks each new parse a few times; a crawler checks one URL per file) builds no
 * string or table per rule. On a file of 47,000 rules the lookup's columns cost as much as the
 * parse itself (issue 8 §6). Most rules differ from the path within a character or two.
 */
function scanInPlace(parsed: ParsedRobots, ids: readonly number[], spec: ProfileSpec, path: string, out: RuleMatch[]): void {
  const { text } = parsed;
  const { valueFrom, valueTo } = parsed.lines;
  const { line, allow, ownPatterns, ownValues } = parsed.rules;
  // Nearly every file keeps no pattern of its own: then every rule is read in place.
  const allText = ownPatterns.size === 0 && ownValues.size === 0;
  const { wildcards, indexHtmlAllow } = spec;
  const htm = new IndexHtm(text);
  let chars: PathChars | null = null;
  for (let k = 0; k < ids.length; k++) {
    const r = ids[k];
    const row = line[r] - 1;
    const from = valueFrom[row];
    const to = valueTo[row];
    // An Allow that may imply an index allow (`<dir>/$`) is left to the matcher, which tries the implied pattern too.
    const mayImplyIndex = indexHtmlAllow && allow[r] === 1;
    let pattern: string;
    let inPlace: number;
    if (from >= 0 && (allText || patternIsText(parsed, r))) {
      inPlace = prefixInPlace(text, from, to, path, wildcards);
      if (inPlace === 0 && !(mayImplyIndex && htm.endsValue(from, to))) continue;
      if (inPlace === -1 && !mayImplyIndex && !(chars ??= new PathChars(path)).mayMatch(text, from, to)) continue;
      pattern = text.slice(from, to);
    } else {
      // A pattern of its own (a value with escapes or characters outside ASCII, normalised): its
      // literal start is compared first too, which settles nearly every rule without the matcher.
      pattern = rulePattern(parsed, r);
      inPlace = prefixInPlace(pattern, 0, pattern.length, path, wildcards);
      if (inPlace === -1 && !mayImplyIndex && !(chars ??= new PathChars(path)).mayMatch(pattern, 0, pattern.length)) continue;
    }
    if (skipped(pattern, spec)) continue;
    if (inPlace === 1 || (inPlace === -1 && (wildcards ? matchPattern(pattern, path) : path.startsWith(pattern)))) {
      out.push({ rule: r, line: line[r], allow: allow[r] === 1, pattern, length: pattern.length, implied: false });
      continue;
    }
    const implied = allow[r] === 1 ? impliedIndexAllow(pattern, spec) : null;
    if (implied !== null && (wildcards ? matchPattern(implied, path) : path.startsWith(implied))) {
      out.push({ rule: r, line: line[r], allow: true, pattern: implied, length: implied.length, implied: true });
    }
  }
}

/**
 * The ASCII characters of a path, as a set of 128 bits: a pattern with a literal character (any
 * but `*` and `$`) that the path lacks cannot match it. A rule starting with a wildcard
 * (`/*?lid=*`; corpus 0317 dreamstime and 0318 istockphoto have 960 each) is not settled by its
 * literal start, and the matcher cut it and its segments out and searched for each: their first
 * checks went 301 -> 209 and 289 -> 206 µs (best of 22, parse included) once a rule holding a
 * character the path lacks is turned down by reading it once, in place.
 */
class PathChars {
  private readonly bits = new Int32Array(4);

  constructor(path: string) {
    for (let i = 0; i < path.length; i++) {
      const c = path.charCodeAt(i);
      if (c < 0x80) this.bits[c >> 5] |= 1 << (c & 31);
    }
  }

  /**
   * Could text[from, to), read as a pattern, match the path? false only when one of its literal
   * characters is not in the path (a character outside ASCII is not looked at: true is always safe).
   */
  mayMatch(text: string, from: number, to: number): boolean {
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80 && c !== 0x2a && c !== 0x24 && (this.bits[c >> 5] & (1 << (c & 31))) === 0) return false;
    }
    return true;
  }
}

/** Values up to this long are read back from their end for `/index.htm` (IndexHtm.endsValue). */
const SHORT_VALUE = 64;

/**
 * Could a value, text[from, to), imply a `<dir>/$` (see impliedIndexAllow)? Its last `/` starts
 * `/index.htm`. A big file's first check asks this of every Allow rule that does not match (on
 * 0341 xuexi.cn, 6,481 of them), so `/index.htm` is searched for once over the text, ahead of the
 * values asked about, and only a value that holds it is read.
 */
export class IndexHtm {
  private next: NextOf;
  private last = 0;

  constructor(private readonly text: string) {
    this.next = new NextOf(text, '/index.htm');
  }

  endsValue(from: number, to: number): boolean {
    // A short value (nearly all) is read back from its end to its last `/`, which costs less
    // than one search of a small file's whole text (a fortieth of the corpus's small files'
    // sweep); the reading is bounded by the value, so a big file's first check stays linear.
    if (to - from <= SHORT_VALUE) {
      let slash = to - 1;
      while (slash >= from && this.text.charCodeAt(slash) !== 0x2f) slash--;
      return slash >= from && slash + 10 <= to && this.text.startsWith('/index.htm', slash);
    }
    // The rules come in file order; should one come earlier, search afresh.
    if (from < this.last) this.next = new NextOf(this.text, '/index.htm');
    this.last = from;
    if (this.next.from(from) >= to) return false;
    const slash = this.text.lastIndexOf('/', to - 1);
    return slash >= from && slash + 10 <= to && this.text.startsWith('/index.htm', slash);
  }
}

/**
 * Does text[from, to), read as a pattern, match `path` (as matchPattern would say)? 1: yes (a plain prefix of it); 0: no (a
 * literal character differs, or the path ends first); -1: a `*` or `$` comes first, so the full
 * matcher must decide.
 */
function prefixInPlace(text: string, from: number, to: number, path: string, wildcards: boolean): number {
  for (let i = 0; i < to - from; i++) {
    const c = text.charCodeAt(from + i);
    if (wildcards && (c === 0x2a || c === 0x24)) return -1;
    if (i >= path.length || path.charCodeAt(i) !== c) return 0;
  }
  return 1;
}
