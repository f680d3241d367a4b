/**
 * Checks of one line at a time: how its key is spelled, its separator, and its value.
 */
import { asciiLower } from '../asciiCase.ts';
import { classifyKey, DIRECTIVES, isDirectiveKey } from '../directives.ts';
import { suggestKey } from './suggestKey.ts';
import { lexLine } from '../lex.ts';
import { lineFromTable } from '../lineTable.ts';
import { NextOf } from '../lookup/index.ts';
import { oddKeyRows } from '../oddKeys.ts';
import { ownValue } from '../ruleTable.ts';
import { agentToken } from '../lineSpans.ts';
import { google } from '../profiles/google.ts';
import type { ProfileSpec } from '../profiles/index.ts';
import { LINE_KINDS, type LexedLine, type ParsedRobots, type Profile } from '../types.ts';
import { httpUrl, sitemapsOrigin } from '../url.ts';
import { say } from '../words/diagnosticWords.ts';
import type { Report } from './report.ts';
import { blanksFix, browserHeader, isOwnName, patternStartFix, userAgentFix } from './valueFixes.ts';

const NAME_OF = new Map(DIRECTIVES.map((d) => [d.kind as string, d.name]));

const KIND_INVALID = LINE_KINDS.indexOf('invalid');

export function checkLines(parsed: ParsedRobots, report: Report, spec: ProfileSpec, slow = false): void {
  const t = parsed.lines;
  // The first run of non-blanks from lastIndex (read in place, not cut out of the text); one
  // per call, since a `g` regex carries its lastIndex.
  const words = /\S+/g;
  // Only a line whose key or separator is odd has something to say of them.
  for (const i of oddKeyRows(parsed)) {
    if (t.kind[i] === KIND_INVALID) checkInvalidLine(parsed, report, i + 1, words, spec.base);
    else checkKey(parsed, report, lineFromTable(t, i + 1), spec);
  }
  checkRuleValues(parsed, report, spec, slow);
  for (const g of parsed.groups) {
    for (const ua of g.userAgents) checkUserAgent(parsed, report, ua.line, t.valueFrom[ua.line - 1], t.valueTo[ua.line - 1], ua.value, spec);
  }
  const origin = sitemapsOrigin(parsed.sitemaps);
  for (const s of parsed.sitemaps) checkSitemap(report, s.line, t.valueFrom[s.line - 1], t.valueTo[s.line - 1], s.url, origin);
}

/**
 * Every rule's value (checkRuleValue), in line order. A function of its own, returning as its
 * loop ends: V8 compiles a loop of 20,000 rules while it runs (on-stack replacement), and the
 * code after it, in the same function and not yet run, deoptimised at its first property read,
 * on every later diagnose (`node --trace-deopt` of the bench's rotation).
 */
function checkRuleValues(parsed: ParsedRobots, report: Report, spec: ProfileSpec, slow: boolean): void {
  const t = parsed.lines;
  const { text } = parsed;
  const next = { dollar: new NextOf(text, '$'), space: new NextOf(text, ' '), tab: new NextOf(text, '\t') };
  const { line } = parsed.rules;
  const { valueFrom, valueTo } = t;
  // Nearly every rule's value is read in the text, starts as a path should and holds no `$`,
  // space or tab: checkRuleValue would find nothing to say, and calling it for each of 20,000
  // rules was a quarter of this function on the bench file. `slow` (tests only) sends every rule to it.
  const plain = !slow && parsed.rules.ownValues.size === 0;
  for (let r = 0; r < parsed.rules.length; r++) {
    const from = valueFrom[line[r] - 1];
    const to = valueTo[line[r] - 1];
    if (plain) {
      const c = text.charCodeAt(from);
      if (from === to || ((c === 0x2f || (c === 0x2a && spec.wildcards)) && next.dollar.from(from) >= to && next.space.from(from) >= to && next.tab.from(from) >= to)) continue;
    }
    checkRuleValue(parsed, report, r, from, to, spec, next);
  }
}

/**
 * The key and separator of one odd line. Each branch knows its code before it builds its words,
 * and asks the report about that code alone: a full list of one code must not swallow another.
 */
function checkKey(parsed: ParsedRobots, report: Report, l: LexedLine, spec: ProfileSpec): void {
  const { text } = parsed;
  const reader = spec.base;
  const key = l.keyFrom >= 0 ? text.slice(l.keyFrom, l.keyTo) : '';
  const name = NAME_OF.get(l.kind);
  if (name && (l.spelling === 'typo' || l.spelling === 'prefix') && !report.skipIfFull('misspelled-directive')) {
    report.add('misspelled-directive', l.line, l.keyFrom, l.keyTo, say('misspelled', key, name, true, reader),
      { say: say('fixWrite', name), from: l.keyFrom, to: l.keyTo, insert: name });
  }
  if (name && l.missingColon && !report.skipIfFull('missing-colon')) {
    report.add('missing-colon', l.line, l.keyFrom, l.sepTo, say('missingColon', key, true, reader),
      { say: say('fixAddColon'), from: l.keyTo, to: l.sepTo, insert: ': ' });
  }
  if (l.kind === 'unknown') checkUnknownKey(report, l, key, reader);
  // A record the profile's crawler reads (Yandex's Clean-param, Bing's Crawl-delay) is not unused.
  if (l.kind === 'unused' && !spec.readsRecords.includes(asciiLower(key)) && !report.skipIfFull('unused-directive')) {
    const message = say(spec.otherRecords === 'may-interpret' ? 'otherRecord' : 'unusedDirective', key, reader);
    report.add('unused-directive', l.line, l.keyFrom, l.keyTo, message, removeUnread(parsed, l.line, key));
  }
}

/**
 * Keys no crawler reads at all (NOINDEX_LIKE): removing the line is what an author who learns
 * that evidently wants, and changes nothing for any crawler. Keys some crawler honours
 * (Crawl-delay for Bing, Host and Clean-param for Yandex, the AI-use lines) keep their line.
 */
const READ_BY_NONE = new Set(['noindex', 'nofollow', 'noarchive', 'revisit-after', 'domain']);

function removeUnread(parsed: ParsedRobots, line: number, key: string) {
  if (!READ_BY_NONE.has(asciiLower(key))) return undefined;
  const from = parsed.lines.from[line - 1];
  const to = line < parsed.lineCount ? parsed.lines.from[line] : parsed.lines.to[line - 1];
  return { say: say('fixRemoveUnread'), from, to, insert: '' };
}

/** An unknown key: a spelling Google would accept (other profiles), or a near miss. */
function checkUnknownKey(report: Report, l: LexedLine, key: string, reader: Profile): void {
  const asGoogle = classifyKey(key, google.keys);
  const code = asGoogle.directive && asGoogle.spelling !== 'exact' ? 'misspelled-directive' : 'unknown-directive';
  if (report.skipIfFull(code)) return;
  if (asGoogle.directive && asGoogle.spelling === 'exact') {
    report.add('unknown-directive', l.line, l.keyFrom, l.keyTo, say('notInProfile', asGoogle.directive.name, reader), undefined, 'info');
    return;
  }
  if (asGoogle.directive) {
    const name = asGoogle.directive.name;
    report.add('misspelled-directive', l.line, l.keyFrom, l.keyTo, say('misspelled', key, name, false, reader),
      { say: say('fixWrite', name), from: l.keyFrom, to: l.keyTo, insert: name }, 'error');
    return;
  }
  const suggestion = suggestKey(key);
  report.add('unknown-directive', l.line, l.keyFrom, l.keyTo, say('unknownDirective', key, suggestion, reader),
    suggestion ? { say: say('fixWrite', suggestion), from: l.keyFrom, to: l.keyTo, insert: suggestion } : undefined);
}

/**
 * A line with no usable separator: a directive without its colon, or not a directive at all.
 * Which of the two it is rests on its first word, as Google reads keys; lexing the line the
 * way Google does (for where its key ends) waits until the line will be listed.
 */
function checkInvalidLine(parsed: ParsedRobots, report: Report, line: number, words: RegExp, reader: Profile): void {
  const { text, lines } = parsed;
  const from = lines.from[line - 1];
  const to = lines.to[line - 1];
  const end = lines.commentFrom[line - 1] >= 0 ? lines.commentFrom[line - 1] : to;
  words.lastIndex = from;
  const word = words.exec(text);
  const wordFrom = word && word.index < end ? word.index : from;
  const wordTo = word && word.index < end ? Math.min(end, word.index + word[0].length) : from;
  const directive = isDirectiveKey(text, wordFrom, wordTo, google.keys);
  if (report.skipIfFull(directive ? 'missing-colon' : 'unknown-directive')) return;
  if (directive) {
    const asGoogle = shift(lexLine(text.slice(from, to), 'google'), from);
    const keyTo = asGoogle.keyFrom >= 0 ? asGoogle.keyTo : wordTo;
    const fix = asGoogle.keyFrom >= 0 ? { say: say('fixAddColon'), from: asGoogle.keyTo, to: asGoogle.sepTo, insert: ': ' } : undefined;
    report.add('missing-colon', line, wordFrom, keyTo, say('missingColon', text.slice(wordFrom, keyTo), false, reader), fix, 'error');
    return;
  }
  const trimmedEnd = wordFrom + text.slice(wordFrom, end).trimEnd().length;
  report.add('unknown-directive', line, wordFrom, trimmedEnd, say('notADirective', reader));
}

function checkUserAgent(parsed: ParsedRobots, report: Report, line: number, from: number, to: number, value: string, spec: ProfileSpec): void {
  if (spec.agentMatch !== 'token') return;
  const token = agentToken(value, spec);
  if (token === '*' || token === value) return;
  const header = browserHeader(value, token, from, to);
  if (header) {
    report.add('invalid-user-agent', line, from, to, say('browserUserAgent', value, token, header.crawler, spec.base), header.fix);
    return;
  }
  const offer = userAgentFix(parsed, line, from, to, token);
  report.add('invalid-user-agent', line, from, to, say('invalidUserAgent', value, token, offer?.writes ?? 'none', isOwnName(value, token), spec.base), offer?.fix);
}

/** Forward searches over the text for the characters checkRuleValue looks for (rules come in line order). */
interface PatternCursors {
  dollar: NextOf;
  space: NextOf;
  tab: NextOf;
}

/**
 * Rule r, whose value is text[from, to) (read in place: a value is a string of its own only when
 * a line cut at Google's limit left the bytes of a split character after it).
 */
function checkRuleValue(parsed: ParsedRobots, report: Report, r: number, from: number, to: number, spec: ProfileSpec, next: PatternCursors): void {
  const own = ownValue(parsed, r);
  const length = own === undefined ? to - from : own.length;
  if (length === 0) return;
  const line = parsed.rules.line[r];
  const c = own === undefined ? parsed.text.charCodeAt(from) : own.charCodeAt(0);
  if (c !== 0x2f && !(c === 0x2a && spec.wildcards)) {
    const value = own ?? parsed.text.slice(from, to);
    const offer = patternStartFix(value, from, spec);
    report.add('pattern-start', line, from, to, say('patternStart', value, offer?.becomes ?? null, spec.wildcards, spec.base), offer?.fix);
  }
  // Not the last character of the value (which may carry the bytes of a character cut at
  // Google's line limit past `to`).
  const dollar = next.dollar.from(from);
  if (spec.wildcards && dollar < to && dollar < from + length - 1) {
    const escapeMatches = spec.normalise.escapeLiteralSpecials || spec.normalise.decode === 'all';
    report.add('dollar-in-middle', line, dollar, dollar + 1, say('dollarInMiddle', spec.base, escapeMatches));
  }
  let space = next.space.from(from);
  if (space >= to) space = next.tab.from(from);
  if (space < to) {
    const fix = own === undefined ? blanksFix(parsed, line, from, to, spec) : undefined;
    report.add('invalid-char', line, space, space + 1, say('spaceInPath', spec.base, spec.normalise.decode === 'all'), fix);
  }
}

/**
 * A sitemap that is not an absolute http(s) URL. A path (`/sitemap.xml`) in a file whose other
 * sitemaps are all on one origin evidently means that origin: the fix writes it out.
 */
function checkSitemap(report: Report, line: number, from: number, to: number, value: string, origin: string | null): void {
  if (httpUrl(value)) return;
  const fixable = origin !== null && value.startsWith('/') && !value.startsWith('//') && httpUrl(origin + value) !== null;
  const fix = fixable ? { say: say('fixWrite', origin + value), from, to, insert: origin + value } : undefined;
  report.add('sitemap-url', line, from, to, say('sitemapUrl', value), fix);
}

function shift(l: LexedLine, by: number): LexedLine {
  const at = (x: number) => (x >= 0 ? x + by : x);
  return {
    ...l, from: at(l.from), to: at(l.to), keyFrom: at(l.keyFrom), keyTo: at(l.keyTo), sepFrom: at(l.sepFrom),
    sepTo: at(l.sepTo), valueFrom: at(l.valueFrom), valueTo: at(l.valueTo), commentFrom: at(l.commentFrom),
  };
}

export function checkOutOfGroup(parsed: ParsedRobots, report: Report, spec: ProfileSpec): void {
  let previous = -2;
  const hasStarGroup = parsed.groups.some((g) => g.userAgents.some((u) => u.token === '*'));
  for (const line of parsed.outOfGroup) {
    const l = lineFromTable(parsed.lines, line);
    const blankLineEnded = spec.blankLineEndsGroup && parsed.groups.some((g) => g.startLine < line);
    const name = NAME_OF.get(l.kind) ?? l.kind;
    // Offer "add User-agent: *" once, above the first rule of each run of stray rules; not where
    // the first group for a crawler is the only one (1996 draft) and a `*` group exists: the new
    // one would come first and silence it.
    const fix = !blankLineEnded && previous !== line - 1 && (spec.mergeGroups || !hasStarGroup)
      ? { say: say('fixAddStarGroup'), from: l.from, to: l.from, insert: 'User-agent: *\n' }
      : undefined;
    report.add('rule-outside-group', line, l.keyFrom, l.valueTo, say('ruleOutsideGroup', name, blankLineEnded, spec.base), fix);
    previous = line;
  }
}
