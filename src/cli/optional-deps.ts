/**
 * `robotscope mcp` runs on the MCP SDK and zod, the package's optional peer dependencies: the
 * engine, the drop-in and every other command install with no dependency at all (issue 27 §2).
 * Someone who wants the server installs them beside robotscope; without them the command says
 * exactly that, with the versions package.json asks for, instead of a module resolution error.
 */
import { readFileSync } from 'node:fs';
import { CliError } from './cli-error.ts';

type McpModule = typeof import('./mcp.ts');

/** The peer dependencies the MCP server needs, as package.json names them (`name@range`). */
export function mcpPeers(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { peerDependencies?: Record<string, string> };
  return Object.entries(pkg.peerDependencies ?? {}).map(([name, range]) => `${name}@${range}`);
}

/** Which of `names` a failed import could not find, or null when it failed otherwise. */
export function missingPackage(error: unknown, names: readonly string[]): string | null {
  const e = error as { code?: unknown; message?: unknown };
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || typeof e.message !== 'string') return null;
  const message = e.message;
  return names.find((name) => message.includes(`'${name}'`) || message.includes(`'${name}/`)) ?? null;
}

/** Loads the MCP server, or says which optional dependency to install (exit 2). */
export async function loadMcp(load: () => Promise<McpModule> = () => import('./mcp.ts')): Promise<McpModule> {
  try {
    return await load();
  } catch (error) {
    const peers = mcpPeers();
    const missing = missingPackage(error, peers.map((p) => p.slice(0, p.lastIndexOf('@'))));
    if (missing === null) throw error;
    throw new CliError(`robotscope mcp needs ${missing}, an optional dependency that is not installed here; install the MCP server's dependencies beside robotscope: npm install ${peers.join(' ')}`);
  }
}
