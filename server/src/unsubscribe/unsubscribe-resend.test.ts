import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../../test/app.ts';
import { addGuest, invitationMails, settled } from '../guests/send-fixtures.ts';
import { hostedEvent } from '../invite/invite-fixtures.ts';
import { startResendStandIn } from '../mail/resend-stand-in.ts';
import { unsubscribeLinkOf } from './unsubscribe-fixtures.ts';

const API_KEY = 're_test_unsubscribe';

let database: TestDatabase;
let standIn: Awaited<ReturnType<typeof startResendStandIn>>;
let running: RunningApp;
beforeAll(async () => {
  database = await createTestDatabase();
  standIn = await startResendStandIn({ apiKey: API_KEY });
  running = await startApp(database.handle, {
    mail: {
      production: false,
      RESEND_API_KEY: API_KEY,
      MAIL_FROM: 'PartyReel <hello@partyreel.test>',
      RESEND_BASE_URL: standIn.url,
    },
  });
});
afterAll(async () => {
  await running.close();
  await standIn.close();
  await database.destroy();
});
const db = () => database.handle.db;

describe('unsubscribe headers through Resend (the real SDK, a local stand-in)', () => {
  it('go with each invitation of a batch, each guest with their own link', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guests = [await addGuest(db(), event.id), await addGuest(db(), event.id)];
    const before = standIn.requests.length;
    const { invitationIds } = await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'all',
    });
    await settled(db(), invitationIds);

    const [call] = standIn.requests.slice(before);
    expect(call?.url).toBe('/emails/batch');
    const sent = call?.body as { to: string; text: string; headers?: Record<string, string> }[];
    const mails = await invitationMails(db(), event.id);
    for (const guest of guests) {
      const item = sent.find((m) => m.to === guest.email);
      const { url } = unsubscribeLinkOf(mails.find((m) => m.invitationId === guest.id));
      expect(item?.headers).toEqual({
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(item?.text).toContain(`Unsubscribe ${url}`);
    }
    expect(new Set(sent.map((m) => m.headers?.['List-Unsubscribe'])).size).toBe(2);
  });
});
