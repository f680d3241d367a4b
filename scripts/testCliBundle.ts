/**
 * Vitest's global setup: the CLI tests run `robotscope` as a child process, the way a person or
 * CI would, about 160 times. Through tsx each child spent over a second of CPU compiling the
 * TypeScript again, so on a busy machine (another `npm test` beside this one, issue 23 §4) the
 * suite's CLI tests crawled past their limits. Here the CLI's sources are bundled once, as they
 * are on disk now, into one ES module that plain Node runs; the npm packages stay imports.
 *
 * The bundle sits two folders below the repository, as src/cli/*.ts do, so the paths the CLI
 * finds from its own location (`../../package.json`, `../../dist/`) are the same.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled CLI entry (run-cli.test-helper.ts runs it with plain Node). */
    cliEntry: string;
  }
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export async function setup(project: TestProject): Promise<() => void> {
  const dir = join(ROOT, '.test-cli', `${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(ROOT, 'src/cli/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  project.provide('cliEntry', outfile);
  return () => rmSync(dir, { recursive: true, force: true });
}
