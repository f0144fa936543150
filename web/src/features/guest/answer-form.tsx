import type { GuestQuestion, QuestionAnswers } from '@partyreel/shared/events/guest-questions';
import type { AnswerChoice } from '@partyreel/shared/invite/answer-link';
import {
  type LinkGuest,
  MAX_ANSWER_NOTE,
  MAX_PEOPLE_PER_ANSWER,
} from '@partyreel/shared/invite/invite-types';
import { guestMessages } from '@partyreel/shared/messages/guest';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { answerErrorMessage } from './guest-errors.ts';
import type { LocalAnswer } from './guest-storage.ts';
import { checkLinkGuest, type LinkGuestDraft } from './link-guest.ts';
import { LinkGuestFields } from './link-guest-fields.tsx';
import { checkPeopleCount, stepPeopleCount } from './people-count.ts';
import { checkQuestionAnswers, QuestionFields, questionFieldId } from './question-fields.tsx';

const stepperButton =
  'grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-2xl font-bold text-ink ring-2 ring-violet-200 transition hover:bg-violet-50 active:scale-95 disabled:cursor-not-allowed disabled:opacity-55 disabled:active:scale-100';

export interface AnswerFormProps {
  /** The guest's first name, for the question; '' for a share-link guest. */
  guestName: string;
  /** The answer already given, shown and pre-filled so it can be changed. */
  current: LocalAnswer | null;
  /**
   * Records the answer (with who gave it, for a share-link guest); rejects with the server's error
   * when it was not recorded.
   */
  onAnswer: (answer: LocalAnswer, guest: LinkGuest | null) => Promise<void>;
  /**
   * A share-link guest is asked who they are (their first name, and an e-mail if they like): here
   * what this browser last gave, or null the first time. Undefined for a personal guest.
   */
  linkGuest?: LinkGuest | null | undefined;
  /** The answer a template's answer link chose: its button has the focus, and a line asks to confirm. */
  choice?: AnswerChoice | undefined;
  /** The most people one answer may bring (the host's limit); MAX_PEOPLE_PER_ANSWER by default. */
  maxPeople?: number;
  /** The host's questions, asked with the answer (docs/decisions/064). */
  questions?: readonly GuestQuestion[];
}

/** How the form names the guest's current answer (a waitlisted Accepted waits for a place). */
const ANSWER_WORDS: Record<Exclude<LocalAnswer['response'], 'declined'>, string> = {
  accepted: 'Accepted',
  maybe: 'Maybe',
  waitlisted: guestMessages.waitlistBadge,
};

/**
 * The guest's answer (docs/product.md, What PartyReel is): accept or say maybe with a head count (1
 * to MAX_PEOPLE_PER_ANSWER, with − and + for thumbs), or decline; any of them with a short note to
 * the host. A refused answer keeps what was typed and says why.
 */
export function AnswerForm({
  guestName,
  current,
  onAnswer,
  choice,
  maxPeople = MAX_PEOPLE_PER_ANSWER,
  linkGuest,
  questions = [],
}: AnswerFormProps) {
  const id = useId();
  const [who, setWho] = useState<LinkGuestDraft>(() => ({
    name: linkGuest?.name ?? '',
    email: linkGuest?.email ?? '',
  }));
  const [whoErrors, setWhoErrors] = useState<Partial<Record<keyof LinkGuestDraft, string>>>({});
  const [people, setPeople] = useState(() =>
    String(current && current.response !== 'declined' ? current.peopleCount : 1),
  );
  const [note, setNote] = useState(() => current?.note ?? '');
  const [answers, setAnswers] = useState<QuestionAnswers>(() => current?.questionAnswers ?? {});
  const [answerErrors, setAnswerErrors] = useState<Partial<Record<string, string>>>({});
  const [noteError, setNoteError] = useState<string>();
  const [countError, setCountError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState<LocalAnswer['response'] | null>(null);
  const countId = `${id}-people`;
  const countMessageId = `${id}-people-message`;
  const noteId = `${id}-note`;
  const noteMessageId = `${id}-note-message`;

  /** Who answers through the share link, checked; null for a personal guest; false if wrong. */
  function checkWho(): LinkGuest | null | false {
    if (linkGuest === undefined) return null;
    const checked = checkLinkGuest(who);
    if (checked.ok) return checked.guest;
    setWhoErrors({ [checked.field]: checked.message });
    setFailure(undefined);
    document.getElementById(`${id}-${checked.field}`)?.focus();
    return false;
  }

  async function send(answer: Omit<LocalAnswer, 'note'>, guest: LinkGuest | null) {
    const trimmed = note.trim();
    if (trimmed.length > MAX_ANSWER_NOTE) {
      setNoteError(guestMessages.noteTooLong);
      setFailure(undefined);
      document.getElementById(noteId)?.focus();
      return;
    }
    const asked = checkQuestionAnswers(questions, answers, answer.response !== 'declined');
    if (!asked.ok) {
      setAnswerErrors({ [asked.question.id]: asked.message });
      setFailure(undefined);
      document.getElementById(questionFieldId(id, asked.question))?.focus();
      return;
    }
    setNoteError(undefined);
    setAnswerErrors({});
    setFailure(undefined);
    setSending(answer.response);
    try {
      await onAnswer(
        {
          ...answer,
          note: trimmed || null,
          ...(Object.keys(asked.answers).length > 0 ? { questionAnswers: asked.answers } : {}),
        },
        guest,
      );
    } catch (error) {
      setFailure(answerErrorMessage(error));
    } finally {
      setSending(null);
    }
  }

  /** Accepted or Maybe, with the head count typed (checked first: a wrong one is said, not sent). */
  function coming(response: 'accepted' | 'maybe') {
    if (sending) return;
    // Checked top to bottom, as the guest reads the form.
    const guest = checkWho();
    if (guest === false) return;
    const checked = checkPeopleCount(people, maxPeople);
    if (!checked.ok) {
      setCountError(checked.message);
      setFailure(undefined);
      document.getElementById(countId)?.focus();
      return;
    }
    setCountError(undefined);
    void send({ response, peopleCount: checked.value }, guest);
  }

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    coming('accepted');
  }

  function decline() {
    if (sending) return;
    setCountError(undefined);
    const guest = checkWho();
    if (guest === false) return;
    // A declined answer brings nobody, whatever the count says.
    void send({ response: 'declined', peopleCount: 0 }, guest);
  }

  function step(by: 1 | -1) {
    setPeople((typed) => stepPeopleCount(typed, by, maxPeople));
    setCountError(undefined);
  }

  const count = Number(people);
  return (
    <form
      onSubmit={accept}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-[2rem] bg-white p-5 shadow-2xl ring-1 ring-violet-100 sm:p-7"
    >
      <div>
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-ink sm:text-3xl">
          {guestName ? `${guestName}, will you be there?` : 'Will you be there?'}
        </h2>
        {current ? (
          <p className="mt-2 rounded-2xl bg-violet-50 px-4 py-2 font-semibold text-ink">
            Your answer:{' '}
            {current.response === 'declined'
              ? 'Declined'
              : `${ANSWER_WORDS[current.response]} · ${current.peopleCount} ${current.peopleCount === 1 ? 'person' : 'people'}`}
            <span className="block text-sm font-normal text-ink-soft">
              You can change it below.
            </span>
          </p>
        ) : (
          <p className="mt-1 text-ink-soft">Let the host know if you're coming.</p>
        )}
      </div>

      {linkGuest === undefined ? null : (
        <LinkGuestFields
          idPrefix={id}
          draft={who}
          errors={whoErrors}
          onChange={(next) => {
            setWho(next);
            setWhoErrors({});
          }}
        />
      )}

      <div className="space-y-1.5">
        <label htmlFor={countId} className="block font-bold text-ink">
          Number of people
        </label>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label="One person fewer"
            aria-controls={countId}
            onClick={() => step(-1)}
            disabled={count <= 1}
            className={stepperButton}
          >
            −
          </button>
          <input
            id={countId}
            name="peopleCount"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxPeople}
            step={1}
            value={people}
            onChange={(event) => {
              setPeople(event.target.value);
              setCountError(undefined);
            }}
            aria-invalid={countError ? true : undefined}
            aria-describedby={countError ? countMessageId : undefined}
            className="min-h-12 w-20 min-w-0 rounded-2xl border-2 border-violet-200 bg-white px-2 text-center text-xl font-bold text-ink shadow-inner focus:border-party-magenta aria-invalid:border-rose-500"
          />
          <button
            type="button"
            aria-label="One more person"
            aria-controls={countId}
            onClick={() => step(1)}
            disabled={count >= maxPeople}
            className={stepperButton}
          >
            +
          </button>
        </div>
        {countError ? (
          <p id={countMessageId} className="text-sm font-semibold text-rose-600">
            {countError}
          </p>
        ) : (
          <p className="text-sm text-ink-soft">
            Including you{maxPeople < MAX_PEOPLE_PER_ANSWER ? `, at most ${maxPeople}` : ''}.
          </p>
        )}
      </div>

      <QuestionFields
        idPrefix={id}
        questions={questions}
        values={answers}
        errors={answerErrors}
        onChange={(next) => {
          setAnswers(next);
          setAnswerErrors({});
        }}
      />

      <div className="space-y-1.5">
        <label htmlFor={noteId} className="block font-bold text-ink">
          Note to the host <span className="font-normal text-ink-soft">(optional)</span>
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={2}
          value={note}
          placeholder="Allergic to nuts, arriving late…"
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(undefined);
          }}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteMessageId}
          className="block w-full rounded-2xl border-2 border-violet-200 bg-white px-3 py-2 text-ink shadow-inner placeholder:text-ink-soft/70 focus:border-party-magenta aria-invalid:border-rose-500"
        />
        <p
          id={noteMessageId}
          className={`text-sm ${noteError ? 'font-semibold text-rose-600' : 'text-ink-soft'}`}
        >
          {noteError ?? 'Only the host sees it.'}
        </p>
      </div>

      {choice ? (
        <p className="font-semibold text-ink">
          {choice === 'yes' ? guestMessages.confirmAccept : guestMessages.confirmDecline}
        </p>
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}

      {/* Accept is the common answer: a whole row; Maybe and Decline share the one below. */}
      <div className="grid grid-cols-2 gap-3">
        <button
          type="submit"
          // biome-ignore lint/a11y/noAutofocus: the guest came from the template's 'Yes' link to confirm it
          autoFocus={choice === 'yes'}
          disabled={sending !== null}
          aria-busy={sending === 'accepted'}
          className={`${buttonStyles.primary} col-span-2`}
        >
          {sending === 'accepted' ? <Spinner /> : null}
          Accept
        </button>
        <button
          type="button"
          onClick={() => coming('maybe')}
          disabled={sending !== null}
          aria-busy={sending === 'maybe'}
          className={buttonStyles.secondary}
        >
          {sending === 'maybe' ? <Spinner /> : null}
          Maybe
        </button>
        <button
          type="button"
          onClick={decline}
          // biome-ignore lint/a11y/noAutofocus: the guest came from the template's 'No' link to confirm it
          autoFocus={choice === 'no'}
          disabled={sending !== null}
          aria-busy={sending === 'declined'}
          className={buttonStyles.secondary}
        >
          {sending === 'declined' ? <Spinner /> : null}
          Decline
        </button>
      </div>
    </form>
  );
}
