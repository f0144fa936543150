/**
 * The texts of a party's places (docs/product.md, Places and the waitlist): a guest's own limit on
 * the people they bring, the party's capacity and its waitlist. Not among the original product
 * description's texts. Part of the catalogue (../messages.ts).
 */
export const placesMessages = {
  capacityInvalid:
    'Please enter a capacity from 1 to 10,000 people, or leave it empty for no limit.',
  partyLimitInvalid: 'Please choose from 1 to 20 people.',
  partyLimitSaved: (name: string, most: number | null) =>
    most === null
      ? `${name} can bring as many as the event allows.`
      : `${name} can come with up to ${most} ${most === 1 ? 'person' : 'people'}.`,
  partyLimitFailed: 'Could not change how many people this guest can bring. Please try again.',
  promoted: (name: string) => `${name} is off the waitlist and coming.`,
  promoteFailed: 'Could not promote this guest. Please try again.',
  /** guests.promote of a guest who is not on the waitlist (any more). */
  notWaitlisted: 'This guest is not on the waitlist.',
  /** The Summary's line for a party with a capacity. */
  placesTaken: (taken: number, capacity: number) => `${taken} of ${capacity} places taken`,
  /** The live notice when an answer frees places while guests wait. */
  placeFreed: (free: number, waiting: number) =>
    `${free === 1 ? 'A place is' : `${free} places are`} free, and ${waiting} ${waiting === 1 ? 'guest is' : 'guests are'} on the waitlist.`,
} as const;
