/**
 * docs/product.md (Limits and validation): what is shown when an event has no title or a guest has
 * no name.
 */
export const UNTITLED_EVENT = 'Untitled Event';
export const GUEST_FALLBACK = 'Guest';

/** The trimmed title, or 'Untitled Event' when it is missing or blank. */
export function eventTitleOrFallback(title: string | null | undefined): string {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' ? UNTITLED_EVENT : trimmed;
}

/** The trimmed name, or 'Guest' when it is missing or blank. */
export function guestNameOrFallback(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? GUEST_FALLBACK : trimmed;
}

/** Names in a greeting, a subject or a message's signature: the host's, or a neutral stand-in. */
export function hostNameOrFallback(hostName: string | null | undefined): string {
  return hostName?.trim() || 'Your host';
}
