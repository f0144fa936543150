import type { GuestView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { sessionOf } from '../../test/sample-session.ts';
import { serverError } from '../../test/server-error.ts';
import { sampleEvent, unlockedEvent } from '../host-event/test-event.ts';
import { draftFromEvent, type WizardDraft } from './draft/wizard-draft.ts';
import { TemplateWizard } from './from-template/template-wizard.tsx';
import { RunnerHarness } from './test-runner-harness.tsx';

/** Edit mode (docs/product.md, The creation wizards): the wizard edits the event on the server. */

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const EVENT_ID = '3f6c2a1e-1111-4000-8000-000000000001';

function guest(id: string, name: string, email: string, merged: string[] = []): GuestView {
  return {
    id,
    name,
    email,
    phone: null,
    status: 'sent',
    viewState: null,
    peopleCount: 0,
    uniqueCode: null,
    sentAt: null,
    respondedAt: null,
    delivery: null,
    unsubscribed: false,
    optedOut: false,
    invitationIds: [id, ...merged],
    mergedNames: [],
  };
}

const ana = guest('i-ana', 'Ana Lima', 'ana@example.com', ['i-ana-2']);
const ben = guest('i-ben', 'Ben Ortiz', 'ben@example.com');

function Harness(props: { step: number; initial: WizardDraft; finish: (eventId: string) => void }) {
  return <RunnerHarness {...props} editEventId={EVENT_ID} />;
}

describe('the guest step in edit mode', () => {
  it('lists and counts the event’s guests; Remove asks first, removes them on the server and reads them again', async () => {
    let guests = [ana, ben];
    const fake = fakeTrpc({
      'auth.me': sessionOf(false),
      'events.byId': () => sampleEvent({ guests }),
      'guests.remove': (input: { invitationIds: string[] }) => {
        guests = guests.filter((g) => !input.invitationIds.includes(g.id));
        return { removed: input.invitationIds.length };
      },
    });
    await renderWithTrpc(
      <Harness step={10} initial={draftFromEvent(sampleEvent())} finish={vi.fn()} />,
      fake,
    );
    expect(await screen.findByText('2 of 200 guests')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Guest list' });
    expect(within(list).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(list).getByText('Ben Ortiz')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Ana Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ana Lima?' });
    // Nothing is removed before the host confirms.
    expect(callsTo(fake, 'guests.remove')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(messages.guests.removed)).toBeInTheDocument();
    // Every invitation the guest stands for (merged duplicates too).
    expect(callsTo(fake, 'guests.remove')).toEqual([
      { eventId: EVENT_ID, invitationIds: ['i-ana', 'i-ana-2'] },
    ]);
    expect(await screen.findByText('1 of 200 guests')).toBeInTheDocument();
    expect(screen.queryByText('Ana Lima')).not.toBeInTheDocument();
  });

  it('a guest added in the wizard is counted with the event’s and removed from the draft only', async () => {
    const fake = fakeTrpc({
      'auth.me': sessionOf(false),
      'events.byId': sampleEvent({ guests: [ben] }),
    });
    const initial: WizardDraft = {
      ...draftFromEvent(sampleEvent()),
      recipients: [
        { key: 'k1', name: 'Cy Young', email: 'cy@example.com', phone: null, source: 'wizard' },
      ],
    };
    await renderWithTrpc(<Harness step={10} initial={initial} finish={vi.fn()} />, fake);
    expect(await screen.findByText('2 of 200 guests')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Cy Young' }));
    expect(await screen.findByText('1 of 200 guests')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fake, 'guests.remove')).toEqual([]);
  });
});

describe('Save on the send and reminders steps in edit mode', () => {
  it('the send step saves the event and goes to its page', async () => {
    const finish = vi.fn();
    const fake = fakeTrpc({
      'auth.me': sessionOf(false),
      'events.byId': unlockedEvent({ guests: [ben] }),
      'events.update': { id: EVENT_ID, alreadyInvited: [] },
    });
    const initial = { ...draftFromEvent(unlockedEvent()), title: 'Renamed party' };
    await renderWithTrpc(<Harness step={12} initial={initial} finish={finish} />, fake);
    // Once the event is read (the step has its guests).
    await screen.findByText('Ben Ortiz');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(finish).toHaveBeenCalledWith(EVENT_ID));
    expect(callsTo(fake, 'events.update')).toMatchObject([
      { eventId: EVENT_ID, title: 'Renamed party' },
    ]);
  });

  it('the reminders step saves the event and its reminders, then goes to its page', async () => {
    const finish = vi.fn();
    const fake = fakeTrpc({
      'auth.me': sessionOf(false),
      'events.byId': unlockedEvent(),
      'events.update': { id: EVENT_ID, alreadyInvited: [] },
      'events.setReminders': { id: EVENT_ID },
    });
    const initial = { ...draftFromEvent(unlockedEvent()), reminderNoResponse: '3d' as const };
    await renderWithTrpc(<Harness step={13} initial={initial} finish={finish} />, fake);
    await screen.findByRole('heading', { name: 'Automatic reminders' });
    const save = await screen.findByRole('button', { name: 'Save' });
    // The choices wait for the event before Save means anything.
    await vi.waitFor(() =>
      expect(
        (screen.getByLabelText("Remind guests who haven't answered") as HTMLSelectElement).disabled,
      ).toBe(false),
    );
    await userEvent.setup().click(save);
    await vi.waitFor(() => expect(finish).toHaveBeenCalledWith(EVENT_ID));
    expect(callsTo(fake, 'events.update')).toHaveLength(1);
    expect(callsTo(fake, 'events.setReminders')).toMatchObject([
      { eventId: EVENT_ID, reminderNoResponse: '3d' },
    ]);
  });
});

describe('the template-first wizard with an eventId', () => {
  const props = {
    step: 3,
    hasStep: true,
    templateId: undefined,
    search: undefined,
    payment: undefined,
    clearPayment: vi.fn(),
    choose: vi.fn(),
    goTo: vi.fn(),
    leave: vi.fn(),
    finish: vi.fn(),
  };

  it('edits the host’s event: loaded from the server, with Save changes', async () => {
    const fake = fakeTrpc({
      'auth.me': sessionOf(false),
      'events.byId': sampleEvent({ title: 'Pool Party' }),
    });
    await renderWithTrpc(<TemplateWizard {...props} editEventId={EVENT_ID} />, fake);
    expect(await screen.findByRole('heading', { name: 'Review your changes' })).toBeInTheDocument();
    expect(screen.getByText('Pool Party')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(callsTo(fake, 'events.byId')).toEqual([{ eventId: EVENT_ID }]);
  });

  it('someone else’s event is not found, and nothing of it is shown', async () => {
    const fake = fakeTrpc({
      'auth.me': sessionOf(false),
      'events.byId': serverError('NOT_FOUND', 404, 'Event not found'),
    });
    await renderWithTrpc(<TemplateWizard {...props} editEventId={EVENT_ID} />, fake);
    expect(await screen.findByText(messages.editEvent.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review your changes' })).not.toBeInTheDocument();
  });
});
