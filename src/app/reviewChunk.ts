/**
 * The review's code for the compare view's "Copy review", in a chunk of its own: imported only
 * when a person asks for a review (app/compare.ts), so the page's start does not carry it.
 */
export { buildReview, reviewMarkdown } from '../core/index.ts';
