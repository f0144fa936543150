import { sqlRows } from '@partyreel/db/queryable';
import type { AnswerResponse } from '@partyreel/shared/events/event-view';
import { hostTotals } from '@partyreel/shared/invite/guest-tally';
import { messages } from '@partyreel/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent, listGuests } from '../../test/hosts.ts';
import { latest, watchEvent } from '../../test/live.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, shareLinkRow } from '../../test/readings.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';

/**
 * A party's places (docs/decisions/061): a guest's own limit on the people they bring, the party's
 * capacity, its waitlist and the host's promotions.
 */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;
type Hosted = Awaited<ReturnType<typeof hostedEvent>>;
type Guest = Awaited<ReturnType<typeof insertGuest>>;

/** A personal guest's answer from a browser of their own. */
function answerAs(guest: Guest, response: AnswerResponse, peopleCount: number) {
  return visitorBrowser(running.url, { unbatched: true }).client.invite.respond.mutate({
    code: guest.uniqueCode,
    invitationId: guest.id,
    response,
    peopleCount,
  });
}

async function countsOf({ host, event }: Hosted) {
  const { counts } = await host.browser.client.events.byId.query({ eventId: event.id });
  return { ...hostTotals(counts, counts.link), capacity: counts.capacity };
}

/** The accepted people the database holds for the event: its live invitations and its link. */
async function takenPlaces(hosted: Hosted): Promise<number> {
  const [row] = sqlRows<{ taken: number }>(
    await db().execute(sql`
      select ((select coalesce(sum(people_count), 0) from invitations
               where event_id = ${hosted.event.id} and status = 'accepted')
            + (select people from share_links where id = ${hosted.link.id}))::int as taken`),
  );
  return row?.taken ?? -1;
}

describe('a guest’s own limit on the people they bring', () => {
  it('is what their page offers and what the server allows; null gives back the event’s', async () => {
    const hosted = await hostedEvent(db(), running.url, { maxPartySize: 6 });
    const { host, event, link } = hosted;
    const ann = await insertGuest(db(), event.id, { status: 'sent' });
    const ben = await insertGuest(db(), event.id, { status: 'sent' });
    const set = (maxPeople: number | null) =>
      host.browser.client.guests.setPartyLimit.mutate({
        eventId: event.id,
        invitationIds: [ann.id],
        maxPeople,
      });
    expect(await set(2)).toEqual({ maxPeople: 2 });

    const page = (code: string, invitationId?: string) =>
      visitorBrowser(running.url).client.invite.load.query({ code, invitationId });
    expect((await page(ann.uniqueCode, ann.id)).maxPeople).toBe(2);
    expect((await page(ben.uniqueCode, ben.id)).maxPeople).toBe(6);
    expect((await page(link.code)).maxPeople).toBe(6);
    expect((await listGuests(host, event.id)).entries.find((e) => e.id === ann.id)?.maxPeople).toBe(
      2,
    );

    const over = await failure(answerAs(ann, 'accepted', 3));
    expect(over.message).toBe(messages.guest.peopleCountUpTo(2));
    expect((await guestRow(db(), ann.id)).status).toBe('sent');
    await answerAs(ann, 'accepted', 2);
    // A family invitation may bring more than the event's limit.
    await set(10);
    await answerAs(ann, 'accepted', 9);
    expect((await guestRow(db(), ann.id)).peopleCount).toBe(9);

    await set(null);
    expect((await page(ann.uniqueCode, ann.id)).maxPeople).toBe(6);
    const bad = await failure(set(21));
    expect(bad.message).toBe(messages.places.partyLimitInvalid);
    const foreign = await hostedEvent(db(), running.url);
    const other = await insertGuest(db(), foreign.event.id);
    const notOurs = await failure(
      host.browser.client.guests.setPartyLimit.mutate({
        eventId: event.id,
        invitationIds: [other.id],
        maxPeople: 3,
      }),
    );
    expect(notOurs.data?.code).toBe('NOT_FOUND');
  });
});

describe('a party with a capacity', () => {
  it('puts an Accepted that does not fit on the waitlist, and the host promotes them', async () => {
    const hosted = await hostedEvent(db(), running.url);
    const { host, event, link } = hosted;
    await host.browser.client.events.update.mutate({ eventId: event.id, capacity: 4 });
    const [ann, ben] = [
      await insertGuest(db(), event.id, { status: 'sent' }),
      await insertGuest(db(), event.id, { status: 'sent' }),
    ];
    const seen = watchEvent(host.browser, event.id);

    expect((await answerAs(ann, 'accepted', 2)).answer.response).toBe('accepted');
    const zoe = visitorBrowser(running.url);
    const zoeAnswer = await answerThroughLink(zoe, link.code, 'accepted', 2, undefined, {
      name: 'Zoe',
    });
    expect(zoeAnswer.answer.response).toBe('accepted');
    const benAnswer = await answerAs(ben, 'accepted', 2);
    expect(benAnswer.answer).toEqual({ response: 'waitlisted', peopleCount: 2, note: null });
    const yuri = visitorBrowser(running.url);
    const yuriAnswer = await answerThroughLink(yuri, link.code, 'accepted', 1, undefined, {
      name: 'Yuri',
    });
    expect(yuriAnswer.answer.response).toBe('waitlisted');

    expect(await countsOf(hosted)).toMatchObject({
      capacity: 4,
      accepted: 2,
      people: 4,
      waitlisted: 2,
      waitlistedPeople: 3,
    });
    await expect
      .poll(() => {
        const message = latest(seen);
        return message && hostTotals(message, message.link).waitlisted;
      })
      .toBe(2);
    const page = await visitorBrowser(running.url).client.invite.load.query({
      code: ben.uniqueCode,
      invitationId: ben.id,
    });
    expect(page.answer?.response).toBe('waitlisted');
    const waitlist = await listGuests(host, event.id, 'waitlisted');
    expect(waitlist.entries.map((e) => e.name).sort()).toEqual([ben.recipientName, 'Yuri'].sort());

    // Holding places, Ann may keep or lower them, not take more than are free.
    const more = await failure(answerAs(ann, 'accepted', 3));
    expect(more.message).toBe(messages.guest.partyFull(2));
    expect((await answerAs(ann, 'accepted', 2)).answer.response).toBe('accepted');
    // Her decline frees two places; nobody is promoted but by the host.
    await answerAs(ann, 'declined', 0);
    expect(await countsOf(hosted)).toMatchObject({ people: 2, waitlisted: 2 });
    expect((await guestRow(db(), ben.id)).status).toBe('waitlisted');

    await host.browser.client.guests.promote.mutate({ eventId: event.id, guestId: ben.id });
    const yuriEntry = (await listGuests(host, event.id, 'waitlisted')).entries[0];
    expect(yuriEntry?.name).toBe('Yuri');
    await host.browser.client.guests.promote.mutate({
      eventId: event.id,
      guestId: yuriEntry?.id ?? '',
    });
    expect(await countsOf(hosted)).toMatchObject({ people: 5, waitlisted: 0, waitlistedPeople: 0 });
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 2,
      people: 3,
      waitlisted: 0,
    });
    const again = await failure(
      host.browser.client.guests.promote.mutate({ eventId: event.id, guestId: ben.id }),
    );
    expect(again.message).toBe(messages.places.notWaitlisted);
    // Another host cannot tell the guest exists.
    const stranger = await hostedEvent(db(), running.url);
    const hidden = await failure(
      stranger.host.browser.client.guests.promote.mutate({
        eventId: event.id,
        guestId: ben.id,
      }),
    );
    expect(hidden.data?.code).toBe('NOT_FOUND');
  });

  it('holds each guest to their own limit under 100 answers at once', async () => {
    const { event } = await hostedEvent(db(), running.url, { maxPartySize: 2 });
    // Half may bring only themselves; half are families of up to three, above the event's two.
    const guests = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        insertGuest(db(), event.id, { status: 'sent', maxPeople: i % 2 === 0 ? 1 : 3 }),
      ),
    );
    const results = await Promise.allSettled(guests.map((guest) => answerAs(guest, 'accepted', 3)));
    const refused = results.flatMap((r, i) => (r.status === 'rejected' ? [i] : []));
    expect(refused).toEqual(guests.flatMap((_, i) => (i % 2 === 0 ? [i] : [])));
    for (const result of results)
      if (result.status === 'rejected')
        expect((result.reason as Error).message).toBe(messages.guest.peopleCountUpTo(1));
    const rows = await Promise.all(guests.map((guest) => guestRow(db(), guest.id)));
    expect(rows.filter((row) => row.status === 'accepted' && row.peopleCount === 3)).toHaveLength(
      50,
    );
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(50);
  });

  it('never seats more people than it holds under 100 answers at once', async () => {
    const hosted = await hostedEvent(db(), running.url);
    const { host, event, link } = hosted;
    await host.browser.client.events.update.mutate({ eventId: event.id, capacity: 10 });
    const guests = await Promise.all(
      Array.from({ length: 70 }, () => insertGuest(db(), event.id, { status: 'sent' })),
    );
    const answers = await Promise.all([
      ...guests.map((guest, i) => answerAs(guest, 'accepted', 1 + (i % 2))),
      ...Array.from({ length: 30 }, (_, i) =>
        answerThroughLink(
          visitorBrowser(running.url, { unbatched: true }),
          link.code,
          'accepted',
          1 + (i % 2),
          undefined,
          { name: `Link ${i}` },
        ),
      ),
    ]);
    const seated = answers.filter((a) => a.answer.response === 'accepted');
    const waiting = answers.filter((a) => a.answer.response === 'waitlisted');
    expect(seated.length + waiting.length).toBe(100);
    const seatedPeople = seated.reduce((sum, a) => sum + a.answer.peopleCount, 0);
    // Full, or one place short of it when only parties of two were left to answer.
    expect(seatedPeople).toBeLessThanOrEqual(10);
    expect(seatedPeople).toBeGreaterThanOrEqual(9);
    expect(await takenPlaces(hosted)).toBe(seatedPeople);
    expect(await countsOf(hosted)).toMatchObject({
      accepted: seated.length,
      people: seatedPeople,
      waitlisted: waiting.length,
    });
  });
});
