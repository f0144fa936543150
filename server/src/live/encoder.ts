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

/** Told the subscription's id when its first message is encoded (see `openingValue`). */
type Opened = (id: number | string, jsonrpc: '2.0' | undefined) => void;

const openings = new WeakMap<object, { json: string; opened: Opened }>();

/**
 * A stand-in for a subscriber's first value (JSON `json`, that of `value`) that tells `opened` the
 * subscription's id as tRPC writes its message: what a subscriber needs to write its later messages
 * to the socket itself (live/socket-writes.ts). Anything else that serialises it gets `value`.
 */
export function openingValue(value: unknown, json: string, opened: Opened): object {
  const stand = { toJSON: () => value };
  openings.set(stand, { json, opened });
  return stand;
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

/** The message as a TrackedDataMessage of a live value, when it is exactly that shape. */
function liveMessage(message: unknown): TrackedDataMessage | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { result } = message as Partial<TrackedDataMessage>;
  if (result?.type !== 'data' || typeof result.id !== 'string') return undefined;
  const data = result.data;
  if (typeof data !== 'object' || data === null || data.id !== result.id) return undefined;
  if (typeof data.data !== 'object' || data.data === null) return undefined;
  // Nothing more than the shape above (`jsonrpc` may be there, undefined), or the long way.
  const keys = keyCount(message);
  const known = 'id' in message && (keys === 2 || (keys === 3 && 'jsonrpc' in message));
  return known && keyCount(result) === 3 && keyCount(data) === 2
    ? (message as TrackedDataMessage)
    : undefined;
}

/**
 * The start of a live data message of subscription `id`, up to the tracked id: the same for each
 * of its messages, so a subscriber writing its own makes it once.
 */
export function messageHead(id: number | string, jsonrpc: '2.0' | undefined): string {
  const rpc = jsonrpc === undefined ? '' : `,"jsonrpc":${JSON.stringify(jsonrpc)}`;
  return `{"id":${JSON.stringify(id)}${rpc},"result":{"type":"data","data":{"id":`;
}

/** The rest of a live data message, from the tracked id on: the same for every subscriber. */
export function messageTail(trackedId: string, json: string): string {
  const id = JSON.stringify(trackedId);
  return `${id},"data":${json}},"id":${id}}}`;
}

export const liveEncoder = {
  encode(message: unknown): string {
    const live = liveMessage(message);
    const value = live?.result.data.data;
    const opening = value && openings.get(value);
    const json = opening?.json ?? (value && serialised.get(value));
    if (!live || json === undefined) return JSON.stringify(message);
    if (opening) {
      openings.delete(value as object);
      opening.opened(live.id, live.jsonrpc);
    }
    return messageHead(live.id, live.jsonrpc) + messageTail(live.result.id, json);
  },
  decode(data: string | ArrayBuffer | Uint8Array): unknown {
    if (typeof data !== 'string')
      throw new Error('The live encoder takes text frames (JSON), not binary ones.');
    return JSON.parse(data);
  },
};
