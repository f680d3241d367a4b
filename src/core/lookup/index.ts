/**
 * The speed machinery, behind a small query API. The rest of the core says what a rule means
 * (which group applies, what a pattern matches, which match wins); this folder only finds things
 * fast, and holds no state between calls but what lives in the objects it returns:
 *
 * - RuleLookup: which of a crawler's rules match a path (a scan, then a radix-tree index with a
 *   segment filter for wildcard rules); the scan alone (planScan, scan) for the check-only entry;
 * - RuleStarts: the matches of many paths of one parse (the diagnostics' sample paths), the
 *   rules hashed once by their literal start, read in place (ruleStarts.ts);
 * - RadixTree: values whose key is a prefix of a text, in one walk;
 * - matchSets: rules of one group that match exactly the same URLs;
 * - NextOf, NextMatch: the next position of a character (or one of a class), for a pass that
 *   moves forward through a text;
 * - lastAtOrBefore: which line or span holds an offset, given where each starts.
 */
export { RuleLookup, type LookupOptions, type RuleSource } from './ruleLookup.ts';
export { planScan, scan, type LookupRules, type ScanPlan } from './ruleScan.ts';
export { RuleStarts } from './ruleStarts.ts';
export { RadixTree } from './radixTree.ts';
export { matchScratch, matchSets, type MatchSets, type Scratch as MatchScratch } from './matchSets.ts';
export { NextMatch, NextOf } from './nextOf.ts';
export { lastAtOrBefore } from './lastAtOrBefore.ts';
