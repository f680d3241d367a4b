import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium.mjs';
import { e2eDist, e2ePort } from './e2e/port.mjs';

/**
 * End-to-end tests run against the built site, served the way `npm start` serves it.
 * Browser: see e2e/chromium.mjs (ROBOTSCOPE_CHROMIUM, /usr/bin/chromium, PATH, Playwright's own).
 */
const chromium = await findChromium();
if (chromium.path === null) throw new Error(chromium.error);

/**
 * The port e2e/run.mjs picked (ROBOTSCOPE_E2E_PORT); run without it (`npx playwright test`), a
 * free one, written to the environment before any worker starts, so the workers (which load this
 * file again) and e2e/fixtures.ts read the same.
 */
const PORT = await e2ePort();
/** This run's own build of the site (e2e/port.mjs e2eDist), out of reach of other builds. */
const DIST = e2eDist(PORT);
const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A retry would hide a flaky failure; there are none, locally or in CI.
  retries: 0,
  // Two cores: the preview server and two browsers share them.
  workers: 2,
  forbidOnly: CI,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromium.path, args: CHROMIUM_ARGS },
    // A service worker serves reloads from its cache, out of reach of page.route and of a slow
    // server: the specs about offline use and privacy allow it (test.use), the others test the page.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx vite build --outDir ${JSON.stringify(DIST)} --emptyOutDir && npx vite preview --outDir ${JSON.stringify(DIST)} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    // Always this build, served by this run: a server already on PORT (another run's, or
    // `npm start` of an older build) is an error, never what the tests judge.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
