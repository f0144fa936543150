import { createHmac } from 'node:crypto';
import type { CreateEventInput } from '@partyreel/shared/events/event-input';
import type { EventView } from '@partyreel/shared/events/event-view';

/**
 * A host made through the HTTP API as a browser would make one (auth.register, events.create,
 * payments.createCheckout), for the benches that need a real, unlocked event with guests. Node's
 * fetch with the one cookie that matters: the session.
 */
export interface BenchHost {
  baseUrl: string;
  /** The session cookie's value (partyreel_session; __Host-partyreel_session in production). */
  sessionToken: string;
  cookie: string;
}

export interface HostedBenchEvent {
  host: BenchHost;
  event: EventView;
  /** The share link: /invite/{code}. */
  shareLinkPath: string;
  /** Each personal guest's page, in the order they were created: /invite/{code}?id={id}. */
  guestPaths: string[];
}

/** How the event is paid for: the dev checkout (development), or Stripe through a stand-in. */
export type Unlock = { kind: 'dev-checkout' } | { kind: 'stripe-stand-in'; webhookSecret: string };

/** The session cookie's name: with the __Host- prefix in production (docs/decisions/040). */
const SESSION_COOKIE = /^(__Host-)?partyreel_session=/;

/** tRPC's `{ result: { data } }`, or a readable error with the server's answer. */
async function trpcData<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { result: { data: T } }).result.data;
}

async function mutate<T>(host: BenchHost, path: string, input: unknown): Promise<T> {
  const response = await fetch(`${host.baseUrl}/trpc/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: host.cookie,
      origin: new URL(host.baseUrl).origin,
    },
    body: JSON.stringify(input),
  });
  return trpcData<T>(response, path);
}

async function query<T>(host: BenchHost, path: string, input?: unknown): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`${host.baseUrl}/trpc/${path}${search}`, {
    headers: { cookie: host.cookie },
  });
  return trpcData<T>(response, path);
}

/** A new registered host, signed in: its session cookie as auth.register set it. */
export async function registerHost(baseUrl: string, tag: string): Promise<BenchHost> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${baseUrl}/trpc/auth.register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ displayName: `Bench ${tag}`, email, password: 'party-time-1' }),
  });
  await trpcData(response, 'auth.register');
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => SESSION_COOKIE.test(c));
  if (!session) throw new Error('auth.register set no session cookie');
  const sessionToken = session.replace(SESSION_COOKIE, '');
  return { baseUrl, sessionToken, cookie: session };
}

/** The first active scene template with `layout` (poster: as the journeys use). */
async function sceneTemplateId(host: BenchHost, layout: string): Promise<string> {
  const templates = await query<{ id: string; variant: string; layout: string }[]>(
    host,
    'templates.list',
  );
  const found = templates.find((t) => t.variant === 'scene' && t.layout === layout);
  if (!found) throw new Error(`templates.list has no scene template with the ${layout} layout`);
  return found.id;
}

export function eventById(host: BenchHost, eventId: string): Promise<EventView> {
  return query<EventView>(host, 'events.byId', { eventId });
}

/**
 * A Stripe webhook signature over `payload` (Stripe's scheme: `t=…,v1=HMAC-SHA256(secret, "t.payload")`),
 * as stripe-node's generateTestHeaderString makes it.
 */
function stripeSignature(payload: string, secret: string): string {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * Pays for the event with the 100% launch code LAUNCH100, the way the host would: the code typed
 * in the unlock offer and a checkout through payments.createCheckout (docs/decisions/034), then
 * the webhook that unlocks it. On the dev checkout that is its Pay button (which delivers the
 * signed webhook itself); with Stripe (production) the checkout goes to the Stripe stand-in (which
 * must know a LAUNCH100 promotion code), and the bench delivers the signed
 * `checkout.session.completed` that Stripe would send for the discounted session. Resolves once
 * the event is unlocked.
 */
export async function unlockEvent(host: BenchHost, eventId: string, unlock: Unlock) {
  const checkout = await mutate<{ sessionId: string; url: string }>(
    host,
    'payments.createCheckout',
    { eventId, promoCode: 'LAUNCH100' },
  );
  if (unlock.kind === 'dev-checkout') {
    const response = await fetch(`${host.baseUrl}/dev/checkout/${checkout.sessionId}/pay`, {
      method: 'POST',
      headers: { cookie: host.cookie, origin: new URL(host.baseUrl).origin },
      redirect: 'manual',
    });
    if (response.status !== 303)
      throw new Error(
        `the dev checkout's Pay answered ${response.status}: ${await response.text()}`,
      );
  } else {
    const payload = JSON.stringify({
      id: `evt_bench_${Date.now()}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: checkout.sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'no_payment_required',
          amount_total: 0,
          currency: 'usd',
          client_reference_id: eventId,
          metadata: { eventId },
          discounts: [{ promotion_code: 'promo_launch100' }],
        },
      },
    });
    const response = await fetch(`${host.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, unlock.webhookSecret),
      },
      body: payload,
    });
    if (!response.ok)
      throw new Error(`the webhook answered ${response.status}: ${await response.text()}`);
  }
  const deadline = Date.now() + 15_000;
  while (!(await eventById(host, eventId)).counts.unlocked) {
    if (Date.now() > deadline) throw new Error(`event ${eventId} did not unlock within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A new host (or `host`, already signed in), an event made from a scene template of `layout`
 * (default poster) with `guests` personal guests (unique addresses, so none is de-duplicated),
 * unlocked with LAUNCH100; with its share link and each guest's personal page.
 */
export async function createHostedEvent(
  baseUrl: string,
  tag: string,
  {
    guests = 0,
    unlock,
    layout = 'poster',
    host: existing,
  }: { guests?: number; unlock: Unlock; layout?: string; host?: BenchHost | undefined },
): Promise<HostedBenchEvent> {
  const host = existing ?? (await registerHost(baseUrl, tag));
  const run = Date.now().toString(36);
  const input: CreateEventInput = {
    title: `Bench party ${tag}`,
    location: '12 Main St, Springfield',
    eventDate: '2030-03-14',
    startTime: '19:00',
    endTime: '21:30',
    timeZone: 'America/New_York',
    personalMessage: 'See you there!',
    templateId: await sceneTemplateId(host, layout),
    recipients: Array.from({ length: guests }, (_, i) => ({
      name: `Guest ${i + 1}`,
      email: `guest-${i + 1}-${run}@bench.example`,
    })),
  };
  const { eventId } = await mutate<{ eventId: string }>(host, 'events.create', input);
  await unlockEvent(host, eventId, unlock);
  const event = await eventById(host, eventId);
  const guestPaths = event.guests.map((g) => {
    if (!g.uniqueCode) throw new Error(`guest ${g.name} has no code after the unlock`);
    return `/invite/${g.uniqueCode}?id=${g.id}`;
  });
  return { host, event, shareLinkPath: `/invite/${event.counts.link.code}`, guestPaths };
}
