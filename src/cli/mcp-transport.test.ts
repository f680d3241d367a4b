import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BoundedStdioTransport, MAX_MESSAGE_BYTES, TOO_LARGE } from './mcp-transport.ts';

/** A transport on in-memory streams; the lines it writes, parsed; the errors it reports. */
function harness() {
  const input = new PassThrough();
  const output = new PassThrough();
  const transport = new BoundedStdioTransport(input, output);
  const received: unknown[] = [];
  const errors: string[] = [];
  const written: unknown[] = [];
  transport.onmessage = (m) => received.push(m);
  transport.onerror = (e) => errors.push(e.message);
  output.on('data', (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach((l) => written.push(JSON.parse(l))));
  const closed = new Promise<void>((resolve) => { transport.onclose = resolve; });
  return { input, transport, received, errors, written, closed };
}

const pad = 'x'.repeat(MAX_MESSAGE_BYTES);

describe('BoundedStdioTransport', () => {
  it('answers each message past the limit by its kind, and reads the next ones', async () => {
    const h = harness();
    await h.transport.start();
    h.input.write(JSON.stringify({ method: 'tools/call', params: { name: 'x', arguments: { pad } }, jsonrpc: '2.0', id: 1 }) + '\n');
    h.input.write(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { pad } }) + '\n');
    h.input.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/x', params: { pad } }) + '\n');
    h.input.end(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' }) + '\n');
    await h.closed;
    expect(h.written).toEqual([
      { jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: TOO_LARGE }], isError: true } },
      { jsonrpc: '2.0', id: 2, error: { code: -32600, message: TOO_LARGE } },
    ]);
    expect(h.errors).toEqual([`${TOO_LARGE} (it carried no id to answer)`]);
    expect(h.received).toEqual([{ jsonrpc: '2.0', id: 3, method: 'ping' }]);
  });

  it('reports a line that is no JSON-RPC message and goes on', async () => {
    const h = harness();
    await h.transport.start();
    h.input.end('not json\r\n\n{"jsonrpc":"2.0","id":4,"method":"ping"}\n');
    await h.closed;
    expect(h.errors).toHaveLength(1);
    expect(h.received).toEqual([{ jsonrpc: '2.0', id: 4, method: 'ping' }]);
  });
});
