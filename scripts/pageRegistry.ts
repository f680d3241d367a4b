/**
 * The crawler registry as the page needs it. Its JSON (src/core/registry/crawlers-2026-11.json)
 * also carries notes for the people who keep it: `about` (how to read the file), each row's
 * `verified` (what this repository re-checked, against what), `toCheck` (a page not read yet) and `note`. The page never shows
 * them (the CLI and the published package keep them), so the web build leaves them out: about
 * 1.1 kB of the JS that bench:browser counts. A row's every other field is kept as it is.
 */
import type { Plugin } from 'vite';
import { rewriteForPage } from './pageFile.ts';

export const REGISTRY_FILE = 'src/core/registry/crawlers-2026-11.json';

/** Fields of a row, and of the file, that no code of the page reads. */
const FILE_NOTES = ['about'];
const ROW_NOTES = ['verified', 'note', 'toCheck'];

const without = (o: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

/** The registry data without its notes for people. */
export function pageRegistry(data: { crawlers: Record<string, unknown>[] } & Record<string, unknown>): Record<string, unknown> {
  return { ...without(data, FILE_NOTES), crawlers: data.crawlers.map((row) => without(row, ROW_NOTES)) };
}

export function registryForPage(): Plugin {
  return rewriteForPage('robotscope:registry-for-page', REGISTRY_FILE, (code) => JSON.stringify(pageRegistry(JSON.parse(code))));
}
