/**
 * What the page says of a link's view of the grid that it could not read in full (state/linkViewRead.ts),
 * or could not carry whole (app/links.ts).
 */
import { countText } from '../core/words/countText.ts';
import { VIEW_SEARCH_CHARS } from './linkView.ts';

/** A part of a link's grid view (state/linkView.ts) that was not opened, and why, in words. */
export type IgnoredViewPart =
  | { part: 'view' | 'reverse' }
  | { part: 'filter' | 'sort' | 'sort crawler' | 'search' | 'crawler summary'; value: string }
  | { part: 'unknown'; key: string };

const quoted = (value: string) => `“${value.length > 40 ? `${value.slice(0, 39)}…` : value}”`;

function partWords(p: IgnoredViewPart): string {
  switch (p.part) {
    case 'view': return 'the whole view of the results (it is not one this version reads)';
    case 'filter': return `the filter ${quoted(p.value)} (not one this version has)`;
    case 'sort': return `the sort ${quoted(p.value)} (not one this version has)`;
    case 'sort crawler': return `the crawler to sort by (${quoted(p.value)} is not one of the link's crawlers)`;
    case 'reverse': return 'whether the order is reversed (not a yes or a no)';
    case 'search': return 'the search (too long, or not text)';
    case 'crawler summary': return `the crawler summary chosen (${quoted(p.value)} is not one of the link's crawlers)`;
    case 'unknown': return `a part named ${quoted(p.key)} (perhaps from a newer Robotscope)`;
  }
}

export const LINK_VIEW_WORDS = {
  /** Said when a link opens with part of its grid view left out; the rest of the link opened. */
  viewIgnored: (parts: readonly IgnoredViewPart[]) => {
    // A hand-made link may hold thousands of parts: a few are named, the rest counted.
    const named = parts.slice(0, 4).map(partWords);
    if (parts.length > 4) named.push(`${parts.length - 4} more`);
    return `This link opened, but part of its view of the results was not understood and was left out: ${named.join('; ')}. The grid shows the rest of the view.`;
  },
  /** Said by Copy link when the grid's search is too long for a link (linkView.ts searchTooLong); the rest of the view is carried. */
  searchLeftOut: (chars: number) =>
    `The link leaves out the search: ${countText(chars)} characters, more than the ${countText(VIEW_SEARCH_CHARS)} a link carries.`,
} as const;
