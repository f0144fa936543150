import { randomBytes } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { events, invitations, shareLinks, templates, uploads, users } from '@partyreel/db/schema';
import type { CreateEventInput } from '@partyreel/shared/events/event-input';
import type { AnswerResponse } from '@partyreel/shared/events/event-view';
import { TEMPLATE_CATALOGUE } from '@partyreel/shared/templates/catalogue';
import { asc, eq } from 'drizzle-orm';
import { uniqueEmail } from './unique-email.ts';

/**
 * Test data. One naming style: `insertX` writes a row straight into the database (no procedure,
 * no rule checked), `newX` makes fresh values and stores nothing. People and events made through
 * the app itself are in hosts.ts and visitors.ts.
 */

let sequence = 0;

export function newAccount(tag = 'host') {
  return {
    displayName: `Host ${++sequence}`,
    email: uniqueEmail(tag),
    password: `pw-${randomBytes(6).toString('hex')}`,
  };
}

export const activeTemplateId = (): string => {
  const template = TEMPLATE_CATALOGUE.find((t) => t.isActive);
  if (!template) throw new Error('the catalogue has no active template');
  return template.id;
};

/** What the wizard's review step sends for a plain event, with `overrides`. */
export function newEventInput(overrides: Partial<CreateEventInput> = {}): CreateEventInput {
  return {
    title: `Birthday ${++sequence}`,
    location: '12 Party Lane',
    eventDate: '2027-03-14',
    startTime: '14:05',
    endTime: '17:30',
    timeZone: 'Asia/Kathmandu',
    templateId: activeTemplateId(),
    recipients: [],
    ...overrides,
  };
}

/** invite.respond's input for the personal guest of `invitation`: their answer and head count. */
export function newAnswer(
  invitation: { uniqueCode: string; id: string },
  response: AnswerResponse,
  peopleCount: number,
) {
  return { code: invitation.uniqueCode, invitationId: invitation.id, response, peopleCount };
}

/** The first template the database was seeded with. */
export async function anyTemplateId(db: Db): Promise<string> {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .orderBy(asc(templates.id))
    .limit(1);
  if (!row) throw new Error('no seeded template');
  return row.id;
}

/** An event of `userId`, not paid for unless `values` says so (`unlockedAt`). */
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

export async function insertShareLink(db: Db, eventId: string) {
  const [link] = await db
    .insert(shareLinks)
    .values({ eventId, code: randomBytes(9).toString('base64url').slice(0, 12) })
    .returning();
  if (!link) throw new Error('share link not inserted');
  return link;
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
 * `count` guests of `eventId` in one insert (a full guest list, for the 200-guest cap), each with an
 * address and a code of their own.
 */
export async function insertGuests(db: Db, eventId: string, count: number): Promise<void> {
  await db.insert(invitations).values(
    Array.from({ length: count }, (_, i) => ({
      eventId,
      recipientName: `Guest ${i}`,
      email: `guest-${i}-${eventId}@example.com`,
      uniqueCode: `${eventId.slice(0, 8)}${String(i).padStart(4, '0')}`,
    })),
  );
}

/** A guest of `eventId` with an e-mail address unless `values` says otherwise. */
export function insertGuest(
  db: Db,
  eventId: string,
  values: Parameters<typeof insertInvitation>[2] = {},
) {
  return insertInvitation(db, eventId, { email: uniqueEmail('guest'), ...values });
}

/**
 * An upload row of `ownerId` with `values` (the file itself is not needed by these tests: a quota
 * counts only the row's size).
 */
export async function insertUpload(
  db: Db,
  ownerId: string,
  kind: 'image' | 'video' | 'audio',
  values: Partial<typeof uploads.$inferInsert> = {},
) {
  const n = ++sequence;
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId,
      kind,
      path: `events/${ownerId}/${Date.now()}_${kind}${n}.bin`,
      mimeType: { image: 'image/jpeg', video: 'video/mp4', audio: 'audio/mpeg' }[kind],
      bytes: 1000,
      originalName: `${kind}${n}.bin`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('upload not inserted');
  return row;
}

/**
 * Marks the account's address verified, as following the verification e-mail's link would: only a
 * verified account's guests get e-mail (docs/decisions/031).
 */
export async function markVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
