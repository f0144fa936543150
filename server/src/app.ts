import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { DbHandle } from '@partyreel/db';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { answerAlertQueue } from './alerts/alert-queue.ts';
import { registerAnswerAlertWorker } from './alerts/deliver-alerts.ts';
import { anonymousExpiryQueue, registerAnonymousExpiry } from './auth/expire-anonymous-users.ts';
import { registerAuthHttp } from './auth/google/register.ts';
import { passwordResetQueue, registerPasswordResetWorker } from './auth/password-reset-queue.ts';
import { registerSignInAlertWorker, signInAlertQueue } from './auth/sign-in-alert-queue.ts';
import { SocketRegistry } from './auth/socket-registry.ts';
import { confirmationQueue } from './confirmations/confirmation-queue.ts';
import { registerConfirmationWorker } from './confirmations/deliver-confirmations.ts';
import { type AppServices, contextFactory } from './context.ts';
import type { AppConfig } from './env.ts';
import { registerAppErrors } from './errors/http-errors.ts';
import { registerInvitationWorker } from './guests/deliver-invitations.ts';
import { recordInvitationOutcome } from './guests/delivery-records.ts';
import { registerGuestCsvRoute } from './guests/guest-csv-route.ts';
import { invitationQueue } from './guests/invitation-queue.ts';
import { registerCallBudget } from './http/call-budget.ts';
import { registerClientAddresses } from './http/client-address.ts';
import { registerCompression } from './http/compression.ts';
import {
  EDGE_LIMITS,
  type EdgeLimits,
  edgeServerOptions,
  registerBodyRateFloor,
  registerConnectionCap,
} from './http/edge-limits.ts';
import { registerHealth } from './http/health.ts';
import { registerInvitePage } from './http/invite-first-paint.ts';
import { type DrainOptions, Lifecycle, registerDrain } from './http/lifecycle.ts';
import { configuredOrigin, isSameOrigin } from './http/origin.ts';
import { registerRequestBudget } from './http/request-budget.ts';
import { serializeRequest } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { MAX_BATCH_SIZE, registerMessageGate, registerSocketCap } from './http/socket-caps.ts';
import { fastifyTrustProxy } from './http/trusted-proxies.ts';
import { IMMUTABLE, registerWebApp } from './http/web-app.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { liveEncoder } from './live/encoder.ts';
import { LiveHub } from './live/hub.ts';
import { registerDevMailRoutes } from './mail/dev-mail-routes.ts';
import { devMailWebhooks } from './mail/dev-mail-webhooks.ts';
import { createMailTransport } from './mail/mail-config.ts';
import { registerMailWebhookRoute } from './mail/mail-webhook-route.ts';
import { createMailer } from './mail/mailer.ts';
import { registerPosterRoute } from './mail/poster-route.ts';
import { unsubscribeLinks } from './mail/unsubscribe-links.ts';
import { registerMusicRoutes } from './music/music-routes.ts';
import { createCheckoutProvider } from './payments/checkout-config.ts';
import { registerDevCheckoutRoutes } from './payments/dev-checkout-routes.ts';
import { registerWebhookRoute } from './payments/webhook-route.ts';
import { createRateLimits } from './rate-limit/rate-limits.ts';
import { registerReminderMailWorker } from './reminders/deliver-reminders.ts';
import { reminderMailQueue, reminderQueue } from './reminders/reminder-queues.ts';
import { registerReminderWorker } from './reminders/reminder-worker.ts';
import { type AppRouter, appRouter } from './router.ts';
import { registerTextWorker } from './sms/deliver-texts.ts';
import { registerDevSmsRoutes } from './sms/dev-sms-routes.ts';
import { smsSetupFrom } from './sms/sms-config.ts';
import { registerSmsInboundRoute } from './sms/sms-inbound-route.ts';
import { registerSmsStatusRoute, smsStatusCallbackUrl } from './sms/sms-status-route.ts';
import { textQueue } from './sms/text-queue.ts';
import { seedTemplates } from './templates/seed-templates.ts';
import { registerThumbnailRoute } from './templates/thumbnail-route.ts';
import { registerUnsubscribeRoutes } from './unsubscribe/unsubscribe-routes.ts';
import { registerUpdateMailWorker } from './updates/deliver-updates.ts';
import { updateMailQueue } from './updates/update-queue.ts';
import { registerUploadCleanUp, uploadCleanUpQueue } from './uploads/clean-up-uploads.ts';
import { createFileStorage } from './uploads/file-storage.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** A migrated database; the caller owns it and closes it after the app. */
  database: DbHandle;
  /** Fastify's logger options (a level, a stream); false: no logs. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** The edge's timeouts and caps (http/edge-limits.ts); tests shrink them. */
  edge?: Partial<EdgeLimits>;
}

/** Methods that change nothing: no origin check (a page elsewhere may link to us). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the whole server without listening, so tests can drive it with `inject` or a real port. */
export async function buildApp({ config, database, logger, edge }: BuildAppOptions) {
  const limits = { ...EDGE_LIMITS, ...edge };
  const app = Fastify({
    // Slow and idle clients are cut (docs/decisions/038).
    ...edgeServerOptions(limits),
    // Request logs keep paths without query strings or guests' codes (http/request-log.ts).
    logger:
      logger === false
        ? false
        : { ...(logger ?? { level: config.logLevel }), serializers: { req: serializeRequest } },
    genReqId: () => randomUUID(),
    // Never every hop: a hop count or the proxies' addresses (docs/decisions/039).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  });

  registerAppErrors(app);
  // First of all hooks, so a storm's refused requests cost nothing else; a rate limit, so off
  // with RATE_LIMITS=off like the other per-address caps below (docs/decisions/038).
  if (config.rateLimits) registerRequestBudget(app, limits.requestsPerMinutePerAddress);
  registerBodyRateFloor(app, {
    bytesPerSecond: limits.bodyFloorBytesPerSecond,
    windowMs: limits.bodyFloorWindowMs,
  });
  app.addHook('onSend', async (req, reply) => {
    // A built file under a hashed name is the same bytes for everyone, for good: nothing to trace,
    // and half a kilobyte saved over a guest's page (bytes on the wire matter on a guest's phone).
    if (reply.getHeader('cache-control') !== IMMUTABLE) reply.header('x-request-id', req.id);
  });
  registerSecurityHeaders(app, {
    production: config.production,
    appOrigin: () => configuredOrigin(config.publicUrl, app.server.address()),
  });

  // Configuration errors (a missing key in production) stop start-up before anything opens.
  const mail = createMailTransport(config.mail, app.log);
  app.log.info(`e-mail: ${mail.transport.name}`);
  // A half-configured provider stops start-up here, naming what is missing.
  const sms = await smsSetupFrom({
    ...config.sms,
    devTexts: Boolean(config.sms?.devTexts) && !config.production,
  });
  app.log.info(
    `texting: ${{ twilio: 'Twilio', dev: "Twilio's stand-in (/dev/sms)", off: 'off' }[sms.kind]}`,
  );
  if (sms.kind === 'dev') app.addHook('onClose', () => sms.standIn.close());
  const payments = createCheckoutProvider(config);
  app.log.info(`payments: ${payments.name === 'stripe' ? 'Stripe Checkout' : 'dev checkout'}`);
  const storage = await createFileStorage(config.storage, config.dataDir);
  app.log.info(`file storage: ${storage.description}`);
  app.addHook('onClose', async () => storage.close());

  const seeded = await seedTemplates(database.db);
  app.log.info(seeded, 'templates seeded');

  const live = new LiveHub(database, app.log);
  await live.start();
  app.addHook('onClose', () => live.stop());

  const jobs = await startJobQueue(database, app.log, {
    queues: [
      invitationQueue,
      textQueue,
      reminderQueue,
      reminderMailQueue,
      updateMailQueue,
      confirmationQueue,
      answerAlertQueue,
      passwordResetQueue,
      signInAlertQueue,
      uploadCleanUpQueue,
      anonymousExpiryQueue,
    ],
  });
  app.addHook('onClose', () => jobs.stop());

  const lifecycle = new Lifecycle();
  registerDrain(app, lifecycle);

  const rateLimits = createRateLimits(config.rateLimits, database.db);
  app.addHook('onClose', async () => rateLimits.stop());

  const sockets = new SocketRegistry();
  live.onNotice((notice) => sockets.handleNotice(notice));
  const mailer = createMailer({
    db: database.db,
    transport: mail.transport,
    from: mail.from,
    log: app.log,
    // Development's outbox reports each message's outcome to our own webhook route, as Resend
    // would (docs/decisions/033); never in production.
    onSent:
      mail.transport.name === 'outbox' && !config.production && config.mail.devWebhooks
        ? devMailWebhooks(app, { secret: mail.webhookSecret })
        : undefined,
  });
  const services: AppServices = {
    config,
    db: database.db,
    live,
    rateLimits,
    sockets,
    mailer,
    jobs,
    payments,
    texting: sms.kind,
    log: app.log,
    appOrigin: () => configuredOrigin(config.publicUrl, app.server.address()),
  };
  // Every guest e-mail's unsubscribe link is signed with this (docs/decisions/032).
  const unsubscribe = unsubscribeLinks(config.cookieSecret);
  const workerDeps = { db: database.db, mailer, log: app.log, unsubscribe };
  await registerInvitationWorker(jobs, workerDeps);
  if (sms.kind !== 'off')
    await registerTextWorker({
      db: database.db,
      jobs,
      texter: sms.texter,
      log: app.log,
      // Twilio (and its stand-in) reports each text's delivery to our status route.
      statusCallback: smsStatusCallbackUrl,
    });
  await registerReminderWorker(jobs, { ...workerDeps, texting: sms.kind });
  await registerReminderMailWorker(jobs, workerDeps);
  await registerUpdateMailWorker(jobs, workerDeps);
  await registerConfirmationWorker(jobs, { ...workerDeps, texting: sms.kind });
  await registerAnswerAlertWorker(jobs, workerDeps);
  await registerPasswordResetWorker(jobs, { ...workerDeps, rateLimits });
  await registerSignInAlertWorker(jobs, { ...workerDeps, rateLimits });
  await registerUploadCleanUp(jobs, { ...workerDeps, storage });
  await registerAnonymousExpiry(jobs, { ...workerDeps, storage });
  const createContext = contextFactory(services);

  // HTML forms (the dev stand-ins) post url-encoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // CSRF: a browser may write only from the app's own pages — every unsafe method, whatever the
  // path's spelling (the route Fastify matched decides, not the raw URL, so '/%74rpc/…' is the same
  // route as '/trpc/…'); and a tRPC call with a body must be JSON, so no HTML form (url-encoded,
  // multipart or text/plain: the bodies a page elsewhere can post without asking) reaches a
  // mutation. WebSocket upgrades are GETs, refused by `verifyClient` below.
  app.addHook('onRequest', async (req, reply) => {
    // anyOrigin: the one-click unsubscribe, whose link is its own credential (http/origin.ts).
    if (SAFE_METHODS.has(req.method) || req.routeOptions.config?.anyOrigin) return;
    if (!isSameOrigin(req.raw, config.publicUrl))
      return reply.code(403).send({ error: 'Cross-origin request refused' });
    const contentType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (req.routeOptions.url?.startsWith('/trpc') && contentType !== 'application/json')
      return reply.code(415).send({ error: 'tRPC calls take a JSON body' });
  });

  // Before any route: it decides per route, as each is added, which answers it compresses.
  await registerCompression(app);
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      verifyClient: ({ req }, done) => done(isSameOrigin(req, config.publicUrl), 403),
    },
  });
  registerClientAddresses(app);
  // Sockets, connections and tRPC calls per client address count as rate limits: off with them
  // (RATE_LIMITS=off, for the benchmarks' thousand sockets from one address; never in production).
  if (config.rateLimits) {
    registerSocketCap(app);
    registerMessageGate(app);
    registerCallBudget(app, limits.callsPerMinutePerAddress);
    registerConnectionCap(
      app,
      config.trustProxy ? limits.maxConnectionsPerProxy : limits.maxConnectionsPerAddress,
    );
  }
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: appRouter,
      createContext,
      // A larger batch is answered 400 before any of its calls runs (web/src/lib/trpc.ts sends
      // batches of at most this many).
      maxBatchSize: MAX_BATCH_SIZE,
      keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
      // A live topic's value is serialised once per change, not once per subscriber.
      experimental_encoder: liveEncoder,
      onError({ error, path, ctx }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          (ctx?.log ?? app.log).error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerHealth(app, database, lifecycle);
  registerThumbnailRoute(app);
  registerPosterRoute(app);
  registerAuthHttp(app, services);
  if (mail.transport.name === 'outbox' && !config.production)
    registerDevMailRoutes(app, database.db);
  await registerWebhookRoute(app, { db: database.db, provider: payments });
  await registerMailWebhookRoute(app, {
    db: database.db,
    secret: mail.webhookSecret,
    onOutcome: recordInvitationOutcome,
  });
  if (sms.kind !== 'off') {
    const webhooks = {
      db: database.db,
      authToken: sms.authToken,
      origin: () => configuredOrigin(config.publicUrl, app.server.address()),
    };
    await registerSmsInboundRoute(app, webhooks);
    await registerSmsStatusRoute(app, webhooks);
  }
  if (sms.kind === 'dev' && !config.production)
    registerDevSmsRoutes(app, {
      db: database.db,
      sms,
      origin: () => configuredOrigin(config.publicUrl, app.server.address()),
    });
  if (payments.name === 'dev' && !config.production)
    registerDevCheckoutRoutes(app, {
      db: database.db,
      provider: payments,
      promoCodes: config.payments.promoCodes,
    });
  registerMusicRoutes(app);
  registerUploadRoutes(app, services, storage);
  registerGuestCsvRoute(app, services);
  registerInvitePage(app, {
    db: database.db,
    webDist: config.webDist,
    cookieSecret: config.cookieSecret,
  });
  await registerUnsubscribeRoutes(app, { db: database.db, links: unsubscribe, rateLimits });
  await registerWebApp(app, config.webDist);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A graceful stop: readiness off, sockets told to reconnect, requests in flight finished. */
    drain(options: DrainOptions): Promise<void>;
  }
}
