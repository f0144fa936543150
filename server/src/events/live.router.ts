import { eventIdInput } from '@partyreel/shared/events/event-id';
import type { DashboardCounts, EventLive } from '@partyreel/shared/events/event-view';
import { TopicGone } from '../live/topic.ts';
import {
  currentStateInput,
  currentStateInputOf,
  ownEvent,
  publicProcedure,
  router,
  sessionProcedure,
} from '../trpc.ts';
import { dashboardTopic, eventTopic } from './event-topics.ts';
import { readDashboardCounts } from './live-counts.ts';
import { liveSince, readEventLive } from './live-event.ts';
import { eventNotFound } from './own-event.ts';

const liveInput = currentStateInputOf(eventIdInput);

/**
 * The host's live views (docs/architecture.md, Live updates), as subscriptions: the current state
 * at once, then each change. A write NOTIFYs the topic after it commits; this instance re-reads it
 * once for all its subscribers, coalescing bursts (live/topic.ts).
 */
export const eventsLiveRouter = router({
  /**
   * One event's counts, paywall and guests as its pages show them (EventLive: after the first
   * message, only the guests that changed), for its owner. Anyone else — another host, an anonymous
   * session, a visitor without a session — gets NOT_FOUND, as for an event that does not exist.
   */
  live: publicProcedure
    .input(liveInput)
    .use(ownEvent)
    .subscription(({ ctx, signal }) => {
      const { eventId } = ctx.event;
      const topic = ctx.live.topic(
        eventTopic(eventId),
        async (): Promise<EventLive> => {
          const live = await readEventLive(ctx.db, eventId, ctx.texting);
          // The event is gone: its streams end with the answer a new subscriber would get.
          if (!live) throw new TopicGone(eventNotFound());
          return live;
        },
        liveSince,
      );
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
