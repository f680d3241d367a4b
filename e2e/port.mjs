/**
 * The port the browser tests serve the site on. e2e/run.mjs picks it once and hands it to
 * Playwright's runner, its workers and the config through ROBOTSCOPE_E2E_PORT; set beforehand,
 * that variable wins. A port fixed in advance (4173, `npm start`'s) may be taken by another
 * run or by a server of an older build, which the tests would then have judged: the config never
 * reuses a server it did not start (playwright.config.ts).
 */
import { createServer } from 'node:net';

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
