/** Types of bench/initial-js.mjs for e2e/initial-js.spec.ts (the bench stays plain JavaScript). */
export declare const INITIAL_JS_GOAL: number;
export declare const INITIAL_JS_HELD: number;
export declare const PAGE_JS_HELD: number;
export declare function initialJs(read: (path: string) => Promise<Buffer | null>, options?: { workers?: boolean }): Promise<{
  files: { file: string; bytes: number; gzip: number }[];
  gzipBytes: number;
  missing: string[];
}>;
