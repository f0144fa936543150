import { MAIL_WEBHOOK_PATH } from '../src/mail/mail-webhook-route.ts';
import { type ResendStandInOptions, startResendStandIn } from '../src/mail/resend-stand-in.ts';
import { startTestApp } from './app.ts';
import { insertGuest } from './factories.ts';
import { hostedEvent } from './hosts.ts';
import { settled } from './readings.ts';

/** The sender of the test apps that mail through Resend. */
export const TEST_MAIL_FROM = 'PartyReel <hello@partyreel.test>';

/**
 * A fresh database and the app on it mailing through the real Resend SDK to a local stand-in of
 * Resend's API (`standIn` records what it was asked and answers as Resend would, as `options`
 * say). With `webhookSecret`, the stand-in also reports each message to the app's webhook route,
 * signed as Resend signs (docs/decisions/033), `webhookDelayMs` after accepting it.
 */
export async function startAppWithResend(
  options: Omit<ResendStandInOptions, 'webhooks'> & {
    webhookSecret?: string;
    webhookDelayMs?: number;
  },
) {
  const { webhookSecret, webhookDelayMs, ...standInOptions } = options;
  let appUrl: string | undefined;
  const standIn = await startResendStandIn({
    ...standInOptions,
    ...(webhookSecret && {
      webhooks: {
        secret: webhookSecret,
        url: () => (appUrl ? `${appUrl}${MAIL_WEBHOOK_PATH}` : undefined),
        delayMs: webhookDelayMs,
      },
    }),
  });
  const running = await startTestApp({
    mail: {
      production: false,
      RESEND_API_KEY: options.apiKey,
      MAIL_FROM: TEST_MAIL_FROM,
      RESEND_BASE_URL: standIn.url,
      ...(webhookSecret && { RESEND_WEBHOOK_SECRET: webhookSecret }),
    },
  });
  appUrl = running.url;
  return {
    ...running,
    standIn,
    db: () => running.database.handle.db,
    async close() {
      await running.close();
      await standIn.close();
    },
  };
}

/**
 * A host's event with two guests, both sent their invitation (guests.send, all) and delivered:
 * the event, the guests and the calls the Resend stand-in had meanwhile.
 */
export async function sendToTwoGuests(running: Awaited<ReturnType<typeof startAppWithResend>>) {
  const db = running.db();
  const { host, event } = await hostedEvent(db, running.url);
  const guests = [await insertGuest(db, event.id), await insertGuest(db, event.id)];
  const before = running.standIn.requests.length;
  const { invitationIds } = await host.browser.client.guests.send.mutate({
    eventId: event.id,
    type: 'all',
  });
  await settled(db, invitationIds);
  return { event, guests, calls: running.standIn.requests.slice(before) };
}
