/**
 * `robotscope diff OLD NEW --ua CRAWLER... (--urls FILE | URL...) [--profile P] [--moves] [--json]`: what a
 * change to a robots.txt does to crawling, verdict by verdict (core diffVerdicts): only the
 * URL × crawler pairs whose verdict or deciding line changes, with the deciding rule on each
 * side, under the cause that changed them (core diffCauses). The same rule decided from another
 * line is a move, not a change: counted apart and listed with --moves. Exit 0 when no verdict or
 * deciding rule changes (moves alone are 0 unless --moves), 1 when something does, 2 on bad
 * usage or unreadable input.
 */
import { jsonDocument } from './json-out.ts';
import { causeCounts, causeSentence, changeDoubts, changeJson, comparedAs, diffVerdicts, originOf, reportHeadline, type Cause, type ReadFile, type ReadingChoice, type VerdictChange, type VerdictDiff } from '../core/index.ts';
import { readReading, uaValues } from './args.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { CliError, EXIT_FINDING, EXIT_OK } from './cli-error.ts';
import { noteLine, untestable, verdictSideText, writeRefused } from './check.ts';
import { readUrlFile, STDIN } from './input.ts';
import { paint, type Output, type Piece } from './output.ts';
import { readSource, sourceFile, verdictWithoutFile, type Source } from './source.ts';
import { escapeControls } from './terminal-text.ts';

const KIND_LABEL: Record<VerdictChange['kind'], Piece> = {
  'newly-blocked': paint('blocked', 'NEWLY BLOCKED'),
  'newly-allowed': paint('allowed', 'NEWLY ALLOWED'),
  'other-rule': 'OTHER RULE   ',
  moved: 'MOVED        ',
};

export async function runDiff({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  const [oldFile, newFile, ...urlArgs] = positionals;
  if (newFile === undefined) throw new CliError('diff: give OLD and NEW (usage: robotscope diff OLD NEW --ua CRAWLER URL...)');
  const crawlers = readCrawlers(values.ua);
  const profile = readReading(values.profile);
  if ((oldFile === STDIN || newFile === STDIN) && values.urls === STDIN) throw new CliError('diff: a file and --urls cannot both be - (standard input)');
  // Each URL once, typed or listed (readUrlFile).
  const urls = [...new Set(typeof values.urls === 'string' ? [...urlArgs, ...(await readUrlFile(values.urls))] : urlArgs)];
  if (urls.length === 0) throw new CliError('diff: give URLs to compare, as arguments or with --urls FILE');
  const oldSource = await readSource(oldFile);
  const newSource = await readSource(newFile);
  // A line that is no URL, or a URL of another site than a fetched file's, is refused with why.
  const fetched = newSource.fetched ?? oldSource.fetched;
  const refused = untestable(urls, fetched ? originOf(fetched.robotsUrl) : '');
  if (refused.length > 0) return writeRefused(out, 'diff', refused, values.json === true);
  const before = readSourceFile(oldSource, oldFile, 'OLD', profile);
  const after = readSourceFile(newSource, newFile, 'NEW', profile);
  const diff = diffVerdicts(before, after, crawlers, urls);
  const moves = values.moves === true;
  if (values.json) out.write(jsonDocument('diff', diffJson(diff, profile, moves)));
  else writeText(out, diff, moves);
  // A move (the same rule on another line) is no change, unless --moves asks to count it.
  const real = diff.changes.length - diff.causes.moved.length;
  return real > 0 || (moves && diff.causes.moved.length > 0) ? EXIT_FINDING : EXIT_OK;
}

/** One change on its line, its kind coloured on a terminal. */
const changeLine = (c: VerdictChange): Piece[] =>
  ['   ', KIND_LABEL[c.kind], `  ${c.crawler}  ${c.url}  ${verdictSideText(c.before, c.crawler)} -> ${verdictSideText(c.after, c.crawler)}${changeDoubts(c).map(noteLine).join('')}${noteLine(comparedAs(c.comparedAs))}\n`];

function writeText(out: Output, diff: VerdictDiff, moves: boolean): void {
  const { causes, moved } = diff.causes;
  out.write(escapeControls(reportHeadline(diff.causes, diff.compared)) + '\n');
  causes.forEach((cause, k) => {
    out.write(`\n${k + 1}. ${escapeControls(causeSentence(cause))}\n   ${escapeControls(causeCounts(cause))}\n`);
    for (const i of causeRows(diff, cause)) out.write(changeLine(diff.changes[i]));
  });
  if (moved.length === 0) return;
  if (!moves) { out.write(`\n${moved.length.toLocaleString('en')} moved (the same rule on another line) not listed: --moves lists them\n`); return; }
  out.write(`\nMoved: the same rule decides from another line (${moved.length.toLocaleString('en')})\n`);
  for (const i of moved) out.write(changeLine(diff.changes[i]));
}

const KIND_RANK: Record<VerdictChange['kind'], number> = { 'newly-blocked': 0, 'newly-allowed': 1, 'other-rule': 2, moved: 3 };

/** A cause's changes by crawler (in the cause's order), verdict changes first, then by the rule deciding now. */
function causeRows(diff: VerdictDiff, cause: Cause): number[] {
  const rank = new Map(cause.crawlers.map((w, k) => [w.crawler, k]));
  const c = diff.changes;
  const byRule = (a: number, b: number) => (c[a].after.rule < c[b].after.rule ? -1 : c[a].after.rule > c[b].after.rule ? 1 : 0);
  return [...cause.changes].sort((a, b) => rank.get(c[a].crawler)! - rank.get(c[b].crawler)! || KIND_RANK[c[a].kind] - KIND_RANK[c[b].kind] || byRule(a, b) || a - b);
}

function diffJson(diff: VerdictDiff, profile: ReadingChoice, moves: boolean) {
  const { causes, moved } = diff.causes;
  return {
    profile,
    compared: diff.compared,
    verdictChanges: diff.causes.verdictChanges,
    newlyBlocked: diff.newlyBlocked,
    newlyAllowed: diff.newlyAllowed,
    moved: moved.length,
    causes: causes.map((c) => ({
      kind: c.kind,
      sentence: causeSentence(c),
      newlyBlocked: c.newlyBlocked,
      newlyAllowed: c.newlyAllowed,
      otherRule: c.otherRule,
      crawlers: c.crawlers,
      before: { line: c.before.line, rule: c.before.rule, groupLines: c.before.reading.groupLines, decidedBy: c.before.reading.decidedBy },
      after: { line: c.after.line, rule: c.after.rule, groupLines: c.after.reading.groupLines, decidedBy: c.after.reading.decidedBy },
      changes: causeRows(diff, c).map((i) => changeJson(diff.changes[i])),
    })),
    ...(moves ? { moves: moved.map((i) => changeJson(diff.changes[i])) } : {}),
  };
}

/** Each --ua value is one crawler (a token or a whole header); commas separate crawlers outside a header. */
export function readCrawlers(value: unknown, required = true): string[] {
  const crawlers = uaValues(value);
  if (crawlers.length === 0 && required) throw new CliError('diff: --ua CRAWLER is required, once per crawler (e.g. --ua Googlebot --ua GPTBot)');
  return crawlers;
}

/** The file as `choice` reads each crawler (core readFile): `diff`'s and `review`'s one way, a fetched body cut short read as cut. */
export function readSourceFile(source: Source, file: string, role: string, choice: ReadingChoice): ReadFile {
  return sourceFile(source, choice, sourceBytes(source, file, role));
}

function sourceBytes(source: Source, file: string, role: string): Uint8Array {
  const without = verdictWithoutFile(source);
  // A 4xx means "no robots.txt": every URL allowed, as by an empty file. A 5xx or a network
  // error means "everything disallowed" with no rule to name: no file to compare line by line.
  if (without && !without.allowed) throw new CliError(`diff: ${role} (${file}) gave no robots.txt to compare: ${without.reason}`);
  return without ? new Uint8Array() : source.bytes;
}


