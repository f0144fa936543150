/**
 * The unsubscribe page's texts (not among the original product description's texts;
 * docs/decisions/032-one-click-unsubscribe.md). Part of the catalogue (../messages.ts), in a module
 * of its own: only the server's page reads them.
 */
export const unsubscribeMessages = {
  /** The page's title in the browser's tab. */
  pageTitle: 'Unsubscribe · PartyReel',
  askEvent: (title: string) => `Stop emails about ${title}?`,
  askEventDetail: (address: string, title: string) =>
    `${address} will get no more invitations, reminders or updates about ${title}.`,
  askAll: 'Stop all PartyReel emails?',
  askAllDetail: (address: string) =>
    `${address} will get no more emails from PartyReel, for any event.`,
  unsubscribeEvent: 'Unsubscribe',
  unsubscribeAll: 'Stop all PartyReel emails',
  eventOff: (title: string) => `You're unsubscribed from ${title}`,
  eventOffDetail: (address: string, title: string) =>
    `${address} will get no more emails about ${title}.`,
  allOff: "You're unsubscribed from all PartyReel emails",
  allOffDetail: (address: string) =>
    `${address} will get no more emails from PartyReel, for any event.`,
  /** The address bounced or was reported as spam: it gets nothing, and a link cannot undo that. */
  blocked: 'This address gets no PartyReel emails',
  blockedDetail: (address: string) =>
    `${address} will get no more emails from PartyReel, for any event.`,
  eventGone: 'This event no longer exists',
  eventGoneDetail: (address: string) =>
    `It will send no more emails to ${address}. You can still stop emails from every other event on PartyReel.`,
  alsoAll: 'Other hosts use PartyReel too. To stop their emails as well:',
  undoQuestion: 'Clicked by mistake?',
  resubscribeEvent: (title: string) => `Resubscribe to ${title}`,
  resubscribeAll: 'Resubscribe to PartyReel emails',
  resubscribedEvent: (title: string) => `You're subscribed to ${title} again.`,
  resubscribedAll: 'PartyReel emails can reach you again.',
  notFound: "This unsubscribe link doesn't work",
  notFoundDetail:
    'It may have been cut short: copy the whole link from the email, or use the Unsubscribe button your email app shows next to the sender.',
} as const;
