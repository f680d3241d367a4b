/**
 * A count as the page writes it: "10,000", what `toLocaleString('en')` writes, grouped by hand.
 * Chromium loads a locale's number data on a page's first Intl number format (toLocaleString
 * included): 21–46 ms of the main thread without CPU slowdown on this project's busy machine, in
 * the first render that shows a count, the worker's first answer (issue 24 §3). A count is a
 * whole number; anything else (never a count) is left to the browser.
 */
export const countText = (n: number): string =>
  Number.isSafeInteger(n) && n >= 0 ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : n.toLocaleString('en');
