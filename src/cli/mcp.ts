/**
 * `robotscope mcp`: the same answers for AI agents, over the Model Context Protocol on stdio
 * (the official SDK). The tools are data (mcp-tools.ts, mcp-cli-tools.ts), registered alike:
 * each declares what it answers (`outputSchema`) and answers it in `structuredContent` and as
 * JSON text; none changes anything (`readOnlyHint`), and those that may fetch a robots.txt say
 * so (`openWorldHint`). Standard output carries the protocol only: nothing else is printed there.
 *
 * Every call is bounded: a message to at most MAX_MESSAGE_BYTES (mcp-transport.ts), each field
 * to a length that fits in one (mcp-schemas.ts), each answer to MAX_ANSWER_BYTES (mcp-answer.ts).
 * Fetches reach only public addresses unless the server is started with --allow-private-network
 * (fetchGuard.ts), checked before each request and again at the connection's own DNS lookup.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ParsedArgs } from './commandSpec.ts';
import { CliError, EXIT_OK } from './cli-error.ts';
import { guardedFetch } from './fetchGuard.ts';
import { fetchRobots } from './fetchRobots.ts';
import { CLI_TOOLS } from './mcp-cli-tools.ts';
import { COVERAGE_TOOLS } from './mcp-coverage.ts';
import type { ToolContext, ToolSpec } from './mcp-tool.ts';
import { versionField } from './mcp-schemas.ts';
import { ANSWER_TOOLS } from './mcp-tools.ts';
import { BoundedStdioTransport } from './mcp-transport.ts';
import { fetchSitemap } from './sitemapFetch.ts';
import { escapeControls } from './terminal-text.ts';
import { version } from './usage.ts';

export const TOOLS: readonly ToolSpec[] = [...ANSWER_TOOLS, ...CLI_TOOLS, ...COVERAGE_TOOLS];

function failure(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return { content: [{ type: 'text' as const, text: escapeControls(`robotscope: ${message}`) }], isError: true };
}

export interface McpOptions {
  /** Let fetches reach loopback, link-local and private addresses (a local test server, an intranet). */
  allowPrivateNetwork?: boolean;
}

export function createMcpServer({ allowPrivateNetwork = false }: McpOptions = {}): McpServer {
  const server = new McpServer({ name: 'robotscope', version: version() });
  const context: ToolContext = {
    fetch: (url) => fetchRobots(url, allowPrivateNetwork ? {} : guardedFetch()),
    // Sitemaps through the same pinned connections: every hop checked, every connection to a checked address.
    fetchSitemap: (url) => fetchSitemap(url, { allowPrivateNetwork, ...(allowPrivateNetwork ? {} : guardedFetch()) }),
  };
  for (const t of TOOLS) {
    server.registerTool(t.name, {
      title: t.title, description: t.description, inputSchema: t.input, outputSchema: { version: versionField, ...t.output },
      annotations: { title: t.title, readOnlyHint: true, openWorldHint: t.openWorld },
    }, async (args: Parameters<ToolSpec['run']>[0]) => {
      // Any error becomes a tool error the agent reads, never a dead server.
      try {
        return await t.run(args, context);
      } catch (error) {
        return failure(error);
      }
    });
  }
  return server;
}

/** `robotscope mcp [--allow-private-network]`: serves until the client closes standard input. */
export async function runMcp({ values, positionals }: ParsedArgs): Promise<number> {
  if (positionals.length > 0) throw new CliError('mcp: takes no arguments; it speaks the Model Context Protocol on standard input and output');
  const server = createMcpServer({ allowPrivateNetwork: values['allow-private-network'] === true });
  const transport = new BoundedStdioTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
  });
  // Standard error is the one place besides the protocol a stdio server may write (a host logs it).
  transport.onerror = (error) => process.stderr.write(escapeControls(`robotscope mcp: ${error.message}\n`));
  await server.connect(transport);
  await closed;
  await server.close();
  return EXIT_OK;
}
