import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from '../http/loopback-server.ts';

/** What the stand-in answers; the default is what Stripe would. */
export interface StripeAnswer {
  status: number;
  body: unknown;
}

export interface SeenStripeRequest {
  method: string | undefined;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded parameters as Stripe's SDK sends them: 'line_items[0][quantity]' → '1'. */
  params: Record<string, string>;
}

/** A promotion code the stand-in's account has; only `id` is required. */
export interface StandInPromotionCode {
  id: string;
  active?: boolean;
  /** Unix seconds, or null. */
  expires_at?: number | null;
  max_redemptions?: number | null;
  times_redeemed?: number;
}

/** A Checkout Session as the stand-in keeps it; a test may set `status` ('complete': paid). */
export interface StandInSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  expires_at: number;
  url: string;
}

const stripeError = (status: number, type: string, message: string): StripeAnswer => ({
  status,
  body: { error: { type, message } },
});
const invalid = (message: string) => stripeError(400, 'invalid_request_error', message);

/** Stripe's own bounds on a session's `expires_at`: 30 minutes to 24 hours after it is created. */
function expiresAtProblem(value: string | undefined, now: number): string | undefined {
  if (value === undefined) return undefined;
  const at = Number(value);
  if (at < now + 30 * 60 || at > now + 24 * 3600)
    return 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.';
  return undefined;
}

/**
 * A local stand-in for the Stripe API calls PartyReel makes — read a Price, list promotion codes
 * by code, create and expire a Checkout Session, create a refund — for tests of the real SDK. It
 * refuses a wrong secret key (401), `allow_promotion_codes` beside `discounts`, an unknown
 * promotion code, an `expires_at` out of Stripe's bounds, expiring a session that is not open and
 * refunding a payment twice, the way Stripe does; it answers a repeated Idempotency-Key with the
 * first answer, and records every request. `answer` may replace the answer to a session request
 * (errors, no url), `refund` the answer to a refund.
 */
export async function startStripeStandIn(options: {
  secretKey: string;
  prices?: Record<string, { unit_amount: number; currency: string }>;
  promotionCodes?: Record<string, StandInPromotionCode>;
  answer?: (n: number, params: Record<string, string>) => StripeAnswer | undefined;
  refund?: (params: Record<string, string>) => StripeAnswer | undefined;
}) {
  const requests: SeenStripeRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds: { id: string; payment_intent: string }[] = [];
  const answered = new Map<string, StripeAnswer>();
  const promotionCodes = Object.entries(options.promotionCodes ?? {}).map(([code, promo]) => ({
    object: 'promotion_code',
    code,
    active: true,
    expires_at: null,
    max_redemptions: null,
    times_redeemed: 0,
    ...promo,
  }));
  let created = 0;

  function route(method: string | undefined, path: string, params: Record<string, string>) {
    const now = Math.floor(Date.now() / 1000);
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (method === 'GET' && price?.[1]) {
      const found = options.prices?.[price[1]];
      return found
        ? { status: 200, body: { id: price[1], object: 'price', ...found } }
        : stripeError(404, 'invalid_request_error', `No such price: '${price[1]}'`);
    }
    if (method === 'GET' && path === '/v1/promotion_codes') {
      const data = promotionCodes
        .filter((p) => !params.code || p.code.toUpperCase() === params.code.toUpperCase())
        .filter((p) => params.active === undefined || String(p.active) === params.active)
        .slice(0, Number(params.limit ?? 10));
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      created += 1;
      const scripted = options.answer?.(created, params);
      if (scripted) return scripted;
      const promo = params['discounts[0][promotion_code]'];
      if (promo !== undefined && params.allow_promotion_codes !== undefined)
        return invalid(
          'You may only specify one of these parameters: allow_promotion_codes, discounts.',
        );
      if (promo !== undefined && !promotionCodes.some((p) => p.id === promo && p.active))
        return invalid(`No such promotion code: '${promo}'`);
      const expiry = expiresAtProblem(params.expires_at, now);
      if (expiry) return invalid(expiry);
      const id = `cs_test_${created}_${Date.now().toString(36)}`;
      const session: StandInSession = {
        id,
        status: 'open',
        expires_at: Number(params.expires_at ?? now + 24 * 3600),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: sessionBody(session) };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire?.[1]) {
      const session = sessions.get(expire[1]);
      if (!session)
        return stripeError(
          404,
          'invalid_request_error',
          `No such checkout.session: '${expire[1]}'`,
        );
      if (session.status !== 'open')
        return invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
      session.status = 'expired';
      return { status: 200, body: sessionBody(session) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const scripted = options.refund?.(params);
      if (scripted) return scripted;
      const intent = params.payment_intent;
      if (!intent) return invalid('One of `charge` or `payment_intent` is required.');
      if (refunds.some((r) => r.payment_intent === intent))
        return invalid(`Charge for PaymentIntent ${intent} has already been refunded.`);
      const refund = {
        id: `re_test_${refunds.length + 1}_${Date.now().toString(36)}`,
        payment_intent: intent,
      };
      refunds.push(refund);
      return { status: 200, body: { ...refund, object: 'refund', status: 'succeeded' } };
    }
    return stripeError(404, 'invalid_request_error', 'Unrecognized request URL');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const params = Object.fromEntries([...url.searchParams, ...form]);
      requests.push({ method: req.method, path: url.pathname, headers: req.headers, params });
      const reply = ({ status, body }: StripeAnswer) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${requests.length}`,
        });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${options.secretKey}`)
        return reply(stripeError(401, 'invalid_request_error', 'Invalid API Key provided'));
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const seen = typeof key === 'string' ? answered.get(`${url.pathname} ${key}`) : undefined;
      if (seen) return reply(seen);
      const answer = route(req.method, url.pathname, params);
      if (typeof key === 'string' && answer.status < 500)
        answered.set(`${url.pathname} ${key}`, answer);
      reply(answer);
    });
  });
  return { ...(await listenOnLoopback(server)), requests, sessions, refunds };
}

function sessionBody(session: StandInSession) {
  return {
    ...session,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'unpaid',
    url: session.status === 'open' ? session.url : null,
  };
}

export { stripeError };
