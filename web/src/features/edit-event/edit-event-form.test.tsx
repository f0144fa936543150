import { messages } from '@partyreel/shared/messages';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render-in-router.tsx';
import { serverError } from '../../test/server-error.ts';
import { EditEventForm } from './edit-event-form.tsx';
import type { EditEventValues } from './edit-event-values.ts';

afterEach(cleanup);

const eventId = '3f6c2a1e-1111-4000-8000-000000000001';
const initial: EditEventValues = {
  title: "Mia's 7th Birthday",
  description: '',
  location: 'The park',
  eventDate: '2026-03-14',
  startTime: '14:00',
  endTime: '',
  maxPartySize: '20',
  capacity: '',
};

async function renderForm(save: Parameters<typeof EditEventForm>[0]['save']) {
  const user = userEvent.setup();
  await renderInRouter(
    <EditEventForm eventId={eventId} initial={initial} save={save} timeZone="Asia/Kathmandu" />,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return { user, field, saveButton: screen.getByRole('button', { name: 'Save changes' }) };
}

describe('EditEventForm', () => {
  it('starts from the event, and saves what was changed (blanks clear a field)', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user, field, saveButton } = await renderForm(save);
    expect(field('Title').value).toBe("Mia's 7th Birthday");
    expect(field('Location').value).toBe('The park');
    expect(field('Event date').value).toBe('2026-03-14');
    expect(field('Start time').value).toBe('14:00');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      `/event/${eventId}`,
    );

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Pool Party');
    await user.type(field('Description'), 'Bring a towel');
    await user.clear(field('Location'));
    await user.click(saveButton);
    expect(save).toHaveBeenCalledWith({
      eventId,
      title: 'Pool Party',
      description: 'Bring a towel',
      location: null,
      eventDate: '2026-03-14',
      startTime: '14:00',
      endTime: null,
    });
  });

  it('sets the most people per answer, and refuses one out of range with its message, keeping it', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user, field, saveButton } = await renderForm(save);
    const most = field('Most people per answer');
    expect(most.value).toBe('20');
    await user.clear(most);
    await user.type(most, '25');
    await user.click(saveButton);
    expect(screen.getByText(messages.editEvent.partySizeInvalid)).toBeInTheDocument();
    expect(most.value).toBe('25');
    expect(save).not.toHaveBeenCalled();

    await user.clear(most);
    await user.type(most, '4');
    await user.click(saveButton);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ eventId, maxPartySize: 4 }));
  });

  it('sets a capacity, refuses one out of range keeping it, and sends empty as no limit', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user, field, saveButton } = await renderForm(save);
    const capacity = field('Capacity (optional)');
    expect(capacity.value).toBe('');
    await user.type(capacity, '0');
    await user.click(saveButton);
    expect(screen.getByText(messages.places.capacityInvalid)).toBeInTheDocument();
    expect(capacity.value).toBe('0');
    expect(save).not.toHaveBeenCalled();

    await user.clear(capacity);
    await user.type(capacity, '40');
    await user.click(saveButton);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ eventId, capacity: 40 }));
    expect(save.mock.calls.at(-1)).not.toHaveProperty('0.maxPartySize');
  });

  it('refuses a blank title before asking the server', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user, field, saveButton } = await renderForm(save);
    await user.clear(field('Title'));
    await user.click(saveButton);
    expect(screen.getByText(messages.wizard.nameRequired)).toBeInTheDocument();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps what was typed and says so when saving fails', async () => {
    const { user, field, saveButton } = await renderForm(() =>
      Promise.reject(serverError('INTERNAL_SERVER_ERROR', 500, 'boom')),
    );
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Pool Party');
    await user.click(saveButton);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.editEvent.updateFailed);
    expect(field('Title').value).toBe('Pool Party');
  });

  it('says to wait when the server refuses too many saves', async () => {
    const { user, saveButton } = await renderForm(() =>
      Promise.reject(serverError('TOO_MANY_REQUESTS', 429, messages.editEvent.tooManyChanges)),
    );
    await user.click(saveButton);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.editEvent.tooManyChanges);
  });

  it("shows the server's message on the field it refused", async () => {
    const { user, field, saveButton } = await renderForm(() =>
      Promise.reject(
        serverError('BAD_REQUEST', 400, messages.wizard.invalidDateTime, {
          startTime: [messages.wizard.invalidDateTime],
        }),
      ),
    );
    await user.click(saveButton);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.wizard.invalidDateTime);
    expect(field('Start time').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the time zone along when the day or the hours change', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user, field, saveButton } = await renderForm(save);
    await user.clear(field('Event date'));
    await user.type(field('Event date'), '2026-04-01');
    await user.click(saveButton);
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ eventDate: '2026-04-01', timeZone: 'Asia/Kathmandu' }),
    );
  });
});
