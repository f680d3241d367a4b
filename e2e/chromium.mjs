/**
 * Finds a Chromium for the e2e tests and the browser benchmark, in this order:
 *   1. $ROBOTSCOPE_CHROMIUM (must exist when set: a wrong path is an error, not a fallback),
 *   2. /usr/bin/chromium (Debian's `apt-get install chromium`, what CI installs),
 *   3. chromium, chromium-browser or google-chrome on PATH,
 *   4. Playwright's own downloaded Chromium, if `npx playwright install chromium` ran.
 * Plain JavaScript so that e2e/run.mjs and bench/browser.bench.mjs can use it before any build.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian's Chromium tries to reach Google's services at start-up; this network has none. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

export const INSTALL_HELP = [
  'Robotscope needs a Chromium to run its browser tests and benchmark, and found none.',
  'Install one of these ways:',
  '  - Debian/Ubuntu:          sudo apt-get install -y chromium',
  '  - where downloads work:   npx playwright install chromium',
  '  - any Chromium or Chrome: ROBOTSCOPE_CHROMIUM=/path/to/chrome npm run test:e2e',
].join('\n');

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * @returns {Promise<{ path: string, source: string } | { path: null, error: string }>}
 */
export async function findChromium() {
  const fromEnv = process.env.ROBOTSCOPE_CHROMIUM;
  if (fromEnv) {
    return isExecutable(fromEnv)
      ? { path: fromEnv, source: 'ROBOTSCOPE_CHROMIUM' }
      : { path: null, error: `ROBOTSCOPE_CHROMIUM=${fromEnv} is not an executable file.` };
  }
  if (isExecutable('/usr/bin/chromium')) return { path: '/usr/bin/chromium', source: '/usr/bin/chromium' };
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const path = onPath(name);
    if (path) return { path, source: `${name} on PATH` };
  }
  const downloaded = await playwrightChromium();
  if (downloaded) return { path: downloaded, source: "Playwright's downloaded Chromium" };
  return { path: null, error: INSTALL_HELP };
}
