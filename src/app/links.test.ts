/**
 * The link while comparing (issue 9 §1): both versions when they fit, byte for byte; this version
 * alone, said so, when they do not. Fake editors and workers, as in compare.test.ts.
 */
import { EditorState, type EditorStateConfig } from '@codemirror/state';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { decodeRobots, splitBreaks } from '../core/index.ts';
import { createEditorState, robotsExtensions } from '../editor/setup.ts';
import { decodePermalink, LINK_LIMITS } from '../state/permalink.ts';
import { DEFAULT_VIEW } from '../state/matrixView.ts';
import { LINK_VIEW_WORDS } from '../state/linkViewWords.ts';
import { initialState, setView, type RobotsState } from '../state/store.ts';
import { RobotsClient } from '../worker/client.ts';
import type { Spawn } from '../worker/clientTransport.ts';
import { bareView } from './bareView.test-helper.ts';
import { createCompare } from './compare.ts';
import { createLinks } from './links.ts';
import { createSession } from './session.ts';

/** Workers that never answer: a link needs only the editors' text. */
const spawn: Spawn = () => ({ post() {}, terminate() {} });

function setup(raw: string) {
  const { text, breaks } = splitBreaks(raw);
  const store = createStore<RobotsState>()(() => initialState());
  const client = new RobotsClient({ spawn, onProblem() {} });
  const session = createSession({ view: bareView(createEditorState(text, 'google', { onDropFile() {} }, breaks)).view, store, client });
  const merge = (config: { a: EditorStateConfig; b: EditorStateConfig }) => ({
    a: bareView(EditorState.create(config.a)).view, b: bareView(EditorState.create(config.b)).view, dom: {} as HTMLElement, destroy() {},
  });
  const compare = createCompare({ session, client, extensions: () => robotsExtensions('google', { onDropFile() {} }), merge });
  return { compare, store, links: createLinks(session, compare.hooks) };
}

/** Pseudo-random rules: text deflate cannot shrink much, `lines` of it. */
function noise(lines: number, seed: number): string {
  let out = '';
  for (let i = 0, x = seed; i < lines; i++) {
    x = Math.imul(x, 1_103_515_245) + 12_345;
    out += `Disallow: /${(x >>> 0).toString(36)}${(Math.imul(x, 31) >>> 0).toString(36)}\n`;
  }
  return out;
}

describe('the link while comparing', () => {
  it('carries both versions byte for byte, each with its own endings, and where the other came from', async () => {
    const NEW = 'User-agent: *\r\nDisallow: /check\r\n';
    const OLD = '\ufeffUser-agent: *\rAllow: /checkout/\r';
    const s = setup(NEW);
    s.compare.open(splitBreaks(OLD), 'the version you paste');
    const made = (await s.links.currentFragment())!;
    expect(made).toMatchObject({ withDocument: true, otherLeftOut: false });
    const r = await decodePermalink(made.fragment);
    if (!r.ok) throw new Error(r.error);
    expect(decodeRobots(r.state.bytes!).text).toBe(NEW);
    expect(decodeRobots(r.state.other!.bytes).text).toBe(OLD);
    expect(r.state.other!.label).toBe('the version you paste');
  });

  it('carries this version alone, and says the other was left out, when the two do not fit', async () => {
    // Each about 21,000 characters of link: one fits in 32,000, the two do not.
    const s = setup(noise(1_600, 1));
    s.compare.open(splitBreaks(noise(1_600, 2)), 'old.txt');
    const made = (await s.links.currentFragment())!;
    expect(made).toMatchObject({ withDocument: true, otherLeftOut: true });
    const r = await decodePermalink(made.fragment);
    expect(r.ok && r.state.other).toBeNull();
    expect(r.ok && decodeRobots(r.state.bytes!).text).toBe(noise(1_600, 1));
  });

  it('leaves out an other version longer than a link holds without encoding it (31 MB pasted there was encoded on every key, seconds a key)', async () => {
    const s = setup('User-agent: *\nDisallow: /a\n');
    s.compare.open(splitBreaks(`Disallow: /${'x'.repeat(LINK_LIMITS.otherBytes)}\n`), 'the version you paste');
    const linked = vi.spyOn(s.compare.hooks, 'linked');
    vi.stubGlobal('location', { href: 'https://robotscope.test/app' });
    vi.stubGlobal('history', { state: null, replaceState() {} });
    try {
      const made = (await s.links.currentFragment())!;
      expect(made).toMatchObject({ withDocument: true, otherLeftOut: true });
      const r = await decodePermalink(made.fragment);
      expect(r.ok && r.state.other).toBeNull();
      // The address bar's copy while storage refuses (every key): this version, at once.
      expect(s.links.writeAddressBarNow()).toBe(true);
      expect(linked).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says nothing is left out when not comparing', async () => {
    const s = setup('User-agent: *\n');
    expect(await s.links.currentFragment()).toMatchObject({ withDocument: true, otherLeftOut: false });
  });
});

describe('a test suite too big for a link', () => {
  it('makes no link and says the suite is the reason, not the document, which is small', async () => {
    const s = setup('User-agent: *\nDisallow: /private/\n');
    const urls = Array.from({ length: 10_000 }, (_, i) => `/p${i}`).join('\n');
    s.store.setState((st) => ({ inputs: { ...st.inputs, urls } }));
    expect(await s.links.currentFragment()).toBeNull();
    await s.links.copyLink();
    const { ui } = s.store.getState();
    expect(ui.linkTooBig).toBe(false);
    expect(ui.linkSuiteTooBig).toBe('more than 1,000 URL lines (at most 1,000)');
    const said = ui.messages.at(-1)!;
    expect(said.text).toContain('the test suite is too big for a link (more than 1,000 URL lines');
    expect(said.text).toContain('Save suite');
    expect(said.text).not.toContain('This document');
  });

  it('is not encoded for the address bar at once (storage full) when it cannot fit: 1,000,000 URLs cost a keystroke 300 ms', () => {
    const s = setup('User-agent: *\n');
    const urls = Array.from({ length: 10_000 }, (_, i) => `https://example.com/p/${i}`).join('\n');
    s.store.setState((st) => ({ inputs: { ...st.inputs, urls } }));
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    expect(s.links.writeAddressBarNow()).toBe(false);
    expect(encode).not.toHaveBeenCalled();
    encode.mockRestore();
  });
});

describe('a URL list too big for a link (issue 24 §2)', () => {
  it('offers "Copy link without URLs", which copies the document, the crawlers and the profile, and no URL', async () => {
    const s = setup('User-agent: *\nDisallow: /private/\n');
    const urls = Array.from({ length: 10_000 }, (_, i) => `/p${i}`).join('\n');
    s.store.setState((st) => ({ inputs: { ...st.inputs, urls, crawlers: ['Googlebot', 'GPTBot'] } }));
    await s.links.copyLink();
    const said = s.store.getState().ui.messages.at(-1)!;
    expect(said.text).toContain('the test suite is too big for a link (more than 1,000 URL lines');
    expect(said.actions.map((a) => a.label)).toEqual(['Copy link without URLs']);

    const copied: string[] = [];
    vi.stubGlobal('navigator', { clipboard: { writeText: (t: string) => { copied.push(t); return Promise.resolve(); } } });
    vi.stubGlobal('location', { href: 'https://robotscope.test/app#old' });
    try {
      said.actions[0].run();
      // The link is compressed before it is copied; vi.waitFor's 1 s default failed under load (not a speed goal).
      await vi.waitFor(() => expect(copied).toHaveLength(1), { timeout: 30_000 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(copied[0].startsWith('https://robotscope.test/app#')).toBe(true);
    const r = await decodePermalink(copied[0].slice(copied[0].indexOf('#') + 1));
    expect(r.ok && r.state.urls).toBe('');
    expect(r.ok && r.state.crawlers).toEqual(['Googlebot', 'GPTBot']);
    expect(r.ok && decodeRobots(r.state.bytes!).text).toBe('User-agent: *\nDisallow: /private/\n');
    expect(s.store.getState().ui.messages.at(-1)!.text).toBe('Copied a link without the URL list: it carries the document, the crawlers and the profile. Use Save suite to share the URLs.');
    // The list the person has is untouched.
    expect(s.store.getState().inputs.urls).toBe(urls);
  });
});

/** Copy link, with the browser's clipboard, address and history stood in for: what it copied. */
async function copyInBrowser(links: ReturnType<typeof setup>['links']): Promise<string[]> {
  const copied: string[] = [];
  vi.stubGlobal('navigator', { clipboard: { writeText: (t: string) => { copied.push(t); return Promise.resolve(); } } });
  vi.stubGlobal('location', { href: 'https://robotscope.test/app' });
  vi.stubGlobal('history', { state: null, replaceState() {} });
  try {
    await links.copyLink();
  } finally {
    vi.unstubAllGlobals();
  }
  return copied;
}

describe('the link of the grid on screen', () => {
  it('carries the grid\'s filter, sort and search', async () => {
    const s = setup('User-agent: *\nDisallow: /cart\n');
    const view = { filter: 'blocked', search: 'cart', sort: 'verdict', sortColumn: 1, descending: true, blockedFor: null } as const;
    setView(s.store, view);
    const r = await decodePermalink((await s.links.currentFragment())!.fragment);
    expect(r.ok && r.state.view).toEqual(view);
  });

  it('says Copy link leaves out a search too long for a link, and carries the rest of the view', async () => {
    const s = setup('User-agent: *\nDisallow: /cart\n');
    const search = `/cart?${'q'.repeat(2_001)}`;
    setView(s.store, { filter: 'blocked', search });
    const copied = await copyInBrowser(s.links);
    // Said once, by the note by the search field (as for the address bar), not in a message too.
    expect(s.store.getState().ui.linkSearchLeftOut).toBe(2_007);
    expect(s.store.getState().ui.messages).toEqual([]);
    const r = await decodePermalink(copied[0].slice(copied[0].indexOf('#') + 1));
    expect(r.ok && r.state.view).toEqual({ ...DEFAULT_VIEW, filter: 'blocked' });
    // The search on screen is the person's: untouched.
    expect(s.store.getState().view.search).toBe(search);
  });

  it('says nothing of the search when it goes in the link', async () => {
    const s = setup('User-agent: *\nDisallow: /cart\n');
    setView(s.store, { search: 'q'.repeat(2_000) });
    expect(await copyInBrowser(s.links)).toHaveLength(1);
    expect(s.store.getState().ui.messages).toEqual([]);
    expect(s.store.getState().ui.linkSearchLeftOut).toBeNull();
  });
});

describe('the link in the address bar', () => {
  it('follows the grid\'s view alone, and says when it leaves the search out as Copy link does', async () => {
    const s = setup('User-agent: *\nDisallow: /cart\n');
    const written: string[] = [];
    vi.stubGlobal('location', { href: 'https://robotscope.test/app' });
    vi.stubGlobal('history', { state: null, replaceState: (_: unknown, __: string, url: string) => { written.push(url); } });
    const stop = s.links.watchAddressBar();
    const view = async () => {
      const url = written.at(-1)!;
      const r = await decodePermalink(url.slice(url.indexOf('#') + 1));
      return r.ok ? r.state.view : null;
    };
    try {
      // Only the view changes: before, the address bar kept the link of before, and no note.
      const long = `/cart?${'q'.repeat(2_001)}`;
      setView(s.store, { filter: 'blocked', search: long });
      await vi.waitFor(() => expect(written).toHaveLength(1), { timeout: 3000 });
      expect(await view()).toEqual({ ...DEFAULT_VIEW, filter: 'blocked' });
      expect(s.store.getState().ui.linkSearchLeftOut).toBe(2_007);
      expect(LINK_VIEW_WORDS.searchLeftOut(2_007)).toBe('The link leaves out the search: 2,007 characters, more than the 2,000 a link carries.');
      expect(s.store.getState().ui.messages).toEqual([]);
      // Short enough: the link carries it, and the note goes.
      setView(s.store, { search: long.slice(0, 2_000) });
      await vi.waitFor(() => expect(written).toHaveLength(2), { timeout: 3000 });
      expect(await view()).toEqual({ ...DEFAULT_VIEW, filter: 'blocked', search: long.slice(0, 2_000) });
      expect(s.store.getState().ui.linkSearchLeftOut).toBeNull();
    } finally {
      stop();
      vi.unstubAllGlobals();
    }
  });
});
