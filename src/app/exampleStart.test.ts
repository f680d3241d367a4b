/**
 * index.html's second inline script shows the example's text in the static frame (issue 24 §3:
 * the page's largest paint at once, not after the bundle). It must show it only when the page
 * then opens the example (app/boot.ts: no link in the address bar, no autosaved version), or a
 * person would see the sample, then their own document: a text that changes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillExample, frameLines } from '../../scripts/exampleFrame.ts';
import { LEGACY_AUTOSAVE_KEY, LEGACY_PREVIOUS_KEY, listVersions, SLOT_PREFIX, writeVersion, type KeyValue, type Saved } from '../state/autosave.ts';
import { planBoot, readAddressHash } from '../state/restore.ts';
import { EXAMPLE_ROBOTS } from './example.ts';

const html = readFileSync('index.html', 'utf8');
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)][1]?.[1] ?? '';

function memory(entries: Record<string, string> = {}): KeyValue {
  const m = new Map(Object.entries(entries));
  return {
    getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k),
    key: (i) => [...m.keys()][i] ?? null, get length() { return m.size; },
  };
}

/** Runs the inline script with this storage and address; whether it showed the frame's text. */
function frameShows(kv: KeyValue | 'throws', hash: string): boolean {
  const doc = { hidden: true, previousElementSibling: { className: 'shell-status' } };
  const document = { currentScript: { previousElementSibling: doc } };
  const localStorage = kv === 'throws' ? { get length(): number { throw new Error('denied'); }, key: () => null } : kv;
  new Function('localStorage', 'location', 'document', script)(localStorage, { hash }, document);
  return !doc.hidden;
}

/** What the page opens with for this storage and address (app/boot.ts, less the crash guard, which needs a version). */
function opensExample(kv: KeyValue, hash: string): boolean {
  const versions = listVersions(kv);
  const address = readAddressHash(hash);
  return versions.length === 0 && planBoot({ own: null, reload: false, unsaved: address.unsaved, hash: address.hash, newest: null }).start === 'example';
}

const saved: Saved = { text: 'User-agent: *\nDisallow: /mine\n', agent: 'Googlebot', urls: '/', profile: 'documented', edited: 1 };

describe("index.html's example in the frame", () => {
  it('is there, after the theme', () => expect(script).toContain(SLOT_PREFIX));

  const cases: [string, () => KeyValue, string][] = [
    ['a first visit', () => memory(), ''],
    ['a first visit, an empty fragment', () => memory(), '#'],
    ['only the theme remembered', () => memory({ 'robotscope.theme': 'dark' }), ''],
    ['an autosaved version', () => { const kv = memory(); writeVersion('t1', saved, kv); return kv; }, ''],
    ['a version of the single-slot autosave', () => memory({ [LEGACY_AUTOSAVE_KEY]: JSON.stringify(saved) }), ''],
    ['a kept document of the single-slot autosave', () => memory({ [LEGACY_PREVIOUS_KEY]: JSON.stringify(saved) }), ''],
    ['a shared link', () => memory(), '#r=abc'],
    ['a shared link and an autosave', () => { const kv = memory(); writeVersion('t1', saved, kv); return kv; }, '#r=abc'],
  ];
  for (const [name, kv, hash] of cases) {
    it(`${name}: shown only when the page then opens the example`, () => {
      const shown = frameShows(kv(), hash);
      expect(shown).toBe(opensExample(kv(), hash));
      // Where the page opens anything else, the frame shows no text (it may show less, never other).
      if (!opensExample(kv(), hash)) expect(shown).toBe(false);
    });
  }

  it('a storage that refuses to be read: nothing shown', () => expect(frameShows('throws', '')).toBe(false));

  it("the frame's text is the example's, each line escaped, every line there", () => {
    const filled = fillExample(html);
    const lines = [...filled.matchAll(/<span class="shell-line">(.*?)<\/span>/g)].map((m) => m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    expect(lines.join('\n')).toBe(EXAMPLE_ROBOTS);
    expect(frameLines('a <b> & c\nd')).toBe('<span class="shell-line">a &lt;b&gt; &amp; c</span><span class="shell-line">d</span>');
  });

  it('a page without the place for it is refused', () => expect(() => fillExample('<html></html>')).toThrow(/the example/));
});
