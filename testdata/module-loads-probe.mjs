// Preloaded into a child `robotscope` by package.test.ts (node --import): appends the URL of
// every module the process loads, one a line, to $ROBOTSCOPE_LOADS_FILE, so a test can tell
// which code the command ran (the compiled lib/, no TypeScript, no loader for it).
import { register } from 'node:module';

const file = process.env.ROBOTSCOPE_LOADS_FILE;
if (file) register('./module-loads-hooks.mjs', import.meta.url, { data: file });
