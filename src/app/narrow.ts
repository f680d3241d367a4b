/**
 * Whether the window is a phone's width (issue 24 §2): the grid then shows one crawler at a time,
 * and compare shows one editor with the other version's lines in it. The same width as the
 * stylesheet's `@media (max-width: 600px)`, so the page and its styles never disagree.
 */
export const NARROW_QUERY = '(max-width: 600px)';

export const isNarrow = (): boolean => typeof matchMedia === 'function' && matchMedia(NARROW_QUERY).matches;

/**
 * Whether the panes stack (styles.css, "Narrow screens: the test panel goes under the editor"):
 * the results then start under the editor and the URL tester, below the first screen.
 */
export const STACKED_QUERY = '(max-width: 860px)';
