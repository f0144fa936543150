export interface Snapshot<T> {
  value: T;
  /** Grows by one each time the value changes on this server instance. */
  version: number;
}

type Listener<T> = (snapshot: Snapshot<T>) => void;

/**
 * The live state of one thing (a count, an event's answers) on this server instance. A change
 * anywhere makes it re-read the database, never trusting a payload; a burst of changes while a
 * read is under way costs one more read, not one per change. Every subscriber shares the result.
 */
export class LiveTopic<T> {
  private readonly listeners = new Set<Listener<T>>();
  private current: Snapshot<T> | undefined;
  private running: Promise<Snapshot<T>> | undefined;
  private dirty = false;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly onError: (error: unknown) => void,
    private readonly onIdle: () => void,
  ) {}

  get subscriberCount(): number {
    return this.listeners.size;
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
        if (!this.current || JSON.stringify(this.current.value) !== JSON.stringify(value)) {
          this.current = { value, version: (this.current?.version ?? 0) + 1 };
          for (const listener of this.listeners) listener(this.current);
        }
      } catch (error) {
        this.onError(error);
        if (!this.current) throw error;
      }
    } while (this.dirty);
    return this.current as Snapshot<T>;
  }

  /**
   * The current state at once, then every change, until `signal` aborts. It subscribes before it
   * reads, so no change between the two is lost; a slow consumer gets the latest state, not a queue.
   */
  async *stream(signal?: AbortSignal): AsyncGenerator<Snapshot<T>> {
    let pending: Snapshot<T> | undefined;
    let wake: (() => void) | undefined;
    const listener: Listener<T> = (snapshot) => {
      pending = snapshot;
      wake?.();
    };
    const onAbort = () => wake?.();
    // While others are subscribed the cached state is kept current by notifications; else re-read.
    const fresh = this.listeners.size > 0 && this.current !== undefined && !this.running;
    this.listeners.add(listener);
    signal?.addEventListener('abort', onAbort);
    try {
      const first = fresh ? (this.current as Snapshot<T>) : await this.refresh();
      let lastVersion = first.version;
      yield first;
      while (!signal?.aborted) {
        if (!pending) await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        const next = pending;
        pending = undefined;
        if (next && next.version > lastVersion) {
          lastVersion = next.version;
          yield next;
        }
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.onIdle();
    }
  }
}
