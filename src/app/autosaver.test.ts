/**
 * The autosave of a tab, on storage in memory: the URL list is stored apart and only when it
 * changed (issue 24 §3), so a pause in typing in the editor writes the document, never the
 * 100,000 URLs again; what a reload reads back is still the whole state.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_SUFFIX, MAX_STORABLE_CHARS, readVersion, REPLACED_SUFFIX, SLOT_PREFIX } from '../state/autosave.ts';
import { memoryStorage } from '../state/memoryStorage.test-helper.ts';
import { createRobotsStore, initialState } from '../state/store.ts';
import { createAutosaver } from './autosaver.ts';
import type { CompareHooks } from './compareHooks.ts';
import type { Links } from './links.ts';
import type { Session } from './session.ts';

const store = createRobotsStore();

let local: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  local = memoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('history', { state: null, replaceState() {} });
  vi.stubGlobal('addEventListener', () => {});
  vi.stubGlobal('removeEventListener', () => {});
  store.setState(initialState());
});
afterEach(() => vi.unstubAllGlobals());

function tab() {
  let text = 'User-agent: *\n';
  const session = { store, text: () => text } as unknown as Session;
  const saver = createAutosaver({ session, links: { lastWrittenHash: () => '', markUnsaved() {} } as unknown as Links });
  const writes: string[] = [];
  const setItem = local.setItem;
  local.setItem = (k, v) => { writes.push(k); setItem(k, v); };
  const unwatch = saver.watch();
  return {
    saver, writes, unwatch,
    typeInEditor(more: string) {
      text += more;
      store.setState((s) => ({ doc: { ...s.doc, version: s.doc.version + 1 } }));
      saver.flush();
    },
    typeInList(urls: string) {
      store.setState((s) => ({ inputs: { ...s.inputs, urls, version: s.inputs.version + 1 } }));
      saver.flush();
    },
  };
}

describe('the autosave of the URL list', () => {
  it('stores the list when it changed, and not again while only the document changes', () => {
    const t = tab();
    const urls = Array.from({ length: 100_000 }, (_, i) => `https://example.com/p/${i}`).join('\n');
    t.typeInList(urls);
    const slot = SLOT_PREFIX + t.saver.slot();
    expect(t.writes).toEqual([slot + LIST_SUFFIX, slot]);
    t.writes.length = 0;
    t.typeInEditor('Disallow: /a');
    t.typeInEditor('b');
    expect(t.writes).toEqual([slot, slot]);
    expect(readVersion(t.saver.slot())).toMatchObject({ text: 'User-agent: *\nDisallow: /ab', urls });
    t.writes.length = 0;
    t.typeInList(`${urls}\n/new`);
    expect(t.writes).toEqual([slot + LIST_SUFFIX, slot]);
    expect(readVersion(t.saver.slot())?.urls).toBe(`${urls}\n/new`);
    t.unwatch();
  });

  it('stores the list again in a new slot (the tab moved on, the old version kept as it is)', () => {
    const t = tab();
    t.typeInList('/a\n/b');
    const old = t.saver.slot();
    t.saver.leaveSlot('example');
    t.saver.flush();
    expect(t.saver.slot()).not.toBe(old);
    expect(readVersion(t.saver.slot())?.urls).toBe('/a\n/b');
    expect(readVersion(old)?.urls).toBe('/a\n/b');
    t.unwatch();
  });

  it('saves a change of the grid\'s view alone, without making the version newer work (F18)', () => {
    const t = tab();
    t.typeInEditor('Disallow: /a');
    const edited = readVersion(t.saver.slot())?.edited;
    store.setState((s) => ({ view: { ...s.view, filter: 'blocked', sort: 'url' } }));
    t.saver.flush();
    expect(readVersion(t.saver.slot())).toMatchObject({ text: 'User-agent: *\nDisallow: /a', view: { filter: 'blocked', sort: 'url' }, edited });
    t.unwatch();
  });

  it('saves the mark of a fetched body cut short with the document, and no mark for a body read whole', () => {
    const t = tab();
    t.typeInEditor('Disallow: /a');
    expect(readVersion(t.saver.slot())?.bodyCut).toBeUndefined();
    store.setState((s) => ({ doc: { ...s.doc, bodyCut: true } }));
    t.typeInEditor('b');
    expect(readVersion(t.saver.slot())).toMatchObject({ text: 'User-agent: *\nDisallow: /ab', bodyCut: true });
    t.unwatch();
  });

  it('stores the list the sets replaced with the list, apart, and not again while only the document changes (review15 §7.3)', () => {
    const t = tab();
    store.setState((s) => ({ sets: { ...s.sets, replaced: '/my/typed' }, inputs: { ...s.inputs, urls: '/s1/0', version: s.inputs.version + 1 } }));
    t.saver.flush();
    const slot = SLOT_PREFIX + t.saver.slot();
    expect(t.writes).toEqual([slot + LIST_SUFFIX, slot + REPLACED_SUFFIX, slot]);
    expect(readVersion(t.saver.slot())).toMatchObject({ urls: '/s1/0', replaced: '/my/typed' });
    t.writes.length = 0;
    t.typeInEditor('Disallow: /a');
    expect(t.writes).toEqual([slot]);
    store.setState((s) => ({ sets: { ...s.sets, replaced: null }, inputs: { ...s.inputs, urls: '/my/typed', version: s.inputs.version + 1 } }));
    t.saver.flush();
    expect(readVersion(t.saver.slot())?.replaced).toBeUndefined();
    expect(local.getItem(slot + REPLACED_SUFFIX)).toBeNull();
    t.unwatch();
  });
});

describe('the autosave while comparing with a version too big to store', () => {
  it('does not read the other version out on each pause in typing, and says it is the one too big', () => {
    const big = `Disallow: /${'x'.repeat(MAX_STORABLE_CHARS)}\n`;
    const saved = vi.fn(() => ({ text: big, source: 'the version you paste' }));
    const compare: CompareHooks = { saved, linked: () => null, length: () => big.length, restore() {}, watch: () => () => {} };
    const session = { store, text: () => 'User-agent: *\n' } as unknown as Session;
    const saver = createAutosaver({ session, links: { lastWrittenHash: () => '', markUnsaved() {}, writeAddressBarNow: () => false } as unknown as Links, compare });
    const unwatch = saver.watch();
    store.setState((s) => ({ doc: { ...s.doc, version: s.doc.version + 1 } }));
    expect(saver.flush()).toBe(false);
    // 31 MB pasted there was serialised whole on every pause, to be refused by storage.
    expect(saved).not.toHaveBeenCalled();
    expect(store.getState().ui.messages.at(-1)?.text).toContain(`the compare view's other version (`);
    unwatch();
  });
});
