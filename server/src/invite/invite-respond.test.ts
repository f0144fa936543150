import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, shareLinkRow } from '../../test/readings.ts';
import { visitorBrowser } from '../../test/visitors.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;
const guest = () => running.http;
/** A share-link guest's browser with its own signed visitor cookie. */
const browser = (options: Parameters<typeof visitorBrowser>[1] = {}) =>
  visitorBrowser(running.url, options);

// A personal guest's answer (invite-respond-link.test.ts has the share link's).

describe('invite.respond (personal)', () => {
  it('an answer sets the status, viewState completed, the response time and the head count', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { status: 'viewed' });
    const before = Date.now();
    const result = await guest().invite.respond.mutate({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
      response: 'accepted',
      peopleCount: 4,
    });
    expect(result).toEqual({ answer: { response: 'accepted', peopleCount: 4, note: null } });
    const row = await guestRow(db(), invitation.id);
    expect(row).toMatchObject({ status: 'accepted', viewState: 'completed', peopleCount: 4 });
    expect(row.respondedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // No view had arrived: answering is an opening too, and a later answer keeps the first.
    const openedAt = row.openedAt?.getTime();
    expect(openedAt).toBeGreaterThanOrEqual(before - 1000);
    await guest().invite.respond.mutate({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
      response: 'declined',
      peopleCount: 0,
    });
    expect((await guestRow(db(), invitation.id)).openedAt?.getTime()).toBe(openedAt);
  });

  it('a guest may change their answer; a decline brings no one', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { status: 'sent' });
    const answer = (response: 'accepted' | 'declined', peopleCount: number) =>
      guest().invite.respond.mutate({
        code: invitation.uniqueCode,
        invitationId: invitation.id,
        response,
        peopleCount,
      });
    await answer('accepted', 3);
    await answer('declined', 3);
    expect(await guestRow(db(), invitation.id)).toMatchObject({
      status: 'declined',
      peopleCount: 0,
    });
    await answer('accepted', 2);
    expect(await guestRow(db(), invitation.id)).toMatchObject({
      status: 'accepted',
      peopleCount: 2,
    });
  });

  it('a Maybe keeps its head count; a Maybe of nobody is refused with the catalogue text', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { status: 'sent' });
    const result = await guest().invite.respond.mutate({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
      response: 'maybe',
      peopleCount: 2,
    });
    expect(result).toEqual({ answer: { response: 'maybe', peopleCount: 2, note: null } });
    expect(await guestRow(db(), invitation.id)).toMatchObject({ status: 'maybe', peopleCount: 2 });
    const load = await guest().invite.load.query({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
    });
    expect(load.answer).toEqual({ response: 'maybe', peopleCount: 2, note: null });
    const error = await failure(
      guest().invite.respond.mutate({
        code: invitation.uniqueCode,
        invitationId: invitation.id,
        response: 'maybe',
        peopleCount: 0,
      }),
    );
    expect(error.message).toBe(messages.guest.peopleCountInvalid);
    expect(await guestRow(db(), invitation.id)).toMatchObject({ status: 'maybe', peopleCount: 2 });
  });

  it('keeps to the host’s limit on people per answer, personal and through the link, counting nothing over it', async () => {
    const { event, link } = await hostedEvent(db(), running.url, { maxPartySize: 4 });
    const invitation = await insertInvitation(db(), event.id, { status: 'sent' });
    const over = await failure(
      guest().invite.respond.mutate({
        code: invitation.uniqueCode,
        invitationId: invitation.id,
        response: 'maybe',
        peopleCount: 5,
      }),
    );
    expect({ code: over.data?.code, message: over.message }).toEqual({
      code: 'BAD_REQUEST',
      message: messages.guest.peopleCountUpTo(4),
    });
    expect((await guestRow(db(), invitation.id)).status).toBe('sent');
    const linkOver = await failure(
      browser().client.invite.respond.mutate({
        name: 'Lee',
        code: link.code,
        response: 'accepted',
        peopleCount: 5,
      }),
    );
    expect(linkOver.message).toBe(messages.guest.peopleCountUpTo(4));
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 0, people: 0 });

    await browser().client.invite.respond.mutate({
      name: 'Lee',
      code: link.code,
      response: 'accepted',
      peopleCount: 4,
    });
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 1, people: 4 });
    const page = await guest().invite.load.query({ code: link.code });
    expect(page.maxPeople).toBe(4);
  });

  it('a visitor cookie sent with a personal code changes nothing about how it is counted', async () => {
    const { event, link } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { status: 'sent' });
    await browser().client.invite.respond.mutate({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
      response: 'accepted',
      peopleCount: 2,
    });
    expect(await guestRow(db(), invitation.id)).toMatchObject({
      status: 'accepted',
      peopleCount: 2,
    });
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 0, people: 0 });
  });

  it('refuses a removed guest, an unknown code and a missing id', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const removed = await insertInvitation(db(), event.id, { status: 'removed' });
    const answer = { response: 'accepted', peopleCount: 1 } as const;
    const gone = await failure(
      guest().invite.respond.mutate({
        code: removed.uniqueCode,
        invitationId: removed.id,
        ...answer,
      }),
    );
    expect(gone.data?.code).toBe('NOT_FOUND');
    expect((await guestRow(db(), removed.id)).status).toBe('removed');
    const unknown = await failure(
      guest().invite.respond.mutate({ code: 'Unknown12345', invitationId: removed.id, ...answer }),
    );
    expect(unknown.message).toBe(messages.guest.notFound);
    const live = await insertInvitation(db(), event.id);
    const noId = await failure(guest().invite.respond.mutate({ code: live.uniqueCode, ...answer }));
    expect(noId.data?.code).toBe('NOT_FOUND');
    expect(noId.message).toBe(messages.guest.notFound);
  });

  it.each([
    ['0 people accepting', 0],
    ['21 people', 21],
    ['a fraction', 1.5],
  ])('refuses %s with the catalogue message', async (_, peopleCount) => {
    const { event } = await hostedEvent(db(), running.url);
    const invitation = await insertInvitation(db(), event.id, { status: 'sent' });
    const error = await failure(
      guest().invite.respond.mutate({
        code: invitation.uniqueCode,
        invitationId: invitation.id,
        response: 'accepted',
        peopleCount,
      }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(messages.guest.peopleCountInvalid);
    expect((await guestRow(db(), invitation.id)).status).toBe('sent');
  });
});
