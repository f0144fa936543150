import type { OutboxAttachment } from '@partyreel/db/schema';
import { users } from '@partyreel/db/schema';
import { icsAttributes, icsFileName, icsFileText } from '@partyreel/shared/calendar/calendar-links';
import { eq } from 'drizzle-orm';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import { AppError } from '../errors/app-error.ts';
import type { DeliveryDeps } from '../guests/deliver-invitations.ts';
import {
  type GuestRecipient,
  guestRefKey,
  readGuestRecipients,
} from '../guests/guest-recipients.ts';
import { checkBudgets, recordInLedger } from '../guests/mail-ledger.ts';
import { type JobQueue, workPacedMailJobs } from '../jobs/job-queue.ts';
import { mailJobResults } from '../jobs/mail-job-results.ts';
import { suppressionsFor } from '../mail/suppressions.ts';
import { confirmationMessages } from '../mail/templates/confirmation.tsx';
import { queueConfirmationText } from '../sms/follow-up-texts.ts';
import type { SmsSetup } from '../sms/sms-config.ts';
import {
  type ConfirmationJob,
  confirmationMailKey,
  confirmationQueue,
} from './confirmation-queue.ts';

type Job = Pick<JobWithMetadata<ConfirmationJob>, 'id' | 'data'>;

/** What a confirmation needs beyond e-mail: the queue a text goes by, and whether texting is on. */
export interface ConfirmationDeps extends DeliveryDeps {
  jobs?: JobQueue;
  texting?: SmsSetup['kind'];
}

/** This instance's confirmation worker. */
export function registerConfirmationWorker(
  jobs: JobQueue,
  deps: ConfirmationDeps,
): Promise<string> {
  return workPacedMailJobs(jobs, confirmationQueue, (job) =>
    deliverConfirmation({ ...deps, jobs }, job),
  );
}

/**
 * A personal guest with no address whose invitation went by text gets the confirmation by text
 * (docs/decisions/070), under the texting rules, saying the answer as it stands when it goes.
 * Null when this is not such a guest, or texting is off.
 */
async function confirmByText(
  deps: ConfirmationDeps,
  guest: GuestRecipient | undefined,
  job: Job,
): Promise<JobResult | null> {
  const { jobs, texting } = deps;
  if (!guest || guest.email || !guest.invitationId || !jobs || !texting || texting === 'off')
    return null;
  if (guest.gone || !guest.unlockedAt || !guest.answer) return null;
  const invitationId = guest.invitationId;
  const queued = await deps.db.transaction((tx) =>
    queueConfirmationText(
      tx,
      jobs,
      { id: guest.eventId, timeZone: guest.event.timeZone ?? 'UTC' },
      { jobId: job.id, origin: job.data.origin, invitationId },
    ),
  );
  return {
    id: job.id,
    status: 'completed',
    output: queued > 0 ? { texted: queued } : { skipped: 'not invited by text' },
  };
}

/**
 * Why a guest gets no confirmation now: gone, no address, the event locked again, no answer, or
 * an address that left (this event's mail or all of it). null: it goes.
 */
async function skipReason(deps: DeliveryDeps, guest: GuestRecipient | undefined) {
  if (!guest || guest.gone) return 'no longer a guest';
  if (!guest.email) return 'no e-mail address';
  if (!guest.unlockedAt) return 'locked';
  if (!guest.answer) return 'no answer';
  const [suppression] = await suppressionsFor(deps.db, [
    { address: guest.email, eventId: guest.eventId },
  ]);
  return suppression?.reason ?? null;
}

/**
 * A guest's answer can bring anyone's address (a share-link guest types it): a confirmation counts
 * against the host's sending budgets like any guest e-mail (docs/decisions/031, 062), under the
 * account's lock. False when a budget is spent: the confirmation is not sent.
 */
async function withinBudgets(deps: DeliveryDeps, guest: GuestRecipient, address: string) {
  const scope = { userId: guest.ownerId, eventId: guest.eventId };
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, scope.userId)).for('update');
    try {
      await checkBudgets(tx, scope, [{ address }]);
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
    await recordInLedger(tx, scope, [{ address }], 'confirmation');
    return true;
  });
}

/** The party in a calendar file, for a guest who may come to a party with a date. */
async function calendarFile(guest: GuestRecipient, origin: string): Promise<OutboxAttachment[]> {
  if (guest.answer?.response !== 'accepted' && guest.answer?.response !== 'maybe') return [];
  const { event } = guest;
  const calendar = {
    title: event.title,
    location: event.location,
    eventDate: event.eventDate,
    startTime: event.startTime?.slice(0, 5) ?? null,
    endTime: event.endTime?.slice(0, 5) ?? null,
    timeZone: event.timeZone,
  };
  const uid = `${guest.invitationId ?? guest.eventId}@partyreel`;
  const attributes = icsAttributes(calendar, { uid, url: guest.inviteUrl(origin) });
  if (!attributes) return [];
  return [
    {
      filename: icsFileName(event.title),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: Buffer.from(await icsFileText(attributes)).toString('base64'),
    },
  ];
}

/**
 * Sends one guest the confirmation of their answer as it stands now (docs/decisions/062), with the
 * party's calendar file and a link to change the answer. A failed delivery fails the job for
 * pg-boss to retry.
 */
export async function deliverConfirmation(deps: ConfirmationDeps, job: Job): Promise<JobResult> {
  const { recipient, origin } = job.data;
  const guest = (await readGuestRecipients(deps.db, [recipient])).get(guestRefKey(recipient));
  const texted = await confirmByText(deps, guest, job);
  if (texted) return texted;
  const skipped = await skipReason(deps, guest);
  if (skipped || !guest?.email || !guest.answer)
    return { id: job.id, status: 'completed', output: { skipped } };
  if (!(await withinBudgets(deps, guest, guest.email)))
    return { id: job.id, status: 'completed', output: { skipped: 'budget' } };

  const attachments = await calendarFile(guest, origin);
  const render = await confirmationMessages({
    hostName: guest.hostName,
    event: guest.event,
    answer: guest.answer,
    withCalendar: attachments.length > 0,
  });
  const message = render({
    guestName: guest.name,
    inviteUrl: guest.inviteUrl(origin),
    unsubscribe: deps.unsubscribe.forMail(origin, {
      address: guest.email,
      eventId: guest.eventId,
    }),
  });
  const sent = await deps.mailer.send({
    ...message,
    to: guest.email,
    eventId: guest.eventId,
    ...(guest.invitationId ? { invitationId: guest.invitationId } : {}),
    idempotencyKey: confirmationMailKey(job.id),
    ...(attachments.length > 0 ? { attachments } : {}),
  });
  const [result] = mailJobResults([job.id], [sent]);
  return result ?? { id: job.id, status: 'completed' };
}
