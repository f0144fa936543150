import {
  createEventInput,
  setRemindersInput,
  updateEventInput,
} from '@partyreel/shared/events/event-input';
import type { EventView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { scheduleReminders } from '../reminders/schedule-reminders.ts';
import { router, sessionProcedure, userProcedure } from '../trpc.ts';
import type { Queryable } from './event-media.ts';
import {
  createEvent,
  type EventSaved,
  setEventReminders,
  updateEvent,
} from './events.mutations.ts';
import { findEventView, listDashboardEvents } from './events.queries.ts';

/** The caller's event as its owner sees it; anything else is NOT_FOUND, the same for every cause. */
async function ownEventView(db: Queryable, userId: string, eventId: string): Promise<EventView> {
  const view = z.uuid().safeParse(eventId).success
    ? await findEventView(db, { userId, eventId })
    : undefined;
  if (!view) throw new TRPCError({ code: 'NOT_FOUND', message: messages.eventDetail.notFound });
  return view;
}

/** Schedules the saved event's reminders in the write's transaction (reminders/). */
const withReminders =
  (ctx: Pick<Context, 'jobs' | 'appOrigin'>): EventSaved =>
  (tx, event) =>
    scheduleReminders(ctx.jobs, tx, event, ctx.appOrigin);

export const eventsRouter = router({
  /** 'Your Events': the caller's own events only. */
  list: userProcedure.query(({ ctx }) =>
    listDashboardEvents(ctx.db, { userId: ctx.session.userId }),
  ),

  /** One event for its owner (the wizard in edit mode, the edit page, the event page). */
  byId: sessionProcedure
    .input(z.object({ eventId: z.string().max(100) }))
    .query(({ ctx, input }) => ownEventView(ctx.db, ctx.session.userId, input.eventId)),

  /** The review step: anonymous hosts may create too (their events move when they sign up). */
  create: sessionProcedure
    .use(async ({ ctx, next }) => {
      if (!(await ctx.rateLimits.consume('eventCreate', ctx.session.userId)))
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: messages.generic.tooManyRequests,
        });
      return next();
    })
    .input(createEventInput)
    .mutation(({ ctx, input }) =>
      createEvent(ctx.db, { userId: ctx.session.userId }, input, withReminders(ctx)),
    ),

  /** Edit mode and the edit page: only the fields sent change; the template never does. */
  update: sessionProcedure.input(updateEventInput).mutation(async ({ ctx, input }) => {
    // A new date, time or zone moves the reminders.
    const moves =
      input.eventDate !== undefined ||
      input.startTime !== undefined ||
      input.timeZone !== undefined;
    await updateEvent(
      ctx.db,
      { userId: ctx.session.userId },
      input,
      moves ? withReminders(ctx) : undefined,
    );
    return ownEventView(ctx.db, ctx.session.userId, input.eventId);
  }),

  /** The reminders step. */
  setReminders: sessionProcedure.input(setRemindersInput).mutation(async ({ ctx, input }) => {
    await setEventReminders(ctx.db, { userId: ctx.session.userId }, input, withReminders(ctx));
    return ownEventView(ctx.db, ctx.session.userId, input.eventId);
  }),
});
