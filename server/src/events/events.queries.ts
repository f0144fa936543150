import type { Db } from '@partyreel/db';
import { events, invitations } from '@partyreel/db/schema';
import { desc, eq, sql } from 'drizzle-orm';

export interface DashboardRow {
  id: string;
  title: string;
  eventDate: string | null;
  startTime: string | null;
  accepted: number;
  declined: number;
}

/** The dashboard: the user's own events, newest event date first, with their answer counts. */
export async function listDashboardEvents(
  db: Db,
  scope: { userId: string },
): Promise<DashboardRow[]> {
  return db
    .select({
      id: events.id,
      title: events.title,
      eventDate: events.eventDate,
      startTime: events.startTime,
      accepted:
        sql<number>`count(${invitations.id}) filter (where ${invitations.status} = 'accepted')`.mapWith(
          Number,
        ),
      declined:
        sql<number>`count(${invitations.id}) filter (where ${invitations.status} = 'declined')`.mapWith(
          Number,
        ),
    })
    .from(events)
    .leftJoin(invitations, eq(invitations.eventId, events.id))
    .where(eq(events.userId, scope.userId))
    .groupBy(events.id)
    .orderBy(sql`${events.eventDate} desc nulls last`, desc(events.createdAt));
}
