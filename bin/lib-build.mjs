// Compiles lib/ (the package's JavaScript) from src/: `npm run build:lib` and `prepare` run this
// file; in a checkout, bin/robotscope.mjs calls ensureLib() first, which compiles only when lib/
// is missing or a source it is built from changed since (a stat of each source: a few
// milliseconds). One build at a time, whoever asks (a lock directory: `mkdir` is atomic).
// Progress goes to standard error: standard output may be an MCP client's.
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = `${root}lib/.built`;
const LOCK = `${root}lib.lock`;
/** What lib/ is built from (tsconfig.lib.json, vite.lib.config.ts): a change to any means a rebuild. */
const SOURCES = ['src/core', 'src/compat', 'src/cli'];
const CONFIGS = ['package.json', 'tsconfig.json', 'tsconfig.lib.json', 'vite.lib.config.ts', 'bin/lib-build.mjs'];
/** A lock older than this was left by a build that died: taken over. */
const STALE_LOCK_MS = 10 * 60_000;

const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;

function newestSource() {
  let newest = Math.max(...CONFIGS.map((f) => mtime(root + f)));
  for (const dir of SOURCES) {
    for (const entry of readdirSync(root + dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.test(-helper)?\.ts$/.test(entry.name)) continue;
      newest = Math.max(newest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
    }
  }
  return newest;
}

function fresh() {
  const built = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs;
  return built !== undefined && built >= newestSource();
}

async function withLock(work) {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - mtime(LOCK) > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * tsc, then the CommonJS drop-in (vite.lib.config.ts); the stamp's time is the build's start.
 * node:child_process is loaded here, not at the top: every run of the command in a checkout loads
 * this file, and only a stale one builds (the command's start-up, issue 27 §2).
 */
async function build() {
  const { execFileSync } = await import('node:child_process');
  const started = Date.now();
  // The project's own devDependencies, where npm installs them.
  const bin = (pkg, file) => `${root}node_modules/${pkg}/${file}`;
  const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: ['ignore', 2, 2] });
  rmSync(STAMP, { force: true });
  run([bin('typescript', 'bin/tsc'), '-p', 'tsconfig.lib.json']);
  run([bin('vite', 'bin/vite.js'), 'build', '--config', 'vite.lib.config.ts']);
  // A source saved during the build is newer than the stamp: the next run builds again.
  writeFileSync(STAMP, `${new Date(started).toISOString()}\n`);
  utimesSync(STAMP, started / 1000, started / 1000);
}

/** Compiles lib/ unless it is already built from the sources as they are. */
export async function ensureLib() {
  if (fresh()) return;
  await withLock(() => {
    if (fresh()) return;
    process.stderr.write('robotscope: compiling lib/ from src/ (a checkout whose build is missing or older than its sources)\n');
    return build();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await withLock(build);
