import type { DroppedUploads, Me, SignedIn } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { toast } from '../../ui/toast.tsx';

/** Long enough to read: it reports a loss, not a passing confirmation. */
const NOTICE_MS = 20_000;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** What was dropped, from a message of the Google popup; undefined unless well formed and > 0. */
export function readDroppedUploads(value: unknown): DroppedUploads | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { count, bytes } = value as Record<string, unknown>;
  return isCount(count) && isCount(bytes) && count > 0 ? { count, bytes } : undefined;
}

/** A sign-in's answer as two: the session for the cache, and what the claim dropped. */
export function splitSignedIn(answer: SignedIn): { me: Me; dropped: DroppedUploads | undefined } {
  const { droppedUploads, ...me } = answer;
  return { me, dropped: droppedUploads };
}

/**
 * Tells the host, once, that signing in could not keep some uploads made before it: the account's
 * storage was full (docs/product.md, storage). Nothing when nothing was dropped.
 */
export function announceDroppedUploads(dropped: DroppedUploads | undefined): void {
  if (!dropped || dropped.count < 1) return;
  toast.warning(messages.auth.uploadsDroppedOnSignIn(dropped.count, dropped.bytes), {
    // One notice, however many times it is raised for the same sign-in.
    id: 'uploads-dropped',
    duration: NOTICE_MS,
  });
}
