import { describe, expect, it } from 'vitest';
import { countText } from './countText.ts';

const intl = new Intl.NumberFormat('en');

describe('countText', () => {
  it('writes every count as Intl.NumberFormat("en") does', () => {
    const counts = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 1_234_567, 12_345_678, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) counts.push(n);
    for (const n of counts) expect(countText(n), String(n)).toBe(intl.format(n));
  });

  it('leaves what is no count to the browser, as it wrote it before', () => {
    for (const n of [-1, -12_345, 1.5, 1234.5678, 2 ** 60, Infinity, NaN]) expect(countText(n), String(n)).toBe(n.toLocaleString('en'));
  });
});
