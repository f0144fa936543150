import { hostTotals } from '@partyreel/shared/invite/guest-tally';
import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent, listGuests } from '../../test/hosts.ts';
import { latest, watchEvent } from '../../test/live.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, shareLinkRow } from '../../test/readings.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';

/**
 * A share-link guest names themselves with their answer, and may give an e-mail; one whose e-mail
 * is a personal guest's is that guest (docs/decisions/059).
 */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** The event's counts as its owner's pages show them: personal guests and the link's together. */
async function countsOf(host: Awaited<ReturnType<typeof hostedEvent>>['host'], eventId: string) {
  const { counts } = await host.browser.client.events.byId.query({ eventId });
  return hostTotals(counts, counts.link);
}

describe('a named answer through the share link', () => {
  it('is refused without a first name, counting and storing nothing', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const browser = visitorBrowser(running.url);
    for (const name of [undefined, '   ']) {
      const error = await failure(
        browser.client.invite.respond.mutate({
          code: link.code,
          response: 'accepted',
          peopleCount: 2,
          ...(name === undefined ? {} : { name }),
        }),
      );
      expect(error.data?.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(messages.guest.nameRequired);
    }
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 0, people: 0 });
    expect(await host.browser.client.events.linkAnswers.query({ eventId: event.id })).toEqual([]);
  });

  it('refuses a name over 50 characters and an e-mail of the wrong shape with the catalogue texts', async () => {
    const { link } = await hostedEvent(db(), running.url);
    const browser = visitorBrowser(running.url);
    const tooLong = await failure(
      answerThroughLink(browser, link.code, 'accepted', 1, undefined, { name: 'A'.repeat(51) }),
    );
    expect(tooLong.message).toBe(messages.guest.nameTooLong);
    const badEmail = await failure(
      answerThroughLink(browser, link.code, 'accepted', 1, undefined, { email: 'ana@example' }),
    );
    expect(badEmail.message).toBe(messages.guest.emailInvalid);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 0 });
  });

  it('shows the host the name and e-mail: the link’s answers, the Guest List and its search, the live news', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const seen = watchEvent(host.browser, event.id);
    const zoe = visitorBrowser(running.url);
    const result = await answerThroughLink(zoe, link.code, 'maybe', 2, 'Depends on the sitter', {
      name: '  Zoe ',
      email: ' Zoe@Example.com ',
    });
    expect(result.guest).toEqual({ name: 'Zoe', email: 'zoe@example.com' });
    await answerThroughLink(visitorBrowser(running.url), link.code, 'accepted', 1, undefined, {
      name: 'Yuri',
    });

    const answers = await host.browser.client.events.linkAnswers.query({ eventId: event.id });
    expect(answers.map(({ name, email, response }) => ({ name, email, response }))).toEqual([
      { name: 'Yuri', email: null, response: 'accepted' },
      { name: 'Zoe', email: 'zoe@example.com', response: 'maybe' },
    ]);
    const list = await listGuests(host, event.id, 'all');
    expect(list.entries.map(({ name, email, viaLink }) => ({ name, email, viaLink }))).toEqual([
      { name: 'Yuri', email: null, viaLink: true },
      { name: 'Zoe', email: 'zoe@example.com', viaLink: true },
    ]);
    const found = await host.browser.client.guests.list.query({
      eventId: event.id,
      filter: 'all',
      search: 'zoe@',
    });
    expect(found.entries.map((entry) => entry.name)).toEqual(['Zoe']);
    await expect
      .poll(() => latest(seen)?.lastAnswer)
      .toMatchObject({
        invitationId: null,
        name: 'Yuri',
        response: 'accepted',
      });

    // Changing the answer from the same browser keeps one answer, under the name given last.
    await answerThroughLink(zoe, link.code, 'accepted', 3, undefined, { name: 'Zoé' });
    const again = await host.browser.client.events.linkAnswers.query({ eventId: event.id });
    expect(again.map(({ name, email, peopleCount }) => ({ name, email, peopleCount }))).toEqual([
      { name: 'Zoé', email: null, peopleCount: 3 },
      { name: 'Yuri', email: null, peopleCount: 1 },
    ]);
    await expect.poll(() => latest(seen)?.lastAnswer?.name).toBe('Zoé');
    expect(await countsOf(host, event.id)).toMatchObject({ accepted: 2, people: 4 });
    seen.stop();
  });
});

describe('a share-link guest who gives a personal guest’s e-mail', () => {
  it('answers as that guest: one person in every count, the link’s earlier answer taken back', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const ana = await insertInvitation(db(), event.id, {
      recipientName: 'Ana Lima',
      email: 'ana@example.com',
      status: 'sent',
    });
    const browser = visitorBrowser(running.url);
    // First without an e-mail: a link answer like any other.
    await answerThroughLink(browser, link.code, 'accepted', 2, undefined, { name: 'Ana' });
    expect(await countsOf(host, event.id)).toMatchObject({ accepted: 1, people: 2 });
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 1, people: 2 });

    // Then with Ana's e-mail, in other letters: the answer is Ana's, and the link's is taken back.
    await answerThroughLink(browser, link.code, 'accepted', 3, 'Bringing the kids', {
      name: 'Ana',
      email: 'ANA@example.com',
    });
    expect(await guestRow(db(), ana.id)).toMatchObject({
      status: 'accepted',
      peopleCount: 3,
      answerNote: 'Bringing the kids',
    });
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 0, people: 0 });
    expect(await countsOf(host, event.id)).toMatchObject({ accepted: 1, people: 3 });
    expect(await host.browser.client.events.linkAnswers.query({ eventId: event.id })).toEqual([]);
    const list = await listGuests(host, event.id, 'all');
    expect(list.entries.map(({ name, status, viaLink }) => ({ name, status, viaLink }))).toEqual([
      { name: 'Ana Lima', status: 'accepted', viaLink: undefined },
    ]);

    // A second browser with the same e-mail is still Ana: no second person appears.
    await answerThroughLink(visitorBrowser(running.url), link.code, 'declined', 0, undefined, {
      name: 'Ana',
      email: 'ana@example.com',
    });
    expect(await guestRow(db(), ana.id)).toMatchObject({ status: 'declined', peopleCount: 0 });
    expect(await countsOf(host, event.id)).toMatchObject({ accepted: 0, people: 0 });
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 0, declined: 0 });
  });

  it('is not merged with a removed guest or another event’s guest', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const other = await hostedEvent(db(), running.url);
    const gone = await insertInvitation(db(), event.id, {
      email: 'gone@example.com',
      status: 'removed',
    });
    const elsewhere = await insertInvitation(db(), other.event.id, {
      email: 'far@example.com',
      status: 'sent',
    });
    for (const email of ['gone@example.com', 'far@example.com'])
      await answerThroughLink(visitorBrowser(running.url), link.code, 'accepted', 1, undefined, {
        name: 'Sam',
        email,
      });
    expect(await guestRow(db(), gone.id)).toMatchObject({ status: 'removed' });
    expect(await guestRow(db(), elsewhere.id)).toMatchObject({ status: 'sent' });
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ accepted: 2, people: 2 });
    expect(await countsOf(host, event.id)).toMatchObject({ accepted: 2 });
  });
});
