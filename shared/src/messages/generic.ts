/**
 * Texts any page may show (docs/product.md, Limits and validation). Part of the catalogue
 * (../messages.ts), in a module of its own so that the guest's page loads only the texts it shows
 * (bytes on the wire matter on a guest's phone).
 */
export const genericMessages = {
  /**
   * Not among the original product description's texts: a live update asked for over plain HTTP
   * instead of the WebSocket.
   */
  websocketOnly: 'Live updates are served over WebSocket only.',
  /**
   * Not among the original product description's texts: a query or mutation sent over the
   * live-updates WebSocket.
   */
  httpOnly: 'Only live updates are served over WebSocket.',
  /** A socket's open live updates (server/src/http/socket-caps.ts: 50). */
  tooManyLiveUpdates: 'At most 50 live updates can be open on one connection.',
  /** Live updates started too fast on one socket (server/src/http/socket-caps.ts: 10 a second). */
  liveUpdatesTooFast: 'At most 10 live updates a second can be started on one connection.',
  /** WebSockets from one client address (server/src/http/socket-caps.ts: 20). */
  tooManyLiveConnections: 'At most 20 live connections can be open from one address.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
} as const;
