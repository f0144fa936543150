import { type TrackedEnvelope, tracked } from '@trpc/server';
import { rememberJson } from './encoder.ts';

export interface Snapshot<T> {
  value: T;
  /** Grows by one each time the value changes on this server instance. */
  version: number;
  /** The value as tRPC's tracked message (id = version), made once and sent to every subscriber. */
  tracked: TrackedEnvelope<T>;
}

/** A subscriber: told of each change by a plain call, no promise or generator per change. */
interface Reader<T> {
  changed(snapshot: Snapshot<T>): void;
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
  /** The JSON of `current.value`, to tell a change from a re-read that found the same value. */
  private currentJson: string | undefined;
  private running: Promise<Snapshot<T>> | undefined;
  private dirty = false;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly onError: (error: unknown) => void,
    private readonly onIdle: () => void,
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
        const value = await this.load();
        const json = JSON.stringify(value);
        if (!this.current || json !== this.currentJson) {
          const version = (this.current?.version ?? 0) + 1;
          this.current = { value, version, tracked: tracked(String(version), value) };
          this.currentJson = json;
          // Serialised once: each subscriber's message carries this JSON (live/encoder.ts).
          rememberJson(value, json);
          for (const reader of this.readers) reader.changed(this.current);
        }
      } catch (error) {
        this.onError(error);
        if (!this.current) throw error;
      }
    } while (this.dirty);
    return this.current as Snapshot<T>;
  }

  /**
   * The current state at once, then every change, until `signal` aborts or the consumer stops. It
   * subscribes before it reads, so no change between the two is lost; a slow consumer gets the
   * latest state, not a queue (it holds no value of its own: it reads the topic's when it asks).
   */
  stream(signal?: AbortSignal): AsyncIterableIterator<Snapshot<T>> {
    return new TopicReader(this, signal, (snapshot) => snapshot);
  }

  /** As `stream`, each snapshot as its tracked envelope: what a tRPC subscription returns. */
  tracked(signal?: AbortSignal): AsyncIterableIterator<TrackedEnvelope<T>> {
    return new TopicReader(this, signal, (snapshot) => snapshot.tracked);
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
  /** The consumer's pending next(), when it is waiting for a change. */
  private waiting: ((result: IteratorResult<M, undefined>) => void) | undefined;
  private readonly onAbort = () => this.close();

  constructor(
    private readonly topic: LiveTopic<T>,
    private readonly signal: AbortSignal | undefined,
    private readonly select: (snapshot: Snapshot<T>) => M,
  ) {
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
    this.waiting = undefined;
    this.lastVersion = snapshot.version;
    waiting({ done: false, value: this.select(snapshot) });
  }

  next(): Promise<IteratorResult<M, undefined>> {
    if (this.closed) return Promise.resolve(DONE);
    if (!this.started) return this.start();
    const latest = this.topic.latest();
    if (latest && latest.version > this.lastVersion) {
      this.lastVersion = latest.version;
      return Promise.resolve({ done: false, value: this.select(latest) });
    }
    return new Promise((resolve) => (this.waiting = resolve));
  }

  private async start(): Promise<IteratorResult<M, undefined>> {
    this.started = true;
    let first: Snapshot<T>;
    try {
      first = await this.topic.first();
    } catch (error) {
      this.close();
      throw error;
    }
    if (this.closed) return DONE;
    // A change may have landed while the first read was under way: hand out the latest.
    const latest = this.topic.latest() ?? first;
    this.lastVersion = latest.version;
    return { done: false, value: this.select(latest) };
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
    waiting?.(DONE);
  }
}
