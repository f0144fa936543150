import type { EventCounts, EventLive, EventView } from '@partyreel/shared/events/event-view';
import type { GuestListView } from '@partyreel/shared/guests/guest-list';
import type { GuestListInput } from '@partyreel/shared/guests/guest-list-input';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../../ui/toast.tsx';
import { answerToastText, sameAnswer } from './answer-toast.ts';
import { countsOf, linkAnswersOf, patchEventGuests, patchGuestList } from './live-guests.ts';

type Trpc = ReturnType<typeof useTRPC>;

/**
 * Brings the page's copies of the event up to date with one events.live message: events.byId's
 * guests, every guests.list answer of the event (each filter and search) and events.linkAnswers,
 * with no call to the server. Only copies already read are touched.
 */
function applyLive(queryClient: QueryClient, trpc: Trpc, eventId: string, live: EventLive): void {
  queryClient.setQueryData(trpc.events.byId.queryKey({ eventId }), (event) =>
    event
      ? { ...event, guests: patchEventGuests(event.guests, live), counts: countsOf(live) }
      : event,
  );
  const lists = queryClient.getQueriesData<GuestListView>({
    queryKey: trpc.guests.list.queryKey({ eventId }),
  });
  for (const [key, view] of lists) {
    const input = (key[1] as { input?: GuestListInput } | undefined)?.input ?? { eventId };
    if (view) queryClient.setQueryData<GuestListView>(key, patchGuestList(view, input, live));
  }
  const linkGuests = live.linkGuests;
  if (linkGuests)
    queryClient.setQueryData(trpc.events.linkAnswers.queryKey({ eventId }), (answers) =>
      answers ? linkAnswersOf(linkGuests) : answers,
    );
}

/**
 * The event's counts and paywall state, kept current by events.live (docs/product.md, Counting):
 * events.byId's numbers until the first message, then the server's. Each message also carries the
 * guests that changed, which go straight into the page's cached event, guest lists and link answers
 * (the Personal Invites tab, Manage Guests and Link Sharing follow without a reload or a query).
 * Each new answer after the first message is announced in a toast ('Ana accepted (3 people)'); the
 * answer already there on arrival is not.
 */
export function useEventCounts(event: EventView): EventCounts {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const eventId = event.id;
  // Every message, in order (a render may see only the last of several): each one patches.
  const live = useSubscription(
    trpc.events.live.subscriptionOptions(
      { eventId },
      { onData: ({ data }) => applyLive(queryClient, trpc, eventId, data) },
    ),
  );
  const counts: EventCounts | undefined = live.data?.data;
  const seen = useRef<{ answer: EventCounts['lastAnswer'] } | null>(null);

  useEffect(() => {
    if (!counts) return;
    const previous = seen.current;
    seen.current = { answer: counts.lastAnswer };
    if (!previous || !counts.lastAnswer || sameAnswer(previous.answer, counts.lastAnswer)) return;
    const text = answerToastText(counts.lastAnswer, counts);
    if (counts.lastAnswer.response === 'accepted') toast.success(text);
    // A Maybe and a decline are news, not a success.
    else toast(text);
  }, [counts]);

  return counts ?? event.counts;
}
