/**
 * What the crawler field says of a crawler taken off the list and put back (ui/matrix/CrawlerChips.tsx).
 */
export const WORKBENCH_WORDS = {
  /** Said when a crawler chip is removed; the Undo offered beside it puts it back. */
  crawlerRemoved: (token: string) => `Removed ${token} from the crawlers tested.`,
  undo: 'Undo',
  /** Said (aloud) when Undo or Ctrl+Z put a crawler back. */
  crawlerBack: (token: string) => `${token} is back in the crawlers tested.`,
} as const;
