import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium.mjs';

/**
 * End-to-end tests run against the built site, served the way `npm start` serves it.
 * Browser: see e2e/chromium.mjs (ROBOTSCOPE_CHROMIUM, /usr/bin/chromium, PATH, Playwright's own).
 */
const chromium = await findChromium();
if (chromium.path === null) throw new Error(chromium.error);

/** 4173 as `npm start`; ROBOTSCOPE_E2E_PORT when that one is taken by a server of your own. */
const PORT = Number(process.env.ROBOTSCOPE_E2E_PORT ?? 4173);
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
    command: `npx vite build && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    // Locally a server already on PORT (say, `npm start`) is used as it is: it must serve the
    // current build. CI always builds and serves its own.
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
