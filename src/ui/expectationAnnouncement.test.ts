import { describe, expect, it } from 'vitest';
import { checkCellExpectations, setExpectations } from '../state/cellExpectations.ts';
import { VERDICT } from '../core/index.ts';
import type { MatrixData } from '../state/matrix.ts';
import { expectationAnnouncement } from './expectationAnnouncement.ts';

/** Two URLs × Googlebot; `verdicts` per URL, `line` the deciding line of each. */
const matrix = (verdicts: number[], line: number[]): MatrixData => ({
  docVersion: 1, inputsVersion: 1, urls: ['/', '/checkout/'], ruleTexts: {}, rulesRead: {},
  columns: [{ name: 'Googlebot', token: 'Googlebot', chain: ['Googlebot', '*'] }],
  verdict: Uint8Array.from(verdicts), line: Int32Array.from(line), profilesDisagree: new Uint8Array(0),
});
const list = setExpectations([], [{ url: '/', crawler: 'Googlebot' }, { url: '/checkout/', crawler: 'Googlebot' }], 'allowed');
const allowed = checkCellExpectations(matrix([VERDICT.allowed, VERDICT.allowed], [0, 0]), list);
const checkoutBlocked = checkCellExpectations(matrix([VERDICT.allowed, VERDICT.blocked], [0, 4]), list);
const bothBlocked = checkCellExpectations(matrix([VERDICT.blocked, VERDICT.blocked], [2, 2]), list);

describe('the expectations announcement', () => {
  it('says which expectation starts failing, what broke it, and the count', () => {
    expect(expectationAnnouncement(allowed, checkoutBlocked)).toBe(
      'Expectation now fails: Googlebot must be allowed /checkout/ (blocked by line 4). 1 of 2 expectations fails.',
    );
    expect(expectationAnnouncement(checkoutBlocked, bothBlocked)).toBe(
      'Expectation now fails: Googlebot must be allowed / (blocked by line 2). 2 of 2 expectations fail.',
    );
    expect(expectationAnnouncement(allowed, bothBlocked)).toMatch(/^2 expectations now fail, first: Googlebot must be allowed \/ \(blocked by line 2\)/);
  });

  it('says a failing expectation on /robots.txt read by RFC 9309 got allowed as /robots.txt itself is always allowed, not that no rule matched', () => {
    const robots = (verdict: number): MatrixData => ({
      ...matrix([verdict], [0]), urls: ['/robots.txt'], columns: [{ name: 'GPTBot', token: 'GPTBot', chain: ['GPTBot', '*'], reading: 'rfc9309', robotsTxt: verdict === VERDICT.allowed ? [0] : [] }],
    });
    const blocked = setExpectations([], [{ url: '/robots.txt', crawler: 'GPTBot' }], 'blocked');
    expect(expectationAnnouncement(checkCellExpectations(robots(VERDICT.blocked), blocked), checkCellExpectations(robots(VERDICT.allowed), blocked))).toBe(
      'Expectation now fails: GPTBot must be blocked /robots.txt (allowed: /robots.txt itself is always allowed). The expectation fails.',
    );
  });

  it('says when all hold again, and when fewer fail', () => {
    expect(expectationAnnouncement(checkoutBlocked, allowed)).toBe('All 2 expectations hold again.');
    expect(expectationAnnouncement(bothBlocked, checkoutBlocked)).toBe('1 of 2 expectations fails (was 2).');
  });

  it('says nothing when no expectation changed side, or when there are none', () => {
    expect(expectationAnnouncement(checkoutBlocked, checkoutBlocked)).toBeNull();
    expect(expectationAnnouncement(allowed, allowed)).toBeNull();
    expect(expectationAnnouncement(checkoutBlocked, checkCellExpectations(null, []))).toBeNull();
  });
});
