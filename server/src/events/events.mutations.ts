import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { events, shareLinks, templates } from '@partyreel/db/schema';
import type {
  createEventInput,
  setRemindersInput,
  updateEventInput,
} from '@partyreel/shared/events/event-input';
import type { AlreadyInvited } from '@partyreel/shared/guests/guest-list';
import { messages } from '@partyreel/shared/messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { addGuests, addNewGuests } from './event-guests.ts';
import { ownedUpload, resolveMusic } from './event-media.ts';
import { eventChanged } from './event-topics.ts';
import type { EventRow } from './events.queries.ts';
import { eventNotFound, isOwnEvent, ownEventId } from './own-event.ts';
import { newInvitationCode } from './share-code.ts';

type CreateEvent = z.output<typeof createEventInput>;
type UpdateEvent = z.output<typeof updateEventInput>;
type SetReminders = z.output<typeof setRemindersInput>;

/**
 * Runs inside a write's transaction with the event as saved, for what must happen with it or not at
 * all (the reminders are scheduled this way).
 */
export type EventSaved = (tx: Queryable, event: EventRow) => Promise<void>;

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/** Reminders are computed in the event's zone, so it must be one the runtime knows. */
function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw badRequest(messages.wizard.invalidDateTime);
  }
}

/** A template the picker offers; an unknown or retired one is refused as "no template chosen". */
async function assertActiveTemplate(db: Queryable, templateId: string): Promise<void> {
  const [found] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.isActive, true)));
  if (!found) throw badRequest(messages.wizard.templateRequired);
}

async function notifyChanged(db: Queryable, scope: { userId: string; eventId: string }) {
  for (const statement of eventChanged(scope)) await db.execute(statement);
}

/**
 * The review step: the event, its share link and its guests, all or nothing, in one transaction.
 * Dashboards are told after it commits.
 */
export async function createEvent(
  db: Db,
  scope: { userId: string },
  input: CreateEvent,
  onSaved?: EventSaved,
): Promise<{ eventId: string }> {
  assertTimeZone(input.timeZone);
  return db.transaction(async (tx) => {
    await assertActiveTemplate(tx, input.templateId);
    const owned = (uploadId: string | null | undefined, kind: 'image' | 'video') =>
      uploadId ? ownedUpload(tx, { ownerId: scope.userId, uploadId, kind }) : undefined;
    const image = await owned(input.imageUploadId, 'image');
    const video = await owned(input.videoUploadId, 'video');
    const music = await resolveMusic(tx, scope.userId, input.music);

    const values = {
      userId: scope.userId,
      title: input.title,
      description: input.description,
      location: input.location,
      eventDate: input.eventDate,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      timeZone: input.timeZone,
      templateId: input.templateId,
      personalMessage: input.personalMessage,
      imageUploadId: image?.id ?? null,
      videoUploadId: video?.id ?? null,
      ...music,
      reminderNoResponse: input.reminderNoResponse,
      reminderAll: input.reminderAll,
    };
    const [row] = await tx.insert(events).values(values).returning();
    if (!row) throw new Error('event not inserted');
    await tx.insert(shareLinks).values({ eventId: row.id, code: newInvitationCode() });
    await addGuests(tx, row.id, input.recipients);
    await onSaved?.(tx, row);
    await notifyChanged(tx, { userId: scope.userId, eventId: row.id });
    return { eventId: row.id };
  });
}

/**
 * Edit mode and the edit page: changes only the fields sent. The template never changes (the
 * input has no templateId). `recipients` adds guests, up to 200 guests in all, leaving out (and
 * naming) anyone whose e-mail or phone is already a guest's (event-guests.ts).
 */
export async function updateEvent(
  db: Db,
  scope: { userId: string },
  input: UpdateEvent,
  onSaved?: EventSaved,
): Promise<{ alreadyInvited: AlreadyInvited[] }> {
  if (input.timeZone !== undefined) assertTimeZone(input.timeZone);
  if (input.eventDate === null) throw badRequest(messages.wizard.dateRequired);
  return db.transaction(async (tx) => {
    // Locked, so two saves that add guests at once cannot pass the cap together.
    const [current] = await tx
      .select()
      .from(events)
      .where(isOwnEvent({ userId: scope.userId, eventId: input.eventId }))
      .for('update');
    if (!current) throw eventNotFound();

    const owned = async (uploadId: string | null, kind: 'image' | 'video') =>
      uploadId ? (await ownedUpload(tx, { ownerId: scope.userId, uploadId, kind })).id : null;
    // updated_at is always set: a save that only adds guests still changes the event.
    const patch: Partial<typeof events.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.location !== undefined) patch.location = input.location;
    if (input.eventDate !== undefined) patch.eventDate = input.eventDate;
    if (input.startTime !== undefined) patch.startTime = input.startTime;
    if (input.endTime !== undefined) patch.endTime = input.endTime;
    if (input.timeZone !== undefined) patch.timeZone = input.timeZone;
    if (input.personalMessage !== undefined) patch.personalMessage = input.personalMessage;
    if (input.showGuestList !== undefined) patch.showGuestList = input.showGuestList;
    if (input.maxPartySize !== undefined) patch.maxPartySize = input.maxPartySize;
    if (input.capacity !== undefined) patch.capacity = input.capacity;
    if (input.answerAlerts !== undefined) patch.answerAlerts = input.answerAlerts;
    if (input.questions !== undefined) patch.questions = input.questions;
    if (input.imageUploadId !== undefined)
      patch.imageUploadId = await owned(input.imageUploadId, 'image');
    if (input.videoUploadId !== undefined)
      patch.videoUploadId = await owned(input.videoUploadId, 'video');
    if (input.music !== undefined)
      Object.assign(patch, await resolveMusic(tx, scope.userId, input.music));

    const [updated] = await tx
      .update(events)
      .set(patch)
      .where(eq(events.id, current.id))
      .returning();
    if (!updated) throw eventNotFound();
    const added = await addNewGuests(tx, current.id, input.recipients ?? [], {
      status: 'unsent',
      tooMany: messages.wizard.tooManyGuests,
    });
    await onSaved?.(tx, updated);
    await notifyChanged(tx, { userId: scope.userId, eventId: current.id });
    return { alreadyInvited: added.alreadyInvited };
  });
}

/**
 * The reminders step: saves the two choices of the caller's own event. Reminders go out only for a
 * paid event, so a locked one can only have them off (PRECONDITION_FAILED otherwise).
 */
export async function setEventReminders(
  db: Db,
  scope: { userId: string },
  input: SetReminders,
  onSaved?: EventSaved,
): Promise<void> {
  const turningOn = input.reminderNoResponse !== '' || input.reminderAll !== '';
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(events)
      .set({ reminderNoResponse: input.reminderNoResponse, reminderAll: input.reminderAll })
      .where(
        and(
          isOwnEvent({ userId: scope.userId, eventId: input.eventId }),
          // docs/product.md (Paying): a locked event's reminders are off; turning them off is
          // always allowed.
          turningOn ? isNotNull(events.unlockedAt) : undefined,
        ),
      )
      .returning();
    if (updated) await onSaved?.(tx, updated);
    return updated;
  });
  if (saved) return;
  await ownEventId(db, { userId: scope.userId, eventId: input.eventId });
  throw new AppError('PRECONDITION_FAILED', messages.checkout.remindersLocked);
}
