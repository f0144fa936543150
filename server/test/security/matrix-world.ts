import type { Db } from '@partyreel/db';
import { contacts, shareLinkAnswers } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { browserClient } from '../app.ts';
import {
  anyTemplateId,
  insertEvent,
  insertInvitation,
  insertShareLink,
  markVerified,
  newAccount,
} from '../factories.ts';
import { visitorBrowser } from '../visitors.ts';

/** The callers of the authorisation matrix and the world each cell is asked in. */

export const ROLES = ['visitor', 'guest', 'anonymous', 'hostB', 'hostA'] as const;
/** The call's socket was closed under it (its session ended). */
export const CLOSED = 'socket closed';
export type Role = (typeof ROLES)[number];
export type Browser = ReturnType<typeof browserClient>;
/** 'ok', or the tRPC error code the caller must get. */
export type Outcome = 'ok' | string;

/** Host A's things, and a browser for each caller. */
export interface World {
  browsers: Record<Role, Browser>;
  passwords: { hostA: string; hostB: string };
  eventId: string;
  invitation: { id: string; uniqueCode: string };
  contactId: string;
  templateId: string;
  /** An answer given through host A's share link. */
  linkAnswerId: string;
}

/**
 * Host A with a paid-for event (a guest, a share-link answer, a contact), host B, an anonymous
 * session, and a browser for each caller, made on the app at `url`.
 */
export async function matrixWorld(url: string, db: Db): Promise<World> {
  const a = newAccount('matrix-a');
  const b = newAccount('matrix-b');
  const hostA = browserClient(url);
  const hostB = browserClient(url);
  const meA = await hostA.client.auth.register.mutate(a);
  const meB = await hostB.client.auth.register.mutate(b);
  // Verified, so that nothing below is refused only because a host's address is not.
  await markVerified(db, meA?.id ?? '');
  await markVerified(db, meB?.id ?? '');
  // Paid for, so that nothing below is refused only because the event is locked.
  const event = await insertEvent(db, meA?.id ?? '', {
    templateId: await anyTemplateId(db),
    unlockedAt: new Date(),
  });
  const link = await insertShareLink(db, event.id);
  await visitorBrowser(url).client.invite.respond.mutate({
    name: 'Lee',
    code: link.code,
    response: 'accepted',
    peopleCount: 2,
  });
  const [linkAnswer] = await db
    .select({ id: shareLinkAnswers.id })
    .from(shareLinkAnswers)
    .where(eq(shareLinkAnswers.shareLinkId, link.id));
  const invitation = await insertInvitation(db, event.id, {
    email: `guest-${event.id}@example.com`,
    status: 'sent',
  });
  const [contact] = await db
    .insert(contacts)
    .values({ userId: meA?.id ?? '', name: 'Ana', email: 'ana@example.com' })
    .returning();
  const anonymous = browserClient(url);
  await anonymous.client.auth.signInAnonymously.mutate();
  return {
    browsers: {
      visitor: browserClient(url),
      // A guest: no session, but the personal link of host A's guest.
      guest: browserClient(url),
      anonymous,
      hostB,
      hostA,
    },
    passwords: { hostA: a.password, hostB: b.password },
    eventId: event.id,
    invitation: { id: invitation.id, uniqueCode: invitation.uniqueCode },
    contactId: contact?.id ?? '',
    templateId: event.templateId ?? '',
    linkAnswerId: linkAnswer?.id ?? '',
  };
}
