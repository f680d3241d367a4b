/**
 * The port the browser tests serve the site on. e2e/run.mjs picks it once and hands it to
 * Playwright's runner, its workers and the config through ROBOTSCOPE_E2E_PORT; set beforehand,
 * that variable wins. A port fixed in advance (4173, `npm start`'s) may be taken by another
 * run or by a server of an older build, which the tests would then have judged: the config never
 * reuses a server it did not start (playwright.config.ts).
 */
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port no one listens on now: the system's pick for port 0, closed again at once. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * ROBOTSCOPE_E2E_PORT when set (it must be a port number), else a free port, written to
 * ROBOTSCOPE_E2E_PORT so that every process started from here on uses the same one.
 */
export async function e2ePort(env = process.env) {
  const given = env.ROBOTSCOPE_E2E_PORT;
  if (given !== undefined && given !== '') {
    const port = Number(given);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`ROBOTSCOPE_E2E_PORT=${given} is not a port number (1-65535)`);
    return port;
  }
  const port = await freePort();
  env.ROBOTSCOPE_E2E_PORT = String(port);
  return port;
}

/**
 * Where the run builds the site it serves: a folder of its own (ROBOTSCOPE_E2E_DIST, written to
 * the environment like the port), not dist/. Another run's build, or `npm pack`'s in the unit
 * tests (src/cli/package.test.ts), empties dist/ first: a page loaded meanwhile got an error
 * instead of the app.
 */
export function e2eDist(port, env = process.env) {
  env.ROBOTSCOPE_E2E_DIST ||= join(tmpdir(), `robotscope-e2e-${port}`);
  return env.ROBOTSCOPE_E2E_DIST;
}
