import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JsonRpcHead } from './jsonrpc-head.ts';

/** The head read from `text`'s bytes cut into `cuts` pieces. */
function headOf(text: string, cuts: number[] = []): ReturnType<JsonRpcHead['result']> {
  const bytes = Buffer.from(text);
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const head = new JsonRpcHead();
  [0, ...points].forEach((from, i) => head.take(bytes.subarray(from, points[i] ?? bytes.length)));
  return head.result();
}

describe('JsonRpcHead', () => {
  it('reads id and method at the top level, in any member order, past params that hold the same names', () => {
    const params = { name: 'lint_robots', arguments: { id: 99, method: 'x', robots_txt: 'a"\\}{,:\n' } };
    expect(headOf(JSON.stringify({ method: 'tools/call', params, jsonrpc: '2.0', id: 7 }))).toEqual({ id: 7, method: 'tools/call' });
    expect(headOf(JSON.stringify({ jsonrpc: '2.0', id: 'a-1', method: 'tools/list', params }))).toEqual({ id: 'a-1', method: 'tools/list' });
  });

  it('finds no id in a notification, an array or what is not JSON', () => {
    expect(headOf(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/x', params: { id: 3 } }))).toEqual({ method: 'notifications/x' });
    expect(headOf('[{"id":1}]')).toEqual({});
    expect(headOf('xx"id":1}')).toEqual({});
  });

  it('agrees with JSON.parse for any message, cut anywhere', () => {
    const id = fc.oneof(fc.integer(), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(id, fc.string(), fc.jsonValue(), fc.boolean(), fc.array(fc.nat(400)), (idValue, method, params, idFirst, cuts) => {
        const message = idFirst ? { jsonrpc: '2.0', id: idValue, method, params } : { method, params, jsonrpc: '2.0', id: idValue };
        expect(headOf(JSON.stringify(message), cuts)).toEqual({ id: idValue, method });
      }),
    );
  });
});
