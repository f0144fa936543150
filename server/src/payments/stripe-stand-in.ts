import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from '../http/loopback-server.ts';

/** What the stand-in answers; the default is a Checkout Session like Stripe's. */
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

const stripeError = (status: number, type: string, message: string): StripeAnswer => ({
  status,
  body: { error: { type, message } },
});

/**
 * A local stand-in for the two Stripe API calls PartyReel makes (create a Checkout Session, read a
 * Price), for tests of the real SDK: it refuses a wrong secret key (401) the way Stripe does and
 * records every request. `answer` may replace the answer to a session request (errors, no url).
 */
export async function startStripeStandIn(options: {
  secretKey: string;
  prices?: Record<string, { unit_amount: number; currency: string }>;
  answer?: (n: number, params: Record<string, string>) => StripeAnswer | undefined;
}) {
  const requests: SeenStripeRequest[] = [];
  let sessions = 0;
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
      const price = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && price?.[1]) {
        const found = options.prices?.[price[1]];
        return found
          ? reply({ status: 200, body: { id: price[1], object: 'price', ...found } })
          : reply(stripeError(404, 'invalid_request_error', `No such price: '${price[1]}'`));
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        sessions += 1;
        const scripted = options.answer?.(sessions, params);
        if (scripted) return reply(scripted);
        const id = `cs_test_${sessions}_${Date.now().toString(36)}`;
        return reply({
          status: 200,
          body: {
            id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'open',
            payment_status: 'unpaid',
            url: `https://checkout.stripe.test/c/pay/${id}`,
          },
        });
      }
      reply(stripeError(404, 'invalid_request_error', 'Unrecognized request URL'));
    });
  });
  return { ...(await listenOnLoopback(server)), requests };
}

export { stripeError };
