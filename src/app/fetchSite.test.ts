import { afterEach, describe, expect, it, vi } from 'vitest';
import { FETCH_READ_BYTES } from '../core/fetchPolicy.ts';
import { NOT_READ_FURTHER } from '../core/words/fetchWords.ts';
import { createRobotsStore } from '../state/store.ts';
import { fetchSite } from './fetchSite.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

/** The server's answer as a stream: `head`, then `filler` bytes forever (or `times` times). */
function answer(head: string, filler: string, times = Infinity, tail = ''): Response {
  const encoder = new TextEncoder();
  let sent = 0;
  return new Response(new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(encoder.encode(head));
      else if (sent <= times) controller.enqueue(encoder.encode(filler));
      else {
        controller.enqueue(encoder.encode(tail));
        controller.close();
      }
      sent++;
    },
  }), { headers: JSON_TYPE });
}

const report = { robotsUrl: 'https://example.com/robots.txt', finalUrl: 'https://example.com/robots.txt', status: 200, contentType: 'text/plain', bytes: 0, redirects: [], conclusion: 'parse', reason: '', notes: [] };
const store = createRobotsStore();
const lastMessage = () => store.getState().ui.messages.at(-1)!;

afterEach(() => { vi.unstubAllGlobals(); });

describe('fetchSite', () => {
  it('stops reading an answer that never ends, says so, and opens nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(`{"report":${JSON.stringify(report)},"body":"`, 'QUFB'.repeat(4096))));
    const openFile = vi.fn(async () => true);
    await fetchSite(store, 'example.com', { openFile });
    expect(openFile).not.toHaveBeenCalled();
    expect(lastMessage().kind).toBe('error');
    expect(lastMessage().text).toContain('the page stopped reading it there. The editor was not changed.');
  });

  it('keeps only what a fetch reads of a body a server read on past it, and says the rest was not read', async () => {
    // 16 KiB past the read limit of "AAA" in base64, 12,288 bytes a chunk: under the answer's cap (64 KiB of room).
    const times = Math.ceil((FETCH_READ_BYTES + 16 * 1024) / 12_288);
    vi.stubGlobal('fetch', vi.fn(async () => answer(`{"report":${JSON.stringify(report)},"body":"`, 'QUFB'.repeat(4096), times, '"}')));
    const opened: File[] = [];
    await fetchSite(store, 'example.com', { openFile: async (f: File) => { opened.push(f); return true; } });
    expect(opened).toHaveLength(1);
    expect(opened[0].size).toBe(FETCH_READ_BYTES);
    expect(lastMessage().text).toContain(`${FETCH_READ_BYTES.toLocaleString('en')} bytes read`);
    expect(lastMessage().text).toContain(NOT_READ_FURTHER);
  });

  it('says nothing was fetched into the editor when the page refused the body: no "Fetched" after its error (issue 28 §3)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(`{"report":${JSON.stringify(report)},"body":"`, 'AAEC', 1, '"}')));
    const before = store.getState().ui.messages.map((m) => m.id);
    // openFile said why it refused the file (its own error message), and opened nothing.
    await fetchSite(store, 'example.com', { openFile: async () => false });
    const said = store.getState().ui.messages.filter((m) => !before.includes(m.id));
    expect(said.filter((m) => m.text.startsWith('Fetched'))).toEqual([]);
  });

  it('after redirects, a failure names where the fetch ended (issue 28 §3)', async () => {
    const base = { ...report, robotsUrl: 'https://a.example/robots.txt', conclusion: 'allow-all', status: 404, reason: 'status 404: there is no robots.txt, so everything is allowed' };
    const once = { ...base, finalUrl: 'https://b.example/robots.txt', redirects: [{ url: 'https://a.example/robots.txt', status: 301, location: 'https://b.example/robots.txt' }] };
    vi.stubGlobal('fetch', vi.fn(async () => answer(`{"report":${JSON.stringify(once)},"body":null}`, '', 0)));
    await fetchSite(store, 'a.example', { openFile: async () => true });
    expect(lastMessage().text).toBe('https://a.example/robots.txt, redirected (301) to https://b.example/robots.txt: status 404: there is no robots.txt, so everything is allowed. The editor was not changed; the results show this outcome until you edit it.');
    // The results show the outcome (issue 23 §3), and the site asked of is the list's origin.
    expect(store.getState().doc.noFile).toMatchObject({ robotsUrl: 'https://a.example/robots.txt', allowed: true });
    expect(store.getState().inputs.origin).toBe('https://a.example');
    const twice = { ...once, redirects: [...once.redirects, { url: 'https://b.example/robots.txt', status: 302, location: 'https://c.example/robots.txt' }] };
    vi.stubGlobal('fetch', vi.fn(async () => answer(`{"report":${JSON.stringify(twice)},"body":null}`, '', 0)));
    await fetchSite(store, 'a.example', { openFile: async () => true });
    expect(lastMessage().text).toContain('redirected 2 times (301 → https://b.example/robots.txt, 302 → https://c.example/robots.txt), ending at https://c.example/robots.txt: status 404');
  });

  it('offers the fetched file\'s sitemaps as URL sets, and fetches none until asked (issue 25 §3)', async () => {
    const body = btoa('User-agent: *\nDisallow: /x\nSitemap: https://example.com/a.xml\nSitemap: https://example.com/b.xml\n');
    const server = vi.fn(async () => answer(`{"report":${JSON.stringify(report)},"body":"${body}","sitemaps":["https://example.com/a.xml","https://example.com/b.xml"]}`, '', 0));
    vi.stubGlobal('fetch', server);
    const open = vi.fn(async () => {});
    await fetchSite(store, 'example.com', { openFile: async () => true }, { open });
    expect(lastMessage().text).toMatch(/^Fetched https:\/\/example\.com\/robots\.txt: .* It lists 2 sitemaps\.$/);
    expect(lastMessage().actions.map((a) => a.label)).toEqual(['Open its 2 sitemaps as URL sets']);
    expect(server).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    // Without the URL sets to open them in, nothing is offered.
    await fetchSite(store, 'example.com', { openFile: async () => true });
    expect(lastMessage().actions).toEqual([]);
  });
});
