/**
 * What the player shows: the event's customData (docs/product.md, Templates and music), already
 * display-ready (12-hour times, the upper-cased ordinal date, the greeting's first name) by
 * `buildCustomData` in shared/format. The player never formats; it only chooses what to show when a
 * field is null or ''.
 */
export interface InvitationData {
  eventTitle: string | null;
  address: string | null;
  /** '7:00 PM'. */
  sTime: string | null;
  eTime: string | null;
  /** 'SATURDAY, MARCH 14TH'. */
  eventDate: string | null;
  mainImageUrl: string | null;
  eventVideoUrl: string | null;
  musicId: string | null;
  musicUrl: string | null;
  musicName: string | null;
  rsvp_n: string | null;
  rsvp_y: string | null;
  /** The guest's first name; '' for a generic greeting ('Guest', 'Friends') or no guest. */
  recipientName: string | null;
  invitationId: string | null;
}
