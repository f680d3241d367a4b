/**
 * A review of a robots.txt change for a pull request (issue 26 §2): the verdict changes by cause
 * (diffCauses.ts), the expectations that now fail, the problems the change adds or removes, the
 * line diff, and one line that says whether it is safe. `robotscope review` prints it; the
 * compare view copies it (reviewMarkdown.ts writes the Markdown).
 *
 * Declared differences: a change both sides agree to expect ("staging blocks everything") is
 * written once as the rule it is about; the causes about that rule are reported apart, counted
 * in no headline and in no verdict.
 */
import { diffDiagnostics, type DiagnosticDiff, type DiagnosticEntry } from './diagnosticDiff.ts';
import type { Cause } from './diffCauses.ts';
import { PLAIN, type WordStyle } from './words/wordStyle.ts';
import { diffVerdicts, type VerdictDiff } from './diffVerdicts.ts';
import { diagnose } from './diagnostics/check.ts';
import { sayText } from './words/diagnosticWords.ts';
import { checkExpectations, type Expectation, type ExpectationResult } from './expectations.ts';
import { fileParse, parsesOf, type ReadFile, type ReadingChoice } from './readings.ts';
import type { ParsedRobots } from './types.ts';

/** A rule the change is expected to add or remove, and why. */
export interface DeclaredRule {
  /** As core ruleText writes it: `Disallow: /`. */
  rule: string;
  why: string;
}

export interface ReviewInput {
  oldName: string;
  newName: string;
  /**
   * Each version as the file reading has it (its problems are this parse's), or read as `diff`
   * reads it (readings.ts readFile: a fetched body cut short is read as cut, so the answers of
   * crawlers that read on carry the `fetch-cut` doubt); its problems then are its file reading's.
   */
  before: ParsedRobots | ReadFile;
  after: ParsedRobots | ReadFile;
  /**
   * How each crawler's verdicts are read (readings.ts), as `diff`, `test` and the page read them:
   * `documented` reads GPTBot by RFC 9309 and says where readings disagree. It is the reading of
   * both versions, a ReadFile's too (its parses read as `choice` says, its problems `choice`'s file
   * reading's, so no review lists one reading's problems over another's verdicts; a parse's problems
   * stay its own). Absent: a ParsedRobots' own profile for every crawler, a ReadFile's choice.
   */
  choice?: ReadingChoice;
  crawlers: readonly string[];
  urls: readonly string[];
  expectations?: readonly Expectation[];
  declared?: readonly DeclaredRule[];
}

export type ReviewVerdict = 'safe' | 'unsafe' | 'unchecked';

export interface ReviewExpectations {
  results: ExpectationResult[];
  failing: ExpectationResult[];
  /** Failing now, held by the old version. */
  newlyFailing: number;
  /** Held now, failed with the old version. */
  fixed: number;
}

export interface Review {
  verdict: ReviewVerdict;
  /** "Safe: no expectation fails; 3 URLs newly allowed for GPTBot." */
  summary: string;
  diff: VerdictDiff;
  /** The causes not declared, in the diff's order. */
  causes: Cause[];
  declared: { cause: Cause; why: string }[];
  expectations: ReviewExpectations | null;
  problems: DiagnosticDiff;
}

/** Each line `RULE  # why` (the rule as a robots.txt line); blank lines and `#` lines skipped. */
export function readDeclared(text: string): { ok: true; value: DeclaredRule[] } | { ok: false; error: string } {
  const out: DeclaredRule[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const [head, ...rest] = lines[i].split('#');
    if (head.trim() === '') continue;
    const m = /^\s*(allow|disallow)\s*:\s*(\S*)\s*$/i.exec(head);
    if (!m) return { ok: false, error: `line ${i + 1}: "${lines[i].trim()}" is no rule; write one Allow or Disallow line per declared difference, e.g. "Disallow: /  # staging blocks everything"` };
    out.push({ rule: `${m[1].toLowerCase() === 'allow' ? 'Allow' : 'Disallow'}: ${m[2]}`, why: rest.join('#').trim() });
  }
  return { ok: true, value: out };
}

/** The declared rule a cause is about, if any: a rule removed, added or edited. */
function declaredFor(c: Cause, declared: readonly DeclaredRule[]): DeclaredRule | undefined {
  const rules = [c.removed?.rule, c.added?.rule].filter((r): r is string => r !== undefined);
  return declared.find((d) => rules.includes(d.rule));
}

function entries(parsed: ParsedRobots, choice: ReadingChoice | undefined): DiagnosticEntry[] {
  const lines = parsed.text.split(/\r\n|\r|\n/);
  return diagnose(parsed, { choice }).map((d) => ({ severity: d.severity, code: d.code, message: sayText(d.say), line: d.line, text: (lines[d.line - 1] ?? '').trim() }));
}

/** A version as the review's crawlers read it (ReviewInput.choice, for a ReadFile too; absent, as the version says). */
function readAs(v: ParsedRobots | ReadFile, choice: ReadingChoice | undefined): ParsedRobots | ReadFile {
  if (choice === undefined) return v;
  return { parses: 'parses' in v ? v.parses : parsesOf(v.text, v), choice };
}

/** A version's problems: its file reading's (readings.ts fileParse), a ReadFile's as the review reads it (ReviewInput.choice). */
function problemsOf(v: ParsedRobots | ReadFile, choice: ReadingChoice | undefined): DiagnosticEntry[] {
  const read = 'parses' in v ? readAs(v, choice) : v;
  return entries(fileParse(read), 'parses' in read ? read.choice : undefined);
}

export function buildReview(input: ReviewInput): Review {
  const diff = diffVerdicts(readAs(input.before, input.choice), readAs(input.after, input.choice), input.crawlers, input.urls);
  const declared: Review['declared'] = [];
  const causes: Cause[] = [];
  for (const cause of diff.causes.causes) {
    const d = declaredFor(cause, input.declared ?? []);
    if (d) declared.push({ cause, why: d.why });
    else causes.push(cause);
  }
  const expectations = input.expectations && input.expectations.length > 0 ? expectationsOf(input) : null;
  const problems = diffDiagnostics(problemsOf(input.before, input.choice), problemsOf(input.after, input.choice));
  const facts = { diff, causes, declared, expectations, problems };
  return { ...judge(facts, PLAIN), ...facts };
}

function expectationsOf(input: ReviewInput): ReviewExpectations {
  const list = input.expectations ?? [];
  const was = checkExpectations(readAs(input.before, input.choice), list);
  const results = checkExpectations(readAs(input.after, input.choice), list);
  const failing = results.filter((r) => !r.pass);
  return {
    results, failing,
    newlyFailing: results.filter((r, i) => !r.pass && was[i].pass).length,
    fixed: results.filter((r, i) => r.pass && !was[i].pass).length,
  };
}

const n = (k: number) => k.toLocaleString('en');
const plural = (k: number, one: string, many: string) => `${n(k)} ${k === 1 ? one : many}`;

/** "3 URLs newly blocked for Googlebot, 2 newly allowed for GPTBot" (the first three crawlers of each), or ''. */
function changesInWords(causes: readonly Cause[], diff: VerdictDiff, w: WordStyle): string {
  const tally = (kind: 'newly-blocked' | 'newly-allowed') => {
    const by = new Map<string, number>();
    for (const c of causes) for (const i of c.changes) if (diff.changes[i].kind === kind) by.set(diff.changes[i].crawler, (by.get(diff.changes[i].crawler) ?? 0) + 1);
    const list = [...by].sort((a, b) => b[1] - a[1]);
    const shown = list.slice(0, 3).map(([crawler, k]) => `${n(k)} for ${w.name(crawler)}`);
    return list.length > 3 ? [...shown, `more for ${plural(list.length - 3, 'other crawler', 'other crawlers')}`] : shown;
  };
  const blocked = tally('newly-blocked');
  const allowed = tally('newly-allowed');
  return [
    blocked.length > 0 ? `URLs newly blocked: ${blocked.join(', ')}` : '',
    allowed.length > 0 ? `URLs newly allowed: ${allowed.join(', ')}` : '',
  ].filter(Boolean).join('; ');
}

/** What a review found, before it is judged. */
export type ReviewFacts = Omit<Review, 'verdict' | 'summary'>;

/** The verdict and its one line, names written in `w`'s style (plain, or Markdown). */
export function judge({ causes, diff, expectations, problems }: ReviewFacts, w: WordStyle): { verdict: ReviewVerdict; summary: string } {
  const changes = changesInWords(causes, diff, w) || 'no verdict changes';
  const errors = problems.added.filter((d) => d.severity === 'error').length;
  const errorWords = errors > 0 ? `; ${plural(errors, 'new error', 'new errors')} in the file` : '';
  if (expectations && expectations.failing.length > 0) {
    const newly = expectations.newlyFailing > 0 ? ` (${n(expectations.newlyFailing)} newly)` : '';
    return { verdict: 'unsafe', summary: `Unsafe: ${plural(expectations.failing.length, 'expectation fails', 'expectations fail')}${newly}; ${changes}${errorWords}.` };
  }
  // A new error (an unreadable line, a file that is no robots.txt) is unsafe whatever holds.
  if (expectations) return { verdict: errors > 0 ? 'unsafe' : 'safe', summary: `${errors > 0 ? 'Unsafe' : 'Safe'}: no expectation fails (${plural(expectations.results.length, 'holds', 'hold')}); ${changes}${errorWords}.` };
  return { verdict: errors > 0 ? 'unsafe' : 'unchecked', summary: `${errors > 0 ? 'Unsafe' : 'Unchecked'}: no expectations given; ${changes}${errorWords}.` };
}
