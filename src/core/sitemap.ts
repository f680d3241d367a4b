/**
 * Reading a sitemap (sitemaps.org protocol): an XML `<urlset>` of `<url><loc>` entries, a
 * `<sitemapindex>` whose `<sitemap><loc>` entries name child sitemaps, or a text sitemap (one
 * URL per line, UTF-8). `<loc>` values are taken as written, XML entities decoded (the protocol
 * requires `&amp;` for `&`), never re-encoded: a URL is checked as the site lists it.
 * Gzip (`.xml.gz`) is undone by the caller (Node zlib, the browser's DecompressionStream).
 * A regular expression over `<loc>` is enough: the protocol allows nothing inside `<loc>` but
 * text (and CDATA, which some generators write), and the line of each match is counted on.
 */
import type { SourcedUrl } from './sourcedUrl.ts';

export type SitemapKind = 'urlset' | 'index' | 'text';

export interface SitemapReading {
  kind: SitemapKind;
  /** A urlset's or a text sitemap's page URLs; an index's child sitemap URLs. */
  urls: SourcedUrl[];
}

const LOC = /<loc\s*>([\s\S]*?)<\/loc\s*>/g;
const CDATA = /^<!\[CDATA\[([\s\S]*)\]\]>$/;
const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's predefined entities and character references (XML 1.0 §4.6, §4.1); anything else stays as written. */
export function decodeXmlEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name];
    const code = dec !== undefined ? parseInt(dec, 10) : parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Which kind of sitemap `text` is: the root element names it; text that is no XML is a text sitemap. */
export function sitemapKind(text: string): SitemapKind {
  const start = text.replace(/^\ufeff/, '').trimStart();
  if (!start.startsWith('<')) return 'text';
  return /<sitemapindex[\s>]/.test(text) ? 'index' : 'urlset';
}

/** The URLs of the sitemap `text` read from `file`, each with its line. */
export function readSitemap(text: string, file: string): SitemapReading {
  const kind = sitemapKind(text);
  return { kind, urls: kind === 'text' ? textSitemapUrls(text, file) : locUrls(text, file) };
}

function locUrls(text: string, file: string): SourcedUrl[] {
  const urls: SourcedUrl[] = [];
  let line = 1;
  let counted = 0;
  for (const m of text.matchAll(LOC)) {
    line += countBreaks(text, counted, m.index);
    counted = m.index;
    const raw = m[1].trim();
    const cdata = CDATA.exec(raw);
    const url = cdata ? cdata[1].trim() : decodeXmlEntities(raw);
    if (url !== '') urls.push({ url, file, line, attributes: {} });
  }
  return urls;
}

function countBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** A text sitemap: each non-blank line is one URL (sitemaps.org "Text file"). */
function textSitemapUrls(text: string, file: string): SourcedUrl[] {
  const urls: SourcedUrl[] = [];
  text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/).forEach((raw, i) => {
    const url = raw.trim();
    if (url !== '') urls.push({ url, file, line: i + 1, attributes: {} });
  });
  return urls;
}

/**
 * The file name a sitemap index's child is saved under: the last segment of its `<loc>` path
 * (`https://x.test/lst/sitemap-1.xml.gz` -> `sitemap-1.xml.gz`), '' when the path ends in `/`.
 * A site's sitemaps saved into one folder keep those names, so the index finds its children there.
 */
export function sitemapChildName(loc: string): string {
  let path: string;
  try {
    path = new URL(loc, 'https://x.invalid/').pathname;
  } catch {
    return '';
  }
  return path.slice(path.lastIndexOf('/') + 1);
}
