import type { Db } from '@partyreel/db';
import { events, templates, uploads, users } from '@partyreel/db/schema';
import { isAnswer } from '@partyreel/shared/events/event-view';
import { buildCustomData } from '@partyreel/shared/format/custom-data';
import { hostNameOrFallback } from '@partyreel/shared/format/fallbacks';
import { answerLinkPath } from '@partyreel/shared/invite/answer-link';
import type { InviteView } from '@partyreel/shared/invite/invite-types';
import { messages } from '@partyreel/shared/messages';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../errors/app-error.ts';
import { readGuestUpdates } from '../updates/guest-updates.ts';
import { type InviteTarget, invitationNotFound } from './invite-target.ts';
import { readWhosComing } from './whos-coming.ts';

const image = alias(uploads, 'image');
const video = alias(uploads, 'video');

/** 'HH:MM:SS' as PostgreSQL returns a time → 'HH:MM'. */
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/**
 * What the guest page shows for `target` (opened with `code`): the event's template and
 * display-ready customData (with the guest's first name for a personal invitation, and the answer
 * links a fancy template may show), its calendar facts, the personal guest's current answer and the
 * host's updates for this guest (a share-link browser's by its visitor id, when it has one).
 * Opening the page also marks the event as open to anyone with its link.
 */
export async function loadInvitePage(
  db: Db,
  target: InviteTarget,
  code: string,
  visitorId?: string,
): Promise<InviteView> {
  const [row] = await db
    .select({
      event: events,
      templateFound: templates.id,
      imagePath: image.path,
      videoPath: video.path,
      hostName: users.displayName,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.userId))
    .leftJoin(templates, eq(templates.id, events.templateId))
    .leftJoin(image, eq(image.id, events.imageUploadId))
    .leftJoin(video, eq(video.id, events.videoUploadId))
    .where(eq(events.id, target.eventId));
  if (!row) throw invitationNotFound();
  const { event } = row;
  if (!event.templateId) throw new AppError('PRECONDITION_FAILED', messages.guest.noTemplate);
  if (!row.templateFound) throw new AppError('NOT_FOUND', messages.guest.templateNotFound);

  if (!event.allowAnyoneWithLink) {
    await db
      .update(events)
      .set({ allowAnyoneWithLink: true })
      .where(and(eq(events.id, event.id), eq(events.allowAnyoneWithLink, false)));
  }

  const personal = target.kind === 'personal' ? target : undefined;
  // The share link's address carries no id; a personal one needs its own.
  const answerId = personal ? target.id : undefined;
  return {
    kind: target.kind,
    invitationId: target.id,
    eventId: event.id,
    templateId: event.templateId,
    customData: buildCustomData(
      {
        title: event.title,
        location: event.location,
        eventDate: event.eventDate,
        startTime: event.startTime,
        endTime: event.endTime,
        imageUrl: row.imagePath ? uploadUrl(row.imagePath) : null,
        videoUrl: row.videoPath ? uploadUrl(row.videoPath) : null,
        music:
          event.musicId && event.musicUrl
            ? { id: event.musicId, url: event.musicUrl, name: event.musicName ?? '' }
            : null,
      },
      {
        name: personal?.name ?? null,
        invitationId: target.id,
        rsvpYesUrl: answerLinkPath(code, answerId, 'yes'),
        rsvpNoUrl: answerLinkPath(code, answerId, 'no'),
      },
    ),
    calendar: {
      title: event.title,
      location: event.location,
      eventDate: event.eventDate,
      startTime: hhmm(event.startTime),
      endTime: hhmm(event.endTime),
      timeZone: event.timeZone,
    },
    coming: event.showGuestList ? await readWhosComing(db, event.id) : null,
    maxPeople: target.maxPeople,
    questions: event.questions,
    updates: await readGuestUpdates(db, target, code, visitorId),
    hostMessage: event.personalMessage?.trim()
      ? { from: hostNameOrFallback(row.hostName), text: event.personalMessage.trim() }
      : null,
    answer:
      personal && isAnswer(personal.status)
        ? {
            response: personal.status,
            peopleCount: personal.peopleCount,
            note: personal.note,
            ...(personal.questionAnswers && Object.keys(personal.questionAnswers).length > 0
              ? { questionAnswers: personal.questionAnswers }
              : {}),
          }
        : null,
  };
}
