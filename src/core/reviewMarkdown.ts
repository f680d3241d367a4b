/**
 * The review (review.ts) as GitHub-flavoured Markdown, to paste into a pull request or post from
 * CI: under 65,536 characters (GitHub's limit for a comment), long lists folded in `<details>`.
 * Every text taken from the files or the input is escaped: a rule or a URL is a code span, a
 * crawler name is escaped text, so no input can open a link, a heading or HTML.
 */
import { describeDiagnosticDiff, type DiagnosticEntry } from './diagnosticDiff.ts';
import { causeCounts, causeSentence } from './diffCauseWords.ts';
import type { WordStyle } from './words/wordStyle.ts';
import type { Cause } from './diffCauses.ts';
import { changeDoubts, type VerdictChange, type VerdictSide } from './diffVerdicts.ts';
import type { ExpectationResult } from './expectations.ts';
import { unifiedDiff } from './lineDiff.ts';
import { judge, type Review } from './review.ts';
import { backtickFence, MARKDOWN_STYLE, mdCode, mdName, mdText } from './markdown.ts';
import { noLineWords, READINGS_DISAGREE } from './words/resultWords.ts';

/** GitHub refuses a comment over 65,536 characters; a little room is kept for a CI's own header. */
export const REVIEW_MAX_CHARS = 60_000;

/** Text inside HTML (a `<summary>`), where Markdown escapes are not read. */
function htmlText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

const STYLE = MARKDOWN_STYLE;
const TABLE_STYLE: WordStyle = { code: (t) => mdCode(t, true), name: (t) => mdName(t, true) };
const n = (k: number) => k.toLocaleString('en');

/** A rule held apart in a sentence by two private-use characters, so that withCode escapes the words around it and makes it a code span. */
const HELD = (t: string) => `\uE000${t}\uE001`;
const withCode = (sentence: string) => mdText(sentence).replace(/\uE000([^\uE001]*)\uE001/g, (_, t: string) => mdCode(t));

/** A side's verdict, marked where readings disagree on it (said in full under the table). */
function sideCell(s: VerdictSide, crawler: string): string {
  const word = s.verdict === 'not governed' ? 'Not governed' : s.verdict === 'allowed' ? 'Allowed' : 'Blocked';
  const doubt = s.record.lenient ? ` (${READINGS_DISAGREE})` : '';
  return (s.line > 0 ? `${word} by line ${s.line}: ${mdCode(s.rule, true)}` : `${word} (${mdText(noLineWords({ ...s, crawler }))})`) + doubt;
}

/** The changes as a table, then what the readings say where they disagree on a side. */
function changeTable(rows: readonly VerdictChange[]): string[] {
  const doubts = rows.flatMap((c) => changeDoubts(c, { code: HELD, name: (t) => t }).map((d) => `- ${STYLE.name(c.crawler)} ${mdCode(c.url)}: ${withCode(d)}`));
  return ['| Crawler | URL | Before | After |', '|---|---|---|---|',
    ...rows.map((c) => `| ${TABLE_STYLE.name(c.crawler)} | ${mdCode(c.url, true)} | ${sideCell(c.before, c.crawler)} | ${sideCell(c.after, c.crawler)} |`),
    ...(doubts.length > 0 ? ['', ...doubts] : [])];
}

interface Limits {
  /** Changes shown under each cause, and inside its fold. */
  examples: number;
  folded: number;
  causes: number;
  listed: number;
  diffLines: number;
}

const LIMITS: readonly Limits[] = [
  { examples: 5, folded: 200, causes: 50, listed: 200, diffLines: 2000 },
  { examples: 5, folded: 50, causes: 30, listed: 50, diffLines: 600 },
  { examples: 3, folded: 0, causes: 20, listed: 20, diffLines: 200 },
  { examples: 2, folded: 0, causes: 10, listed: 10, diffLines: 0 },
];

export interface ReviewNames {
  oldName: string;
  newName: string;
  oldText: string;
  newText: string;
}

/** The review in Markdown, within REVIEW_MAX_CHARS: long parts are folded, then shortened, until it fits. */
export function reviewMarkdown(r: Review, names: ReviewNames): string {
  const diff = unifiedDiff(names.oldName, names.newName, names.oldText, names.newText);
  for (const limits of LIMITS) {
    const text = render(r, names, diff, limits);
    if (text.length <= REVIEW_MAX_CHARS) return text;
  }
  const text = render(r, names, '', LIMITS[LIMITS.length - 1]);
  return text.length <= REVIEW_MAX_CHARS ? text : `${text.slice(0, REVIEW_MAX_CHARS - 80)}\n\n*(cut to fit a pull-request comment; \`robotscope review --json\` has all)*\n`;
}

function render(r: Review, names: ReviewNames, diff: string, limits: Limits): string {
  const out: string[] = [`## robots.txt review: ${mdCode(names.oldName)} → ${mdCode(names.newName)}`, ''];
  const [word, ...rest] = judge(r, STYLE).summary.split(': ');
  out.push(`**${word}:** ${rest.join(': ')}`, '', ...overview(r), '');
  out.push(...causesSection(r, limits), ...declaredSection(r), ...expectationSection(r, limits), ...problemSection(r, limits), ...diffSection(diff, limits));
  return out.join('\n');
}

function overview(r: Review): string[] {
  const d = r.diff.causes;
  const other = r.causes.reduce((k, c) => k + c.otherRule, 0);
  const e = r.expectations;
  const doubted = r.causes.reduce((k, c) => k + c.changes.filter((i) => r.diff.changes[i].before.record.lenient || r.diff.changes[i].after.record.lenient).length, 0);
  return ['| | |', '|---|---|',
    `| URL × crawler pairs compared | ${n(r.diff.compared)} |`,
    `| Verdicts that change | ${n(d.verdictChanges)}: ${n(d.newlyBlocked)} newly blocked, ${n(d.newlyAllowed)} newly allowed |`,
    ...(other > 0 ? [`| Same verdict, decided by another rule | ${n(other)} |`] : []),
    ...(doubted > 0 ? [`| Changes on which ${READINGS_DISAGREE} (listed under their cause) | ${n(doubted)} |`] : []),
    ...(d.moved.length > 0 ? [`| Moved (the same rule on another line; not a change) | ${n(d.moved.length)} |`] : []),
    ...(r.declared.length > 0 ? [`| Declared differences | ${n(r.declared.length)} (${n(r.declared.reduce((k, x) => k + x.cause.changes.length, 0))} pairs, not counted as changes) |`] : []),
    `| Expectations | ${e ? `${n(e.results.length - e.failing.length)} hold, ${n(e.failing.length)} fail${e.newlyFailing > 0 ? ` (${n(e.newlyFailing)} newly)` : ''}${e.fixed > 0 ? `, ${n(e.fixed)} fixed` : ''}` : 'none given (`--expect FILE`)'} |`,
    `| Problems | ${mdText(describeDiagnosticDiff(r.problems) ?? 'the same in both versions')} |`,
  ];
}

function causesSection(r: Review, limits: Limits): string[] {
  if (r.causes.length === 0) return [];
  const out = ['### Verdict changes by cause', ''];
  r.causes.slice(0, limits.causes).forEach((c, k) => {
    out.push(`#### ${k + 1}. ${causeSentence(c, STYLE)}`, '', causeCounts(c, STYLE), '');
    out.push(...causeRows(r, c, limits));
  });
  if (r.causes.length > limits.causes) out.push(`*… and ${n(r.causes.length - limits.causes)} more causes (\`robotscope diff --json\` lists them all).*`, '');
  return out;
}

function causeRows(r: Review, c: Cause, limits: Limits): string[] {
  const rows = c.changes.map((i) => r.diff.changes[i]);
  const out = [...changeTable(rows.slice(0, limits.examples)), ''];
  if (rows.length <= limits.examples) return out;
  if (limits.folded === 0) return [...out, `*… and ${n(rows.length - limits.examples)} more.*`, ''];
  const folded = rows.slice(0, limits.folded);
  const more = rows.length > folded.length ? [`*… and ${n(rows.length - folded.length)} more.*`, ''] : [];
  return [...out, `<details><summary>All ${n(rows.length)} changes of this cause</summary>`, '', ...changeTable(folded), '', ...more, '</details>', ''];
}

function declaredSection(r: Review): string[] {
  if (r.declared.length === 0) return [];
  return ['### Declared differences', '', 'Expected, declared with `--declared`: not counted as changes and not in the verdict.', '',
    ...r.declared.map(({ cause, why }) => `- ${causeSentence(cause, STYLE)}${why ? ` — *${mdText(why)}*` : ''}: ${causeCounts(cause, STYLE)}`), ''];
}

function expectationSection(r: Review, limits: Limits): string[] {
  const failing = r.expectations?.failing ?? [];
  if (failing.length === 0) return [];
  const row = (e: ExpectationResult) => `| ${TABLE_STYLE.name(e.crawler)} | ${mdCode(e.url, true)} | ${e.expect} | ${e.got} | ${e.line > 0 ? `line ${e.line}: ${mdCode(e.rule, true)}` : mdText(noLineWords(e))} |`;
  const shown = failing.slice(0, limits.listed);
  return ['### Expectations that fail', '', '| Crawler | URL | Expected | Got | Deciding line |', '|---|---|---|---|---|', ...shown.map(row), '',
    ...(failing.length > shown.length ? [`*… and ${n(failing.length - shown.length)} more (\`robotscope test\` lists them all).*`, ''] : [])];
}

function problemSection(r: Review, limits: Limits): string[] {
  const { added, removed } = r.problems;
  if (added.length + removed.length === 0) return [];
  const severity = (d: DiagnosticEntry) => (d.severity === 'info' ? 'note' : d.severity);
  const item = (d: DiagnosticEntry, side: 'new' | 'gone') => `- ${side === 'new' ? `New ${severity(d)}, line` : `Gone ${severity(d)}, old line`} ${d.line} (${mdCode(d.code)}): ${mdText(d.message)}`;
  const list = [...added.map((d) => item(d, 'new')), ...removed.map((d) => item(d, 'gone'))];
  const shown = list.slice(0, limits.listed);
  const more = list.length > shown.length ? ['', `*… and ${n(list.length - shown.length)} more (\`robotscope lint\` lists them all).*`] : [];
  return ['### Problems the change adds or removes', '', `<details><summary>${htmlText(describeDiagnosticDiff(r.problems) ?? '')}</summary>`, '', ...shown, ...more, '', '</details>', ''];
}

function diffSection(diff: string, limits: Limits): string[] {
  if (diff === '') return ['### Line diff', '', 'The two files have the same lines.', ''];
  const lines = diff.split('\n').slice(2, -1);
  const added = lines.filter((l) => l.startsWith('+')).length;
  const removed = lines.filter((l) => l.startsWith('-')).length;
  if (limits.diffLines === 0) return ['### Line diff', '', `+${n(added)} −${n(removed)} lines (too long to show here; \`git diff\` has it).`, ''];
  const shown = lines.slice(0, limits.diffLines);
  const fence = backtickFence(diff, 3);
  return ['### Line diff', '', `<details><summary>+${n(added)} −${n(removed)} lines</summary>`, '', `${fence}diff`, ...shown, fence, '',
    ...(lines.length > shown.length ? [`*… and ${n(lines.length - shown.length)} more lines.*`, ''] : []), '</details>', ''];
}
