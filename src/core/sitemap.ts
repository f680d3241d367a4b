/**
 * Reading a sitemap (sitemaps.org protocol): an XML `<urlset>` of `<url><loc>` entries, a
 * `<sitemapindex>` whose `<sitemap><loc>` entries name child sitemaps, or a text sitemap (one
 * URL per line, UTF-8). `<loc>` values are taken as written, XML entities decoded (the protocol
 * requires `&amp;` for `&`), never re-encoded: a URL is checked as the site lists it.
 * Gzip (`.xml.gz`) is undone by the caller (Node zlib, the browser's DecompressionStream).
 *
 * The reader is fed the text in pieces as it arrives (issue 25 §1: a 50 MB, 50,000-URL sitemap,
 * the protocol's limits, read without holding a DOM or the whole text): an XML tokenizer that
 * keeps only the element path, the `<loc>` being read and the unfinished end of the last piece.
 * It knows what a sitemap needs of XML 1.0: elements (a prefix such as `sm:loc` is read by its
 * local name), attributes (quoted values may hold `>`), comments (§2.5), CDATA sections (§2.7),
 * processing instructions and the XML declaration (§2.6), a DOCTYPE with its internal subset,
 * the predefined entities and character references (§4.6, §4.1). No package was used: the
 * well-kept streaming readers (saxes, sax) are not among the project's dependencies, and a
 * sitemap needs none of what they add (namespaces resolved, DTDs, well-formedness errors).
 * `hreflang` alternates (`<xhtml:link rel="alternate" hreflang="de" href="…"/>` in a `<url>`)
 * are read on request, each with its language and the `<loc>` it is an alternate of.
 */
import type { SourcedUrl } from './sourcedUrl.ts';

export type SitemapKind = 'urlset' | 'index' | 'text';

export interface SitemapReading {
  kind: SitemapKind;
  /** A urlset's or a text sitemap's page URLs; an index's child sitemap URLs. */
  urls: SourcedUrl[];
  /**
   * Set when the XML ends with its root element still open (`<urlset>` never closed): the file
   * was cut short, a download or a gzip stopped early, and `urls` are its first `locs` only.
   */
  cut?: { root: string; locs: number };
}

export interface SitemapOptions {
  /** Also list each `<url>`'s hreflang alternates, attributes `hreflang` and `alternateOf`. */
  alternates?: boolean;
}

/** A reader fed the sitemap's text in pieces of any size: push each, then end. */
export interface SitemapReader {
  push(text: string): void;
  end(): SitemapReading;
}

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

/** Which kind of sitemap `text` (its start) is: the root element names it; text that is no XML is a text sitemap. */
export function sitemapKind(text: string): SitemapKind {
  const start = text.replace(/^\ufeff/, '').trimStart();
  if (!start.startsWith('<')) return 'text';
  return /<(?:[\w.-]+:)?sitemapindex[\s>/]/.test(text) ? 'index' : 'urlset';
}

/** The URLs of the sitemap `text` read from `file`, each with its line. */
export function readSitemap(text: string, file: string, options: SitemapOptions = {}): SitemapReading {
  const reader = createSitemapReader(file, options);
  reader.push(text);
  return reader.end();
}

/** A sitemap read as it arrives; which kind it is shows in its first characters. */
export function createSitemapReader(file: string, options: SitemapOptions = {}): SitemapReader {
  let inner: SitemapReader | null = null;
  let head = '';
  return {
    push(text) {
      if (inner) return inner.push(text);
      head += text;
      const start = head.replace(/^\ufeff/, '').trimStart();
      if (start === '') return;
      inner = start[0] === '<' ? xmlReader(file, options) : textReader(file);
      const all = head;
      head = '';
      inner.push(all);
    },
    end() {
      return inner ? inner.end() : { kind: 'text', urls: [] };
    },
  };
}

/** A text sitemap: each non-blank line is one URL (sitemaps.org "Text file"). */
function textReader(file: string): SitemapReader {
  const urls: SourcedUrl[] = [];
  let carry = '';
  let line = 0;
  const take = (raw: string) => {
    line++;
    const url = (line === 1 ? raw.replace(/^\ufeff/, '') : raw).trim();
    if (url !== '') urls.push({ url, file, line, attributes: {} });
  };
  return {
    push(text) {
      let all = carry + text;
      // A piece ending in \r may end in the first half of \r\n: it is held back with the line.
      const held = all.endsWith('\r') ? '\r' : '';
      if (held) all = all.slice(0, -1);
      const parts = all.split(/\r\n|\r|\n/);
      carry = (parts.pop() as string) + held;
      for (const p of parts) take(p);
    },
    end() {
      if (carry !== '') take(carry);
      return { kind: 'text', urls };
    },
  };
}

/** Where an XML construct ends, from what opens it (`<!--` to `-->` ...); a tag ends at a `>` outside quotes. */
const CLOSERS: [string, string][] = [['<!--', '-->'], ['<![CDATA[', ']]>'], ['<?', '?>']];

interface XmlState {
  file: string;
  alternates: boolean;
  kind: SitemapKind;
  /** Local names of the open elements. */
  path: string[];
  line: number;
  /**
   * The `<loc>` being read: its text so far, the text not yet decoded (an entity may be cut
   * between two pieces: it is decoded once whole, at a CDATA section or the end tag), and the
   * line of its start tag.
   */
  loc: { text: string; raw: string; line: number } | null;
  /** The current `<url>`'s loc and alternates, kept until it closes. */
  entry: { loc: string; alternates: SourcedUrl[] } | null;
  urls: SourcedUrl[];
}

function xmlReader(file: string, options: SitemapOptions): SitemapReader {
  const s: XmlState = { file, alternates: options.alternates === true, kind: 'urlset', path: [], line: 1, loc: null, entry: null, urls: [] };
  let carry = '';
  return {
    push(text) {
      carry = consume(s, carry + text);
    },
    end() {
      consume(s, carry, true);
      carry = '';
      const reading: SitemapReading = { kind: s.kind, urls: s.urls };
      // Read as complete, a sitemap cut mid-<loc> looked like a small one, every rule its URLs miss "dead".
      if (s.path.length > 0) reading.cut = { root: s.path[0], locs: s.urls.filter((u) => u.attributes.alternateOf === undefined).length };
      return reading;
    },
  };
}

/** Reads every complete construct of `buf`; returns the unfinished rest (none at the end). */
function consume(s: XmlState, buf: string, last = false): string {
  let i = 0;
  while (i < buf.length) {
    const lt = buf.indexOf('<', i);
    if (lt !== i) {
      const to = lt < 0 ? buf.length : lt;
      text(s, buf.slice(i, to));
      i = to;
      continue;
    }
    const end = constructEnd(buf, i);
    if (end < 0) {
      if (!last) return buf.slice(i);
      break;
    }
    construct(s, buf.slice(i, end));
    i = end;
  }
  return '';
}

/** Where the construct starting at `<` ends (just past it), or -1 when it is not complete yet. */
function constructEnd(buf: string, at: number): number {
  for (const [open, close] of CLOSERS) {
    if (buf.startsWith(open, at)) {
      const end = buf.indexOf(close, at + open.length);
      return end < 0 ? -1 : end + close.length;
    }
    // Too short yet to tell `<!-` from `<!--`.
    if (open.startsWith(buf.slice(at, at + open.length)) && buf.length - at < open.length) return -1;
  }
  if (buf.startsWith('<!DOCTYPE', at)) return doctypeEnd(buf, at);
  let quote = '';
  for (let j = at + 1; j < buf.length; j++) {
    const c = buf[j];
    if (quote) { if (c === quote) quote = ''; } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return j + 1;
  }
  return -1;
}

/** A DOCTYPE ends at the first `>` after its internal subset `[...]`, if it has one. */
function doctypeEnd(buf: string, at: number): number {
  const open = buf.indexOf('[', at);
  const gt = buf.indexOf('>', at);
  if (gt < 0) return -1;
  if (open < 0 || open > gt) return gt + 1;
  const close = buf.indexOf(']', open);
  const end = close < 0 ? -1 : buf.indexOf('>', close);
  return end < 0 ? -1 : end + 1;
}

const countBreaks = (t: string): number => {
  let n = 0;
  for (let i = t.indexOf('\n'); i !== -1; i = t.indexOf('\n', i + 1)) n++;
  return n;
};

function text(s: XmlState, t: string): void {
  if (s.loc) s.loc.raw += t;
  s.line += countBreaks(t);
}

/** The `<loc>`'s text read so far, entities decoded. */
function locText(loc: NonNullable<XmlState['loc']>): string {
  loc.text += decodeXmlEntities(loc.raw);
  loc.raw = '';
  return loc.text;
}

/** One tag, comment, CDATA section, processing instruction or DOCTYPE. */
function construct(s: XmlState, c: string): void {
  const line = s.line;
  s.line += countBreaks(c);
  if (c.startsWith('<![CDATA[')) {
    // CDATA is taken as written: no entity in it is one (XML 1.0 §2.7).
    if (s.loc) s.loc.text = locText(s.loc) + c.slice(9, -3);
    return;
  }
  if (c[1] === '!' || c[1] === '?') return;
  const closing = c[1] === '/';
  const name = /^<\/?\s*(?:[\w.-]+:)?([\w.-]+)/.exec(c)?.[1] ?? '';
  if (closing) return closeElement(s, name);
  openElement(s, name, c, line);
  if (c.endsWith('/>')) closeElement(s, name);
}

function openElement(s: XmlState, name: string, tag: string, line: number): void {
  if (s.path.length === 0) s.kind = name === 'sitemapindex' ? 'index' : 'urlset';
  const parent = s.path[s.path.length - 1];
  s.path.push(name);
  if (name === 'loc' && (parent === 'url' || parent === 'sitemap')) s.loc = { text: '', raw: '', line };
  else if (name === 'url' && s.path.length === 2) s.entry = { loc: '', alternates: [] };
  else if (name === 'link' && parent === 'url' && s.alternates && s.entry) alternate(s, tag, line);
}

function closeElement(s: XmlState, name: string): void {
  // A stray end tag closes nothing: the path stays as the elements opened it.
  const at = s.path.lastIndexOf(name);
  if (at < 0) return;
  s.path.length = at;
  if (name === 'loc' && s.loc) {
    const url = locText(s.loc).trim();
    if (url !== '') s.urls.push({ url, file: s.file, line: s.loc.line, attributes: {} });
    if (s.entry) s.entry.loc = url;
    s.loc = null;
  } else if (name === 'url' && s.entry) {
    for (const a of s.entry.alternates) s.urls.push({ ...a, attributes: { ...a.attributes, alternateOf: s.entry.loc } });
    s.entry = null;
  }
}

/** An hreflang alternate: `<xhtml:link rel="alternate" hreflang="de" href="…"/>` (Google's sitemap hreflang). */
function alternate(s: XmlState, tag: string, line: number): void {
  const attrs = new Map<string, string>();
  for (const m of tag.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs.set(m[1].toLowerCase(), decodeXmlEntities(m[2] ?? m[3]));
  const href = (attrs.get('href') ?? '').trim();
  if (attrs.get('rel') !== 'alternate' || href === '') return;
  s.entry!.alternates.push({ url: href, file: s.file, line, attributes: { hreflang: attrs.get('hreflang') ?? '' } });
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
