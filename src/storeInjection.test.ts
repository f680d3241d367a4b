/**
 * One store per session, injected (issue 24 §1): no module a view or a controller imports holds
 * a store of its own at module level; views get the session's from a React context
 * (ui/storeContext.ts), controllers from the session. This test reads each ui/ and app/ file's
 * imports, loads every module of src/ they import, and fails on any export that is a zustand store.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname);
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return readdirSync(join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test(-helper)?\.tsx?$/.test(f))
    .map((f) => join(SRC, dir, f));
}

/** The modules of src/ that `file` imports (values or types: a type import of a store is as wrong). */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1])).filter((p) => p.startsWith(SRC) && /\.ts$/.test(p));
}

const isStore = (v: unknown) => typeof v === 'object' && v !== null && ['getState', 'setState', 'subscribe'].every((k) => typeof (v as Record<string, unknown>)[k] === 'function');

describe('one store per session, injected', () => {
  it('no module imported by a view or a controller exports a store', async () => {
    const imported = new Map<string, string[]>();
    for (const file of [...sources('ui'), ...sources('app')]) {
      for (const dep of importsOf(file)) imported.set(dep, [...(imported.get(dep) ?? []), relative(SRC, file)]);
    }
    const found: string[] = [];
    for (const [dep, by] of imported) {
      const mod: Record<string, unknown> = await import(/* @vite-ignore */ dep);
      for (const [name, value] of Object.entries(mod)) {
        if (isStore(value)) found.push(`${relative(SRC, dep)} exports the store ${name}, imported by ${by.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });
});
