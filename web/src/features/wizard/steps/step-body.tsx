import { messages } from '@partyreel/shared/messages';
import type { ReactNode } from 'react';
import { RecipientsEditor } from '../../recipients/recipients-editor.tsx';
import { MediaField } from '../../uploads/media-field.tsx';
import type { DraftAction, DraftDetails, WizardDraft } from '../draft/wizard-draft.ts';
import type { StepProblem } from '../step-rules.ts';
import type { StepKind } from '../wizard-steps.ts';
import { DateField, LocationField, TimeFields, TitleField } from './detail-fields.tsx';
import { EventRecipients } from './event-recipients.tsx';
import { MusicStep } from './music-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { TemplateStep } from './template-step.tsx';

export interface StepBody {
  title: string;
  intro?: ReactNode;
  content: ReactNode;
  wide?: boolean;
  /** False when the content holds a form of its own. */
  asForm?: boolean;
}

export interface StepBodyProps {
  kind: StepKind;
  draft: WizardDraft;
  dispatch: (action: DraftAction) => void;
  problem: StepProblem | null;
  /** The template picker's starting search (the template-first wizard's `search`). */
  search?: string | undefined;
}

/**
 * The heading and content of the steps that only edit the draft (docs/product.md, Pages), shared by
 * both wizards. Steps that talk to the server (review, send, reminders, registration) are the
 * wizards'.
 */
export function stepBody({
  kind,
  draft,
  dispatch,
  problem,
  search,
}: StepBodyProps): StepBody | null {
  const fields = {
    details: draft,
    onChange: (details: Partial<DraftDetails>) => dispatch({ type: 'details', details }),
    problem,
  };
  switch (kind) {
    case 'name':
      return { title: messages.wizard.nameQuestion, content: <TitleField {...fields} /> };
    case 'location':
      return { title: 'Where is the party?', content: <LocationField {...fields} /> };
    case 'date':
      return { title: 'When is it?', content: <DateField {...fields} /> };
    case 'time':
      return { title: 'What time does it start?', content: <TimeFields {...fields} /> };
    case 'image':
      return {
        title: 'Make it personal with a photo',
        intro: 'Optional: a photo of the guest of honour makes it personal. Skip it with Next.',
        content: (
          <MediaField
            kind="image"
            variant="page"
            value={draft.image}
            onChange={(image) => dispatch({ type: 'image', image })}
          />
        ),
      };
    case 'video':
      return {
        title: 'Add a short video',
        intro: `Optional: a short clip (${messages.media.videoHint}). Skip it with Next.`,
        content: (
          <MediaField
            kind="video"
            variant="page"
            value={draft.video}
            onChange={(video) => dispatch({ type: 'video', video })}
          />
        ),
      };
    case 'template':
      return {
        title: 'Pick a template',
        wide: true,
        content: (
          <TemplateStep
            selectedId={draft.templateId}
            locked={draft.eventId !== null}
            initialSearch={search}
            onSelect={(templateId) => dispatch({ type: 'template', templateId })}
          />
        ),
      };
    case 'music':
      return {
        title: 'Pick the music',
        intro: 'Optional: a song from the theme, your own, or none.',
        content: (
          <MusicStep
            templateId={draft.templateId}
            music={draft.music}
            onChange={(music) => dispatch({ type: 'music', music })}
          />
        ),
      };
    case 'preview':
      return {
        title: 'Preview your invitation',
        wide: true,
        content: (
          <PreviewStep
            draft={draft}
            problem={problem}
            onDetails={(details) => dispatch({ type: 'details', details })}
          />
        ),
      };
    case 'recipients':
      return {
        title: messages.wizard.recipientsQuestion,
        intro: 'Add guests now or later from your event page.',
        asForm: false,
        // Once the event exists its guests are the server's: listed, counted and removed there.
        content: draft.eventId ? (
          <EventRecipients eventId={draft.eventId} draft={draft} dispatch={dispatch} />
        ) : (
          <RecipientsEditor
            value={draft.recipients}
            onChange={(recipients) => dispatch({ type: 'recipients', recipients })}
          />
        ),
      };
    default:
      return null;
  }
}
