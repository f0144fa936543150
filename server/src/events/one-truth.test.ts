import type { EventCounts, EventLive } from '@partyreel/shared/events/event-view';
import { GUEST_FILTERS } from '@partyreel/shared/guests/guest-list';
import { hostTotals } from '@partyreel/shared/invite/guest-tally';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation, newAnswer } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { latest, watchDashboard, watchEvent } from '../../test/live.ts';
import { startedForFile } from '../../test/per-file.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';

/**
 * One truth for every count (docs/product.md, Counting): guests who share an e-mail, a phone or a
 * lower-cased name are one guest, and the people who answered through the share link are guests
 * too. The event page's Summary, Personal Invites, Manage Guests' boxes, filters and list, the
 * dashboard and the live counts must all say the same.
 */

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

describe('every screen counts the same guests', () => {
  it('Summary, Personal Invites, filters, list, dashboard and live counts agree', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const mail = (name: string) => `${name}@${event.id}.test`;
    // Ana twice (one e-mail in two cases), Ben twice (one phone, two spellings), Cy twice (one
    // name in two cases), Dee once, Eve removed.
    await insertInvitation(db(), event.id, {
      recipientName: 'Ana Lima',
      email: mail('ana'),
      status: 'sent',
    });
    const anaAgain = await insertInvitation(db(), event.id, {
      recipientName: 'Ana',
      email: mail('ANA'),
      status: 'sent',
    });
    const ben = await insertInvitation(db(), event.id, {
      recipientName: 'Ben Ortiz',
      phone: '+1 (555) 010-0100',
      status: 'sent',
    });
    await insertInvitation(db(), event.id, {
      recipientName: 'Benny',
      phone: '15550100100',
      status: 'pending',
    });
    await insertInvitation(db(), event.id, {
      recipientName: 'Cy Young',
      email: mail('cy'),
      status: 'sent',
    });
    const cyAgain = await insertInvitation(db(), event.id, {
      recipientName: 'cy young',
      status: 'unsent',
    });
    const dee = await insertInvitation(db(), event.id, {
      recipientName: 'Dee',
      email: mail('dee'),
      status: 'sent',
    });
    await insertInvitation(db(), event.id, { recipientName: 'Eve', status: 'removed' });
    // Fay accepted for two when the party was full: she waits (docs/decisions/061).
    await insertInvitation(db(), event.id, {
      recipientName: 'Fay',
      email: mail('fay'),
      status: 'waitlisted',
      peopleCount: 2,
      respondedAt: new Date('2026-03-01T09:00:00Z'),
    });

    // Personal answers and a view, through each guest's own link.
    const guest = running.http;
    await guest.invite.respond.mutate(newAnswer(anaAgain, 'accepted', 3));
    await guest.invite.respond.mutate(newAnswer(ben, 'declined', 0));
    await guest.invite.respond.mutate(newAnswer(dee, 'maybe', 2));
    await guest.invite.view.mutate({ code: cyAgain.uniqueCode, invitationId: cyAgain.id });
    // Anonymous guests through the share link: one accepts for two, one declines, one says maybe
    // for three, one only looks.
    const [xia, yan, wen, zoe] = [
      visitorBrowser(running.url),
      visitorBrowser(running.url),
      visitorBrowser(running.url),
      visitorBrowser(running.url),
    ];
    await answerThroughLink(xia, link.code, 'accepted', 2);
    await answerThroughLink(yan, link.code, 'declined', 0);
    await answerThroughLink(wen, link.code, 'maybe', 3);
    await zoe.client.invite.view.mutate({ code: link.code });

    const expected = {
      invited: 8,
      accepted: 2,
      maybe: 2,
      declined: 2,
      pending: 1,
      people: 5,
      maybePeople: 5,
      waitlisted: 1,
      waitlistedPeople: 2,
    };

    // The live counts, as the event page and Manage Guests receive them.
    const live = watchEvent(host.browser, event.id);
    await expect.poll(() => latest(live)?.link.views, { timeout: 10_000 }).toBe(1);
    const liveState = latest(live) as EventLive;
    const liveCounts: EventCounts = liveState;
    expect(hostTotals(liveCounts, liveCounts.link)).toEqual(expected);
    live.stop();

    // The event page: its Summary (the same counts) and Personal Invites (one row per person).
    const page = await host.browser.client.events.byId.query({ eventId: event.id });
    expect(hostTotals(page.counts, page.counts.link)).toEqual(expected);
    expect(page.guests.map((g) => [g.name, g.status])).toEqual([
      ['Ana', 'accepted'],
      ['Ben Ortiz', 'declined'],
      ['cy young', 'viewed'],
      ['Dee', 'maybe'],
      ['Fay', 'waitlisted'],
    ]);

    // Manage Guests: each filter's count is the boxes' number, and the rows it lists.
    const all = await host.browser.client.guests.list.query({ eventId: event.id });
    expect(all.filterCounts).toEqual({
      all: expected.invited,
      notSent: 0,
      sent: 0,
      viewed: 1,
      responded: expected.accepted + expected.maybe + expected.waitlisted + expected.declined,
      accepted: expected.accepted,
      maybe: expected.maybe,
      waitlisted: expected.waitlisted,
      declined: expected.declined,
    });
    for (const filter of GUEST_FILTERS) {
      const view = await host.browser.client.guests.list.query({ eventId: event.id, filter });
      expect(view.entries.length, filter).toBe(all.filterCounts[filter]);
    }
    // The live channel carries guests.list's own rows and numbers: the pages patch theirs with it.
    expect(liveState.whole).toBe(true);
    expect([...liveState.guests, ...(liveState.linkGuests ?? [])]).toEqual(all.entries);
    expect(liveState.filterCounts).toEqual(all.filterCounts);
    expect(liveState.reach).toEqual(all.reach);
    // The personal rows are Personal Invites' rows; the link's answerers follow them.
    expect(all.entries.filter((e) => !e.viaLink).map((e) => e.id)).toEqual(
      page.guests.map((g) => g.id),
    );
    const people = all.entries.reduce(
      (sum, e) => sum + (e.status === 'accepted' ? e.peopleCount : 0),
      0,
    );
    expect(people).toBe(expected.people);
    const maybePeople = all.entries.reduce(
      (sum, e) => sum + (e.status === 'maybe' ? e.peopleCount : 0),
      0,
    );
    expect(maybePeople).toBe(expected.maybePeople);

    // The dashboard's row and its live counts.
    const rows = await host.browser.client.events.list.query();
    expect(rows.find((r) => r.id === event.id)).toMatchObject({
      accepted: expected.accepted,
      maybe: expected.maybe,
      declined: expected.declined,
    });
    const dashboard = watchDashboard(host.browser);
    await expect
      .poll(() => latest(dashboard)?.find((c) => c.eventId === event.id))
      .toMatchObject({
        accepted: expected.accepted,
        maybe: expected.maybe,
        declined: expected.declined,
        viewed: 1,
      });
    dashboard.stop();
  });
});
