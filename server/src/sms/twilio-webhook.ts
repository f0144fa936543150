import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a verified Twilio webhook hands its handler. */
export interface TwilioWebhookCall {
  params: Record<string, string>;
  /** The address Twilio called, as it signed it: the configured origin and the request's path. */
  url: string;
  twilio: typeof import('twilio');
}

/**
 * A `POST` route for Twilio's webhooks (form fields, signed with our auth token over the address
 * it called and the fields): the signature is checked against the configured origin and the
 * request's path and query, never the request's Host; an unsigned or wrongly signed request gets
 * 403 and reaches no handler.
 */
export async function registerTwilioWebhook(
  app: FastifyInstance,
  deps: { authToken: string; origin: () => string },
  path: string,
  handle: (call: TwilioWebhookCall, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  // Twilio's SDK, loaded only when texting is on (a quarter of a second at start otherwise).
  const { default: twilio } = await import('twilio');
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(path, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const params = Object.fromEntries(
        new URLSearchParams(typeof req.body === 'string' ? req.body : ''),
      );
      const signature = req.headers['x-twilio-signature'];
      const url = `${deps.origin()}${req.url}`;
      if (
        typeof signature !== 'string' ||
        !twilio.validateRequest(deps.authToken, signature, url, params)
      ) {
        req.log.warn({ path }, 'twilio webhook signature refused');
        return reply.code(403).send({ error: 'Invalid signature' });
      }
      return handle({ params, url, twilio }, req, reply);
    });
  });
}
