/**
 * `robotscope history FILE --url URL --ua CRAWLER [--repo DIR] [--bisect] [--profile P] [--json]`
 * (issue 26 §3): since when, and by which change, a crawler may fetch a URL. FILE is a path in a
 * git repository (every version the history holds, `git log --follow`, renames included) or a
 * folder of dated snapshots (`robots-2024-01-05.txt`, … as a monitor or an archive saves them).
 * For each version: the answer `check` gives (core timeline.ts: the crawler read as its operator
 * documents unless --profile forces one reading, the deciding line as written, readings disagree
 * where they do); then the versions where the answer changed, with the cause (core diffCauses, the
 * words of `diff`). Each version's bytes are read once (by git blob: versions with the same
 * content are read once), and never through a checked-out working tree. `--bisect` reads only
 * enough versions to find where the newest answer began (about log2 of them), assuming it changed once.
 */
import { jsonDocument } from './json-out.ts';
import { execFile } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { doubtWords, noLineWords, parsesOf, READINGS_DISAGREE, recordJson, sameAnswer, timelineChanges, versionDoubt, versionVerdict, type ReadFile, type ReadingChoice, type VersionVerdict } from '../core/index.ts';
import { readReading, uaValues } from './args.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { CliError, EXIT_OK } from './cli-error.ts';
import type { Output } from './output.ts';
import { escapeControls } from './terminal-text.ts';

const run = promisify(execFile);

/** One version of the file, oldest first: where it comes from and how to read its bytes. */
export interface Version {
  /** A commit id, or the snapshot's file name. */
  id: string;
  date: string;
  /** The commit's subject and author, or ''. */
  label: string;
  /** The content's key: versions with the same key have the same bytes (a git blob id, a path); '' when the file is gone. */
  key: string;
}

/**
 * Reads bytes by content key, each key once; counts the reads (the tests hold it to one per key).
 * Each version is read as `choice` says (core readings.ts): parsed once per reading its crawler asks.
 */
export class VersionReader {
  reads = 0;
  private readonly cache = new Map<string, Promise<ReadFile>>();
  constructor(private readonly load: (key: string) => Promise<Uint8Array>, private readonly choice: ReadingChoice) {}
  read(v: Version): Promise<ReadFile> {
    let p = this.cache.get(v.key);
    if (!p) {
      this.reads += v.key === '' ? 0 : 1;
      // A version without the file is no robots.txt: everything allowed, as by an empty file.
      p = (v.key === '' ? Promise.resolve(new Uint8Array()) : this.load(v.key)).then((bytes) => ({ parses: parsesOf(bytes), choice: this.choice }));
      this.cache.set(v.key, p);
    }
    return p;
  }
}

/** The versions of `file` in its git repository, oldest first, following renames. */
export async function gitVersions(file: string, repo?: string): Promise<{ versions: Version[]; load: (key: string) => Promise<Uint8Array> }> {
  // The file need not exist on disk (a deleted file's history, a bare import): start from its
  // nearest folder that does.
  const dir = repo === undefined ? await existingFolder(dirname(resolve(file))) : resolve(repo);
  const top = (await git(dir, ['rev-parse', '--show-toplevel'])).trim();
  const path = relative(top, resolve(file));
  const log = await git(top, ['log', '--follow', '--raw', '--no-abbrev', '--date=short', '--format=%x01%H%x09%ad%x09%an%x09%s', '--', path]);
  const versions: Version[] = [];
  for (const entry of log.split('\x01').slice(1)) {
    const [head, ...rest] = entry.split('\n');
    const [id, date, author, ...subject] = head.split('\t');
    // `:100644 100644 <old blob> <new blob> M\tpath`: the new blob is this version's bytes; all zeros when the commit deleted it.
    const raw = rest.find((l) => l.startsWith(':'));
    const blob = raw ? raw.split(/\s+/)[3] : '';
    versions.push({ id, date, label: `${subject.join('\t')} (${author})`, key: /^0+$/.test(blob) ? '' : blob });
  }
  if (versions.length === 0) throw new CliError(`history: git has no version of ${path} in ${top}`);
  return { versions: versions.reverse(), load: async (blob) => gitBytes(top, blob) };
}

async function existingFolder(path: string): Promise<string> {
  for (let dir = path; ; dir = dirname(dir)) {
    if (await stat(dir).then((s) => s.isDirectory(), () => false)) return dir;
    if (dirname(dir) === dir) return dir;
  }
}

async function git(cwd: string, args: string[]): Promise<string> {
  try {
    return (await run('git', args, { cwd, maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch (error) {
    const e = error as { stderr?: string; code?: string };
    if (e.code === 'ENOENT') throw new CliError('history: git is not installed (it reads a file\'s versions with git log and git cat-file)');
    throw new CliError(`history: ${cwd} is no git repository with that file (${(e.stderr ?? '').trim().split('\n')[0]})`);
  }
}

function gitBytes(cwd: string, blob: string): Promise<Uint8Array> {
  return new Promise((ok, fail) => {
    execFile('git', ['cat-file', 'blob', blob], { cwd, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => (error ? fail(error) : ok(new Uint8Array(stdout))));
  });
}

const SNAPSHOT = /(\d{4}-\d{2}-\d{2})(?:[T_ ]?(\d{2})[-:]?(\d{2})(?:[-:]?(\d{2}))?)?/;

/** The snapshots of a folder: every file whose name holds a date (`robots-2024-01-05.txt`), oldest first. */
export async function snapshotVersions(dir: string): Promise<{ versions: Version[]; load: (key: string) => Promise<Uint8Array> }> {
  const names = (await readdir(dir)).filter((n) => SNAPSHOT.test(n)).sort((a, b) => stamp(a).localeCompare(stamp(b)) || a.localeCompare(b));
  if (names.length === 0) throw new CliError(`history: ${dir} holds no dated snapshot (a name with a date, such as robots-2024-01-05.txt)`);
  const versions = names.map((n) => ({ id: n, date: SNAPSHOT.exec(n)![1], label: '', key: join(dir, n) }));
  return { versions, load: async (path) => new Uint8Array(await readFile(path)) };
}

const stamp = (name: string) => SNAPSHOT.exec(name)!.slice(1).map((p) => p ?? '00').join('');

/** With --bisect: the versions read, oldest first, to find where the newest answer began (one change assumed; core sameAnswer). */
async function bisect(versions: readonly Version[], answer: (v: Version) => Promise<VersionVerdict>): Promise<number[]> {
  const last = versions.length - 1;
  const newest = await answer(versions[last]);
  if (sameAnswer(await answer(versions[0]), newest)) return [0, last];
  let lo = 0;
  let hi = last;
  const seen = new Set([0, last]);
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    seen.add(mid);
    if (sameAnswer(await answer(versions[mid]), newest)) hi = mid;
    else lo = mid;
  }
  return [...seen].sort((a, b) => a - b);
}

export async function runHistory({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  if (positionals.length !== 1) throw new CliError('history: give exactly one FILE (a file in a git repository, or a folder of dated snapshots)');
  const crawlers = uaValues(values.ua);
  if (typeof values.url !== 'string' || crawlers.length === 0) throw new CliError('history: --url URL and --ua CRAWLER are required');
  // check, diff and coverage answer each of several crawlers; a history of several would be
  // several histories, so it is refused, never read as one of them (the last --ua was kept, unsaid).
  if (crawlers.length > 1) throw new CliError(`history: follows one crawler at a time, and --ua names ${crawlers.length} (${crawlers.join(', ')}): run it once for each`);
  const [file] = positionals;
  const url = values.url;
  const [crawler] = crawlers;
  // Each crawler read as check, test and the grid read it (documented), unless --profile forces one reading.
  const profile = readReading(values.profile);
  const isDir = await stat(file).then((s) => s.isDirectory(), () => false);
  const { versions, load } = isDir ? await snapshotVersions(file) : await gitVersions(file, typeof values.repo === 'string' ? values.repo : undefined);
  const reader = new VersionReader(load, profile);
  const answer = async (v: Version) => versionVerdict(await reader.read(v), crawler, url);
  const indexes = values.bisect ? await bisect(versions, answer) : versions.map((_, i) => i);
  const rows = await Promise.all(indexes.map(async (i) => ({ i, v: versions[i], a: await answer(versions[i]) })));
  const read = await Promise.all(rows.map((r) => reader.read(r.v)));
  const changes = timelineChanges(rows.map((r) => r.a), (k) => read[k], crawler, url)
    .map((c) => ({ from: rows[c.from], to: rows[c.to], cause: rows[c.to].v.key === '' ? `the file was removed: ${c.cause}` : c.cause }));
  if (values.json) {
    out.write(jsonDocument('history', { file: basename(file), url, crawler, profile, versions: versions.length, read: reader.reads, bisect: values.bisect === true,
      // Each answer as check --json gives it (core RESULT_COLUMNS): its reading, and where readings disagree, the other's answer.
      history: rows.map((r) => ({ id: r.v.id, date: r.v.date, label: r.v.label, ...recordJson(r.a.record) })),
      changes: changes.map((c) => ({ from: c.from.v.id, to: c.to.v.id, date: c.to.v.date, label: c.to.v.label, before: recordJson(c.from.a.record), after: recordJson(c.to.a.record), cause: c.cause })) }));
    return EXIT_OK;
  }
  const word = (a: VersionVerdict) => `${a.verdict.toUpperCase()}${a.line > 0 ? `  line ${a.line}: ${a.rule}` : a.verdict === 'not governed' ? '' : `  (${noLineWords({ ...a, crawler })})`}`;
  // Under the version, as check says it: where the readings disagree, the other reading's answer.
  const doubt = (a: VersionVerdict) => (a.record.lenient ? `\n    ${doubtWords(versionDoubt(a))}` : '');
  const state = (a: VersionVerdict) => `${a.verdict.toUpperCase()}${a.record.lenient ? ` (${READINGS_DISAGREE})` : ''}`;
  const short = (v: Version) => (isDir ? v.id : v.id.slice(0, 10));
  out.write(escapeControls(`${url} for ${crawler} in ${file}: ${versions.length} version${versions.length === 1 ? '' : 's'}${values.bisect ? `, ${rows.length} read (bisect)` : ''}, oldest first`) + '\n');
  for (const r of rows) out.write(escapeControls(`${r.v.date}  ${short(r.v)}  ${word(r.a)}${r.v.key === '' ? '  (file removed)' : ''}${doubt(r.a)}`) + '\n');
  out.write(changes.length === 0 ? '\nThe verdict never changed.\n' : `\nThe verdict changed ${changes.length} time${changes.length === 1 ? '' : 's'}:\n`);
  for (const c of changes) {
    const between = values.bisect && c.to.i - c.from.i > 1 ? ` (between ${short(c.from.v)} and it)` : '';
    out.write(escapeControls(`${c.to.v.date}  ${short(c.to.v)}${between}${c.to.v.label ? `  ${c.to.v.label}` : ''}`) + '\n');
    out.write(escapeControls(`    ${state(c.from.a)} -> ${state(c.to.a)}: ${c.cause}`) + '\n');
  }
  return EXIT_OK;
}
