import { eventUpdates } from '@partyreel/db/schema';
import { MAX_UPDATES_PER_EVENT } from '@partyreel/shared/events/event-updates';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { invitationMails } from '../../test/readings.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';
import { suppress } from '../mail/suppressions.ts';

/** The host's updates to their guests (docs/product.md, Updates to guests), through the real app. */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** The update e-mails the outbox holds for an event once `count` have gone, by address. */
async function updateMails(eventId: string, count: number) {
  const read = async () =>
    (await invitationMails(db(), eventId)).filter((mail) => mail.kind === 'update');
  await expect.poll(async () => (await read()).length, { timeout: 20_000 }).toBe(count);
  return (await read()).map((mail) => mail.toAddress).sort();
}

/** An event with a guest of each answer, one not sent yet, and link guests with and without e-mail. */
async function partyWithGuests() {
  const hosted = await hostedEvent(db(), running.url);
  const { event, link } = hosted;
  const guest = (name: string, status: 'accepted' | 'maybe' | 'declined' | 'sent' | 'unsent') =>
    insertInvitation(db(), event.id, {
      recipientName: name,
      email: `${name.toLowerCase()}-${event.id}@example.com`,
      status,
    });
  const ana = await guest('Ana', 'accepted');
  const ben = await guest('Ben', 'maybe');
  const cy = await guest('Cy', 'declined');
  const dee = await guest('Dee', 'sent');
  await guest('Eve', 'unsent');
  const zoe = visitorBrowser(running.url);
  await answerThroughLink(zoe, link.code, 'maybe', 2, undefined, {
    name: 'Zoe',
    email: `zoe-${event.id}@example.com`,
  });
  const nameless = visitorBrowser(running.url);
  await answerThroughLink(nameless, link.code, 'maybe', 1);
  const address = (name: string) => `${name}-${event.id}@example.com`;
  return { ...hosted, ana, ben, cy, dee, zoe, nameless, address };
}

describe('updates.post', () => {
  it('e-mails Maybe an update, personal and link guests alike, and shows it on their pages only', async () => {
    const { host, event, link, ana, ben, zoe, nameless, address } = await partyWithGuests();
    const sent = await host.client.updates.post.mutate({
      eventId: event.id,
      audience: 'maybe',
      body: '  We moved indoors.\nBring slippers!  ',
    });
    expect(sent).toMatchObject({
      audience: 'maybe',
      body: 'We moved indoors.\nBring slippers!',
      emailed: 2,
    });
    expect(await updateMails(event.id, 2)).toEqual([address('ben'), address('zoe')]);
    const [toZoe] = (await invitationMails(db(), event.id)).filter(
      (mail) => mail.kind === 'update' && mail.toAddress === address('zoe'),
    );
    expect(toZoe?.text).toContain('Hi Zoe,');
    expect(toZoe?.text).toContain('We moved indoors.');
    expect(toZoe?.text).toContain(`/invite/${link.code}`);
    expect(toZoe?.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\//);

    const page = (code: string, invitationId?: string) =>
      running.http.invite.load.query({ code, ...(invitationId ? { invitationId } : {}) });
    const update = { body: 'We moved indoors.\nBring slippers!', postedAt: sent.postedAt };
    expect((await page(ben.uniqueCode, ben.id)).updates).toEqual([update]);
    expect((await page(ana.uniqueCode, ana.id)).updates).toEqual([]);
    expect((await zoe.client.invite.load.query({ code: link.code })).updates).toEqual([update]);
    expect((await nameless.client.invite.load.query({ code: link.code })).updates).toEqual([
      update,
    ]);
    // A browser that has not answered is not among Maybe.
    expect((await page(link.code)).updates).toEqual([]);
  });

  it('reaches each audience’s de-duplicated guests, never one not sent the invitation, nor one who left', async () => {
    const { host, event, address } = await partyWithGuests();
    // Ben's address left this event's mail.
    await suppress(db(), { address: address('ben'), eventId: event.id, reason: 'unsubscribed' });
    const post = (audience: 'all' | 'accepted' | 'unanswered' | 'notDeclined') =>
      host.client.updates.post.mutate({ eventId: event.id, audience, body: `To ${audience}` });
    expect((await post('all')).emailed).toBe(4);
    expect((await post('accepted')).emailed).toBe(1);
    expect((await post('unanswered')).emailed).toBe(1);
    expect((await post('notDeclined')).emailed).toBe(3);
    const mails = await updateMails(event.id, 9);
    expect(mails).not.toContain(address('ben'));
    expect(mails).not.toContain(address('eve'));
    expect(mails.filter((to) => to === address('cy'))).toHaveLength(1);

    const listed = await host.client.updates.list.query({ eventId: event.id });
    expect(listed.map((update) => update.body)).toEqual([
      'To notDeclined',
      'To unanswered',
      'To accepted',
      'To all',
    ]);
  });

  it('refuses with the catalogue texts and stores nothing: a blank, too long, nobody to tell, a locked event', async () => {
    const { host, event } = await partyWithGuests();
    const refusal = async (input: {
      eventId: string;
      audience: 'all' | 'accepted';
      body: string;
    }) => {
      const error = await failure(host.client.updates.post.mutate(input));
      return { code: error.data?.code, message: error.message };
    };
    expect(await refusal({ eventId: event.id, audience: 'all', body: '   ' })).toEqual({
      code: 'BAD_REQUEST',
      message: messages.updates.empty,
    });
    expect(await refusal({ eventId: event.id, audience: 'all', body: 'x'.repeat(1001) })).toEqual({
      code: 'BAD_REQUEST',
      message: messages.updates.tooLong,
    });
    const empty = await hostedEvent(db(), running.url);
    const nobody = await failure(
      empty.host.client.updates.post.mutate({
        eventId: empty.event.id,
        audience: 'all',
        body: 'Hi',
      }),
    );
    expect(nobody.message).toBe(messages.updates.noRecipients);
    const locked = await hostedEvent(db(), running.url, { unlockedAt: null });
    await insertInvitation(db(), locked.event.id, { email: 'l@example.com', status: 'sent' });
    const lockedError = await failure(
      locked.host.client.updates.post.mutate({
        eventId: locked.event.id,
        audience: 'all',
        body: 'Hi',
      }),
    );
    expect({ code: lockedError.data?.code, message: lockedError.message }).toEqual({
      code: 'PRECONDITION_FAILED',
      message: messages.send.locked,
    });
    for (const eventId of [event.id, empty.event.id, locked.event.id])
      expect(
        await db().select().from(eventUpdates).where(eq(eventUpdates.eventId, eventId)),
      ).toEqual([]);
  });

  it(`sends at most ${MAX_UPDATES_PER_EVENT} updates per event`, async () => {
    const { host, event } = await partyWithGuests();
    await db()
      .insert(eventUpdates)
      .values(
        Array.from({ length: MAX_UPDATES_PER_EVENT }, (_, i) => ({
          eventId: event.id,
          audience: 'all',
          body: `Update ${i}`,
        })),
      );
    const error = await failure(
      host.client.updates.post.mutate({ eventId: event.id, audience: 'all', body: 'One more' }),
    );
    expect({ code: error.data?.code, message: error.message }).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: messages.updates.tooMany,
    });
  });
});
