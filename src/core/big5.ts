/**
 * Big5 as browsers read it (WHATWG Encoding's big5 decoder and its index-big5: Chromium, Firefox,
 * Safari), the same in Node (review18 L8, review19 M1).
 *
 * The runtimes' decoders part. Measured over Big5's 19,782 lead/trail pairs: Chromium 156 refuses
 * 1,188, Node 20's ICU 78.2 (Windows-950, the Hong Kong letters as private-use characters) 62, and
 * 5,059 that both read give other characters. All of those pairs lie in five ranges: HKSCS and the
 * user-defined areas (0x8140-0xA0FE, 0xC6A1-0xC8FE, 0xF9FE-0xFEFE) and the control pictures
 * (0xA3C0-0xA3E0, 0xA3E2-0xA3FE); every other pair both read as the same character. There the
 * engine reads a pair by its own table (big5Index.ts: the index's rows, as Chromium reads them),
 * so a Hong Kong file is Big5 in the CLI as on the page, with the same letters; a pair the index
 * leaves out is no Big5 (1,188 there). The page's build leaves the table out (scripts/pageBig5.ts:
 * 14 kB of gzip, in the page's first chunk, for a few files):
 * there the browser's own decoder reads those rows, once it is seen to read them as the index
 * does (runtimeReadsIndex); in a runtime with neither, a pair in them is no Big5.
 *
 * Four pairs read as two code points each, a letter and a combining accent (WHATWG's decoder
 * gives them by pointer, outside the index): Chromium 156 gives an ill-formed string for each
 * (U+0093 U+DF04 for 0x8862), Node a private-use character. The engine writes them itself, here
 * and on the page.
 */
import { BIG5_INDEX_ROWS } from './big5Index.ts';

/** How many digits (base 32: parseInt reads them) a pair takes in the table (big5Index.ts): up to U+FFFFF. */
export const BIG5_DIGITS = 4;

/** The leads of the table's rows: every row where the decoders part but 0x81-0x86, which the index leaves empty. */
export const BIG5_INDEX_LEADS: readonly number[] = [
  0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8d, 0x8e, 0x8f, 0x90, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99,
  0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f, 0xa0, 0xa3, 0xc6, 0xc7, 0xc8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe,
];

/** The second bytes of a pair, in a row's order: 0x40-0x7E, then 0xA1-0xFE (157). */
export function big5Trails(): number[] {
  const out: number[] = [];
  for (let t = 0x40; t <= 0xfe; t++) if (t <= 0x7e || t >= 0xa1) out.push(t);
  return out;
}

/** The second bytes after 0x88 WHATWG's Big5 decoder reads as two code points (pointers 1133, 1135, 1164, 1166): Ê̄ Ê̌ ê̄ ê̌. */
export const BIG5_TWO_POINTS: Readonly<Partial<Record<number, string>>> = {
  0x62: '\u00ca\u0304', 0x64: '\u00ca\u030c', 0xa3: '\u00ea\u0304', 0xa5: '\u00ea\u030c',
};

const isTrail = (t: number) => (t >= 0x40 && t <= 0x7e) || (t >= 0xa1 && t <= 0xfe);

/** Whether a pair lies where browsers' and Node's decoders part (the five ranges above). */
export function big5Parts(lead: number, trail: number): boolean {
  return (lead >= 0x81 && lead <= 0xa0) || lead === 0xc7 || lead === 0xc8 || lead >= 0xfa
    || (lead === 0xa3 && trail >= 0xc0 && trail !== 0xe1) || (lead === 0xc6 && trail >= 0xa1) || (lead === 0xf9 && trail === 0xfe);
}

/** The pair's character by its lead's row of the table (big5Index.ts), or null where the index has none. */
function tableRead(row: string | undefined, trail: number): string | null {
  const at = BIG5_DIGITS * (trail < 0x7f ? trail - 0x40 : trail - 0x62);
  const cp = row === undefined ? 0 : parseInt(row.slice(at, at + BIG5_DIGITS), 32);
  return cp === 0 ? null : String.fromCodePoint(cp);
}

/**
 * Pairs of each part of the table, and one the index leaves out, with what the index reads them
 * as: a decoder that reads all of them so is WHATWG's (Node's ICU misses each).
 */
const PROBES: readonly (readonly [number, number, string | null])[] = [
  [0x87, 0x40, '\u43f0'], [0x87, 0x45, '\u{27267}'], [0xa3, 0xc0, '\u2400'], [0xc6, 0xa1, '\u2460'],
  [0xc8, 0xfe, '\u026a'], [0xf9, 0xfe, '\uffed'], [0xfe, 0xfe, '\u79d4'], [0x81, 0x40, null],
];

/** Whether this runtime's decoder reads the rows where the decoders part as WHATWG's index does. */
function runtimeReadsIndex(decoder: InstanceType<typeof TextDecoder>): boolean {
  return PROBES.every(([l, t, want]) => {
    try {
      return decoder.decode(Uint8Array.of(l, t)) === want;
    } catch {
      return want === null;
    }
  });
}

/**
 * The bytes read as Big5 (WHATWG's decoder, `fatal`: a byte it cannot read is no Big5), or null;
 * also null where this runtime has no Big5 decoder (doubleByte.ts missingDecoders). The pairs
 * where runtimes agree go to the runtime's decoder, the others as above. `stream`: the bytes may
 * end inside a character (a sample), whose first byte is then left out.
 */
export function big5Text(bytes: Uint8Array, stream = false): string | null {
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder('big5', { fatal: true });
  } catch {
    return null;
  }
  const rows = BIG5_INDEX_ROWS;
  /** Whether the runtime's decoder reads the pairs where decoders part (no table here): asked at the first one. */
  let runtime: boolean | undefined;
  let out = '';
  let from = 0;
  let end = bytes.length;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i];
    if (lead < 0x80) continue;
    if (lead === 0x80 || lead === 0xff) return null;
    if (i + 1 >= bytes.length) {
      if (!stream) return null;
      end = i;
      break;
    }
    const trail = bytes[++i];
    if (!isTrail(trail)) return null;
    const two = lead === 0x88 ? BIG5_TWO_POINTS[trail] : undefined;
    if (two === undefined && !big5Parts(lead, trail)) continue;
    runtime ??= rows[0x87] === undefined && runtimeReadsIndex(decoder);
    if (two === undefined && runtime) continue;
    const read = two ?? tableRead(rows[lead], trail);
    const agreed = from === i - 1 ? '' : decodeRun(decoder, bytes.subarray(from, i - 1));
    if (read === null || agreed === null) return null;
    out += agreed + read;
    from = i + 1;
  }
  const rest = decodeRun(decoder, bytes.subarray(from, end));
  return rest === null ? null : out + rest;
}

function decodeRun(decoder: InstanceType<typeof TextDecoder>, bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}
