import { randomBytes } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { events, invitations, users } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';

let sequence = 0;

/** A unique e-mail per call, so tests never collide with each other's data. */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${Date.now().toString(36)}-${++sequence}@example.com`;
}

export function newAccount(tag = 'host') {
  return {
    displayName: `Host ${++sequence}`,
    email: uniqueEmail(tag),
    password: `pw-${randomBytes(6).toString('hex')}`,
  };
}

/** An event straight in the database (the wizard that creates them comes later). */
export async function insertEvent(
  db: Db,
  userId: string,
  values: Partial<typeof events.$inferInsert> = {},
) {
  const [event] = await db
    .insert(events)
    .values({ userId, title: `Party ${++sequence}`, ...values })
    .returning();
  if (!event) throw new Error('event not inserted');
  return event;
}

export async function insertInvitation(
  db: Db,
  eventId: string,
  values: Partial<typeof invitations.$inferInsert> = {},
) {
  const code = randomBytes(9).toString('base64url').slice(0, 12);
  const [invitation] = await db
    .insert(invitations)
    .values({ eventId, recipientName: `Guest ${++sequence}`, uniqueCode: code, ...values })
    .returning();
  if (!invitation) throw new Error('invitation not inserted');
  return invitation;
}

/**
 * Marks the account's address verified, as following the verification e-mail's link would: only a
 * verified account's guests get e-mail (docs/decisions/031).
 */
export async function markVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
