/**
 * A fetched robots.txt's own `Sitemap:` URLs opened as URL sets (issue 25 §3), when the person
 * asks (the Fetch message's button, fetchSite.ts): loaded on that first use. Each sitemap is
 * fetched through the same-origin /api/sitemap of `npx robotscope serve` (src/cli/sitemapFetch.ts:
 * fetch's limits, the protocol's 50 MB, gzipped as served), a sitemap index's children too, up to
 * MAX_SITEMAP_FILES; then all are opened together, so the URL sets read each index with its
 * children (core urlSetFiles, the worker's reader) as a folder of saved sitemaps is read. A
 * sitemap that cannot be fetched is named with why, and the others are opened all the same.
 */
// The modules themselves, not core/index.ts nor the store: this chunk then shares with the
// page's start only what it already holds (e2e/initial-js.spec.ts).
import { isHttpUrl } from '../core/fetchPolicy.ts';
import { readCapped } from '../core/readCapped.ts';
import { readSitemap, sitemapKind } from '../core/sitemap.ts';
import type { MessageKind } from '../state/store.ts';
import type { OpenedFile } from '../worker/setsProtocol.ts';
import type { UrlSets } from './urlSets.ts';

/** The most sitemaps (those named and their indexes' children) fetched for one click. */
export const MAX_SITEMAP_FILES = 50;

/** The sitemap protocol's limit (sitemaps.org: 50 MB uncompressed), in base64, with room for the JSON. */
const MAX_ANSWER_BYTES = Math.ceil(52_428_800 / 3) * 4 + 64 * 1024;

/** The page waits this long for each sitemap (the server allows 10 s, redirects included). */
const SITEMAP_SECONDS = 30;

/** The page's messages (state/store.ts showMessage, dismissMessage), given by the caller. */
export interface Messages {
  show(kind: MessageKind, text: string): number;
  dismiss(id: number): void;
}

/** A sitemap's bytes, why it could not be had, or null: this server has no /api/sitemap (a static host). */
export type AskSitemap = (url: string) => Promise<Uint8Array | { error: string } | null>;

export interface FetchedSitemaps {
  /** Each sitemap fetched, named by its URL (the URL sets find an index's children by its last segment). */
  files: OpenedFile[];
  failures: { url: string; reason: string }[];
  /** Sitemaps not fetched: the limit was reached. */
  left: string[];
  /** The server has no /api/sitemap. */
  noEndpoint: boolean;
}

const WORDS = {
  progress: (done: number, total: number) => `Fetching the site’s sitemaps: ${done} of ${total}…`,
  noEndpoint: 'This copy of Robotscope has no sitemap fetching (it is served as static files, or by an older “robotscope serve”), so the sitemaps were not fetched: nothing left your browser. Download them and open them together with “Open sitemaps or exports…” under URL sets, or run the app with “npx robotscope serve”.',
  failures: (f: FetchedSitemaps['failures'], opened: number) =>
    `${f.length === 1 ? 'One sitemap' : `${f.length} sitemaps`} could not be fetched${opened > 0 ? ' (the others are opened)' : ''}: ${f.map((x) => `${x.url}: ${x.reason}`).join('; ')}.`,
  limit: (left: string[]) =>
    `Only the first ${MAX_SITEMAP_FILES} sitemaps are fetched at once; ${left.length} more ${left.length === 1 ? 'was' : 'were'} not (${left.slice(0, 3).join(', ')}${left.length > 3 ? ', …' : ''}). “robotscope coverage --sitemap URL” reads them all.`,
};

/** Fetches `urls` and, for each index among them, its children (each sitemap once), up to MAX_SITEMAP_FILES. */
export async function fetchSitemaps(urls: readonly string[], ask: AskSitemap, progress: (done: number, total: number) => void): Promise<FetchedSitemaps> {
  const out: FetchedSitemaps = { files: [], failures: [], left: [], noEndpoint: false };
  const queue = [...new Set(urls)];
  const seen = new Set(queue);
  let done = 0;
  while (queue.length > 0) {
    if (done === MAX_SITEMAP_FILES) {
      out.left = queue;
      break;
    }
    const url = queue.shift()!;
    progress(done, done + 1 + Math.min(queue.length, MAX_SITEMAP_FILES - done - 1));
    const got = await ask(url);
    done++;
    if (got === null) return { ...out, noEndpoint: true };
    if (!(got instanceof Uint8Array)) {
      out.failures.push({ url, reason: got.error });
      continue;
    }
    out.files.push({ name: url, blob: new Blob([got as Uint8Array<ArrayBuffer>]) });
    for (const child of await childrenOf(got, url)) {
      if (!seen.has(child)) queue.push(child);
      seen.add(child);
    }
  }
  progress(done, done);
  return out;
}

/** An index's child sitemap URLs (the core reader's); none for any other sitemap, or bytes that are no text. */
async function childrenOf(bytes: Uint8Array, url: string): Promise<string[]> {
  let text: string;
  try {
    const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
    const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
    text = await new Response(gzip ? stream.pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>) : stream).text();
  } catch {
    return []; // The URL sets say what is wrong with it when it is opened.
  }
  if (sitemapKind(text.slice(0, 64 * 1024)) !== 'index') return [];
  return readSitemap(text, url).urls.map((u) => u.url).filter(isHttpUrl);
}

/** Asks the page's own server for one sitemap (src/cli/serve.ts). */
export const askServer: AskSitemap = async (url) => {
  const signal = AbortSignal.timeout(SITEMAP_SECONDS * 1000);
  try {
    const response = await fetch(`./api/sitemap?url=${encodeURIComponent(url)}`, { headers: { 'x-robotscope-fetch': '1' }, signal });
    if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) {
      void response.body?.cancel().catch(() => {});
      return null;
    }
    const read = await readCapped(response.body, MAX_ANSWER_BYTES);
    if (read.truncated) return { error: 'the answer goes on past the sitemap protocol’s 50 MB; not read' };
    const answer = JSON.parse(new TextDecoder().decode(read.bytes)) as { body?: string; error?: string };
    if (typeof answer.body === 'string') return Uint8Array.from(atob(answer.body), (c) => c.charCodeAt(0));
    return { error: answer.error ?? `the page’s server answered ${response.status}` };
  } catch {
    return { error: signal.aborted ? `no answer within ${SITEMAP_SECONDS} s` : 'the page’s server did not answer' };
  }
};

/** Fetches the site's sitemaps and opens them as URL sets, saying the progress and every sitemap not opened. */
export async function openSiteSitemaps(say: Messages, urls: readonly string[], sets: Pick<UrlSets, 'open'>, ask: AskSitemap = askServer): Promise<void> {
  let shown: number | null = null;
  const fetched = await fetchSitemaps(urls, ask, (done, total) => {
    if (shown !== null) say.dismiss(shown);
    shown = done < total ? say.show('info', WORDS.progress(done + 1, total)) : null;
  });
  if (shown !== null) say.dismiss(shown);
  if (fetched.noEndpoint) {
    say.show('warning', WORDS.noEndpoint);
    return;
  }
  if (fetched.failures.length > 0) say.show('error', WORDS.failures(fetched.failures, fetched.files.length));
  if (fetched.left.length > 0) say.show('warning', WORDS.limit(fetched.left));
  if (fetched.files.length > 0) await sets.open(fetched.files);
}
