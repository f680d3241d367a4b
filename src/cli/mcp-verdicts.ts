/**
 * The verdict tools of `robotscope mcp`, check_urls and diff_robots, over as many cells (URL ×
 * crawler) as the schemas allow, in bounded answers (mcp-answer.ts): every cell is counted, and
 * the cells are listed while they fit, those that are not allowed first.
 */
import {
  causeCounts, causesOf, changeDoubts, changeJson, causeSentence, checkAsRead, comparedAs, crawlerVerdict, decodersLacking, diffVerdicts, fileReading, noDecoderWords, readingsOf, readFile, reportHeadline, originOf, recordJson, recordOfCheck,
  recordOfOutcome, requestedForm, requestUrl, VERDICT_NAMES, type CrawlerVerdict, type JsonValue, type ParsedRobots, type Profile, type ReadFile, type ReadingChoice, type VerdictChange, type VerdictChangeJson,
} from '../core/index.ts';
import { askedTallyWords } from '../core/words/coverageTallyWords.ts';
import { describeDecision, readingNote, untestable, verdictSideText } from './check.ts';
import { CliError } from './cli-error.ts';
import { fetchReport, type FetchedRobots } from './fetchRobots.ts';
import { answer, Budget, leftOut, one, SLICE, yieldToOthers } from './mcp-answer.ts';
import type { ToolContext } from './mcp-tool.ts';
import { refuseUnreachable } from './source.ts';

export interface Loaded {
  /** The file read as the call asks (each crawler as documented by default); null: none to parse. */
  file: ReadFile | null;
  /** Its parse under the file reading (core fileReading): what lint_robots diagnoses. */
  parsed: ParsedRobots | null;
  /** Set when the robots.txt was fetched. */
  fetched: FetchedRobots | null;
  /** How the file is read (its records' `reading`), also when there is none to parse. */
  profile: Profile;
  /** What the answer says before its own lines: the fetch (fetchHead), and that this Node lacks a decoder the page reads the file with (decoderNotes). */
  head: string[];
}

/**
 * Where this Node has no decoder for an encoding the file's bytes may be in (core decodersLacking:
 * a build with small ICU), the answers may lack a doubt the page gives, and the lint an encoding it
 * names: a note in the answer, as the CLI says it on standard error (source.ts sayDecodersLacking).
 */
export function decoderNotes(parsed: ParsedRobots | null, of: 'answers' | 'lint' = 'answers'): string[] {
  const lacking = parsed === null ? [] : decodersLacking(parsed);
  return lacking.length === 0 ? [] : [`note: ${noDecoderWords(lacking, of)}`];
}

/** The robots.txt of a call: its text, or the body fetched from its URL (null: none to parse). */
export async function load(context: ToolContext, text: string | undefined, url: string | undefined, p: ReadingChoice | undefined, which = 'robots'): Promise<Loaded> {
  if ((text === undefined) === (url === undefined)) throw new CliError(`give exactly one of ${which}_txt and ${which}_url`);
  const choice = p ?? 'documented';
  const profile = fileReading(choice);
  const read = (body: string | Uint8Array, bodyCut = false) => {
    const file = readFile(body, choice, bodyCut);
    return { file, parsed: file.parses(profile) };
  };
  if (text !== undefined) {
    const r = read(text);
    return { ...r, fetched: null, profile, head: decoderNotes(r.parsed) };
  }
  const fetched = refuseUnreachable(await context.fetch(url!));
  const r = fetched.body === null ? { file: null, parsed: null } : read(fetched.body, fetched.truncated);
  return { ...r, fetched, profile, head: [...fetchHead(fetched), ...decoderNotes(r.parsed)] };
}

/** URLs named in the error when some cannot be checked; the rest are counted. */
const REFUSED_NAMED = 10;

/**
 * As `check` does: a URL that is no URL or path, or of another site than a fetched file's, is
 * never checked as `/`; the call fails saying which and why.
 */
export function refuseUntestable(urls: readonly string[], ...loaded: Loaded[]): void {
  const fetched = loaded.find((l) => l.fetched !== null)?.fetched;
  const refused = untestable(urls, fetched ? originOf(fetched.robotsUrl) : '');
  if (refused.length === 0) return;
  const named = refused.slice(0, REFUSED_NAMED).map((r) => `${one(r.url)} (${r.why})`);
  const more = refused.length > REFUSED_NAMED ? [`and ${(refused.length - REFUSED_NAMED).toLocaleString('en')} more`] : [];
  throw new CliError(`${refused.length.toLocaleString('en')} of the URLs cannot be checked, so nothing was: ${[...named, ...more].join('; ')}`);
}

/** What the answer says of a fetch: the URL, what it concluded, and its notes. */
export function fetchHead(f: FetchedRobots): string[] {
  return [`${one(f.robotsUrl)}: ${f.reason}`, ...f.notes.map((note) => `note: ${note}`)];
}

/** A listed verdict: the record every view gives (core RESULT_COLUMNS), and why in words. */
type Verdict = Record<string, JsonValue> & { why: string };

/**
 * The verdict alone, for counting (no words), and what the file asks (allowed or not), which differ
 * for a crawler robots.txt does not govern. With no file (a fetch read as allow all or disallow
 * all), the verdict the listed row takes (core recordOfOutcome): not governed stays not governed.
 */
function quickVerdict(loaded: Loaded, crawler: string, url: string): { verdict: CrawlerVerdict; asks: boolean } {
  if (loaded.file === null) {
    const asks = loaded.fetched!.conclusion === 'allow-all';
    return { verdict: VERDICT_NAMES[recordOfOutcome(url, crawler, asks, loaded.profile).verdict] as CrawlerVerdict, asks };
  }
  const result = checkAsRead(loaded.file.parses, crawler, requestUrl(url), loaded.file.choice);
  return { verdict: crawlerVerdict(result), asks: result.allowed };
}

function verdict(loaded: Loaded, crawler: string, url: string): Verdict {
  if (loaded.file === null) {
    const f = loaded.fetched!;
    return { ...recordJson(recordOfOutcome(url, crawler, f.conclusion === 'allow-all', loaded.profile)), why: f.reason };
  }
  // A named crawler: its documented semantics apply (AdsBot-Google ignores *, Applebot obeys
  // Googlebot); the URL as a browser requests it (core requestUrl).
  const requested = requestedForm(url);
  const result = checkAsRead(loaded.file.parses, crawler, requested.url, loaded.file.choice);
  const parsed = loaded.file.parses(result.reading);
  const tried = result.chain.filter((t) => t !== '*');
  const record = recordOfCheck(parsed, result, { url, crawler, requested: true });
  const notes = [readingNote(result), comparedAs(requested.comparedAs)].filter((n) => n !== '').map((n) => `; ${n}`).join('');
  return { ...recordJson(record), why: describeDecision(parsed, result, tried) + notes };
}

const verdictLine = (v: Verdict): string => `${String(v.verdict).toUpperCase()} ${one(String(v.crawler))} ${one(String(v.url))}: ${v.why}`;

interface Tally {
  crawler: string;
  allowed: number;
  blocked: number;
  notGoverned: number;
  /** What the file asks of a crawler robots.txt does not govern, as coverage counts it (review22 L5); null for the others. */
  asked: { allowed: number; blocked: number } | null;
}

const TALLY_KEY: Record<CrawlerVerdict, 'allowed' | 'blocked' | 'notGoverned'> = { allowed: 'allowed', blocked: 'blocked', 'not governed': 'notGoverned' };

/** check_urls: every cell counted; listed while they fit, the ones not allowed first, shown in call order. */
export async function checkUrls(loaded: Loaded, crawlers: readonly string[], urls: readonly string[]) {
  refuseUntestable(urls, loaded);
  const cells = crawlers.length * urls.length;
  const allowed = new Uint8Array(cells);
  const tallies: Tally[] = crawlers.map((crawler) => ({ crawler, allowed: 0, blocked: 0, notGoverned: 0, asked: null }));
  for (let i = 0; i < cells; i++) {
    if (i > 0 && i % SLICE === 0) await yieldToOthers();
    const c = Math.floor(i / urls.length);
    const { verdict: v, asks } = quickVerdict(loaded, crawlers[c], urls[i % urls.length]);
    const t = tallies[c];
    t[TALLY_KEY[v]]++;
    if (v === 'not governed') {
      t.asked ??= { allowed: 0, blocked: 0 };
      t.asked[asks ? 'allowed' : 'blocked']++;
    }
    allowed[i] = v === 'allowed' ? 1 : 0;
  }
  const budget = new Budget();
  const listed: { at: number; line: string; item: Verdict }[] = [];
  for (const pass of [0, 1]) {
    for (let i = 0; i < cells && !budget.full; i++) {
      if (allowed[i] !== pass) continue;
      if (listed.length > 0 && listed.length % SLICE === 0) await yieldToOthers();
      const item = verdict(loaded, crawlers[Math.floor(i / urls.length)], urls[i % urls.length]);
      const line = verdictLine(item);
      if (budget.take(line, item)) listed.push({ at: i, line, item });
    }
  }
  listed.sort((a, b) => a.at - b.at);
  const left = cells - listed.length;
  const head = left === 0 ? [] : [
    `${cells.toLocaleString('en')} verdicts (${urls.length.toLocaleString('en')} URLs × ${crawlers.length} crawlers), counted for each crawler:`,
    // Each crawler's counts in the words every tally of verdicts is said in (core verdictCountWords),
    // with what the file asks of a crawler it does not govern, as coverage counts it.
    ...tallies.map((t) => `${one(t.crawler)}: ${askedTallyWords(t)}`),
    ...leftOut(left, 'verdicts', 'the blocked and not governed ones are listed first; ask for fewer URLs or crawlers per call to see the rest'),
  ];
  return answer([...loaded.head, ...head, ...listed.map((l) => l.line)], {
    verdicts: listed.map((l) => l.item), compared: cells, counts: tallies, unlisted: left, fetch: loaded.fetched ? fetchReport(loaded.fetched) : null,
  });
}

/** URLs per slice of diff_robots' work: one crawler, this many URLs, then a yield. */
const DIFF_SLICE_URLS = SLICE / 2;

/** diff_robots: every cell compared and counted, the changes put under their causes (core diffCauses); moves are counted apart, not listed. */
export async function diffRobots(before: ReadFile, after: ReadFile, crawlers: readonly string[], urls: readonly string[], notes: readonly string[] = []) {
  const budget = new Budget();
  const all: VerdictChange[] = [];
  for (const crawler of crawlers) {
    for (let from = 0; from < urls.length; from += DIFF_SLICE_URLS) {
      await yieldToOthers();
      all.push(...diffVerdicts(before, after, [crawler], urls.slice(from, from + DIFF_SLICE_URLS)).changes);
    }
  }
  const report = causesOf(all, readingsOf(before, after));
  const compared = crawlers.length * urls.length;
  const causeLines = report.causes.map((c, k) => `${k + 1}. ${causeSentence(c)}: ${causeCounts(c)}`);
  const changes: VerdictChangeJson[] = [];
  const lines: string[] = [];
  for (const cause of report.causes) {
    for (const i of cause.changes) {
      const c = all[i];
      const line = `${one(c.crawler)} ${one(c.url)}: ${verdictSideText(c.before, c.crawler)} -> ${verdictSideText(c.after, c.crawler)}${changeDoubts(c).map((d) => `; ${d}`).join('')}`;
      const listed = changeJson(c);
      if (!budget.take(line, listed)) break;
      changes.push(listed);
      lines.push(line);
    }
  }
  const total = all.length - report.moved.length;
  const left = leftOut(total - changes.length, 'changes', 'ask for fewer URLs or crawlers per call to see the rest');
  const causes = report.causes.map((c) => ({ kind: c.kind, sentence: causeSentence(c), newlyBlocked: c.newlyBlocked, newlyAllowed: c.newlyAllowed, otherRule: c.otherRule, crawlers: c.crawlers }));
  return answer([...notes, reportHeadline(report, compared), ...causeLines, ...left, ...lines], {
    compared, causes, changes, newlyBlocked: report.newlyBlocked, newlyAllowed: report.newlyAllowed, moved: report.moved.length, changed: total, unlisted: total - changes.length,
  });
}
