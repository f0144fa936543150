import type { Db } from '@partyreel/db';
import { messages } from '@partyreel/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import type { Suppression } from '../mail/suppressions.ts';
import { invitationMessages } from '../mail/templates/invitation.tsx';
import type { UnsubscribeLinks } from '../mail/unsubscribe-links.ts';
import { recordDelivered, recordFailure } from './delivery-records.ts';
import {
  type GuestMailRow,
  guestMail,
  guestMailEvent,
  posterUrl,
  readGuestMailBatch,
} from './guest-mail-rows.ts';
import { type InvitationJob, invitationMailKey, invitationQueue } from './invitation-queue.ts';

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Signs each guest e-mail's unsubscribe link (docs/decisions/032-one-click-unsubscribe.md). */
  unsubscribe: UnsubscribeLinks;
}

/**
 * What the host reads when a guest's e-mail did not go because the address is on the suppression
 * list: that the guest unsubscribed (from this event or all mail), else only that the address takes
 * no PartyReel mail — never that it bounced or complained about someone else's e-mail.
 */
export function suppressedError(suppression: Suppression): string {
  return suppression.reason === 'unsubscribed'
    ? messages.send.guestUnsubscribed
    : messages.send.addressSuppressed;
}

/** What the worker reads of a job: pg-boss's, or a test's. */
type Job = Pick<JobWithMetadata<InvitationJob>, 'id' | 'data' | 'retryCount' | 'retryLimit'>;

/** This instance's invitation worker: batches of up to 100 e-mails (one Resend batch call), fetched back to back. */
export function registerInvitationWorker(jobs: JobQueue, deps: DeliveryDeps): Promise<string> {
  return jobs.boss.work(
    invitationQueue.name,
    {
      batchSize: 100,
      burstWhenBatchFull: true,
      includeMetadata: true,
      perJobResults: true,
      pollingIntervalSeconds: 2,
    },
    (batch: Job[]) => deliverInvitations(deps, batch),
  );
}

/**
 * Sends one batch of invitation jobs. Each e-mail is rendered from the guest and event as they are
 * now (a removed guest, a locked event or a suppressed address gets none), with the guest's
 * unsubscribe link and headers, recorded in the outbox under its job's key and handed to the
 * provider; the guests' statuses follow. A failed delivery fails its job, which
 * pg-boss retries with back-off; the last failure, or a refusal no retry can change, shows the
 * host 'Failed' with the reason.
 */
export async function deliverInvitations(deps: DeliveryDeps, batch: Job[]): Promise<JobResult[]> {
  const { rows, suppressions } = await readGuestMailBatch(
    deps.db,
    batch.map((job) => job.data.invitationId),
  );
  const results: JobResult[] = [];
  const outgoing: { job: Job; row: GuestMailRow; mail: Mail }[] = [];
  // One rendering per send: the guests of a send differ only in greeting and links.
  const renderers = new Map<string, Awaited<ReturnType<typeof invitationMessages>>>();

  for (const [i, job] of batch.entries()) {
    const row = rows.get(job.data.invitationId);
    if (!row || row.status === 'removed' || !row.unlockedAt) {
      const skipped = row?.status === 'removed' || !row ? 'no longer a guest' : 'locked';
      results.push({ id: job.id, status: 'completed', output: { skipped } });
      continue;
    }
    if (!row.email) {
      await recordFailure(deps.db, failureOf(job, row, messages.send.noEmailAddress, true));
      results.push({ id: job.id, status: 'completed', output: { skipped: 'no e-mail address' } });
      continue;
    }
    const suppression = suppressions[i];
    if (suppression) {
      await recordFailure(deps.db, failureOf(job, row, suppressedError(suppression), true));
      results.push({ id: job.id, status: 'completed', output: { skipped: suppression.reason } });
      continue;
    }
    const key = `${job.data.sendId}|${job.data.origin}`;
    let render = renderers.get(key);
    if (!render) {
      render = await invitationMessages({
        hostName: row.hostName,
        event: guestMailEvent(row),
        personalMessage: job.data.personalMessage,
        posterUrl: posterUrl(job.data.origin, row.templateId),
      });
      renderers.set(key, render);
    }
    const mail = guestMail(deps.unsubscribe, job.data.origin, { ...row, email: row.email }, render);
    outgoing.push({ job, row, mail: { ...mail, idempotencyKey: invitationMailKey(job.data) } });
  }

  const sent = await deps.mailer.sendMany(outgoing.map((o) => o.mail));
  const delivered: Parameters<typeof recordDelivered>[1] = [];
  for (const [i, result] of sent.entries()) {
    const item = outgoing[i];
    if (!item) continue;
    const { job, row } = item;
    if (result.status === 'sent') {
      delivered.push(delivery(job, row));
      results.push({ id: job.id, status: 'completed' });
      continue;
    }
    const error = result.error ?? messages.send.failed;
    const final = result.permanent === true || job.retryCount >= job.retryLimit;
    await recordFailure(deps.db, failureOf(job, row, error, final));
    deps.log.warn(
      { invitationId: row.invitationId, attempt: job.retryCount + 1, final, error },
      'invitation e-mail failed',
    );
    results.push({
      id: job.id,
      status: result.permanent ? 'deadletter' : 'failed',
      output: { message: error },
    });
  }
  await recordDelivered(deps.db, delivered);
  return results;
}

function delivery(job: Job, row: GuestMailRow) {
  return {
    invitationId: row.invitationId,
    sendId: job.data.sendId,
    eventId: row.eventId,
    ownerId: row.ownerId,
  };
}

function failureOf(job: Job, row: GuestMailRow, error: string, final: boolean) {
  return { ...delivery(job, row), error, final };
}
