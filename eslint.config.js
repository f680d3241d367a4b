/**
 * ESLint: the import direction of STYLE.md, enforced. Imports point one way,
 * core <- worker <- editor / state <- app <- ui (ui not reaching worker), cli uses core only, and compat (the robots-parser
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
const restrict = (files, patterns, ignores = []) => ({ files, ignores: [...TESTS, ...ignores], rules: { 'no-restricted-imports': ['error', { patterns }] } });

const CORE_ONLY = { regex: '^(?!\\./)', message: 'src/core imports only src/core.' };
const CORE_ONLY_BELOW = { regex: '^(?!\\.\\.?/)|^\\.\\./\\.\\./', message: 'src/core imports only src/core.' };
/** The speed machinery is used through its query API, so its insides can change freely. */
const lookupApi = (prefix) => ({ regex: `^${prefix}lookup/(?!index\\.ts$)`, message: 'Use src/core/lookup through lookup/index.ts.' });

/**
 * Module-level state in the core would be shared by every parse and every caller (the worker
 * answers several documents; tests and the CLI interleave parses): a check must depend on its
 * arguments alone. Constant tables and memos keyed by an object (WeakMap) are fine. (A `g` regex
 * used with exec() carries its lastIndex too, but a selector cannot tell that use from matchAll's.)
 */
const STATE = 'src/core keeps no module-level mutable state: keep it per parse (a WeakMap keyed by the parse) or per call.';
const topLevel = (what) => [`Program > VariableDeclaration${what}`, `Program > ExportNamedDeclaration > VariableDeclaration${what}`];
const NO_MODULE_STATE = [
  ...topLevel('[kind!="const"]'),
  ...topLevel(' > VariableDeclarator > NewExpression[callee.name=/^(Map|Set)$/][arguments.length=0]'),
  ...topLevel(' > VariableDeclarator > NewExpression[callee.name=/Array$/]'),
  ...topLevel(' > VariableDeclarator > ObjectExpression > Property > NewExpression[callee.name=/Array$/]'),
].map((selector) => ({ selector, message: STATE }));

export default tseslint.config(
  // .test-cli/: the CLI bundled for a unit run (scripts/testCliBundle.ts), left behind when a run is killed.
  { ignores: ['dist/', 'lib/', 'node_modules/', 'test-results/', 'playwright-report/', '.test-cli/'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/core/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-globals': ['error', ...BROWSER_GLOBALS], 'no-restricted-syntax': ['error', ...NO_MODULE_STATE] },
  },
  // The core imports nothing but itself: no package, no node: module, no other folder of src/.
  restrict(['src/core/*.ts'], [CORE_ONLY, lookupApi('\\./')]),
  restrict(['src/core/*/**/*.ts'], [CORE_ONLY_BELOW, lookupApi('\\.\\./')], ['src/core/lookup/**']),
  // lookup/ finds things fast and knows no robots.txt: of the core it reads only rule types,
  // patterns and the rule table.
  restrict(['src/core/lookup/**/*.ts'], [
    CORE_ONLY_BELOW,
    { regex: '^\\.\\./(?!\\.\\./)(?!(types|pattern|ruleTable)\\.ts$)', message: 'src/core/lookup reads only ../types.ts, ../pattern.ts and ../ruleTable.ts of the core.' },
  ]),
  restrict(['src/worker/**/*.ts'], [layers(['editor', 'state', 'app', 'ui', 'cli'], 'worker/ uses core/ only.'), UI_PACKAGES]),
  restrict(['src/editor/**/*.ts'], [layers(['state', 'app', 'ui', 'cli'], 'editor/ uses core/ and worker/ only.')]),
  restrict(['src/state/**/*.ts'], [layers(['editor', 'app', 'ui', 'cli'], 'state/ uses core/ and worker/ only.')]),
  // The controller drives the editor, the store and the worker; views call it, never the reverse.
  restrict(['src/app/**/*.ts'], [layers(['ui', 'cli'], 'app/ uses core/, worker/, editor/ and state/; ui/ calls app/, not the reverse.'), { regex: '^react(-dom)?(/|$)', message: 'app/ is no view: React belongs in ui/.' }]),
  // Views read the store's view models and call app/: the worker's wire types stay in worker/ (issue 11 §1).
  restrict(['src/ui/**/*.{ts,tsx}'], [{ regex: '^(\\.\\./){1,2}(worker|cli)(/|$)', message: 'ui/ reads view models from state/ and calls app/: wire types stay in worker/, and cli/ is not the page.' }]),
  restrict(['src/cli/**/*.ts'], [layers(['worker', 'editor', 'state', 'app', 'ui'], 'cli/ uses core/ and compat/ only.'), UI_PACKAGES]),
  // The robots-parser drop-in ships in the package beside the core: core only, no node: module.
  restrict(['src/compat/**/*.ts'], [layers(['worker', 'editor', 'state', 'app', 'ui', 'cli'], 'compat/ uses core/ only.'), UI_PACKAGES, { regex: '^node:', message: 'compat/ runs wherever the core runs: no node: modules.' }]),
);
