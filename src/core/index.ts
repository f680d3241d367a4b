/**
 * The engine's public entry: the same for the Web Worker, Node, the tests and the CLI.
 * Pure TypeScript: no DOM, React, zustand or CodeMirror (see ../../STYLE.md).
 */
export * from './types.ts';
export { parseRobots, lineAt, SIZE_LIMIT_BYTES } from './parse.ts';
export { lexLine } from './lex.ts';
export { readLine } from './lineReading.ts';
export { patternMatches, readPattern } from './patternReading.ts';
export { aiPreferenceFor, readAiUsage, SIGNAL_NAMES } from './aiUsage.ts';
export type { AiPreference, AiUsage, ContentSignalLine, ContentUsageLine, LicenseLine, SignalName } from './aiUsage.ts';
export type { PatternReading } from './patternReading.ts';
export type { LineReading } from './lineReading.ts';
export { ruleAt, rulePattern, ruleValue } from './ruleTable.ts';
export { decodeRobots, encodeRobots, encodingOfText } from './decode.ts';
export { breakCounts, describeBreaks, joinBreaks, plainBreaks, splitBreaks, toJoinedOffsets } from './lineBreaks.ts';
export type { BreakKind, LineBreaks, SplitText } from './lineBreaks.ts';
export { checkUrl } from './match.ts';
export { pathFromUrl } from './url.ts';
export { describeReading, productToken, readUserAgent } from './userAgent.ts';
export type { AgentReading, ReadHow } from './userAgent.ts';
export { googlebotCut, googlebotText, googlebotView } from './googlebotView.ts';
export { diagnose } from './diagnostics/check.ts';
export { applyFix, fixEdits } from './diagnostics/applyFix.ts';
export { applyEdits, formatRobots, formatText } from './format.ts';
export type { FormatEdit, FormatResult } from './format.ts';
export { DIAGNOSTIC_CODES } from './diagnostics/codes.ts';
export type { DiagnosticCode } from './diagnostics/codes.ts';
export { crawlerChain } from './crawlers.ts';
export { checkCrawler, crawlerFor, crawlerVerdict, CRAWLER_RULES } from './crawlerCheck.ts';
export { checkColumns, comparedPaths } from './checkColumns.ts';
export { ColumnMemory } from './columnMemory.ts';
export type { ColumnAnswer } from './checkColumns.ts';
export type { Crawler as NamedCrawler, CrawlerCheck, CrawlerRule, CrawlerVerdict } from './crawlerCheck.ts';
export { crawlerNotes, crawlerRuleText } from './crawlerWords.ts';
export { findCrawler, REGISTRY, REGISTRY_DATE } from './registry/registry.ts';
export { crawlersHonouring, honours, keyInfo, PURPOSE_LABELS, purposeGroup, VOCABULARY } from './vocabulary.ts';
export type { Honour, HonourSource, KeyInfo, KeyRole, PurposeGroup } from './vocabulary.ts';
export type { Confidence, CrawlerInfo, RobotsApplies } from './registry/registry.ts';
export { concludeFetch, isHttpUrl, MAX_REDIRECTS, robotsTxtUrl } from './fetchPolicy.ts';
export type { FetchConclusion, FetchEnd, FetchOutcome } from './fetchPolicy.ts';
export { diffVerdicts } from './diffVerdicts.ts';
export type { ChangeKind, VerdictChange, VerdictDiff, VerdictSide } from './diffVerdicts.ts';
export { checkExpectations, expectationSummary, EXPECTATIONS_FORMAT, readExpectationList, readExpectations, writeExpectations } from './expectations.ts';
export type { Expectation, ExpectationFile, ExpectationResult, Expected } from './expectations.ts';
export { explainCheck } from './explain.ts';
export type { ExplainedGroup, ExplainedMatch, ExplainedPath, Explanation, ExplainOptions, GroupCause, ProfileAnswer, ProfileDifference, SizePlace } from './explain.ts';
export { reduceUrl } from './url.ts';
export type { PathReduction } from './url.ts';
