import { randomUUID } from 'node:crypto';
import { outbox } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseForFile } from '../../test/per-file.ts';
import { createMailer, type Mail, type MailTransport, type OutgoingMail } from './mailer.ts';
import { createOutboxTransport } from './outbox-transport.ts';

const FROM = 'PartyReel <hello@partyreel.test>';

const database = testDatabaseForFile();
const db = () => database.handle.db;

function aMail(overrides: Partial<Mail> = {}): Mail {
  const id = randomUUID();
  return {
    kind: 'test',
    to: `guest-${id}@example.com`,
    idempotencyKey: `test/${id}`,
    subject: 'Hello',
    html: '<p>Hello</p>',
    text: 'Hello',
    ...overrides,
  };
}

function recordingLog() {
  const entries: { level: 'info' | 'warn'; details: object; message: string }[] = [];
  return {
    entries,
    info: (details: object, message: string) => entries.push({ level: 'info', details, message }),
    warn: (details: object, message: string) => entries.push({ level: 'warn', details, message }),
  };
}

/** A transport that answers with `answer` and keeps what it was handed. */
function scriptedTransport(
  answer: (mail: OutgoingMail) => Promise<{ providerMessageId?: string }>,
) {
  const delivered: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: 'resend',
    async deliver(mail) {
      delivered.push(mail);
      return answer(mail);
    },
  };
  return { transport, delivered };
}

async function rowsFor(idempotencyKey: string) {
  return db().select().from(outbox).where(eq(outbox.idempotencyKey, idempotencyKey));
}

describe('mailer.send', () => {
  it('records the message before delivering it, then marks it sent', async () => {
    const mail = aMail({ subject: 'Verify', html: '<p>Hi</p>', text: 'Hi' });
    let statusWhileDelivering: string | undefined;
    const { transport, delivered } = scriptedTransport(async (m) => {
      statusWhileDelivering = (await rowsFor(m.idempotencyKey))[0]?.status;
      return { providerMessageId: 'provider-1' };
    });
    const mailer = createMailer({ db: db(), transport, from: FROM, log: recordingLog() });

    const result = await mailer.send(mail);

    expect(statusWhileDelivering).toBe('queued');
    expect(delivered).toEqual([
      {
        from: FROM,
        to: mail.to,
        subject: 'Verify',
        html: '<p>Hi</p>',
        text: 'Hi',
        idempotencyKey: mail.idempotencyKey,
      },
    ]);
    const [row] = await rowsFor(mail.idempotencyKey);
    expect(result).toEqual({ id: row?.id, status: 'sent' });
    expect(row).toMatchObject({
      kind: 'test',
      toAddress: mail.to,
      fromAddress: FROM,
      status: 'sent',
      attempts: 1,
      providerMessageId: 'provider-1',
      error: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('on the outbox transport the row is the mailbox: stored as sent', async () => {
    const mail = aMail();
    const mailer = createMailer({
      db: db(),
      transport: createOutboxTransport(),
      from: FROM,
      log: recordingLog(),
    });
    const result = await mailer.send(mail);
    expect(result.status).toBe('sent');
    const [row] = await rowsFor(mail.idempotencyKey);
    expect(row).toMatchObject({
      status: 'sent',
      providerMessageId: `outbox-${mail.idempotencyKey}`,
    });
  });

  it('sends a message once however often it is asked with the same key', async () => {
    const mail = aMail();
    const { transport, delivered } = scriptedTransport(async () => ({ providerMessageId: 'p' }));
    const mailer = createMailer({ db: db(), transport, from: FROM, log: recordingLog() });

    const first = await mailer.send(mail);
    const again = await mailer.send({ ...mail, subject: 'A re-rendered subject' });

    expect(again).toEqual(first);
    expect(delivered).toHaveLength(1);
    const rows = await rowsFor(mail.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Hello', attempts: 1 });
  });

  it('records, logs and answers a failed delivery without throwing; the same key retries it', async () => {
    const mail = aMail();
    const log = recordingLog();
    const failing = scriptedTransport(async () => {
      throw new Error('provider unavailable');
    });
    const result = await createMailer({
      db: db(),
      transport: failing.transport,
      from: FROM,
      log,
    }).send(mail);

    expect(result.status).toBe('failed');
    let [row] = await rowsFor(mail.idempotencyKey);
    expect(row).toMatchObject({
      id: result.id,
      status: 'failed',
      attempts: 1,
      error: 'provider unavailable',
      sentAt: null,
    });
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        details: expect.objectContaining({ outboxId: result.id }),
      }),
    );

    const working = scriptedTransport(async () => ({ providerMessageId: 'p-2' }));
    const retried = await createMailer({
      db: db(),
      transport: working.transport,
      from: FROM,
      log,
    }).send(mail);

    expect(retried).toEqual({ id: result.id, status: 'sent' });
    expect(working.delivered).toHaveLength(1);
    [row] = await rowsFor(mail.idempotencyKey);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      providerMessageId: 'p-2',
    });
  });

  it('throws when the database refuses the row, and delivers nothing', async () => {
    const { transport, delivered } = scriptedTransport(async () => ({}));
    const mailer = createMailer({ db: db(), transport, from: FROM, log: recordingLog() });
    // No such event: the foreign key refuses the insert.
    const mail = aMail({ eventId: randomUUID() });
    await expect(mailer.send(mail)).rejects.toThrow();
    expect(delivered).toHaveLength(0);
    expect(await rowsFor(mail.idempotencyKey)).toHaveLength(0);
  });
});
