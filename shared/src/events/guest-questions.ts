/**
 * The host's questions for guests (docs/decisions/064): at most three, each a short text or a
 * choice, optional or required, answered with the guest's answer.
 */
export const MAX_QUESTIONS = 3;
export const MAX_QUESTION_LENGTH = 120;
export const MAX_CHOICES = 6;
export const MAX_CHOICE_LENGTH = 60;
export const MAX_QUESTION_ANSWER = 300;

export const QUESTION_KINDS = ['text', 'choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface GuestQuestion {
  /** A short random id the answers are keyed by; kept when the host rewords the question. */
  id: string;
  text: string;
  kind: QuestionKind;
  /** A choice's answers, in order (2 to MAX_CHOICES); empty for a short text. */
  choices: string[];
  required: boolean;
}

/** A guest's answers, by question id. */
export type QuestionAnswers = Record<string, string>;

/** The first of `questions` a guest must answer and did not (a decline answers none). */
export function missingAnswer(
  questions: readonly GuestQuestion[],
  answers: QuestionAnswers,
): GuestQuestion | undefined {
  return questions.find((question) => question.required && !answers[question.id]?.trim());
}

/** A question: a choice when it offers answers, else a short text. */
export function guestQuestion(
  id: string,
  text: string,
  { choices = [], required = false }: { choices?: string[]; required?: boolean } = {},
): GuestQuestion {
  return { id, text, kind: choices.length > 0 ? 'choice' : 'text', choices, required };
}

/** A new question's id: short, random, for the host's editor. */
export function newQuestionId(): string {
  return Math.random().toString(36).slice(2, 10);
}
