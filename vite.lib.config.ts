import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The package's robots-parser drop-in as one CommonJS file (`npm run build:lib`, after tsc has
 * compiled lib/): `module.exports` is the function, as robots-parser's is, so
 * `require('robotscope/robots-parser')` gives it and `import` gives it as the default export on
 * every Node from 20.0 (which cannot `require` an ES module) and in every bundler. The engine is
 * bundled into it, the crawler registry's JSON inlined.
 */
/** Its types, written by hand in robots-parser's `export =` shape (src/compat/robots-parser.d.cts). */
const declarations = (): Plugin => ({
  name: 'robotscope:robots-parser-types',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'robots-parser.d.cts', source: readFileSync('src/compat/robots-parser.d.cts', 'utf8') });
  },
});

/**
 * Node 20.0 to 20.9 cannot read `import data from './x.json' with { type: 'json' }` (import
 * attributes came in 20.10), which tsc keeps as written in lib/: the compiled modules import such
 * data as a JavaScript module beside it (`x.json.js`) instead, so the engine entry and the CLI
 * run on every Node 20 too.
 */
const jsonAsModules = (): Plugin => ({
  name: 'robotscope:json-as-modules',
  closeBundle() {
    const files = readdirSync('lib', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    for (const file of files.map((f) => join('lib', f))) {
      const code = readFileSync(file, 'utf8');
      const changed = code.replace(/^import (\w+) from '(\.[^']+\.json)' with \{ type: 'json' \};$/gm, (_, name: string, path: string) => {
        const data = readFileSync(join(file, '..', path), 'utf8');
        writeFileSync(join(file, '..', `${path}.js`), `export default ${data.trim()};\n`);
        return `import ${name} from '${path}.js';`;
      });
      if (changed !== code) writeFileSync(file, changed);
    }
  },
});

export default defineConfig({
  publicDir: false,
  plugins: [declarations(), jsonAsModules()],
  logLevel: 'warn',
  build: {
    lib: { entry: 'src/compat/robotsParser.ts', formats: ['cjs'], fileName: () => 'robots-parser.cjs' },
    outDir: 'lib/compat',
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { exports: 'default' } },
  },
});
