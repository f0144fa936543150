import { randomUUID } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { outbox } from '@partyreel/db/schema';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mail } from './mailer.ts';
import { outgoing, recordMails } from './outbox-records.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { startResendStandIn } from './resend-stand-in.ts';
import { createResendTransport } from './resend-transport.ts';

const API_KEY = 're_test_many';
const FROM = 'PartyReel <hello@partyreel.test>';
const silent = { info() {}, warn() {} };

let database: TestDatabase;
let db: Db;
let standIn: Awaited<ReturnType<typeof startResendStandIn>>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  standIn = await startResendStandIn({
    apiKey: API_KEY,
    refuse: (email) => (String(email.to).startsWith('bounce') ? 'Invalid `to` field' : undefined),
  });
});
afterAll(async () => {
  await standIn.close();
  await database.destroy();
});

const transport = () => createResendTransport({ apiKey: API_KEY, baseUrl: standIn.url });
const mailer = () => createMailer({ db, transport: transport(), from: FROM, log: silent });

function mails(count: number, to = (i: number) => `guest-${i}-${randomUUID()}@example.com`) {
  return Array.from(
    { length: count },
    (_, i): Mail => ({
      kind: 'test',
      to: to(i),
      idempotencyKey: `test/${randomUUID()}`,
      subject: `Hello ${i}`,
      html: `<p>Hello ${i}</p>`,
      text: `Hello ${i}`,
    }),
  );
}

const rows = (ids: string[]) => db.select().from(outbox).where(inArray(outbox.id, ids));

describe('mailer.sendMany', () => {
  it('records all, sends them in one provider batch, and answers in order', async () => {
    const batch = mails(3);
    const before = standIn.requests.length;
    const results = await mailer().sendMany(batch);
    expect(results.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(standIn.requests.slice(before).map((r) => r.url)).toEqual(['/emails/batch']);
    const stored = await rows(results.map((r) => r.id));
    expect(new Set(stored.map((r) => r.batchKey)).size).toBe(1);
    expect(stored.every((r) => r.status === 'sent' && r.providerMessageId)).toBe(true);
    // Asked again, nothing is sent again.
    const again = await mailer().sendMany(batch);
    expect(again).toEqual(results);
    expect(standIn.requests.length).toBe(before + 1);
  });

  it('sends a batch an earlier attempt left unrecorded again whole, and Resend does not resend it', async () => {
    // An attempt claimed a batch and Resend accepted it, then the process died before recording.
    const batch = mails(2);
    const stored = await recordMails(db, FROM, batch);
    const batchKey = `batch-${randomUUID()}`;
    await db
      .update(outbox)
      .set({ batchKey })
      .where(
        inArray(
          outbox.id,
          stored.map((r) => r.id),
        ),
      );
    const claimed = await db
      .select()
      .from(outbox)
      .where(eq(outbox.batchKey, batchKey))
      .orderBy(outbox.idempotencyKey);
    await transport().deliverBatch?.(claimed.map(outgoing), batchKey);
    const accepted = standIn.accepted.length;

    // The retry of one of the two jobs.
    const [result] = await mailer().sendMany([batch[1] as Mail]);
    expect(result?.status).toBe('sent');
    expect(standIn.requests.at(-1)).toMatchObject({ replayed: true });
    expect(standIn.accepted.length).toBe(accepted);
    expect((await rows(stored.map((r) => r.id))).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('fails a message the provider refuses alone, and puts it in a new batch next time', async () => {
    const batch = mails(2, (i) =>
      i === 0 ? `bounce-${randomUUID()}@example.com` : `ok-${randomUUID()}@example.com`,
    );
    const [refused, sent] = await mailer().sendMany(batch);
    expect(sent?.status).toBe('sent');
    expect(refused).toMatchObject({ status: 'failed', permanent: true });
    expect(refused?.error).toContain('Invalid `to` field');
    const [row] = await rows([refused?.id ?? '']);
    expect(row).toMatchObject({ status: 'failed', batchKey: null });
  });

  it('on the outbox transport, marks them all sent in one go', async () => {
    const outboxMailer = createMailer({
      db,
      transport: createOutboxTransport(),
      from: FROM,
      log: silent,
    });
    const results = await outboxMailer.sendMany(mails(3));
    expect(results.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    const stored = await rows(results.map((r) => r.id));
    expect(stored.every((r) => r.providerMessageId?.startsWith('outbox-'))).toBe(true);
  });
});
