/**
 * A few hundred real link fragments in Chromium (issue 12 §9): valid links made from corpus
 * files, and the same links damaged the ways links get damaged (cut short by a chat tool, a
 * character changed, added or lost, another version, tracking junk appended, percent-encoded,
 * pasted twice). Each is opened in one long-lived page, as a link pasted into the address bar
 * of an open tab. Every one must end in exactly one of two ways: the document the link was made
 * from, or a clear refusal that leaves the document as it was; and the page raises no error.
 */
import type { Page } from '@playwright/test';
import { loadBytes } from '../src/state/document.ts';
import { encodePermalink, MAX_FRAGMENT_CHARS, PERMALINK_PREFIX } from '../src/state/permalink.ts';
import { corpusFiles, readCorpusFile, seededRandom } from './corpus-files.ts';
import { docText, expect, openApp, test } from './fixtures.ts';

const SEED = 12_9;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

interface Case {
  what: string;
  fragment: string;
  /** The editor text of the document the link was made from. */
  text: string;
  /** Only an untouched link must open; a damaged one may open (to the same text) or be refused. */
  mustOpen: boolean;
}

function damaged(link: string, text: string, name: string, random: () => number): Case[] {
  const at = (from = PERMALINK_PREFIX.length) => from + Math.floor(random() * (link.length - from));
  const char = () => BASE64URL[Math.floor(random() * BASE64URL.length)];
  const cut = (i: number) => link.slice(0, i);
  const flip = (i: number) => link.slice(0, i) + (link[i] === 'A' ? 'B' : char() === link[i] ? 'Q' : char()) + link.slice(i + 1);
  const variants: [string, string][] = [
    ['cut short', cut(at())],
    ['cut short by one', cut(link.length - 1)],
    ['cut to the marker', cut(PERMALINK_PREFIX.length + 1)],
    ['a character changed', flip(at())],
    ['a character changed near the end', flip(link.length - 1 - Math.floor(random() * 8))],
    ['a character lost', (() => { const i = at(); return link.slice(0, i) + link.slice(i + 1); })()],
    ['a character added', (() => { const i = at(); return link.slice(0, i) + char() + link.slice(i); })()],
    ['another version', `v${3 + Math.floor(random() * 9)}.` + link.slice(PERMALINK_PREFIX.length)],
    ['tracking junk appended', `${link}&utm_source=chat`],
    ['percent-encoded', link.replace(/[A-Za-z]/g, (c) => (random() < 0.05 ? `%${c.charCodeAt(0).toString(16)}` : c))],
    ['pasted twice', link + link],
  ];
  return variants.map(([what, fragment]) => ({ what: `${name}: ${what}`, fragment, text, mustOpen: false }));
}

/** Every 16th corpus file whose link Copy link would make (under MAX_FRAGMENT_CHARS). */
async function cases(): Promise<Case[]> {
  const random = seededRandom(SEED);
  const out: Case[] = [];
  const files = corpusFiles().filter((_, i) => i % 16 === 0);
  for (const file of files) {
    const bytes = new Uint8Array(readCorpusFile(file));
    // Every other link carries a view of the grid too (state/linkView.ts): damaged there, it must open or be refused alike.
    const view = out.length % 2 === 0 ? { filter: 'blocked', search: 'private', sort: 'url', sortColumn: 0, descending: true, blockedFor: null } as const : undefined;
    const link = await encodePermalink({ bytes, agent: 'Googlebot', urls: 'https://example.com/\nhttps://example.com/private', profile: 'google', view });
    if (link.length > MAX_FRAGMENT_CHARS) continue;
    const text = loadBytes(bytes).text;
    out.push({ what: `${file.name}: valid`, fragment: link, text, mustOpen: true }, ...damaged(link, text, file.name, random));
  }
  return out;
}

interface Mark { version: number; lastMessage: number }

async function mark(page: Page): Promise<Mark> {
  return page.evaluate(() => {
    const s = window.__robotscope!.store.getState();
    return { version: s.doc.version, lastMessage: Math.max(0, ...s.ui.messages.map((m) => m.id)) };
  });
}

/** Pastes `fragment` into the address bar of the open tab; says how the page answered. */
async function openLink(page: Page, fragment: string, before: Mark): Promise<'opened' | 'refused'> {
  // Clear the hash without an event first, so the same link twice still fires hashchange.
  await page.evaluate((f) => {
    history.replaceState(null, '', '#');
    location.hash = f;
  }, fragment);
  let outcome: 'opened' | 'refused' | null = null;
  await expect.poll(async () => {
    outcome = await page.evaluate((b) => {
      const s = window.__robotscope!.store.getState();
      if (s.doc.version > b.version) return 'opened';
      return s.ui.messages.some((m) => m.id > b.lastMessage && m.kind === 'error') ? 'refused' : null;
    }, before);
    return outcome;
  }, { intervals: [20, 50, 100], timeout: 30_000 }).not.toBeNull();
  return outcome!;
}

test('a few hundred real and damaged links: each opens its document or is refused, never anything else', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const all = await cases();
  expect(all.length).toBeGreaterThanOrEqual(300);
  await openApp(page);
  const tally = { opened: 0, refused: 0, damagedButOpened: [] as string[] };
  for (const c of all) {
    const textBefore = await docText(page);
    const outcome = await openLink(page, `#${c.fragment}`, await mark(page));
    if (outcome === 'opened') {
      // Opened: exactly the document the link was made from, never a different or partial one.
      expect(await docText(page), c.what).toBe(c.text);
      tally.opened++;
      if (!c.mustOpen) tally.damagedButOpened.push(c.what);
    } else {
      expect(c.mustOpen, `${c.what} was refused`).toBe(false);
      // Refused: said in words, and the document is what it was.
      await expect(page.getByRole('alert').last()).toContainText(/link/i);
      expect(await docText(page), c.what).toBe(textBefore);
      tally.refused++;
    }
  }
  console.log(`permalink fuzz: ${all.length} links, ${tally.opened} opened (${tally.damagedButOpened.length} of them damaged: ${tally.damagedButOpened.join('; ') || 'none'}), ${tally.refused} refused`);
  expect(tally.opened + tally.refused).toBe(all.length);
});
