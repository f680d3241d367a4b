import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { workerChunks } from './workerChunks.ts';

let dir = '';
afterEach(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

/** A page and a worker that both use shared.js, built as the site is. */
async function buildFixture(workerSource: string): Promise<Map<string, string>> {
  dir = await mkdtemp(join(tmpdir(), 'worker-chunks-'));
  await writeFile(join(dir, 'shared.js'), 'export const engine = (s) => s.split("").reverse().join("") + "ENGINE_MARK";\n');
  await writeFile(join(dir, 'main.js'), [
    'import { engine } from "./shared.js";',
    'export const page = "PAGE_MARK";',
    'document.title = engine(page);',
    'const w = new Worker(new URL("./robots.worker.js", import.meta.url), { type: "module" });',
    'w.postMessage(engine("x"));',
  ].join('\n'));
  await writeFile(join(dir, 'robots.worker.js'), workerSource);
  await build({
    configFile: false, root: dir, logLevel: 'silent', base: './', plugins: [workerChunks()],
    build: { outDir: 'dist', minify: false, lib: false, rolldownOptions: { input: join(dir, 'main.js') } },
  });
  const files = new Map<string, string>();
  for (const f of await readdir(join(dir, 'dist', 'assets'))) files.set(f, await readFile(join(dir, 'dist', 'assets', f), 'utf8'));
  return files;
}

describe('workerChunks', () => {
  it('ships a module the page and the worker share once, in a chunk the hashed worker imports', async () => {
    const files = await buildFixture('import { engine } from "./shared.js";\nself.onmessage = (e) => self.postMessage(engine(e.data));\n');
    const js = [...files].filter(([f]) => f.endsWith('.js'));
    expect(js.filter(([, code]) => code.includes('ENGINE_MARK'))).toHaveLength(1);
    const worker = js.find(([f]) => /^robots\.worker-[\w-]+\.js$/.test(f));
    expect(worker).toBeDefined();
    const [workerFile, workerCode] = worker!;
    const [sharedFile] = js.find(([, code]) => code.includes('ENGINE_MARK'))!;
    expect(workerCode).toContain(`./${sharedFile}`);
    expect(workerCode).not.toContain('PAGE_MARK');
    const page = js.find(([, code]) => code.includes('PAGE_MARK'))!;
    expect(page[1]).toContain(workerFile);
    expect(page[1]).toContain('type: "module"');
  });

  it('refuses a build in which the worker would run the page entry', async () => {
    await expect(buildFixture('import { page } from "./main.js";\nself.postMessage(page);\n')).rejects.toThrow(/imports the page's entry chunk/);
  });
});
