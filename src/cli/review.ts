/**
 * `robotscope review OLD NEW [--urls FILE] [--expect FILE] [--ua CRAWLER...] [--declared FILE]
 * [--profile P] [--markdown | --json]`: a review of a robots.txt change for a pull request
 * (core review.ts, reviewMarkdown.ts): the verdict changes by cause, the expectations that now
 * fail, the problems added or removed, the line diff and a one-line verdict. Markdown by
 * default. Exit 0 when the change is safe or unchecked (no expectations), 1 when it is unsafe
 * (an expectation fails, or a new error), 2 on bad usage or unreadable input.
 */
import { jsonDocument } from './json-out.ts';
import {
  buildReview, causeCounts, causeSentence, changeJson, fileParse, originOf, readDeclared, readExpectationBytes, reviewMarkdown, type DeclaredRule, type Expectation,
} from '../core/index.ts';
import { readReading } from './args.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { untestable, writeRefused } from './check.ts';
import { CliError, EXIT_FINDING, EXIT_OK } from './cli-error.ts';
import { readCrawlers, readSourceFile } from './diff.ts';
import { displayName, readInput, readUrlFile } from './input.ts';
import type { Output } from './output.ts';
import { readSource } from './source.ts';

const text = async (file: string) => new TextDecoder().decode(await readInput(file));

export async function runReview({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  const [oldFile, newFile, ...urlArgs] = positionals;
  if (newFile === undefined) throw new CliError('review: give OLD and NEW (usage: robotscope review OLD NEW --ua CRAWLER --urls FILE)');
  if (values.markdown && values.json) throw new CliError('review: choose one of --markdown and --json');
  const expectations = typeof values.expect === 'string' ? await readExpectationFile(values.expect) : [];
  const declared = typeof values.declared === 'string' ? await readDeclaredFile(values.declared) : [];
  const crawlers = unique([...readCrawlers(values.ua, false), ...expectations.map((e) => e.crawler)]);
  const urls = unique([...urlArgs, ...(typeof values.urls === 'string' ? await readUrlFile(values.urls) : []), ...expectations.map((e) => e.url)]);
  if (crawlers.length === 0) throw new CliError('review: name crawlers with --ua CRAWLER (once per crawler), or give --expect FILE');
  if (urls.length === 0) throw new CliError('review: give URLs to compare (arguments, --urls FILE), or --expect FILE');
  // Each crawler read as `diff` and `test` read it (documented unless --profile forces one); the problems as the file reading has them.
  const profile = readReading(values.profile);
  const oldSource = await readSource(oldFile);
  const newSource = await readSource(newFile);
  const fetched = newSource.fetched ?? oldSource.fetched;
  const refused = untestable(urls, fetched ? originOf(fetched.robotsUrl) : '');
  if (refused.length > 0) return writeRefused(out, 'review', refused, values.json === true);
  // Read as `diff` reads them: a fetched body cut short keeps its `fetch-cut` doubt.
  const before = readSourceFile(oldSource, oldFile, 'OLD', profile);
  const after = readSourceFile(newSource, newFile, 'NEW', profile);
  const oldName = displayName(oldFile);
  const newName = displayName(newFile);
  const review = buildReview({ oldName, newName, before, after, choice: profile, crawlers, urls, expectations, declared });
  if (values.json) {
    out.write(jsonDocument('review', {
      profile, verdict: review.verdict, summary: review.summary,
      compared: review.diff.compared, verdictChanges: review.diff.causes.verdictChanges, moved: review.diff.causes.moved.length,
      causes: review.causes.map((c) => ({ kind: c.kind, sentence: causeSentence(c), counts: causeCounts(c), changes: c.changes.map((i) => changeJson(review.diff.changes[i])) })),
      declared: review.declared.map((d) => ({ sentence: causeSentence(d.cause), why: d.why, pairs: d.cause.changes.length })),
      expectations: review.expectations && { total: review.expectations.results.length, failing: review.expectations.failing, newlyFailing: review.expectations.newlyFailing, fixed: review.expectations.fixed },
      problems: review.problems,
    }));
  } else {
    out.write(reviewMarkdown(review, { oldName, newName, oldText: fileParse(before).text, newText: fileParse(after).text }));
  }
  return review.verdict === 'unsafe' ? EXIT_FINDING : EXIT_OK;
}

const unique = (list: readonly string[]) => [...new Set(list)];

async function readExpectationFile(file: string): Promise<Expectation[]> {
  const read = readExpectationBytes(await readInput(file));
  if (!read.ok) throw new CliError(`review: ${displayName(file)}: ${read.error}`);
  return read.value.expectations;
}

async function readDeclaredFile(file: string): Promise<DeclaredRule[]> {
  const read = readDeclared(await text(file));
  if (!read.ok) throw new CliError(`review: ${displayName(file)}: ${read.error}`);
  return read.value;
}
