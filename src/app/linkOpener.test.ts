/**
 * Opening a link, apart from the boot (app/boot.ts): its document and suite replace what is on
 * screen through `replace`, a link without its document puts the suite alone, and a link that is
 * no good changes nothing and says so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { encodePermalink } from '../state/permalink.ts';
import { DEFAULT_VIEW } from '../state/matrixView.ts';
import { createRobotsStore, initialState, setView } from '../state/store.ts';
import { createLinkOpener } from './linkOpener.ts';

const store = createRobotsStore();

function setup(allow = true) {
  const loaded: { text: string; fileName?: string }[] = [];
  const replaced: string[] = [];
  const restored: unknown[] = [];
  const opener = createLinkOpener({
    session: { store, load: (l, o) => { loaded.push({ text: l.text, fileName: o?.fileName }); } },
    files: { reportEncoding() {} },
    compare: { restore: (v) => { restored.push(v); } },
    replace: (kind, apply) => { replaced.push(kind); if (allow) apply(); return allow; },
  });
  return { opener, loaded, replaced, restored };
}

const bytes = (text: string) => new TextEncoder().encode(text);

afterEach(() => { store.setState(initialState()); });

describe('opening a link', () => {
  it('puts its document and its suite on screen through replace', async () => {
    const t = setup();
    const hash = await encodePermalink({ bytes: bytes('User-agent: *\nDisallow: /x\n'), agent: 'GPTBot', urls: '/x', profile: 'google', crawlers: ['GPTBot', 'Googlebot'], fileName: 'site.txt' });
    expect(await t.opener.openFragment(hash)).toBe('document');
    expect(t.replaced).toEqual(['link']);
    expect(t.loaded).toEqual([{ text: 'User-agent: *\nDisallow: /x\n', fileName: 'site.txt' }]);
    expect(store.getState().inputs).toMatchObject({ urls: '/x', profile: 'google', crawlers: ['GPTBot', 'Googlebot'] });
    expect(t.restored).toEqual([]);
  });

  it('opens the grid as the sender saw it: filter, sort and search; a link without a view shows the default one', async () => {
    const t = setup();
    const view = { ...DEFAULT_VIEW, filter: 'blocked' as const, search: 'cart', sort: 'url' as const, descending: true };
    const hash = await encodePermalink({ bytes: bytes('User-agent: *\nDisallow: /cart\n'), agent: 'GPTBot', urls: '/cart\n/', profile: 'documented', crawlers: ['GPTBot'], view });
    expect(await t.opener.openFragment(hash)).toBe('document');
    expect(store.getState().view).toEqual(view);
    expect(store.getState().ui.messages).toEqual([]);
    const plain = await encodePermalink({ bytes: bytes('User-agent: *\n'), agent: 'GPTBot', urls: '/', profile: 'documented', crawlers: ['GPTBot'] });
    expect(await t.opener.openFragment(plain)).toBe('document');
    expect(store.getState().view).toEqual(DEFAULT_VIEW);
    setView(store, { filter: 'allowed' });
    t.opener.lastSuite()?.();
    expect(store.getState().view).toEqual(DEFAULT_VIEW);
  });

  it('waits, changing nothing, while the person is asked about work storage could not keep', async () => {
    const t = setup(false);
    const hash = await encodePermalink({ bytes: bytes('User-agent: *\n'), agent: 'GPTBot', urls: '/x', profile: 'google' });
    expect(await t.opener.openFragment(hash)).toBe('waiting');
    expect(t.loaded).toEqual([]);
    expect(store.getState().inputs.urls).toBe(initialState().inputs.urls);
  });

  it('puts a suite-only link\'s suite over the document on screen, and keeps it to apply again', async () => {
    const t = setup();
    const hash = await encodePermalink({ bytes: null, agent: 'GPTBot', urls: '/big', profile: 'rfc9309', fileName: 'huge.txt' });
    expect(await t.opener.openFragment(hash)).toBe('suite');
    expect(t.loaded).toEqual([]);
    expect(store.getState().inputs).toMatchObject({ urls: '/big', profile: 'rfc9309' });
    expect(store.getState().ui.messages.at(-1)?.text).toContain('“huge.txt”');
    store.setState(initialState());
    t.opener.lastSuite()?.();
    expect(store.getState().inputs.urls).toBe('/big');
  });

  it('refuses a link that is no good, with a message, changing nothing', async () => {
    const t = setup();
    expect(await t.opener.openFragment('#v2.not-a-link')).toBe('refused');
    expect(t.replaced).toEqual([]);
    expect(store.getState().ui.messages.at(-1)).toMatchObject({ kind: 'error' });
    expect(store.getState().ui.messages.at(-1)?.text).toContain('Nothing was changed.');
  });
});
