import { type GuestQuestion, guestQuestion } from '@partyreel/shared/events/guest-questions';
import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent, listGuests } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow } from '../../test/readings.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';
import { guestCsv } from '../guests/guest-csv.ts';

/** The host's questions for guests (docs/decisions/064), through the real app. */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

const diet = guestQuestion('diet', 'Any dietary needs?');
const meal = guestQuestion('meal', 'Fish or pasta?', {
  choices: ['Fish', 'Pasta'],
  required: true,
});

async function partyWithQuestions() {
  const hosted = await hostedEvent(db(), running.url);
  await hosted.host.browser.client.events.update.mutate({
    eventId: hosted.event.id,
    questions: [diet, meal],
  });
  const ana = await insertGuest(db(), hosted.event.id, { recipientName: 'Ana', status: 'sent' });
  const answer = (input: {
    response: 'accepted' | 'maybe' | 'declined';
    peopleCount: number;
    questionAnswers?: Record<string, string>;
  }) =>
    visitorBrowser(running.url).client.invite.respond.mutate({
      code: ana.uniqueCode,
      invitationId: ana.id,
      ...input,
    });
  return { ...hosted, ana, answer };
}

describe('questions for guests', () => {
  it('are the host’s to set, up to three, each choice with two answers at least', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const update = (questions: unknown[]) =>
      host.browser.client.events.update.mutate({
        eventId: event.id,
        questions: questions as GuestQuestion[],
      });
    expect((await failure(update([{ ...meal, choices: ['Fish'] }]))).message).toBe(
      messages.questions.tooFewChoices,
    );
    const four = ['a', 'b', 'c', 'd'].map((id) => ({ ...diet, id }));
    expect((await failure(update(four))).message).toBe(messages.questions.tooMany);
    expect((await failure(update([{ ...diet, text: ' ' }]))).message).toBe(
      messages.questions.textRequired,
    );
    // A short text keeps no choices; blank and repeated choices are dropped.
    await update([
      { ...diet, choices: ['x'] },
      { ...meal, choices: ['Fish', ' ', 'Fish', 'Pasta'] },
    ]);
    const { questions } = await host.browser.client.events.byId.query({ eventId: event.id });
    expect(questions).toEqual([diet, meal]);
  });

  it('are asked on the invitation; a required one must be answered to come, not to decline', async () => {
    const { ana, answer } = await partyWithQuestions();
    const page = await visitorBrowser(running.url).client.invite.load.query({
      code: ana.uniqueCode,
      invitationId: ana.id,
    });
    expect(page.questions).toEqual([diet, meal]);

    const unanswered = await failure(answer({ response: 'accepted', peopleCount: 2 }));
    expect(unanswered.message).toBe(messages.questions.answerRequired('Fish or pasta?'));
    const offChoice = await failure(
      answer({ response: 'maybe', peopleCount: 1, questionAnswers: { meal: 'Steak' } }),
    );
    expect(offChoice.message).toBe(messages.questions.choiceInvalid);
    expect((await guestRow(db(), ana.id)).status).toBe('sent');

    await answer({ response: 'declined', peopleCount: 0 });
    expect((await guestRow(db(), ana.id)).status).toBe('declined');
  });

  it('keep the answers to the event’s questions, for the guest’s page, the Guest List and the export', async () => {
    const { host, event, link, ana, answer } = await partyWithQuestions();
    await answer({
      response: 'accepted',
      peopleCount: 2,
      questionAnswers: { diet: '  No nuts ', meal: 'Pasta', gone: 'dropped' },
    });
    expect((await guestRow(db(), ana.id)).questionAnswers).toEqual({
      diet: 'No nuts',
      meal: 'Pasta',
    });
    const page = await visitorBrowser(running.url).client.invite.load.query({
      code: ana.uniqueCode,
      invitationId: ana.id,
    });
    expect(page.answer?.questionAnswers).toEqual({ diet: 'No nuts', meal: 'Pasta' });

    // Through the share link too, a required question is asked.
    const zoe = await failure(
      answerThroughLink(visitorBrowser(running.url), link.code, 'maybe', 1, undefined, {
        name: 'Zoe',
      }),
    );
    expect(zoe.message).toBe(messages.questions.answerRequired('Fish or pasta?'));
    await visitorBrowser(running.url).client.invite.respond.mutate({
      code: link.code,
      response: 'maybe',
      peopleCount: 1,
      name: 'Yuri',
      questionAnswers: { meal: 'Fish' },
    });
    const list = await listGuests(host, event.id);
    const answers = Object.fromEntries(list.entries.map((e) => [e.name, e.questionAnswers]));
    expect(answers).toEqual({
      Ana: { diet: 'No nuts', meal: 'Pasta' },
      Yuri: { meal: 'Fish' },
    });

    const csv = guestCsv(list.entries, [diet, meal]).split('\r\n');
    expect(csv[0]).toContain('Note,Any dietary needs?,Fish or pasta?,Sent');
    expect(csv.find((line) => line.startsWith('Ana,'))).toContain(',No nuts,Pasta,');
  });
});
