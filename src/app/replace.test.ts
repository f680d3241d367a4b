import { beforeEach, describe, expect, it } from 'vitest';
import { listVersions, readVersion, writeVersion, type LeftFor, type Saved } from '../state/autosave.ts';
import { sameWork } from '../state/keeping.ts';
import { memoryStorage } from '../state/memoryStorage.test-helper.ts';
import { createRobotsStore } from '../state/store.ts';
import type { Autosaver } from './autosaver.ts';
import { createReplace, focusFree } from './replace.ts';

const doc = (text: string, extra: Partial<Saved> = {}): Saved => ({ text, agent: 'Googlebot', urls: '/', profile: 'google', edited: 1000, ...extra });
const TYPED = 'User-agent: *\nDisallow: /my-typed-work';
const EXAMPLE = '# Welcome\nUser-agent: *\nDisallow: /tmp/\n';

/**
 * A tab as the autosaver keeps it (app/autosaver.ts), on a storage that refuses values longer
 * than `quota` characters, as a full one does: what is on screen, and the slot it is saved to.
 */
function tab(quota = Infinity) {
  const kv = memoryStorage(quota);
  let slot = 'tab';
  let onScreen = doc(EXAMPLE);
  let pristine: Saved | null = onScreen;
  let dirty = false;
  const snapshot = () => (pristine && sameWork(onScreen, pristine) ? { ...onScreen, asOpened: true as const } : onScreen);
  const saver: Autosaver = {
    tab: 'tab', ready: Promise.resolve(), inherited: () => 'tab', slot: () => slot, snapshot,
    flush: () => {
      if (dirty) dirty = !writeVersion(slot, snapshot(), kv);
      return !dirty;
    },
    leaveSlot(reason: LeftFor) {
      const mine = readVersion(slot, kv);
      if (mine) writeVersion(slot, { ...mine, leftFor: reason }, kv);
      slot = `${slot}+`;
      dirty = true;
    },
    opened: (_at, asOpened) => { pristine = asOpened ? onScreen : null; },
    watch: () => () => undefined,
    refreshKept: () => undefined,
  };
  const downloads: string[] = [];
  /** What was on screen each time the editor was given the focus. */
  const focused: string[] = [];
  /** The element each focus was asked from (Asker). */
  const askers: unknown[] = [];
  const replace = createReplace(store, saver, { download: () => downloads.push(onScreen.text), focusEditor: (from) => { focused.push(onScreen.text); askers.push(from); } }, kv);
  return {
    kv, replace, downloads, focused, askers, slot: () => slot,
    /** The person types: the text changes, and is saved (or not) on the next flush. */
    type(text: string) { onScreen = { ...onScreen, text }; dirty = true; },
    save() { saver.flush(); },
    show: (text: string) => () => { onScreen = { ...onScreen, text }; },
    text: () => onScreen.text,
  };
}

const store = createRobotsStore();
const messages = () => store.getState().ui.messages;

describe('replace', () => {
  beforeEach(() => store.setState((s) => ({ ui: { ...s.ui, messages: [] } })));

  it('keeps typed work the example replaces: the old slot stays, the tab moves to a new one, and the page says so', () => {
    const t = tab();
    t.type(TYPED);
    t.save();
    expect(t.replace('example', t.show(EXAMPLE))).toBe(true);
    expect(t.text()).toBe(EXAMPLE);
    expect(t.slot()).not.toBe('tab');
    expect(readVersion('tab', t.kv)).toMatchObject({ text: TYPED, leftFor: 'example' });
    expect(messages().map((m) => m.text)).toEqual(['Opened the example. The document you had is kept: see “Kept documents” to bring it back.']);
  });

  it('keeps the last changes not yet saved: they are written before the replacement', () => {
    const t = tab();
    t.type(TYPED);
    t.replace('new', t.show(''));
    expect(readVersion('tab', t.kv)?.text).toBe(TYPED);
  });

  it('keeps nothing of what came as it is (a file, the example) or what another version already holds', () => {
    const t = tab();
    t.replace('file', t.show('# a file\n'));
    expect(t.slot()).toBe('tab');
    t.type(TYPED);
    writeVersion('elsewhere', doc(TYPED), t.kv);
    t.replace('example', t.show(EXAMPLE));
    expect(t.slot()).toBe('tab');
    expect(messages()).toEqual([]);
  });

  it('a suite replaced says the suite is kept with its document', () => {
    const t = tab();
    t.type(TYPED);
    t.replace('suite-link', t.show(`${TYPED}\n`));
    expect(messages().at(-1)?.text).toBe('Opened the test suite of the shared link. The test suite you had is kept, with its document: see “Kept documents” to bring it back.');
  });

  it('storage full: nothing is replaced; the page says what could not be kept and offers it as a download first', () => {
    const t = tab(200);
    t.type('# saved\nUser-agent: *\n');
    t.save();
    t.type(`# saved\nUser-agent: *\n${'Disallow: /more\n'.repeat(20)}`);
    const typed = t.text();
    expect(t.replace('link', t.show('# shared\n'))).toBe(false);
    expect(t.text()).toBe(typed);
    const [m] = messages();
    expect(m.kind).toBe('error');
    expect(m.text).toMatch(/^Your latest changes to “# saved” could not be kept: this browser's storage is full \(or the document is too big for it\)\. Only the version you had before is kept \(edited at \d\d:\d\d\)\. Nothing was replaced yet: download it first, or open the link without it\.$/);
    expect(m.actions.map((a) => a.label)).toEqual(['Download it, then open the link', 'Open the link anyway']);
    m.actions[0].run();
    expect(t.downloads).toEqual([typed]);
    expect(t.text()).toBe('# shared\n');
    // The older version storage held stays, kept.
    expect(readVersion('tab', t.kv)).toMatchObject({ text: '# saved\nUser-agent: *\n', leftFor: 'link' });
  });

  it('storage full with nothing of the document stored: says so, and going on anyway replaces it', () => {
    const t = tab(0);
    t.type(TYPED);
    expect(t.replace('example', t.show(EXAMPLE))).toBe(false);
    expect(messages()[0].text).toContain('could not be kept: this browser\'s storage is full (or the document is too big for it). No version of it is stored.');
    messages()[0].actions[1].run();
    expect(t.text()).toBe(EXAMPLE);
    expect(t.downloads).toEqual([]);
  });

  it('a replacement the person asked for takes the focus into the editor, once the new text is there; a link or a suite does not', () => {
    const t = tab();
    t.replace('new', t.show(''));
    t.replace('example', t.show(EXAMPLE));
    t.replace('file', t.show('# file\n'));
    t.replace('restore', t.show('# kept\n'));
    expect(t.focused).toEqual(['', EXAMPLE, '# file\n', '# kept\n']);
    t.replace('link', t.show('# shared\n'));
    t.replace('suite', t.show('# suite\n'));
    t.replace('suite-link', t.show('# suite link\n'));
    expect(t.focused).toHaveLength(4);
  });

  it('takes the focus only from the page or a button: a field or a grid cell may be taking the person\'s keys', () => {
    expect([null, 'BODY', 'BUTTON'].map((tagName) => focusFree(tagName === null ? null : { tagName }))).toEqual([true, true, true]);
    // The site field, the URL list (a CodeMirror content DIV), a grid cell, the Profile select.
    expect(['INPUT', 'DIV', 'TEXTAREA', 'SELECT'].map((tagName) => focusFree({ tagName }))).toEqual([false, false, false, false]);
  });

  it('takes a button only if it asked: one the person Tabbed to while a file was read keeps the focus (review23 L2)', () => {
    const asked = { tagName: 'BUTTON' };
    const other = { tagName: 'BUTTON' };
    expect(focusFree(asked, asked)).toBe(true);
    expect(focusFree(other, asked)).toBe(false);
    // From the page to a button meanwhile: the button keeps it; a button that went away leaves the page, which may give it.
    expect(focusFree(other, { tagName: 'BODY' })).toBe(false);
    expect(focusFree({ tagName: 'BODY' }, asked)).toBe(true);
    expect(focusFree({ tagName: 'INPUT' }, { tagName: 'INPUT' })).toBe(false);
    // The asker a replacement was given reaches the hook; undefined where it was asked just now.
    const t = tab();
    t.replace('file', t.show('# file\n'), undefined, asked as unknown as Element);
    t.replace('example', t.show(EXAMPLE));
    expect(t.askers).toEqual([asked, undefined]);
  });

  it('storage full: the editor takes the focus when the person goes on, not while the replacement waits', () => {
    const t = tab(0);
    t.type(TYPED);
    expect(t.replace('file', t.show('# file\n'))).toBe(false);
    expect(t.focused).toEqual([]);
    messages()[0].actions[1].run();
    expect(t.focused).toEqual(['# file\n']);
  });

  it('null: at start-up, a link that is the newer work replaces the tab\'s own save without keeping it', () => {
    const t = tab();
    t.type(TYPED);
    t.save();
    t.replace('link', t.show('# newer\n'), null);
    expect(t.slot()).toBe('tab');
  });

  it('keeps at most MAX_KEPT documents: the oldest goes, and the page names it', () => {
    const t = tab();
    for (let i = 0; i < 20; i++) writeVersion(`k${i}`, doc(`# kept ${i}`, { edited: 100 + i, leftFor: 'file' }), t.kv);
    t.type(TYPED);
    t.save();
    t.replace('example', t.show(EXAMPLE));
    expect(readVersion('k0', t.kv)).toBeNull();
    expect(listVersions(t.kv).filter((v) => v.saved.leftFor).length).toBe(20);
    expect(messages().at(-1)?.text).toBe('To make room, the oldest kept document, “# kept 0”, was discarded: at most 20 are kept.');
  });
});
