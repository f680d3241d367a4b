/**
 * What views read of the store: selectors at module level, so components don't build new
 * functions per render (zustand docs: prevent-rerenders-with-use-shallow), and what follows from
 * the state without changing it.
 */
import type { RobotsState } from './storeState.ts';
import type { DefaultHost } from './storeSets.ts';

export const selectAgent = (s: RobotsState) => s.inputs.agent;
export const selectUrls = (s: RobotsState) => s.inputs.urls;
export const selectProfile = (s: RobotsState) => s.inputs.profile;
export const selectMessages = (s: RobotsState) => s.ui.messages;
export const selectKept = (s: RobotsState) => s.ui.kept;
export const selectCopied = (s: RobotsState) => s.ui.copied;
export const selectLinkTooBig = (s: RobotsState) => s.ui.linkTooBig;
export const selectLinkSuiteTooBig = (s: RobotsState) => s.ui.linkSuiteTooBig;
export const selectLinkWithoutOther = (s: RobotsState) => s.ui.linkWithoutOther;
export const selectLinkSearchLeftOut = (s: RobotsState) => s.ui.linkSearchLeftOut;
export const selectCounts = (s: RobotsState) => s.results.counts;
export const selectCrawlers = (s: RobotsState) => s.inputs.crawlers;
export const selectCell = (s: RobotsState) => s.inputs.cell;
export const selectMatrix = (s: RobotsState) => s.results.matrix;
export const selectView = (s: RobotsState) => s.view;
export const selectExpectations = (s: RobotsState) => s.inputs.expectations;
/** Why the document on screen was not analysed, or null while it is (or is being) analysed. */
export const selectUnanalysed = (s: RobotsState) =>
  s.results.unanalysed !== null && s.results.unanalysed.docVersion === s.doc.version ? s.results.unanalysed.reason : null;
/** True until the first result for this document arrives (or the analysis was given up). */
export const selectNeverAnalysed = (s: RobotsState) => s.results.stats === null;
/** The worker's facts (lines, rules, size) are of the text in the editor: not of a text it replaced, nor of a paste still being read. */
export const selectStatsCurrent = (s: RobotsState) => s.results.stats !== null && !s.doc.reading && s.results.docVersion >= s.doc.textSince;
/** The grid's verdicts are not this version's (its document or inputs moved on, or a paste is still being read): it says "Updating…". */
export const selectMatrixStale = (s: RobotsState) =>
  s.results.matrix !== null && (s.doc.reading || s.results.matrix.docVersion !== s.doc.version || s.results.matrix.inputsVersion !== s.inputs.version);
export const selectSummary = (s: RobotsState) => ({
  total: s.results.diagnosticTotal,
  shown: s.results.diagnosticShown,
  stats: s.results.stats,
  elapsed: s.results.elapsed,
  breaks: s.doc.breaks,
  encoding: s.doc.encoding,
  bom: s.doc.bom,
  assumed: s.doc.assumed,
});

/**
 * Whether what a link and an autosave carry changed: the document, the inputs the worker checks,
 * the expectations (which bump no version: they are never sent to the worker), or the URL list
 * the sets replaced (the autosave's alone).
 */
export function savedStateChanged(s: RobotsState, prev: RobotsState): boolean {
  return s.doc.version !== prev.doc.version || s.inputs.version !== prev.inputs.version || s.inputs.expectations !== prev.inputs.expectations
    || s.sets.replaced !== prev.sets.replaced;
}

/** The site the file governs, as the grid takes it: the Origin field's (or the fetched file's), else the URL list's (core fileOrigin). */
export const fileSite = (s: RobotsState): string => s.inputs.origin || s.results.list.site.origin;

/**
 * The Host field of the logs (issue 25 §1: "the Host the person names"): as typed, else the site
 * of the robots.txt worked on, the fetched file's or the Origin field's, else the one its Sitemap
 * lines all name; else none (the field asks for it). Not the URL list's: that is the example's
 * until a log replaces it, and nytimes.com's log was put on www.example.com (walk20 §4).
 */
export function logHost(s: RobotsState): string {
  if (s.sets.logHost !== null) return s.sets.logHost;
  return (s.sets.defaultHost ?? fileHost(s)).host;
}

/**
 * The file's site as the logs' Host, as the file and the Origin field are now; while a log is
 * held, the Host shown is the one settled (SetsSlice defaultHost), not a host being edited.
 */
export function fileHost(s: RobotsState): DefaultHost {
  const origin = s.inputs.origin || (s.results.stats?.sitemapSite ?? '');
  // A site on https is named by its host alone, as a person writes it; another scheme stays written.
  return { host: origin.startsWith('https://') ? origin.slice('https://'.length) : origin, fromSitemaps: !s.inputs.origin && origin !== '' };
}

/** Whether the Host of the logs is only guessed from the file's Sitemap lines (none typed, no Origin field or fetched file): the field says so (review21 L9). */
export const logHostFromSitemaps = (s: RobotsState): boolean =>
  s.sets.logHost === null && (s.sets.defaultHost ?? fileHost(s)).fromSitemaps;
