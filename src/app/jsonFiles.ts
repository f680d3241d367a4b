/**
 * A JSON file opened or dropped goes where its content says (issue 25 §1 took every `.json`
 * among the URL sets for an operator's IP-range file, so a test suite dropped on the page was
 * refused as "no IP-range file"). The page opens three kinds of JSON, each with its own button
 * and its own reader, which says what is wrong with a broken one:
 *   a test suite           `{"format": "robotscope-suite", …}`           (state/suite.ts, Open suite)
 *   an expectations file   `{"robotscope": "expectations", …}`, a bare list, or `{"expectations": […]}`
 *                          (core readExpectations, Import expectations)
 *   an IP-range file       `{"prefixes": [{"ipv4Prefix": …}, …]}`, as Google and OpenAI publish them
 *                          (core readIpRanges, read with the URL sets in their worker)
 * The kind is told from the file's first characters (a suite can be tens of megabytes: never
 * parsed whole on the main thread to be sorted); any other JSON is refused with a message saying
 * which kinds the page opens, and nothing changes. A file opened with one kind's own button
 * (Open suite, Import expectations) goes where its content says too: an expectations file picked
 * with Open suite is imported, not refused (openJsonAs).
 */
import { EXPECTATIONS_FORMAT } from '../core/index.ts';
import { SUITE_FORMAT } from '../state/suite.ts';
import type { OpenedFile } from '../worker/setsProtocol.ts';

export type JsonKind = 'suite' | 'expectations' | 'ranges' | 'unknown';

/** How much of a file is read to tell its kind: the keys that name it come first in every writer's files. */
const HEAD_CHARS = 4096;

const quoted = (key: string, value: string) => new RegExp(`"${key}"\\s*:\\s*"${value}"`);
const SUITE = quoted('format', SUITE_FORMAT);
const EXPECTATIONS = quoted('robotscope', EXPECTATIONS_FORMAT.robotscope);
const RANGES = /"prefixes"\s*:\s*\[/;
const LIST_OF = (key: string) => new RegExp(`"${key}"\\s*:\\s*\\[`);

/** The kind of a JSON file by its first characters; 'unknown' for any other JSON. */
export function jsonKind(head: string): JsonKind {
  const text = head.replace(/^\ufeff/, '').trimStart();
  // The suite first: it may hold an "expectations" list too.
  if (SUITE.test(text)) return 'suite';
  if (EXPECTATIONS.test(text) || text.startsWith('[') || LIST_OF('expectations').test(text)) return 'expectations';
  if (RANGES.test(text)) return 'ranges';
  return 'unknown';
}

/** A file is sorted as JSON when named so, or when it opens an object (an operator's file saved under another name). */
const looksJson = (name: string, head: string) => /\.json$/i.test(name) || /^\ufeff?\s*\{/.test(head);

/** Where each kind of JSON goes, besides the URL sets (IP-range files go there with the rest). */
export interface JsonOpeners {
  suite(file: File): Promise<void>;
  /** `asked`: the button the file was picked with, when one was (its refusal names what was asked for). */
  expectations(file: File, asked?: ButtonKind): Promise<void>;
  /** A JSON file of no kind the page opens: a message says so. */
  unknown(name: string): void;
}

/** The files that are URL sets or IP-range files, in their order; each suite, expectations or unknown JSON handed to `open`. */
export async function routeJson(files: readonly OpenedFile[], open: JsonOpeners): Promise<OpenedFile[]> {
  const rest: OpenedFile[] = [];
  for (const f of files) {
    // A file that cannot be read (moved or deleted since it was chosen) goes on with the sets, whatever its
    // name: their reader says it could not be read (a .json one read as '' was called JSON of no known kind).
    const head = await f.blob.slice(0, HEAD_CHARS).text().catch(() => null);
    const kind = head !== null && looksJson(f.name, head) ? jsonKind(head) : null;
    if (kind === null || kind === 'ranges') rest.push(f);
    else if (kind === 'unknown') open.unknown(f.name);
    else await open[kind](f.blob instanceof File ? f.blob : new File([f.blob], f.name));
  }
  return rest;
}

/** The kinds a button of their own opens (Open suite, Import expectations). */
export type ButtonKind = 'suite' | 'expectations';

/**
 * A file opened with the button of `expected`: a JSON file of another kind the page opens goes
 * where its content says (an IP-range file to the URL sets, by `ranges`); any other file, a
 * broken one, one of no kind, goes to `expected`'s reader, which says what is wrong with it.
 */
export async function openJsonAs(file: File, expected: ButtonKind, open: Omit<JsonOpeners, 'unknown'> & { ranges(file: File): Promise<void> }): Promise<void> {
  const head = await file.slice(0, HEAD_CHARS).text().catch(() => '');
  const kind = looksJson(file.name, head) ? jsonKind(head) : 'unknown';
  const to = kind === 'unknown' ? expected : kind;
  await (to === 'expectations' ? open.expectations(file, expected) : open[to](file));
}
