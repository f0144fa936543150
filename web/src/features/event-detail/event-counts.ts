import type { EventCounts } from '@partyreel/shared/events/event-view';

/**
 * A subscription message as it arrives: the counts themselves, or wrapped by tRPC's `tracked()`
 * as `{ id, data }` (so a reconnecting client resumes).
 */
export function readLiveCounts(message: unknown): EventCounts | undefined {
  if (!message || typeof message !== 'object') return undefined;
  if ('eventId' in message) return message as EventCounts;
  if ('data' in message) return readLiveCounts(message.data);
  return undefined;
}
