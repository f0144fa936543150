import { events, invitations } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestAppHearingNotices } from '../../test/app.ts';
import {
  activeTemplateId,
  insertInvitation,
  insertUpload,
  newEventInput,
} from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { anonymousHost, registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestSees } from '../../test/visitors.ts';
import { eventTopic } from './event-topics.ts';

const running = startedForFile(startTestAppHearingNotices);
const db = () => running.database.handle.db;

const guests = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({
    name: `${tag} ${i}`,
    email: `${tag}${i}@example.com`,
  }));

async function hostWithEvent(input: Parameters<typeof newEventInput>[0] = {}) {
  const host = await registeredHost(running.url);
  const sent = newEventInput(input);
  const { eventId } = await host.client.events.create.mutate(sent);
  return { ...host, eventId, sent };
}

/** What a guest sees of the event now (invite.load through the event's share link). */
const guestViewOf = (eventId: string) => guestSees(db(), running.http, eventId);

describe('events.byId', () => {
  it('shows the owner the event, its link, its unremoved guests and the paywall', async () => {
    const host = await hostWithEvent({
      title: 'Garden party',
      description: 'Bring a hat',
      recipients: [{ name: 'Ann', email: 'ann@example.com' }],
    });
    await insertInvitation(db(), host.eventId, { recipientName: 'Gone', status: 'removed' });
    const view = await host.client.events.byId.query({ eventId: host.eventId });
    // The wizard's fields as it sent them (its guests are checked below), no media, no reminders.
    const { recipients: _, ...fields } = host.sent;
    expect(view).toMatchObject({
      id: host.eventId,
      ...fields,
      image: null,
      video: null,
      music: null,
      reminderNoResponse: '',
      reminderAll: '',
    });
    // Locked: no code leaves the server (the paywall, payments/paywall.test.ts).
    expect(view.counts).toMatchObject({
      unlocked: false,
      link: { code: null, views: 0, accepted: 0, declined: 0, people: 0 },
    });
    expect(view.guests).toEqual([
      expect.objectContaining({
        name: 'Ann',
        email: 'ann@example.com',
        status: 'unsent',
        uniqueCode: null,
      }),
    ]);

    await db().update(events).set({ unlockedAt: new Date() }).where(eq(events.id, host.eventId));
    const unlocked = await host.client.events.byId.query({ eventId: host.eventId });
    expect(unlocked.counts.unlocked).toBe(true);
    expect(unlocked.counts.link.code).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(unlocked.guests[0]?.uniqueCode).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('answers NOT_FOUND alike for someone else’s event, a missing one and a malformed id; UNAUTHORIZED without a session', async () => {
    const { eventId } = await hostWithEvent();
    const stranger = await registeredHost(running.url);
    const visitor = await anonymousHost(running.url);
    for (const [client, id] of [
      [stranger.client, eventId],
      [visitor.client, eventId],
      [stranger.client, '00000000-0000-4000-8000-000000000000'],
      [stranger.client, 'not-a-uuid'],
    ] as const) {
      const error = await failure(client.events.byId.query({ eventId: id }));
      expect({ code: error.data?.code, message: error.message }).toEqual({
        code: 'NOT_FOUND',
        message: messages.eventDetail.notFound,
      });
    }
    const nobody = browserClient(running.url);
    expect((await failure(nobody.client.events.byId.query({ eventId }))).data?.code).toBe(
      'UNAUTHORIZED',
    );
  });
});

describe('events.update', () => {
  it('changes only the fields sent, shows guests the change and tells the live topic', async () => {
    const host = await hostWithEvent({ title: 'Before', description: 'Keep me' });
    const view = await host.client.events.update.mutate({
      eventId: host.eventId,
      title: 'After',
      startTime: '09:00',
      location: '',
    });
    expect(view).toMatchObject({
      title: 'After',
      description: 'Keep me',
      location: null,
      startTime: '09:00',
      endTime: '17:30',
      eventDate: '2027-03-14',
      timeZone: 'Asia/Kathmandu',
    });
    expect(await guestViewOf(host.eventId)).toMatchObject({
      eventTitle: 'After',
      address: '',
      sTime: '9:00 AM',
    });
    await expect.poll(() => running.notices).toContain(eventTopic(host.eventId));
  });

  it('sets and clears media, and refuses someone else’s upload', async () => {
    const host = await hostWithEvent();
    const image = await insertUpload(db(), host.id, 'image');
    const withImage = await host.client.events.update.mutate({
      eventId: host.eventId,
      imageUploadId: image.id,
    });
    expect(withImage.image).toEqual({ uploadId: image.id, url: uploadUrl(image.path) });
    expect(await guestViewOf(host.eventId)).toMatchObject({ mainImageUrl: uploadUrl(image.path) });

    const other = await registeredHost(running.url);
    const foreign = await insertUpload(db(), other.id, 'video');
    const error = await failure(
      host.client.events.update.mutate({ eventId: host.eventId, videoUploadId: foreign.id }),
    );
    expect({ code: error.data?.code, message: error.message }).toEqual({
      code: 'BAD_REQUEST',
      message: messages.media.videoInvalid,
    });

    const cleared = await host.client.events.update.mutate({
      eventId: host.eventId,
      imageUploadId: null,
    });
    expect(cleared.image).toBeNull();
    expect(await guestViewOf(host.eventId)).toMatchObject({ mainImageUrl: '' });
  });

  it('re-validates the date and time as creation does', async () => {
    const host = await hostWithEvent({ title: 'Unchanged' });
    const refusals: [Record<string, unknown>, string][] = [
      [{ eventDate: '2026-02-30' }, messages.wizard.invalidDate],
      [{ eventDate: '0000-01-01' }, messages.wizard.invalidDate],
      [{ eventDate: '9999-12-31' }, messages.wizard.invalidDate],
      [{ eventDate: null }, messages.wizard.dateRequired],
      [{ startTime: '24:00' }, messages.wizard.invalidDateTime],
      [{ timeZone: 'Nowhere/Special' }, messages.wizard.invalidDateTime],
      [{ title: '  ' }, messages.wizard.nameRequired],
    ];
    for (const [fields, message] of refusals) {
      const error = await failure(
        host.client.events.update.mutate({ eventId: host.eventId, ...fields }),
      );
      expect({ code: error.data?.code, message: error.message }).toEqual({
        code: 'BAD_REQUEST',
        message,
      });
    }
    expect(await host.client.events.byId.query({ eventId: host.eventId })).toMatchObject({
      title: 'Unchanged',
      eventDate: '2027-03-14',
      startTime: '14:05',
    });
  });

  it('sets the most people per answer from 1 to 20, refusing anything else with its text', async () => {
    const host = await hostWithEvent();
    await host.client.events.update.mutate({ eventId: host.eventId, maxPartySize: 4 });
    expect((await host.client.events.byId.query({ eventId: host.eventId })).maxPartySize).toBe(4);
    for (const maxPartySize of [0, 21, 2.5]) {
      const error = await failure(
        host.client.events.update.mutate({ eventId: host.eventId, maxPartySize }),
      );
      expect({ code: error.data?.code, message: error.message }).toEqual({
        code: 'BAD_REQUEST',
        message: messages.editEvent.partySizeInvalid,
      });
    }
    expect((await host.client.events.byId.query({ eventId: host.eventId })).maxPartySize).toBe(4);
  });

  it('never changes the template', async () => {
    const host = await hostWithEvent();
    const other = 'another-template-id';
    const view = await host.client.events.update.mutate({
      eventId: host.eventId,
      title: 'Renamed',
      templateId: other,
    } as Parameters<typeof host.client.events.update.mutate>[0]);
    expect(view).toMatchObject({ title: 'Renamed', templateId: activeTemplateId() });
  });

  it('adds guests as unsent, up to 200 guests in all (removed ones do not count)', async () => {
    const host = await hostWithEvent({ recipients: guests(150, 'first') });
    const [oneGuest] = await db()
      .select()
      .from(invitations)
      .where(eq(invitations.eventId, host.eventId))
      .limit(1);
    await db()
      .update(invitations)
      .set({ status: 'removed' })
      .where(eq(invitations.id, oneGuest?.id ?? ''));

    const tooMany = await failure(
      host.client.events.update.mutate({ eventId: host.eventId, recipients: guests(52, 'over') }),
    );
    expect({ code: tooMany.data?.code, message: tooMany.message }).toEqual({
      code: 'BAD_REQUEST',
      message: messages.wizard.tooManyGuests,
    });
    expect((await host.client.events.byId.query({ eventId: host.eventId })).guests).toHaveLength(
      149,
    );

    const view = await host.client.events.update.mutate({
      eventId: host.eventId,
      recipients: guests(51, 'fits'),
    });
    expect(view.guests).toHaveLength(200);
    expect(view.guests.filter((g) => g.name.startsWith('fits')).map((g) => g.status)).toEqual(
      Array(51).fill('unsent'),
    );
    const refusedAtCap = await failure(
      host.client.events.update.mutate({
        eventId: host.eventId,
        recipients: [{ name: 'One more', phone: '(415) 555-0100' }],
      }),
    );
    expect(refusedAtCap.message).toBe(messages.wizard.tooManyGuests);
  });

  it('is refused for anyone but the owner, and changes nothing', async () => {
    const host = await hostWithEvent({ title: 'Mine' });
    const stranger = await registeredHost(running.url);
    const visitor = await anonymousHost(running.url);
    for (const client of [stranger.client, visitor.client]) {
      const error = await failure(
        client.events.update.mutate({
          eventId: host.eventId,
          title: 'Stolen',
          recipients: [{ name: 'Intruder', email: 'i@example.com' }],
        }),
      );
      expect(error.data?.code).toBe('NOT_FOUND');
    }
    const nobody = browserClient(running.url);
    const error = await failure(
      nobody.client.events.update.mutate({ eventId: host.eventId, title: 'Stolen' }),
    );
    expect(error.data?.code).toBe('UNAUTHORIZED');
    const view = await host.client.events.byId.query({ eventId: host.eventId });
    expect(view.title).toBe('Mine');
    expect(view.guests).toEqual([]);
  });
});

describe('events.setReminders', () => {
  it('saves both choices for the owner of a paid event and returns the event', async () => {
    const host = await hostWithEvent();
    await db().update(events).set({ unlockedAt: new Date() }).where(eq(events.id, host.eventId));
    const view = await host.client.events.setReminders.mutate({
      eventId: host.eventId,
      reminderNoResponse: '3d',
      reminderAll: '0d',
    });
    expect(view).toMatchObject({ id: host.eventId, reminderNoResponse: '3d', reminderAll: '0d' });
    expect(await host.client.events.byId.query({ eventId: host.eventId })).toMatchObject({
      reminderNoResponse: '3d',
      reminderAll: '0d',
    });
  });

  it('refuses values the product does not offer', async () => {
    const host = await hostWithEvent();
    const error = await failure(
      host.client.events.setReminders.mutate({
        eventId: host.eventId,
        reminderNoResponse: '5d' as '3d',
        reminderAll: '',
      }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
  });

  it('is NOT_FOUND for another host or another anonymous session, UNAUTHORIZED without one', async () => {
    const host = await hostWithEvent();
    const input = { eventId: host.eventId, reminderNoResponse: '1w', reminderAll: '1d' } as const;
    for (const other of [await registeredHost(running.url), await anonymousHost(running.url)]) {
      expect((await failure(other.client.events.setReminders.mutate(input))).data?.code).toBe(
        'NOT_FOUND',
      );
    }
    const nobody = browserClient(running.url);
    expect((await failure(nobody.client.events.setReminders.mutate(input))).data?.code).toBe(
      'UNAUTHORIZED',
    );
    expect(await host.client.events.byId.query({ eventId: host.eventId })).toMatchObject({
      reminderNoResponse: '',
      reminderAll: '',
    });
  });
});
