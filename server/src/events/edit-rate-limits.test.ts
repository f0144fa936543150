import { events } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { newEventInput } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';

/**
 * events.update and events.setReminders are limited per user: 60 saves in 10 minutes each
 * (docs/decisions/035-reset-and-reminder-limits.md). Without a limit, a script could move a date
 * back and forth as fast as the server answers, each save rescheduling the reminders.
 */
const running = startedForFile(() => startTestApp({ rateLimits: true }));

async function hostWithEvent() {
  const host = await registeredHost(running.url);
  const { eventId } = await host.client.events.create.mutate(newEventInput());
  return { ...host, eventId };
}

async function eventDateOf(eventId: string) {
  const [row] = await running.database.handle.db
    .select({ eventDate: events.eventDate })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.eventDate;
}

describe('edit limits', () => {
  it('events.update: 60 quick saves go through, the 61st is refused with the catalogue text', async () => {
    const host = await hostWithEvent();
    const dates = ['2027-03-14', '2027-03-21'];
    for (let i = 0; i < 60; i++) {
      const eventDate = dates[i % 2] ?? '';
      await expect(
        host.client.events.update.mutate({ eventId: host.eventId, eventDate }),
      ).resolves.toMatchObject({ eventDate });
    }
    const refused = await failure(
      host.client.events.update.mutate({ eventId: host.eventId, eventDate: '2027-04-01' }),
    );
    expect(refused.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(messages.editEvent.tooManyChanges);
    // The refused save changed nothing.
    expect(await eventDateOf(host.eventId)).toBe('2027-03-21');

    // The count is the host's own: another host edits freely.
    const other = await hostWithEvent();
    await expect(
      other.client.events.update.mutate({ eventId: other.eventId, title: 'Still fine' }),
    ).resolves.toMatchObject({ title: 'Still fine' });
  });

  it('events.setReminders: 60 quick saves go through, the 61st is refused with the same text', async () => {
    const host = await hostWithEvent();
    const off = { eventId: host.eventId, reminderNoResponse: '', reminderAll: '' } as const;
    for (let i = 0; i < 60; i++)
      await expect(host.client.events.setReminders.mutate(off)).resolves.toMatchObject({
        id: host.eventId,
      });
    const refused = await failure(host.client.events.setReminders.mutate(off));
    expect(refused.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(messages.editEvent.tooManyChanges);
    // Its own count: the host may still save the event's details.
    await expect(
      host.client.events.update.mutate({ eventId: host.eventId, title: 'Renamed' }),
    ).resolves.toMatchObject({ title: 'Renamed' });
  });
});
