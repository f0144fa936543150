import { EventEmitter } from 'node:events';
import type { TrackedEnvelope } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { liveEncoder } from './encoder.ts';
import { textFrame } from './socket-writes.ts';

type WebSocket = ws.WebSocket;
/** ws's frame maker (its types leave it out). */
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
};

import { LiveTopic } from './topic.ts';

/** The text of an unmasked text frame as textFrame writes it. */
function frameText(frame: Buffer): string {
  expect(frame[0]).toBe(0x81);
  const length = frame[1] as number;
  return frame.subarray(length < 126 ? 2 : length === 126 ? 4 : 10).toString();
}

/**
 * A WebSocket as far as live/socket-writes.ts uses it, with its TCP socket (`_socket`): without
 * compression (as the server's are), frames go to the TCP socket; with it, through ws's `send`.
 */
function fakeSocket(extensions = '') {
  const sent: string[] = [];
  const raw = Object.assign(new EventEmitter(), {
    writableLength: 0,
    writableCorked: 0,
    log: [] as string[],
    cork() {
      raw.writableCorked++;
      raw.log.push('cork');
    },
    uncork() {
      raw.writableCorked--;
      raw.log.push('uncork');
    },
    write(frame: Buffer) {
      sent.push(frameText(frame));
      raw.log.push('write');
    },
  });
  const socket = {
    readyState: 1,
    extensions,
    _socket: raw,
    send(data: Buffer, options: { binary: boolean }) {
      expect(options.binary).toBe(false);
      sent.push(data.toString());
      raw.log.push('send');
    },
  };
  return { socket: socket as unknown as WebSocket, raw, sent };
}

/** What tRPC 11's WebSocket handler writes for subscription `id`'s tracked value (adapters/ws.ts). */
function trpcWrites(id: number, envelope: TrackedEnvelope<unknown>): string {
  const [trackedId, data] = envelope;
  const result = { type: 'data', data: { id: trackedId, data }, id: trackedId };
  return liveEncoder.encode({ id, jsonrpc: undefined, result });
}

/** A topic whose load returns `read()`. */
const topicOf = <T>(read: () => T) =>
  new LiveTopic(
    async () => read(),
    () => {},
    () => {},
  );

describe('a live subscription that writes to its socket', () => {
  it('writes each change after the first itself, as the bytes tRPC would, in one write per socket', async () => {
    let value = { count: 1 };
    const topic = topicOf(() => value);
    const { socket, raw, sent } = fakeSocket();
    const controller = new AbortController();
    const one = topic.tracked(controller.signal, socket);
    const two = topic.tracked(controller.signal, socket);
    // tRPC writes each first message (and the encoder tells the subscription its id), then waits.
    const first = [
      trpcWrites(7, (await one.next()).value),
      trpcWrites(8, (await two.next()).value),
    ];
    expect(first.map((text) => JSON.parse(text))).toEqual([
      { id: 7, result: { type: 'data', data: { id: '1', data: { count: 1 } }, id: '1' } },
      { id: 8, result: { type: 'data', data: { id: '1', data: { count: 1 } }, id: '1' } },
    ]);
    const waiting = [one.next(), two.next()];

    value = { count: 2 };
    await topic.refresh();
    const expected = (id: number) =>
      JSON.stringify({ id, result: { type: 'data', data: { id: '2', data: value }, id: '2' } });
    expect(sent).toEqual([expected(7), expected(8)]);
    expect(raw.log).toEqual(['cork', 'write', 'write', 'uncork']);

    // tRPC is still waiting on both streams; stopping ends them through tRPC as before.
    controller.abort();
    expect((await Promise.all(waiting)).map((result) => result.done)).toEqual([true, true]);
  });

  it('holds back while its socket needs draining, then writes the latest value only', async () => {
    let value = { count: 1 };
    const topic = topicOf(() => value);
    const { socket, raw, sent } = fakeSocket();
    const stream = topic.tracked(undefined, socket);
    const other = topic.tracked(undefined, socket);
    trpcWrites(1, (await stream.next()).value);
    trpcWrites(2, (await other.next()).value);
    const waiting = [stream.next(), other.next()];

    raw.writableLength = 1024 * 1024;
    for (const count of [2, 3, 4]) {
      value = { count };
      await topic.refresh();
    }
    expect(sent).toEqual([]);
    expect(raw.listenerCount('drain')).toBe(1); // one for the socket, however many subscriptions
    raw.writableLength = 0;
    raw.emit('drain');
    expect(sent.map((text) => JSON.parse(text))).toEqual(
      [1, 2].map((id) => ({
        id,
        result: { type: 'data', data: { id: '4', data: { count: 4 } }, id: '4' },
      })),
    );
    await stream.return?.();
    await other.return?.();
    expect((await Promise.all(waiting)).map((result) => result.done)).toEqual([true, true]);
  });

  it('goes through ws when the socket compresses', async () => {
    let value = { count: 1 };
    const topic = topicOf(() => value);
    const { socket, raw, sent } = fakeSocket('permessage-deflate');
    const stream = topic.tracked(undefined, socket);
    trpcWrites(3, (await stream.next()).value);
    const waiting = stream.next();
    value = { count: 2 };
    await topic.refresh();
    expect(sent.map((text) => JSON.parse(text).result.data)).toEqual([
      { id: '2', data: { count: 2 } },
    ]);
    expect(raw.log).toEqual(['cork', 'send', 'uncork']);
    await stream.return?.();
    expect((await waiting).done).toBe(true);
  });
});

describe('textFrame', () => {
  it('is the frame ws makes for the same text, whatever its length', () => {
    for (const length of [10, 125, 126, 300, 65535, 70_000]) {
      const head = Buffer.from('{"id":1,');
      const tail = Buffer.from('x'.repeat(length - head.length));
      const made = Sender.frame(Buffer.concat([head, tail]), {
        fin: true,
        mask: false,
        opcode: 1,
        readOnly: false,
        rsv1: false,
      });
      expect(textFrame(head, tail).equals(Buffer.concat(made))).toBe(true);
    }
  });
});
