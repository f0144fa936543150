import { randomBytes } from 'node:crypto';
import { startResendStandIn } from '@partyreel/server/mail/resend-stand-in';
import { newWebhookSecret } from '@partyreel/server/mail/svix-signature';
import { startStripeStandIn } from '@partyreel/server/payments/stripe-stand-in';
import { SCENE_LAYOUTS, type SceneLayout } from '@partyreel/shared/templates/template-types';
import { startServer } from '../run-server.ts';
import { type BenchHost, createHostedEvent } from './hosted-event.ts';
import { copyWebBuild, freePort } from './web-build.ts';

const STRIPE_SECRET_KEY = 'sk_test_bench_site';
const STRIPE_WEBHOOK_SECRET = 'whsec_bench_site';
const RESEND_API_KEY = 're_bench_site';

/** The personal guests of the host's event: enough for Manage Guests to show a real table. */
const HOST_EVENT_GUESTS = 25;

/** One guest page per scene layout: the share link of an event made from that layout's template. */
export interface GuestPage {
  layout: SceneLayout;
  path: string;
}

/**
 * The production build served by our own server in production mode, with one signed-in host who
 * has an unlocked event per scene layout: what the Lighthouse and interactions benches measure.
 */
export interface BenchSite {
  url: string;
  /** When the measured web build was made. */
  builtAt: Date;
  host: BenchHost;
  /** Every layout's guest page, in SCENE_LAYOUTS' order. */
  guestPages: GuestPage[];
  /** The event the host's pages show (the first layout's, with HOST_EVENT_GUESTS guests). */
  hostEventId: string;
  stop(): Promise<void>;
}

/**
 * Starts the server in production mode (NODE_ENV=production, PUBLIC_URL its own address, a
 * COOKIE_SECRET, rate limits on: production refuses them off) on a copy of the web build (web/dist
 * or WEB_DIST, which it does not make), so the figures carry the real headers, compression and
 * caching. Then a host registers, and makes and unlocks an event from a scene template of each
 * layout, all through the API.
 */
export async function openBenchSite(tag: string): Promise<BenchSite> {
  const work = copyWebBuild(tag);
  console.error(`${tag} bench: measuring the web build of ${work.builtAt.toISOString()}`);
  // Production will not start without Resend and Stripe; neither can be reached from here, so
  // both point at the local stand-ins the tests use. Nothing the measured pages load goes to
  // either: they only serve the host's registration e-mail and the checkout.
  const resend = await startResendStandIn({ apiKey: RESEND_API_KEY });
  const stripe = await startStripeStandIn({
    secretKey: STRIPE_SECRET_KEY,
    // Each event is unlocked with this code (hosted-event.ts): Stripe must have it.
    promotionCodes: { LAUNCH100: { id: 'promo_launch100' } },
  });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const stop = async () => {
    await server?.stop();
    await stripe.close();
    await resend.close();
    work.remove();
  };
  try {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    // The server's source through tsx (`pnpm start` runs the same code bundled into
    // server/dist/server.js, which the benches do not build).
    server = await startServer({
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      DATA_DIR: work.dataDir,
      DATABASE_URL: undefined,
      WEB_DIST: work.dist,
      RATE_LIMITS: undefined,
      RESEND_API_KEY,
      MAIL_FROM: 'PartyReel Bench <bench@example.com>',
      RESEND_BASE_URL: resend.url,
      // Production refuses Resend without the secret its webhooks are signed with
      // (docs/decisions/033).
      RESEND_WEBHOOK_SECRET: newWebhookSecret(),
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_ID: undefined,
    });
    if (new URL(server.url).origin !== publicUrl)
      throw new Error(`the server listens on ${server.url}, not on PUBLIC_URL ${publicUrl}`);

    // One host for every event: registration is rate-limited per address in production.
    const unlock = { kind: 'stripe-stand-in', webhookSecret: STRIPE_WEBHOOK_SECRET } as const;
    let host: BenchHost | undefined;
    let hostEventId = '';
    const guestPages: GuestPage[] = [];
    for (const [i, layout] of SCENE_LAYOUTS.entries()) {
      const hosted = await createHostedEvent(publicUrl, tag, {
        layout,
        guests: i === 0 ? HOST_EVENT_GUESTS : 0,
        unlock,
        host,
      });
      host = hosted.host;
      if (i === 0) hostEventId = hosted.event.id;
      guestPages.push({ layout, path: hosted.shareLinkPath });
    }
    if (!host) throw new Error('SCENE_LAYOUTS is empty');
    return { url: publicUrl, builtAt: work.builtAt, host, guestPages, hostEventId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
