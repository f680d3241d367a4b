/**
 * The bing and yandex conformance files cite the operator for their verdicts (issue 29 §1, "Done
 * means": at least 40 cases per file citing the operator's page): this keeps that from eroding
 * silently. A case counts when it is `documented` and its source is a page on the operator's own
 * domain, with the section that says it; `observed` (published code) and `assumed` cases may stay
 * in the files but do not count.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFORMANCE_DIR, loadCases, type ConformanceCase } from './conformance.test-helper.ts';

const OPERATORS = [
  { file: 'bing-cases.jsonl', hosts: ['bing.com', 'blogs.bing.com'] },
  { file: 'yandex-cases.jsonl', hosts: ['yandex.com', 'yandex.ru'] },
];

const AT_LEAST = 40;

/** The host of a cited page, `www.` dropped; '' when the source is no http(s) URL. */
function citedHost(source: string): string {
  const m = /^https?:\/\/([^/?#\s]+)/.exec(source);
  return m ? m[1].toLowerCase().replace(/^www\./, '') : '';
}

function citesOperator(c: ConformanceCase, hosts: readonly string[]): boolean {
  return c.kind === 'documented' && hosts.includes(citedHost(c.source ?? '')) && (c.section ?? '').trim() !== '';
}

describe('the bing and yandex conformance files cite the operator case by case', () => {
  it('reads a page\'s host the way the count needs', () => {
    expect(citedHost('https://www.yandex.com/support/webmaster/en/robot-workings/user-agent')).toBe('yandex.com');
    expect(citedHost('https://blogs.bing.com/webmaster/2012/05/03/x')).toBe('blogs.bing.com');
    expect(citedHost('Frédéric Dubut (Bing), quoted by thrivesearch.com')).toBe('');
    expect(citedHost('https://thrivesearch.com/robots-txt-tip-from-bing')).toBe('thrivesearch.com');
  });

  for (const { file, hosts } of OPERATORS) {
    const cases = loadCases(join(CONFORMANCE_DIR, file));

    it(`${file}: every case says where its verdict comes from`, () => {
      const unsourced = cases.filter((c) => !['documented', 'observed', 'assumed'].includes(c.kind ?? '') || (c.source ?? '').trim() === '');
      expect(unsourced.map((c) => c.id)).toEqual([]);
    });

    it(`${file}: at least ${AT_LEAST} documented cases cite a page of ${hosts.join(' or ')} and its section`, () => {
      const citing = cases.filter((c) => citesOperator(c, hosts));
      expect(citing.length).toBeGreaterThanOrEqual(AT_LEAST);
    });

    it(`${file}: a case citing an operator page is documented, and names its section`, () => {
      // An observed or assumed case must not borrow the operator's page as its source, nor
      // may a documented one cite a page without saying where on it.
      const mislabelled = cases.filter((c) => hosts.includes(citedHost(c.source ?? '')) && !citesOperator(c, hosts));
      expect(mislabelled.map((c) => c.id)).toEqual([]);
    });
  }
});
