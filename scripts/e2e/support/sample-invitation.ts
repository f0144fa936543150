import { buildCustomData } from '@partyreel/shared/format/custom-data';

/**
 * A full invitation, made the way the app makes it (shared/format's buildCustomData): every detail
 * present, and the guest greeted by first name.
 */
export const SAMPLE_INVITATION = buildCustomData(
  {
    title: "Maya's 7th Birthday Bash",
    location: '12 Oak Lane, Springfield',
    eventDate: '2026-03-14',
    startTime: '19:00',
    endTime: '22:00',
    imageUrl: null,
    videoUrl: null,
    music: null,
  },
  { name: 'Sam Rivera', invitationId: 'e2e-sample' },
);

/** What the sample shows, as the guest reads it. */
export const SAMPLE_TEXT = {
  title: "Maya's 7th Birthday Bash",
  date: 'SATURDAY, MARCH 14TH',
  time: '7:00 PM',
  address: '12 Oak Lane, Springfield',
  greeting: "Sam, you're invited!",
} as const;

export type InvitationSample = typeof SAMPLE_INVITATION;
