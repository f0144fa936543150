import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { messageHead, messageTail } from './encoder.ts';

/**
 * What a socket may hold unsent before its live messages are held back until it drains: room for
 * a change to every subscription of a socket (at most 50) at once, and then no queue of stale
 * values for a client that does not read.
 */
const MAX_UNSENT_BYTES = 256 * 1024;

/**
 * A live subscription that writes its messages to its WebSocket itself. tRPC sends its first
 * message (the encoder tells it the subscription's id, live/encoder.ts openingValue); after that,
 * while tRPC waits on the subscription's stream, each change is written here as the very bytes
 * tRPC would write (the message head made once per subscription, the rest once per change for
 * every subscriber), with no promise, iterator step or message object per subscriber. Stopping,
 * errors and the end still go through tRPC, on the same socket, after what was written here.
 */
export class SocketWrites {
  private head: Buffer | undefined;
  /** No extension (compression) was negotiated: frames go to the TCP socket as they are. */
  private plain = false;

  constructor(private readonly socket: WebSocket) {}

  /** tRPC wrote the first message of subscription `id`: the later ones are written here. */
  opened(id: number | string, jsonrpc: '2.0' | undefined): void {
    this.head = Buffer.from(messageHead(id, jsonrpc));
    this.plain = this.socket.extensions === '';
  }

  get ready(): boolean {
    return this.head !== undefined;
  }

  /**
   * Writes the message of version `trackedId`, with the change's shared `tail` (messageTail's
   * bytes); false when it was not written: the socket is not open, or it still holds more than
   * MAX_UNSENT_BYTES (a slow client), and then `catchUp` runs once it drains, so that the subscriber gets the
   * latest value, not a queue of them.
   */
  write(tail: Buffer, catchUp: () => void): boolean {
    const head = this.head;
    const socket = this.socket;
    if (!head || socket.readyState !== 1) return false;
    const raw = rawSocket(socket);
    if (raw.writableLength >= MAX_UNSENT_BYTES) {
      catchUpOnDrain(raw, catchUp);
      return false;
    }
    corkForBatch(raw);
    if (this.plain) raw.write(textFrame(head, tail));
    else socket.send(Buffer.concat([head, tail], head.length + tail.length), { binary: false });
    return true;
  }
}

/**
 * One unmasked, unfragmented WebSocket text frame (RFC 6455 §5.2) of `head` then `tail`: what ws
 * writes for a server's `send` without compression, made as one buffer for one write.
 */
export function textFrame(head: Buffer, tail: Buffer): Buffer {
  const length = head.length + tail.length;
  const headerLength = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN, text
  if (length < 126) frame[1] = length;
  else if (length < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  head.copy(frame, headerLength);
  tail.copy(frame, headerLength + head.length);
  return frame;
}

/** The bytes of a change's message after the subscriber's head (messageTail), made once. */
export function tailBytes(trackedId: string, json: string): Buffer {
  return Buffer.from(messageTail(trackedId, json));
}

/**
 * The TCP socket under a WebSocket (ws keeps it as `_socket`): corked while a change is written to
 * every subscriber, so that a socket with many subscriptions sends its messages in one write.
 */
function rawSocket(socket: WebSocket): Socket {
  return (socket as unknown as { _socket: Socket })._socket;
}

/** Per socket that needs draining, what to run when it drains: one listener for all its subscriptions. */
const behind = new WeakMap<Socket, Set<() => void>>();

function catchUpOnDrain(raw: Socket, catchUp: () => void): void {
  let waiting = behind.get(raw);
  if (!waiting) {
    const set = new Set<() => void>();
    waiting = set;
    behind.set(raw, set);
    raw.once('drain', () => {
      behind.delete(raw);
      inOneWritePerSocket(() => {
        for (const run of set) run();
      });
    });
  }
  waiting.add(catchUp);
}

let batch: Socket[] | undefined;

function corkForBatch(raw: Socket): void {
  if (!batch || raw.writableCorked > 0) return;
  raw.cork();
  batch.push(raw);
}

/**
 * Runs `write` (a change written to every subscriber) with each socket it writes to corked, then
 * uncorks them: one write per socket, however many of its subscriptions the change reaches.
 */
export function inOneWritePerSocket(write: () => void): void {
  if (batch) {
    write();
    return;
  }
  const corked: Socket[] = [];
  batch = corked;
  try {
    write();
  } finally {
    batch = undefined;
    for (const raw of corked) raw.uncork();
  }
}
