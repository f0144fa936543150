import { MAX_ANSWER_NOTE } from '@partyreel/shared/invite/invite-types';
import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation, newAnswer } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent, listGuests } from '../../test/hosts.ts';
import { latest, watchEvent } from '../../test/live.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow } from '../../test/readings.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';

/** A guest's note with their answer (docs/product.md, The guest's page): for the host only. */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;
const guest = () => running.http;

describe('a note with the answer', () => {
  it('reaches the host with a personal answer: the list, the live news, and the guest’s own page', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const ana = await insertInvitation(db(), event.id, { recipientName: 'Ana', status: 'sent' });
    const seen = watchEvent(host.browser, event.id);
    const result = await guest().invite.respond.mutate({
      ...newAnswer(ana, 'accepted', 2),
      note: '  Allergic to nuts  ',
    });
    expect(result.answer).toEqual({
      response: 'accepted',
      peopleCount: 2,
      note: 'Allergic to nuts',
    });
    expect((await guestRow(db(), ana.id)).answerNote).toBe('Allergic to nuts');
    await expect
      .poll(() => latest(seen)?.lastAnswer)
      .toMatchObject({ invitationId: ana.id, note: 'Allergic to nuts' });
    const list = await listGuests(host, event.id, 'all');
    expect(list.entries.find((e) => e.id === ana.id)?.note).toBe('Allergic to nuts');
    const page = await guest().invite.load.query({ code: ana.uniqueCode, invitationId: ana.id });
    expect(page.answer?.note).toBe('Allergic to nuts');

    // Answering again without a note clears it: the note belongs to the answer.
    await guest().invite.respond.mutate(newAnswer(ana, 'declined', 0));
    expect((await guestRow(db(), ana.id)).answerNote).toBeNull();
    seen.stop();
  });

  it('reaches the host with a share-link answer, and falls back with the answer before it when discarded', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const [xia, yan] = [visitorBrowser(running.url), visitorBrowser(running.url)];
    await answerThroughLink(xia, link.code, 'maybe', 1, 'Depends on the babysitter');
    await answerThroughLink(yan, link.code, 'accepted', 3, 'We’ll bring a salad');
    const answers = await host.browser.client.events.linkAnswers.query({ eventId: event.id });
    expect(answers.map((a) => a.note)).toEqual([
      'We’ll bring a salad',
      'Depends on the babysitter',
    ]);
    const list = await listGuests(host, event.id, 'all');
    expect(list.entries.filter((e) => e.viaLink).map((e) => e.note)).toEqual([
      'We’ll bring a salad',
      'Depends on the babysitter',
    ]);

    const seen = watchEvent(host.browser, event.id);
    await expect.poll(() => latest(seen)?.lastAnswer?.note).toBe('We’ll bring a salad');
    await host.browser.client.events.discardLinkAnswer.mutate({
      eventId: event.id,
      answerId: answers[0]?.id ?? '',
    });
    await expect.poll(() => latest(seen)?.lastAnswer?.note).toBe('Depends on the babysitter');
    seen.stop();
  });

  it(`refuses a note over ${MAX_ANSWER_NOTE} characters with the catalogue text, changing nothing`, async () => {
    const { event } = await hostedEvent(db(), running.url);
    const ana = await insertInvitation(db(), event.id, { status: 'sent' });
    const error = await failure(
      guest().invite.respond.mutate({
        ...newAnswer(ana, 'accepted', 1),
        note: 'x'.repeat(MAX_ANSWER_NOTE + 1),
      }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(messages.guest.noteTooLong);
    expect(await guestRow(db(), ana.id)).toMatchObject({ status: 'sent', answerNote: null });
  });
});
