import { describe, expect, it } from 'vitest';
import { startedForFile } from '../../test/per-file.ts';
import { invitationMails } from '../../test/readings.ts';
import { sendToTwoGuests, startAppWithResend } from '../../test/resend.ts';
import { unsubscribeLinkOf } from './unsubscribe-fixtures.ts';

const API_KEY = 're_test_unsubscribe';

const running = startedForFile(() => startAppWithResend({ apiKey: API_KEY }));
const db = () => running.db();

describe('unsubscribe headers through Resend (the real SDK, a local stand-in)', () => {
  it('go with each invitation of a batch, each guest with their own link', async () => {
    const { event, guests, calls } = await sendToTwoGuests(running);
    const [call] = calls;
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
