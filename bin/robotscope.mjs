#!/usr/bin/env node
// The `robotscope` command. Installed from the package, it runs the compiled JavaScript in lib/
// (no TypeScript loader at run time). In a checkout of the repository (src/ is there) it runs
// the TypeScript sources through tsx, a devDependency, so it works right after `npm ci` and
// never runs a stale build.
import { existsSync } from 'node:fs';

const sources = new URL('../src/cli/main.ts', import.meta.url);
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(sources.href);
} else {
  await import('../lib/cli/main.js');
}
