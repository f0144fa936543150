import { randomUUID } from 'node:crypto';
import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { events, invitations, users } from '@partyreel/db/schema';
import type { sendInvitationsInput } from '@partyreel/shared/guests/send-input';
import type { SendInvitationsResult } from '@partyreel/shared/guests/send-outcome';
import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { eventChanged } from '../events/event-topics.ts';
import { eventNotFound, isOwnEvent } from '../events/own-event.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { SmsSetup } from '../sms/sms-config.ts';
import { quietHoursEnd } from '../sms/sms-rules.ts';
import { readTextingContext, recordTexts } from '../sms/text-plan.ts';
import { textQueue } from '../sms/text-queue.ts';
import { invitationMailKey, invitationQueue } from './invitation-queue.ts';
import { checkBudgets, readPlanContext, recordInLedger } from './mail-ledger.ts';
import { planSend } from './send-plan.ts';
import { readPlanGuests } from './send-recipients.ts';

type SendInput = z.output<typeof sendInvitationsInput>;

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * The caller's own event and whether the caller's address is verified, both rows locked for the
 * send (the account's row first: one send per account at a time, on every instance, so the
 * budgets' counts cannot be passed by two sends together); undefined when missing or foreign alike.
 */
export async function lockOwnEvent(tx: Queryable, scope: Scope) {
  const [account] = await tx
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, scope.userId))
    .for('update');
  const [row] = await tx
    .select({
      id: events.id,
      unlockedAt: events.unlockedAt,
      personalMessage: events.personalMessage,
      timeZone: events.timeZone,
      smsConsentAt: events.smsConsentAt,
    })
    .from(events)
    .where(isOwnEvent(scope))
    .for('update');
  return row && account ? { ...row, verified: account.verified } : undefined;
}

interface Scope {
  userId: string;
  eventId: string;
  /** Where the guests' links point (PUBLIC_URL, else the address the host is using). */
  appOrigin: string;
}

/**
 * guests.send for the event's owner: applies the send rules of docs/product.md (Sending) and the
 * sending manners and budgets of docs/decisions/031 (a verified sender, one e-mail per
 * de-duplicated guest, none to a guest who answered unless confirmed, to an address this event
 * invited in the last day or to a suppressed address, and the event's and the account's budgets),
 * marks each recipient 'queued', records the e-mails in the ledger and adds one e-mail job per
 * recipient, all in one transaction (the jobs exist only if the send is recorded), then answers at
 * once. The e-mails go out from the job queue.
 */
export async function sendInvitations(
  deps: { db: Db; jobs: JobQueue; texting: SmsSetup['kind'] },
  scope: Scope,
  input: SendInput,
): Promise<SendInvitationsResult> {
  return deps.db.transaction(async (tx) => {
    const event = await lockOwnEvent(tx, scope);
    if (!event) throw eventNotFound();
    if (!event.unlockedAt) throw new AppError('PRECONDITION_FAILED', messages.send.locked);
    if (!event.verified) throw new AppError('PRECONDITION_FAILED', messages.send.unverified);

    const guests = await readPlanGuests(tx, event.id, { lock: true });
    if (guests.length > MAX_GUESTS_PER_EVENT) throw badRequest(messages.send.tooManyGuests);

    const ids = input.invitationIds ?? [];
    const context = await readPlanContext(tx, event.id, guests, input.confirmAnswered);
    if (deps.texting !== 'off')
      context.texting = await readTextingContext(tx, event.id, guests, input);
    const plan = planSend(guests, input.type, ids, context);
    if (plan.selected === 0) throw badRequest(messages.send.noRecipients);
    const { skipped } = plan;
    if (plan.texts.length > 0 && !event.smsConsentAt) {
      if (!input.textConsent)
        throw new AppError('PRECONDITION_FAILED', messages.texts.consentNeeded);
      await tx.update(events).set({ smsConsentAt: new Date() }).where(eq(events.id, event.id));
    }
    if (plan.mails.length + plan.texts.length === 0 && skipped.noContact === plan.selected)
      throw badRequest(
        input.type === 'resend' && ids.length === 1
          ? messages.send.guestNoContact
          : messages.send.noContact,
      );
    await checkBudgets(tx, { userId: scope.userId, eventId: event.id }, plan.mails);

    const sendId = randomUUID();
    const mailed = plan.mails.map((mail) => mail.invitationId);
    const texted = plan.texts.map((text) => text.invitationId);
    const invitationIds = [...mailed, ...texted];
    if (invitationIds.length > 0) {
      await tx
        .update(invitations)
        .set({ deliveryStatus: 'queued', deliveryError: null, deliverySendId: sendId })
        .where(inArray(invitations.id, invitationIds));
      await recordInLedger(tx, { userId: scope.userId, eventId: event.id }, plan.mails);
      const personalMessage = input.personalMessage ?? event.personalMessage;
      await deps.jobs.insert(
        invitationQueue,
        mailed.map((invitationId) => ({
          data: { sendId, invitationId, origin: scope.appOrigin, personalMessage },
          singletonKey: invitationMailKey({ sendId, invitationId }),
        })),
        tx,
      );
      const textIds = await recordTexts(
        tx,
        { userId: scope.userId, eventId: event.id, sendId },
        plan.texts,
      );
      // In the event's quiet hours the texts wait for its morning (docs/decisions/070).
      const startAfter = quietHoursEnd(event.timeZone);
      await deps.jobs.insert(
        textQueue,
        textIds.map((textId) => ({
          data: { textId, sendId, origin: scope.appOrigin },
          singletonKey: textId,
          ...(startAfter ? { startAfter } : {}),
        })),
        tx,
      );
      for (const notice of eventChanged({ userId: scope.userId, eventId: event.id }))
        await tx.execute(notice);
    }
    return { queued: invitationIds.length, texted: texted.length, skipped, invitationIds };
  });
}
