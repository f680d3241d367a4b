import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readListLine, readUrlList } from './urlList.ts';
import { commonPrefix, commonSuffix, UrlListReader } from './urlListReader.ts';

describe('UrlListReader', () => {
  it('reads a list as readUrlList does, and again after each change, reading only the lines the change touches', () => {
    const read: string[] = [];
    const readLine = (line: string, origin: string) => { read.push(line); return readListLine(line, origin); };
    const reader = new UrlListReader(readLine);
    const lines = Array.from({ length: 1000 }, (_, i) => `/page/${i}`);
    const text = lines.join('\n');
    expect(reader.read(text)).toEqual(readUrlList(text));
    read.length = 0;
    const typed = text.replace('/page/500\n', '/page/500x\n');
    expect(reader.read(typed)).toEqual(readUrlList(typed));
    expect(read.length).toBeLessThanOrEqual(3);
    expect(read).toContain('/page/500x');
  });

  it('counts repeats afresh when every line is replaced (a log\'s list moved to another Host), and right after each edit then', () => {
    const reader = new UrlListReader();
    const on = (origin: string) => ['/a', '/b', '/a', '/c?q', '/b', '/a'].map((p) => origin + p).join('\n');
    for (const text of [on('https://www.example.com'), on('https://shop.example'), on('https://shop.example').replace(/\/c\?q$/m, '/a'), on('https://s').replace(/^https:\/\/s\/a$/gm, '/d')]) {
      expect(reader.read(text)).toEqual(readUrlList(text));
    }
  });

  it('agrees with reading the whole text after any run of edits: typing, deleting, pasting, CR and LF joined or split (property)', () => {
    const piece = fc.constantFrom('/a', '/b', 'https://example.com/c', 'x y', '\n', '\r', '\r\n', '', ' ', '#f', '/a');
    const edit = fc.record({ at: fc.nat(), remove: fc.nat({ max: 12 }), insert: fc.array(piece, { maxLength: 5 }).map((p) => p.join('')) });
    fc.assert(fc.property(fc.array(piece, { maxLength: 20 }).map((p) => p.join('')), fc.array(edit, { maxLength: 8 }), fc.boolean(), (start, edits, withOrigin) => {
      const origin = withOrigin ? 'https://example.com' : '';
      const reader = new UrlListReader();
      let text = start;
      expect(reader.read(text, origin)).toEqual(readUrlList(text, origin));
      for (const e of edits) {
        const at = e.at % (text.length + 1);
        text = text.slice(0, at) + e.insert + text.slice(at + e.remove);
        expect(reader.read(text, origin)).toEqual(readUrlList(text, origin));
      }
    }), { numRuns: 500 });
  });

  it('reads every line again when the origin changes', () => {
    const reader = new UrlListReader();
    const text = '/a\nhttps://other.org/b';
    reader.read(text);
    expect(reader.read(text, 'https://example.com')).toEqual(readUrlList(text, 'https://example.com'));
  });
});

describe('commonPrefix and commonSuffix', () => {
  it('find the longest shared ends (property)', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => {
      let p = 0;
      while (p < a.length && p < b.length && a[p] === b[p]) p++;
      expect(commonPrefix(a, b)).toBe(p);
      const max = Math.min(a.length, b.length) - p;
      let s = 0;
      while (s < max && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
      expect(commonSuffix(a, b, max)).toBe(s);
    }));
  });
});
