import { invitations, shareLinks } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collect, startTestApp } from '../../test/app.ts';
import { newEventInput } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { registeredHost } from '../../test/hosts.ts';
import { payThroughDevCheckout } from '../../test/payments.ts';
import { startedForFile } from '../../test/per-file.ts';
import { visitorBrowser } from '../../test/visitors.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** A registered host's new event with one guest, made as the wizard makes it: locked. */
async function lockedEvent() {
  const host = await registeredHost(running.url);
  const { eventId } = await host.client.events.create.mutate(
    newEventInput({ recipients: [{ name: 'Ava Lee', email: 'ava@example.com' }] }),
  );
  const [link] = await db().select().from(shareLinks).where(eq(shareLinks.eventId, eventId));
  const [guest] = await db().select().from(invitations).where(eq(invitations.eventId, eventId));
  if (!link || !guest) throw new Error('event not created');
  return { host, eventId, link, guest };
}

/** Everything its owner can read about the event, as the wire carries it. */
async function everythingTheOwnerSees(
  host: Awaited<ReturnType<typeof registeredHost>>,
  eventId: string,
) {
  const live = collect<unknown>((h) =>
    host.browser.ws().client.events.live.subscribe({ eventId }, h),
  );
  const dashboard = collect<unknown>((h) =>
    host.browser.ws().client.events.dashboard.subscribe(undefined, h),
  );
  await expect.poll(() => live.values.length + dashboard.values.length).toBe(2);
  live.stop();
  dashboard.stop();
  return JSON.stringify([
    await host.client.events.byId.query({ eventId }),
    await host.client.events.list.query(),
    live.values,
    dashboard.values,
  ]);
}

describe('the paywall, enforced by the server', () => {
  it('gives out no code of a locked event, and opens none of its guest pages', async () => {
    const { host, eventId, link, guest } = await lockedEvent();

    const view = await host.client.events.byId.query({ eventId });
    expect(view.counts.unlocked).toBe(false);
    expect(view.counts.link.code).toBeNull();
    expect(view.guests.map((g) => g.uniqueCode)).toEqual([null]);
    const seen = await everythingTheOwnerSees(host, eventId);
    expect(seen).not.toContain(link.code);
    expect(seen).not.toContain(guest.uniqueCode);

    const guestApi = visitorBrowser(running.url).client.invite;
    const refusals = [
      () => guestApi.load.query({ code: link.code }),
      () => guestApi.load.query({ code: link.code, invitationId: link.id }),
      () => guestApi.view.mutate({ code: link.code }),
      () =>
        guestApi.respond.mutate({
          name: 'Lee',
          code: link.code,
          response: 'accepted',
          peopleCount: 20,
        }),
      () => guestApi.load.query({ code: guest.uniqueCode, invitationId: guest.id }),
      () => guestApi.view.mutate({ code: guest.uniqueCode, invitationId: guest.id }),
      () =>
        guestApi.respond.mutate({
          code: guest.uniqueCode,
          invitationId: guest.id,
          response: 'accepted',
          peopleCount: 2,
        }),
    ];
    for (const call of refusals) {
      const error = await failure(call());
      expect(error.data?.code).toBe('NOT_FOUND');
      expect(error.message).toBe(messages.guest.notFound);
    }
    const [after] = await db().select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(after).toMatchObject({ views: 0, accepted: 0, declined: 0, people: 0 });
    const [guestAfter] = await db().select().from(invitations).where(eq(invitations.id, guest.id));
    expect(guestAfter?.status).toBe('unsent');
  });

  it('refuses reminders while locked, but lets them stay off', async () => {
    const { host, eventId } = await lockedEvent();
    const error = await failure(
      host.client.events.setReminders.mutate({
        eventId,
        reminderNoResponse: '1d',
        reminderAll: '',
      }),
    );
    expect(error.data?.code).toBe('PRECONDITION_FAILED');
    expect(error.message).toBe(messages.checkout.remindersLocked);
    const off = await host.client.events.setReminders.mutate({
      eventId,
      reminderNoResponse: '',
      reminderAll: '',
    });
    expect(off).toMatchObject({ reminderNoResponse: '', reminderAll: '' });
  });

  it('once paid, hands out the codes and opens the guest pages', async () => {
    const { host, eventId, link, guest } = await lockedEvent();
    await payThroughDevCheckout(running.url, host.client, eventId);
    await expect
      .poll(async () => (await host.client.events.byId.query({ eventId })).counts.unlocked, {
        timeout: 10_000,
      })
      .toBe(true);

    const view = await host.client.events.byId.query({ eventId });
    expect(view.counts.link.code).toBe(link.code);
    expect(view.guests.map((g) => g.uniqueCode)).toEqual([guest.uniqueCode]);
    expect(await running.http.invite.load.query({ code: link.code })).toMatchObject({
      kind: 'link',
      eventId,
    });
    await visitorBrowser(running.url).client.invite.respond.mutate({
      name: 'Lee',
      code: link.code,
      response: 'accepted',
      peopleCount: 3,
    });
    const [after] = await db().select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(after).toMatchObject({ accepted: 1, people: 3 });
    const reminders = await host.client.events.setReminders.mutate({
      eventId,
      reminderNoResponse: '1d',
      reminderAll: '0d',
    });
    expect(reminders).toMatchObject({ reminderNoResponse: '1d', reminderAll: '0d' });
  });
});
