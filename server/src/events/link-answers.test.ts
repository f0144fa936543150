import { shareLinkAnswers } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp } from '../../test/app.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent, registeredHost } from '../../test/hosts.ts';
import { latest, watchEvent } from '../../test/live.ts';
import { startedForFile } from '../../test/per-file.ts';
import { shareLinkRow } from '../../test/readings.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';
import { visitorKey } from '../invite/visitor-key.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** An event with three answers through its link: Ana accepts for 3, Ben declines, Cy accepts for 2. */
async function answeredEvent() {
  const hosted = await hostedEvent(db(), running.url);
  const [ana, ben, cy] = [0, 1, 2].map(() => visitorBrowser(running.url)) as [
    ReturnType<typeof visitorBrowser>,
    ReturnType<typeof visitorBrowser>,
    ReturnType<typeof visitorBrowser>,
  ];
  const code = hosted.link.code;
  await ana.client.invite.respond.mutate({
    name: 'Lee',
    code,
    response: 'accepted',
    peopleCount: 3,
  });
  await ben.client.invite.respond.mutate({
    name: 'Lee',
    code,
    response: 'declined',
    peopleCount: 0,
  });
  await cy.client.invite.respond.mutate({
    name: 'Lee',
    code,
    response: 'accepted',
    peopleCount: 2,
  });
  return { ...hosted, ana, ben, cy };
}

describe('events.linkAnswers', () => {
  it('lists the link’s answers for the owner, newest first, with an opaque key', async () => {
    const { host, event, link, ana } = await answeredEvent();
    const answers = await host.browser.client.events.linkAnswers.query({ eventId: event.id });
    expect(answers.map(({ response, peopleCount }) => ({ response, peopleCount }))).toEqual([
      { response: 'accepted', peopleCount: 2 },
      { response: 'declined', peopleCount: 0 },
      { response: 'accepted', peopleCount: 3 },
    ]);
    for (const answer of answers) {
      expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(answer.answeredAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const times = answers.map((a) => a.answeredAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Neither the browser's id nor its stored hash is shown to the host.
    const shown = JSON.stringify(answers);
    expect(shown).not.toContain(ana.id);
    expect(shown).not.toContain(visitorKey(link.code, ana.id));
  });

  it('is empty for an event nobody has answered', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    expect(await host.browser.client.events.linkAnswers.query({ eventId: event.id })).toEqual([]);
  });
});

/** The owner discards one of the link's answers (events.discardLinkAnswer). */
const discard = (
  host: Awaited<ReturnType<typeof registeredHost>>,
  eventId: string,
  answerId: string,
) => host.browser.client.events.discardLinkAnswer.mutate({ eventId, answerId });

describe('events.discardLinkAnswer', () => {
  it('deletes the answer, moves the counters back, tells the live page; the browser may answer anew', async () => {
    const { host, event, link, ana } = await answeredEvent();
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 2,
      declined: 1,
      people: 5,
    });
    const seen = watchEvent(host.browser, event.id);
    await expect.poll(() => latest(seen)?.link.accepted).toBe(2);

    const answers = await host.browser.client.events.linkAnswers.query({ eventId: event.id });
    const anas = answers.at(-1);
    expect(anas).toMatchObject({ response: 'accepted', peopleCount: 3 });
    await discard(host, event.id, anas?.id ?? '');
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 1,
      declined: 1,
      people: 2,
    });
    await expect
      .poll(() => latest(seen)?.link)
      .toMatchObject({ accepted: 1, declined: 1, people: 2 });
    const left = await host.browser.client.events.linkAnswers.query({ eventId: event.id });
    expect(left.map((a) => a.id)).toEqual(answers.slice(0, 2).map((a) => a.id));

    // A decline moves `declined` back; discarding twice finds nothing.
    const bens = answers[1]?.id ?? '';
    await discard(host, event.id, bens);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 1,
      declined: 0,
      people: 2,
    });
    const twice = await failure(
      host.browser.client.events.discardLinkAnswer.mutate({ eventId: event.id, answerId: bens }),
    );
    expect(twice.data?.code).toBe('NOT_FOUND');

    // Ana's browser answering again is a new answer, not a change of the discarded one.
    await ana.client.invite.respond.mutate({
      name: 'Lee',
      code: link.code,
      response: 'declined',
      peopleCount: 0,
    });
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 1,
      declined: 1,
      people: 2,
    });
    const [again] = await db()
      .select()
      .from(shareLinkAnswers)
      .where(eq(shareLinkAnswers.visitorId, visitorKey(link.code, ana.id)));
    expect(again).toMatchObject({ response: 'declined', previousResponse: null });
    await expect
      .poll(() => latest(seen)?.link)
      .toMatchObject({ accepted: 1, declined: 1, people: 2 });
    expect(seen.errors).toEqual([]);
    seen.stop();
  });

  it('discarding a Maybe moves the Maybe counters back', async () => {
    const { host, event, link } = await answeredEvent();
    await answerThroughLink(visitorBrowser(running.url), link.code, 'maybe', 4);
    expect(await shareLinkRow(db(), link.id)).toMatchObject({ maybe: 1, maybePeople: 4 });
    const [newest] = await host.browser.client.events.linkAnswers.query({ eventId: event.id });
    expect(newest).toMatchObject({ response: 'maybe', peopleCount: 4 });
    await discard(host, event.id, newest?.id ?? '');
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 2,
      maybe: 0,
      declined: 1,
      people: 5,
      maybePeople: 0,
    });
  });

  it('discarding the latest answer makes the one before it the host’s latest', async () => {
    const { host, event } = await answeredEvent();
    const answers = await host.browser.client.events.linkAnswers.query({ eventId: event.id });
    await discard(host, event.id, answers[0]?.id ?? '');
    const seen = watchEvent(host.browser, event.id);
    await expect
      .poll(() => latest(seen)?.lastAnswer)
      .toMatchObject({ invitationId: null, response: 'declined', at: answers[1]?.answeredAt });
    seen.stop();
  });
});

describe('link answers for anyone but the owner', () => {
  it('are NOT_FOUND for another host, an anonymous session, a visitor and a missing event', async () => {
    const { link, event } = await answeredEvent();
    const owner = (await registeredHost(running.url)).browser;
    const [answer] = await db()
      .select({ id: shareLinkAnswers.id })
      .from(shareLinkAnswers)
      .where(eq(shareLinkAnswers.shareLinkId, link.id));
    const otherHost = (await registeredHost(running.url)).browser;
    const anonymous = browserClient(running.url);
    await anonymous.client.auth.signInAnonymously.mutate();
    const visitor = browserClient(running.url);
    const attempts = [
      [otherHost, event.id, answer?.id ?? ''],
      [anonymous, event.id, answer?.id ?? ''],
      [visitor, event.id, answer?.id ?? ''],
      [owner, crypto.randomUUID(), answer?.id ?? ''],
      [otherHost, 'not-an-id', 'not-an-id'],
    ] as const;
    for (const [browser, eventId, answerId] of attempts) {
      const list = await failure(browser.client.events.linkAnswers.query({ eventId }));
      expect(list.data?.code).toBe('NOT_FOUND');
      const discard = await failure(
        browser.client.events.discardLinkAnswer.mutate({ eventId, answerId }),
      );
      expect(discard.data?.code).toBe('NOT_FOUND');
    }
    expect(await shareLinkRow(db(), link.id)).toMatchObject({
      accepted: 2,
      declined: 1,
      people: 5,
    });
  });

  it('the owner cannot discard another event’s answer through their own event', async () => {
    const theirs = await answeredEvent();
    const mine = await hostedEvent(db(), running.url);
    const [answer] = await db()
      .select({ id: shareLinkAnswers.id })
      .from(shareLinkAnswers)
      .where(eq(shareLinkAnswers.shareLinkId, theirs.link.id));
    const error = await failure(
      mine.host.browser.client.events.discardLinkAnswer.mutate({
        eventId: mine.event.id,
        answerId: answer?.id ?? '',
      }),
    );
    expect(error.data?.code).toBe('NOT_FOUND');
    expect(await shareLinkRow(db(), theirs.link.id)).toMatchObject({ accepted: 2, declined: 1 });
  });
});
