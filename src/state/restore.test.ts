import { describe, expect, it } from 'vitest';
import type { Saved } from './autosave.ts';
import { planBoot, readAddressHash, UNSAVED_MARK, type BootFacts } from './restore.ts';

const doc = (text: string, edited: number, extra: Partial<Saved> = {}): Saved =>
  ({ text, agent: 'Googlebot', urls: '/', profile: 'google', edited, ...extra });

const facts = (f: Partial<BootFacts>): BootFacts => ({ own: null, reload: false, unsaved: false, hash: '', newest: null, ...f });

describe('what a page opens with (issue 12 §4)', () => {
  it('a link opened in a tab that has its own document keeps that document (the tab moves to a new version)', () => {
    const own = doc('mine', 1, { hash: '#v1.mine' });
    expect(planBoot(facts({ own, hash: '#v1.link' }))).toEqual({ start: 'link', fallback: 'own', moveSlot: true });
  });

  it('a link in a new tab opens over nothing: the other tabs\' versions stay as they are', () => {
    const newest = { id: 'closed-tab', saved: doc('mine', 1) };
    expect(planBoot(facts({ hash: '#v1.link', newest }))).toEqual({ start: 'link', fallback: 'newest', moveSlot: false });
  });

  it('reloads of a tab that opened a link bring back the tab\'s own latest state, every time', () => {
    const own = doc('the link, as edited', 2, { hash: '#v1.link2' });
    expect(planBoot(facts({ own, reload: true, hash: '#v1.link' }))).toEqual({ start: 'own', warn: undefined });
    expect(planBoot(facts({ own, reload: true, hash: '#v1.link2' }))).toEqual({ start: 'own', warn: undefined });
  });

  it('a new tab at the bare address opens the most recently edited version, not the last written', () => {
    const newest = { id: 'newer-tab', saved: doc('newer', 2000) };
    expect(planBoot(facts({ newest }))).toEqual({ start: 'newest' });
  });

  it('storage full: a reload opens the newer state in the address bar, says so, and falls back to the save', () => {
    const own = doc('older', 1, { hash: '#v1.older' });
    expect(planBoot(facts({ own, reload: true, unsaved: true, hash: '#v1.newer' })))
      .toEqual({ start: 'link', fallback: 'own', warn: 'newer-in-link' });
  });

  it('too big to autosave (and to link): a reload of the same tab shows the older save with a warning', () => {
    const own = doc('older', 1, { hash: '#v1.older' });
    expect(planBoot(facts({ own, reload: true, unsaved: true, hash: '' }))).toEqual({ start: 'own', warn: 'stale' });
    // Another tab learns it from the version itself.
    const newest = { id: 'big', saved: doc('older', 1, { stale: true }) };
    expect(planBoot(facts({ newest }))).toEqual({ start: 'newest', warn: 'stale' });
  });

  it('a reload after the tab left its version for one never stored (issue 28 §1) says what opens is older', () => {
    const newest = { id: 'kept', saved: doc('kept when a big file replaced it', 1, { leftFor: 'file' }) };
    expect(planBoot(facts({ reload: true, unsaved: true, newest }))).toEqual({ start: 'newest', warn: 'stale' });
    expect(planBoot(facts({ reload: true, unsaved: true, newest, hash: '#v2.suite' })))
      .toEqual({ start: 'link', fallback: 'newest', moveSlot: false, warn: 'newer-in-link' });
    // Another tab has nothing to say of it: the kept version is whole.
    expect(planBoot(facts({ newest }))).toEqual({ start: 'newest' });
  });

  it('the example only when nothing was ever saved', () => {
    expect(planBoot(facts({}))).toEqual({ start: 'example' });
  });
});

describe('the address bar written while the autosave fails (issue 23: nothing lost)', () => {
  it('is read as the link without its mark, and as newer work than the save', () => {
    expect(readAddressHash(`#v2.abc${UNSAVED_MARK}`)).toEqual({ hash: '#v2.abc', unsaved: true });
    expect(readAddressHash('#v2.abc')).toEqual({ hash: '#v2.abc', unsaved: false });
    expect(readAddressHash('')).toEqual({ hash: '', unsaved: false });
  });

  it('opens the newer state on a reload that lost history.state, as the mark alone tells', () => {
    const own = doc('older', 1, { hash: '#v2.older' });
    const address = readAddressHash(`#v2.newer${UNSAVED_MARK}`);
    expect(planBoot(facts({ own, reload: true, unsaved: address.unsaved, hash: address.hash })))
      .toEqual({ start: 'link', fallback: 'own', warn: 'newer-in-link' });
  });

  it('never ends a permalink by itself: the mark is outside the fragment\'s alphabet', () => {
    expect(/^[A-Za-z0-9_.-]*$/.test(UNSAVED_MARK)).toBe(false);
  });
});
