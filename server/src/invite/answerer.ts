import { type SQL, sql } from 'drizzle-orm';

/** Who answers: the guest URL's code (and id), the client's address and the browser's visitor id. */
export interface Answerer {
  code: string;
  invitationId?: string | undefined;
  clientIp: string;
  /** The browser's visitor id: its cookie's, or, when it has none, the one it would be issued. */
  visitorId: string;
  /** The browser has no visitor cookie: a share-link answer needs one issued first. */
  newVisitor: boolean;
  /** The first name a share-link guest gave (required there); ignored for a personal invitation. */
  name: string | null;
  /** The e-mail a share-link guest gave, lower-cased; null if none. */
  email: string | null;
}

/**
 * The personal guest a share-link guest is, by the e-mail they gave (docs/decisions/059): the
 * event's earliest live invitation with that address; none without an e-mail or through a personal
 * URL. Needs the CTE `target`.
 */
export function linkGuestInvitation(who: Answerer): SQL {
  return sql`
    select i.id from invitations i, target
    where target.kind = 'link' and ${who.email}::text is not null
      and i.event_id = target.event_id and lower(i.email) = ${who.email}
      and i.status <> 'removed'
    order by i.created_at, i.id limit 1`;
}
