/**
 * A link's grid view (`w`, state/linkView.ts) read back, and what of it was left out said in
 * words (permalink.ts readV2).
 */
import { DEFAULT_VIEW, FILTER_NAMES, SORT_NAMES, type MatrixViewOptions } from './matrixView.ts';
import { searchTooLong } from './linkView.ts';
import { LINK_VIEW_WORDS, type IgnoredViewPart } from './linkViewWords.ts';

export interface ReadView {
  view: MatrixViewOptions;
  /** What of `w` was left out; empty when all was read. */
  ignored: IgnoredViewPart[];
}

const KNOWN = new Set(['f', 'q', 'o', 'c', 'r', 'b']);
const isIn = <T extends string>(names: readonly T[], v: unknown): v is T => typeof v === 'string' && (names as readonly string[]).includes(v);
const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));

/**
 * `w` read back over the default view; `crawlers`: the link's crawlers (null in a link without
 * them), which a sort column and a chosen summary must name; `anySearch`: a search of any length
 * is read (packView's). Never throws.
 */
export function readView(w: unknown, crawlers: readonly string[] | null, anySearch = false): ReadView {
  if (typeof w !== 'object' || w === null || Array.isArray(w)) return { view: DEFAULT_VIEW, ignored: [{ part: 'view' }] };
  const x = w as Record<string, unknown>;
  const view: MatrixViewOptions = { ...DEFAULT_VIEW };
  const ignored: IgnoredViewPart[] = [];
  if (x.f !== undefined) {
    if (isIn(FILTER_NAMES, x.f)) view.filter = x.f;
    else ignored.push({ part: 'filter', value: shown(x.f) });
  }
  if (x.q !== undefined) {
    if (typeof x.q === 'string' && (anySearch || !searchTooLong(x.q))) view.search = x.q;
    else ignored.push({ part: 'search', value: '' });
  }
  if (x.o !== undefined) {
    if (isIn(SORT_NAMES, x.o)) view.sort = x.o;
    else ignored.push({ part: 'sort', value: shown(x.o) });
  }
  if (x.c !== undefined) {
    const n = x.c;
    if (Number.isInteger(n) && (n as number) >= 0 && (crawlers === null || (n as number) < crawlers.length)) view.sortColumn = n as number;
    else ignored.push({ part: 'sort crawler', value: shown(n) });
  }
  if (x.r !== undefined) {
    if (x.r === 1) view.descending = true;
    else ignored.push({ part: 'reverse' });
  }
  if (x.b !== undefined) {
    if (typeof x.b === 'string' && (crawlers === null || crawlers.includes(x.b))) view.blockedFor = x.b;
    else ignored.push({ part: 'crawler summary', value: shown(x.b) });
  }
  for (const key of Object.keys(x)) if (!KNOWN.has(key)) ignored.push({ part: 'unknown', key });
  return { view, ignored };
}

/** The view to open and, when some of `w` was left out, the note saying what (SharedState `view`, `viewNote`). */
export function linkView(w: unknown, crawlers: readonly string[] | null): { view: MatrixViewOptions; viewNote?: string } {
  const { view, ignored } = readView(w, crawlers);
  return ignored.length > 0 ? { view, viewNote: LINK_VIEW_WORDS.viewIgnored(ignored) } : { view };
}
