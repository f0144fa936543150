import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { sessionOf } from '../../test/sample-session.ts';
import { emptyDraft, type WizardDraft } from './draft/wizard-draft.ts';
import { RunnerHarness } from './test-runner-harness.tsx';

afterEach(cleanup);

async function renderStep(step: number) {
  const goTo = vi.fn();
  const leave = vi.fn();
  await renderWithTrpc(
    <RunnerHarness step={step} goTo={goTo} leave={leave} />,
    fakeTrpc({ 'auth.me': sessionOf(true) }),
  );
  return { user: userEvent.setup(), goTo, leave };
}

describe('the create-event steps', () => {
  it('step 1 asks what the event is called, refuses a blank name and keeps the step', async () => {
    const { user, goTo } = await renderStep(1);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: messages.wizard.nameQuestion,
    });
    expect(document.activeElement).toBe(heading);
    const name = screen.getByLabelText('Event name');
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(messages.wizard.nameRequired)).toBeInTheDocument();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(goTo).not.toHaveBeenCalled();

    await user.type(name, 'Maya turns 7');
    await user.keyboard('{Enter}');
    expect(goTo).toHaveBeenCalledWith(2);
  });

  it("a step's message clears as soon as the host fixes what it names", async () => {
    const { user } = await renderStep(1);
    const name = await screen.findByLabelText('Event name');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(messages.wizard.nameRequired)).toBeInTheDocument();
    await user.type(name, 'M');
    expect(screen.queryByText(messages.wizard.nameRequired)).not.toBeInTheDocument();
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    await user.clear(name);
    expect(screen.queryByText(messages.wizard.nameRequired)).not.toBeInTheDocument();
  });

  it('Back on the first step leaves the wizard; later steps go one back', async () => {
    const first = await renderStep(1);
    await first.user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(first.leave).toHaveBeenCalled();
    cleanup();
    const third = await renderStep(3);
    await third.user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(third.goTo).toHaveBeenCalledWith(2);
  });

  it('step 3 needs a date and step 4 a start time', async () => {
    const date = await renderStep(3);
    await date.user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText(messages.wizard.dateRequired)).toBeInTheDocument();
    expect(date.goTo).not.toHaveBeenCalled();
    cleanup();

    const time = await renderStep(4);
    await time.user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText(messages.wizard.startTimeRequired)).toBeInTheDocument();
    expect(time.goTo).not.toHaveBeenCalled();
  });

  it('the photo and video steps may be skipped', async () => {
    const photo = await renderStep(5);
    await photo.user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(photo.goTo).toHaveBeenCalledWith(6);
  });
});

const EVENT_ID = '5f0c1c4e-7d39-4a43-9d1e-2f0b7a1c9e11';
/** A draft with every detail the review step needs. */
const ready: WizardDraft = {
  ...emptyDraft('UTC'),
  title: 'Pool Party',
  location: 'The Lido',
  eventDate: '2031-07-01',
  startTime: '11:00',
  templateId: 'rainbow-unicorn-meadow',
};

describe('after the review step creates the event', () => {
  async function createAs(anonymous: boolean, unlocked: boolean) {
    const goTo = vi.fn();
    await renderWithTrpc(
      <RunnerHarness step={11} goTo={goTo} leave={vi.fn()} initial={ready} />,
      fakeTrpc({
        'auth.me': sessionOf(anonymous),
        'events.create': { eventId: EVENT_ID },
        'events.byId': { id: EVENT_ID, counts: { unlocked }, guests: [] },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Event' }));
    return { user, goTo };
  }

  it('a registered host sees the unlock modal; Maybe later goes to the send step', async () => {
    const { user, goTo } = await createAs(false, false);
    const dialog = await screen.findByRole('dialog', { name: messages.unlock.title });
    expect(dialog.getAttribute('data-event-id')).toBe(EVENT_ID);
    expect(goTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: messages.unlock.maybeLater }));
    expect(goTo).toHaveBeenCalledWith(12);
  });

  it('Escape closes the modal to the send step too', async () => {
    const { user, goTo } = await createAs(false, false);
    await screen.findByRole('dialog', { name: messages.unlock.title });
    await user.keyboard('{Escape}');
    expect(goTo).toHaveBeenCalledWith(12);
  });

  it('an event already unlocked goes straight to the send step', async () => {
    const { goTo } = await createAs(false, true);
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(12));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an anonymous host goes to registration, without the modal', async () => {
    const { goTo } = await createAs(true, false);
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(14));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('edit mode', () => {
  it('tells the host when a guest added is on the event’s list already (not added again)', async () => {
    const finish = vi.fn();
    const initial: WizardDraft = {
      ...ready,
      eventId: EVENT_ID,
      recipients: [
        { key: 'k1', name: 'Ana', email: 'ana@example.com', phone: null, source: 'wizard' },
      ],
    };
    const fake = fakeTrpc({
      'auth.me': sessionOf(false),
      'events.update': { id: EVENT_ID, alreadyInvited: [{ name: 'Ana', guestName: 'Ana Lima' }] },
    });
    await renderWithTrpc(
      <RunnerHarness
        step={10}
        goTo={vi.fn()}
        leave={vi.fn()}
        finish={finish}
        initial={initial}
        editEventId={EVENT_ID}
      />,
      fake,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(messages.guests.alreadyOnList('Ana', 'Ana Lima')),
    ).toBeInTheDocument();
    expect(finish).toHaveBeenCalledWith(EVENT_ID);
  });
});

describe('the reminders step', () => {
  const created: WizardDraft = {
    ...emptyDraft('UTC'),
    title: 'Pool Party',
    eventId: EVENT_ID,
    reminderNoResponse: '3d',
    reminderAll: '0d',
  };

  async function renderReminders(unlocked: boolean) {
    // Every procedure the step calls, in order.
    const sent: string[] = [];
    const fake = fakeTrpc({
      'auth.me': sessionOf(false),
      'events.setReminders': () => {
        sent.push('events.setReminders');
        return { id: EVENT_ID };
      },
      'events.byId': { id: EVENT_ID, counts: { unlocked }, guests: [] },
      'payments.price': { amountCents: 499, currency: 'usd', promo: null },
    });
    const finish = vi.fn();
    await renderWithTrpc(
      <RunnerHarness step={13} goTo={vi.fn()} leave={vi.fn()} finish={finish} initial={created} />,
      fake,
    );
    await screen.findByRole('heading', { name: 'Automatic reminders' });
    return { sent, finish, user: userEvent.setup() };
  }

  const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;

  it('waits for the unlock: no choices, a way to unlock, and Finish saves nothing', async () => {
    const { sent, finish, user } = await renderReminders(false);
    expect(await screen.findByText(messages.checkout.remindersLocked)).toBeInTheDocument();
    const noResponse = select("Remind guests who haven't answered");
    expect(noResponse.disabled).toBe(true);
    expect(noResponse.value).toBe('');
    expect(select('Remind everyone').disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const dialog = screen.getByRole('dialog', { name: messages.unlock.title });
    await user.click(within(dialog).getByRole('button', { name: messages.unlock.maybeLater }));

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(finish).toHaveBeenCalledWith(EVENT_ID);
    expect(sent.filter((url) => url.includes('setReminders'))).toEqual([]);
  });

  it('saves the two choices of an unlocked event, then finishes', async () => {
    const { sent, finish, user } = await renderReminders(true);
    await vi.waitFor(() => expect(select('Remind everyone').disabled).toBe(false));
    expect(select("Remind guests who haven't answered").value).toBe('3d');
    expect(screen.queryByText(messages.checkout.remindersLocked)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await vi.waitFor(() => expect(finish).toHaveBeenCalledWith(EVENT_ID));
    expect(sent.filter((url) => url.includes('events.setReminders'))).toHaveLength(1);
  });
});
