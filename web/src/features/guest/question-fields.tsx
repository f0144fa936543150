import {
  type GuestQuestion,
  MAX_QUESTION_ANSWER,
  missingAnswer,
  type QuestionAnswers,
} from '@partyreel/shared/events/guest-questions';
import { questionMessages } from '@partyreel/shared/messages/questions';

const inputStyle =
  'block min-h-12 w-full rounded-2xl border-2 border-violet-200 bg-white px-3 text-ink shadow-inner focus:border-party-magenta aria-invalid:border-rose-500';

/** A question's field id: what a check focuses (a choice: its first option). */
export const questionFieldId = (idPrefix: string, question: Pick<GuestQuestion, 'id'>) =>
  `${idPrefix}-q-${question.id}`;

/**
 * The answers to send, trimmed and blanks left out, or the first question a guest who comes must
 * answer and did not, with its message (docs/decisions/064).
 */
export function checkQuestionAnswers(
  questions: readonly GuestQuestion[],
  typed: QuestionAnswers,
  coming: boolean,
):
  | { ok: true; answers: QuestionAnswers }
  | { ok: false; question: GuestQuestion; message: string } {
  const answers = Object.fromEntries(
    questions.flatMap((q) => (typed[q.id]?.trim() ? [[q.id, typed[q.id]?.trim() ?? '']] : [])),
  );
  const tooLong = questions.find((q) => (answers[q.id]?.length ?? 0) > MAX_QUESTION_ANSWER);
  if (tooLong) return { ok: false, question: tooLong, message: questionMessages.answerTooLong };
  const missing = coming ? missingAnswer(questions, answers) : undefined;
  if (missing)
    return { ok: false, question: missing, message: questionMessages.answerRequired(missing.text) };
  return { ok: true, answers };
}

interface QuestionFieldsProps {
  idPrefix: string;
  questions: readonly GuestQuestion[];
  values: QuestionAnswers;
  /** The message under one question, by its id. */
  errors: Partial<Record<string, string>>;
  onChange: (values: QuestionAnswers) => void;
}

/**
 * The host's questions on the answer form: a short text as a text box, a choice as radio
 * buttons; a required one says so (the guest answers it to accept or say maybe).
 */
export function QuestionFields({
  idPrefix,
  questions,
  values,
  errors,
  onChange,
}: QuestionFieldsProps) {
  return (
    <>
      {questions.map((question) => {
        const id = questionFieldId(idPrefix, question);
        const error = errors[question.id];
        const label = (
          <>
            {question.text}
            {question.required ? null : (
              <span className="font-normal text-ink-soft"> (optional)</span>
            )}
          </>
        );
        const message = (
          <p
            id={`${id}-message`}
            className={`text-sm ${error ? 'font-semibold text-rose-600' : 'text-ink-soft'}`}
          >
            {error ?? (question.required ? 'Needed to accept or say maybe.' : '')}
          </p>
        );
        const set = (answer: string) => onChange({ ...values, [question.id]: answer });
        if (question.kind === 'text')
          return (
            <div key={question.id} className="space-y-1.5">
              <label htmlFor={id} className="block font-bold text-ink">
                {label}
              </label>
              <input
                id={id}
                type="text"
                maxLength={MAX_QUESTION_ANSWER}
                value={values[question.id] ?? ''}
                onChange={(event) => set(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-message`}
                className={inputStyle}
              />
              {message}
            </div>
          );
        return (
          <fieldset
            key={question.id}
            className="space-y-1.5"
            aria-describedby={`${id}-message`}
            aria-invalid={error ? true : undefined}
          >
            <legend className="font-bold text-ink">{label}</legend>
            <div className="flex flex-wrap gap-2">
              {question.choices.map((choice, i) => (
                <label
                  key={choice}
                  className="flex min-h-11 items-center gap-2 rounded-2xl px-3 ring-2 ring-violet-200 has-[:checked]:bg-violet-50 has-[:checked]:ring-party-magenta"
                >
                  <input
                    id={i === 0 ? id : undefined}
                    type="radio"
                    name={id}
                    value={choice}
                    checked={values[question.id] === choice}
                    onChange={() => set(choice)}
                    className="size-5 accent-party-magenta"
                  />
                  {choice}
                </label>
              ))}
            </div>
            {message}
          </fieldset>
        );
      })}
    </>
  );
}
