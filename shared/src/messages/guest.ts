/**
 * The guest viewer's texts (docs/product.md, Limits and validation). Part of the catalogue
 * (../messages.ts), in a module of its own so that the guest's page loads only the texts it shows
 * (bytes on the wire matter on a guest's phone).
 */
export const guestMessages = {
  noInvitationId: 'No invitation ID provided',
  notFound: 'Invitation not found',
  noTemplate: 'No template associated with this event',
  templateNotFound: 'Template not found',
  loadFailed: 'Failed to load invitation details',
  unableToLoad: 'Unable to load invitation details',
  invalidState: 'Invalid state',
  accepted: 'See you there!',
  declined: 'Maybe next time!',
  /** Not among the original product description's texts: the end screen after a Maybe. */
  maybe: 'Hope you can make it!',
  /** The answer form's head count (1 to MAX_PEOPLE_PER_ANSWER). */
  peopleCountInvalid: 'Please enter a number of people from 1 to 20.',
  /** The same, under the host's own limit for the event (MAX_PEOPLE_PER_ANSWER when unchanged). */
  peopleCountUpTo: (most: number) => `Please enter a number of people from 1 to ${most}.`,
  /**
   * Not among the original product description's texts: the party is at its capacity
   * (docs/decisions/061). An Accepted joins the waitlist; a guest who holds places already may
   * keep them or take what is free, and no more.
   */
  waitlisted: 'You’re on the waitlist. The host will let you know if a place opens up.',
  waitlistBadge: 'On the waitlist',
  partyFull: (most: number) =>
    `The party is almost full: you can come with at most ${most} ${most === 1 ? 'person' : 'people'}, you included.`,
  /** Not among the original product description's texts: the note with an answer (MAX_ANSWER_NOTE). */
  noteTooLong: 'Please keep your note to 300 characters.',
  /**
   * Not among the original product description's texts: a share-link guest's first name, required
   * with their answer (MAX_LINK_GUEST_NAME), and their optional e-mail.
   */
  nameRequired: 'Please enter your first name.',
  nameTooLong: 'Please keep your name to 50 characters.',
  emailInvalid: 'Please enter a valid email address',
  /**
   * Not among the original product description's texts: an invitation opened from a template's
   * answer link has that answer chosen, and the guest confirms it.
   */
  confirmAccept: 'Tap Accept to confirm you’re coming.',
  /** Not among the original product description's texts: the host's updates on the invitation. */
  updatesTitle: 'Updates from the host',
  confirmDecline: 'Tap Decline to confirm you can’t come.',
} as const;
