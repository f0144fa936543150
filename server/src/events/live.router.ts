import { eventIdInput } from '@partyreel/shared/events/event-id';
import type { DashboardCounts, EventCounts } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { TRPCError } from '@trpc/server';
import { TopicGone } from '../live/topic.ts';
import {
  currentStateInput,
  currentStateInputOf,
  publicProcedure,
  router,
  sessionProcedure,
} from '../trpc.ts';
import { dashboardTopic, eventTopic } from './event-topics.ts';
import { findOwnEvent } from './events.queries.ts';
import { readDashboardCounts, readEventCounts } from './live-counts.ts';

/** The answer for an event that is not the caller's, the same as events.byId's. */
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.eventDetail.notFound });

const liveInput = currentStateInputOf(eventIdInput);

/**
 * The host's live views (docs/architecture.md, Live updates), as subscriptions: the current state
 * at once, then each change. A write NOTIFYs the topic after it commits; this instance re-reads it
 * once for all its subscribers, coalescing bursts (live/topic.ts).
 */
export const eventsLiveRouter = router({
  /**
   * One event's counts and paywall, for its owner. Anyone else — another host, an anonymous
   * session, a visitor without a session — gets NOT_FOUND, as for an event that does not exist.
   */
  live: publicProcedure.input(liveInput).subscription(async ({ ctx, input, signal }) => {
    const userId = ctx.session?.userId;
    const { eventId } = input;
    if (!userId || !(await findOwnEvent(ctx.db, { userId, eventId }))) throw notFound();
    const topic = ctx.live.topic(eventTopic(eventId), async (): Promise<EventCounts> => {
      const counts = await readEventCounts(ctx.db, eventId);
      // The event is gone: its streams end with the answer a new subscriber would get.
      if (!counts) throw new TopicGone(notFound());
      return counts;
    });
    return topic.tracked(signal, ctx.socket);
  }),

  /** The counts of each of the caller's events, for the dashboard rows. */
  dashboard: sessionProcedure.input(currentStateInput).subscription(({ ctx, signal }) => {
    const userId = ctx.session.userId;
    return ctx.live
      .topic(
        dashboardTopic(userId),
        (): Promise<DashboardCounts[]> => readDashboardCounts(ctx.db, userId),
      )
      .tracked(signal, ctx.socket);
  }),
});
