import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundedLines, CHUNK_END, TOO_LONG } from './bounded-lines.ts';

type Item = string | typeof TOO_LONG;

async function collect(chunks: (string | Uint8Array)[], max: number): Promise<(Item | typeof CHUNK_END)[]> {
  const items: (Item | typeof CHUNK_END)[] = [];
  async function* source() {
    yield* chunks;
  }
  // The lines' bytes, decoded as a reader decodes them.
  for await (const item of boundedLines(source(), max)) items.push(item instanceof Uint8Array ? Buffer.from(item).toString('utf8') : item);
  return items;
}

const lines = async (chunks: (string | Uint8Array)[], max = 1000): Promise<Item[]> =>
  (await collect(chunks, max)).filter((i): i is Item => i !== CHUNK_END);

/**
 * The plain definition: split the whole input's bytes at LF, CRLF or a lone CR; no final empty
 * line; a line over `max` bytes is TOO_LONG; every other line is its bytes as UTF-8.
 */
function reference(bytes: Uint8Array, max: number): Item[] {
  const out: Item[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    const atEnd = i === bytes.length;
    if (!atEnd && bytes[i] !== 0x0a && bytes[i] !== 0x0d) continue;
    if (!(atEnd && i === start)) {
      out.push(i - start > max ? TOO_LONG : Buffer.from(bytes.subarray(start, i)).toString('utf8'));
    }
    if (!atEnd && bytes[i] === 0x0d && bytes[i + 1] === 0x0a) i++;
    start = i + 1;
  }
  return out;
}

describe('boundedLines', () => {
  it('ends lines at LF, CRLF and a lone CR, as readline does, even when a CRLF is split across chunks', async () => {
    expect(await lines(['a\nb\r\nc\rd'])).toEqual(['a', 'b', 'c', 'd']);
    expect(await lines(['a\r', '\nb\r', 'c\n', '\n'])).toEqual(['a', 'b', 'c', '']);
  });

  it('gives a character split across chunks whole, and bytes that are not UTF-8 as they are', async () => {
    const snowman = Buffer.from('☃\n');
    expect(await lines([snowman.subarray(0, 1), snowman.subarray(1, 2), snowman.subarray(2)])).toEqual(['☃']);
    expect(await lines([new Uint8Array([0x61, 0xff, 0x0a])])).toEqual(['a\ufffd']);
  });

  it('reports a line past the cap as soon as it passes it, drops it to the next break and goes on', async () => {
    const items = await collect(['ok\n', 'x'.repeat(6), 'x'.repeat(6), 'x'.repeat(6), '\nnext\n'], 10);
    expect(items).toEqual(['ok', CHUNK_END, CHUNK_END, TOO_LONG, CHUNK_END, CHUNK_END, 'next', CHUNK_END]);
  });

  it('takes a line of exactly the cap, and reports a final unterminated line past it', async () => {
    expect(await lines(['0123456789\n0123456789x'], 10)).toEqual(['0123456789', TOO_LONG]);
  });

  it('hands the bytes of a line past the cap to a reader that asks for them, and says where it ends', async () => {
    const seen: string[] = [];
    const dropped = { bytes: (b: Uint8Array) => seen.push(Buffer.from(b).toString()), end: () => seen.push('<end>') };
    const items: unknown[] = [];
    async function* source() {
      yield* ['ok\n{"a":', '"0123456789",', '"id":7}\nnext\n', 'x'.repeat(12)];
    }
    for await (const item of boundedLines(source(), 10, dropped)) if (item !== CHUNK_END) items.push(item instanceof Uint8Array ? Buffer.from(item).toString() : item);
    expect(items).toEqual(['ok', TOO_LONG, 'next', TOO_LONG]);
    expect(seen.join('')).toBe('{"a":"0123456789","id":7}<end>' + 'x'.repeat(12) + '<end>');
  });

  it('says when it has given every line read so far, once per chunk', async () => {
    expect(await collect(['a\nb', '\n'], 10)).toEqual(['a', CHUNK_END, 'b', CHUNK_END]);
  });

  it('agrees with splitting the whole input at once, for any bytes cut into any chunks', async () => {
    const byte = fc.constantFrom(0x0a, 0x0d, 0x61, 0xe2, 0x98, 0x83, 0xff);
    await fc.assert(
      fc.asyncProperty(fc.array(byte, { maxLength: 60 }), fc.array(fc.nat(60)), fc.integer({ min: 0, max: 8 }), async (raw, cuts, max) => {
        const bytes = new Uint8Array(raw);
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((from, i) => bytes.subarray(from, points[i] ?? bytes.length)).filter((c) => c.length > 0);
        expect(await lines(chunks, max)).toEqual(reference(bytes, max));
      }),
    );
  });
});
