import type { DbHandle } from '@partyreel/db';
import type { FastifyBaseLogger } from 'fastify';
import { decodeNotice, LIVE_CHANNEL, type Notice } from './notices.ts';
import { LiveTopic, type Since } from './topic.ts';

type SessionNotice = Exclude<Notice, { kind: 'topic' }>;

/** Re-reads `topic`, if watched here; the topic reports a failed read, or ends its streams if gone. */
function refresh(topic: LiveTopic<unknown> | undefined): void {
  void topic?.refresh().catch(() => {});
}

/**
 * This instance's live topics, fed by PostgreSQL LISTEN/NOTIFY on a connection of its own, so a
 * write on any instance that shares the database reaches subscribers on every instance.
 */
export class LiveHub {
  // biome-ignore lint/suspicious/noExplicitAny: each topic keeps its own value type; `topic<T>` restores it.
  private readonly topics = new Map<string, LiveTopic<any>>();
  private unlisten: (() => Promise<void>) | undefined;
  private readonly noticeHandlers: ((notice: SessionNotice) => void)[] = [];

  constructor(
    private readonly handle: DbHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.handle.listen(
      LIVE_CHANNEL,
      (payload) => {
        const notice = decodeNotice(payload);
        if (notice.kind === 'topic') refresh(this.topics.get(notice.topic));
        else for (const handler of this.noticeHandlers) handler(notice);
      },
      // (Re)connected: notices may have been missed meanwhile, so re-read everything watched.
      () => {
        for (const topic of this.topics.values()) refresh(topic);
      },
    );
  }

  /** Hands `handler` every notice that is not a topic's (ended sessions). */
  onNotice(handler: (notice: SessionNotice) => void): void {
    this.noticeHandlers.push(handler);
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    // The database may already be gone (shutdown order, an outage): stopping must still succeed.
    await unlisten?.().catch((error: unknown) =>
      this.log.warn({ err: error }, 'live: unlisten failed'),
    );
  }

  /**
   * The topic named `key`, created on first use and dropped when its last subscriber leaves; with
   * `since`, its messages carry only changes (live/topic.ts, Since).
   */
  topic<T>(key: string, load: () => Promise<T>, since?: Since<T>): LiveTopic<T> {
    const existing = this.topics.get(key);
    if (existing) return existing as LiveTopic<T>;
    const created: LiveTopic<T> = new LiveTopic(
      load,
      (error) => this.log.error({ err: error, topic: key }, 'live topic re-read failed'),
      () => {
        if (this.topics.get(key) === created && created.subscriberCount === 0)
          this.topics.delete(key);
      },
      since,
    );
    this.topics.set(key, created);
    return created;
  }
}
