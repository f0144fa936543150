import type { Db } from '@partyreel/db';
import { events } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eventChanged } from '../events/event-topics.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Development shortcuts for events, for trying the app and for browser journeys:
 * `POST /api/dev/events/:eventId/unlock` unlocks distribution as a paid checkout would, and tells
 * the event's live subscribers. Register only outside production.
 */
export function registerDevEventRoutes(app: FastifyInstance, db: Db) {
  app.post<{ Params: { eventId: string } }>(
    '/api/dev/events/:eventId/unlock',
    async (req, reply) => {
      const { eventId } = req.params;
      if (!UUID.test(eventId)) return reply.code(404).send({ error: 'Event not found' });
      const unlocked = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(events)
          .set({ unlockedAt: new Date() })
          .where(eq(events.id, eventId))
          .returning({ id: events.id, userId: events.userId, unlockedAt: events.unlockedAt });
        if (!row) return undefined;
        for (const notice of eventChanged({ userId: row.userId, eventId: row.id }))
          await tx.execute(notice);
        return row;
      });
      if (!unlocked) return reply.code(404).send({ error: 'Event not found' });
      reply.header('cache-control', 'no-store');
      return { eventId: unlocked.id, unlockedAt: unlocked.unlockedAt };
    },
  );
}
