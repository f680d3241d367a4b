/**
 * The grid's view in a link (permalink.ts header field `w`): the filter, sort and search the
 * sender was looking at, so "look at these 12 blocked URLs" opens as 12 blocked URLs (issue 24 §2,
 * "share the exact state with a link").
 *
 *   w = { f?: filter, q?: search, o?: sort, c?: sort column, r?: 1 reversed, b?: crawler summary chosen }
 *
 * Each part is left out when it is the default (most links carry none of it), and `w` itself when
 * all are. Reading never refuses a link for its view: a part not understood (a filter of a newer
 * version, a hand-edited sort column past the link's crawlers) is left out and named, and the
 * rest of the view and of the link opens (linkViewRead.ts, its words in linkViewWords.ts).
 */
import { DEFAULT_VIEW, type MatrixViewOptions } from './matrixView.ts';

export interface PackedView { f?: string; q?: string; o?: string; c?: number; r?: 1; b?: string }

/**
 * A search longer than this is left out of a link (a person types a word or a path): a longer one
 * could push the document out of a link (32,000 characters at most), and Copy link says it is left
 * out (app/links.ts, LINK_VIEW_WORDS.searchLeftOut).
 */
export const VIEW_SEARCH_CHARS = 2000;

/** Whether a search is too long for a link: left out when one is made, and when one is read. */
export const searchTooLong = (search: string) => search.length > VIEW_SEARCH_CHARS;

/**
 * `w` for a view, or undefined for the default one. A search too long for a link is left out;
 * `anySearch`: kept whatever its length (the autosave keeps what was typed, state/autosave.ts).
 */
export function packView(view: MatrixViewOptions, anySearch = false): PackedView | undefined {
  const w: PackedView = {};
  if (view.filter !== DEFAULT_VIEW.filter) w.f = view.filter;
  if (view.search !== '' && (anySearch || !searchTooLong(view.search))) w.q = view.search;
  if (view.sort !== DEFAULT_VIEW.sort) w.o = view.sort;
  if (view.sortColumn !== DEFAULT_VIEW.sortColumn) w.c = view.sortColumn;
  if (view.descending) w.r = 1;
  if (view.blockedFor !== null) w.b = view.blockedFor;
  return Object.keys(w).length > 0 ? w : undefined;
}
