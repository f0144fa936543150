import {
  type LinkGuest,
  MAX_ANSWER_NOTE,
  MAX_PEOPLE_PER_ANSWER,
} from '@partyreel/shared/invite/invite-types';
import { messages } from '@partyreel/shared/messages';
import { guestMessages } from '@partyreel/shared/messages/guest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestRefusal } from '../../test/server-error.ts';
import { AnswerForm, type AnswerFormProps } from './answer-form.tsx';
import type { LocalAnswer } from './guest-storage.ts';

afterEach(cleanup);

function renderForm(props: Partial<AnswerFormProps> = {}) {
  const onAnswer = vi.fn<(answer: LocalAnswer, guest: LinkGuest | null) => Promise<void>>(() =>
    Promise.resolve(),
  );
  const user = userEvent.setup();
  render(<AnswerForm guestName="" current={null} onAnswer={onAnswer} {...props} />);
  return {
    user,
    onAnswer: (props.onAnswer as typeof onAnswer | undefined) ?? onAnswer,
    people: screen.getByLabelText('Number of people') as HTMLInputElement,
    accept: screen.getByRole('button', { name: 'Accept' }),
    maybe: screen.getByRole('button', { name: 'Maybe' }),
    decline: screen.getByRole('button', { name: 'Decline' }),
    more: screen.getByRole('button', { name: 'One more person' }),
    fewer: screen.getByRole('button', { name: 'One person fewer' }),
  };
}

describe('AnswerForm', () => {
  it('accepts for one person by default', async () => {
    const { user, people, accept, onAnswer } = renderForm();
    expect(people.value).toBe('1');
    await user.click(accept);
    expect(onAnswer).toHaveBeenCalledWith(
      { response: 'accepted', peopleCount: 1, note: null },
      null,
    );
  });

  it('steps the count with − and + between 1 and the maximum', async () => {
    const { user, people, more, fewer, accept, onAnswer } = renderForm();
    expect(fewer.hasAttribute('disabled')).toBe(true);
    await user.click(more);
    await user.click(more);
    expect(people.value).toBe('3');
    await user.click(fewer);
    expect(people.value).toBe('2');
    await user.clear(people);
    await user.type(people, String(MAX_PEOPLE_PER_ANSWER));
    expect(more.hasAttribute('disabled')).toBe(true);
    await user.click(accept);
    expect(onAnswer).toHaveBeenCalledWith(
      {
        response: 'accepted',
        peopleCount: MAX_PEOPLE_PER_ANSWER,
        note: null,
      },
      null,
    );
  });

  it.each(['0', String(MAX_PEOPLE_PER_ANSWER + 1), '', '2.5'])(
    'refuses %j people with a clear message and keeps it',
    async (typed) => {
      const { user, people, accept, onAnswer } = renderForm();
      await user.clear(people);
      if (typed) await user.type(people, typed);
      await user.click(accept);
      expect(screen.getByText(messages.guest.peopleCountInvalid)).toBeInTheDocument();
      expect(people.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(people);
      expect(people.value).toBe(typed);
      expect(onAnswer).not.toHaveBeenCalled();
    },
  );

  it('keeps to the host’s own limit on people per answer', async () => {
    const { user, people, more, accept, onAnswer } = renderForm({ maxPeople: 4 });
    expect(screen.getByText('Including you, at most 4.')).toBeInTheDocument();
    await user.clear(people);
    await user.type(people, '4');
    expect(more).toBeDisabled();
    await user.clear(people);
    await user.type(people, '5');
    await user.click(accept);
    expect(screen.getByText(messages.guest.peopleCountUpTo(4))).toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('names the same limit as the server', () => {
    expect(messages.guest.peopleCountInvalid).toContain(`1 to ${MAX_PEOPLE_PER_ANSWER}.`);
  });

  it('declines whatever the count says', async () => {
    const { user, people, decline, onAnswer } = renderForm();
    await user.clear(people);
    await user.type(people, '0');
    await user.click(decline);
    expect(onAnswer).toHaveBeenCalledWith(
      { response: 'declined', peopleCount: 0, note: null },
      null,
    );
    expect(screen.queryByText(messages.guest.peopleCountInvalid)).not.toBeInTheDocument();
  });

  it('answers Maybe with the head count, checked like an accept', async () => {
    const { user, people, more, maybe, onAnswer } = renderForm();
    await user.click(more);
    await user.click(maybe);
    expect(onAnswer).toHaveBeenCalledWith({ response: 'maybe', peopleCount: 2, note: null }, null);

    await user.clear(people);
    await user.type(people, '0');
    await user.click(maybe);
    expect(screen.getByText(messages.guest.peopleCountInvalid)).toBeInTheDocument();
    expect(people.value).toBe('0');
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('shows a Maybe already given with its head count', () => {
    renderForm({ current: { response: 'maybe', peopleCount: 3, note: null } });
    expect(screen.getByText(/Maybe · 3 people/)).toBeInTheDocument();
    expect((screen.getByLabelText('Number of people') as HTMLInputElement).value).toBe('3');
  });

  it('shows a guest on the waitlist where they stand, with their head count', () => {
    renderForm({ current: { response: 'waitlisted', peopleCount: 2, note: null } });
    expect(
      screen.getByText(`${messages.guest.waitlistBadge} · 2 people`, { exact: false }),
    ).toBeInTheDocument();
    expect((screen.getByLabelText('Number of people') as HTMLInputElement).value).toBe('2');
  });

  it('shows the server’s refusal when the party has too few places left, keeping the count', async () => {
    const onAnswer = vi.fn(() =>
      Promise.reject(guestRefusal('BAD_REQUEST', 400, messages.guest.partyFull(2))),
    );
    const { user, people, accept } = renderForm({
      onAnswer,
      current: { response: 'accepted', peopleCount: 2, note: null },
    });
    await user.clear(people);
    await user.type(people, '3');
    await user.click(accept);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.guest.partyFull(2));
    expect(people.value).toBe('3');
  });

  it('sends a note with any answer, trimmed; a note too long is said and kept, and nothing sent', async () => {
    const { user, decline, onAnswer } = renderForm();
    const note = screen.getByLabelText(/Note to the host/) as HTMLTextAreaElement;
    await user.type(note, '  Sorry, away that weekend  ');
    await user.click(decline);
    expect(onAnswer).toHaveBeenCalledWith(
      {
        response: 'declined',
        peopleCount: 0,
        note: 'Sorry, away that weekend',
      },
      null,
    );

    const long = 'x'.repeat(MAX_ANSWER_NOTE + 1);
    await user.clear(note);
    await user.click(note);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText(messages.guest.noteTooLong)).toBeInTheDocument();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(note);
    expect(note.value).toBe(long);
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('names the same note limit as the server', () => {
    expect(messages.guest.noteTooLong).toContain(`${MAX_ANSWER_NOTE} characters`);
  });

  it('shows the answer already given, ready to change', () => {
    renderForm({
      guestName: 'Ava',
      current: { response: 'accepted', peopleCount: 4, note: 'Bringing cake' },
    });
    expect(screen.getByRole('heading', { name: 'Ava, will you be there?' })).toBeInTheDocument();
    expect(screen.getByText(/Accepted · 4 people/)).toBeInTheDocument();
    expect((screen.getByLabelText('Number of people') as HTMLInputElement).value).toBe('4');
    expect((screen.getByLabelText(/Note to the host/) as HTMLTextAreaElement).value).toBe(
      'Bringing cake',
    );
  });

  it('says why when the server refuses, keeping the count', async () => {
    const onAnswer = vi.fn(() =>
      Promise.reject(guestRefusal('TOO_MANY_REQUESTS', 429, 'slow down')),
    );
    const { user, people, more, accept } = renderForm({ onAnswer });
    await user.click(more);
    await user.click(accept);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.generic.tooManyRequests);
    expect(people.value).toBe('2');
    expect(accept.hasAttribute('disabled')).toBe(false);
  });

  it('says something went wrong when the server cannot be reached', async () => {
    const onAnswer = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, decline } = renderForm({ onAnswer });
    await user.click(decline);
    expect((await screen.findByRole('alert')).textContent).toBe(
      messages.generic.somethingWentWrong,
    );
  });

  it("opens from a template's answer link with that answer ready, and answers only when the guest confirms", async () => {
    const yes = renderForm({ choice: 'yes' });
    expect(screen.getByText(guestMessages.confirmAccept)).toBeInTheDocument();
    expect(document.activeElement).toBe(yes.accept);
    expect(yes.onAnswer).not.toHaveBeenCalled();
    await yes.user.keyboard('{Enter}');
    expect(yes.onAnswer).toHaveBeenCalledWith(
      { response: 'accepted', peopleCount: 1, note: null },
      null,
    );
    cleanup();

    const no = renderForm({ choice: 'no' });
    expect(screen.getByText(guestMessages.confirmDecline)).toBeInTheDocument();
    expect(document.activeElement).toBe(no.decline);
    expect(no.onAnswer).not.toHaveBeenCalled();
  });

  describe('a share-link guest', () => {
    it('is asked a first name first: nothing is sent without it, and what was typed stays', async () => {
      const { user, people, accept, onAnswer } = renderForm({ linkGuest: null });
      expect(screen.queryByText('Ava, will you be there?')).not.toBeInTheDocument();
      const name = screen.getByLabelText('Your first name');
      const email = screen.getByLabelText(/Your email/);
      await user.clear(people);
      await user.type(people, '3');
      await user.type(screen.getByLabelText(/Note to the host/), 'No nuts');
      await user.click(accept);
      expect(screen.getByText(guestMessages.nameRequired)).toBeInTheDocument();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveFocus();
      expect(onAnswer).not.toHaveBeenCalled();

      await user.type(name, 'Zoe');
      await user.type(email, 'zoe@example');
      await user.click(accept);
      expect(screen.getByText(guestMessages.emailInvalid)).toBeInTheDocument();
      expect(email).toHaveFocus();
      expect(onAnswer).not.toHaveBeenCalled();

      await user.type(email, '.com');
      await user.click(accept);
      expect(onAnswer).toHaveBeenCalledWith(
        { response: 'accepted', peopleCount: 3, note: 'No nuts' },
        { name: 'Zoe', email: 'zoe@example.com' },
      );
    });

    it('opens with the name and e-mail this browser gave last, and sends them with any answer', async () => {
      const { user, decline, onAnswer } = renderForm({
        linkGuest: { name: 'Zoe', email: 'zoe@example.com' },
      });
      expect(screen.getByLabelText('Your first name')).toHaveValue('Zoe');
      expect(screen.getByLabelText(/Your email/)).toHaveValue('zoe@example.com');
      await user.click(decline);
      expect(onAnswer).toHaveBeenCalledWith(
        { response: 'declined', peopleCount: 0, note: null },
        { name: 'Zoe', email: 'zoe@example.com' },
      );
    });

    it('is not asked of a personal guest, whom the host named', () => {
      renderForm({ guestName: 'Ava' });
      expect(screen.queryByLabelText('Your first name')).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/Your email/)).not.toBeInTheDocument();
    });
  });
});
