/** Types of what bench/workbench.ts reads from matrix.mjs (the browser bench stays plain JavaScript). */
export declare const MATRIX_CRAWLERS: string[];
export declare const MATRIX_GOALS: { workerMs: number; pasteMs: number; keystrokeP95Ms: number; taskMs: number; elements: number };
