/**
 * The page's Fetch holds no more of an answer than it can use (issue 28 §2). The page reads its
 * server's answer (/api/fetch, app/fetchSite.ts) a chunk at a time and stops at a cap: an answer
 * that never ends, or a small gzip body that inflates to 128 MiB, must cost the tab a few
 * megabytes, not the whole body, and leave it answering keys. The endpoint here is a hostile
 * one (a server that reads on past the read limit, or a proxy in between), so the page's own
 * cap is what is tested, not `robotscope serve`'s.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';
import { docText, expect, openApp, openFetch, test, urlsField, urlsText } from './fixtures.ts';

/** What either hostile answer holds in all: far past any cap, yet not enough to hurt the machine when the cap is removed to check this test. */
const ANSWER_BYTES = 128 * 1024 * 1024;
/**
 * Growth of the tab's memory (JS heap, and the array buffers beside it) that a capped read
 * stays under with room to spare: the cap is 8.1 MiB (FETCH_READ_BYTES, 6 MiB, in base64, and
 * 64 KiB), its chunks and their one copy some 16 MiB. Reading the whole answer is 128 MiB and more.
 */
const MAX_GROWTH = 48 * 1024 * 1024;

/** The start of an answer as /api/fetch gives it, its base64 body never closed. */
const HEAD = Buffer.from('{"report":{"robotsUrl":"https://example.com/robots.txt","finalUrl":"https://example.com/robots.txt","status":200,"contentType":"text/plain","bytes":0,"redirects":[],"conclusion":"parse","reason":"","notes":[]},"body":"');
const MIB = Buffer.alloc(1024 * 1024, 'A');

/** ANSWER_BYTES of answer, as fast as the page reads it, until it stops reading. */
function endless(res: import('node:http').ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  let sent = 0;
  let open = true;
  res.on('error', () => {});
  res.on('close', () => { open = false; });
  res.write(HEAD);
  const pump = (): void => {
    while (open && sent < ANSWER_BYTES) {
      sent += MIB.length;
      if (!res.write(MIB)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

let bomb: Buffer | null = null;

/**
 * A gzip answer that inflates to ANSWER_BYTES, about 130 KB on the wire. One member: a browser
 * need not read on past the first (RFC 1952 2.2 allows a series).
 */
function gzipBomb(res: import('node:http').ServerResponse): void {
  bomb ??= gzipSync(Buffer.concat([HEAD, Buffer.alloc(ANSWER_BYTES, 'A')]), { level: 9 });
  res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
  res.on('error', () => {});
  res.end(bomb);
}

let server: Server;
let hostile = '';

test.beforeAll(async () => {
  server = createServer((req, res) => (req.url?.startsWith('/bomb') ? gzipBomb(res) : endless(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostile = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The tab's memory now: the JS heap and the array buffers' backing stores, after a collection when asked. */
async function memory(cdp: CDPSession, collect = false): Promise<number> {
  if (collect) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, backingStorageSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize + backingStorageSize;
}

/** The most memory the tab held while `during` ran, sampled as often as the tab answers. */
async function peakDuring(cdp: CDPSession, during: Promise<void>): Promise<number> {
  let peak = 0;
  let done = false;
  const finished = during.finally(() => { done = true; });
  while (!done) {
    peak = Math.max(peak, await memory(cdp));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await finished;
  return Math.max(peak, await memory(cdp));
}

/** Fetch, and keys typed while the page reads the answer, until the page says how it ended. */
async function fetchWhileTyping(page: Page): Promise<void> {
  await openFetch(page);
  await page.getByLabel('Site whose robots.txt to fetch').fill('example.com');
  await page.getByLabel('Site whose robots.txt to fetch').press('Enter');
  await urlsField(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n/typed', { delay: 120 });
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 60_000 });
}

for (const [what, path] of [['an endless answer', '/endless'], ['a gzip bomb', '/bomb']]) {
  test(`Fetch of ${what} stops at the page's cap: a clear message, keys land, memory stays bounded`, async ({ page, context }) => {
    test.setTimeout(120_000);
    // The page asks its own server (/api/fetch); here that server is a hostile one.
    await page.route('**/api/fetch?**', (route) => route.continue({ url: `${hostile}${path}` }));
    await openApp(page);
    const docBefore = await docText(page);
    const urlsBefore = await urlsText(page);
    const cdp = await context.newCDPSession(page);
    const before = await memory(cdp, true);
    const peak = await peakDuring(cdp, fetchWhileTyping(page));
    test.info().annotations.push({ type: 'memory', description: `grew by ${((peak - before) / 1048576).toFixed(1)} MiB at most` });
    expect(peak - before).toBeLessThan(MAX_GROWTH);
    await expect(page.getByRole('alert')).toContainText('went on past');
    await expect(page.getByRole('alert')).toContainText('the page stopped reading it there. The editor was not changed.');
    // Every key typed while the page read the answer landed where it was typed.
    expect(await urlsText(page)).toBe(`${urlsBefore}\n/typed`);
    expect(await docText(page)).toBe(docBefore);
  });
}
