/**
 * `robotscope mcp` without its optional dependencies says what to install (issue 27 §2); the
 * packed package's test (package.test.ts) proves it on a real install without them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error.ts';
import { loadMcp, mcpPeers, missingPackage } from './optional-deps.ts';

/** The error Node throws for an import of a package that is not installed. */
function notFound(specifier: string): Error {
  return Object.assign(new Error(`Cannot find package '${specifier}' imported from /app/node_modules/robotscope/lib/cli/mcp.js`), { code: 'ERR_MODULE_NOT_FOUND' });
}

describe('the MCP server, an optional part of the package', () => {
  it("names the peer dependencies with package.json's ranges", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(mcpPeers()).toEqual(Object.entries(pkg.peerDependencies).map(([name, range]) => `${name}@${range}`));
    expect(mcpPeers().map((p) => p.slice(0, p.lastIndexOf('@')))).toEqual(['@modelcontextprotocol/sdk', 'zod']);
    for (const name of ['@modelcontextprotocol/sdk', 'zod']) expect(pkg.peerDependenciesMeta[name]).toEqual({ optional: true });
  });

  it('tells a missing peer from any other failure', () => {
    expect(missingPackage(notFound('@modelcontextprotocol/sdk'), ['@modelcontextprotocol/sdk', 'zod'])).toBe('@modelcontextprotocol/sdk');
    expect(missingPackage(notFound('zod'), ['@modelcontextprotocol/sdk', 'zod'])).toBe('zod');
    expect(missingPackage(notFound('zod-to-json-schema'), ['@modelcontextprotocol/sdk', 'zod'])).toBeNull();
    expect(missingPackage(new TypeError('x is not a function'), ['zod'])).toBeNull();
  });

  it('says what to install instead of a resolution error (exit 2), and lets any other error through', async () => {
    const refused = loadMcp(() => Promise.reject(notFound('@modelcontextprotocol/sdk/server/mcp.js')));
    await expect(refused).rejects.toBeInstanceOf(CliError);
    await expect(refused).rejects.toThrow(`robotscope mcp needs @modelcontextprotocol/sdk, an optional dependency that is not installed here; install the MCP server's dependencies beside robotscope: npm install ${mcpPeers().join(' ')}`);
    const bug = new TypeError('boom');
    await expect(loadMcp(() => Promise.reject(bug))).rejects.toBe(bug);
  });

  it('loads the server where the dependencies are installed (here: devDependencies)', async () => {
    expect(typeof (await loadMcp()).runMcp).toBe('function');
  });
});
