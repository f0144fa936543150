import { messages } from '@partyreel/shared/messages';
import { useMemo, useState } from 'react';
import { readServerError } from '../../../lib/server-error.ts';
import { buttonStyles } from '../../../ui/button-styles.ts';
import { InvitationStage } from '../../preview/invitation-stage.tsx';
import { openInvitationPreview } from '../../preview/open-invitation-preview.ts';
import type { DraftAction, WizardDraft } from '../draft/wizard-draft.ts';
import type { StepProblem } from '../step-rules.ts';
import { useDraftTemplate } from '../use-draft-template.ts';
import { DetailsEditor } from './details-editor.tsx';
import { MutedStage } from './muted-stage.tsx';
import { sampleInvitation } from './sample-event.ts';
import { WhyPartyReel } from './why-party-reel.tsx';

export interface TemplatePreviewStepProps {
  draft: WizardDraft;
  dispatch: (action: DraftAction) => void;
  problem: StepProblem | null;
  /** Back to the templates (the template could not be loaded). */
  onChooseAnother: () => void;
}

/**
 * Step 2 of the template-first wizard: the chosen template playing (with a mute toggle) beside a
 * flip card: why PartyReel on the front, 'Customize this invitation' turns it to the event's
 * details and the add photo / video / song modals. The full preview opens in a new tab.
 */
export function TemplatePreviewStep({
  draft,
  dispatch,
  problem,
  onChooseAnother,
}: TemplatePreviewStepProps) {
  const template = useDraftTemplate(draft.templateId);
  const [flipped, setFlipped] = useState(false);
  const data = useMemo(() => sampleInvitation(draft), [draft]);
  const templateId = draft.templateId;
  const openFull = () => {
    if (templateId) openInvitationPreview({ templateId, data });
  };
  // A detail to fix is on the editor's side: show it, and keep showing it once it is fixed (the
  // message clears as the host types; the card must not turn back under their fingers).
  if (problem !== null && !flipped) setFlipped(true);
  const editing = flipped || problem !== null;

  if (template.isPending)
    return <p className="py-16 text-center text-ink-soft">Loading the template…</p>;
  if (template.isError) {
    const notFound = readServerError(template.error)?.code === 'NOT_FOUND';
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg text-ink">
          {notFound ? messages.preview.resourcesMissing : messages.templates.loadFailed}
        </p>
        <button type="button" className={buttonStyles.primary} onClick={onChooseAnother}>
          Choose another template
        </button>
      </div>
    );
  }

  const chosen = template.data;
  return (
    <div className="space-y-4">
      <p className="max-w-prose text-ink-soft">{chosen.description}</p>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-3">
          <MutedStage>
            <InvitationStage place="panel" template={chosen} data={data} />
          </MutedStage>
          {chosen.variant !== 'teaser' && (
            <button type="button" onClick={openFull} className={`${buttonStyles.secondary} w-full`}>
              Open full preview
            </button>
          )}
        </div>
        <div key={editing ? 'editor' : 'why'} className="animate-pop-in">
          {editing ? (
            <DetailsEditor draft={draft} dispatch={dispatch} problem={problem} />
          ) : (
            <WhyPartyReel onCustomize={() => setFlipped(true)} />
          )}
        </div>
      </div>
    </div>
  );
}
