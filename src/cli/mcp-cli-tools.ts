/**
 * The tools of `robotscope mcp` for what the command line does besides verdicts (issue 27 §4):
 * `test` (the CI gate) as test_expectations, `fmt` as format_robots, the app's explanation of
 * one verdict as explain_url, and reading a User-Agent as lookup_crawler.
 */
import { z } from 'zod';
import {
  checkExpectations, crawlerFor, crawlerVerdict, isKnownCrawler, decodeRobots, describeReading, explainAsRead, governedFields, expectationSummary, formatText, unsureCounts, unsureSummary, readExpectationList, type CrawlerCheck, type Explanation, type ExpectationResult,
} from '../core/index.ts';
import { explanationInWords } from '../core/words/explanationWords.ts';
import { CliError } from './cli-error.ts';
import { fetchReport } from './fetchRobots.ts';
import { answer, Budget, leftOut, MAX_ANSWER_BYTES, one, RESERVE_BYTES, wireBytes } from './mcp-answer.ts';
import { field, LIMITS, MAX_URLS, OUTPUT, profile, robotsText, robotsUrl } from './mcp-schemas.ts';
import { tool, type ToolSpec } from './mcp-tool.ts';
import { decoderNotes, load, refuseUntestable } from './mcp-verdicts.ts';
import { assumedText, doubtText } from './junit.ts';
import { answeredAlike } from './test.ts';

const expectation = z.object({ url: field('The URL or path'), crawler: field('A product token or a whole User-Agent header'), expect: z.enum(['allowed', 'blocked']) });

/** As `robotscope test` says it, an answer on which the readings disagree with the other answer (junit.ts doubtText), or whose crawler is assumed (assumedText). */
const resultLine = (r: ExpectationResult): string => {
  const doubt = [doubtText(r), assumedText(r)].filter((d) => d !== '').join('; ');
  const word = r.pass ? (doubt === '' ? 'PASS' : 'PASS (UNSURE)') : 'FAIL';
  return `${word} ${one(r.crawler)} ${one(r.url)}: expected ${r.expect}, got ${r.got}${r.line > 0 ? ` by line ${r.line}: ${one(r.rule)}` : ''}${doubt === '' ? '' : `; ${one(doubt)}`}`;
};

const testTool = tool({
  name: 'test_expectations',
  title: 'Check expectations against a robots.txt (the CI gate)',
  description: `Each expectation ("Googlebot must be allowed /checkout/") checked for the crawler it names, as that crawler reads the file, as \`robotscope test\` checks them: pass or fail, and the line that decided. ${LIMITS}`,
  input: { robots_txt: robotsText, robots_url: robotsUrl, expectations: z.array(expectation).min(1).max(MAX_URLS), profile },
  output: OUTPUT.test_expectations,
  openWorld: true,
  run: async (a, context) => {
    const list = readExpectationList(a.expectations);
    if (!list.ok) throw new CliError(list.error);
    const loaded = await load(context, a.robots_txt, a.robots_url, a.profile);
    refuseUntestable(list.value.map((e) => e.url), loaded);
    const all = loaded.file ? checkExpectations(loaded.file, list.value) : answeredAlike(loaded.fetched!.conclusion === 'allow-all', list.value, a.profile ?? 'documented');
    const failed = all.filter((r) => !r.pass);
    const budget = new Budget();
    const results: ExpectationResult[] = [];
    const lines: string[] = [];
    for (const r of [...failed, ...all.filter((x) => x.pass)]) {
      const line = resultLine(r);
      if (!budget.take(line, r)) break;
      results.push(r);
      lines.push(line);
    }
    const unsure = unsureCounts(all);
    const head = [...loaded.head, expectationSummary(all.length, failed.length) + unsureSummary(unsure.disagree, unsure.assumed)];
    const left = leftOut(all.length - results.length, 'results', 'the failures are listed first; send fewer expectations per call to see the rest');
    return answer([...head, ...left, ...lines], {
      profile: a.profile ?? 'documented', total: all.length, failed: failed.length, unsure, results, unlisted: all.length - results.length,
      fetch: loaded.fetched ? fetchReport(loaded.fetched) : null,
    });
  },
});

const formatTool = tool({
  name: 'format_robots',
  title: 'Format a robots.txt',
  description: 'As `robotscope fmt` and the editor\'s Format document: directive keys spelled as in the standard, one space after the colon, one blank line between groups; comments, values and each line\'s ending kept. No verdict changes under any profile; a file near the 500 KiB limit is left alone.',
  input: { robots_txt: robotsText, robots_url: robotsUrl },
  output: OUTPUT.format_robots,
  openWorld: true,
  run: async (a, context) => {
    if ((a.robots_txt === undefined) === (a.robots_url === undefined)) throw new CliError('give exactly one of robots_txt and robots_url');
    const fetched = a.robots_url === undefined ? null : await context.fetch(a.robots_url);
    if (fetched && fetched.body === null) throw new CliError(`${a.robots_url} gave no robots.txt to format: ${fetched.reason}`);
    const result = formatText(fetched ? decodeRobots(fetched.body!).text : a.robots_txt!);
    const text = result.changed ? result.text : null;
    // Never half a file: an agent would write it back.
    if (text !== null && 3 * wireBytes(text) > MAX_ANSWER_BYTES - RESERVE_BYTES) throw new CliError('the formatted file does not fit in one answer: format it with robotscope fmt');
    const head = result.refused ? `Left as it is: ${result.refused}` : result.changed ? 'Formatted:' : 'Already formatted.';
    return answer(text === null ? [head] : [head, '', text], { changed: result.changed, refused: result.refused ?? null, text });
  },
});

const explainTool = tool({
  name: 'explain_url',
  title: 'Explain why a crawler gets its verdict for a URL',
  description: 'The app\'s explanation of one verdict, in words: which groups applied and why, every rule that matched with its length, the tie-break, how the URL became the compared path, the 500 KiB cut, and what the other profiles answer and why.',
  input: { robots_txt: robotsText, robots_url: robotsUrl, crawler: field('A product token or a whole User-Agent header').optional().describe('Default Googlebot'), url: field('The URL or path'), profile },
  output: OUTPUT.explain_url,
  openWorld: true,
  run: async (a, context) => {
    const loaded = await load(context, a.robots_txt, a.robots_url, a.profile);
    refuseUntestable([a.url], loaded);
    if (loaded.file === null) throw new CliError(`${loaded.fetched!.robotsUrl} gave no robots.txt to explain: ${loaded.fetched!.reason}`);
    const e = explainAsRead(loaded.file.parses, a.crawler ?? 'Googlebot', a.url, loaded.file.choice, { request: true });
    const winner = e.matches.find((m) => m.winner);
    const explanation = explanationInWords(e);
    const lines = [...decoderNotes(loaded.parsed), ...explanation.flatMap((s) => [`${s.heading}:`, ...s.sentences.map((t) => `  ${t}`)])];
    return answer(lines, {
      url: e.url, crawler: e.crawler, profile: e.profile, verdict: verdictOf(e), ...governedFields(verdictOf(e), e.allowed), line: e.line,
      rule: winner ? `${winner.allow ? 'Allow' : 'Disallow'}: ${winner.value}` : '', chain: e.chain, decidedBy: e.decidedBy, crawlerRule: e.crawlerRule,
      compared: e.path.compared, explanation, fetch: loaded.fetched ? fetchReport(loaded.fetched) : null,
    });
  },
});

/** The explained verdict in the words every view uses (core crawlerVerdict reads only these two fields). */
const verdictOf = (e: Explanation) => crawlerVerdict({ allowed: e.allowed, robots: e.robots } as CrawlerCheck);

const lookupTool = tool({
  name: 'lookup_crawler',
  title: 'Read a User-Agent header or token as its crawler',
  description: 'A User-Agent header (Mozilla/5.0 (compatible; Googlebot/2.1; ...)) or a product token, read as the app\'s crawler field reads it: which token Google\'s parser compares, and the crawler registry\'s row when it names a known crawler (operator, purpose, whether robots.txt applies, fallback chain, source).',
  input: { crawler: field('A User-Agent header or a product token') },
  output: OUTPUT.lookup_crawler,
  openWorld: false,
  run: async (a) => {
    const c = crawlerFor(a.crawler);
    const reading = describeReading(c.reading);
    return answer([reading], { input: a.crawler, token: c.token, reading, known: isKnownCrawler(c), crawler: c.info, chain: c.chain });
  },
});

export const CLI_TOOLS: readonly ToolSpec[] = [testTool, formatTool, explainTool, lookupTool];
