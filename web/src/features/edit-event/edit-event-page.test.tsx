import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import {
  fakeEventTrpc,
  sampleEvent,
  sampleGuest,
  unlockedEvent,
} from '../host-event/test-event.ts';
import { EditEventPage } from './edit-event-page.tsx';

afterEach(cleanup);

async function renderPage(fake: ReturnType<typeof fakeEventTrpc>) {
  await renderWithTrpc(<EditEventPage eventId={sampleEvent().id} onSaved={() => {}} />, fake);
}

describe('EditEventPage', () => {
  it('prefills the form from the event', async () => {
    await renderPage(fakeEventTrpc(sampleEvent({ location: 'The park' })));
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe(
      "Mia's 7th Birthday",
    );
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('The park');
  });

  it("says 'Event not found.' for an event that is not the caller's", async () => {
    await renderPage(fakeEventTrpc(serverError('NOT_FOUND', 404, 'Event not found')));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.editEvent.notFound);
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it("says 'Failed to load event data.' when loading fails otherwise", async () => {
    await renderPage(fakeEventTrpc(serverError('INTERNAL_SERVER_ERROR', 500, 'boom')));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.editEvent.loadFailed);
  });

  describe('after a save that moved the party', () => {
    /** The page over a paid-for event with one guest invited; `update` answers the save. */
    async function editInvitedEvent() {
      const before = unlockedEvent({ location: 'The park', guests: [sampleGuest('Ava')] });
      const onSaved = vi.fn();
      const fake = fakeEventTrpc(before, {
        'events.update': (input) => ({ ...before, ...input }),
        'updates.post': (input) => ({
          id: 'u1',
          audience: 'notDeclined',
          body: input.body ?? '',
          postedAt: '2026-03-01T10:00:00.000Z',
          emailed: 1,
        }),
      });
      await renderWithTrpc(<EditEventPage eventId={before.id} onSaved={onSaved} />, fake);
      const user = userEvent.setup();
      const location = await screen.findByLabelText('Location');
      await user.clear(location);
      await user.type(location, 'The lido');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const dialog = await screen.findByRole('dialog', { name: 'Tell your guests?' });
      return { fake, onSaved, user, dialog };
    }

    it('offers to tell the guests, with the change pre-written, and sends it to those who have not declined', async () => {
      const { fake, onSaved, user, dialog } = await editInvitedEvent();
      const body = within(dialog).getByLabelText('Your update');
      expect(body).toHaveValue('Heads up: the party details changed.\nNew place: The lido.');
      expect(onSaved).not.toHaveBeenCalled();
      await user.type(body, ' Bring a towel!');
      await user.click(within(dialog).getByRole('button', { name: 'Send update' }));
      expect(callsTo(fake, 'updates.post')).toEqual([
        {
          eventId: sampleEvent().id,
          audience: 'notDeclined',
          body: 'Heads up: the party details changed.\nNew place: The lido. Bring a towel!',
        },
      ]);
      expect(await screen.findByText(messages.updates.sent(1))).toBeInTheDocument();
      expect(onSaved).toHaveBeenCalledOnce();
    });

    it('goes back to the event without telling anyone on Not now', async () => {
      const { fake, onSaved, user, dialog } = await editInvitedEvent();
      await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
      expect(onSaved).toHaveBeenCalledOnce();
      expect(callsTo(fake, 'updates.post')).toEqual([]);
    });
  });
});
