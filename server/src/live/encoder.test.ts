import { describe, expect, it } from 'vitest';
import { liveEncoder, rememberJson } from './encoder.ts';

/** A data message as tRPC 11's WebSocket handler builds it for a tracked value (adapters/ws.ts). */
function trpcDataMessage(id: number | string, trackedId: string, value: unknown, jsonrpc?: '2.0') {
  const result: Record<string, unknown> = { type: 'data', data: [trackedId, value] };
  result.id = trackedId;
  result.data = { id: trackedId, data: value };
  // transformTRPCResponse with no transformer: spread copies, same key order.
  return { ...{ id, jsonrpc, result }, result: { ...result, data: result.data } };
}

describe('liveEncoder', () => {
  it('writes a live value’s remembered JSON, byte for byte what JSON.stringify writes', () => {
    const value = { count: 41, label: 'a "quoted" ünïcode \u2028 line' };
    rememberJson(value, JSON.stringify(value));
    for (const message of [
      trpcDataMessage(1, '7', value),
      trpcDataMessage('sub-"x"', '12', value, '2.0'),
    ]) {
      expect(liveEncoder.encode(message)).toBe(JSON.stringify(message));
    }
  });

  it('uses the remembered JSON, not the value, so the value is serialised once', () => {
    const value = { count: 1 };
    rememberJson(value, '{"count":1,"marker":true}');
    expect(liveEncoder.encode(trpcDataMessage(3, '1', value))).toContain('"marker":true');
  });

  it('serialises anything else as tRPC’s default encoder does', () => {
    const unknown = { count: 2 };
    const remembered = { count: 3 };
    rememberJson(remembered, JSON.stringify(remembered));
    const messages = [
      trpcDataMessage(1, '1', unknown), // not a live value
      { id: 1, result: { type: 'started' } },
      { id: 2, error: { message: 'no', code: -32004 } },
      { id: null, method: 'reconnect' },
      // A live value in a message with more in it than a tracked data message has.
      { ...trpcDataMessage(4, '2', remembered), extra: true },
      { id: 5, result: { type: 'data', data: { id: '2', data: remembered, more: 1 }, id: '2' } },
    ];
    for (const message of messages) {
      expect(liveEncoder.encode(message)).toBe(JSON.stringify(message));
    }
    expect(liveEncoder.encode({ id: 5, result: { type: 'data', data: remembered } })).toBe(
      '{"id":5,"result":{"type":"data","data":{"count":3}}}',
    );
  });

  it('decodes text frames and refuses binary ones', () => {
    expect(liveEncoder.decode('{"id":1,"method":"subscription.stop"}')).toEqual({
      id: 1,
      method: 'subscription.stop',
    });
    expect(() => liveEncoder.decode(new Uint8Array([123, 125]))).toThrow();
  });
});
