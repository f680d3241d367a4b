/**
 * What the problems panel lists (problemsPanel.ts), read from the editor's lint state with
 * `forEachDiagnostic`: the worker's diagnostics (source: their code) and the broken expectations,
 * at their current place. Grouped by code, worst severity first, so a file with 407 duplicate
 * rules shows one line "Duplicate rule 407" beside its two errors instead of burying them.
 */
import { forEachDiagnostic, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../core/index.ts';
import { fixAllCount } from './fixAll.ts';
import { EXPECTATION_SOURCE, EXPECTATION_TITLE } from './lint.ts';

export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type ProblemSeverity = (typeof SEVERITIES)[number];

export interface Problem {
  source: string;
  severity: ProblemSeverity;
  /** 1-based line of `from`. */
  line: number;
  message: string;
  from: number;
  to: number;
  diagnostic: CmDiagnostic;
}

export interface ProblemGroup {
  source: string;
  title: string;
  /** The worst severity among its problems. */
  severity: ProblemSeverity;
  problems: Problem[];
  /** How many fixes "Fix all" applies (fixAll.ts); 0 when it is not offered. */
  fixAll: number;
}

export type SeverityCounts = Record<ProblemSeverity, number>;

export function problemTitle(source: string): string {
  if (source === EXPECTATION_SOURCE) return EXPECTATION_TITLE;
  return Object.hasOwn(DIAGNOSTIC_CODES, source) ? DIAGNOSTIC_CODES[source as DiagnosticCode].title : source;
}

/** Every diagnostic the editor holds, in document order. */
export function problemsOf(state: EditorState): Problem[] {
  const out: Problem[] = [];
  forEachDiagnostic(state, (diagnostic, from, to) => {
    const severity = diagnostic.severity === 'hint' ? 'info' : diagnostic.severity;
    const line = state.doc.lineAt(Math.min(from, state.doc.length)).number;
    out.push({ source: diagnostic.source ?? '', severity, line, message: diagnostic.message, from, to, diagnostic });
  });
  return out.sort((a, b) => a.from - b.from);
}

export function countSeverities(problems: readonly Problem[]): SeverityCounts {
  const counts: SeverityCounts = { error: 0, warning: 0, info: 0 };
  for (const p of problems) counts[p.severity]++;
  return counts;
}

const rank = (s: ProblemSeverity) => SEVERITIES.indexOf(s);

/** The problems of the `shown` severities by code: errors' groups first, then by first line. */
export function groupProblems(state: EditorState, problems: readonly Problem[], shown: ReadonlySet<ProblemSeverity>): ProblemGroup[] {
  const groups = new Map<string, ProblemGroup>();
  for (const p of problems) {
    if (!shown.has(p.severity)) continue;
    const g = groups.get(p.source);
    if (!g) {
      groups.set(p.source, { source: p.source, title: problemTitle(p.source), severity: p.severity, problems: [p], fixAll: 0 });
      continue;
    }
    g.problems.push(p);
    if (rank(p.severity) < rank(g.severity)) g.severity = p.severity;
  }
  for (const g of groups.values()) {
    // Fix all applies every fix of the code; offered only when the panel shows them all.
    const count = fixAllCount(state, g.source);
    g.fixAll = count >= 2 && count === g.problems.filter((p) => p.diagnostic.actions?.length).length ? count : 0;
  }
  return [...groups.values()].sort((a, b) => rank(a.severity) - rank(b.severity) || a.problems[0].from - b.problems[0].from);
}

/** Whether two lists read the same in the panel (lines, words, fixes): else it is drawn again. */
export function sameProblems(a: readonly Problem[], b: readonly Problem[]): boolean {
  return a.length === b.length && a.every((p, i) => {
    const q = b[i];
    return p.source === q.source && p.severity === q.severity && p.line === q.line && p.message === q.message
      && p.diagnostic.actions?.[0]?.name === q.diagnostic.actions?.[0]?.name;
  });
}
