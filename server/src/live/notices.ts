import { notifySql } from '@partyreel/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The live protocol between server instances (docs/architecture.md, Live updates): every instance
 * LISTENs on one PostgreSQL channel, and a write queues a notice on it inside its transaction,
 * delivered only after the commit. A notice says what changed, never the new state: whoever cares
 * reads it again.
 */
export const LIVE_CHANNEL = 'partyreel_live';

export type Notice =
  /** A live topic (`event:<id>`, `dashboard:<userId>`, `waitlist`) changed: re-read it. */
  | { kind: 'topic'; topic: string }
  /** A session ended (sign-out): its WebSockets close on every instance. */
  | { kind: 'session-ended'; sessionId: string }
  /** Every session of a user ended (password changed or reset), but `keep` if given. */
  | { kind: 'user-sessions-ended'; userId: string; keep?: string };

const SESSION_ENDED = 'session-ended:';
const USER_SESSIONS_ENDED = 'user-sessions-ended:';

/** The payload of `notice`: a topic's name as it is, the others after their kind's prefix. */
export function encodeNotice(notice: Notice): string {
  switch (notice.kind) {
    case 'topic':
      if (notice.topic.startsWith(SESSION_ENDED) || notice.topic.startsWith(USER_SESSIONS_ENDED))
        throw new Error(`A live topic cannot be named like another notice: ${notice.topic}`);
      return notice.topic;
    case 'session-ended':
      return `${SESSION_ENDED}${notice.sessionId}`;
    case 'user-sessions-ended':
      return `${USER_SESSIONS_ENDED}${notice.userId}:${notice.keep ?? ''}`;
  }
}

/** The notice a payload on LIVE_CHANNEL carries (encodeNotice's inverse). */
export function decodeNotice(payload: string): Notice {
  if (payload.startsWith(SESSION_ENDED))
    return { kind: 'session-ended', sessionId: payload.slice(SESSION_ENDED.length) };
  if (payload.startsWith(USER_SESSIONS_ENDED)) {
    const [userId = '', keep = ''] = payload.slice(USER_SESSIONS_ENDED.length).split(':');
    return keep
      ? { kind: 'user-sessions-ended', userId, keep }
      : { kind: 'user-sessions-ended', userId };
  }
  return { kind: 'topic', topic: payload };
}

/** The statement that queues `notice`; run it inside the write's transaction. */
export function notify(notice: Notice): SQL {
  return notifySql(LIVE_CHANNEL, encodeNotice(notice));
}

/** Stands for the id SQL fills in, in the payload `topicNoticeSql` has encodeNotice make. */
const HOLE = '\u0000';

/**
 * A `pg_notify(…)` call for a statement that notifies once per row: the notice of the topic
 * `topicOf(id)`, with `id` an SQL expression (a column of the row), e.g.
 * `select ${topicNoticeSql(eventTopic, sql`counted.event_id`)} from counted`. The payload is
 * encodeNotice's, with the row's id where `topicOf` puts it.
 */
export function topicNoticeSql(topicOf: (id: string) => string, id: SQL): SQL {
  const parts = encodeNotice({ kind: 'topic', topic: topicOf(HOLE) }).split(HOLE);
  if (parts.length !== 2) throw new Error('topicOf must put the id in its topic exactly once');
  const [before = '', after = ''] = parts;
  const payload = sql`${before} || (${id})::text`;
  return sql`pg_notify(${LIVE_CHANNEL}, ${after ? sql`${payload} || ${after}` : payload})`;
}
