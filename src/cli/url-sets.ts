/**
 * The URL sets `robotscope coverage` reads (issue 25 §1): URL lists and crawl or Search Console
 * exports (--urls: CSV/TSV by name, else a sitemap or one URL per line) and sitemaps (--sitemap),
 * gzipped or not. A sitemap index is read with its children: each child is looked for beside
 * the index, under the last segment of its `<loc>` (a site's sitemaps saved in one folder), and
 * a child also given with --sitemap is read once. Fetching sitemaps by URL is not done here.
 */
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { isHttpUrl, readSitemap, sitemapChildName, urlRowsFromCsv, type CoverageUrl, type SourcedUrl } from '../core/index.ts';
import { CliError } from './cli-error.ts';
import { MAX_INPUT_BYTES, readInput, tooLarge } from './input.ts';

/** The URLs of every --urls and --sitemap file, in the order given, each with its source. */
export async function readUrlSets(lists: readonly string[], sitemaps: readonly string[]): Promise<CoverageUrl[]> {
  const urls: CoverageUrl[] = [];
  for (const file of lists) {
    const text = await readText(file);
    const rows = /\.(csv|tsv)(\.gz)?$/i.test(file) ? urlRowsFromCsv(text, file) : readSitemap(text, file).urls;
    for (const row of rows) urls.push({ ...row, sitemap: false });
  }
  const read = new Set<string>();
  const explicit = new Set(sitemaps.map((f) => resolve(f)));
  for (const file of sitemaps) await readSitemapFile(file, read, explicit, urls);
  return urls;
}

/** A sitemap's URLs, or an index's children's URLs (each child read once). */
async function readSitemapFile(file: string, read: Set<string>, explicit: Set<string>, into: CoverageUrl[]): Promise<void> {
  if (isHttpUrl(file)) throw new CliError(`coverage: --sitemap ${file}: sitemaps are read from files; save it (and its children) and give the path`);
  if (read.has(resolve(file))) return;
  read.add(resolve(file));
  const sitemap = readSitemap(await readText(file), file);
  if (sitemap.kind !== 'index') {
    for (const u of sitemap.urls) into.push({ ...u, sitemap: true });
    return;
  }
  for (const child of sitemap.urls) {
    const path = childPath(file, child);
    // A child also named with --sitemap is read where the person put it, in their order.
    if (!explicit.has(resolve(path))) await readSitemapFile(path, read, explicit, into);
  }
}

/** Where the index `file`'s child sitemap is: beside the index, under its `<loc>`'s last segment. */
function childPath(file: string, child: SourcedUrl): string {
  const name = sitemapChildName(child.url);
  const path = join(dirname(file), name);
  if (name !== '' && existsSync(path)) return path;
  throw new CliError(`coverage: the sitemap index ${file} lists ${child.url} (line ${child.line}), not found as ${path}: save it there, or give it with --sitemap`);
}

/** A file's text; gzip (`.gz`, or its magic bytes 1f 8b) undone, no more than the input cap. */
async function readText(file: string): Promise<string> {
  let bytes = await readInput(file);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_INPUT_BYTES });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(`'${file}' unzipped`);
      throw new CliError(`coverage: cannot unzip '${file}': ${(error as Error).message}`);
    }
  }
  return new TextDecoder().decode(bytes);
}
