/**
 * A tool of `robotscope mcp` as data: its name and words, what it takes and answers (zod shapes,
 * mcp-schemas.ts), whether it may reach the network, and the handler. mcp.ts registers each the
 * same way, with the same annotations and the same error handling.
 */
import type { z, ZodRawShape } from 'zod';
import type { FetchedRobots } from './fetchRobots.ts';
import type { answer } from './mcp-answer.ts';

/** What a handler may use besides its arguments: the server's fetches, guarded unless allowed (fetchGuard.ts). */
export interface ToolContext {
  fetch(url: string): Promise<FetchedRobots>;
  /** A sitemap's bytes (sitemapFetch.ts); throws a CliError saying why there are none. */
  fetchSitemap(url: string): Promise<Uint8Array>;
}

export interface ToolSpec<I extends ZodRawShape = ZodRawShape, O extends ZodRawShape = ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /** It may fetch a robots.txt from the web (MCP `openWorldHint`); no tool changes anything (`readOnlyHint`). */
  openWorld: boolean;
  run(args: z.infer<z.ZodObject<I>>, context: ToolContext): Promise<ReturnType<typeof answer<z.infer<z.ZodObject<O>>>>>;
}

/** Types a tool's handler from its shapes. */
export const tool = <I extends ZodRawShape, O extends ZodRawShape>(spec: ToolSpec<I, O>): ToolSpec => spec as unknown as ToolSpec;
