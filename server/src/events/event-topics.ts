import { type SQL, sql } from 'drizzle-orm';
import { notify, topicNoticeSql } from '../live/notices.ts';

/** The live topic of one event's counts and paywall (events.live). */
export function eventTopic(eventId: string): string {
  return `event:${eventId}`;
}

/** The live topic of one host's dashboard (events.dashboard). */
export function dashboardTopic(userId: string): string {
  return `dashboard:${userId}`;
}

/** NOTIFY statements for a change to `eventId` of `userId`; run them inside the write's transaction. */
export function eventChanged(scope: { userId: string; eventId: string }) {
  return [
    notify({ kind: 'topic', topic: eventTopic(scope.eventId) }),
    notify({ kind: 'topic', topic: dashboardTopic(scope.userId) }),
  ];
}

/**
 * eventChanged inside one statement: the CTE `notified` of a statement whose CTE `counted` returns
 * the `event_id` of each event it changed (a share link's counters, a guest's answer): the notices,
 * sent on commit, to each event's topic and its owner's dashboard topic.
 */
export function eventChangedNotified(): SQL {
  return sql`notified as (
        select ${topicNoticeSql(eventTopic, sql`counted.event_id`)} from counted
        union all
        select ${topicNoticeSql(dashboardTopic, sql`e.user_id`)}
        from counted join events e on e.id = counted.event_id
      )`;
}
