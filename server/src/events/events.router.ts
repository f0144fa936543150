import type { Queryable } from '@partyreel/db/queryable';
import { eventIdInput } from '@partyreel/shared/events/event-id';
import {
  createEventInput,
  setRemindersInput,
  updateEventInput,
} from '@partyreel/shared/events/event-input';
import type { EventView, LinkAnswerView } from '@partyreel/shared/events/event-view';
import { isUuid } from '@partyreel/shared/ids/uuid';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { refuseImpossiblePhones } from '../guests/phone-entry-check.ts';
import { scheduleReminders } from '../reminders/schedule-reminders.ts';
import {
  ownEvent,
  ownEventProcedure,
  publicProcedure,
  rateLimited,
  router,
  sessionProcedure,
  userProcedure,
} from '../trpc.ts';
import {
  createEvent,
  type EventSaved,
  setEventReminders,
  updateEvent,
} from './events.mutations.ts';
import { findEventView, listDashboardEvents } from './events.queries.ts';
import { discardLinkAnswer, listLinkAnswers } from './link-answers.ts';
import { type EventScope, eventNotFound } from './own-event.ts';

/** The caller's event as its owner sees it; anything else is NOT_FOUND, the same for every cause. */
async function ownEventView(db: Queryable, scope: EventScope): Promise<EventView> {
  const view = await findEventView(db, scope);
  if (!view) throw eventNotFound();
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
  byId: ownEventProcedure.query(({ ctx }) => ownEventView(ctx.db, ctx.event)),

  /** The review step: anonymous hosts may create too (their events move when they sign up). */
  create: sessionProcedure
    .use(rateLimited('eventCreate', ({ ctx }) => ctx.session.userId))
    .input(createEventInput)
    .mutation(({ ctx, input }) => {
      refuseImpossiblePhones(input.recipients, ctx.hostCountry);
      return createEvent(ctx.db, { userId: ctx.session.userId }, input, withReminders(ctx));
    }),

  /**
   * Edit mode and the edit page: only the fields sent change; the template never does. Limited per
   * user, like the reminders step (docs/decisions/035-reset-and-reminder-limits.md).
   */
  update: sessionProcedure
    .use(rateLimited('eventUpdate', ({ ctx }) => ctx.session.userId))
    .input(updateEventInput)
    .use(ownEvent)
    .mutation(async ({ ctx, input }) => {
      refuseImpossiblePhones(input.recipients ?? [], ctx.hostCountry);
      // A new date, time or zone moves the reminders.
      const moves =
        input.eventDate !== undefined ||
        input.startTime !== undefined ||
        input.timeZone !== undefined;
      const { alreadyInvited } = await updateEvent(
        ctx.db,
        { userId: ctx.session.userId },
        input,
        moves ? withReminders(ctx) : undefined,
      );
      // The event as saved, and the new guests left out: they are on its list already.
      return { ...(await ownEventView(ctx.db, ctx.event)), alreadyInvited };
    }),

  /**
   * The answers given through the event's share link, newest first (the Link Sharing tab), for its
   * owner only: anyone else — another host, an anonymous session, a visitor without a session —
   * gets NOT_FOUND, as for an event that does not exist (like events.live).
   */
  linkAnswers: publicProcedure
    .input(eventIdInput)
    .use(ownEvent)
    .query(({ ctx }): Promise<LinkAnswerView[]> => listLinkAnswers(ctx.db, ctx.event.eventId)),

  /**
   * Discards one answer given through the share link: the link's counters move back by it and the
   * event's open pages are told. The same browser answering again counts as a new answer.
   */
  discardLinkAnswer: publicProcedure
    .input(eventIdInput.extend({ answerId: z.string().max(100) }))
    .use(ownEvent)
    .mutation(async ({ ctx, input }) => {
      const answerId = input.answerId.toLowerCase();
      const discarded =
        isUuid(answerId) && (await discardLinkAnswer(ctx.db, { ...ctx.event, answerId }));
      if (!discarded) throw eventNotFound();
      return { ok: true as const };
    }),

  /** The reminders step (and Manage Guests' reminder settings), limited per user. */
  setReminders: sessionProcedure
    .use(rateLimited('eventReminders', ({ ctx }) => ctx.session.userId))
    .input(setRemindersInput)
    .use(ownEvent)
    .mutation(async ({ ctx, input }) => {
      await setEventReminders(ctx.db, { userId: ctx.session.userId }, input, withReminders(ctx));
      return ownEventView(ctx.db, ctx.event);
    }),
});
