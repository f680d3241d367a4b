/**
 * Writes src/core/big5Index.ts: the rows of Big5 where browsers' and Node's decoders part (core
 * doubleByte.ts), each pair as Chromium's TextDecoder('big5') reads it. Browsers implement the
 * WHATWG Encoding Standard's index-big5 (Chromium, Firefox, Safari); Node's ICU reads those rows
 * as Windows-950 does, the Hong Kong (HKSCS) letters as private-use characters. So the engine
 * takes its answer there from this table in Node, and the page's from its browser, and
 * e2e/bytes.spec.ts holds the two equal pair by pair.
 *
 * Run `npx tsx scripts/big5Index.ts` (a Chromium as e2e finds it: e2e/chromium.mjs). Each row is
 * 157 pairs (trails 0x40-0x7E, 0xA1-0xFE), each pair its one code point in BIG5_DIGITS digits of
 * base 32, or 0 where the index has none. Four pairs read as two code points each (WHATWG's Big5
 * decoder gives them by pointer, outside the index); core doubleByte.ts writes them itself, and
 * this script stops if Chromium reads any other pair as more or less than one code point.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.mjs';
import { BIG5_DIGITS, BIG5_INDEX_LEADS, BIG5_TWO_POINTS, big5Trails } from '../src/core/big5.ts';

const OUT = new URL('../src/core/big5Index.ts', import.meta.url);

const found = await findChromium();
if (found.path === null) throw new Error(found.error);
const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
const page = await browser.newPage();
const pairs = BIG5_INDEX_LEADS.flatMap((lead) => big5Trails().map((trail) => [lead, trail]));
// Each pair's code points as numbers: a string from the page is passed on as it is, even ill-formed.
const read = await page.evaluate((all) => {
  const decoder = new TextDecoder('big5', { fatal: true });
  return all.map(([l, t]) => {
    try {
      const s = decoder.decode(Uint8Array.of(l, t));
      return Array.from(s, (c) => c.codePointAt(0) ?? 0);
    } catch {
      return [];
    }
  });
}, pairs);
const version = browser.version();
await browser.close();

const rows: string[] = [];
let mapped = 0;
for (const [r, lead] of BIG5_INDEX_LEADS.entries()) {
  let row = '';
  for (let k = 0; k < 157; k++) {
    const [l, t] = pairs[r * 157 + k];
    const points = read[r * 157 + k];
    const twoPoint = l === 0x88 && BIG5_TWO_POINTS[t] !== undefined;
    if (!twoPoint && points.length > 1) throw new Error(`Chromium reads ${l.toString(16)} ${t.toString(16)} as ${points.length} code points`);
    const cp = twoPoint || points.length === 0 ? 0 : points[0];
    if (cp >= 0xd800 && cp <= 0xdfff) throw new Error(`Chromium reads ${l.toString(16)} ${t.toString(16)} as a lone surrogate`);
    if (cp !== 0) mapped++;
    row += cp.toString(32).padStart(BIG5_DIGITS, '0');
  }
  rows.push(`  0x${lead.toString(16)}: '${row}',`);
}

writeFileSync(OUT, `/**
 * WHATWG Encoding's index-big5 in the rows where browsers' and Node's Big5 decoders part
 * (big5.ts big5Text): leads 0x87-0xA0, 0xA3, 0xC6-0xC8, 0xF9-0xFE (big5.ts BIG5_INDEX_LEADS), each
 * row the 157 pairs of big5.ts big5Trails, each pair its code point in BIG5_DIGITS digits of base 32
 * (0: the index has none, the pair is no Big5; or one of BIG5_TWO_POINTS, after 0x88). ${mapped.toLocaleString('en')} pairs mapped.
 * Written by scripts/big5Index.ts from Chromium ${version}'s TextDecoder('big5'); the page's
 * build leaves the rows out (scripts/pageBig5.ts): its browser reads them itself.
 */
export const BIG5_INDEX_ROWS: Readonly<Partial<Record<number, string>>> = {
${rows.join('\n')}
};
`);
console.log(`${OUT.pathname}: ${BIG5_INDEX_LEADS.length} rows, ${mapped} pairs mapped, from Chromium ${version}`);
