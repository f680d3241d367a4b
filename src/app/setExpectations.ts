/**
 * Expectations from URL sets (issue 25 §2: "expectations can be set from a set"): the verdicts
 * the grid shows now for a set's URLs, pinned as the workbench's expectations (state
 * cellExpectations.ts), which then fail as the person types a rule that changes one. Either every
 * verdict of the sets for every crawler, or one crawler's allowed verdicts of their sitemap URLs
 * ("sitemap URLs must stay allowed for Googlebot"). The verdicts are the grid's own (the matrix
 * the expectations are checked against), never pinned while they answer an older text: a
 * pinned verdict the file never gave would be a confident wrong answer.
 */
import { VERDICT, type Expected } from '../core/index.ts';
import { PIN_WORDS } from '../core/words/urlSetWords.ts';
import { setExpectations } from '../state/cellExpectations.ts';
import type { MatrixData } from '../state/matrix.ts';
import { setExpectationList, showMessage, type RobotsState, type RobotsStore } from '../state/store.ts';
import type { SetsClient } from '../worker/setsClient.ts';

export interface PinAsk {
  /** The sets whose URLs are pinned. */
  ids: readonly number[];
  /** One crawler's verdicts only, and only its allowed ones (the sitemap URLs that must stay allowed). */
  allowedFor?: string;
}

/** The matrix on screen when it answers the text and inputs on screen, else null. */
const currentMatrix = (s: RobotsState): MatrixData | null => {
  const m = s.results.matrix;
  return m && !m.noFile && m.docVersion === s.doc.version && m.inputsVersion === s.inputs.version ? m : null;
};

/** The (url, crawler) pairs of `urls` the matrix tests, by the verdict it gives them. */
export function verdictPairs(m: MatrixData, urls: readonly string[], allowedFor?: string): Record<Expected, { url: string; crawler: string }[]> {
  const rowOf = new Map<string, number>();
  m.urls.forEach((u, i) => { if (!rowOf.has(u)) rowOf.set(u, i); });
  const cols = m.columns.map((c, j) => ({ name: c.name, j })).filter((c) => allowedFor === undefined || c.name === allowedFor);
  const out: Record<Expected, { url: string; crawler: string }[]> = { allowed: [], blocked: [] };
  const seen = new Set<number>();
  for (const line of urls) {
    const row = rowOf.get(line.trim());
    if (row === undefined || seen.has(row)) continue;
    seen.add(row);
    for (const { name, j } of cols) {
      // As checkCellExpectations reads a cell: a crawler robots.txt does not govern is allowed.
      const got: Expected = m.verdict[row * m.columns.length + j] === VERDICT.blocked ? 'blocked' : 'allowed';
      if (allowedFor === undefined || got === 'allowed') out[got].push({ url: m.urls[row], crawler: name });
    }
  }
  return out;
}

/** Pins the verdicts `ask` names as expectations; how many, said in a message too. */
export async function pinSetVerdicts(client: SetsClient, store: RobotsStore, ask: PinAsk): Promise<number> {
  const before = currentMatrix(store.getState());
  const answer = before ? await client.ask({ type: 'urls', ids: [...ask.ids] }) : null;
  const m = currentMatrix(store.getState());
  if (!before || !m || m !== before || answer?.type !== 'urls') {
    showMessage(store, 'warning', PIN_WORDS.notReady);
    return 0;
  }
  const pairs = verdictPairs(m, answer.text.split('\n'), ask.allowedFor);
  const n = pairs.allowed.length + pairs.blocked.length;
  if (n === 0) {
    showMessage(store, 'warning', PIN_WORDS.none);
    return 0;
  }
  const list = setExpectations(setExpectations(store.getState().inputs.expectations, pairs.allowed, 'allowed'), pairs.blocked, 'blocked');
  setExpectationList(store, list);
  const names = store.getState().sets.list.filter((s) => ask.ids.includes(s.id)).map((s) => s.name).join(', ');
  const what = ask.allowedFor === undefined ? PIN_WORDS.verdictsOf(names) : PIN_WORDS.allowedOf(names);
  showMessage(store, 'info', PIN_WORDS.pinned(n, what, ask.allowedFor === undefined ? m.columns.length : 1));
  return n;
}
