/**
 * Where a command's FILE comes from: a path, `-` for standard input, or an http(s) URL fetched
 * the way a crawler fetches it (fetchRobots.ts). A fetch that ends without a robots.txt to parse
 * (404, 5xx, too many redirects, a network error) still ends in a verdict for every URL, which
 * `fetched` carries for the command to say.
 */
import { decodersLacking, fileParse, isHttpUrl, noDecoderWords, readFile, type ParsedRobots, type ReadFile, type ReadingChoice } from '../core/index.ts';
import { escapeControls } from './terminal-text.ts';
import { CliError, EXIT_NETWORK } from './cli-error.ts';
import { fetchRobots, type FetchedRobots } from './fetchRobots.ts';
import { readInput } from './input.ts';

export interface Source {
  /** The bytes to parse: the file, or the fetched body (empty when there is none to parse). */
  bytes: Uint8Array;
  fetched: FetchedRobots | null;
}

/** A path, `-` or a URL; a fetch that got no answer at all is an error (exit 4), never a verdict. */
export async function readSource(file: string): Promise<Source> {
  if (!isHttpUrl(file)) return { bytes: await readInput(file), fetched: null };
  const fetched = refuseUnreachable(await fetchRobots(file));
  return { bytes: fetched.body ?? new Uint8Array(), fetched };
}

/**
 * The source's bytes read as `choice` says (core readFile): a fetched body that went on past what
 * was read is said to be cut, so the answers of crawlers that read on carry the doubt.
 */
export function sourceFile(source: Source, choice: ReadingChoice, bytes = source.bytes): ReadFile {
  const file = readFile(bytes, choice, source.fetched?.truncated === true);
  sayDecodersLacking(fileParse(file));
  return file;
}

/** Whether the run has said that this Node lacks a decoder: once is enough, however many files. */
let decodersSaid = false;

/**
 * Where this Node has no decoder for an encoding the file's bytes may be in (core decodersLacking:
 * a build with small ICU), the answers may lack a doubt the page gives, and the lint an encoding
 * it names: said once, on standard error, so a script's output stays the same (check, coverage,
 * diff, review through sourceFile; batch and lint on their own reads).
 */
export function sayDecodersLacking(parsed: ParsedRobots, of: 'answers' | 'lint' = 'answers'): void {
  if (decodersSaid) return;
  const lacking = decodersLacking(parsed);
  if (lacking.length === 0) return;
  decodersSaid = true;
  process.stderr.write(escapeControls(`robotscope: note: ${noDecoderWords(lacking, of)}\n`));
}

/**
 * A fetch that got no answer (a network error, the time limit) says something about the network
 * between here and the site, not about its robots.txt: a crawler would assume everything is
 * disallowed (RFC 9309 2.3.1.4), but answering BLOCKED here would pass a network failure off as
 * the file's verdict. The command stops with exit 4 instead; the MCP tools with a tool error.
 */
export function refuseUnreachable(f: FetchedRobots): FetchedRobots {
  if (!f.unreachable) return f;
  throw new CliError(`cannot fetch ${f.robotsUrl}: ${f.reason}. No verdict: that is the network's answer, not the file's`, EXIT_NETWORK);
}

/** For a fetch that gave no file to parse: the verdict every URL gets, or null. */
export function verdictWithoutFile(source: Source): { allowed: boolean; reason: string } | null {
  const f = source.fetched;
  if (f === null || f.conclusion === 'parse') return null;
  return { allowed: f.conclusion === 'allow-all', reason: f.reason };
}

/**
 * What a command says of a fetch before its answers: the fetch in one line, then its notes (a
 * body cut where Googlebot stops reading, a type that is not text/plain, an HTML page).
 */
export function fetchLines(f: FetchedRobots): string[] {
  return [describeFetch(f), ...f.notes.map((note) => `note: ${note}`)];
}

/** The fetch as one line for a person: `https://e.com/robots.txt -> 301 ... : status 200, text/plain, 1,234 bytes`. */
export function describeFetch(f: FetchedRobots): string {
  const hops = f.redirects.map((r) => ` -> ${r.status} ${r.location}`).join('');
  const answer = f.status === null ? 'no answer' : `status ${f.status}${f.contentType ? `, ${f.contentType}` : ''}, ${f.bytes.toLocaleString('en')} bytes`;
  return `${f.robotsUrl}${hops}: ${answer}`;
}
