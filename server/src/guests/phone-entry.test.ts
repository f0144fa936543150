import { MAX_TRPC_BATCH_SIZE } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { type browserClient, startTestApp } from '../../test/app.ts';
import { insertGuest, newEventInput } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { anonymousHost, hostedEvent, registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, guestRows } from '../../test/readings.ts';
import type { AppRouter } from '../router.ts';
import { hostCountry } from './phone-entry-check.ts';

/**
 * A phone that cannot be a number, read in the host's country (docs/product.md, Limits and
 * validation), is refused at every entry that stores one; the country is the region of the
 * browser's first language (Accept-Language), the US without one.
 */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** The same signed-in browser, asking for pages in `language`. */
function speaking(browser: ReturnType<typeof browserClient>, language: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${running.url}/trpc`,
        maxItems: MAX_TRPC_BATCH_SIZE,
        headers: () => ({ cookie: browser.cookieHeader(), 'accept-language': language }),
      }),
    ],
  });
}

const BRITISH_MOBILE = '07700 900123';

describe("the host's country", () => {
  it("is the region of the browser's first language, else the US", () => {
    expect(hostCountry({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('GB');
    expect(hostCountry({ 'accept-language': 'de-AT;q=1, en;q=0.5' })).toBe('AT');
    expect(hostCountry({ 'accept-language': 'fr,en-GB;q=0.8' })).toBe('US');
    expect(hostCountry({ 'accept-language': '*' })).toBe('US');
    expect(hostCountry({})).toBe('US');
  });
});

describe('guests.add', () => {
  it('refuses a guest whose phone is too short, naming them, and adds nothing', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const error = await failure(
      host.client.guests.add.mutate({
        eventId: event.id,
        recipients: [
          { name: 'Ann', email: 'ann@example.com' },
          { name: 'Ben Ray', phone: '+1 555 0100' },
        ],
      }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(messages.recipients.guestPhoneNotPossible('Ben Ray'));
    expect(await guestRows(db(), event.id)).toEqual([]);
  });

  it("reads a number without + in the host's country: British under en-GB, too long under en-US", async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const american = speaking(host.browser, 'en-US,en;q=0.9');
    const refused = await failure(
      american.guests.add.mutate({
        eventId: event.id,
        recipients: [{ name: 'Cy', phone: BRITISH_MOBILE }],
      }),
    );
    expect(refused.message).toBe(messages.recipients.guestPhoneNotPossible('Cy'));

    const british = speaking(host.browser, 'en-GB,en;q=0.9');
    const added = await british.guests.add.mutate({
      eventId: event.id,
      recipients: [{ name: 'Cy', phone: BRITISH_MOBILE }],
    });
    expect(added.added).toBe(1);
    // With its country code a number is read the same anywhere, and without a header too.
    await host.client.guests.add.mutate({
      eventId: event.id,
      recipients: [{ name: 'Di', phone: '+44 7700 900124' }],
    });
    const phones = (await guestRows(db(), event.id)).map((guest) => guest.phone);
    expect(phones).toEqual([BRITISH_MOBILE, '+44 7700 900124']);
  });
});

describe('events.create and events.update', () => {
  it('refuse a guest list with an impossible phone, and take it once the number is whole', async () => {
    const host = await anonymousHost(running.url);
    const impossible = newEventInput({ recipients: [{ name: 'Eve', phone: '555 0100' }] });
    const error = await failure(host.client.events.create.mutate(impossible));
    expect(error.message).toBe(messages.recipients.guestPhoneNotPossible('Eve'));

    const { eventId } = await host.client.events.create.mutate(
      newEventInput({ recipients: [{ name: 'Eve', phone: '(415) 555-0100' }] }),
    );
    const updated = await failure(
      host.client.events.update.mutate({
        eventId,
        recipients: [{ name: 'Fay', phone: '+1 555 0101' }],
      }),
    );
    expect(updated.message).toBe(messages.recipients.guestPhoneNotPossible('Fay'));
    const british = speaking(host.browser, 'en-GB');
    await british.events.update.mutate({
      eventId,
      recipients: [{ name: 'Fay', phone: BRITISH_MOBILE }],
    });
    expect((await guestRows(db(), eventId)).map((guest) => guest.phone)).toEqual([
      '(415) 555-0100',
      BRITISH_MOBILE,
    ]);
  });
});

describe('contacts.add and guests.updateContact', () => {
  it('refuse an impossible phone with the field message, and keep the contact as it was', async () => {
    const host = await registeredHost(running.url);
    const contact = await failure(
      host.client.contacts.add.mutate({ name: 'Gus', phone: '+1 555 0100' }),
    );
    expect(contact.data?.code).toBe('BAD_REQUEST');
    expect(contact.message).toBe(messages.recipients.phoneNotPossible);
    expect((await host.client.contacts.list.query()).total).toBe(0);
    const saved = await speaking(host.browser, 'en-GB').contacts.add.mutate({
      name: 'Gus',
      phone: BRITISH_MOBILE,
    });
    expect(saved.phone).toBe(BRITISH_MOBILE);

    const { host: owner, event } = await hostedEvent(db(), running.url);
    const guest = await insertGuest(db(), event.id, {
      recipientName: 'Hal',
      phone: '+1 415 555 0100',
    });
    const fix = { eventId: event.id, invitationId: guest.id };
    const refused = await failure(
      owner.client.guests.updateContact.mutate({ ...fix, phone: BRITISH_MOBILE }),
    );
    expect(refused.message).toBe(messages.recipients.phoneNotPossible);
    expect((await guestRow(db(), guest.id)).phone).toBe('+1 415 555 0100');
    const fixed = await speaking(owner.browser, 'en-GB').guests.updateContact.mutate({
      ...fix,
      phone: BRITISH_MOBILE,
    });
    expect(fixed.phone).toBe(BRITISH_MOBILE);
    // A change that leaves the phone alone is not asked about it.
    await owner.client.guests.updateContact.mutate({ ...fix, name: 'Hal Ray' });
  });
});
