/**
 * tRPC's WebSocket encoder (its `experimental_encoder` option) with one shortcut: a live topic's
 * value is serialised once per change (live/topic.ts, which needs its JSON anyway to tell a change
 * from a re-read that found the same value), and each subscriber's message is that JSON inside its
 * own envelope, instead of JSON.stringify of the whole message once per subscriber. Anything else,
 * and any message not shaped as below, is JSON.stringify'd as tRPC's default encoder does: the wire
 * is the same, byte for byte (encoder.test.ts).
 */

/** Each live value's JSON, made once by its topic; dropped with the value. */
const serialised = new WeakMap<object, string>();

/** Remembers `json` as the JSON of `value`, which must not change afterwards. */
export function rememberJson(value: unknown, json: string): void {
  if (typeof value === 'object' && value !== null) serialised.set(value, json);
}

/**
 * A tracked subscription value as tRPC 11's WebSocket handler builds it (adapters/ws.ts, after
 * transformTRPCResponse, with no transformer): `result` is made as `{ type, data }`, then gets `id`,
 * then `data` becomes `{ id, data }`, so JSON.stringify writes `type`, `data`, `id` in that order.
 */
interface TrackedDataMessage {
  id: number | string;
  jsonrpc?: '2.0';
  result: { type: 'data'; data: { id: string; data: object }; id: string };
}

function keyCount(object: object): number {
  let count = 0;
  for (const _ in object) count++;
  return count;
}

/** The JSON of the message's value when it is a live value and the message has that shape, exactly. */
function cachedJson(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { result } = message as Partial<TrackedDataMessage>;
  if (result?.type !== 'data' || typeof result.id !== 'string') return undefined;
  const data = result.data;
  if (typeof data !== 'object' || data === null || data.id !== result.id) return undefined;
  const value = data.data;
  const json = typeof value === 'object' && value !== null ? serialised.get(value) : undefined;
  if (json === undefined) return undefined;
  // Nothing more than the shape above (`jsonrpc` may be there, undefined), or the long way.
  const keys = keyCount(message);
  const known = 'id' in message && (keys === 2 || (keys === 3 && 'jsonrpc' in message));
  return known && keyCount(result) === 3 && keyCount(data) === 2 ? json : undefined;
}

export const liveEncoder = {
  encode(message: unknown): string {
    const json = cachedJson(message);
    if (json === undefined) return JSON.stringify(message);
    const { id, jsonrpc, result } = message as TrackedDataMessage;
    const trackedId = JSON.stringify(result.id);
    return (
      `{"id":${JSON.stringify(id)}${jsonrpc === undefined ? '' : `,"jsonrpc":${JSON.stringify(jsonrpc)}`}` +
      `,"result":{"type":"data","data":{"id":${trackedId},"data":${json}},"id":${trackedId}}}`
    );
  },
  decode(data: string | ArrayBuffer | Uint8Array): unknown {
    if (typeof data !== 'string')
      throw new Error('The live encoder takes text frames (JSON), not binary ones.');
    return JSON.parse(data);
  },
};
