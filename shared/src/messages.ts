/**
 * The texts users see, word for word from SPEC.md §8. Server and web both read them from here so a
 * message is changed in one place.
 */
export const messages = {
  generic: {
    somethingWentWrong: 'Something went wrong. Please try again.',
    tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  },
  landing: {
    anonymousStartFailed: 'Unable to start event creation. Please try again.',
  },
  waitlist: {
    invalidEmail: 'Please enter a valid email address',
    failed: 'Something went wrong. Please try again.',
    joined: "We can't wait to be a part of your next party!",
  },
  events: {
    loadFailed: 'Failed to load events. Please try again.',
  },
  templates: {
    loadFailed: 'Failed to load templates. Please try again.',
  },
} as const;

/** Support contact used in marketing copy and static pages (SPEC.md §1). */
export const SUPPORT_EMAIL = 'support@partyreel.app';
