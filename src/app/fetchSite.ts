/**
 * "Fetch a site's robots.txt", from the page. The page may talk only to its own server (its
 * Content-Security-Policy says connect-src 'self'), and most sites would not let another page
 * read their robots.txt anyway (CORS). So the fetch goes through the same-origin endpoint that
 * `npx robotscope serve` adds (/api/fetch, RFC 9309 fetching, src/cli/fetchRobots.ts), only when
 * the person asks; a static host has no such endpoint, and the page then says so and offers the
 * ways that work: open the file in a new tab to copy it, or run the app locally.
 */
import { robotsTxtUrl } from '../core/index.ts';
import { FETCH_READ_BYTES } from '../core/fetchPolicy.ts';
import { bodyGoesOnPast } from '../core/words/fetchWords.ts';
import { readCapped } from '../core/readCapped.ts';
import { dismissMessage, setDocMeta, setInputs, showMessage, type RobotsStore } from '../state/store.ts';
import type { Files } from './files.ts';
import type { UrlSets } from './urlSets.ts';
import { countText } from '../core/words/countText.ts';

/** What the endpoint answers (src/cli/serve.ts). */
interface FetchAnswer {
  report: {
    robotsUrl: string; finalUrl: string; status: number | null; contentType: string | null; bytes: number;
    redirects: { url: string; status: number; location: string }[];
    conclusion: 'parse' | 'allow-all' | 'disallow-all'; reason: string; notes: string[]; truncated?: boolean;
  };
  body: string | null;
  /** The file's own Sitemap: URLs (RFC 9309 2.4). */
  sitemaps?: string[];
}

/** What opens the site's sitemaps as URL sets (app/siteSitemaps.ts, loaded on that first use). */
type SetsOpener = Pick<UrlSets, 'open'>;

/**
 * The most of the server's answer the page reads: the body of FETCH_READ_BYTES in base64 and
 * room for the report. A larger answer is no robots.txt as a fetch reads one (a server that
 * read on past the cap): the page stops there rather than hold it, parse it and freeze.
 */
const MAX_ANSWER_BYTES = Math.ceil(FETCH_READ_BYTES / 3) * 4 + 64 * 1024;

/** The page waits this long for the whole answer (the server allows 10 s per request, redirects included). */
const FETCH_SECONDS = 30;

/** Why the server's answer was not used; said as the sentence's end. */
type Failure = { failed: 'too-big' | 'timeout' };

type Say = (kind: 'info' | 'warning' | 'error', text: string, action?: { label: string; run: () => void }) => void;

/** What the last fetch of each page said: the next fetch takes it away. */
const shownIn = new WeakMap<RobotsStore, number[]>();

function sayer(store: RobotsStore): Say {
  const shown: number[] = [];
  shownIn.set(store, shown);
  return (kind, text, action) => { shown.push(showMessage(store, kind, text, action)); };
}

/** Fetches the robots.txt of `site` and opens it; every outcome is said in the messages. */
export async function fetchSite(store: RobotsStore, site: string, files: Pick<Files, 'openFile'>, sets?: SetsOpener): Promise<void> {
  // Where the person asked from: the fetch may take seconds, and focus they moved meanwhile stays (replace.ts
  // focusFree). Not through replace.ts's activeElement: importing it from this chunk, loaded on the first fetch,
  // split the autosave into a chunk of its own in the page's first JS (+1.2 kB gzip measured).
  const from = typeof document === 'undefined' ? null : document.activeElement;
  for (const id of shownIn.get(store) ?? []) dismissMessage(store, id);
  const say = sayer(store);
  setDocMeta(store, { noFile: null });
  const robotsUrl = robotsTxtUrl(site);
  if (robotsUrl === null) {
    say('error', `“${site}” is no site or http(s) URL (try example.com or https://example.com/robots.txt). Nothing was fetched.`);
    return;
  }
  const answer = await askServer(robotsUrl);
  if (answer !== null && 'failed' in answer) {
    say('error', answer.failed === 'timeout'
      ? `No answer about ${robotsUrl} within ${FETCH_SECONDS} s; the page stopped waiting. The editor was not changed.`
      : `The answer about ${robotsUrl} went on past ${countText(MAX_ANSWER_BYTES)} bytes, more than a fetch reads of a robots.txt; the page stopped reading it there. The editor was not changed.`);
    return;
  }
  if (answer === null) {
    say('warning', `This copy of Robotscope is served as static files, so it cannot fetch ${robotsUrl}: the page talks to no other site, and browsers do not let a page read another site's robots.txt (CORS). Open the file in a new tab and paste it here, or run the app on your machine with “npx robotscope serve”, which can fetch it. Nothing left your browser.`,
      { label: 'Open robots.txt in a new tab', run: () => window.open(robotsUrl, '_blank', 'noopener,noreferrer') });
    return;
  }
  await openAnswer(store, say, answer, files, sets, from);
}

/** Opens what the server fetched, or says why there is nothing to open. */
async function openAnswer(store: RobotsStore, say: Say, answer: FetchAnswer, files: Pick<Files, 'openFile'>, sets: SetsOpener | undefined, from: Element | null): Promise<void> {
  const { report } = answer;
  // The file governs the site it was asked of (RFC 9309 2.3.1.2: "in the context of the initial
  // authority"), whatever the outcome: that is the Origin of the URL list from now on.
  setInputs(store, { origin: new URL(report.robotsUrl).origin });
  const via = report.redirects.length === 0 ? '' : ` after ${report.redirects.length} redirect${report.redirects.length === 1 ? '' : 's'} (${hops(report)})`;
  if (report.conclusion !== 'parse' || answer.body === null) {
    // The editor keeps the person's text; the results show what crawlers do with no file to read.
    setDocMeta(store, { noFile: { robotsUrl: report.robotsUrl, allowed: report.conclusion === 'allow-all', reason: report.reason } });
    say(report.conclusion === 'allow-all' ? 'warning' : 'error', `${route(report)}: ${report.reason}. The editor was not changed; the results show this outcome until you edit it.`);
    return;
  }
  const body = base64Bytes(answer.body);
  // A server that read on past the cap: the page keeps what a fetch reads, and says so.
  const bytes = body.length > FETCH_READ_BYTES ? body.subarray(0, FETCH_READ_BYTES) : body;
  const notes = bytes === body ? report.notes : [...report.notes, bodyGoesOnPast(bytes.length)];
  // A body the page refuses (binary data) is said by openFile; "Fetched" would follow its error.
  const file = new File([bytes as Uint8Array<ArrayBuffer>], `robots.txt (${new URL(report.finalUrl).host})`);
  if (!(await files.openFile(file, { bodyCut: report.truncated === true || bytes !== body, from }))) return;
  const sitemaps = answer.sitemaps ?? [];
  // Fetched only when the person asks (issue 25 §3): the offer rides on the message.
  const offer = sets && sitemaps.length > 0
    ? { label: `Open its ${sitemaps.length === 1 ? 'sitemap' : `${sitemaps.length} sitemaps`} as URL sets`, run: () => void openSitemaps(store, sitemaps, sets) }
    : undefined;
  say('info', `Fetched ${report.finalUrl}${via}: status ${report.status}${report.contentType ? `, ${report.contentType}` : ''}, ${countText(bytes.length)} bytes${report.truncated || bytes !== body ? ' read' : ''}.${notes.length ? ' ' + notes.join('; ') + '.' : ''}${offer ? ` It lists ${sitemaps.length === 1 ? 'a sitemap' : `${sitemaps.length} sitemaps`}.` : ''}`, offer);
}

/** Loaded on first use (issue 24 §3); it is handed the page's messages rather than import the store. */
async function openSitemaps(store: RobotsStore, urls: string[], sets: SetsOpener): Promise<void> {
  const { openSiteSitemaps } = await import('./siteSitemaps.ts');
  await openSiteSitemaps({ show: (kind, text) => showMessage(store, kind, text), dismiss: (id) => dismissMessage(store, id) }, urls, sets);
}

function hops(report: FetchAnswer['report']): string {
  return report.redirects.map((r) => `${r.status} → ${r.location}`).join(', ');
}

/**
 * The URL asked for and, after redirects, where the fetch ended (the URL whose answer the reason
 * is about): a failure's message must not leave the person to find it in the list of hops.
 */
function route(report: FetchAnswer['report']): string {
  const { redirects } = report;
  if (redirects.length === 0) return report.robotsUrl;
  const end = redirects[redirects.length - 1].location;
  return redirects.length === 1
    ? `${report.robotsUrl}, redirected (${redirects[0].status}) to ${end}`
    : `${report.robotsUrl}, redirected ${redirects.length} times (${hops(report)}), ending at ${end}`;
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The endpoint's answer, read as it arrives and never past MAX_ANSWER_BYTES, within
 * FETCH_SECONDS; null when this server has no endpoint (a static host).
 */
async function askServer(robotsUrl: string): Promise<FetchAnswer | Failure | null> {
  const signal = AbortSignal.timeout(FETCH_SECONDS * 1000);
  let response: Response;
  try {
    response = await fetch(`./api/fetch?url=${encodeURIComponent(robotsUrl)}`, { headers: { 'x-robotscope-fetch': '1' }, signal });
  } catch {
    return signal.aborted ? { failed: 'timeout' } : null;
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('application/json')) {
    void response.body?.cancel().catch(() => {});
    return null;
  }
  let read: Awaited<ReturnType<typeof readCapped>>;
  try {
    read = await readCapped(response.body, MAX_ANSWER_BYTES);
  } catch {
    return signal.aborted ? { failed: 'timeout' } : null;
  }
  if (read.truncated) return { failed: 'too-big' };
  try {
    const answer = JSON.parse(new TextDecoder().decode(read.bytes)) as FetchAnswer;
    return answer && typeof answer.report === 'object' ? answer : null;
  } catch {
    return null;
  }
}
