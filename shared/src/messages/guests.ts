/**
 * Manage Guests' texts: removal, adding, bounces and complaints, fixing an address
 * (docs/product.md, Manage Guests). Part of the catalogue (../messages.ts).
 */
export const guestsMessages = {
  removed: 'Guest has been removed.',
  /**
   * Not among the original product description's texts: Manage Guests' line under a guest who
   * answered through the share link (anonymous: no name, no contact, nothing to resend or remove).
   */
  viaLink: 'Answered through the share link',
  /**
   * Not among the original product description's texts (it names only the single removal's text).
   */
  removedMany: (count: number) => `${count} guests have been removed.`,
  removeFailed: 'Failed to remove guest. Please try again.',
  removeManyFailed: 'Failed to remove selected guests.',
  saveFailed: 'Failed to save new guests. Please try again.',
  /**
   * Not among the original product description's texts: Add Guests after SEND & SHARE saved them.
   */
  saved: (count: number) => (count === 1 ? '1 guest added.' : `${count} guests added.`),
  /**
   * Not among the original product description's texts: a recipient whose e-mail or phone is
   * already a guest's was not added again (docs/decisions/036); `guestName` is how the list has
   * them, when it differs.
   */
  alreadyOnList: (name: string, guestName: string = name) =>
    guestName.trim().toLowerCase() === name.trim().toLowerCase()
      ? `${name} is already on your guest list.`
      : `${name} is already on your guest list as ${guestName}.`,
  alreadyOnListMany: (count: number) =>
    `${count} guests are already on your guest list and were not added again.`,
  noneAdded: 'No new guests were added.',
  remindersFailed: 'Failed to update reminder settings. Please try again.',
  // Bounces and complaints, and fixing an address (docs/decisions/033). Not among the original
  // product description's texts:
  /** Under a guest's Bounced status: the address that took no e-mail. */
  bounced: (address: string) => `Could not be delivered to ${address}.`,
  /** Under a guest's Complained status. */
  complained: 'Marked the invitation as spam: this address gets no more emails.',
  /** guests.updateContact of an invitation that is not one of the event's guests. */
  guestNotFound: 'Guest not found.',
  /** guests.updateContact to an address another guest of the event already has. */
  addressTaken: (guestName: string) =>
    `${guestName} already has this e-mail address on your guest list.`,
  contactUpdated: (name: string) => `${name}'s details are updated. Press Resend to invite them.`,
  contactUpdateFailed: 'Failed to update the guest. Please try again.',
  // 'Text from my phone' (docs/decisions/067). Not among the original product description's texts:
  /** guests.textedByHand for a guest without a phone number. */
  noPhone: 'This guest has no phone number.',
  /** The link that opens the host's messaging app with the guest's personal link written. */
  textFromPhone: 'Text from my phone',
  /** After the messaging app opened: the guest counts as sent. */
  textedByHand: (name: string) => `${name} is marked as sent. Press send in your messages app.`,
  textedByHandFailed: (name: string) =>
    `Could not mark ${name} as sent. Your messages app still has their link.`,
  /** The text the host's messaging app opens with: who invites, to what, the personal link. */
  textBody: (hostName: string | null, title: string, link: string) =>
    hostName
      ? `${hostName} invites you to ${title}! Open your invitation: ${link}`
      : `You're invited to ${title}! Open your invitation: ${link}`,
} as const;
