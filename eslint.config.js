/**
 * ESLint: the import direction of STYLE.md, enforced. Imports point one way,
 * core <- worker <- editor / state <- ui, cli uses core only, and compat (the robots-parser
 * drop-in of the package) uses core only; the core touches no browser
 * global, so it runs unchanged in the worker, in Node and in the CLI.
 */
import tseslint from 'typescript-eslint';

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'self'].map((name) => ({
  name,
  message: 'src/core runs in the worker, in Node and in the CLI: it has no browser globals.',
}));

/** Imports of the layers named, from a file one folder below src/. */
const layers = (names, why) => ({ regex: `^\\.\\./(${names.join('|')})(/|$)`, message: why });
const UI_PACKAGES = { regex: '^(react|react-dom|zustand|@codemirror/|@lezer/)', message: 'UI packages belong in editor/, state/ or ui/.' };

/** Tests run in Node with their own tools (vitest, fast-check, node:fs): the rules are for what ships. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-helper.ts'];

/** `patterns` for no-restricted-imports in the files given. */
const restrict = (files, patterns) => ({ files, ignores: TESTS, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['dist/', 'lib/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/core/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-globals': ['error', ...BROWSER_GLOBALS] },
  },
  // The core imports nothing but itself: no package, no node: module, no other folder of src/.
  restrict(['src/core/*.ts'], [{ regex: '^(?!\\./)', message: 'src/core imports only src/core.' }]),
  restrict(['src/core/*/**/*.ts'], [{ regex: '^(?!\\.\\.?/)|^\\.\\./\\.\\./', message: 'src/core imports only src/core.' }]),
  restrict(['src/worker/**/*.ts'], [layers(['editor', 'state', 'ui', 'cli'], 'worker/ uses core/ only.'), UI_PACKAGES]),
  restrict(['src/editor/**/*.ts'], [layers(['state', 'ui', 'cli'], 'editor/ uses core/ and worker/ only.')]),
  restrict(['src/state/**/*.ts'], [layers(['editor', 'ui', 'cli'], 'state/ uses core/ and worker/ only.')]),
  restrict(['src/cli/**/*.ts'], [layers(['worker', 'editor', 'state', 'ui'], 'cli/ uses core/ and compat/ only.'), UI_PACKAGES]),
  // The robots-parser drop-in ships in the package beside the core: core only, no node: module.
  restrict(['src/compat/**/*.ts'], [layers(['worker', 'editor', 'state', 'ui', 'cli'], 'compat/ uses core/ only.'), UI_PACKAGES, { regex: '^node:', message: 'compat/ runs wherever the core runs: no node: modules.' }]),
);
