import type { EventCounts, LinkAnswerView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeAnswer, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import { countsFor, fakeEventTrpc, sampleEvent, unlockedEvent } from '../host-event/test-event.ts';
import { EventDetailPage } from './event-detail-page.tsx';
import { linkEntryOf, liveMessage } from './test-live.ts';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

/** Local times, so the labels read the same in any time zone. */
const at = (day: number, hour: number, minute: number) =>
  new Date(2026, 10, day, hour, minute).toISOString();

const ana: LinkAnswerView = {
  name: 'Ana',
  email: null,
  id: 'a1',
  response: 'accepted',
  peopleCount: 3,
  note: null,
  answeredAt: at(24, 14, 5),
};
const ben: LinkAnswerView = {
  name: 'Ben',
  email: null,
  id: 'b2',
  response: 'declined',
  peopleCount: 0,
  note: null,
  answeredAt: at(23, 9, 30),
};
const cy: LinkAnswerView = {
  name: 'Cy',
  email: null,
  id: 'c3',
  response: 'accepted',
  peopleCount: 1,
  note: null,
  answeredAt: at(22, 18, 0),
};

/** The event page with a server holding `answers` (newest first) that discards as asked. */
async function renderWithAnswers(
  initial: LinkAnswerView[],
  discard?: FakeAnswer<'events.discardLinkAnswer'>,
) {
  let answers = initial;
  const event = unlockedEvent();
  const fake = fakeEventTrpc(event, {
    'events.linkAnswers': () => answers,
    'events.discardLinkAnswer':
      discard ??
      ((input: { answerId: string }) => {
        answers = answers.filter((a) => a.id !== input.answerId);
        return { ok: true };
      }),
  });
  await renderWithTrpc(<EventDetailPage eventId={event.id} />, fake);
  await screen.findByRole('heading', { level: 1 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Link Sharing' }));
  const list = () => screen.getByRole('region', { name: messages.linkAnswers.title });
  const rows = () =>
    within(list())
      .queryAllByRole('listitem')
      .map((li) => li.firstChild?.textContent);
  return {
    fake,
    event,
    user,
    list,
    rows,
    setAnswers: (next: LinkAnswerView[]) => {
      answers = next;
    },
  };
}

const linkAnswerCalls = (fake: ReturnType<typeof fakeEventTrpc>) =>
  fake.calls.filter((c) => c.path === 'events.linkAnswers').length;

describe('Answers through the link', () => {
  it('lists each answer through the link, newest first', async () => {
    const { rows } = await renderWithAnswers([ana, ben, cy]);
    await waitFor(() =>
      expect(rows()).toEqual([
        'Ana · Accepted · 3 people · Nov 24, 2:05 PM',
        'Ben · Declined · Nov 23, 9:30 AM',
        'Cy · Accepted · 1 person · Nov 22, 6:00 PM',
      ]),
    );
  });

  it('says when no one has answered yet', async () => {
    const { list } = await renderWithAnswers([]);
    expect(await within(list()).findByText(messages.linkAnswers.none)).toBeInTheDocument();
  });

  it('discards an answer after a confirmation; Cancel keeps it', async () => {
    const { fake, event, user, list, rows } = await renderWithAnswers([ana, ben]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const discardBen = within(list()).getByRole('button', {
      name: 'Discard Ben · Declined · Nov 23, 9:30 AM',
    });

    await user.click(discardBen);
    let dialog = await screen.findByRole('dialog', { name: messages.linkAnswers.confirmTitle });
    expect(within(dialog).getByText('Ben · Declined · Nov 23, 9:30 AM')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.some((c) => c.path === 'events.discardLinkAnswer')).toBe(false);

    await user.click(discardBen);
    dialog = await screen.findByRole('dialog', { name: messages.linkAnswers.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.linkAnswers.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.filter((c) => c.path === 'events.discardLinkAnswer')).toEqual([
      { path: 'events.discardLinkAnswer', input: { eventId: event.id, answerId: 'b2' } },
    ]);
    expect(await screen.findByText(messages.linkAnswers.discarded)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual(['Ana · Accepted · 3 people · Nov 24, 2:05 PM']));
  });

  it('says so when the discard fails, and keeps the answer', async () => {
    const { user, list, rows } = await renderWithAnswers([ana], () =>
      Promise.reject(serverError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.')),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(list()).getByRole('button', { name: /^Discard / }));
    const dialog = await screen.findByRole('dialog', { name: messages.linkAnswers.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.linkAnswers.discard }));
    expect(await screen.findByText(messages.linkAnswers.discardFailed)).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  it('takes the answers from the live message, so a new one shows without a reload or a query', async () => {
    const { fake, event, rows } = await renderWithAnswers([ben]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await waitFor(() => expect(fake.liveCount()).toBe(1));
    const reads = fake.calls.length;
    const live: EventCounts = countsFor(event);
    act(() =>
      fake.push(
        liveMessage(
          { ...live, link: { ...live.link, accepted: 1, declined: 1, people: 3 } },
          { linkGuests: [ana, ben].map(linkEntryOf) },
        ),
      ),
    );
    await waitFor(() =>
      expect(rows()).toEqual([
        'Ana · Accepted · 3 people · Nov 24, 2:05 PM',
        'Ben · Declined · Nov 23, 9:30 AM',
      ]),
    );
    expect(fake.calls.slice(reads)).toEqual([]);
  });

  it('is not shown while the event is locked (its link takes no answers)', async () => {
    const event = sampleEvent();
    const fake = fakeEventTrpc(event);
    await renderWithTrpc(<EventDetailPage eventId={event.id} />, fake);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Link Sharing' }));
    expect(
      screen.queryByRole('region', { name: messages.linkAnswers.title }),
    ).not.toBeInTheDocument();
    expect(linkAnswerCalls(fake)).toBe(0);
  });
});
