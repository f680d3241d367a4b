/**
 * The words of the explanation panel (issue 11 §3): one table per part of a core Explanation.
 * A sentence is a list of pieces, text and line references, so the panel can make each line
 * number a button that moves the editor there. Every sentence about one verdict lives here.
 */
import type { Explanation, ExplainedPath, ProfileAnswer, ProfileDifference, SizeWay } from '../explain.ts';
import { profileSpec } from '../profiles/index.ts';
import type { Profile, TieBreak } from '../types.ts';
import { aiSentences } from './aiUsageWords.ts';
import { CUT_SHORT, doubtWhy, isOpenRule, lenientPieces, noGroupWords, noLenientLine, openSiteClause, openWords } from './crawlerWords.ts';
import { noLineWords } from './resultWords.ts';
import { upperFirst } from './listText.ts';
import { PLAIN, type WordStyle } from './wordStyle.ts';
import { sentenceText, type LineRef, type Piece, type Sentence } from './sentence.ts';
import { profileName, readerOf } from './profileWords.ts';
import { crawlDelayJson } from '../crawlDelay.ts';
import { cleanParamSentences, sourceSentences } from './readingWords.ts';
import { comparedAs, crawlDelayWords, ROBOTS_TXT_ALLOWED } from './resultWords.ts';


const L = (line: number): LineRef => ({ line });

/** "line 4" or "lines 4, 9" with each number a reference. */
function lines(ls: readonly number[]): Piece[] {
  if (ls.length === 1) return [L(ls[0])];
  const out: Piece[] = ['lines '];
  ls.forEach((line, i) => out.push(...(i > 0 ? [', ', { line, bare: true }] : [{ line, bare: true }])));
  return out;
}


export function verdictSentence(e: Explanation): Sentence {
  // As its grid cell says it: robots.txt binds the crawler to nothing, the file only asks.
  if (e.robots === 'no') {
    const asks = e.allowed ? 'allow' : 'block';
    if (e.line === 0) return [`Not governed: robots.txt does not govern ${e.crawler}; no rule of the file decides for it.`];
    return [`Not governed: robots.txt does not govern ${e.crawler}; the file would ${asks} it by `, L(e.line), '.'];
  }
  const verdict = e.allowed ? 'Allowed' : 'Blocked';
  // No rule could decide: the crawler's own rule opens the whole site to it (it ignores `*` and no
  // group names it; or it reads no file at all, match.ts readsAsOpen), in its grid cell's words.
  if (isOpenRule(e.crawlerRule)) return [`${verdict} for ${e.crawler}: ${noLineWords(e)}.`];
  if (e.line === 0) return [`${verdict} for ${e.crawler}: no rule decides, and what no rule blocks is allowed.`];
  return [`${verdict} for ${e.crawler} by `, L(e.line), '.'];
}

/**
 * Where the head of the reading points for its source: the source itself (a page, often a quote of
 * it) is the first of "Where these rules come from" (readingWords.ts sourceSentences), after the
 * groups and rules that decide, not before them.
 */
const SOURCES_BELOW = ' (sources below)';

/**
 * Which reading the verdict comes from, and how sure it is (issue 29 §1): when the person forced
 * one reading for all, only how sure (a BOM or UTF-16 leaves even that reading's answer unknown).
 * Its quotes (the other reading's rule, the tokens its why names) written by `w`: the page shows
 * them as code (SPLIT).
 */
export function readingSentences(e: Explanation, w: WordStyle = PLAIN): Sentence[] {
  const doubt = doubtSentences(e, w);
  if (e.readingWhy === 'forced') return doubt;
  const label = profileName(e.profile);
  const who = e.operator ?? 'its operator';
  const head: Sentence = e.readingWhy === 'documented'
    ? [`${e.crawler} is read as ${label} reads robots.txt, as ${who} documents${SOURCES_BELOW}.`]
    : e.readingWhy === 'assumed'
      ? [`${e.crawler} is not in the registry; its name is ${who}'s, so it is read as ${label} reads robots.txt, assumed${SOURCES_BELOW}.`]
      : [`${e.crawler} is read by ${label}, the standard: ${who} documents no other reading.`];
  return [head, ...doubt];
}

/**
 * "Readings disagree. ...", where another reading answers otherwise (doubtCauses.ts): an RFC 9309
 * answer, or a Bing one (readings.ts crossChecked), or any but Google's on bytes read otherwise
 * (bytesDoubted).
 */
function doubtSentences(e: Explanation, w: WordStyle): Sentence[] {
  if (!e.lenient) return [];
  const words = lenientPieces(e.allowed, e.profile, e.lenient, w);
  // noLenientLine ends its sentence itself: "(no rule decides there).. Which one" before.
  const tail: Piece[] = e.lenient.line > 0 ? [': ', L(e.lenient.line), `${e.lenient.cutShort ? CUT_SHORT : ''} ${w.code(e.lenient.rule)}.`] : [noLenientLine(e.lenient.cause)];
  return [['Readings disagree. ', ...words, ...tail, ` ${doubtWhy(e.lenient.cause, e.profile, w)}`]];
}

/** Which groups applied, and why. */
export function groupSentences(e: Explanation): Sentence[] {
  const agentLines = e.groups.flatMap((g) => g.agents.map((a) => a.line));
  const setAside: Sentence = e.globalSetAside.length > 0 ? [`The * group (`, ...lines(e.globalSetAside), ') does not apply to it.'] : [];
  const out: Sentence[] = [];
  switch (e.crawlerRule) {
    case 'own-group':
      out.push(e.groups.length > 1
        ? [`${e.groups.length} groups name ${e.decidedBy} (`, ...lines(agentLines), `); ${profileName(e.profile)} merges them into one.`]
        : ['The group naming ', e.decidedBy, ' applies (', ...lines(agentLines), ').']);
      for (const g of e.groups) {
        if (g.joinsGlobal !== null) out.push(['Its user-agent list runs on to User-agent: * (', L(g.joinsGlobal), `): one group, so the rules written for * apply to ${e.decidedBy} too.`]);
      }
      if (setAside.length > 0) out.push(['A group names this crawler, so the * rules (', ...lines(e.globalSetAside), ') do not apply.']);
      break;
    case 'chain-fallback': {
      const tried = e.chain.slice(0, e.chain.indexOf(e.decidedBy)).join(', then ');
      const who = e.operator ? ` (${e.operator} documents this)` : '';
      out.push([`No group names ${tried}; ${e.crawler} then obeys the group naming ${e.decidedBy}${who}, which applies (`, ...lines(agentLines), ').']);
      if (setAside.length > 0) out.push(setAside);
      break;
    }
    case 'global':
      out.push([e.crawler === '*' ? 'The * group applies (' : `No group names ${e.crawler}, so the * group applies (`, ...lines(agentLines), ').']);
      break;
    case 'ignores-global':
      out.push([`${e.crawler} ignores the * group${e.operator ? ` (${e.operator} documents this)` : ''}, and no group names it: everything is allowed.`]);
      if (setAside.length > 0) out.push(setAside);
      break;
    case 'no-group':
      out.push([`${upperFirst(noGroupWords(e.crawler))}: nothing applies, so everything is allowed.`]);
      break;
    case 'too-big':
      // The reading's sources quote the operator's words (sourceSentences, topic `size`).
      out.push([`${upperFirst(openSiteClause([e.crawler]))}: no group applies, and everything is allowed.`]);
      break;
  }
  return out;
}

/** How the URL became the compared path, one clause per step that changed something. */
export function pathSentences(p: ExplainedPath): string[] {
  const out: string[] = [];
  if (p.comparedAs !== '') out.push(`${upperFirst(comparedAs(p.comparedAs))}.`);
  if (p.dropped !== '') out.push(`${p.dropped} is dropped: a crawler compares only the path and query.`);
  if (p.fragment !== '') out.push(`The fragment ${p.fragment} is cut: browsers and crawlers never send it.`);
  if (p.slashAdded) out.push('A / is put in front: every path starts with one.');
  if (p.afterNul !== '') out.push('Everything from the NUL character on is cut: Google reads the path as a C string.');
  if (p.compared !== p.path) out.push(`It is compared as ${p.compared}: this profile puts a path in one form: it decodes %-escapes of unreserved characters, writes the other escapes' hex digits in capitals, and %-encodes the rest.`);
  return out;
}

/**
 * "URL is compared as PATH.", in pieces so the panel shows the URL and the path as code; null
 * when the URL is the path compared (a bare `/a`): "/a is compared as /a." told nothing.
 */
export function urlComparedSentence(e: Explanation): [url: string, words: string, path: string, end: string] | null {
  return e.url === e.path.compared ? null : [e.url, ' is compared as ', e.path.compared, '.'];
}

/**
 * The index.html equivalence, with the path steps (issue 11 §3): Google reads `Allow: /d/index.html`
 * as allowing `/d/` too (core marks that match `implied`, its pattern `/d/$`).
 */
export function indexSentences(e: Explanation): Sentence[] {
  return e.matches.filter((m) => m.implied).map((m) => [
    `${m.pattern.slice(0, -1)} counts as its index page: Google reads an Allow of ${m.value} as allowing the directory itself too (`, L(m.line), ').',
  ]);
}

const TIE_BREAKS: Record<TieBreak, string> = {
  'longest-match': 'The longest match wins.',
  'allow-wins-tie': 'An Allow and a Disallow match with the same length: Allow wins the tie.',
  'first-match': 'The 1996 draft obeys the first rule that matches, in file order.',
  'only-match': 'Only this rule matches.',
  'allow-ignored': 'Allow lines match, but this crawler does not follow them: only the Disallow lines decide.',
  'empty-rule': 'Only empty rules match: they decide nothing, so the URL is allowed.',
  // The verdict's own sentence says what follows (verdictSentence): allowed, as nothing blocks it.
  'no-match': 'No rule of these groups matches this path.',
  'robots-txt': `${ROBOTS_TXT_ALLOWED} (RFC 9309 2.2.2).`,
};

/**
 * How the rule, or no rule, decided. `profile`: the reading that answered, for the text it
 * follows: the 1996 draft's own section where that reading allows /robots.txt itself.
 */
export function tieBreakSentence(t: TieBreak, profile?: Profile): string {
  const source = t === 'robots-txt' && profile !== undefined ? ROBOTS_TXT_SOURCES[profile] : undefined;
  return source === undefined ? TIE_BREAKS[t] : `${ROBOTS_TXT_ALLOWED} (${source}).`;
}

/**
 * The matching rules' sentence under the table (or in its place): how the rule, or no rule,
 * decided; where the crawler reads no group at all (a Yandex robot on a file over 500 KB, which it
 * takes as none; a crawler that ignores `*` and no group names), that no rule is read, in the
 * words its verdict and grid cell give, not "No rule of these groups matches".
 */
export function matchingSentence(e: Pick<Explanation, 'tieBreak' | 'profile' | 'crawlerRule' | 'crawler'>): string {
  if (isOpenRule(e.crawlerRule)) return `No rule is read: ${openWords(e.crawlerRule, e.crawler)}.`;
  if (e.crawlerRule === 'no-group') return `No rule is read: ${noGroupWords(e.crawler)}.`;
  return tieBreakSentence(e.tieBreak, e.profile);
}

/** Where a reading other than RFC 9309 has /robots.txt itself always allowed (profiles/ robotsTxtAllowed). */
const ROBOTS_TXT_SOURCES: Partial<Record<Profile, string>> = { draft1996: 'the 1996 draft, 3.2.2' };

/** The length column's note: how the profile counts a match (its precedence switch, profiles/). */
export function lengthNote(profile: Profile): string {
  const spec = profileSpec(profile);
  if (spec.precedence === 'first') return `${profileName(profile)} does not compare lengths: the first match decides.`;
  const counts = spec.lengthCountsWildcards
    ? 'A match counts the bytes of its pattern, * and $ included (%-escapes as written).'
    : `${profileName(profile)} counts the URL prefix a rule names: * and a final $ do not count.`;
  return spec.emptyDisallow === 'allows-all' ? `${counts} An empty Disallow counts as Allow: /.` : counts;
}

/**
 * Where Googlebot's 500 KiB cut falls, and what it means for this crawler: its reading stops there
 * (Google's), or reads the whole file. Nothing for a crawler that takes the file as none (Yandex:
 * the verdict and the groups say why): where Googlebot stops does not touch its answer.
 */
export function sizeSentences(e: Explanation): Sentence[] {
  const s = e.sizeLimit;
  if (s === null || e.crawlerRule === 'too-big') return [];
  const cut: Sentence = s.readsToCut
    ? ['This file is over 500 KiB: Googlebot reads its first 512,000 bytes, up to ', L(s.cutLine), '.']
    : ['This file is over 500 KiB: Googlebot reads only its first 512,000 bytes, up to ', L(s.cutLine), `; ${e.crawler} is read whole here.`];
  const out: Sentence[] = [cut];
  if (s.place === 'before') out.push(['The deciding rule, ', L(e.line), ', comes before the cut.']);
  if (s.place === 'on-cut') out.push(['The cut falls inside the deciding rule, ', L(e.line), ': Googlebot reads it only as far as the cut.']);
  if (s.place === 'past') out.push(['The deciding rule, ', L(e.line), ', lies past the cut: Googlebot never reads it.']);
  if (s.wholeFile) {
    const verdict = s.wholeFile.allowed ? 'allow' : 'block';
    out.push([`Read whole, Google's parser would ${verdict} this URL`, ...(s.wholeFile.line > 0 ? [' by ', L(s.wholeFile.line)] : []), '.']);
  }
  return out;
}

/** One profile's answer: its verdict, then why it differs. */
export function profileSentences(a: ProfileAnswer, here: Profile): Sentence[] {
  const label = profileName(a.profile);
  const verdict = a.allowed ? 'allowed' : 'blocked';
  const by: Piece[] = a.line > 0 ? [' by ', L(a.line)] : [];
  if (a.agrees === 'same') return [[`${label}: the same answer.`]];
  const head: Sentence = [`${label}: ${verdict}`, ...by, a.agrees === 'other-line' ? ' (the same verdict, another line).' : '.'];
  return [head, ...a.differences.map((d) => differenceSentence(d, a.profile, here))];
}

const KIND_WORDS: Record<string, string> = {
  'user-agent': 'a User-agent line', allow: 'an Allow rule', disallow: 'a Disallow rule', sitemap: 'a Sitemap line',
  unknown: 'an unknown key', invalid: 'no key at all', unused: 'a key it ignores', blank: 'a blank line', comment: 'a comment',
};
const READ = new Set(['user-agent', 'allow', 'disallow']);

function lineRead(d: Extract<ProfileDifference, { kind: 'line-read-otherwise' }>, label: string, hereLabel: string): Sentence {
  if (READ.has(d.here) && !READ.has(d.there)) {
    const why = d.missingColon ? 'needs a colon after the key' : d.spelling === 'typo' ? 'reads no misspelled keys' : d.spelling === 'prefix' ? 'reads keys whole, not by their start' : `reads it as ${KIND_WORDS[d.there]}`;
    return [`${label} ${why}: `, L(d.line), ' does not count there.'];
  }
  if (!READ.has(d.here) && READ.has(d.there)) return [`${label} reads `, L(d.line), ` as ${KIND_WORDS[d.there]}; ${hereLabel} does not.`];
  return [`${label} reads `, L(d.line), ` as ${KIND_WORDS[d.there]}, not ${KIND_WORDS[d.here]}.`];
}

const CAUSES: Record<string, string> = {
  'blank-line-ends-group': 'a blank line ends a record there',
  'first-group-only': 'only the first group naming the crawler counts there, groups are not merged',
  'substring-agent': 'a User-agent value only has to contain the crawler\'s name there',
};
const causes = (cs: string[]) => (cs.length > 0 ? ` (${cs.map((c) => CAUSES[c]).join('; ')})` : '');

/** Each side's way with a file over the cut, the cut first, a file taken as none last: "Googlebot stops reading at 500 KiB (line 9); Yandex takes …". */
function sizeDifference(d: Extract<ProfileDifference, { kind: 'size-limit' }>, there: Profile, here: Profile): Sentence {
  const sides = [{ way: d.there, profile: there }, { way: d.here, profile: here }].sort((a, b) => SIZE_WAY_ORDER.indexOf(a.way) - SIZE_WAY_ORDER.indexOf(b.way));
  const clauses = sides.map(({ way, profile }, i): Piece[] => {
    if (way === 'to-cut') return ['Googlebot stops reading at 500 KiB (', L(d.cutLine), ')'];
    const reader = i === 0 ? upperFirst(readerOf(profile)) : readerOf(profile);
    return [way === 'open' ? `${reader} takes a file over 500 KB as none: the site is open, every URL allowed` : `${reader} reads the whole file`];
  });
  return [...clauses[0], '; ', ...clauses[1], '.'];
}
const SIZE_WAY_ORDER: readonly SizeWay[] = ['to-cut', 'whole', 'open'];

function differenceSentence(d: ProfileDifference, there: Profile, here: Profile): Sentence {
  const label = profileName(there);
  const hereLabel = profileName(here);
  switch (d.kind) {
    case 'line-read-otherwise': return lineRead(d, label, hereLabel);
    case 'groups':
      return d.there.length === 0
        ? [`No group applies there${causes(d.causes)}.`]
        : ['There the group', d.there.length > 1 ? 's at ' : ' at ', ...lines(d.there), ` applies instead${causes(d.causes)}.`];
    case 'rule-not-applied': return [L(d.line), ` is in no group that applies there${causes(d.causes)}.`];
    case 'path': return [`${label} compares the path as ${d.there}, not ${d.here}.`];
    case 'pattern': return [`${label} reads the rule on `, L(d.line), ` as ${d.there}, not ${d.here}.`];
    case 'wildcards': return ['* and $ on ', L(d.line), ' are wildcards for Google and RFC 9309; the 1996 draft has none, so there they mean themselves.'];
    case 'first-match': return ['The first rule that matches decides in the 1996 draft, not the longest: ', L(d.line), '.'];
    case 'robots-txt': return ['RFC 9309 and the 1996 draft always allow /robots.txt itself.'];
    case 'index-html': return ['Only Google reads an Allow of …/index.html as allowing the directory itself too (', L(d.line), ').'];
    case 'empty-rule': return ['An empty rule (', L(d.line), ') decides nothing; Google still names its line.'];
    case 'size-limit': return sizeDifference(d, there, here);
    case 'length-count': return ['Yandex counts a rule\'s length without * and a final $; Google, Bing and RFC 9309 count every byte of the pattern.'];
    case 'empty-disallow': return ['Yandex reads the empty Disallow on ', L(d.line), ' as Allow: /; the others as matching nothing.'];
    case 'unexplained': return ['Why it differs does not show in the lines alone.'];
  }
}

/** One part of the explanation in words, under the heading the panel gives it. */
export interface ExplanationSection {
  heading: string;
  sentences: string[];
}

/**
 * The whole explanation as text, part by part in the panel's order (src/ui/matrix/Explanation.tsx),
 * for a reader without the panel (`robotscope mcp`'s explain_url). The matching rules, a table
 * in the panel, are one sentence each; Crawl-delay, a detail of the cell's record in the panel
 * (core result/columns.ts), is a part of its own here, in the column's words.
 */
export function explanationInWords(e: Explanation): ExplanationSection[] {
  const part = (heading: string, sentences: Sentence[]): ExplanationSection[] => (sentences.length === 0 ? [] : [{ heading, sentences: sentences.map(sentenceText) }]);
  const matches: Sentence[] = e.matches.map((m) => [
    L(m.line), `: ${m.allow ? 'Allow' : 'Disallow'}: ${m.value}, length ${m.length}${m.winner ? ', decides' : ''}${m.implied ? ` (also allows ${m.pattern.slice(0, -1)}: the index.html rule)` : ''}.`,
  ]);
  const compared = urlComparedSentence(e);
  return [
    ...part('Verdict', [verdictSentence(e), ...(compared ? [[compared.join('')]] : [])]),
    ...part('Reading', readingSentences(e)),
    ...part('Groups', groupSentences(e)),
    ...part('Matching rules', [...matches, [matchingSentence(e)], ...(e.matches.length > 0 ? [[lengthNote(e.profile)]] : [])]),
    ...part('The path', [...pathSentences(e.path).map((s) => [s]), ...indexSentences(e)]),
    ...part('500 KiB', sizeSentences(e)),
    ...part('AI use', aiSentences(e)),
    ...part('Clean-param', cleanParamSentences(e)),
    ...part('Crawl-delay', [crawlDelayWords(crawlDelayJson(e.crawlDelay))].filter((s) => s.length > 0)),
    ...part('Where these rules come from', sourceSentences(e)),
    ...part('Other profiles', e.profiles.flatMap((a) => profileSentences(a, e.profile))),
  ];
}
