import { messages } from '@partyreel/shared/messages';
import { readServerError } from '../../lib/server-error.ts';

/**
 * The catalogue's "Create" and "Session" texts (docs/product.md, Limits and validation): an expired
 * session asks for a reload; otherwise the server's own message, or `fallback` when it never
 * answered.
 */
export function wizardErrorMessage(error: unknown, fallback: string): string {
  const server = readServerError(error);
  if (!server) return fallback;
  if (server.code === 'UNAUTHORIZED') return messages.auth.sessionExpired;
  if (server.code === 'INTERNAL_SERVER_ERROR') return fallback;
  return server.message || fallback;
}
