#!/usr/bin/env node
// The `robotscope` command: always the compiled JavaScript in lib/, never TypeScript at run time
// (a TypeScript loader costs over a second of CPU per command; issue 27 §2). Installed from the
// package, lib/ is there. In a checkout of the repository, `npm install` and `npm ci` compile it
// (the `prepare` script), and a run that finds it missing or older than src/ compiles it first
// (lib-build.mjs), so the command never runs a stale build.
import { existsSync } from 'node:fs';

if (existsSync(new URL('../src/cli/main.ts', import.meta.url))) {
  const { ensureLib } = await import('./lib-build.mjs');
  await ensureLib();
}
await import('../lib/cli/main.js');
