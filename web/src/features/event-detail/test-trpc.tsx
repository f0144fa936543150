import type { AppRouter } from '@partyreel/server/router';
import type { EventCounts, EventView } from '@partyreel/shared/events/event-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, type TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

/** An event as events.byId sends it, locked, with no guests and nothing optional filled in. */
export function sampleEvent(overrides: Partial<EventView> = {}): EventView {
  return {
    id: '3f6c2a1e-1111-4000-8000-000000000001',
    title: "Mia's 7th Birthday",
    description: null,
    location: null,
    eventDate: '2026-03-14',
    startTime: '14:00',
    endTime: null,
    timeZone: 'Asia/Kathmandu',
    templateId: 'poster-pop',
    personalMessage: null,
    image: null,
    video: null,
    music: null,
    reminderNoResponse: '',
    reminderAll: '',
    unlocked: false,
    shareLink: { code: 'abcDEF123456', views: 0, accepted: 0, declined: 0, people: 0 },
    guests: [],
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The typed options proxy the pages take, over a link that answers events.byId with `byId` (an
 * event, or the error the server would send) and keeps events.live open, so a test can `push`
 * counts as the server would (wrapped by `tracked`), plus `wrap` for the providers.
 */
export function fakeEventTrpc(byId: EventView | TRPCClientError<AppRouter>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const live = new Set<(data: unknown) => void>();
  const calls: { path: string; input: unknown }[] = [];
  let version = 0;
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        if (op.path === 'events.live') {
          const send = (data: unknown) => observer.next({ result: { type: 'data', data } });
          live.add(send);
          return () => live.delete(send);
        }
        if (op.path !== 'events.byId') return undefined;
        if (byId instanceof Error) observer.error(byId);
        else {
          observer.next({ result: { type: 'data', data: byId } });
          observer.complete();
        }
        return undefined;
      });
  const client = createTRPCClient<AppRouter>({ links: [link] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  /** `ui` with the query client and the toasts layer, as the app shell gives pages. */
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>
  );
  function push(counts: EventCounts) {
    version += 1;
    for (const send of live) send({ id: String(version), data: counts });
  }
  return { trpc, wrap, push, calls, liveCount: () => live.size };
}
