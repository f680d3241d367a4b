/**
 * `robotscope coverage --log FILE... [--ip-ranges [CRAWLER,...=]FILE...]`: the site's server
 * logs against its robots.txt (issue 25 §2 "Logs against the rules"), read with the core's log
 * reader and logCoverage, the numbers the page shows. A log is streamed (gzip undone on the
 * way, by its magic bytes), so its size is no limit. Lines that are no request are named on
 * standard error with their line numbers; an IP-range file is for the crawlers named before
 * `=`, or the one its file name names (googlebot.json: Googlebot, gptbot.json: GPTBot).
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  crawlerOfRangesFile, IP_CHECK_WORDS, IP_CHECKS, IP_RANGE_PROBLEM_WORDS, leakRate, LOG_PROBLEM_WORDS, LOG_VIEW_WORDS, logCoverage, logSiteCount, logsRecord, otherPortWords, readAccessLogStream, readIpRanges,
  type AccessLogReading, type BotLog, type ByteStream, type CrawlerRanges, type LogCoverage, type LogMalformed, type ParsedRobots, type ReadFile,
} from '../core/index.ts';
import { CliError } from './cli-error.ts';
import { describeIoError, displayName, readInput } from './input.ts';
import type { Output } from './output.ts';
import { escapeControls } from './terminal-text.ts';
import { cannotUnzip, isZlibError } from './url-sets.ts';
import { SITE_UNKNOWN } from '../core/words/notCheckedWords.ts';

/** How many lines not read are named on standard error, and listed in --json. */
const NAMED = 20;
const LISTED_JSON = 100;

export interface LogsAnswer extends LogCoverage {
  files: string[];
  /** Lines that are no request, in all the logs. */
  notRead: number;
  malformed: LogMalformed[];
  /** What is to be said of the counts: several sites with none known (SITE_UNKNOWN), requests on another port counted (otherPortWords). */
  warnings: string[];
}

/** Reads the logs and range files and answers logCoverage; `origin`: the site the requests were made to ('' for paths). */
export async function coverageOfLogs(file: ParsedRobots | ReadFile, logs: readonly string[], rangeArgs: readonly string[], origin: string, only: readonly string[]): Promise<LogsAnswer> {
  const ranges = await Promise.all(rangeArgs.map(readRangesArg));
  const read: Pick<AccessLogReading, 'requests' | 'malformed'> = { requests: [], malformed: [] };
  const readings: AccessLogReading[] = [];
  for (const file of logs) {
    const one = await readLog(file, origin);
    for (const r of one.requests) read.requests.push(r);
    read.malformed.push(...one.malformed);
    readings.push({ ...one, requests: [] });
  }
  for (const m of read.malformed.slice(0, NAMED)) process.stderr.write(escapeControls(`robotscope: not read: ${m.file}:${m.line}: ${LOG_PROBLEM_WORDS[m.problem]}\n`));
  if (read.malformed.length > NAMED) process.stderr.write(`robotscope: ... and ${read.malformed.length - NAMED} more log lines not read\n`);
  const answer = logCoverage(file, read.requests, ranges, only);
  return { ...answer, files: [...logs], notRead: read.malformed.length, malformed: read.malformed.slice(0, LISTED_JSON), warnings: logWarnings(logs, readings) };
}

/** What the text and --json say of the logs' counts: each log's requests on another port counted, and several sites with none known. */
function logWarnings(logs: readonly string[], readings: readonly AccessLogReading[]): string[] {
  const ports = readings.flatMap((r, i) => (r.otherPort ? [otherPortWords(logs[i], r.otherPort)] : []));
  const sites = logSiteCount(readings);
  return [...ports, ...(sites > 1 ? [SITE_UNKNOWN(sites, '--host', 'requests')] : [])];
}

/** One log's reading; a gzip cut short or corrupt is refused with a clear message (exit 2), as the page refuses it, not an internal error. */
async function readLog(file: string, origin: string): Promise<AccessLogReading> {
  try {
    return await readAccessLogStream(await logStream(file), { file, origin });
  } catch (error) {
    throw isZlibError(error) ? cannotUnzip(file, error) : error;
  }
}

/** The log's bytes as a stream, gunzipped when they start with gzip's magic bytes. */
async function logStream(file: string): Promise<ByteStream> {
  let head: Uint8Array;
  try {
    const handle = await open(file);
    head = (await handle.read(new Uint8Array(2), 0, 2, 0)).buffer;
    await handle.close();
  } catch (error) {
    throw new CliError(`coverage: cannot read ${displayName(file)}: ${describeIoError(error)}`);
  }
  const raw = createReadStream(file);
  const bytes = head[0] === 0x1f && head[1] === 0x8b ? raw.pipe(createGunzip()).on('error', (e) => raw.destroy(e)) : raw;
  return Readable.toWeb(bytes) as unknown as ByteStream;
}

/** `FILE` (its crawler named by its file name) or `CRAWLER[,CRAWLER...]=FILE`. */
async function readRangesArg(arg: string): Promise<CrawlerRanges> {
  const named = /^([A-Za-z0-9_,-]+)=(.+)$/.exec(arg);
  const file = named ? named[2] : arg;
  const crawlers = named ? named[1].split(',').filter((c) => c !== '') : crawlerOfFile(file);
  const reading = readIpRanges(new TextDecoder().decode(await readInput(file)));
  if ('problem' in reading) throw new CliError(`coverage: --ip-ranges ${file} ${IP_RANGE_PROBLEM_WORDS[reading.problem]}${reading.detail ? ` (${reading.detail})` : ''}`);
  return { name: file, crawlers, ranges: reading.ranges };
}

function crawlerOfFile(file: string): string[] {
  const crawler = crawlerOfRangesFile(file);
  if (crawler) return [crawler];
  throw new CliError(`coverage: --ip-ranges ${file}: say which crawlers it is for, as --ip-ranges Googlebot=${file} (no crawler is named ${basename(file).replace(/\.json$/i, '')})`);
}

const W = LOG_VIEW_WORDS;

/** The bots' rows as --json gives them: each with its leak rate (core logsRecord, the page's export too); the warnings are the document's. */
export function logsJson(a: LogsAnswer) {
  const { warnings, ...rest } = a;
  void warnings;
  return logsRecord(rest);
}

export function writeLogs(out: Output, a: LogsAnswer, listed: number): void {
  out.write(`\nLogs against the rules: ${W.total(a.requests, a.notBots, a.notRead)}\n`);
  for (const words of a.warnings) out.write(escapeControls(`  (${words})\n`));
  if (a.bots.length === 0) out.write('  (no bot in the logs)\n');
  for (const b of a.bots) writeBot(out, b, listed);
}

function writeBot(out: Output, b: BotLog, listed: number): void {
  const governs = b.governed ? '' : `  (${W.notGoverned})`;
  out.write(escapeControls(`  ${b.crawler.padEnd(20)} ${W.requests(b.all.requests)} · ${W.robotsTxt(b.all.robotsTxt)} · ${W.hits(b.all)} (leak rate ${W.leak(leakRate(b.all))})${governs}\n`));
  // Split by IP only where a range file speaks for the bot; its requests whose IP could not be checked are said.
  if (b.ipChecked) {
    for (const ip of IP_CHECKS) if (b.byIp[ip].requests > 0) out.write(`    ${b.byIp[ip].requests} ${IP_CHECK_WORDS[ip]}: ${W.hits(b.byIp[ip])}\n`);
  }
  for (const r of b.blockedExamples.slice(0, listed)) out.write(escapeControls(`    blocked: ${W.blocked(r)}\n`));
}
