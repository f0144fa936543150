import type { EventUpdateView } from '@partyreel/shared/events/event-updates';
import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type FakeAnswers, fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import { UpdatesSection } from './updates-section.tsx';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

const eventId = '3f6c2a1e-1111-4000-8000-000000000001';

const earlier: EventUpdateView = {
  id: 'u1',
  audience: 'accepted',
  body: 'Parking is behind the house.',
  postedAt: new Date(2026, 10, 24, 14, 5).toISOString(),
  emailed: 3,
};

async function renderSection(answers: FakeAnswers, locked = false) {
  const fake = fakeTrpc(answers);
  const onLocked = vi.fn();
  await renderWithTrpc(
    <UpdatesSection eventId={eventId} locked={locked} onLocked={onLocked} />,
    fake,
  );
  const section = await screen.findByRole('region', { name: messages.updates.title });
  return {
    fake,
    onLocked,
    user: userEvent.setup(),
    section,
    body: within(section).getByLabelText('Your update'),
    audience: within(section).getByLabelText('Send to'),
    send: within(section).getByRole('button', { name: 'Send update' }),
  };
}

describe('UpdatesSection', () => {
  it('sends an update to the audience chosen, says how many it reached, and lists it', async () => {
    let updates = [earlier];
    const { fake, user, section, body, audience, send } = await renderSection({
      'updates.list': () => updates,
      'updates.post': (input) => {
        const sent = {
          ...earlier,
          id: 'u2',
          audience: 'maybe' as const,
          body: input.body ?? '',
          emailed: 2,
        };
        updates = [sent, ...updates];
        return sent;
      },
    });
    expect(await within(section).findByText('Parking is behind the house.')).toBeInTheDocument();
    expect(
      within(section).getByText(/To Accepted · Nov 24, 2:05 PM · e-mailed to 3/),
    ).toBeInTheDocument();
    await user.selectOptions(audience, 'maybe');
    await user.type(body, 'We moved indoors.');
    await user.click(send);
    expect(callsTo(fake, 'updates.post')).toEqual([
      { eventId, audience: 'maybe', body: 'We moved indoors.' },
    ]);
    expect(await screen.findByText(messages.updates.sent(2))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.lastChild?.textContent),
      ).toEqual(['We moved indoors.', 'Parking is behind the house.']),
    );
    expect(body).toHaveValue('');
  });

  it('sends nothing blank or too long, and keeps what was typed when the server refuses', async () => {
    const { fake, user, section, body, send } = await renderSection({
      'updates.list': [],
      'updates.post': serverError('BAD_REQUEST', 400, messages.updates.noRecipients),
    });
    expect(await within(section).findByText(messages.updates.none)).toBeInTheDocument();
    await user.click(send);
    expect(within(section).getByText(messages.updates.empty)).toBeInTheDocument();
    expect(body).toHaveFocus();
    // Pasted, not typed key by key: 1,001 keystrokes took most of the test's time.
    await user.click(body);
    await user.paste('x'.repeat(1001));
    await user.click(send);
    expect(within(section).getByText(messages.updates.tooLong)).toBeInTheDocument();
    expect(callsTo(fake, 'updates.post')).toEqual([]);

    await user.clear(body);
    await user.type(body, 'See you soon');
    await user.click(send);
    expect(await within(section).findByText(messages.updates.noRecipients)).toBeInTheDocument();
    expect(body).toHaveValue('See you soon');
  });

  it('offers to pay instead of sending while the event is locked', async () => {
    const { fake, user, onLocked, body, send } = await renderSection({ 'updates.list': [] }, true);
    await user.type(body, 'Hello');
    await user.click(send);
    expect(onLocked).toHaveBeenCalledOnce();
    expect(callsTo(fake, 'updates.post')).toEqual([]);
  });
});
