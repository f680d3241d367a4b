/** The compare view's causes (issue 26 §1) are core's: the same headline and causes as `robotscope diff`. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BARE, causeSentence, diffVerdicts, parseRobots, reportHeadline } from '../core/index.ts';
import { checkMatrix } from '../worker/checkMatrix.ts';
import { changeOrder } from './compare.ts';
import { causeList, kindList, MOVED_HEADING } from './compareCauses.ts';
import type { MatrixData } from './matrix.ts';
import { diffMatrices } from './matrixDiff.ts';

const EBAY = readFileSync(new URL('../../testdata/corpus/0299_ebay.com.txt', import.meta.url), 'utf8');

function edited(): string {
  const lines = EBAY.split('\n');
  lines.splice(lines.indexOf('Allow: /signin/$'), 1);
  lines.splice(lines.indexOf('User-agent: *'), 0, 'User-agent: Googlebot', 'Disallow: /private/', '');
  return lines.join('\n');
}

const crawlers = ['Googlebot', 'Googlebot-Image', 'Applebot', 'GPTBot', 'Bingbot'];
const urls = ['/signin/', '/itm/1', '/b/shoes_kw', '/private/x', '/act/x', '/sch/i.html', '/signin/x'].map((p) => `https://www.ebay.com${p}`);

function matrix(text: string): MatrixData {
  const part = checkMatrix(parseRobots(text), crawlers, urls);
  return { docVersion: 1, inputsVersion: 1, urls, ...part };
}

describe('compare by cause', () => {
  const before = parseRobots(EBAY);
  const after = parseRobots(edited());
  const list = causeList(matrix(EBAY), matrix(edited()), diffMatrices(matrix(EBAY), matrix(edited())), before, after);
  const cli = diffVerdicts(before, after, crawlers, urls);

  it('says what `robotscope diff` says: the same headline and the same causes in the same order', () => {
    expect(list.headline).toBe(reportHeadline(cli.causes, cli.compared));
    expect(list.groups.filter((g) => g.title !== MOVED_HEADING).map((g) => g.title)).toEqual(cli.causes.causes.map((c) => causeSentence(c, BARE)));
    // The heading as shown: its rules as code.
    expect(list.groups[0].titleParts).toEqual(['Googlebot now reads the Googlebot group (line 18) instead of the ', '*', ' group (old line 18); Googlebot-Image and Applebot fall back to it']);
    expect(list.groups[0].title).toBe('Googlebot now reads the Googlebot group (line 18) instead of the * group (old line 18); Googlebot-Image and Applebot fall back to it');
  });

  it('lists every change once, cause by cause, and the moves last under their own heading', () => {
    expect([...list.order].sort((a, b) => a - b)).toEqual(Array.from(list.order, (_, i) => i));
    const last = list.groups[list.groups.length - 1];
    expect(last.title).toBe(MOVED_HEADING);
    expect(last.count).toBe(cli.causes.moved.length);
    expect(list.groups.reduce((n, g) => n + g.count, 0)).toBe(list.order.length);
  });
});

describe('compare by kind, when a side is too big to trace causes', () => {
  it('says no verdict changes in core words, and why changes are listed by kind', () => {
    const m = matrix('User-agent: *\nDisallow: /signin/\n');
    const quiet = diffMatrices(m, m);
    expect(kindList(quiet, new Int32Array(0), 'too big').headline).toBe('No verdict changes (35 URL × crawler pairs compared)');
    const other = matrix('User-agent: *\nDisallow: /\n');
    const d = diffMatrices(m, other);
    expect(kindList(d, changeOrder(d, crawlers.length), 'too big').headline).toMatch(/^\d+ URL × crawler verdicts change: .* \(listed by kind: too big\)$/);
  });
});
