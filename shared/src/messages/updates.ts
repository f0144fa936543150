/**
 * The texts of the host's updates to their guests (docs/product.md, Updates to guests). Not among
 * the original product description's texts. Part of the catalogue (../messages.ts).
 */
export const updateMessages = {
  title: 'Updates to guests',
  empty: 'Please write your update.',
  tooLong: 'Please keep your update to 1,000 characters.',
  tooMany: 'This event has had 20 updates, the most one event can send.',
  tooOften: 'You have sent several updates in a short time. Please wait a few minutes.',
  noRecipients: 'Nobody in that group has an invitation e-mail or text to receive it yet.',
  sent: (emailed: number) =>
    emailed === 1 ? 'Update sent to 1 guest.' : `Update sent to ${emailed} guests.`,
  failed: 'Your update could not be sent. Please try again.',
  loadFailed: 'Your updates could not be loaded.',
  none: 'No updates yet.',
} as const;
