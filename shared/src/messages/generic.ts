/**
 * Texts any page may show (SPEC.md §8). Part of the catalogue (../messages.ts), in a module of its own so that the guest's page
 * loads only the texts it shows (issue 14).
 */
export const genericMessages = {
  /** Not in SPEC.md §8: a live update asked for over plain HTTP instead of the WebSocket. */
  websocketOnly: 'Live updates are served over WebSocket only.',
  /** Not in SPEC.md §8: a query or mutation sent over the live-updates WebSocket. */
  httpOnly: 'Only live updates are served over WebSocket.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
} as const;
