/**
 * The words of a cause (diffCauses.ts), one place for the compare view, `robotscope diff` and MCP:
 * what changed in the file ("Googlebot now reads the Googlebot group (line 4) instead of the `*`
 * group (line 12)") and how many verdicts it changes.
 */
import type { Cause, CauseReport, GroupReading, RuleAt } from './diffCauses.ts';
import { LENIENT_READING, profileSpec } from './profiles/index.ts';
import { PROFILE_WORDS, profileName } from './words/profileWords.ts';
import type { Profile } from './types.ts';
import { PLAIN, type WordStyle } from './words/wordStyle.ts';

const n = (k: number) => k.toLocaleString('en');

/** Lines of the old version are "old line 12": both versions are on screen, numbered apart. */
function lines(r: GroupReading, old: boolean): string {
  if (r.groupLines.length === 0) return '';
  const word = `${old ? 'old ' : ''}line${r.groupLines.length === 1 ? '' : 's'}`;
  return ` (${word} ${r.groupLines.join(', ')})`;
}

/** "the `*` group (old line 12)", "the Googlebot group (line 4)", "no group". */
export function groupName(r: GroupReading, old = false, w: WordStyle = PLAIN): string {
  if (r.decidedBy === '') return 'no group';
  return r.decidedBy === '*' ? `the ${w.code('*')} group${lines(r, old)}` : `the ${w.name(r.decidedBy)} group${lines(r, old)}`;
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function switchSentence(c: Cause, w: WordStyle): string {
  const before = c.before.reading;
  const after = c.after.reading;
  const names = (list: typeof c.crawlers) => list.map((x) => w.name(x.crawler));
  const own = names(c.crawlers.filter((x) => x.rule !== 'chain-fallback'));
  const falling = names(c.crawlers.filter((x) => x.rule === 'chain-fallback'));
  if (after.decidedBy === '') {
    const why = after.crawlerRule === 'ignores-global' ? `no group names it any more, and it ignores ${w.code('*')}` : `no group applies any more (there is no ${w.code('*')} group)`;
    return `${listWords(names(c.crawlers))}: ${why}, so everything is allowed (before: ${groupName(before, true, w)})`;
  }
  const instead = before.decidedBy === '' ? '; before, no group applied' : ` instead of ${groupName(before, true, w)}`;
  if (own.length === 0) return `${listWords(falling)} now fall${falling.length === 1 ? 's' : ''} back to ${groupName(after, false, w)}${instead}`;
  const tail = falling.length === 0 ? '' : `; ${listWords(falling)} fall${falling.length === 1 ? 's' : ''} back to it`;
  return `${listWords(own)} now read${own.length === 1 ? 's' : ''} ${groupName(after, false, w)}${instead}${tail}`;
}

/**
 * A line still there whose key is written so that the crawlers' readings read no rule (RFC 9309
 * 2.2 keys are exact; Google's parser forgives misspellings and a missing colon): "is now spelled
 * `Dissallow` (line 2), which RFC 9309 does not read (Google still does)", or the fix of one.
 * A reading whose forgiveness is only assumed (Bing's) or left open (Yandex's for a missing colon)
 * is not said not to read it: its answers are in doubt, and the sentence says nobody documents it.
 */
function spellingWords(c: Cause, w: WordStyle, now: boolean): string {
  const u = c.unread!;
  const open = u.readings.filter((p) => profileSpec(p).forgivenessAssumed || (u.missingColon && profileSpec(p).colonOpen));
  const settled = u.readings.filter((p) => !open.includes(p));
  const names = (ps: readonly Profile[]) => listWords(ps.map((p) => PROFILE_WORDS[p].short));
  const google = profileName(LENIENT_READING);
  const where = now ? `line ${u.line}` : `old line ${u.line}`;
  const written = u.missingColon ? `${now ? 'now lacks' : 'lacked'} its colon (${where}: ${w.code(u.text)})` : `${now ? 'is now' : 'was'} spelled ${w.code(u.key)} (${where})`;
  const notRead = settled.length === 0 ? '' : `, which ${names(settled)} ${settled.length === 1 ? 'does' : 'do'} not read`;
  const unknown = open.length === 0 ? '' : `${settled.length === 0 ? ';' : ', and'} ${names(open)} ${open.length === 1 ? 'does' : 'do'} not document whether ${open.length === 1 ? 'it reads' : 'they read'} such a line`;
  return `${written}${notRead}${unknown} (${google} ${now ? 'still does' : 'did'})`;
}

/** What changed in the file, in one sentence. */
export function causeSentence(c: Cause, w: WordStyle = PLAIN): string {
  const oldRule = (r: RuleAt) => `${w.code(r.rule)} (old line ${r.line})`;
  const newRule = (r: RuleAt) => `${w.code(r.rule)} (line ${r.line})`;
  const now = c.after.rule === '' ? 'no rule decides now' : `${newRule(c.after)} decides now`;
  switch (c.kind) {
    case 'group-switch': return switchSentence(c, w);
    case 'rule-removed': return `The rule ${oldRule(c.removed!)} was removed${c.uniform ? `; ${now}` : ''}`;
    case 'rule-unread': return `The rule ${oldRule(c.removed!)} ${spellingWords(c, w, true)}${c.uniform ? `; ${now}` : ''}`;
    case 'rule-read': return `The rule ${newRule(c.added!)} ${spellingWords(c, w, false)}; it decides now`;
    case 'rule-edited': return `The rule ${oldRule(c.removed!)} became ${newRule(c.added!)}`;
    case 'rule-added': return `The rule ${newRule(c.added!)} is new in ${groupName(c.after.reading, false, w)}`;
    case 'size-cut': return 'Where Googlebot stops reading (500 KiB) moved: rules past it are not read';
    case 'other': return `The rules of ${groupName(c.after.reading, false, w)} changed`;
  }
}

/** "1,200 verdicts change (1,150 newly allowed, 50 newly blocked) for 3 crawlers". */
export function causeCounts(c: Cause, w: WordStyle = PLAIN): string {
  const verdicts = c.newlyBlocked + c.newlyAllowed;
  const parts = [c.newlyBlocked > 0 ? `${n(c.newlyBlocked)} newly blocked` : '', c.newlyAllowed > 0 ? `${n(c.newlyAllowed)} newly allowed` : ''].filter(Boolean);
  const who = c.crawlers.length === 1 ? w.name(c.crawlers[0].crawler) : `${c.crawlers.length} crawlers`;
  const same = c.otherRule > 0 ? `${n(c.otherRule)} verdict${c.otherRule === 1 ? '' : 's'} kept but decided by another rule` : '';
  if (verdicts === 0) return `${same}, for ${who}`;
  return `${n(verdicts)} verdict${verdicts === 1 ? '' : 's'} change (${parts.join(', ')}) for ${who}${same ? `; ${same}` : ''}`;
}

/** The headline: only real verdict changes count; moves are said apart. */
export function reportHeadline(r: CauseReport, compared: number): string {
  const others = r.causes.reduce((k, c) => k + c.otherRule, 0);
  const real = r.causes.filter((c) => c.newlyBlocked + c.newlyAllowed > 0).length;
  const main = r.verdictChanges === 0
    ? `No verdict changes (${n(compared)} URL × crawler pairs compared)`
    : `${n(r.verdictChanges)} URL × crawler verdict${r.verdictChanges === 1 ? '' : 's'} change: ${n(r.newlyBlocked)} newly blocked, ${n(r.newlyAllowed)} newly allowed (of ${n(compared)} compared), from ${n(real)} cause${real === 1 ? '' : 's'}`;
  const extra = [
    others > 0 ? `${n(others)} ${others === 1 ? 'keeps its verdict but is' : 'keep their verdict but are'} decided by another rule` : '',
    r.moved.length > 0 ? `${n(r.moved.length)} ${r.moved.length === 1 ? 'is' : 'are'} decided by the same rule on another line (moved, not a change)` : '',
  ].filter(Boolean);
  return extra.length === 0 ? main : `${main}; ${extra.join('; ')}`;
}
