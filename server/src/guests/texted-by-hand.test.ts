import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent, nonOwners } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow } from '../../test/readings.ts';

/** 'Text from my phone': the host texted a guest their link by hand, and the guest is Sent. */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

const phoneGuest = (eventId: string, values: Parameters<typeof insertGuest>[2] = {}) =>
  insertGuest(db(), eventId, { email: null, phone: '+1 555 0100', ...values });

describe('guests.textedByHand', () => {
  it('makes a guest who was not sent yet Sent, with the time', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    for (const status of ['unsent', 'pending'] as const) {
      const guest = await phoneGuest(event.id, { status });
      const before = Date.now();
      const { sentAt } = await host.client.guests.textedByHand.mutate({
        eventId: event.id,
        guestId: guest.id,
      });
      const row = await guestRow(db(), guest.id);
      expect(row.status).toBe('sent');
      expect(row.sentAt?.toISOString()).toBe(sentAt);
      expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('keeps the status of a guest who has opened or answered, and moves the time', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    for (const status of ['viewed', 'accepted', 'maybe', 'declined'] as const) {
      const guest = await phoneGuest(event.id, {
        status,
        sentAt: new Date('2026-01-01T10:00:00Z'),
      });
      await host.client.guests.textedByHand.mutate({ eventId: event.id, guestId: guest.id });
      const row = await guestRow(db(), guest.id);
      expect(row.status).toBe(status);
      expect(row.sentAt?.getFullYear()).toBeGreaterThan(2026 - 1);
      expect(row.sentAt?.toISOString()).not.toBe('2026-01-01T10:00:00.000Z');
    }
  });

  it('refuses while the event is locked, and for a guest without a phone', async () => {
    const locked = await hostedEvent(db(), running.url, { unlockedAt: null });
    const guest = await phoneGuest(locked.event.id);
    const refusal = await failure(
      locked.host.client.guests.textedByHand.mutate({
        eventId: locked.event.id,
        guestId: guest.id,
      }),
    );
    expect(refusal.data?.code).toBe('PRECONDITION_FAILED');
    expect(refusal.message).toBe(messages.send.locked);
    expect((await guestRow(db(), guest.id)).status).toBe('unsent');

    const { host, event } = await hostedEvent(db(), running.url);
    const mailOnly = await insertGuest(db(), event.id, { status: 'unsent' });
    const noPhone = await failure(
      host.client.guests.textedByHand.mutate({ eventId: event.id, guestId: mailOnly.id }),
    );
    expect(noPhone.data?.code).toBe('BAD_REQUEST');
    expect(noPhone.message).toBe(messages.guests.noPhone);
    expect((await guestRow(db(), mailOnly.id)).status).toBe('unsent');
  });

  it('tells nobody but the owner that the event or the guest exists', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guest = await phoneGuest(event.id);
    const removed = await phoneGuest(event.id, { status: 'removed' });
    const other = await hostedEvent(db(), running.url);
    const othersGuest = await phoneGuest(other.event.id);
    for (const client of await nonOwners(db(), running.url)) {
      const refusal = await failure(
        client.guests.textedByHand.mutate({ eventId: event.id, guestId: guest.id }),
      );
      expect(refusal.data?.code).toBe('NOT_FOUND');
    }
    for (const guestId of [removed.id, othersGuest.id, 'not-an-id']) {
      const refusal = await failure(
        host.client.guests.textedByHand.mutate({ eventId: event.id, guestId }),
      );
      expect(refusal.data?.code).toBe('NOT_FOUND');
      expect(refusal.message).toBe(messages.guests.guestNotFound);
    }
    expect((await guestRow(db(), guest.id)).status).toBe('unsent');
    expect((await guestRow(db(), othersGuest.id)).status).toBe('unsent');
  });
});
