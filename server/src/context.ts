import type { IncomingMessage } from 'node:http';
import type { Db } from '@partyreel/db';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CountryCode } from 'libphonenumber-js';
import type { WebSocket } from 'ws';
import { type DeviceCookie, deviceCookie } from './auth/device-cookie.ts';
import { requestSession } from './auth/request-session.ts';
import { clearSessionCookie, setSessionCookie } from './auth/session-cookie.ts';
import type { SocketRegistry } from './auth/socket-registry.ts';
import type { AppConfig } from './env.ts';
import { hostCountry } from './guests/phone-entry-check.ts';
import { clientAddressOf } from './http/client-address.ts';
import { SubscriptionSlots, UNLIMITED_STARTS } from './http/socket-caps.ts';
import { type VisitorCookie, visitorCookie } from './invite/visitor-cookie.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { LiveHub } from './live/hub.ts';
import type { Mailer } from './mail/mailer.ts';
import type { CheckoutProvider } from './payments/checkout-provider.ts';
import type { RateLimits } from './rate-limit/rate-limits.ts';
import type { SmsSetup } from './sms/sms-config.ts';

/** Who is calling, from their session cookie. */
export interface SessionUser {
  sessionId: string;
  userId: string;
  isAnonymous: boolean;
}

export interface AppServices {
  config: AppConfig;
  db: Db;
  live: LiveHub;
  rateLimits: RateLimits;
  sockets: SocketRegistry;
  mailer: Mailer;
  /**
   * pg-boss on the app's database: e-mails to guests and reminders (docs/architecture.md, Jobs).
   */
  jobs: JobQueue;
  /** Stripe Checkout or the dev checkout (docs/architecture.md, Outside services). */
  payments: CheckoutProvider;
  /** How texts go (docs/decisions/068): Twilio, development's outbox, or not at all. */
  texting: SmsSetup['kind'];
  log: FastifyBaseLogger;
  /**
   * The app's address for links in e-mails and for redirects: PUBLIC_URL, or in development the
   * address this server listens on (http/origin.ts configuredOrigin); never a request's Host.
   */
  appOrigin: () => string;
}

/** Sets or clears the session cookie on the HTTP response (absent over WebSocket). */
export interface SessionCookies {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface Context extends Omit<AppServices, 'appOrigin'> {
  /** The app's origin for links in e-mails and redirects (AppServices.appOrigin, read once). */
  appOrigin: string;
  requestId: string;
  clientIp: string;
  /**
   * The caller's country from their browser's Accept-Language (the upgrade request's, over
   * WebSocket): the guests' phones they type without '+' are read in it (guests/phone-entry-check.ts).
   */
  hostCountry: CountryCode;
  session: SessionUser | null;
  cookies: SessionCookies | null;
  /** The share-link visitor cookie: its verified id and a way to issue one (null over WebSocket). */
  visitor: VisitorCookie | null;
  /** The sign-in device cookie: which account this browser signed in to before (null over WebSocket). */
  device: DeviceCookie | null;
  /** Over WebSocket, the socket's subscription slots (the context is one per socket); else null. */
  subscriptions: SubscriptionSlots | null;
  /** Over WebSocket, the socket itself (live subscriptions write their messages to it); else null. */
  socket: WebSocket | null;
}

export function contextFactory(services: AppServices) {
  const secure = services.config.production;
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    // Over WebSocket the adapter hands us Node's IncomingMessage and the socket instead.
    const http =
      'id' in req && 'log' in req
        ? { req: req as FastifyRequest, reply: res as FastifyReply }
        : undefined;
    const requestId = http?.req.id ?? `ws-${crypto.randomUUID()}`;
    const clientIp = http?.req.ip ?? clientAddressOf(req as unknown as IncomingMessage);

    const session = await requestSession(services, req.headers.cookie, http?.reply);
    if (!http && session)
      services.sockets.add(res as unknown as WebSocket, session.sessionId, session.userId);
    // Over WebSocket the context is one per socket: its logger names the socket and its client.
    const log = http?.req.log ?? services.log.child({ reqId: requestId, clientIp });
    if (!http) log.debug({ userId: session?.userId ?? null }, 'websocket context');

    return {
      ...services,
      log,
      requestId,
      clientIp,
      hostCountry: hostCountry(req.headers),
      session,
      cookies: http
        ? {
            set: (value, expiresAt) => setSessionCookie(http.reply, value, expiresAt, secure),
            clear: () => clearSessionCookie(http.reply, secure),
          }
        : null,
      visitor: http
        ? visitorCookie({
            secret: services.config.cookieSecret,
            secure,
            cookieHeader: req.headers.cookie,
            setCookie: (header) => http.reply.header('set-cookie', header),
          })
        : null,
      device: http
        ? deviceCookie({
            secret: services.config.cookieSecret,
            secure,
            cookieHeader: req.headers.cookie,
            setCookie: (header) => http.reply.header('set-cookie', header),
          })
        : null,
      // Their start rate is a rate limit: RATE_LIMITS=off lifts it (http/socket-caps.ts).
      subscriptions: http
        ? null
        : new SubscriptionSlots(
            undefined,
            services.config.rateLimits ? undefined : UNLIMITED_STARTS,
          ),
      socket: http ? null : (res as unknown as WebSocket),
      appOrigin: services.appOrigin(),
    };
  };
}
