import { randomUUID } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { outbox } from '@partyreel/db/schema';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Mail, MailerOptions, MailTransport, SendResult } from './mailer.ts';
import {
  failedResult,
  markFailed,
  markSent,
  type OutboxRow,
  outgoing,
  recordMails,
} from './outbox-records.ts';

/** A message's delivery; `loose`: the provider refused it alone, the rest of its batch went. */
type Outcome = { providerMessageId: string | null } | { error: Error; loose?: boolean };

/** mailer.sendMany: see the Mailer interface. */
export async function sendMany(options: MailerOptions, mails: Mail[]): Promise<SendResult[]> {
  const { db, transport, from, log } = options;
  const rows = await recordMails(db, from, mails);
  const pending = [...new Map(rows.filter((r) => r.status !== 'sent').map((r) => [r.id, r]))];
  const outcomes = transport.deliverBatch
    ? await deliverInBatches(
        db,
        transport,
        pending.map(([, row]) => row),
      )
    : await deliverOneByOne(
        transport,
        pending.map(([, row]) => row),
      );

  const delivered: { id: string; providerMessageId: string | null }[] = [];
  const loose: string[] = [];
  for (const [id, outcome] of outcomes) {
    if ('providerMessageId' in outcome)
      delivered.push({ id, providerMessageId: outcome.providerMessageId });
    else {
      await markFailed(db, id, outcome.error);
      if (outcome.loose) loose.push(id);
    }
  }
  await markSent(db, delivered);
  if (options.onSent) {
    const rowOf = new Map(rows.map((row) => [row.id, row]));
    options.onSent(
      delivered.flatMap(({ id, providerMessageId }) => {
        const row = rowOf.get(id);
        return row && providerMessageId
          ? [{ providerMessageId, from: row.fromAddress, to: row.toAddress, subject: row.subject }]
          : [];
      }),
    );
  }
  // A message the provider refused on its own goes into a new batch when it is tried again (the
  // old batch's key would only replay the refusal).
  if (loose.length > 0)
    await db.update(outbox).set({ batchKey: null }).where(inArray(outbox.id, loose));
  if (outcomes.size > 0)
    log.info(
      {
        transport: transport.name,
        sent: delivered.length,
        failed: outcomes.size - delivered.length,
      },
      'e-mails delivered',
    );

  return rows.map((row) => {
    if (row.status === 'sent') return { id: row.id, status: 'sent' };
    const outcome = outcomes.get(row.id) ?? {
      error: new Error('Another attempt is delivering this message'),
    };
    return 'providerMessageId' in outcome
      ? { id: row.id, status: 'sent' }
      : failedResult(row.id, outcome.error);
  });
}

async function deliverOneByOne(transport: MailTransport, rows: OutboxRow[]) {
  const outcomes = new Map<string, Outcome>();
  for (const row of rows) {
    try {
      const { providerMessageId } = await transport.deliver(outgoing(row));
      outcomes.set(row.id, { providerMessageId: providerMessageId ?? null });
    } catch (error) {
      outcomes.set(row.id, { error: asError(error) });
    }
  }
  return outcomes;
}

/**
 * Provider batches whose membership is written down before the call: a batch an earlier attempt
 * started (it may have been accepted before a crash) is sent again whole, in the same order, under
 * the same key, so the provider answers with what it already accepted instead of sending again.
 */
async function deliverInBatches(db: Db, transport: MailTransport, rows: OutboxRow[]) {
  const outcomes = new Map<string, Outcome>();
  const call = async (batchKey: string, members: OutboxRow[]) => {
    if (members.length === 0 || !transport.deliverBatch) return;
    try {
      const answers = await transport.deliverBatch(members.map(outgoing), batchKey);
      members.forEach((member, i) => {
        const answer = answers[i] ?? { error: new Error('The provider gave no answer') };
        outcomes.set(member.id, 'error' in answer ? { ...answer, loose: true } : answer);
      });
    } catch (error) {
      for (const member of members) outcomes.set(member.id, { error: asError(error) });
    }
  };

  const earlier = new Set(rows.flatMap((row) => (row.batchKey ? [row.batchKey] : [])));
  for (const batchKey of earlier)
    await call(batchKey, await batchMembers(db, eq(outbox.batchKey, batchKey)));

  const fresh = rows.filter((row) => !row.batchKey);
  const size = transport.maxBatchSize ?? 100;
  for (let start = 0; start < fresh.length; start += size) {
    const ids = fresh.slice(start, start + size).map((row) => row.id);
    const batchKey = `batch-${randomUUID()}`;
    // Claimed in one statement: a row another worker has put in its batch stays there.
    await db
      .update(outbox)
      .set({ batchKey })
      .where(and(inArray(outbox.id, ids), isNull(outbox.batchKey), ne(outbox.status, 'sent')));
    await call(batchKey, await batchMembers(db, eq(outbox.batchKey, batchKey)));
  }
  return outcomes;
}

/** A batch's messages in a fixed order, so a replay is the same request. */
function batchMembers(db: Db, where: ReturnType<typeof eq>) {
  return db.select().from(outbox).where(where).orderBy(asc(outbox.idempotencyKey));
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
