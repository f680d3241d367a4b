/**
 * The pure parts of `bench:browser --start` (review22 L6): the largest paint and the blocking time
 * read from a Lighthouse trace, on small synthetic traces that pin the units (a ResourceFinish's
 * finishTime is in seconds, every ts in microseconds; a task's tdur is CPU time, its dur wall
 * time), what is printed when a figure has no runs, and how many failed runs' traces are kept.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuBlockingMs, FAILED_KEPT, keepFailedRun, observedLcp, printStart, startSummary, type TraceEvent } from './start.mjs';

const nav = (ts: number, url: string): TraceEvent => ({ name: 'navigationStart', ts, args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } } });
const candidate = (ts: number, nodeName: string, size: number): TraceEvent => ({ name: 'largestContentfulPaint::Candidate', ts, args: { data: { isMainFrame: true, nodeName, size } } });
const request = (requestId: string, url: string): TraceEvent => ({ name: 'ResourceSendRequest', ts: 0, args: { data: { requestId, url } } });
/** A response that ended at `finishTime` seconds (the trace's clock, as ts / 1e6). */
const finish = (requestId: string, ts: number, finishTime: number, encodedDataLength: number): TraceEvent =>
  ({ name: 'ResourceFinish', ts, args: { data: { requestId, finishTime, encodedDataLength } } });

describe('observedLcp', () => {
  // about:blank's navigation, then the page's at 1 s; its paints at 1.2 s and 1.8 s.
  const trace: TraceEvent[] = [
    nav(500_000, 'about:blank'),
    candidate(600_000, 'DIV', 9_999_999),
    nav(1_000_000, 'http://127.0.0.1:4173/'),
    request('1', 'http://127.0.0.1:4173/assets/index-a.js'),
    request('2', 'http://127.0.0.1:4173/assets/grid-b.js'),
    request('3', 'http://127.0.0.1:4173/assets/index-c.css'),
    request('4', 'http://127.0.0.1:4173/assets/page-d.mjs?v=1'),
    candidate(1_200_000, 'P', 1_000),
    finish('1', 1_500_000, 1.5, 40_000),
    finish('3', 1_100_000, 1.1, 5_000),
    finish('4', 1_700_000, 1.7, 2_000),
    candidate(1_800_000, 'H1', 50_000),
    // Ended after the last paint: with finishTime read as microseconds (1.9 < 1,800,000) it would count.
    finish('2', 1_900_000, 1.9, 90_000),
  ];

  it('is the main frame\'s last candidate after the page\'s navigation, with the scripts whose responses ended before it', () => {
    expect(observedLcp(trace)).toEqual({ element: 'H1', size: 50_000, candidates: 2, ms: 800, scriptsBefore: 2, scriptBytesBefore: 42_000 });
  });

  it('is null without the page\'s navigation or without a candidate after it', () => {
    expect(observedLcp(trace.filter((e) => e.name !== 'navigationStart' || e.ts !== 1_000_000))).toBeNull();
    expect(observedLcp(trace.filter((e) => e.name !== 'largestContentfulPaint::Candidate' || e.ts < 1_000_000))).toBeNull();
  });
});

describe('cpuBlockingMs', () => {
  const task = (ts: number, times: { tdur?: number; dur: number }, tid = 2): TraceEvent => ({ name: 'RunTask', ph: 'X', pid: 1, tid, ts, ...times });
  const trace: TraceEvent[] = [
    task(900_000, { tdur: 100_000, dur: 100_000 }), // before the first paint
    { name: 'firstContentfulPaint', ts: 1_000_000, pid: 1, tid: 2 },
    task(1_100_000, { tdur: 30_000, dur: 200_000 }), // 30 ms of CPU (200 ms of wall): ×4 − 50 = 70
    task(1_400_000, { tdur: 10_000, dur: 10_000 }), // ×4 = 40, under 50: 0
    task(1_500_000, { dur: 20_000 }), // no thread time: its wall time, ×4 − 50 = 30
    task(1_600_000, { tdur: 100_000, dur: 100_000 }, 3), // another thread
  ];

  it('sums each main-thread task after the first paint, its CPU time × the slowdown less 50 ms', () => {
    expect(cpuBlockingMs(trace)).toBe(100);
    expect(cpuBlockingMs(trace, 1)).toBe(0);
    expect(cpuBlockingMs(trace, 10)).toBe(250 + 50 + 150);
  });

  it('is null without a first paint', () => {
    expect(cpuBlockingMs(trace.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
  });
});

describe('what --start prints and keeps', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('says "—" for a figure no run gave, never null, NaN, undefined or Infinity', () => {
    const failed = startSummary({ name: 'this build', firstVerdict: [900, 950, 1000], initialJs: 120_000, lighthouse: [{ failed: 'NO_FCP: ' }, { failed: 'NO_NAVSTART: ' }] });
    expect(failed).toMatchObject({ firstVerdictMs: 950, score: 0, tbtMs: Infinity, cpuTbtMs: null, lighthouseFailed: 2 });
    // A run that finished, whose trace held no first paint: no blocking time from CPU time.
    const noPaint = startSummary({ name: 'HEAD~1', firstVerdict: [900], initialJs: 120_000, lighthouse: [{ score: 97, seo: 100, tbtMs: 40, fcpMs: 900, lcpMs: 1200, cpuTbtMs: null, lcpObserved: null }] });
    expect(noPaint.cpuTbtMs).toBeNull();
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => { lines.push(line); });
    printStart([failed, noPaint]);
    const out = lines.join('\n');
    expect(out).not.toMatch(/\b(null|NaN|undefined|Infinity)\b/);
    expect(lines.find((l) => l.startsWith('  the same from its trace\'s CPU time'))).toMatch(/—\s+—\s+—\s*$/);
    expect(lines.find((l) => l.startsWith('Lighthouse total blocking time'))).toMatch(/—\s+40\s*$/);
    expect(out).toContain('from CPU time —');
  });

  it('keeps the traces of the last 3 failed runs, the oldest removed first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'robotscope-start-test-'));
    try {
      const old = ['a', 'b', 'c', 'd'].map((n, i) => {
        const path = join(dir, `robotscope-lighthouse-failed-${n}`);
        mkdirSync(path);
        utimesSync(path, 1_000 + i, 1_000 + i);
        return path;
      });
      mkdirSync(join(dir, 'something-else'));
      // Another bench's, being written now: not removed, however many there are.
      const writing = join(dir, 'robotscope-lighthouse-failed-0');
      mkdirSync(writing);
      const kept = keepFailedRun([{ name: 'navigationStart', ts: 1 }], { runtimeError: { code: 'NO_NAVSTART' } }, dir);
      expect(FAILED_KEPT).toBe(3);
      expect(readdirSync(dir).sort()).toEqual([old[3], writing, kept].map((p) => p.slice(dir.length + 1)).concat('something-else').sort());
      expect(readdirSync(kept).sort()).toEqual(['report.json', 'trace.json']);
      const noTrace = keepFailedRun(undefined, {}, dir);
      expect(readdirSync(noTrace)).toEqual(['report.json']);
      // The last settled one (d) goes; the one being written stays.
      expect(readdirSync(dir).filter((n) => n.startsWith('robotscope-lighthouse-failed-')).sort()).toEqual([kept, noTrace, writing].map((p) => p.slice(dir.length + 1)).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
