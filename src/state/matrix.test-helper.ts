/**
 * MatrixData for tests, written as one string per URL: one letter per crawler, B blocked,
 * A allowed, N not governed; a cell's deciding line follows its letter when it has one
 * (`B4 A0 N`). A `!` after a cell marks the profiles as disagreeing on it.
 */
import { VERDICT } from '../core/index.ts';
import type { MatrixData } from './matrix.ts';

const LETTERS = { B: VERDICT.blocked, A: VERDICT.allowed, N: VERDICT.ungoverned } as const;

export function matrixOf(crawlers: string[], rows: Record<string, string>, ruleTexts: Record<number, string> = {}): MatrixData {
  const urls = Object.keys(rows);
  const n = urls.length * crawlers.length;
  const data: MatrixData = {
    docVersion: 1, inputsVersion: 1, urls,
    columns: crawlers.map((name) => ({ name, token: name, chain: [name] })),
    verdict: new Uint8Array(n), line: new Int32Array(n), profilesDisagree: new Uint8Array(n), ruleTexts, rulesRead: ruleTexts,
    groupLine: new Int32Array(0), reason: new Uint8Array(0),
  };
  urls.forEach((url, r) => {
    const cells = rows[url].trim().split(/\s+/);
    if (cells.length !== crawlers.length) throw new Error(`${url}: ${cells.length} cells for ${crawlers.length} crawlers`);
    cells.forEach((cell, c) => {
      const m = /^([BAN])(\d*)(!?)$/.exec(cell);
      if (!m) throw new Error(`bad cell ${cell}`);
      const i = r * crawlers.length + c;
      data.verdict[i] = LETTERS[m[1] as keyof typeof LETTERS];
      data.line[i] = Number(m[2] || 0);
      data.profilesDisagree[i] = m[3] ? 1 : 0;
    });
  });
  return data;
}
