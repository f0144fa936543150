import type { DashboardCounts, EventLive } from '@partyreel/shared/events/event-view';
import { type browserClient, collect } from './app.ts';

/** What a browser's host pages are sent live: events.live and events.dashboard over WebSocket. */

/** A live message: tracked, so a browser that reconnects resumes after `id`. */
export type Tracked<T> = { id: string; data: T };

/** The latest message a subscription has had (undefined before its first). */
export const latest = <T>(seen: { values: Tracked<T>[] }) => seen.values.at(-1)?.data;

/** What `browser` is sent about the event, over a WebSocket of its own. */
export function watchEvent(browser: ReturnType<typeof browserClient>, eventId: string) {
  const { client } = browser.ws();
  return collect<Tracked<EventLive>>((h) => client.events.live.subscribe({ eventId }, h));
}

/** What `browser` is sent about its dashboard, over a WebSocket of its own. */
export function watchDashboard(browser: ReturnType<typeof browserClient>) {
  const { client } = browser.ws();
  return collect<Tracked<DashboardCounts[]>>((h) =>
    client.events.dashboard.subscribe(undefined, h),
  );
}
