/**
 * `robotscope serve` on a free port, serving the site this run built (playwright.config.ts),
 * not dist/: the page with its /api/fetch and /api/sitemap (src/cli/serve.ts).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ServedApp {
  /** The page's address, ending in `/`. */
  base: string;
  stop(): void;
}

/** Starts `serve` with `options` (e.g. --allow-private-network) and waits for the address it prints. */
export async function serveApp(options: string[] = []): Promise<ServedApp> {
  const serve = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--port', '0', '--dir', process.env.ROBOTSCOPE_E2E_DIST!, ...options], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve) => createInterface({ input: serve.stdout! }).once('line', resolve));
  return { base: /http:\/\/127\.0\.0\.1:\d+\//.exec(first)![0], stop: () => void serve.kill('SIGTERM') };
}
