/**
 * What an open comparison says (app/compare.ts), made from the two sides' latest answers: the
 * verdicts that change, listed by cause (or by kind when a side is too big to parse here), the
 * problems the change adds and removes, and the whole as a pull-request review.
 */
import { fileParse } from '../core/index.ts';
import { changeOrder, type CompareStore, type VerdictComparison } from '../state/compare.ts';
import { CAUSE_MAX_CHARS, causeList, kindList } from '../state/compareCauses.ts';
import { diffMatrices, type MatrixDiff } from '../state/matrixDiff.ts';
import type { RobotsState, RobotsStore } from '../state/store.ts';
import { sideFile, sidesDiagnostics, type Open } from './compareSides.ts';
import { THIS_VERSION } from './sideWords.ts';
import { countText } from '../core/words/countText.ts';

/** Compares the two sides' latest answers once both describe what is on screen. */
export function refreshComparison(c: Open, store: CompareStore, main: RobotsStore): void {
  const a = c.otherStore.getState();
  const b = main.getState();
  const before = a.results.matrix;
  const after = b.results.matrix;
  const fresh = before !== null && after !== null && before.docVersion === a.doc.version && after.docVersion === b.doc.version
    && before.inputsVersion === b.inputs.version && after.inputsVersion === b.inputs.version;
  const shown = store.getState().verdicts;
  if (fresh && (shown?.before !== before || shown.after !== after)) {
    const diff = diffMatrices(before, after);
    const verdicts: VerdictComparison = { before, after, diff, ...listOf(c, a, b, diff) };
    store.setState({ verdicts, pending: false, selected: reselect(shown, store.getState().selected, verdicts) });
  } else if (store.getState().pending === fresh) {
    store.setState({ pending: !fresh });
  }
  refreshDiagnostics(c, store, a, b);
}

/** The changes by cause when both sides are small enough to parse here, else by kind (saying why). */
function listOf(c: Open, a: RobotsState, b: RobotsState, diff: MatrixDiff): Pick<VerdictComparison, 'order' | 'groups' | 'headline'> {
  // Each crawler's groups read as the grid reads it (the Profile control: by default as its operator documents).
  const pa = sideFile(c, 'a', a.doc, b.inputs.profile);
  const pb = sideFile(c, 'b', b.doc, b.inputs.profile);
  if (!pa || !pb) return kindList(diff, changeOrder(diff, a.results.matrix!.columns.length), `the causes are worked out for files up to ${countText(CAUSE_MAX_CHARS)} characters`);
  return causeList(a.results.matrix!, b.results.matrix!, diff, pa, pb);
}

/** The problems added and removed, once both sides are analysed, once per pair of versions. */
function refreshDiagnostics(c: Open, store: CompareStore, a: RobotsState, b: RobotsState): void {
  const analysed = (s: RobotsState) => s.results.stats !== null && s.results.docVersion === s.doc.version;
  const key = `${a.doc.version}:${b.doc.version}`;
  if (!analysed(a) || !analysed(b) || key === c.diagnosedFor) return;
  c.diagnosedFor = key;
  store.setState({ diagnostics: sidesDiagnostics(c) });
}

/** The same change (URL × crawler) in the new comparison, or -1 when it changes no more. */
function reselect(old: VerdictComparison | null, pos: number, next: VerdictComparison): number {
  if (!old || pos < 0 || pos >= old.order.length) return -1;
  const i = old.order[pos];
  const width = old.after.columns.length;
  const url = old.after.urls[Math.floor(old.diff.cells[i] / width)];
  const crawler = old.after.columns[old.diff.cells[i] % width].name;
  const w = next.after.columns.length;
  for (let p = 0; p < next.order.length; p++) {
    const cell = next.diff.cells[next.order[p]];
    if (next.after.urls[Math.floor(cell / w)] === url && next.after.columns[cell % w].name === crawler) return p;
  }
  return -1;
}

/**
 * The comparison as a pull-request review in Markdown (core reviewMarkdown, the words of
 * `robotscope review`); null while the two sides are not both checked, or a side is too big to parse here.
 */
/** The side being edited, as the review names it (in running text, so not capitalised as the editors' label). */
const REVIEW_NEW_NAME = THIS_VERSION.toLowerCase();

export async function reviewOf(c: Open, store: CompareStore, main: RobotsStore): Promise<string | null> {
  const v = store.getState().verdicts;
  if (!v) return null;
  const b = main.getState();
  // Read as the list and the grid read them (sideFile), as `robotscope review` reads a fetch cut short.
  const pa = sideFile(c, 'a', c.otherStore.getState().doc, b.inputs.profile);
  const pb = sideFile(c, 'b', b.doc, b.inputs.profile);
  if (!pa || !pb) return null;
  // Loaded when first asked for: the review's code is not part of the page's start.
  const { buildReview, reviewMarkdown } = await import('./reviewChunk.ts');
  const oldName = reviewName(store.getState().source);
  const review = buildReview({
    oldName, newName: REVIEW_NEW_NAME, before: pa, after: pb,
    crawlers: v.after.columns.map((col) => col.name), urls: v.after.urls, expectations: b.inputs.expectations,
  });
  return reviewMarkdown(review, { oldName, newName: REVIEW_NEW_NAME, oldText: fileParse(pa).text, newText: fileParse(pb).text });
}

/**
 * The old side's name in the review, which quotes it as code: a file's own name, without the
 * quotes the panel's title puts round it (source "“v1.txt”", "the kept version “x”").
 */
const reviewName = (source: string): string => /“([^”]*)”/.exec(source)?.[1] ?? source;
