import { notify } from '../live/notices.ts';

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
