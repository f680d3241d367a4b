/**
 * "Fetch a site's robots.txt", from the page. The page may talk only to its own server (its
 * Content-Security-Policy says connect-src 'self'), and most sites would not let another page
 * read their robots.txt anyway (CORS). So the fetch goes through the same-origin endpoint that
 * `npx robotscope serve` adds (/api/fetch, RFC 9309 fetching, src/cli/fetchRobots.ts), only when
 * the person asks; a static host has no such endpoint, and the page then says so and offers the
 * ways that work: open the file in a new tab to copy it, or run the app locally.
 */
import { robotsTxtUrl } from '../core/index.ts';
import { dismissMessage, showMessage } from '../state/store.ts';
import type { Files } from '../app/files.ts';

/** What the endpoint answers (src/cli/serve.ts). */
interface FetchAnswer {
  report: {
    robotsUrl: string; finalUrl: string; status: number | null; contentType: string | null; bytes: number;
    redirects: { url: string; status: number; location: string }[];
    conclusion: 'parse' | 'allow-all' | 'disallow-all'; reason: string; notes: string[];
  };
  body: string | null;
}

let shown: number[] = [];

function say(kind: 'info' | 'warning' | 'error', text: string, action?: { label: string; run: () => void }): void {
  shown.push(showMessage(kind, text, action));
}

/** Fetches the robots.txt of `site` and opens it; every outcome is said in the messages. */
export async function fetchSite(site: string, files: Pick<Files, 'openFile'>): Promise<void> {
  shown.forEach(dismissMessage);
  shown = [];
  const robotsUrl = robotsTxtUrl(site);
  if (robotsUrl === null) {
    say('error', `“${site}” is no site or http(s) URL (try example.com or https://example.com/robots.txt). Nothing was fetched.`);
    return;
  }
  const answer = await askServer(robotsUrl);
  if (answer === null) {
    say('warning', `This copy of Robotscope is served as static files, so it cannot fetch ${robotsUrl}: the page talks to no other site, and browsers do not let a page read another site's robots.txt (CORS). Open the file in a new tab and paste it here, or run the app on your machine with “npx robotscope serve”, which can fetch it. Nothing left your browser.`,
      { label: 'Open robots.txt in a new tab', run: () => window.open(robotsUrl, '_blank', 'noopener,noreferrer') });
    return;
  }
  const { report } = answer;
  const via = report.redirects.length === 0 ? '' : ` after ${report.redirects.length} redirect${report.redirects.length === 1 ? '' : 's'} (${report.redirects.map((r) => `${r.status} → ${r.location}`).join(', ')})`;
  if (report.conclusion !== 'parse' || answer.body === null) {
    say(report.conclusion === 'allow-all' ? 'warning' : 'error', `${report.robotsUrl}${via}: ${report.reason}. The editor was not changed.`);
    return;
  }
  const bytes = Uint8Array.from(atob(answer.body), (c) => c.charCodeAt(0));
  await files.openFile(new File([bytes], `robots.txt (${new URL(report.finalUrl).host})`));
  say('info', `Fetched ${report.finalUrl}${via}: status ${report.status}${report.contentType ? `, ${report.contentType}` : ''}, ${report.bytes.toLocaleString('en')} bytes.${report.notes.length ? ' ' + report.notes.join('; ') + '.' : ''}`);
}

/** The endpoint's answer, or null when this server has no endpoint (a static host). */
async function askServer(robotsUrl: string): Promise<FetchAnswer | null> {
  let response: Response;
  try {
    response = await fetch(`./api/fetch?url=${encodeURIComponent(robotsUrl)}`, { headers: { 'x-robotscope-fetch': '1' } });
  } catch {
    return null;
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('application/json')) return null;
  try {
    const answer = (await response.json()) as FetchAnswer;
    return answer && typeof answer.report === 'object' ? answer : null;
  } catch {
    return null;
  }
}
