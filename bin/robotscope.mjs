#!/usr/bin/env node
// The `robotscope` command. It runs the TypeScript sources directly through tsx (a runtime
// dependency), so the bin works right after `npm ci` with no build step.
import { register } from 'tsx/esm/api';

register();
// A dynamic import: a static one would be hoisted above register() and load before tsx.
await import('../src/cli/main.ts');
