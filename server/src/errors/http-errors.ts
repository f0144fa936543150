import { messages } from '@partyreel/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppError, HTTP_STATUS } from './app-error.ts';

/**
 * Plain routes (uploads and the like) answer an AppError thrown anywhere in them with its code's
 * HTTP status and `{ error }` holding its catalogue text. Anything else is answered with a catalogue
 * text too, never its own message (which may hold a path or a query): a client error Fastify
 * raised (a body that is not JSON, too large) keeps its 4xx status; any other failure is logged and
 * answered 500 (docs/decisions/038).
 */
export function registerAppErrors(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof AppError)
      return reply.code(HTTP_STATUS[error.code]).send({ error: error.message });
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const text =
        status === 429 ? messages.generic.tooManyRequests : messages.generic.somethingWentWrong;
      return reply.code(status).send({ error: text });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: messages.generic.somethingWentWrong });
  });
}
