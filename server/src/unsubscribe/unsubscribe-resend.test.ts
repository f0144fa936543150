import { describe, expect, it } from 'vitest';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { invitationMails, settled } from '../../test/readings.ts';
import { startAppWithResend } from '../../test/resend.ts';
import { unsubscribeLinkOf } from './unsubscribe-fixtures.ts';

const API_KEY = 're_test_unsubscribe';

const running = startedForFile(() => startAppWithResend({ apiKey: API_KEY }));
const db = () => running.db();

describe('unsubscribe headers through Resend (the real SDK, a local stand-in)', () => {
  it('go with each invitation of a batch, each guest with their own link', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guests = [await insertGuest(db(), event.id), await insertGuest(db(), event.id)];
    const before = running.standIn.requests.length;
    const { invitationIds } = await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'all',
    });
    await settled(db(), invitationIds);

    const [call] = running.standIn.requests.slice(before);
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
