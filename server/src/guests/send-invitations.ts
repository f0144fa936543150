import { randomUUID } from 'node:crypto';
import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { events, invitations } from '@partyreel/db/schema';
import type {
  SendInvitationsResult,
  sendInvitationsInput,
} from '@partyreel/shared/guests/send-input';
import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { eventChanged } from '../events/event-topics.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { invitationMailKey, invitationQueue } from './invitation-queue.ts';
import { classify, selectCandidates } from './send-recipients.ts';

type SendInput = z.output<typeof sendInvitationsInput>;

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/** The caller's own event, locked for the send; undefined when missing or foreign alike. */
async function lockOwnEvent(tx: Queryable, scope: Scope) {
  const [row] = await tx
    .select({
      id: events.id,
      unlockedAt: events.unlockedAt,
      personalMessage: events.personalMessage,
    })
    .from(events)
    .where(and(eq(events.id, scope.eventId), eq(events.userId, scope.userId)))
    .for('update');
  return row;
}

interface Scope {
  userId: string;
  eventId: string;
  /** Where the guests' links point (PUBLIC_URL, else the address the host is using). */
  appOrigin: string;
}

/**
 * guests.send for the event's owner: applies SPEC.md §5's rules, marks each guest with an address
 * 'queued' and adds one e-mail job per guest, all in one transaction (the jobs exist only if the
 * send is recorded), then answers at once. The e-mails go out from the job queue.
 */
export async function sendInvitations(
  deps: { db: Db; jobs: JobQueue },
  scope: Scope,
  input: SendInput,
): Promise<SendInvitationsResult> {
  return deps.db.transaction(async (tx) => {
    const event = await lockOwnEvent(tx, scope);
    if (!event) throw new AppError('NOT_FOUND', messages.eventDetail.notFound);
    if (!event.unlockedAt) throw new AppError('PRECONDITION_FAILED', messages.send.locked);

    const [guests] = await tx
      .select({ value: count() })
      .from(invitations)
      .where(and(eq(invitations.eventId, event.id), ne(invitations.status, 'removed')));
    if ((guests?.value ?? 0) > MAX_GUESTS_PER_EVENT) throw badRequest(messages.send.tooManyGuests);

    const ids = input.invitationIds ?? [];
    const candidates = await selectCandidates(tx, event.id, input.type, ids);
    if (candidates.length === 0) throw badRequest(messages.send.noRecipients);
    const { emailable, phoneOnly, noContact } = classify(candidates);
    if (emailable.length === 0 && phoneOnly === 0)
      throw badRequest(
        input.type === 'resend' && ids.length === 1
          ? messages.send.guestNoContact
          : messages.send.noContact,
      );

    const sendId = randomUUID();
    const invitationIds = emailable.map((guest) => guest.id);
    if (invitationIds.length > 0) {
      await tx
        .update(invitations)
        .set({ deliveryStatus: 'queued', deliveryError: null, deliverySendId: sendId })
        .where(inArray(invitations.id, invitationIds));
      const personalMessage = input.personalMessage ?? event.personalMessage;
      await deps.jobs.insert(
        invitationQueue,
        invitationIds.map((invitationId) => ({
          data: { sendId, invitationId, origin: scope.appOrigin, personalMessage },
          singletonKey: invitationMailKey({ sendId, invitationId }),
        })),
        tx,
      );
      for (const notice of eventChanged({ userId: scope.userId, eventId: event.id }))
        await tx.execute(notice);
    }
    return { queued: invitationIds.length, skipped: { noContact, phoneOnly }, invitationIds };
  });
}
