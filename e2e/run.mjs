#!/usr/bin/env node
/**
 * `npm run test:e2e`: finds a Chromium (see chromium.mjs), says how to get one when there is
 * none, picks a free port for the site (port.mjs; ROBOTSCOPE_E2E_PORT overrides), then runs
 * `npx playwright test` with the given arguments and its exit code.
 */
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { CHROMIUM_ARGS, INSTALL_HELP, findChromium } from './chromium.mjs';
import { e2eDist, e2ePort } from './port.mjs';

const found = await findChromium();
if (!found.path) {
  console.error(`\ne2e: ${found.error}\n`);
  if (found.error !== INSTALL_HELP) console.error(`${INSTALL_HELP}\n`);
  process.exit(1);
}

let version;
try {
  version = execFileSync(found.path, [...CHROMIUM_ARGS, '--headless', '--version'], {
    encoding: 'utf8',
    timeout: 30_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
} catch (error) {
  console.error(`\ne2e: ${found.path} (${found.source}) does not start: ${error.message}\n`);
  console.error(`${INSTALL_HELP}\n`);
  process.exit(1);
}
console.log(`e2e: ${version} at ${found.path} (${found.source})`);

const given = process.env.ROBOTSCOPE_E2E_PORT;
let port;
try {
  port = await e2ePort();
} catch (error) {
  console.error(`\ne2e: ${error.message}\n`);
  process.exit(1);
}
const ownDist = !process.env.ROBOTSCOPE_E2E_DIST;
const dist = e2eDist(port);
console.log(`e2e: the site is built in ${dist} and served at http://127.0.0.1:${port}/ (${given ? 'ROBOTSCOPE_E2E_PORT' : 'a free port'})`);
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // Pin the config to the Chromium checked above, and every process to the port picked.
  env: { ...process.env, ROBOTSCOPE_CHROMIUM: found.path, ROBOTSCOPE_E2E_PORT: String(port), ROBOTSCOPE_E2E_DIST: dist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  // The site built for this run only (port.mjs e2eDist).
  if (ownDist) rmSync(dist, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
