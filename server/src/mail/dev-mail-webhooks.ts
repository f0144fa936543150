import type { FastifyInstance } from 'fastify';
import { MAIL_WEBHOOK_PATH } from './mail-webhook-route.ts';
import type { SentMail } from './mailer.ts';
import { simulatedEvents } from './resend-webhook-event.ts';
import { svixHeaders } from './svix-signature.ts';

/** How long after a message is stored its outcome arrives (Resend's take a second or more). */
export const DEV_MAIL_WEBHOOK_DELAY_MS = 1000;

/**
 * Development's outbox playing Resend's webhooks (docs/architecture.md, Outside services,
 * docs/decisions/033): a moment after each message is stored, the app signs what Resend would
 * report of it exactly as Resend signs (Svix), with the app's own webhook secret, and posts it to
 * its own webhook route — so `bounce@…` bounces and `complaint@…` complains in `pnpm dev` and the
 * journeys through the same code as a real webhook. Only with the outbox transport and never in
 * production (app.ts).
 */
export function devMailWebhooks(
  app: FastifyInstance,
  { secret, delayMs = DEV_MAIL_WEBHOOK_DELAY_MS }: { secret: string; delayMs?: number },
): (sent: SentMail[]) => void {
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  const post = async (mail: SentMail) => {
    const message = { id: mail.providerMessageId, ...mail };
    for (const event of simulatedEvents(message)) {
      const payload = JSON.stringify(event);
      const answer = await app.inject({
        method: 'POST',
        url: MAIL_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', ...svixHeaders(secret, payload) },
        payload,
      });
      if (answer.statusCode !== 200)
        app.log.error({ status: answer.statusCode, body: answer.body }, 'dev mail webhook failed');
    }
  };

  return (sent) => {
    for (const mail of sent) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void post(mail).catch((err: unknown) => app.log.error({ err }, 'dev mail webhook failed'));
      }, delayMs);
      timer.unref();
      timers.add(timer);
    }
  };
}
