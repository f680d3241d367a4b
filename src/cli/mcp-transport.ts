/**
 * The MCP stdio transport, bounded. The SDK's StdioServerTransport buffers standard input up to
 * 10 MiB and, past that, closes itself: the server ended (exit 0, no word) on any larger request,
 * while the tool schemas accepted texts of 64 Mi characters. Here one message may be up to
 * MAX_MESSAGE_BYTES, a number the schemas are held to (mcp.ts), and a longer one is read on
 * without being kept (bounded-lines.ts) and answered with an error carrying its id (read as it
 * goes by, jsonrpc-head.ts): the server lives on for the next call.
 *
 * Messages are lines of JSON (MCP "stdio" transport: newline-delimited, no embedded newlines),
 * read with the SDK's own deserializeMessage and written with its serializeMessage.
 */
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { once } from 'node:events';
import { boundedLines } from './bounded-lines.ts';
import { JsonRpcHead, type MessageHead } from './jsonrpc-head.ts';
import { escapeControls } from './terminal-text.ts';

/**
 * 16 MiB: a robots.txt text at its schema limit (mcp.ts MAX_ROBOTS_CHARS, 1 Mi characters) takes
 * at most 6 MiB as JSON (`\u0000` for each control character), so even diff_robots' two of them
 * fit, with room left for the URLs; past that, an agent gives the robots.txt by URL.
 */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
export const MAX_MESSAGE_LABEL = '16 MiB';

/** The words of the answer to a message too long to read. */
export const TOO_LARGE = `robotscope: the request is larger than ${MAX_MESSAGE_LABEL}, the most one message to robotscope mcp may hold; it was not read. Give the robots.txt by URL (robots_url) or send fewer or shorter URLs per call.`;

export class BoundedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private closed = false;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
  ) {}

  async start(): Promise<void> {
    void this.read();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!this.output.write(serializeMessage(escapeTexts(message)))) await once(this.output, 'drain');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  /** Reads messages until standard input ends, then closes. */
  private async read(): Promise<void> {
    let head: JsonRpcHead | null = null;
    const dropped = {
      bytes: (piece: Uint8Array) => (head ??= new JsonRpcHead()).take(piece),
      end: () => {
        void this.refuse(head?.result() ?? {});
        head = null;
      },
    };
    try {
      for await (const line of boundedLines(this.input as AsyncIterable<Uint8Array>, MAX_MESSAGE_BYTES, dropped)) {
        if (line instanceof Uint8Array) this.deliver(line);
      }
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
    await this.close();
  }

  private deliver(bytes: Uint8Array): void {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    if (text.trim() === '') return;
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(text);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.onmessage?.(message);
  }

  /**
   * A message past the limit: a tool call gets a tool error result (what an agent reads and acts
   * on), any other request a JSON-RPC error; a message with no id (a notification) can get no
   * answer, so it is said on stderr.
   */
  private async refuse({ id, method }: MessageHead): Promise<void> {
    if (id === undefined) return this.onerror?.(new Error(`${TOO_LARGE} (it carried no id to answer)`));
    if (method === 'tools/call') {
      return this.send({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: TOO_LARGE }], isError: true } });
    }
    return this.send({ jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidRequest, message: TOO_LARGE } });
  }
}

/**
 * Every answer passes here: the texts the SDK writes itself (an unknown tool's name, echoed in
 * its error) are escaped as the tools' own are (mcp-answer.ts; escaping twice changes nothing).
 */
function escapeTexts(message: JSONRPCMessage): JSONRPCMessage {
  if ('error' in message) return { ...message, error: { ...message.error, message: escapeControls(message.error.message) } };
  if (!('result' in message) || !Array.isArray(message.result.content)) return message;
  const content = (message.result.content as { type: string; text?: string }[]).map((c) => (c.type === 'text' && typeof c.text === 'string' ? { ...c, text: escapeControls(c.text) } : c));
  return { ...message, result: { ...message.result, content } };
}
