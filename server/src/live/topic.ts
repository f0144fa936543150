import { type TrackedEnvelope, tracked } from '@trpc/server';
import type { WebSocket } from 'ws';
import { openingValue, rememberJson } from './encoder.ts';
import { inOneWritePerSocket, SocketWrites, tailBytes } from './socket-writes.ts';

export interface Snapshot<T> {
  value: T;
  /** Grows by one each time the value changes on this server instance. */
  version: number;
  /** The value as tRPC's tracked message (id = version), made once and sent to every subscriber. */
  tracked: TrackedEnvelope<T>;
  /** The value's JSON, made once. */
  json: string;
  /** The bytes every subscriber that writes its own messages sends (live/socket-writes.ts). */
  tail?: Buffer;
  /**
   * The same version for a subscriber that did not have the one before (its first message, or
   * after it skipped some): the whole state. This snapshot itself unless the topic sends changes.
   */
  whole: Snapshot<T>;
}

/**
 * A topic whose messages carry only what changed: `since` makes the message from the previous
 * state to the current one (both whole, as `load` reads them), of the same type. A subscriber's
 * first message, and one after messages it skipped, is the whole state instead.
 */
export type Since<T> = (previous: T, current: T) => T;

/** A message of version `version`; `json` is `value`'s when the caller has made it already. */
function snapshotOf<T>(value: T, version: number, json?: string, whole?: Snapshot<T>): Snapshot<T> {
  const text = json ?? JSON.stringify(value);
  // Serialised once: each subscriber's message carries this JSON (live/encoder.ts).
  rememberJson(value, text);
  const snapshot = { value, version, tracked: tracked(String(version), value), json: text };
  return Object.assign(snapshot, { whole: whole ?? (snapshot as Snapshot<T>) });
}

/** A subscriber: told of each change by a plain call, no promise or generator per change. */
interface Reader<T> {
  changed(snapshot: Snapshot<T>): void;
  /** The topic's thing is gone: end with `reason`. */
  end(reason: unknown): void;
}

/**
 * What a topic's load throws when the thing it reads no longer exists (an event deleted): the
 * topic ends every stream with `reason`, the answer a new subscriber would get, instead of keeping
 * them open and logging a failed re-read on each notice.
 */
export class TopicGone extends Error {
  constructor(readonly reason: unknown) {
    super("The live topic's thing is gone");
  }
}

/**
 * The live state of one thing (a count, an event's answers) on this server instance. A change
 * anywhere makes it re-read the database, never trusting a payload; a burst of changes while a
 * read is under way costs one more read, not one per change. Every subscriber shares the result:
 * one read, one snapshot and one tracked envelope per change, whatever the number of subscribers.
 */
export class LiveTopic<T> {
  private readonly readers = new Set<Reader<T>>();
  private current: Snapshot<T> | undefined;
  private running: Promise<Snapshot<T>> | undefined;
  private dirty = false;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly onError: (error: unknown) => void,
    private readonly onIdle: () => void,
    private readonly since?: Since<T>,
  ) {}

  get subscriberCount(): number {
    return this.readers.size;
  }

  /** Something changed: re-read, coalescing with a read already under way. */
  refresh(): Promise<Snapshot<T>> {
    if (this.running) {
      this.dirty = true;
      return this.running;
    }
    this.running = this.readUntilClean().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async readUntilClean(): Promise<Snapshot<T>> {
    do {
      this.dirty = false;
      try {
        const value: T = await this.load();
        const json = JSON.stringify(value);
        const previous = this.current?.whole;
        // The JSON tells a change from a re-read that found the same value.
        if (!previous || json !== previous.json) {
          const version = (previous?.version ?? 0) + 1;
          const whole = snapshotOf<T>(value, version, json);
          const since = this.since;
          const current =
            previous && since
              ? snapshotOf<T>(since(previous.value, value), version, undefined, whole)
              : whole;
          this.current = current;
          inOneWritePerSocket(() => {
            for (const reader of this.readers) reader.changed(current);
          });
        }
      } catch (error) {
        if (error instanceof TopicGone) throw this.end(error.reason);
        this.onError(error);
        if (!this.current) throw error;
      }
    } while (this.dirty);
    return this.current as Snapshot<T>;
  }

  /** Ends every stream with `reason` and forgets the state; returns `reason`. */
  private end(reason: unknown): unknown {
    this.current = undefined;
    this.dirty = false;
    for (const reader of [...this.readers]) reader.end(reason);
    return reason;
  }

  /**
   * The current state at once, then every change, until `signal` aborts or the consumer stops. It
   * subscribes before it reads, so no change between the two is lost; a slow consumer gets the
   * latest state, not a queue (it holds no value of its own: it reads the topic's when it asks).
   */
  stream(signal?: AbortSignal): AsyncIterableIterator<Snapshot<T>> {
    return new TopicReader(this, signal, (snapshot) => snapshot);
  }

  /**
   * As `stream`, each snapshot as its tracked envelope: what a tRPC subscription returns. Given the
   * subscription's WebSocket, it writes its messages after the first to the socket itself, while
   * tRPC waits on the stream (live/socket-writes.ts): the same bytes, at a fraction of the cost.
   */
  tracked(
    signal?: AbortSignal,
    socket?: WebSocket | null,
  ): AsyncIterableIterator<TrackedEnvelope<T>> {
    return new TopicReader(this, signal, (snapshot) => snapshot.tracked, socket ?? undefined);
  }

  /** @internal The change's bytes for subscribers that write their own messages. */
  tailOf(snapshot: Snapshot<T>): Buffer {
    snapshot.tail ??= tailBytes(String(snapshot.version), snapshot.json);
    return snapshot.tail;
  }

  /** @internal TopicReader's access: the first state for a new reader. */
  first(): Promise<Snapshot<T>> | Snapshot<T> {
    // While others are subscribed the cached state is kept current by notifications; else re-read.
    const fresh = this.readers.size > 1 && this.current !== undefined && !this.running;
    return fresh ? (this.current as Snapshot<T>) : this.refresh();
  }

  /** @internal */
  latest(): Snapshot<T> | undefined {
    return this.current;
  }

  /** @internal */
  add(reader: Reader<T>): void {
    this.readers.add(reader);
  }

  /** @internal */
  remove(reader: Reader<T>): void {
    if (!this.readers.delete(reader)) return;
    if (this.readers.size === 0) this.onIdle();
  }
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/**
 * One subscriber's iterator over a topic: an object, not an async generator, so a change costs it
 * one call and, only when its consumer is waiting, one resolved promise. It keeps the version it
 * last handed out and nothing else; what it hands out next is always the topic's latest snapshot.
 */
class TopicReader<T, M> implements AsyncIterableIterator<M>, Reader<T> {
  private lastVersion = 0;
  private started = false;
  private closed = false;
  /** Why the topic ended this stream, for the consumer's next next(). */
  private failure: { reason: unknown } | undefined;
  /** Set when the subscriber writes its messages after the first to its socket itself. */
  private readonly writes: SocketWrites | undefined;
  /** The consumer's pending next(), when it is waiting for a change. */
  private waiting:
    | { resolve: (result: IteratorResult<M, undefined>) => void; reject: (reason: unknown) => void }
    | undefined;
  private readonly onAbort = () => this.close();

  constructor(
    private readonly topic: LiveTopic<T>,
    private readonly signal: AbortSignal | undefined,
    private readonly select: (snapshot: Snapshot<T>) => M,
    socket?: WebSocket,
  ) {
    this.writes = socket && new SocketWrites(socket);
    if (signal?.aborted) {
      this.closed = true;
      return;
    }
    topic.add(this);
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  changed(snapshot: Snapshot<T>): void {
    const waiting = this.waiting;
    if (!waiting || !this.started || snapshot.version <= this.lastVersion) return;
    const message = this.messageOf(snapshot);
    if (this.writes?.ready) {
      // tRPC keeps waiting; the message goes straight to the socket.
      if (this.writes.write(this.topic.tailOf(message), this.catchUp))
        this.lastVersion = snapshot.version;
      return;
    }
    this.waiting = undefined;
    this.lastVersion = snapshot.version;
    waiting.resolve({ done: false, value: this.select(message) });
  }

  /** The change itself for a subscriber that had the version before, else the whole state. */
  private messageOf(snapshot: Snapshot<T>): Snapshot<T> {
    return snapshot.version === this.lastVersion + 1 ? snapshot : snapshot.whole;
  }

  /** The socket drained after a write was held back: write the latest, if still behind. */
  private readonly catchUp = () => {
    const latest = this.topic.latest();
    if (latest && !this.closed) this.changed(latest);
  };

  end(reason: unknown): void {
    if (this.closed) return;
    const waiting = this.waiting;
    this.waiting = undefined;
    this.close();
    if (waiting) waiting.reject(reason);
    else this.failure = { reason };
  }

  next(): Promise<IteratorResult<M, undefined>> {
    if (this.closed) {
      const failure = this.failure;
      this.failure = undefined;
      return failure ? Promise.reject(failure.reason) : Promise.resolve(DONE);
    }
    if (!this.started) return this.start();
    const latest = this.topic.latest();
    if (latest && latest.version > this.lastVersion) {
      const message = this.messageOf(latest);
      this.lastVersion = latest.version;
      return Promise.resolve({ done: false, value: this.select(message) });
    }
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  private async start(): Promise<IteratorResult<M, undefined>> {
    this.started = true;
    let first: Snapshot<T>;
    try {
      first = await this.topic.first();
    } catch (error) {
      this.close();
      this.failure = undefined; // told now, by this throw
      throw error;
    }
    // Stopped, or ended by the topic, while the first read was under way.
    if (this.closed) return this.next();
    // A change may have landed while the first read was under way: hand out the latest, whole.
    const latest = (this.topic.latest() ?? first).whole;
    this.lastVersion = latest.version;
    const writes = this.writes;
    if (!writes) return { done: false, value: this.select(latest) };
    // tRPC writes this one, and the encoder tells `writes` the subscription's id as it does.
    const opening = openingValue(latest.value, latest.json, (id, jsonrpc) =>
      writes.opened(id, jsonrpc),
    );
    return { done: false, value: tracked(String(latest.version), opening) as M };
  }

  async return(): Promise<IteratorResult<M, undefined>> {
    this.close();
    return DONE;
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.signal?.removeEventListener('abort', this.onAbort);
    this.topic.remove(this);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve(DONE);
  }
}
