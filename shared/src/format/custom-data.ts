import { formatEventDateUpper } from './event-date.ts';
import { eventTitleOrFallback } from './fallbacks.ts';
import { firstNameForGreeting } from './first-name.ts';
import { formatTime12h } from './time-12h.ts';

/**
 * What a scene is given to show (event.customData; docs/product.md, Templates and music). Every
 * value is display-ready.
 */
export interface CustomData {
  /** The title, or 'Untitled Event'. */
  eventTitle: string;
  address: string;
  /** Start and end time, '2:05 PM'; '' when unset. */
  sTime: string;
  eTime: string;
  /** 'SATURDAY, MARCH 14TH'; '' when unset. */
  eventDate: string;
  mainImageUrl: string;
  eventVideoUrl: string;
  musicId: string;
  musicUrl: string;
  musicName: string;
  /** Where the guest's "No" and "Yes" answers go; '' in a preview, which has no guest. */
  rsvp_n: string;
  rsvp_y: string;
  /** The guest's first name; '' for a generic greeting ('Guest', 'Friends', …) or no guest. */
  recipientName: string;
  invitationId: string;
}

/** The plain event fields customData is built from (no database types: web and server share it). */
export interface CustomDataEvent {
  title: string | null;
  location: string | null;
  /** A calendar date 'YYYY-MM-DD'. */
  eventDate: string | null;
  /** 'HH:MM' or 'HH:MM:SS'. */
  startTime: string | null;
  endTime: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  music: { id: string; url: string; name: string } | null;
}

export interface CustomDataGuest {
  name: string | null;
  invitationId: string;
  /** The addresses that answer yes and no for this guest, when the caller has them. */
  rsvpYesUrl?: string;
  rsvpNoUrl?: string;
}

/**
 * Builds the customData a scene or a fancy bundle shows, applying the display rules of
 * docs/product.md (Limits and validation).
 */
export function buildCustomData(event: CustomDataEvent, guest?: CustomDataGuest): CustomData {
  return {
    eventTitle: eventTitleOrFallback(event.title),
    address: event.location?.trim() ?? '',
    sTime: formatTime12h(event.startTime),
    eTime: formatTime12h(event.endTime),
    eventDate: formatEventDateUpper(event.eventDate),
    mainImageUrl: event.imageUrl ?? '',
    eventVideoUrl: event.videoUrl ?? '',
    musicId: event.music?.id ?? '',
    musicUrl: event.music?.url ?? '',
    musicName: event.music?.name ?? '',
    rsvp_n: guest?.rsvpNoUrl ?? '',
    rsvp_y: guest?.rsvpYesUrl ?? '',
    recipientName: firstNameForGreeting(guest?.name),
    invitationId: guest?.invitationId ?? '',
  };
}
