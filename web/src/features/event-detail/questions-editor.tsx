import {
  type GuestQuestion,
  guestQuestion,
  MAX_QUESTIONS,
  newQuestionId,
  type QuestionKind,
} from '@partyreel/shared/events/guest-questions';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';

/** A question as the editor holds it: a choice's answers as typed, one a line. */
interface QuestionDraft {
  id: string;
  text: string;
  kind: QuestionKind;
  choices: string;
  required: boolean;
}

const draftOf = (q: GuestQuestion): QuestionDraft => ({ ...q, choices: q.choices.join('\n') });
const inputOf = (d: QuestionDraft) => ({ ...d, choices: d.choices.split('\n') });

/**
 * 'Questions for guests' (docs/product.md, Questions for guests): up to three, each a short text or
 * a choice, optional or required, asked with the guest's answer. Saved together with 'Save
 * questions'; what was typed stays when the server refuses.
 */
export function QuestionsEditor({ eventId, saved }: { eventId: string; saved: GuestQuestion[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.events.update.mutationOptions());
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => saved.map(draftOf));
  const [problem, setProblem] = useState<string>();
  const titleId = useId();

  const change = (index: number, patch: Partial<QuestionDraft>) => {
    setDrafts((now) => now.map((d, i) => (i === index ? { ...d, ...patch } : d)));
    setProblem(undefined);
  };

  async function save() {
    // The server's own schema (with Zod), loaded at the first save rather than with the page.
    const { guestQuestionsInput } = await import('@partyreel/shared/events/guest-questions-input');
    const parsed = guestQuestionsInput.safeParse(drafts.map(inputOf));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.questions.invalid);
      return;
    }
    try {
      await update.mutateAsync({ eventId, questions: parsed.data });
      await queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });
      toast.success(messages.questions.saved);
    } catch (error) {
      setProblem(readServerError(error)?.message || messages.questions.saveFailed);
    }
  }

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h3 id={titleId} className="font-display text-xl font-bold text-ink">
          {messages.questions.title}
        </h3>
        <p className="text-sm text-ink-soft">
          Up to {MAX_QUESTIONS}, asked with each answer. You see the answers in the guest list.
        </p>
      </div>
      {drafts.map((draft, index) => (
        <fieldset
          key={draft.id}
          className="space-y-3 rounded-2xl bg-violet-50/70 p-4 ring-1 ring-violet-100"
        >
          <legend className="sr-only">Question {index + 1}</legend>
          <TextField
            label={`Question ${index + 1}`}
            value={draft.text}
            maxLength={120}
            placeholder="Any dietary needs?"
            onChange={(event) => change(index, { text: event.target.value })}
          />
          <SelectField
            label={`Answered with (question ${index + 1})`}
            value={draft.kind}
            onChange={(event) =>
              change(index, { kind: event.target.value === 'choice' ? 'choice' : 'text' })
            }
          >
            <option value="text">A short text</option>
            <option value="choice">A choice</option>
          </SelectField>
          {draft.kind === 'choice' ? (
            <TextAreaField
              label={`Choices, one a line (question ${index + 1})`}
              rows={3}
              value={draft.choices}
              onChange={(event) => change(index, { choices: event.target.value })}
            />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 font-bold text-ink">
              <input
                type="checkbox"
                checked={draft.required}
                onChange={(event) => change(index, { required: event.target.checked })}
                className="size-5 accent-party-magenta"
              />
              Required to accept
              <span className="sr-only"> (question {index + 1})</span>
            </label>
            <button
              type="button"
              onClick={() => {
                setDrafts((now) => now.filter((_, i) => i !== index));
                setProblem(undefined);
              }}
              className={buttonStyles.secondarySmall}
            >
              Remove question {index + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={drafts.length >= MAX_QUESTIONS}
          onClick={() => setDrafts((now) => [...now, draftOf(guestQuestion(newQuestionId(), ''))])}
          className={buttonStyles.secondarySmall}
        >
          Add a question
        </button>
        <BusyButton
          busy={update.isPending}
          onClick={() => void save()}
          className={buttonStyles.primary}
        >
          Save questions
        </BusyButton>
      </div>
    </section>
  );
}
