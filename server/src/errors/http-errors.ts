import type { FastifyInstance } from 'fastify';
import { AppError, HTTP_STATUS } from './app-error.ts';

/**
 * Plain routes (uploads and the like) answer an AppError thrown anywhere in them with its code's
 * HTTP status and `{ error }` holding its catalogue text; anything else goes on to Fastify's own
 * handler (a 500 that says nothing of its cause).
 */
export function registerAppErrors(app: FastifyInstance) {
  app.setErrorHandler((error, _req, reply) => {
    if (!(error instanceof AppError)) throw error;
    return reply.code(HTTP_STATUS[error.code]).send({ error: error.message });
  });
}
