import type { Db } from '@partyreel/db';
import type { FastifyInstance } from 'fastify';
import { applyResendEvent, type OnMessageOutcome } from './provider-outcomes.ts';
import { type ResendWebhookEvent, resendWebhookEvent } from './resend-webhook-event.ts';
import { verifySvix } from './svix-signature.ts';

export const MAIL_WEBHOOK_PATH = '/api/mail/webhook';

/**
 * `POST /api/mail/webhook` (docs/decisions/033): what Resend reports of each message — delivered,
 * delayed, bounced, marked as spam. The Svix signature is checked over the raw bytes; an unsigned,
 * wrongly signed or stale delivery gets 400 and changes nothing. A verified one is applied once
 * (provider-outcomes.ts) and answered 200, a type we do not act on included; a failure answers 500
 * so Resend delivers it again. In development the outbox posts its own here (dev-mail-webhooks.ts).
 */
export async function registerMailWebhookRoute(
  app: FastifyInstance,
  deps: { db: Db; secret: string; onOutcome: OnMessageOutcome },
) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes Resend sent: keep them, whatever the content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(MAIL_WEBHOOK_PATH, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const id = req.headers['svix-id'];
      if (!Buffer.isBuffer(req.body) || typeof id !== 'string' || !id)
        return reply.code(400).send({ error: 'Missing signature' });
      try {
        verifySvix(deps.secret, req.body, req.headers);
      } catch (error) {
        req.log.warn({ err: error }, 'mail webhook signature refused');
        return reply.code(400).send({ error: 'Invalid signature' });
      }
      let event: ResendWebhookEvent;
      try {
        event = resendWebhookEvent.parse(JSON.parse(req.body.toString('utf8')));
      } catch {
        return reply.code(400).send({ error: 'Not a Resend event' });
      }
      const outcome = await applyResendEvent(deps.db, { id, event }, deps.onOutcome);
      req.log.info({ svixId: id, type: event.type, outcome }, 'mail webhook');
      return { received: true, outcome };
    });
  });
}
