/** Types of bench/start.mjs for bench/start.test.ts (the bench stays plain JavaScript). */
export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid?: number;
  tid?: number;
  args?: { data?: Record<string, unknown> };
}
export interface ObservedLcp {
  element: string;
  size: number;
  candidates: number;
  ms: number;
  scriptsBefore: number;
  scriptBytesBefore: number;
}
export interface LighthouseRun {
  failed?: string;
  score?: number;
  seo?: number;
  tbtMs?: number;
  fcpMs?: number;
  lcpMs?: number;
  cpuTbtMs?: number | null;
  lcpObserved?: ObservedLcp | null;
}
export interface StartRuns {
  name: string;
  firstVerdict: number[];
  lighthouse: LighthouseRun[];
  initialJs: number;
}
export interface StartSummary extends StartRuns {
  firstVerdictMs: number | null;
  score: number | null;
  tbtMs: number | null;
  cpuTbtMs: number | null;
  lighthouseFailed: number;
}
export declare const FAILED_KEPT: number;
export declare function observedLcp(traceEvents: TraceEvent[]): ObservedLcp | null;
export declare function cpuBlockingMs(traceEvents: TraceEvent[], slowdown?: number): number | null;
export declare function keepFailedRun(trace: unknown, report: unknown, dir?: string): string;
export declare function median(xs: number[]): number | null;
export declare function startSummary(o: StartRuns): StartSummary;
export declare function printStart(start: StartSummary[]): void;
