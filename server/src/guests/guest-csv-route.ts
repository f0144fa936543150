import { events } from '@partyreel/db/schema';
import { isUuid } from '@partyreel/shared/ids/uuid';
import { messages } from '@partyreel/shared/messages';
import type { FastifyInstance } from 'fastify';
import { requestSession } from '../auth/request-session.ts';
import type { AppServices } from '../context.ts';
import { eventNotFound, isOwnEvent } from '../events/own-event.ts';
import { consumeOrRefuse } from '../rate-limit/rate-limits.ts';
import { csvFileName, guestCsv } from './guest-csv.ts';
import { readGuestListState } from './guest-list.ts';

/**
 * GET /api/events/{eventId}/guests.csv — Manage Guests' export, for the event's registered owner:
 * every guest as the Guest List shows them (guest-csv.ts). Anyone else, and an id that names no
 * event, gets the same 404 with the event page's text: an event that is not yours does not exist
 * (docs/architecture.md, Security). Never cached: it names people.
 */
export function registerGuestCsvRoute(app: FastifyInstance, services: AppServices) {
  app.get<{ Params: { eventId: string } }>(
    '/api/events/:eventId/guests.csv',
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requestSession(services, req.headers.cookie, reply);
      if (!session) return reply.code(401).send({ error: messages.auth.sessionExpired });
      const notFound = { error: eventNotFound().message };
      if (session.isAnonymous || !isUuid(req.params.eventId)) return reply.code(404).send(notFound);
      await consumeOrRefuse(services.rateLimits, 'guestExport', session.userId);
      const scope = { userId: session.userId, eventId: req.params.eventId.toLowerCase() };
      const [event] = await services.db
        .select({ id: events.id, title: events.title, questions: events.questions })
        .from(events)
        .where(isOwnEvent(scope));
      if (!event) return reply.code(404).send(notFound);
      const state = await readGuestListState(services.db, event.id, services.texting);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(event.title)}"`)
        .send(guestCsv([...state.guests, ...state.linkGuests], event.questions));
    },
  );
}
