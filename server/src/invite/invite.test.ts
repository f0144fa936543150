import { events } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow } from '../../test/readings.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;
const guest = () => running.http;

describe('invite.load', () => {
  it('loads a personal invitation with the guest’s first name and marks the event open to its link', async () => {
    const { event } = await hostedEvent(db(), running.url, {
      title: 'Ana turns 7',
      location: '12 Elm Street',
      eventDate: '2027-03-14',
      startTime: '14:05',
      timeZone: 'Europe/Lisbon',
    });
    const invitation = await insertInvitation(db(), event.id, {
      recipientName: 'Mary-Jane Watson',
    });

    const view = await guest().invite.load.query({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
    });
    expect(view).toMatchObject({
      kind: 'personal',
      invitationId: invitation.id,
      eventId: event.id,
      templateId: event.templateId,
      customData: {
        eventTitle: 'Ana turns 7',
        address: '12 Elm Street',
        sTime: '2:05 PM',
        eventDate: 'SUNDAY, MARCH 14TH',
        recipientName: 'Mary-Jane',
        invitationId: invitation.id,
        // A fancy template's answer links: the guest's own address, which opens the answer chosen.
        rsvp_y: `/invite/${invitation.uniqueCode}?id=${invitation.id}&rsvp=yes`,
        rsvp_n: `/invite/${invitation.uniqueCode}?id=${invitation.id}&rsvp=no`,
      },
      calendar: { title: 'Ana turns 7', startTime: '14:05', timeZone: 'Europe/Lisbon' },
      answer: null,
    });
    const [after] = await db().select().from(events).where(eq(events.id, event.id));
    expect(after?.allowAnyoneWithLink).toBe(true);
  });

  it('carries the host’s message, signed with their name, to personal and share-link guests', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url, {
      personalMessage: '  Bring a swimsuit!\nParking is behind the house.  ',
    });
    const invitation = await insertInvitation(db(), event.id);
    const personal = await guest().invite.load.query({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
    });
    const shared = await guest().invite.load.query({ code: link.code });
    for (const view of [personal, shared])
      expect(view.hostMessage).toEqual({
        from: host.account.displayName,
        text: 'Bring a swimsuit!\nParking is behind the house.',
      });

    const silent = await hostedEvent(db(), running.url, { personalMessage: '   ' });
    const none = await guest().invite.load.query({ code: silent.link.code });
    expect(none.hostMessage).toBeNull();
  });

  it('shows who’s coming only when the host turns it on: first names of those who accepted, once each', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const guestOf = (
      recipientName: string,
      email: string,
      status: 'accepted' | 'declined' | 'sent',
      at: string,
    ) =>
      insertInvitation(db(), event.id, { recipientName, email, status, respondedAt: new Date(at) });
    await guestOf('Ana Lima', 'ana@example.com', 'accepted', '2026-03-01T10:00:00Z');
    await guestOf('ANA', 'Ana@Example.com', 'accepted', '2026-03-01T09:00:00Z');
    await guestOf('Ben Costa', 'ben@example.com', 'accepted', '2026-02-01T10:00:00Z');
    await guestOf('Cy Young', 'cy@example.com', 'declined', '2026-02-02T10:00:00Z');
    await guestOf('Dee', 'dee@example.com', 'sent', '2026-02-03T10:00:00Z');
    await guestOf('Friends', 'friends@example.com', 'accepted', '2026-02-04T10:00:00Z');
    await insertInvitation(db(), event.id, { recipientName: 'Eve', status: 'removed' });
    await answerThroughLink(visitorBrowser(running.url), link.code, 'accepted', 2, undefined, {
      name: 'Lee Park',
    });
    expect((await guest().invite.load.query({ code: link.code })).coming).toBeNull();

    await host.browser.client.events.update.mutate({ eventId: event.id, showGuestList: true });
    const view = await guest().invite.load.query({ code: link.code });
    // Ben answered first; Ana's two entries are one guest; the link's guest answered last, under
    // the name they gave; 'Friends' has no name to show: counted.
    expect(view.coming).toEqual({ names: ['Ben', 'Ana', 'Lee'], others: 1 });
    expect(JSON.stringify(view)).not.toContain('Park');
    expect(JSON.stringify(view)).not.toContain('Lima');
    expect(JSON.stringify(view)).not.toContain('ben@example.com');

    await host.browser.client.events.update.mutate({ eventId: event.id, showGuestList: false });
    expect((await guest().invite.load.query({ code: link.code })).coming).toBeNull();
  });

  it('gives a personal guest their current answer', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, {
      status: 'accepted',
      peopleCount: 3,
    });
    const view = await guest().invite.load.query({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
    });
    expect(view.answer).toEqual({ response: 'accepted', peopleCount: 3, note: null });
  });

  it('loads the share link with or without its id, with no guest name', async () => {
    const { event, link } = await hostedEvent(db(), running.url);
    for (const invitationId of [undefined, link.id]) {
      const view = await guest().invite.load.query({ code: link.code, invitationId });
      expect(view).toMatchObject({
        kind: 'link',
        invitationId: link.id,
        eventId: event.id,
        answer: null,
      });
      expect(view.customData.recipientName).toBe('');
      expect(view.customData.rsvp_y).toBe(`/invite/${link.code}?rsvp=yes`);
      expect(view.customData.rsvp_n).toBe(`/invite/${link.code}?rsvp=no`);
    }
  });

  it('answers a personal code without its id, or a malformed input, as it answers an unknown code', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id);
    const unknown = await failure(guest().invite.load.query({ code: 'NoSuchCode12' }));
    const inputs: unknown[] = [
      { code: invitation.uniqueCode },
      { code: invitation.uniqueCode, invitationId: '' },
      { code: '' },
      { code: 'x'.repeat(65), invitationId: invitation.id },
      { code: 42 },
      'not an object',
    ];
    for (const input of inputs) {
      const error = await failure(guest().invite.load.query(input as { code: string }));
      expect({
        code: error.data?.code,
        message: error.message,
        status: error.data?.httpStatus,
      }).toEqual({
        code: unknown.data?.code,
        message: unknown.message,
        status: unknown.data?.httpStatus,
      });
    }
    expect(unknown.data?.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe(messages.guest.notFound);
  });

  it('does not find an unknown code, a code with another invitation’s id, or a removed guest', async () => {
    const { event, link } = await hostedEvent(db(), running.url);
    const mine = await insertInvitation(db(), event.id);
    const other = await insertInvitation(db(), event.id);
    const removed = await insertInvitation(db(), event.id, { status: 'removed' });
    const cases = [
      { code: 'NoSuchCode12', invitationId: mine.id },
      { code: mine.uniqueCode, invitationId: other.id },
      { code: mine.uniqueCode, invitationId: 'not-a-uuid' },
      { code: link.code, invitationId: mine.id },
      { code: removed.uniqueCode, invitationId: removed.id },
    ];
    for (const input of cases) {
      const error = await failure(guest().invite.load.query(input));
      expect(error.data?.code).toBe('NOT_FOUND');
      expect(error.message).toBe(messages.guest.notFound);
    }
  });

  it('says so when the event has no template', async () => {
    const { event } = await hostedEvent(db(), running.url, { templateId: null });
    const invitation = await insertInvitation(db(), event.id);
    const error = await failure(
      guest().invite.load.query({ code: invitation.uniqueCode, invitationId: invitation.id }),
    );
    expect(error.message).toBe(messages.guest.noTemplate);
  });
});

describe('invite.view (personal)', () => {
  it.each([
    ['unsent', null, 'opened', 'viewed', null],
    ['pending', null, 'opened', 'viewed', null],
    ['sent', null, 'opened', 'viewed', null],
    ['sent', null, 'playing', 'viewed', 'playing'],
    ['viewed', null, 'playing', 'viewed', 'playing'],
    ['viewed', 'playing', 'opened', 'viewed', 'playing'],
    ['accepted', 'completed', 'playing', 'accepted', 'completed'],
    ['declined', 'completed', 'opened', 'declined', 'completed'],
    ['accepted', null, 'playing', 'accepted', 'playing'],
    ['sent', null, 'finished', 'viewed', 'playing'],
    ['pending', null, 'finished', 'viewed', 'playing'],
    ['viewed', 'playing', 'finished', 'viewed', 'playing'],
    ['accepted', 'completed', 'finished', 'accepted', 'completed'],
    ['declined', null, 'finished', 'declined', 'playing'],
  ] as const)(
    '%s (viewState %s) %s becomes %s, %s, with the journey’s times',
    async (status, viewState, stage, nextStatus, nextView) => {
      const { event } = await hostedEvent(db(), running.url);
      const invitation = await insertInvitation(db(), event.id, { status, viewState });
      const before = Date.now();
      await guest().invite.view.mutate({
        code: invitation.uniqueCode,
        invitationId: invitation.id,
        ...(stage === 'opened' ? {} : { stage }),
      });
      const row = await guestRow(db(), invitation.id);
      expect(row.status).toBe(nextStatus);
      expect(row.viewState).toBe(nextView);
      // Every stage means the page was opened; only 'finished' means it was watched to the end.
      expect(row.openedAt?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      if (stage === 'finished') expect(row.watchedAt).toEqual(row.openedAt);
      else expect(row.watchedAt).toBeNull();
    },
  );

  it('keeps the first opening and the first finish: watching again moves neither', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const openedAt = new Date('2025-01-02T03:04:05.000Z');
    const invitation = await insertInvitation(db(), event.id, {
      status: 'viewed',
      viewState: 'playing',
      openedAt,
    });
    const address = { code: invitation.uniqueCode, invitationId: invitation.id };
    await guest().invite.view.mutate({ ...address, stage: 'finished' });
    const first = await guestRow(db(), invitation.id);
    expect(first.openedAt).toEqual(openedAt);
    expect(first.watchedAt).not.toBeNull();
    expect(first.watchedAt?.getTime()).toBeGreaterThan(openedAt.getTime());
    for (const stage of ['opened', 'playing', 'finished'] as const)
      await guest().invite.view.mutate({ ...address, stage });
    const again = await guestRow(db(), invitation.id);
    expect(again.openedAt).toEqual(openedAt);
    expect(again.watchedAt).toEqual(first.watchedAt);
    expect(again.updatedAt).toEqual(first.updatedAt);
  });

  it('refuses a stage it does not know with the catalogue message', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { status: 'sent' });
    const error = await failure(
      guest().invite.view.mutate({
        code: invitation.uniqueCode,
        invitationId: invitation.id,
        stage: 'rewound' as 'playing',
      }),
    );
    expect(error.message).toBe(messages.guest.invalidState);
    expect((await guestRow(db(), invitation.id)).status).toBe('sent');
  });

  it('refuses a removed guest and changes nothing', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { status: 'removed' });
    const error = await failure(
      guest().invite.view.mutate({ code: invitation.uniqueCode, invitationId: invitation.id }),
    );
    expect(error.data?.code).toBe('NOT_FOUND');
    expect((await guestRow(db(), invitation.id)).viewState).toBeNull();
  });
});
