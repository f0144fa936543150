import { eventUpdates } from '@partyreel/db/schema';
import { eventIdInput } from '@partyreel/shared/events/event-id';
import type { EventUpdateView } from '@partyreel/shared/events/event-updates';
import { postUpdateInput } from '@partyreel/shared/events/event-updates-input';
import { desc, eq } from 'drizzle-orm';
import { eventHostProcedure, ownEvent, rateLimited, router } from '../trpc.ts';
import { postUpdate, updateView } from './post-update.ts';

/** The host's updates to their guests (docs/product.md, Updates to guests). */
export const updatesRouter = router({
  /**
   * Sends an update to one audience of the event's guests: stored, and e-mailed from the job queue
   * (postUpdate's conditions). NOT_FOUND for an event that is not the caller's.
   */
  post: eventHostProcedure
    .input(postUpdateInput)
    .use(rateLimited('updatePost', ({ ctx }) => ctx.session.userId))
    .use(ownEvent)
    .mutation(({ ctx, input }) =>
      postUpdate(
        { db: ctx.db, jobs: ctx.jobs, texting: ctx.texting },
        { ...ctx.event, appOrigin: ctx.appOrigin },
        { audience: input.audience, body: input.body },
      ),
    ),

  /** The event's updates, newest first. */
  list: eventHostProcedure
    .input(eventIdInput)
    .use(ownEvent)
    .query(async ({ ctx }): Promise<EventUpdateView[]> => {
      const rows = await ctx.db
        .select()
        .from(eventUpdates)
        .where(eq(eventUpdates.eventId, ctx.event.eventId))
        .orderBy(desc(eventUpdates.createdAt), desc(eventUpdates.id));
      return rows.map(updateView);
    }),
});
