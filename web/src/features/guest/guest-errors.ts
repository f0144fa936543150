import { genericMessages } from '@partyreel/shared/messages/generic';
import { guestMessages as guest } from '@partyreel/shared/messages/guest';
import { readRefusal } from './guest-api.ts';

/**
 * The guest viewer's own texts (docs/product.md, Limits and validation): the server's refusal is
 * shown when it is one of them.
 */
const GUEST_TEXTS: ReadonlySet<string> = new Set([
  guest.noInvitationId,
  guest.notFound,
  guest.noTemplate,
  guest.templateNotFound,
  guest.unableToLoad,
  guest.invalidState,
]);

/**
 * Why the invitation cannot be shown: the server's catalogue text ('No invitation ID provided',
 * 'Template not found' …), 'Invitation not found' for any other NOT_FOUND, 'Unable to load
 * invitation details' for any other refusal, and 'Failed to load invitation details' when the
 * server never answered or broke.
 */
export function loadErrorMessage(error: unknown): string {
  const refusal = readRefusal(error);
  if (!refusal || refusal.code === 'INTERNAL_SERVER_ERROR') return guest.loadFailed;
  if (GUEST_TEXTS.has(refusal.message)) return refusal.message;
  if (refusal.code === 'NOT_FOUND') return guest.notFound;
  if (refusal.code === 'TOO_MANY_REQUESTS') return genericMessages.tooManyRequests;
  return guest.unableToLoad;
}

/** Why an answer was not recorded; what the guest typed stays in the form. */
export function answerErrorMessage(error: unknown): string {
  const refusal = readRefusal(error);
  if (!refusal || refusal.code === 'INTERNAL_SERVER_ERROR')
    return genericMessages.somethingWentWrong;
  if (refusal.code === 'TOO_MANY_REQUESTS') return genericMessages.tooManyRequests;
  if (refusal.code === 'NOT_FOUND')
    return GUEST_TEXTS.has(refusal.message) ? refusal.message : guest.notFound;
  // A validation refusal carries the catalogue's text (server/src/trpc.ts).
  if (refusal.code === 'BAD_REQUEST') return refusal.message;
  return genericMessages.somethingWentWrong;
}
