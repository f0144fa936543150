import type { InvitationData } from './invitation-data.ts';

/** A filled-in invitation for the dev gallery and the tests: every detail present. */
export const SAMPLE_INVITATION: InvitationData = {
  eventTitle: "Maya's 7th Birthday Bash",
  address: '12 Oak Lane, Springfield',
  sTime: '7:00 PM',
  eTime: '10:00 PM',
  eventDate: 'SATURDAY, MARCH 14TH',
  mainImageUrl: null,
  eventVideoUrl: null,
  musicId: null,
  musicUrl: null,
  musicName: null,
  rsvp_n: null,
  rsvp_y: null,
  recipientName: 'Sam',
  invitationId: 'sample',
};
