import { events, invitations, shareLinks, templates } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp, startTestAppHearingNotices } from '../../test/app.ts';
import { activeTemplateId, insertUpload, newEventInput } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { anonymousHost, registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestSees } from '../../test/visitors.ts';
import { musicForTemplate } from '../music/music-catalogue.ts';
import { dashboardTopic, eventTopic } from './event-topics.ts';

const running = startedForFile(startTestAppHearingNotices);
const db = () => running.database.handle.db;

async function eventsOf(userId: string) {
  return db().select().from(events).where(eq(events.userId, userId));
}

const guest = (n: number) => ({ name: `Guest ${n}`, email: `guest${n}@example.com` });

describe('events.create', () => {
  it('stores the event, a share link with a 12-character code and zero counters, and unsent guests (pending from a CSV file)', async () => {
    const host = await registeredHost(running.url);
    const { eventId } = await host.client.events.create.mutate(
      newEventInput({
        title: '  Mia turns 7  ',
        recipients: [
          { name: 'Ann Lee', email: 'Ann@Example.com' },
          { name: 'Bo', phone: '+1 (555) 010-2000', source: 'csv' },
        ],
      }),
    );

    const [row] = await eventsOf(host.id);
    expect(row).toMatchObject({
      id: eventId,
      title: 'Mia turns 7',
      eventDate: '2027-03-14',
      startTime: '14:05:00',
      timeZone: 'Asia/Kathmandu',
      templateId: activeTemplateId(),
    });
    expect(await guestSees(db(), running.http, eventId)).toMatchObject({
      eventTitle: 'Mia turns 7',
      address: '12 Party Lane',
      sTime: '2:05 PM',
      eTime: '5:30 PM',
      eventDate: 'SUNDAY, MARCH 14TH',
    });

    const [link] = await db().select().from(shareLinks).where(eq(shareLinks.eventId, eventId));
    expect(link?.code).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(link).toMatchObject({ views: 0, accepted: 0, declined: 0, people: 0 });

    const guests = await db().select().from(invitations).where(eq(invitations.eventId, eventId));
    expect(guests).toHaveLength(2);
    // A CSV import starts 'pending' (docs/decisions/042-csv-pending-and-answer-links.md).
    expect(guests.map((g) => [g.recipientName, g.status]).sort()).toEqual([
      ['Ann Lee', 'unsent'],
      ['Bo', 'pending'],
    ]);
    expect(new Set(guests.map((g) => g.uniqueCode)).size).toBe(2);
    for (const g of guests) expect(g.uniqueCode).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(guests.find((g) => g.recipientName === 'Bo')).toMatchObject({
      phone: '+1 (555) 010-2000',
      source: 'csv',
    });
    expect(guests.find((g) => g.recipientName === 'Ann Lee')).toMatchObject({
      email: 'ann@example.com',
      source: 'wizard',
    });
  });

  it('lists the guests in the order the host gave them', async () => {
    const host = await registeredHost(running.url);
    const names = ['Zoe', 'Ava', 'Mia', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'];
    const { eventId } = await host.client.events.create.mutate(
      newEventInput({ recipients: names.map((name) => ({ name, email: `${name}@example.com` })) }),
    );
    const view = await host.client.events.byId.query({ eventId });
    expect(view.guests.map((g) => g.name)).toEqual(names);
  });

  it('tells the event’s and the host’s live topics once it has committed', async () => {
    const host = await registeredHost(running.url);
    const { eventId } = await host.client.events.create.mutate(newEventInput());
    await expect.poll(() => running.notices).toContain(eventTopic(eventId));
    expect(running.notices).toContain(dashboardTopic(host.id));
  });

  it('keeps the host’s own image, video and song, and shows guests their addresses', async () => {
    const host = await registeredHost(running.url);
    const image = await insertUpload(db(), host.id, 'image');
    const video = await insertUpload(db(), host.id, 'video');
    const song = await insertUpload(db(), host.id, 'audio');
    const { eventId } = await host.client.events.create.mutate(
      newEventInput({
        imageUploadId: image.id,
        videoUploadId: video.id,
        music: { id: 'my-song', name: 'Our song', uploadId: song.id },
      }),
    );
    const view = await host.client.events.byId.query({ eventId });
    expect(view.image).toEqual({ uploadId: image.id, url: uploadUrl(image.path) });
    expect(view.video).toEqual({ uploadId: video.id, url: uploadUrl(video.path) });
    // The address guests load is the upload's: the input has none to claim.
    expect(view.music).toEqual({
      id: 'my-song',
      url: uploadUrl(song.path),
      name: 'Our song',
      uploadId: song.id,
    });
    expect(await guestSees(db(), running.http, eventId)).toMatchObject({
      mainImageUrl: uploadUrl(image.path),
      eventVideoUrl: uploadUrl(video.path),
      musicUrl: uploadUrl(song.path),
    });
  });

  it('takes a catalogue song’s address and name from the catalogue, and refuses a song that is not in it', async () => {
    const host = await registeredHost(running.url);
    const track = musicForTemplate(activeTemplateId())[0];
    if (!track) throw new Error('the template has no music');
    const { eventId } = await host.client.events.create.mutate(
      newEventInput({ music: { id: track.id, name: 'Renamed' } }),
    );
    expect((await host.client.events.byId.query({ eventId })).music).toEqual({
      id: track.id,
      url: track.url,
      name: track.name,
      uploadId: null,
    });
    const unknown = await failure(
      host.client.events.create.mutate(
        newEventInput({ music: { id: 'no-such-track', name: 'x' } }),
      ),
    );
    expect(unknown.data?.code).toBe('BAD_REQUEST');
  });

  it('lets an anonymous session create an event', async () => {
    const visitor = await anonymousHost(running.url);
    const { eventId } = await visitor.client.events.create.mutate(newEventInput());
    expect((await eventsOf(visitor.id)).map((e) => e.id)).toEqual([eventId]);
    expect((await visitor.client.events.byId.query({ eventId })).id).toBe(eventId);
  });

  it('refuses a caller without a session', async () => {
    const nobody = browserClient(running.url);
    const error = await failure(nobody.client.events.create.mutate(newEventInput()));
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });
});

describe('events.create validation: each refusal carries the message the wizard shows, and stores nothing', () => {
  const refused = async (
    input: Parameters<typeof newEventInput>[0],
    expected: { code: string; message: string },
  ) => {
    const host = await registeredHost(running.url);
    const error = await failure(host.client.events.create.mutate(newEventInput(input)));
    expect({ code: error.data?.code, message: error.message }).toEqual(expected);
    expect(await eventsOf(host.id)).toEqual([]);
  };
  const bad = (message: string) => ({ code: 'BAD_REQUEST', message });

  it('a blank title', () => refused({ title: '   ' }, bad(messages.wizard.nameRequired)));

  it('a missing date', () =>
    refused({ eventDate: undefined as unknown as string }, bad(messages.wizard.dateRequired)));

  it('an empty date', () => refused({ eventDate: '' }, bad(messages.wizard.dateRequired)));

  it('a date that is not on the calendar', () =>
    refused({ eventDate: '2026-02-30' }, bad(messages.wizard.invalidDate)));

  it('a date outside the years a party can have (never a 500)', async () => {
    for (const eventDate of ['0000-01-01', '9999-12-31', '1899-12-31', '2201-01-01'])
      await refused({ eventDate }, bad(messages.wizard.invalidDate));
  });

  it('a time that does not parse', async () => {
    await refused({ startTime: '25:00' }, bad(messages.wizard.invalidDateTime));
    await refused({ endTime: '7pm' }, bad(messages.wizard.invalidDateTime));
  });

  it('a time zone nobody knows', () =>
    refused({ timeZone: 'Mars/Olympus_Mons' }, bad(messages.wizard.invalidDateTime)));

  it('an unknown template, a retired one, or none', async () => {
    await db().insert(templates).values({
      id: 'retired-h2',
      slug: 'retired-h2',
      name: 'Retired',
      theme: 'candy',
      isActive: false,
    });
    await refused({ templateId: 'retired-h2' }, bad(messages.wizard.templateRequired));
    await refused({ templateId: 'no-such-template' }, bad(messages.wizard.templateRequired));
    await refused({ templateId: '' }, bad(messages.wizard.templateRequired));
  });

  it('more than 200 guests', () =>
    refused(
      { recipients: Array.from({ length: 201 }, (_, i) => guest(i)) },
      bad(messages.wizard.tooManyGuests),
    ));

  it('a guest with a bad e-mail, a bad phone, or no way to reach them', async () => {
    await refused(
      { recipients: [guest(1), { name: 'Ann', email: 'ann-at-example' }] },
      bad(messages.recipients.invalidEmail),
    );
    await refused(
      { recipients: [{ name: 'Bo', phone: 'call me' }] },
      bad(messages.recipients.invalidPhone),
    );
    await refused(
      { recipients: [{ name: 'Cy' }] },
      bad(messages.recipients.nameAndContactRequired),
    );
    await refused(
      { recipients: [{ name: ' ', email: 'x@example.com' }] },
      bad(messages.recipients.nameAndContactRequired),
    );
  });

  it('someone else’s upload, or an upload of the wrong kind', async () => {
    const other = await registeredHost(running.url);
    const foreignImage = await insertUpload(db(), other.id, 'image');
    const foreignVideo = await insertUpload(db(), other.id, 'video');
    const foreignSong = await insertUpload(db(), other.id, 'audio');
    await refused({ imageUploadId: foreignImage.id }, bad(messages.media.imageInvalid));
    await refused({ videoUploadId: foreignVideo.id }, bad(messages.media.videoInvalid));
    await refused(
      { music: { id: 'x', name: 'x', uploadId: foreignSong.id } },
      bad(messages.media.audioInvalid),
    );
    await refused(
      { imageUploadId: '00000000-0000-4000-8000-000000000000' },
      bad(messages.media.imageInvalid),
    );

    const host = await registeredHost(running.url);
    const video = await insertUpload(db(), host.id, 'video');
    const error = await failure(
      host.client.events.create.mutate(newEventInput({ imageUploadId: video.id })),
    );
    expect(error.message).toBe(messages.media.imageInvalid);
  });
});

describe('events.create is one transaction', () => {
  it('a failure after the event is inserted leaves no event, link, guest or notice behind', async () => {
    // The database refuses one particular guest, after the event and its link have been written.
    await db().execute(
      sql.raw(`
      create function h2_refuse_guest() returns trigger language plpgsql as $$
      begin raise exception 'guest refused by the test'; end $$`),
    );
    await db().execute(
      sql.raw(`
      create trigger h2_refuse_guest before insert on invitations for each row
      when (new.recipient_name = 'Refused By Test') execute function h2_refuse_guest()`),
    );
    try {
      const host = await registeredHost(running.url);
      const error = await failure(
        host.client.events.create.mutate(
          newEventInput({
            recipients: [
              { name: 'Kept', email: 'tx-kept@example.com' },
              { name: 'Refused By Test', email: 'r@example.com' },
            ],
          }),
        ),
      );
      expect(error.data?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error.message).toBe(messages.generic.somethingWentWrong);
      expect(await eventsOf(host.id)).toEqual([]);
      const allLinks = await db().select({ eventId: shareLinks.eventId }).from(shareLinks);
      const allEvents = await db().select({ id: events.id }).from(events);
      expect(allLinks.filter((l) => !allEvents.some((e) => e.id === l.eventId))).toEqual([]);
      const refusedGuests = await db()
        .select()
        .from(invitations)
        .where(eq(invitations.email, 'tx-kept@example.com'));
      expect(refusedGuests).toEqual([]);

      // Nothing was announced: a later event's notice arrives, the failed one's never did.
      const later = await host.client.events.create.mutate(newEventInput());
      await expect.poll(() => running.notices).toContain(eventTopic(later.eventId));
      expect(running.notices.filter((n) => n === dashboardTopic(host.id))).toHaveLength(1);
    } finally {
      await db().execute(sql.raw('drop trigger h2_refuse_guest on invitations'));
      await db().execute(sql.raw('drop function h2_refuse_guest'));
    }
  });
});

describe('events.create rate limit', () => {
  it('lets one session create 30 events in ten minutes, then asks it to wait', async () => {
    const limited = await startTestApp({ rateLimits: true });
    try {
      const visitor = await anonymousHost(limited.url);
      for (let i = 0; i < 30; i++) await visitor.client.events.create.mutate(newEventInput());
      const error = await failure(visitor.client.events.create.mutate(newEventInput()));
      expect({ code: error.data?.code, message: error.message }).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: messages.generic.tooManyRequests,
      });
      // Another session is not affected.
      const other = await anonymousHost(limited.url);
      await expect(other.client.events.create.mutate(newEventInput())).resolves.toHaveProperty(
        'eventId',
      );
    } finally {
      await limited.close();
    }
  }, 90_000);
});
