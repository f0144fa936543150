import type { Db } from '@partyreel/db';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppConfig } from './env.ts';
import type { LiveHub } from './live/hub.ts';
import type { RateLimits } from './rate-limit/rate-limits.ts';

/** Who is calling. Sessions are issued by the accounts feature; until then nobody has one. */
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
  log: FastifyBaseLogger;
}

export interface Context extends AppServices {
  requestId: string;
  clientIp: string;
  session: SessionUser | null;
}

export function contextFactory(services: AppServices) {
  return async ({ req }: CreateFastifyContextOptions): Promise<Context> => {
    // Over WebSocket the adapter hands us Node's IncomingMessage instead of Fastify's request.
    const fastifyReq = 'id' in req && 'log' in req ? (req as FastifyRequest) : undefined;
    const requestId = fastifyReq?.id ?? `ws-${crypto.randomUUID()}`;
    return {
      ...services,
      log: fastifyReq?.log ?? services.log.child({ reqId: requestId }),
      requestId,
      clientIp: fastifyReq?.ip ?? req.socket.remoteAddress ?? 'unknown',
      session: null,
    };
  };
}
