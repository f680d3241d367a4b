/**
 * Bytes in, the same bytes out, for every file of the corpus: opened into the editor, then out
 * through each way a document leaves it (download, link, autosave and reload). Mixed line
 * endings (0023, 0064) and UTF-16 files (0009, 0011: a CR and an LF per line once read as
 * UTF-8 bytes) are in the corpus; each must come back byte for byte, its encoding too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { lineBreaks, lineBreaksExtension } from '../editor/lineBreaks.ts';
import { readVersion, writeVersion } from './autosave.ts';
import { memoryStorage } from './memoryStorage.test-helper.ts';
import { documentBytes, documentText, loadBytes, loadText, type LoadedText } from './document.ts';
import { decodePermalink, encodePermalink } from './permalink.ts';

const CORPUS = resolve(fileURLToPath(new URL('../../', import.meta.url)), 'testdata/corpus');
const FILES = readdirSync(CORPUS).filter((f) => f.endsWith('.txt')).sort();

/** The document as the editor holds it after opening: its text and the endings it mapped. */
function throughEditor(loaded: LoadedText): LoadedText {
  const state = EditorState.create({ doc: loaded.text, extensions: lineBreaksExtension(loaded.breaks) });
  return { ...loaded, text: state.doc.toString(), breaks: lineBreaks(state) };
}

async function viaLink(doc: LoadedText): Promise<LoadedText> {
  const fragment = await encodePermalink({ bytes: documentBytes(doc.text, doc.breaks), agent: 'Googlebot', urls: '/', profile: 'google' });
  const back = await decodePermalink(`#${fragment}`);
  if (!back.ok) throw new Error(back.error);
  return loadBytes(back.state.bytes!);
}

function viaAutosave(doc: LoadedText): LoadedText {
  const kv = memoryStorage();
  const saved = { text: documentText(doc.text, doc.breaks), agent: 'a', urls: '/', profile: 'google' as const, edited: 1 };
  expect(writeVersion('tab', saved, kv)).toBe(true);
  return loadText(readVersion('tab', kv)!.text);
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.from(a).equals(Buffer.from(b));

describe('every corpus file comes back byte for byte', () => {
  it('through download, link and autosave + reload, encoding included', async () => {
    const tally = { files: 0, bytes: 0, download: 0, link: 0, autosave: 0 };
    const failures: string[] = [];
    for (const name of FILES) {
      const bytes = new Uint8Array(readFileSync(resolve(CORPUS, name)));
      const doc = throughEditor(loadBytes(bytes));
      expect(doc.text, name).not.toContain('\r');
      tally.files++;
      tally.bytes += bytes.length;
      const paths = {
        download: doc,
        link: throughEditor(await viaLink(doc)),
        autosave: throughEditor(viaAutosave(doc)),
      };
      for (const [path, out] of Object.entries(paths) as [keyof typeof paths, LoadedText][]) {
        if (same(documentBytes(out.text, out.breaks), bytes) && out.encoding === doc.encoding) tally[path]++;
        else failures.push(`${name} via ${path}`);
      }
    }
    expect(failures).toEqual([]);
    expect(tally.files).toBe(FILES.length);
    expect(FILES.length).toBeGreaterThan(500);
    expect([tally.download, tally.link, tally.autosave]).toEqual([FILES.length, FILES.length, FILES.length]);
  }, 120_000);

  it('reads the UTF-16 and mixed-ending files of the issue as what they are', () => {
    const open = (name: string) => loadBytes(new Uint8Array(readFileSync(resolve(CORPUS, name))));
    expect(open('0009_store.usps.com.txt').encoding).toBe('utf-16le');
    expect(open('0011_www.myvue.com.txt').encoding).toBe('utf-16le');
    expect(open('0023_www.bluestacks.com.txt').breaks).toMatchObject({ base: 'lf', count: 40 });
    expect(open('0023_www.bluestacks.com.txt').breaks.kind.filter((k) => k === 'crlf')).toHaveLength(8);
    expect(open('0064_www.salesforce.com.txt').breaks.at).toHaveLength(222);
  });
});
