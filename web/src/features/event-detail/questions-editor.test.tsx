import { type GuestQuestion, guestQuestion } from '@partyreel/shared/events/guest-questions';
import { messages } from '@partyreel/shared/messages';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import { QuestionsEditor } from './questions-editor.tsx';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

const meal = guestQuestion('meal', 'Fish or pasta?', {
  choices: ['Fish', 'Pasta'],
  required: true,
});

async function renderEditor(saved: GuestQuestion[], update: unknown = { alreadyInvited: [] }) {
  const fake = fakeTrpc({ 'events.update': update as never });
  await renderWithTrpc(<QuestionsEditor eventId="e1" saved={saved} />, fake);
  return { fake, user: userEvent.setup() };
}

describe('QuestionsEditor', () => {
  it('adds a question, makes it a choice, and saves the list', async () => {
    const { fake, user } = await renderEditor([meal]);
    expect(screen.getByLabelText('Question 1')).toHaveValue('Fish or pasta?');
    expect(screen.getByLabelText('Choices, one a line (question 1)')).toHaveValue('Fish\nPasta');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByLabelText('Question 2'), 'Which day suits you?');
    await user.selectOptions(screen.getByLabelText('Answered with (question 2)'), 'A choice');
    await user.type(
      screen.getByLabelText('Choices, one a line (question 2)'),
      'Friday{Enter}Saturday',
    );
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText(messages.questions.saved)).toBeInTheDocument();
    const [call] = callsTo(fake, 'events.update') as { questions: GuestQuestion[] }[];
    expect(call?.questions).toEqual([
      meal,
      {
        id: expect.stringMatching(/^[a-z0-9]{1,12}$/),
        text: 'Which day suits you?',
        kind: 'choice',
        choices: ['Friday', 'Saturday'],
        required: false,
      },
    ]);
  });

  it('says what is wrong before asking the server, and offers no fourth question', async () => {
    const { fake, user } = await renderEditor([meal, { ...meal, id: 'b' }]);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByRole('button', { name: 'Add a question' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(screen.getByText(messages.questions.textRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.clear(screen.getByLabelText('Choices, one a line (question 2)'));
    await user.type(screen.getByLabelText('Choices, one a line (question 2)'), 'Only one');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(screen.getByText(messages.questions.tooFewChoices)).toBeInTheDocument();
    expect(callsTo(fake, 'events.update')).toEqual([]);
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    const { user } = await renderEditor(
      [],
      serverError('TOO_MANY_REQUESTS', 429, messages.editEvent.tooManyChanges),
    );
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByLabelText('Question 1'), 'Any dietary needs?');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText(messages.editEvent.tooManyChanges)).toBeInTheDocument();
    expect(screen.getByLabelText('Question 1')).toHaveValue('Any dietary needs?');
  });
});
