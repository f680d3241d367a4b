/**
 * Why verdicts change between two versions of a robots.txt (issue 26 §1): every changed
 * URL × crawler pair is put under one cause, so a person reads "Googlebot now reads the group of
 * line 4 instead of `*`" once, not 8,000 rows. One model for the app's compare view, `robotscope
 * diff` (text and JSON) and MCP; the words are in diffCauseWords.ts.
 *
 * A change is described by its two sides (verdict, deciding line, rule text) and, per crawler,
 * which groups it reads in each version (groupReading). Group selection does not depend on the
 * URL, so that is one check per crawler and version, never per cell.
 */
import { checkCrawler, crawlerFor, type CrawlerRule, type CrawlerVerdict } from './crawlerCheck.ts';
import { asReadFile, readingFor, type ReadFile } from './readings.ts';
import { googlebotView } from './googlebotView.ts';
import { diffLines } from './lineDiff.ts';
import { lineFromTable } from './lineTable.ts';
import { baseOf, LENIENT_READING } from './profiles/index.ts';
import { ruleText } from './ruleTable.ts';
import { LINE_KINDS, type ParsedRobots, type Profile } from './types.ts';

/** One side of a changed pair, as every view already has it. */
export interface CauseSide {
  verdict: CrawlerVerdict;
  /** The deciding line, 0 when no rule decided. */
  line: number;
  /** The deciding rule as `Disallow: /x` (ruleText), '' when none. */
  rule: string;
}

export interface CauseInput {
  crawler: string;
  before: CauseSide;
  after: CauseSide;
}

/** Which groups a crawler reads in one version. */
export interface GroupReading {
  /** The chain token whose group applied ('*' for the global group, '' when none did). */
  decidedBy: string;
  crawlerRule: CrawlerRule;
  /** First line of each group read, in file order. */
  groupLines: number[];
  /** Every rule of those groups, as ruleText writes them, with its first line. */
  rules: ReadonlyMap<string, number>;
  /** Googlebot's answer on a file over 500 KiB: only the first 512,000 bytes count. */
  sizeLimited: boolean;
  /** The reading these groups were read with. */
  profile: Profile;
  /**
   * The rules Google's lenient parser reads in these groups on lines this reading reads as no rule
   * (a misspelt key, a missing colon), by their text as Google reads them; empty under Google's own.
   */
  unread: ReadonlyMap<string, UnreadLine>;
}

/** A line read as a rule by Google's parser only: its number and its key as written. */
export interface UnreadLine {
  line: number;
  key: string;
  missingColon: boolean;
  /** The line as written, its comment left out. */
  text: string;
}

/**
 * `rule-unread`: the deciding rule's line is still there, written so that the crawler's reading no
 * longer reads it (`Dissallow`), which Google's parser still does; `rule-read`: the reverse, a line
 * only Google's parser read is now written so that the crawler's reading reads it.
 */
export const CAUSE_KINDS = ['group-switch', 'rule-removed', 'rule-unread', 'rule-edited', 'rule-added', 'rule-read', 'size-cut', 'other'] as const;
export type CauseKind = (typeof CAUSE_KINDS)[number];

export interface Cause {
  kind: CauseKind;
  /** Same key, same cause: what makes two changes one cause. */
  key: string;
  /** The first change's sides and readings (the cause's own lines and rules). */
  before: CauseSide & { reading: GroupReading };
  after: CauseSide & { reading: GroupReading };
  /** The crawlers concerned, in the order first met, each with how its groups are now chosen. */
  crawlers: { crawler: string; rule: CrawlerRule; count: number }[];
  /** Indexes into the input of the changes under this cause. */
  changes: number[];
  newlyBlocked: number;
  newlyAllowed: number;
  /** Pairs whose verdict stays but whose deciding rule changed. */
  otherRule: number;
  /** Every change under the cause has the first one's rules on both sides. */
  uniform: boolean;
  /** The rule the cause is about: removed or edited (old version), added or edited (new version). */
  removed?: RuleAt;
  added?: RuleAt;
  /** `rule-unread` / `rule-read`: the line as written that one reading reads as no rule, and the readings that do not read it. */
  unread?: UnreadLine & { readings: Profile[] };
}

export interface RuleAt {
  rule: string;
  line: number;
}

export interface CauseReport {
  /** Real changes by cause: most verdict changes first. */
  causes: Cause[];
  /** Indexes of the pairs decided by the same rule on another line: not a change. */
  moved: number[];
  /** Pairs whose verdict changed (the headline), and those newly blocked / allowed. */
  verdictChanges: number;
  newlyBlocked: number;
  newlyAllowed: number;
}

/**
 * The groups `crawler` reads in `parsed` (its documented chain, crawlerCheck.ts); `lenient`, the
 * same text parsed as Google reads it, gives the rules only Google's parser reads there (`unread`).
 */
export function groupReading(parsed: ParsedRobots, crawler: string, lenient?: ParsedRobots): GroupReading {
  const check = checkCrawler(parsed, crawler, 'https://example.com/');
  const { rules, groupLines } = rulesRead(parsed, check);
  const unread = new Map<string, UnreadLine>();
  if (lenient && lenient !== parsed) {
    for (const [rule, line] of rulesRead(lenient, checkCrawler(lenient, crawler, 'https://example.com/')).rules) {
      if (rules.has(rule) || line > parsed.lineCount || RULE_KINDS.has(LINE_KINDS[parsed.lines.kind[line - 1]])) continue;
      unread.set(rule, unreadLine(lenient, line));
    }
  }
  return { decidedBy: check.decidedBy, crawlerRule: check.crawlerRule, groupLines, rules, sizeLimited: check.sizeLimited, profile: baseOf(parsed.profile), unread };
}

const RULE_KINDS = new Set(['allow', 'disallow']);

/** Every rule of the groups a check read, as ruleText writes them, with its first line. */
function rulesRead(parsed: ParsedRobots, check: ReturnType<typeof checkCrawler>): { rules: Map<string, number>; groupLines: number[] } {
  const read = check.sizeLimited ? googlebotView(parsed) : parsed;
  const rules = new Map<string, number>();
  const groupLines: number[] = [];
  for (const g of check.groups) {
    const group = read.groups[g];
    groupLines.push(group.startLine);
    for (const r of group.rules) {
      const text = ruleText(read, r);
      if (!rules.has(text)) rules.set(text, read.rules.line[r]);
    }
  }
  return { rules, groupLines: groupLines.sort((a, b) => a - b) };
}

function unreadLine(parsed: ParsedRobots, line: number): UnreadLine {
  const l = lineFromTable(parsed.lines, line);
  const end = l.commentFrom >= 0 && l.commentFrom < l.to ? l.commentFrom : l.to;
  return { line, key: parsed.text.slice(l.keyFrom, l.keyTo), missingColon: l.missingColon, text: parsed.text.slice(l.from, end).trim() };
}

/** The lines a cause is about, in each version: what a view marks when the cause is selected. */
export interface CauseLines {
  before: readonly number[];
  after: readonly number[];
}

/**
 * A group switch is about the groups read before and after (their first lines: "the group of
 * line 4 instead of `*` (line 12)"); a removed rule is a line of the old version, an added one
 * of the new, an edit both. The 500 KiB cut and the rest name no line of their own.
 */
export function causeLines(cause: Cause): CauseLines {
  switch (cause.kind) {
    case 'group-switch':
      return { before: cause.before.reading.groupLines, after: cause.after.reading.groupLines };
    case 'rule-removed':
    case 'rule-unread':
    case 'rule-edited':
    case 'rule-added':
    case 'rule-read':
      return { before: cause.removed ? [cause.removed.line] : [], after: cause.added ? [cause.added.line] : [] };
    default:
      return { before: [], after: [] };
  }
}

/** The same rule on another line: the verdict and the rule text stay. */
export function isMove(c: CauseInput): boolean {
  return c.before.verdict === c.after.verdict && c.before.rule !== '' && c.before.rule === c.after.rule;
}

/** Causes of as many verdict changes come in CAUSE_KINDS' order. */
const KIND_ORDER: readonly CauseKind[] = CAUSE_KINDS;

/**
 * Puts every change under its cause. Each of `changes` is one: its sides differ in verdict, in
 * deciding line or in the rule as read (ruleText), as diffVerdicts and the page's diffMatrices
 * give them; a line only respelt in a way the reading forgives is the same rule, so no change.
 * `reading(crawler, side)` gives the crawler's groups in the
 * version before or after (groupReading, cached by the caller or by readingsOf).
 */
export function causesOf(changes: readonly CauseInput[], reading: (crawler: string, side: 'before' | 'after') => GroupReading): CauseReport {
  const byKey = new Map<string, Cause>();
  const moved: number[] = [];
  let newlyBlocked = 0;
  let newlyAllowed = 0;
  changes.forEach((c, i) => {
    if (isMove(c)) { moved.push(i); return; }
    const rb = reading(c.crawler, 'before');
    const ra = reading(c.crawler, 'after');
    const found = classify(c, rb, ra);
    let cause = byKey.get(found.key);
    if (!cause) {
      cause = { ...found, before: { ...c.before, reading: rb }, after: { ...c.after, reading: ra }, crawlers: [], changes: [], newlyBlocked: 0, newlyAllowed: 0, otherRule: 0, uniform: true };
      byKey.set(found.key, cause);
    }
    cause.changes.push(i);
    // The readings that do not read the line: the new version's for a misspelling, the old one's for its fix.
    const notReading = cause.kind === 'rule-unread' ? ra.profile : rb.profile;
    if (cause.unread && !cause.unread.readings.includes(notReading)) cause.unread.readings.push(notReading);
    if (c.before.rule !== cause.before.rule || c.after.rule !== cause.after.rule) cause.uniform = false;
    const who = cause.crawlers.find((w) => w.crawler === c.crawler);
    if (who) who.count++;
    else cause.crawlers.push({ crawler: c.crawler, rule: ra.crawlerRule, count: 1 });
    if (c.before.verdict === c.after.verdict) cause.otherRule++;
    else if (c.after.verdict === 'blocked') { cause.newlyBlocked++; newlyBlocked++; }
    else { cause.newlyAllowed++; newlyAllowed++; }
  });
  const verdicts = (c: Cause) => c.newlyBlocked + c.newlyAllowed;
  const causes = [...byKey.values()].sort((a, b) => verdicts(b) - verdicts(a) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || b.otherRule - a.otherRule);
  return { causes, moved, verdictChanges: newlyBlocked + newlyAllowed, newlyBlocked, newlyAllowed };
}

interface Found {
  kind: CauseKind;
  key: string;
  removed?: RuleAt;
  added?: RuleAt;
  unread?: UnreadLine & { readings: Profile[] };
}

/** The cause of one change, and the key that joins it to the others of that cause. */
function classify(c: CauseInput, rb: GroupReading, ra: GroupReading): Found {
  if (rb.decidedBy !== ra.decidedBy || rb.crawlerRule !== ra.crawlerRule) {
    // Crawlers that move from the same groups to the same groups share the cause (Googlebot,
    // and Googlebot-Image and Applebot that fall back to Googlebot's new group).
    return { kind: 'group-switch', key: `switch ${rb.decidedBy}@${rb.groupLines.join(',')} > ${ra.decidedBy}@${ra.groupLines.join(',')}` };
  }
  const gone = c.before.rule !== '' && !ra.rules.has(c.before.rule);
  const added = c.after.rule !== '' && !rb.rules.has(c.after.rule);
  // The line is still there, written so that one version's reading reads no rule (Google's does).
  const misspelt = gone ? ra.unread.get(c.before.rule) : undefined;
  if (misspelt) return { kind: 'rule-unread', key: `unread ${misspelt.line} ${c.before.rule}`, removed: { rule: c.before.rule, line: c.before.line }, unread: { ...misspelt, readings: [] } };
  const fixed = added ? rb.unread.get(c.after.rule) : undefined;
  if (fixed) return { kind: 'rule-read', key: `read ${fixed.line} ${c.after.rule}`, added: { rule: c.after.rule, line: c.after.line }, unread: { ...fixed, readings: [] } };
  if (gone || added) {
    // One rule out and one in, in the groups the crawler reads: the rule was edited, and every
    // change it makes (through the old rule or the new) is that one edit.
    const out = onlyIn(rb.rules, ra.rules);
    const into = onlyIn(ra.rules, rb.rules);
    if (out.length === 1 && into.length === 1) return edited(out[0], into[0]);
    // Several rules in or out: the one deciding was edited where a rule of the other version took its place.
    const pairs = editPairs(rb, ra);
    const was = added ? pairs.oldOf.get(c.after.rule) : undefined;
    if (was) return edited(was, { rule: c.after.rule, line: ra.rules.get(c.after.rule)! });
    const became = gone ? pairs.newOf.get(c.before.rule) : undefined;
    if (became) return edited({ rule: c.before.rule, line: rb.rules.get(c.before.rule)! }, became);
    // A new rule that decides now is the cause, even where the old deciding rule went too.
    if (added) return { kind: 'rule-added', key: `added ${c.after.line} ${c.after.rule}`, added: { rule: c.after.rule, line: c.after.line } };
    return { kind: 'rule-removed', key: `removed ${c.before.line} ${c.before.rule}`, removed: { rule: c.before.rule, line: c.before.line } };
  }
  if (rb.sizeLimited || ra.sizeLimited) return { kind: 'size-cut', key: 'size-cut' };
  return { kind: 'other', key: `other ${ra.decidedBy}@${ra.groupLines.join(',')}` };
}

const edited = (removed: RuleAt, added: RuleAt): Found => ({ kind: 'rule-edited', key: `edited ${removed.line} ${removed.rule} > ${added.line} ${added.rule}`, removed, added });

/** The rules edited in place between two readings: each new rule with the old one it replaced, and back. */
interface EditPairs {
  oldOf: Map<string, RuleAt>;
  newOf: Map<string, RuleAt>;
}

const pairsMade = new WeakMap<GroupReading, WeakMap<GroupReading, EditPairs>>();

/**
 * The rules of the two readings, in file order, diffed as lines (lineDiff.ts): where a run of
 * rules out meets a run as long of rules in, at the same place among the rules both keep, each
 * was edited into its counterpart (`Disallow: /*gclid=` into `Disallow: /*gclid` on line 21,
 * while `Disallow: /us/compare/` is added lower down). Runs of unequal length pair nothing: which
 * replaced which, nobody can tell. Kept per pair of readings (readingsOf keeps those).
 */
function editPairs(rb: GroupReading, ra: GroupReading): EditPairs {
  const known = pairsMade.get(rb)?.get(ra);
  if (known) return known;
  const pairs: EditPairs = { oldOf: new Map(), newOf: new Map() };
  const lines = diffLines([...rb.rules.keys()], [...ra.rules.keys()]);
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j < lines.length && lines[j].op === '-') j++;
    let k = j;
    while (k < lines.length && lines[k].op === '+') k++;
    if (j - i > 0 && k - j === j - i) {
      for (let m = 0; m < j - i; m++) {
        const was = lines[i + m].text;
        const now = lines[j + m].text;
        pairs.oldOf.set(now, { rule: was, line: rb.rules.get(was)! });
        pairs.newOf.set(was, { rule: now, line: ra.rules.get(now)! });
      }
    }
    i = Math.max(k, i + 1);
  }
  if (!pairsMade.has(rb)) pairsMade.set(rb, new WeakMap());
  pairsMade.get(rb)!.set(ra, pairs);
  return pairs;
}

/** The rules of `a` that `b` lacks (stops at 2: only "exactly one" matters). */
function onlyIn(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): RuleAt[] {
  const out: RuleAt[] = [];
  for (const [rule, line] of a) {
    if (b.has(rule)) continue;
    out.push({ rule, line });
    if (out.length > 1) break;
  }
  return out;
}

/**
 * A reading function over two versions, each crawler read once per version: a ParsedRobots is
 * its profile for every crawler; a ReadFile reads each crawler as its choice says (readings.ts).
 */
export function readingsOf(before: ParsedRobots | ReadFile, after: ParsedRobots | ReadFile): (crawler: string, side: 'before' | 'after') => GroupReading {
  const cache = new Map<string, GroupReading>();
  const files = { before: asReadFile(before), after: asReadFile(after) };
  const parseFor = (file: ReadFile, crawler: string) => file.parses(readingFor(crawlerFor(crawler), file.choice).profile);
  return (crawler, side) => {
    const key = `${side}\n${crawler}`;
    let r = cache.get(key);
    if (!r) {
      r = groupReading(parseFor(files[side], crawler), crawler, files[side].parses(LENIENT_READING));
      cache.set(key, r);
    }
    return r;
  };
}
