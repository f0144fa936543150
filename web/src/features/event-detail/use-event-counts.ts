import type { EventCounts, EventView } from '@partyreel/shared/events/event-view';
import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../shell/toast.tsx';
import { answerToastText, sameAnswer } from './answer-toast.ts';
import { readLiveCounts } from './event-counts.ts';

/**
 * The event's counts and paywall state, kept current by events.live (docs/product.md, Counting):
 * events.byId's numbers until the first message, then the server's. Each new answer after the first
 * message is announced in a toast ('Ana accepted (3 people)'); the answer already there on arrival
 * is not. `onNotice` runs on each message too, for a page that reads more than the event (Manage
 * Guests reads its guest list again).
 */
export function useEventCounts(
  event: EventView,
  { onNotice }: { onNotice?: () => void } = {},
): EventCounts {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The latest callback, so a new function each render never counts as a new notice.
  const notice = useRef(onNotice);
  notice.current = onNotice;
  const live = useSubscription(trpc.events.live.subscriptionOptions({ eventId: event.id }));
  const counts = readLiveCounts(live.data);
  const seen = useRef<{ answer: EventCounts['lastAnswer'] } | null>(null);

  // Each notice means the guests moved (sent, opened, watching, answered): the page's copy of the
  // event is read again, so the Personal Invites tab follows without a reload.
  useEffect(() => {
    if (!counts) return;
    void queryClient.invalidateQueries({
      queryKey: trpc.events.byId.queryKey({ eventId: event.id }),
    });
    notice.current?.();
  }, [counts, queryClient, trpc, event.id]);

  useEffect(() => {
    if (!counts) return;
    const previous = seen.current;
    seen.current = { answer: counts.lastAnswer };
    if (!previous || !counts.lastAnswer || sameAnswer(previous.answer, counts.lastAnswer)) return;
    const text = answerToastText(counts.lastAnswer);
    if (counts.lastAnswer.response === 'accepted') toast.success(text);
    else toast(text);
  }, [counts]);

  return counts ?? event.counts;
}
