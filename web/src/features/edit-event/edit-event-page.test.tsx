import { messages } from '@partyreel/shared/messages';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { fakeEventTrpc, sampleEvent } from '../host-event/test-event.ts';
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
});
