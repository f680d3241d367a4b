import { describe, expect, it } from 'vitest';
import {
  LEGACY_AUTOSAVE_KEY, LEGACY_PREVIOUS_KEY, LIST_SUFFIX, listVersions, MAX_STORABLE_CHARS, notSavedMessage, readVersion, removeVersion, REPLACED_SUFFIX, SLOT_PREFIX,
  sameContent, versionsToOffer, writeVersion, type Saved,
} from './autosave.ts';
import { memoryStorage as memory } from './memoryStorage.test-helper.ts';

const doc = (text: string, edited: number, extra: Partial<Saved> = {}): Saved =>
  ({ text, agent: 'GPTBot', urls: '/x', profile: 'google', edited, ...extra });

const saved = doc('User-agent: *\r\nDisallow: /\udcff\n', 1000);

describe('autosave versions', () => {
  it('survive a reload, lone surrogates (undecodable bytes) and line endings included', () => {
    const kv = memory();
    expect(writeVersion('t1', saved, kv)).toBe(true);
    expect(readVersion('t1', kv)).toEqual(saved);
  });

  it('keep the crawlers and origin; stored crawlers that are not strings are dropped, as a save from before them has none', () => {
    const kv = memory();
    const crawlers = ['Googlebot', 'Mozilla/5.0 (compatible; GPTBot/1.2)'];
    expect(writeVersion('t1', { ...saved, crawlers, origin: 'https://example.com' }, kv)).toBe(true);
    expect(readVersion('t1', kv)).toMatchObject({ crawlers, origin: 'https://example.com' });
    kv.setItem(`${SLOT_PREFIX}odd`, JSON.stringify({ text: 'x', agent: 'Bingbot', urls: '/', profile: 'google', crawlers: [1, 2] }));
    expect(readVersion('odd', kv)).toMatchObject({ agent: 'Bingbot', crawlers: undefined });
  });

  it('keep the compare view\'s other version with its endings; one stored without a text or source is dropped', () => {
    const kv = memory();
    const compare = { text: 'User-agent: *\r\nAllow: /\r', source: '“old.txt”' };
    expect(writeVersion('t1', { ...saved, compare }, kv)).toBe(true);
    expect(readVersion('t1', kv)?.compare).toEqual(compare);
    kv.setItem(`${SLOT_PREFIX}odd`, JSON.stringify({ text: 'x', agent: 'Bingbot', urls: '/', profile: 'google', compare: { text: 5 } }));
    expect(readVersion('odd', kv)).toMatchObject({ text: 'x', compare: undefined });
  });

  it('keep the expectations; a stored list that is not valid is dropped whole, and different expectations are different content', () => {
    const kv = memory();
    const expectations = [{ url: '/x', crawler: 'GPTBot', expect: 'blocked' as const }];
    expect(writeVersion('t1', { ...saved, expectations }, kv)).toBe(true);
    expect(readVersion('t1', kv)?.expectations).toEqual(expectations);
    kv.setItem(`${SLOT_PREFIX}odd`, JSON.stringify({ ...saved, expectations: [{ url: '/x', crawler: 'GPTBot', expect: 'maybe' }] }));
    expect(readVersion('odd', kv)).toMatchObject({ text: saved.text, expectations: undefined });
    const offered = versionsToOffer([{ id: 'a', saved: { ...saved, expectations } }], 'mine', saved);
    expect(offered.map((v) => v.id)).toEqual(['a']);
    expect(versionsToOffer([{ id: 'a', saved: { ...saved, expectations: [] } }], 'mine', saved)).toEqual([]);
  });

  it('offer a fetched body cut short and the same text read whole as two contents, so the cut mark is not dropped for the copy without it (review15 §7.4)', () => {
    const cut = { id: 'cut', saved: { ...saved, edited: 2000, bodyCut: true as const } };
    const whole = { id: 'whole', saved: { ...saved, edited: 1000 } };
    expect(versionsToOffer([cut, whole], 'mine', null).map((v) => v.id)).toEqual(['cut', 'whole']);
    expect(versionsToOffer([whole, cut], 'mine', null).map((v) => v.id)).toEqual(['whole', 'cut']);
    // On screen read whole: the cut copy is another content, still offered.
    expect(versionsToOffer([cut], 'mine', saved).map((v) => v.id)).toEqual(['cut']);
  });

  it('keep the grid\'s view (F18), its search whole; a default view is not stored, a part not understood is left out', () => {
    const kv = memory();
    const search = 'x'.repeat(3000); // longer than a link carries (linkView.ts VIEW_SEARCH_CHARS): typed, so kept
    const view = { filter: 'blocked' as const, search, sort: 'verdict' as const, sortColumn: 1, descending: true, blockedFor: 'Googlebot' };
    expect(writeVersion('t1', { ...saved, crawlers: ['GPTBot', 'Googlebot'], view }, kv)).toBe(true);
    expect(readVersion('t1', kv)?.view).toEqual(view);
    expect(writeVersion('t2', { ...saved, view: { ...view, filter: 'all', search: '', sort: 'list', sortColumn: 0, descending: false, blockedFor: null } }, kv)).toBe(true);
    expect(JSON.parse(kv.getItem(`${SLOT_PREFIX}t2`)!)).not.toHaveProperty('view');
    kv.setItem(`${SLOT_PREFIX}odd`, JSON.stringify({ ...saved, view: { f: 'someday', o: 'url' } }));
    expect(readVersion('odd', kv)?.view).toMatchObject({ filter: 'all', sort: 'url' });
  });

  it('keep the mark of a fetched body cut short, so a reload keeps its fetch-cut doubt; a save without it is read whole', () => {
    const kv = memory();
    expect(writeVersion('t1', { ...saved, bodyCut: true }, kv)).toBe(true);
    expect(readVersion('t1', kv)?.bodyCut).toBe(true);
    kv.setItem(`${SLOT_PREFIX}odd`, JSON.stringify({ ...saved, bodyCut: 'yes' }));
    expect(readVersion('odd', kv)?.bodyCut).toBeUndefined();
  });

  it('report a full quota instead of throwing', () => {
    expect(writeVersion('t1', saved, memory(10))).toBe(false);
  });

  it('refuse a text longer than any browser stores without serialising it, and store one at the limit', () => {
    const kv = memory();
    const setItem = kv.setItem.bind(kv);
    let writes = 0;
    kv.setItem = (key, value) => { writes++; setItem(key, value); };
    expect(writeVersion('t1', doc('x'.repeat(MAX_STORABLE_CHARS + 1), 1000), kv)).toBe(false);
    expect(writes).toBe(0);
    expect(writeVersion('t1', doc('x'.repeat(MAX_STORABLE_CHARS), 1000), kv)).toBe(true);
    expect(readVersion('t1', kv)?.text.length).toBe(MAX_STORABLE_CHARS);
  });

  it('ignore garbage in storage', () => {
    const kv = memory();
    kv.setItem(`${SLOT_PREFIX}bad`, '{not json');
    expect(readVersion('bad', kv)).toBeNull();
    expect(listVersions(kv)).toEqual([]);
  });

  it('are listed most recently edited first, whichever tab wrote last', () => {
    const kv = memory();
    writeVersion('new-tab', doc('newer work', 2000), kv);
    writeVersion('old-tab', doc('older work', 1000), kv); // an old idle tab closed last
    expect(listVersions(kv).map((v) => v.id)).toEqual(['new-tab', 'old-tab']);
  });

  it('move the single-slot autosave and kept copy of before into versions, losing neither', () => {
    const kv = memory();
    kv.setItem(LEGACY_AUTOSAVE_KEY, JSON.stringify({ text: 'a\nb\n', eol: 'crlf', agent: 'X', urls: '/', profile: 'google', tab: 't' }));
    kv.setItem(LEGACY_PREVIOUS_KEY, JSON.stringify({ text: 'mine\n', eol: 'lf', agent: 'X', urls: '/', profile: 'google' }));
    const all = listVersions(kv);
    expect(all.map((v) => v.saved.text).sort()).toEqual(['a\r\nb\r\n', 'mine\n']);
    expect(all.find((v) => v.saved.text === 'mine\n')?.saved.leftFor).toBe('link');
    expect(kv.getItem(LEGACY_AUTOSAVE_KEY)).toBeNull();
  });

  it('keep the old keys when moving them is refused', () => {
    const kv = memory(0);
    kv.data.set(LEGACY_AUTOSAVE_KEY, JSON.stringify({ text: 'a', eol: 'lf' }));
    expect(listVersions(kv)).toEqual([]);
    expect(kv.getItem(LEGACY_AUTOSAVE_KEY)).not.toBeNull();
  });
});

describe('the URL list of a version, stored apart (issue 24 §3)', () => {
  it('is stored under its own key, read back with the version, listed once and removed with it', () => {
    const kv = memory();
    expect(writeVersion('t1', { ...saved, urls: '/a\n/b' }, kv)).toBe(true);
    expect(kv.getItem(`${SLOT_PREFIX}t1${LIST_SUFFIX}`)).toBe('/a\n/b');
    expect(JSON.parse(kv.getItem(`${SLOT_PREFIX}t1`)!)).not.toHaveProperty('urls');
    expect(readVersion('t1', kv)).toEqual({ ...saved, urls: '/a\n/b' });
    expect(listVersions(kv).map((v) => [v.id, v.saved.urls])).toEqual([['t1', '/a\n/b']]);
    removeVersion('t1', kv);
    expect(kv.length).toBe(0);
  });

  it('is not written again when the caller says the key holds it, and a version saved with its list inside is read as ever', () => {
    const kv = memory();
    writeVersion('t1', { ...saved, urls: '/a' }, kv);
    kv.setItem(`${SLOT_PREFIX}t1${LIST_SUFFIX}`, '/kept');
    writeVersion('t1', { ...saved, text: 'User-agent: *\n', urls: '/a' }, kv, true);
    expect(readVersion('t1', kv)).toMatchObject({ text: 'User-agent: *\n', urls: '/kept' });
    kv.setItem(`${SLOT_PREFIX}old`, JSON.stringify({ ...saved, urls: '/inside' }));
    expect(readVersion('old', kv)?.urls).toBe('/inside');
  });

  it('stores the list the sets replaced apart too, reads it back, and removes it with the version (review15 §7.3)', () => {
    const kv = memory();
    expect(writeVersion('t1', { ...saved, urls: '/s1/0', replaced: '/typed' }, kv)).toBe(true);
    expect(kv.getItem(`${SLOT_PREFIX}t1${REPLACED_SUFFIX}`)).toBe('/typed');
    expect(readVersion('t1', kv)).toEqual({ ...saved, urls: '/s1/0', replaced: '/typed' });
    expect(listVersions(kv).map((v) => v.id)).toEqual(['t1']);
    writeVersion('t1', { ...saved, urls: '/typed' }, kv);
    expect(kv.getItem(`${SLOT_PREFIX}t1${REPLACED_SUFFIX}`)).toBeNull();
    expect(readVersion('t1', kv)?.replaced).toBeUndefined();
    writeVersion('t1', { ...saved, urls: '/s1/0', replaced: '/typed' }, kv);
    removeVersion('t1', kv);
    expect(kv.length).toBe(0);
  });

  it('stores the document and the URL list without the replaced list where the two lists will not fit together (review16 §4)', () => {
    const kv = memory();
    const urls = '/a\n'.repeat(Math.ceil(MAX_STORABLE_CHARS / 6));
    const replaced = '/b\n'.repeat(Math.ceil(MAX_STORABLE_CHARS / 6));
    expect(writeVersion('t1', { ...saved, text: 'User-agent: *\nDisallow: /x\n', urls, replaced }, kv)).toBe(true);
    expect(readVersion('t1', kv)).toMatchObject({ text: 'User-agent: *\nDisallow: /x\n', urls });
    expect(readVersion('t1', kv)?.replaced).toBeUndefined();
    expect(kv.getItem(`${SLOT_PREFIX}t1${REPLACED_SUFFIX}`)).toBeNull();
  });

  it('counts a copy holding the list the sets replaced apart from one without it', () => {
    expect(sameContent({ ...saved, urls: '/s' }, { ...saved, urls: '/s', replaced: '/typed' })).toBe(false);
    expect(sameContent({ ...saved, urls: '/s', replaced: '/typed' }, { ...saved, urls: '/s', replaced: '/typed' })).toBe(true);
  });

  it('refused by a full storage, leaves the version as it was', () => {
    const kv = memory(30);
    kv.data.set(`${SLOT_PREFIX}t1`, JSON.stringify({ ...saved, text: 'x', urls: '/a' }));
    expect(writeVersion('t1', { ...saved, text: 'y', urls: '/a'.repeat(20) }, kv)).toBe(false);
    expect(readVersion('t1', kv)).toMatchObject({ text: 'x', urls: '/a' });
  });
});

describe('what is offered to bring back', () => {
  it('is every other version, each content once, none equal to the document on screen', () => {
    const kv = memory();
    writeVersion('mine', doc('on screen', 5000), kv);
    writeVersion('first', doc('my own document', 1000), kv);
    writeVersion('link1', doc('first link, edited', 3000, { leftFor: 'link' }), kv);
    writeVersion('copy', doc('my own document', 900), kv);
    writeVersion('same', doc('on screen', 4000), kv);
    writeVersion('blank', doc('  \n', 6000), kv);
    const offered = versionsToOffer(listVersions(kv), 'mine', doc('on screen', 5000));
    expect(offered.map((v) => v.id)).toEqual(['link1', 'first']);
  });
});

describe('the message when a version was not saved (issue 28 §3)', () => {
  const over = MAX_STORABLE_CHARS + 1;

  it('names the URL list when it is what makes the version too big, not the document', () => {
    const text = notSavedMessage({ text: 40, urls: over, compare: 0 });
    expect(text).toContain(`the URL list (${over.toLocaleString('en')} characters) is too big for its storage`);
    expect(text).not.toContain('the document (');
    expect(text).toContain('Use Save suite to keep the URL list');
  });

  it('names the document, or the other version, when that is the biggest part', () => {
    expect(notSavedMessage({ text: over, urls: 10, compare: 0 })).toContain(`the document (${over.toLocaleString('en')} characters) is too big`);
    expect(notSavedMessage({ text: 3_000_000, urls: 10, compare: 3_000_000 + 1 })).toContain("the compare view's other version (3,000,001 characters)");
  });

  it('says, for the other version, that Download does not keep it, and what does (walk23: it said "Use Download to keep the document")', () => {
    expect(notSavedMessage({ text: 10, urls: 10, compare: over })).toBe(
      `This browser would not autosave your work: the compare view's other version (${over.toLocaleString('en')} characters) is too big for its storage, `
      + `which keeps at most ${MAX_STORABLE_CHARS.toLocaleString('en')} characters for this site. Use Download to keep the document; Download does not save the other version: `
      + 'to keep it, keep the file it came from, or click in it, select all, copy it and save it in a file.',
    );
  });

  it('blames storage itself when the version is within what a browser keeps', () => {
    const text = notSavedMessage({ text: 1000, urls: 1000, compare: 0 });
    expect(text).toContain('its storage is full or turned off');
    expect(text).not.toMatch(/too big/);
  });
});
