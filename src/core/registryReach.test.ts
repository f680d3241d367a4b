/**
 * The crawler registry (24 kB of JSON) is reachable only from the entries that need it (issue 27
 * §2): parsing and checking a URL import nothing that imports it, so a bundle of parse + check
 * carries none of it even where a bundler keeps every module it reaches (package.test.ts measures
 * the bundle). Read from the source's own import lines: a type-only import loads nothing.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CORE = dirname(fileURLToPath(import.meta.url));
const IMPORT = /^import\s+(type\s+)?([^'"]*?)\s*from\s*'(\.[^']+)';/gm;

/** Names of `{ a, type B }`, or null for a default or namespace import. */
const namesOf = (clause: string) => (/^\{[^}]*\}$/.test(clause) ? clause.slice(1, -1).split(',').map((n) => n.trim()).filter(Boolean) : null);

/** Every module `entry` loads (relative to src/core), each with the module that imports it first. */
export function modulesLoadedBy(entry: string): Map<string, string> {
  const loaded = new Map<string, string>();
  const visit = (file: string, from: string) => {
    const name = relative(CORE, file);
    if (loaded.has(name)) return;
    loaded.set(name, from);
    if (!file.endsWith('.ts')) return;
    for (const [, typeOnly, clause, path] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const names = namesOf(clause);
      if (typeOnly || (names !== null && names.every((n) => n.startsWith('type ')))) continue;
      visit(resolve(dirname(file), path), name);
    }
  };
  visit(resolve(CORE, entry), '');
  return loaded;
}

describe('the crawler registry, out of reach of parse and check', () => {
  it.each(['parse.ts', 'match.ts'])('%s loads no module of registry/', (entry) => {
    const loaded = modulesLoadedBy(entry);
    const reached = [...loaded].filter(([name]) => name.startsWith('registry/')).map(([name, from]) => `${name} (imported by ${from})`);
    expect(reached).toEqual([]);
  });

  it('is still loaded by what names crawlers (the check with a crawler\'s documented semantics)', () => {
    expect([...modulesLoadedBy('crawlerCheck.ts').keys()]).toContain('registry/registry.ts');
  });
});
