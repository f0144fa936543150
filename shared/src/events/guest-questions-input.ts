import { z } from 'zod';
import { questionMessages } from '../messages/questions.ts';
import {
  MAX_CHOICE_LENGTH,
  MAX_CHOICES,
  MAX_QUESTION_ANSWER,
  MAX_QUESTION_LENGTH,
  MAX_QUESTIONS,
  QUESTION_KINDS,
} from './guest-questions.ts';

/** The checks on the host's questions and the guests' answers (docs/decisions/064). */

export const QUESTION_ID = /^[a-z0-9]{1,12}$/;

const trimmed = (max: number, tooLong: string) =>
  z.string({ error: questionMessages.invalid }).trim().max(max, tooLong);

export const guestQuestionInput = z
  .object({
    id: z.string().regex(QUESTION_ID, questionMessages.invalid),
    text: trimmed(MAX_QUESTION_LENGTH, questionMessages.textTooLong).min(
      1,
      questionMessages.textRequired,
    ),
    kind: z.enum(QUESTION_KINDS, { error: questionMessages.invalid }),
    choices: z
      .array(trimmed(MAX_CHOICE_LENGTH, questionMessages.choiceTooLong))
      .max(MAX_CHOICES, questionMessages.tooManyChoices)
      .default([])
      .transform((choices) => [...new Set(choices.filter(Boolean))]),
    required: z.boolean().default(false),
  })
  .transform((question) => (question.kind === 'text' ? { ...question, choices: [] } : question))
  .refine((question) => question.kind === 'text' || question.choices.length >= 2, {
    message: questionMessages.tooFewChoices,
    path: ['choices'],
  });

/** events.update's `questions`: the whole list, in order, replacing the one before. */
export const guestQuestionsInput = z
  .array(guestQuestionInput)
  .max(MAX_QUESTIONS, questionMessages.tooMany)
  .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, {
    message: questionMessages.invalid,
  });

/** invite.respond's answers to the questions, by id: each a short text (blank is none). */
export const questionAnswersInput = z
  .record(
    z.string().regex(QUESTION_ID, questionMessages.invalid),
    trimmed(MAX_QUESTION_ANSWER, questionMessages.answerTooLong),
  )
  .refine((answers) => Object.keys(answers).length <= MAX_QUESTIONS, {
    message: questionMessages.invalid,
  })
  .transform((answers) =>
    Object.fromEntries(Object.entries(answers).filter(([, answer]) => answer !== '')),
  );
