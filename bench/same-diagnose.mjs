/**
 * `node bench/same-diagnose.mjs OLD_DIR [NEW_DIR] [--corpus DIR]`: does a speed change leave every diagnose
 * output as it was? Each checkout's core (OLD_DIR and NEW_DIR, the latter this one by default)
 * is bundled by esbuild and loaded into one process; each diagnoses the shared corpus's files
 * (../shared/corpus/files/, or --corpus; a worktree's ../shared is not there) and the bench's generated file, under each of the five profiles, as
 * bytes, as text and on a structured clone of the parse (what the worker hands over), and the
 * outputs are compared. Exits 1 when one differs. A minute or two: run it before landing a
 * change to the parse or the checks (bench/README.md). OLD_DIR: e.g. a `git archive main src
 * bench | tar -x -C DIR` copy.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { build } from 'esbuild';

const HERE = fileURLToPath(new URL('../', import.meta.url));
const flag = process.argv.indexOf('--corpus');
const CORPUS = flag > 0 ? join(resolve(process.argv[flag + 1]), '/') : join(HERE, '../shared/corpus/files/');
const PROFILES = ['google', 'rfc9309', 'draft1996', 'bing', 'yandex'];
const ENTRY = `export { parseRobots, diagnose } from './src/core/index.ts';
export { plainParse } from './src/core/memo.ts';
export { generateRobotsTxt } from './bench/generate.ts';`;

async function coreOf(dir, out) {
  await build({ stdin: { contents: ENTRY, resolveDir: resolve(dir), loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'warning' });
  return import(pathToFileURL(out).href);
}

const [oldDir, newDir = HERE] = process.argv.slice(2).filter((_, k, all) => all[k] !== '--corpus' && all[k - 1] !== '--corpus');
if (!oldDir) throw new Error('usage: node bench/same-diagnose.mjs OLD_DIR [NEW_DIR]');
const tmp = mkdtempSync(join(tmpdir(), 'same-diagnose-'));
const [a, b] = [await coreOf(oldDir, join(tmp, 'old.mjs')), await coreOf(newDir, join(tmp, 'new.mjs'))];
const inputs = existsSync(CORPUS) ? readdirSync(CORPUS).sort().map((f) => [f, new Uint8Array(readFileSync(CORPUS + f))]) : [];
inputs.push(['bench/generate.ts', new TextEncoder().encode(a.generateRobotsTxt())]);
let outputs = 0;
let differ = 0;
for (const [name, bytes] of inputs) {
  const text = new TextDecoder().decode(bytes);
  for (const profile of PROFILES) {
    for (const how of ['bytes', 'text', 'clone']) {
      const run = (core) => {
        const parsed = core.parseRobots(how === 'text' ? text : bytes, { profile });
        return core.diagnose(how === 'clone' ? structuredClone(core.plainParse(parsed)) : parsed);
      };
      outputs++;
      if (isDeepStrictEqual(run(a), run(b))) continue;
      differ++;
      if (differ <= 10) console.log(`differs: ${name}, ${profile}, ${how}`);
    }
  }
}
console.log(`${outputs} diagnose outputs compared (${inputs.length} files${existsSync(CORPUS) ? '' : `; no ${CORPUS}`}), ${differ} differ`);
process.exitCode = differ > 0 ? 1 : 0;
