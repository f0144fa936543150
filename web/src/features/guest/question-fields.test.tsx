import { guestQuestion } from '@partyreel/shared/events/guest-questions';
import type { LinkGuest } from '@partyreel/shared/invite/invite-types';
import { questionMessages } from '@partyreel/shared/messages/questions';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerForm } from './answer-form.tsx';
import type { LocalAnswer } from './guest-storage.ts';

afterEach(cleanup);

const diet = guestQuestion('diet', 'Any dietary needs?');
const meal = guestQuestion('meal', 'Fish or pasta?', {
  choices: ['Fish', 'Pasta'],
  required: true,
});

function renderForm(current: LocalAnswer | null = null) {
  const onAnswer = vi.fn<(answer: LocalAnswer, guest: LinkGuest | null) => Promise<void>>(() =>
    Promise.resolve(),
  );
  render(
    <AnswerForm guestName="" current={current} onAnswer={onAnswer} questions={[diet, meal]} />,
  );
  return { user: userEvent.setup(), onAnswer };
}

describe('the host’s questions on the answer form', () => {
  it('asks a short text and a choice; a required one must be answered to accept', async () => {
    const { user, onAnswer } = renderForm();
    expect(screen.getByLabelText('Any dietary needs? (optional)')).toBeInTheDocument();
    const choice = screen.getByRole('group', { name: 'Fish or pasta?' });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText(questionMessages.answerRequired('Fish or pasta?'))).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Fish' }));
    expect(choice).toHaveAttribute('aria-invalid', 'true');
    expect(onAnswer).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Any dietary needs? (optional)'), '  No nuts ');
    await user.click(screen.getByRole('radio', { name: 'Pasta' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAnswer).toHaveBeenCalledWith(
      {
        response: 'accepted',
        peopleCount: 1,
        note: null,
        questionAnswers: { diet: 'No nuts', meal: 'Pasta' },
      },
      null,
    );
  });

  it('lets a guest decline without answering, and shows the answers already given', async () => {
    const { user, onAnswer } = renderForm({
      response: 'maybe',
      peopleCount: 2,
      note: null,
      questionAnswers: { meal: 'Fish' },
    });
    expect(screen.getByRole('radio', { name: 'Fish' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Fish' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAnswer).toHaveBeenCalledWith(
      { response: 'declined', peopleCount: 0, note: null, questionAnswers: { meal: 'Fish' } },
      null,
    );
  });
});
