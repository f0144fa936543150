import type { Db } from '@partyreel/db';
import { events, eventUpdates, shareLinkAnswers, shareLinks, users } from '@partyreel/db/schema';
import { eq, inArray } from 'drizzle-orm';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { DeliveryDeps } from '../guests/deliver-invitations.ts';
import {
  guestMailEvent,
  guestMailEventColumns,
  personalLink,
  readGuestMailRows,
} from '../guests/guest-mail-rows.ts';
import { type JobQueue, workMailBatches } from '../jobs/job-queue.ts';
import { mailJobResults } from '../jobs/mail-job-results.ts';
import type { Mail } from '../mail/mailer.ts';
import { suppressionsFor } from '../mail/suppressions.ts';
import type { GuestMailEvent } from '../mail/templates/guest-mail-parts.tsx';
import { updateMessages } from '../mail/templates/update.tsx';
import { type UpdateMailJob, updateMailKey, updateMailQueue } from './update-queue.ts';

type Job = Pick<JobWithMetadata<UpdateMailJob>, 'id' | 'data'>;

/** This instance's update e-mail worker. */
export function registerUpdateMailWorker(jobs: JobQueue, deps: DeliveryDeps): Promise<string> {
  return workMailBatches(jobs, updateMailQueue, (batch) => deliverUpdates(deps, batch));
}

/** One recipient of an update as the e-mail goes out: a personal guest or a share-link guest. */
interface Recipient {
  name: string;
  email: string | null;
  /** Removed since the update was sent (a personal guest), or their link answer discarded. */
  gone: boolean;
  eventId: string;
  unlockedAt: Date | null;
  hostName: string | null;
  event: GuestMailEvent;
  /** Their own link to the invitation: the personal link, or the share link. */
  inviteUrl: (origin: string) => string;
  invitationId?: string;
}

const recipientKey = (recipient: UpdateMailJob['recipient']) =>
  'invitationId' in recipient ? `i:${recipient.invitationId}` : `l:${recipient.linkAnswerId}`;

/** The batch's recipients as they are now, by recipientKey, in two queries. */
async function readRecipients(db: Db, batch: Job[]): Promise<Map<string, Recipient>> {
  const invitationIds = batch.flatMap(({ data }) =>
    'invitationId' in data.recipient ? [data.recipient.invitationId] : [],
  );
  const linkAnswerIds = batch.flatMap(({ data }) =>
    'linkAnswerId' in data.recipient ? [data.recipient.linkAnswerId] : [],
  );
  const found = new Map<string, Recipient>();
  for (const [id, row] of await readGuestMailRows(db, invitationIds))
    found.set(`i:${id}`, {
      ...row,
      gone: row.status === 'removed',
      event: guestMailEvent(row),
      inviteUrl: (origin) => personalLink(origin, row),
    });
  if (linkAnswerIds.length === 0) return found;
  const linkRows = await db
    .select({
      id: shareLinkAnswers.id,
      name: shareLinkAnswers.guestName,
      email: shareLinkAnswers.email,
      code: shareLinks.code,
      eventId: events.id,
      unlockedAt: events.unlockedAt,
      hostName: users.displayName,
      ...guestMailEventColumns,
    })
    .from(shareLinkAnswers)
    .innerJoin(shareLinks, eq(shareLinks.id, shareLinkAnswers.shareLinkId))
    .innerJoin(events, eq(events.id, shareLinks.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(inArray(shareLinkAnswers.id, linkAnswerIds));
  for (const row of linkRows)
    found.set(`l:${row.id}`, {
      name: row.name ?? '',
      email: row.email,
      gone: false,
      eventId: row.eventId,
      unlockedAt: row.unlockedAt,
      hostName: row.hostName,
      event: guestMailEvent(row),
      inviteUrl: (origin) => `${origin}/invite/${encodeURIComponent(row.code)}`,
    });
  return found;
}

/**
 * Sends a batch of update e-mails, each under its guest's outbox key (a guest gets each update
 * once). A guest removed since, a discarded link answer, an event locked again or an address that
 * left gets none. A failed delivery fails its job for pg-boss to retry.
 */
export async function deliverUpdates(deps: DeliveryDeps, batch: Job[]): Promise<JobResult[]> {
  const recipients = await readRecipients(deps.db, batch);
  const updateIds = [...new Set(batch.map((job) => job.data.updateId))];
  const updates = new Map(
    (
      await deps.db
        .select({ id: eventUpdates.id, body: eventUpdates.body })
        .from(eventUpdates)
        .where(inArray(eventUpdates.id, updateIds))
    ).map((row) => [row.id, row.body]),
  );
  const suppressions = await suppressionsFor(
    deps.db,
    batch.map((job) => {
      const recipient = recipients.get(recipientKey(job.data.recipient));
      return { address: recipient?.email ?? '', eventId: recipient?.eventId ?? null };
    }),
  );
  const results: JobResult[] = [];
  const outgoing: { job: Job; mail: Mail }[] = [];
  const renderers = new Map<string, Awaited<ReturnType<typeof updateMessages>>>();
  for (const [i, job] of batch.entries()) {
    const recipient = recipients.get(recipientKey(job.data.recipient));
    const body = updates.get(job.data.updateId);
    const skipped =
      !recipient || recipient.gone || body === undefined
        ? 'no longer a guest'
        : !recipient.email
          ? 'no e-mail address'
          : !recipient.unlockedAt
            ? 'locked'
            : (suppressions[i]?.reason ?? null);
    if (skipped || !recipient?.email || body === undefined) {
      results.push({ id: job.id, status: 'completed', output: { skipped } });
      continue;
    }
    let render = renderers.get(job.data.updateId);
    if (!render) {
      render = await updateMessages({ hostName: recipient.hostName, event: recipient.event, body });
      renderers.set(job.data.updateId, render);
    }
    const { origin } = job.data;
    const address = recipient.email;
    const message = render({
      guestName: recipient.name,
      inviteUrl: recipient.inviteUrl(origin),
      unsubscribe: deps.unsubscribe.forMail(origin, { address, eventId: recipient.eventId }),
    });
    outgoing.push({
      job,
      mail: {
        ...message,
        to: address,
        eventId: recipient.eventId,
        ...(recipient.invitationId ? { invitationId: recipient.invitationId } : {}),
        idempotencyKey: updateMailKey(job.data),
      },
    });
  }

  const sent = await deps.mailer.sendMany(outgoing.map((o) => o.mail));
  results.push(
    ...mailJobResults(
      outgoing.map((o) => o.job.id),
      sent,
    ),
  );
  return results;
}
