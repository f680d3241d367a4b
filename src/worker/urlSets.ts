/**
 * The URL sets the worker holds (issue 25 §1): files read into sets (core readUrlSetFiles) with
 * gzip undone by the platform's DecompressionStream, as bytes arrive, so a 50 MB sitemap never
 * sits in memory twice compressed. An export's text is kept, so it can be read again with the
 * URL column the person chooses, a log's to be read again on the Host the person names; the
 * operators' IP-range files opened among them are held apart (rangeFiles.ts). A plain object
 * (no module state): Node tests drive it.
 */
import { isBotRequest, setColumnsOf, type SourcedUrl } from '../core/index.ts';
import { BINARY_SAMPLE, looksBinary } from '../core/binaryData.ts';
import { decodingProblems, joinedBytes, textFileDecoder, urlText } from '../core/textFile.ts';
import { logSetOnOrigin, readUrlSetFiles, setKindOf, type SetFile, type UrlSet } from '../core/urlSetFiles.ts';
import type { UrlSetProblem } from '../core/urlSetProblem.ts';
import { createRangeFiles, isRangesFile } from './rangeFiles.ts';
import { indexSetUrls, movedSetUrls, ruleUrls, setCoverage, type HeldCoverage, type IndexedSetUrls } from './setCoverage.ts';
import type { OpenedFile, SetsRequest, SetsResponse, UrlSetSummary, UrlSource } from './setsProtocol.ts';

/**
 * A file read past this is refused (a gzip bomb, a disk image dropped by mistake): the
 * protocol's limit is 50 MB a sitemap, and a crawl export of 1,000,000 rows is some 300 MB.
 */
export const MAX_SET_FILE_CHARS = 512 * 1024 * 1024;

interface Held extends UrlSet {
  id: number;
  /** An export's text, to read again with another URL column; a log's, to read again on another host. */
  text: string | null;
  /** The origin a log's requests were read on (logs opened while no Host was named stay paths). */
  on: string;
}

type Progress = (done: number, total: number) => void;

export function createUrlSets() {
  const held: Held[] = [];
  let nextId = 1;
  const ranges = createRangeFiles();
  /** The site logs' requests were made to, as the person last named it. */
  let origin = '';
  /** The last coverage's answers per URL, for the URLs of one rule. */
  let covered: HeldCoverage | null = null;
  /** The URLs of the sets last shown, indexed: the next coverage of the same sets (a keystroke's) reuses them. */
  let indexed: { sets: readonly Held[]; urls: IndexedSetUrls } | null = null;

  /** The URLs of `shown` indexed, from the last coverage when it showed these very sets (a set read again is a new object). */
  function indexOf(shown: readonly Held[], site: string): IndexedSetUrls {
    if (indexed && indexed.urls.origin === site && indexed.sets.length === shown.length && indexed.sets.every((s, i) => s === shown[i])) return indexed.urls;
    indexed = null; // its million URLs are let go before the next are indexed
    indexed = { sets: shown, urls: indexSetUrls(shown.flatMap((s) => s.urls), shown.flatMap((s) => s.log?.requests ?? []), site) };
    return indexed.urls;
  }

  async function open(files: readonly OpenedFile[], alternates: boolean, progress: Progress): Promise<UrlSetProblem[]> {
    const total = files.reduce((n, f) => n + f.blob.size, 0);
    let done = 0;
    const read: SetFile[] = [];
    const problems: UrlSetProblem[] = [];
    for (const f of files) {
      const text = await readText(f, (n) => progress(done + n, total), problems);
      done += f.blob.size;
      if (text === null) continue;
      if (isRangesFile(f.name, text)) {
        if (ranges.add(nextId, f.name, text, problems)) nextId++;
      } else read.push({ name: f.name, text });
    }
    const reading = readUrlSetFiles(read, {}, { alternates }, origin);
    for (const set of reading.sets) {
      const kept = set.kind === 'csv' || set.kind === 'log';
      held.push({ ...set, id: nextId++, text: kept ? read.find((f) => f.name === set.name)!.text : null, on: origin });
    }
    return [...problems, ...reading.problems];
  }

  function column(id: number, name: string): UrlSetProblem[] {
    const i = held.findIndex((s) => s.id === id);
    const text = held[i]?.text;
    if (text === null || text === undefined) return [];
    const { sets, problems } = readUrlSetFiles([{ name: held[i].name, text }], { [held[i].name]: name });
    if (sets[0]) held[i] = { ...sets[0], id, text, on: origin };
    return problems;
  }

  /** Reads the logs again with their requests on `to` (accessLog.ts logOrigin's form, '' for paths). */
  function host(to: string): UrlSetProblem[] {
    origin = to;
    const problems: UrlSetProblem[] = [];
    /** Each log moved to the new origin as it was (logSetOnOrigin), to the set it became. */
    const moved = new Map<Held, Held>();
    held.forEach((s, i) => {
      if (s.kind !== 'log' || s.text === null) return;
      const quick = logSetOnOrigin(s, origin);
      const reading = quick ?? readUrlSetFiles([{ name: s.name, text: s.text }], {}, {}, origin);
      problems.push(...reading.problems);
      const [set] = reading.sets;
      // Every request of another site: the set stays, empty, until the host is named again.
      held[i] = set ? { ...set, id: s.id, text: s.text, on: origin } : { ...s, urls: [], log: { ...s.log!, requests: [] }, on: origin };
      if (quick && set) moved.set(s, held[i]);
    });
    if (indexed) indexed = movedIndex(indexed, moved);
    return problems;
  }

  /**
   * The index of the sets shown after a Host change. Sets no change touched keep theirs. Logs all
   * moved as they were (every request `origin + target`, one origin before and one after) name the
   * same URLs one to one, so theirs is renamed (setCoverage.ts movedSetUrls). Anything else (a log
   * read again: its lines of another site may be requests now; a sitemap shown beside a moved log,
   * whose URLs may now be the log's) is indexed afresh: the old requests' index would keep them.
   */
  function movedIndex(was: NonNullable<typeof indexed>, moved: ReadonlyMap<Held, Held>): typeof indexed {
    if (was.sets.every((s) => held.includes(s))) return was;
    if (!was.sets.every((s) => moved.has(s) && s.on === was.sets[0].on)) return null;
    const sets = was.sets.map((s) => moved.get(s)!);
    const urls = movedSetUrls(was.urls, sets.flatMap((s) => s.urls), sets.flatMap((s) => s.log?.requests ?? []), was.sets[0].on, origin);
    return urls && { sets, urls };
  }

  function remove(id: number): void {
    if (ranges.remove(id)) return;
    const at = held.findIndex((s) => s.id === id);
    if (at >= 0) held.splice(at, 1);
    // A removed set's URLs are let go: no index or answers of the last coverage keep them.
    if (indexed?.sets.some((s) => s.id === id)) [indexed, covered] = [null, null];
  }

  /** The URLs of the sets `ids`, one per line. */
  function urls(ids: readonly number[]): { text: string; count: number } {
    const lines: string[] = [];
    for (const s of held) if (ids.includes(s.id)) for (const u of s.urls) lines.push(u.url);
    return { text: lines.join('\n'), count: lines.length };
  }

  /** Where the sets `ids` hold `url` (the URL list's line, trimmed), the first `limit`, and how many times they hold it. */
  function sources(ids: readonly number[], url: string, limit: number): { sources: UrlSource[]; count: number } {
    const found: UrlSource[] = [];
    let count = 0;
    for (const s of held) {
      if (!ids.includes(s.id)) continue;
      for (const u of s.urls) if ((u.url === url || u.url.trim() === url) && count++ < limit) found.push({ url: u.url, file: u.file, line: u.line, attributes: u.attributes, set: s.name });
    }
    return { sources: found, count };
  }

  /**
   * The URLs of the sets `ids` whose export row holds `text` in one of its other columns, any
   * case ("non-indexable", "404", "Crawled - currently not indexed"; an alternate's hreflang):
   * issue 25 §1 keeps those columns for the grid to filter on. Each URL once, trimmed as the URL
   * list holds it.
   */
  function columnMatches(ids: readonly number[], text: string): string[] {
    const q = text.trim().toLowerCase();
    const found = new Set<string>();
    if (q === '') return [];
    for (const s of held) {
      if (!ids.includes(s.id)) continue;
      for (const u of s.urls) if (Object.values(u.attributes).some((v) => v.toLowerCase().includes(q))) found.add(u.url.trim());
    }
    return [...found];
  }

  /**
   * The URLs of the sets `ids` that may have columns of their own (an export's, a sitemap
   * alternate's hreflang), read in place: a log's requests have none (core NO_ATTRIBUTES), so a
   * 1,000,000-request log is neither walked nor copied (review21 L7).
   */
  function* urlsWithColumns(ids: readonly number[]): Generator<SourcedUrl> {
    for (const s of held) if (ids.includes(s.id) && !s.log) yield* s.urls;
  }

  async function handle(req: SetsRequest, post: (msg: SetsResponse) => void): Promise<SetsResponse> {
    const { seq } = req;
    let problems: UrlSetProblem[] = [];
    if (req.type === 'urls') return { type: 'urls', seq, ...urls(req.ids) };
    if (req.type === 'coverage') {
      const shown = held.filter((s) => req.ids.includes(s.id));
      const { view, held: kept } = setCoverage(indexOf(shown, req.origin ?? ''), req, { logs: shown.filter((s) => s.log), ranges: ranges.all() });
      covered = kept;
      return { type: 'coverage', seq, view };
    }
    if (req.type === 'columnMatches') return { type: 'columnMatches', seq, urls: columnMatches(req.ids, req.text) };
    if (req.type === 'setColumns') return { type: 'setColumns', seq, columns: setColumnsOf(urlsWithColumns(req.ids)) };
    if (req.type === 'sources') return { type: 'sources', seq, ...sources(req.ids, req.url, req.limit) };
    if (req.type === 'ruleUrls') return { type: 'ruleUrls', seq, ...(covered ? ruleUrls(covered, req.crawler, req.line, req.limit, req.sitemapOnly) : { urls: [], count: 0 }) };
    if (req.type === 'open') {
      if (req.origin !== undefined) origin = req.origin;
      problems = await open(req.files, req.alternates === true, (done, total) => post({ type: 'progress', seq, done, total }));
    } else if (req.type === 'column') problems = column(req.id, req.column);
    else if (req.type === 'host') problems = host(req.origin);
    else if (req.type === 'rangesFor') ranges.choose(req.id, req.crawler);
    else remove(req.id);
    return { type: 'sets', seq, sets: held.map(summary), ranges: ranges.summaries(), problems };
  }

  return { handle, held: (): readonly (UrlSet & { id: number })[] => held };
}

function summary(s: Held): UrlSetSummary {
  let sitemapCount = 0;
  for (const u of s.urls) if (u.sitemap) sitemapCount++;
  const base = { id: s.id, name: s.name, kind: s.kind, files: s.files, count: s.urls.length, sitemapCount, columns: s.columns, urlColumn: s.urlColumn };
  return s.log ? { ...base, log: { notRead: s.log.malformed.length, bots: new Set(s.log.requests.filter(isBotRequest).map((r) => r.token)).size } } : base;
}

/**
 * The file's text, gzip undone when its first bytes are gzip's (1f 8b: RFC 1952 §2.3.1, whatever
 * the name says), read as a text file a person saved (core textFile.ts: UTF-16 by its byte order
 * mark, as Excel's "Unicode Text" export, an XML declaration's encoding, else UTF-8; bytes it
 * cannot read said to be); null once a problem says why it cannot be
 * read. `progress` hears the bytes read.
 */
async function readText(f: OpenedFile, progress: (bytes: number) => void, problems: UrlSetProblem[]): Promise<string | null> {
  let gzip = false;
  const decoder = textFileDecoder();
  let text = '';
  try {
    // Inside the try: a file moved or deleted since it was chosen fails here, at its first read.
    const magic = new Uint8Array(await f.blob.slice(0, 2).arrayBuffer());
    gzip = magic[0] === 0x1f && magic[1] === 0x8b;
    let read = 0;
    const counted = f.blob.stream().pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        read += chunk.byteLength;
        progress(read);
        out.enqueue(chunk);
      },
    }));
    const bytes = gzip ? counted.pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>) : counted;
    const reader = bytes.getReader();
    // Its first bytes (gzip undone), asked once whether they are binary data (core binaryData.ts, every opener's rule).
    let head: Uint8Array | null = new Uint8Array(0);
    const binary = () => {
      const bytes = head!;
      head = null;
      if (!looksBinary(bytes)) return false;
      problems.push({ code: 'binary', file: f.name, detail: '' });
      return true;
    };
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (head) {
        head = joinedBytes(head, chunk.value.subarray(0, BINARY_SAMPLE - head.length));
        if (head.length >= BINARY_SAMPLE && binary()) {
          await reader.cancel();
          return null;
        }
      }
      text += decoder.decode(chunk.value);
      if (text.length > MAX_SET_FILE_CHARS) {
        problems.push({ code: 'too-big', file: f.name, detail: `${Math.round(MAX_SET_FILE_CHARS / 1048576)} MB` });
        await reader.cancel();
        return null;
      }
    }
    if (head && binary()) return null;
    text += decoder.end();
    problems.push(...decodingProblems(f.name, decoder.read, text));
    return urlText(text, decoder.read);
  } catch (error) {
    const detail = (error as Error).message || String(error);
    // What was read before the gzip broke names the kind of file, so the words do ("open the server log unzipped").
    problems.push(gzip ? { code: 'bad-gzip', file: f.name, detail, kind: setKindOf(f.name, text) ?? undefined } : { code: 'unreadable', file: f.name, detail });
    return null;
  }
}
