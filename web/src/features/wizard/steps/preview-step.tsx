import { hostNameOrFallback } from '@partyreel/shared/format/fallbacks';
import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { buttonStyles } from '../../../ui/button-styles.ts';
import { HostMessage } from '../../guest/host-message.tsx';
import { InvitationStage } from '../../preview/invitation-stage.tsx';
import { openInvitationPreview } from '../../preview/open-invitation-preview.ts';
import { draftInvitation } from '../draft/draft-invitation.ts';
import type { DraftDetails, WizardDraft } from '../draft/wizard-draft.ts';
import type { StepProblem } from '../step-rules.ts';
import { useDraftTemplate } from '../use-draft-template.ts';
import { AllDetailFields } from './detail-fields.tsx';
import { MediaThumbnails } from './media-thumbnails.tsx';
import { PersonalMessageField } from './personal-message-field.tsx';

export interface PreviewStepProps {
  draft: WizardDraft;
  onDetails: (details: Partial<DraftDetails>) => void;
  problem: StepProblem | null;
}

/**
 * The invitation with the host's details, and their message as guests will read it beside it,
 * next to the details to edit and thumbnails of the photo, video and song; the full preview opens
 * in a new tab. Leaving the step unmounts the player, which
 * stops its music and video.
 */
export function PreviewStep({ draft, onDetails, problem }: PreviewStepProps) {
  const template = useDraftTemplate(draft.templateId);
  const data = useMemo(() => draftInvitation(draft), [draft]);
  const templateId = draft.templateId;
  const me = useQuery(useTRPC().auth.me.queryOptions());
  const message = draft.personalMessage.trim();
  const hostMessage = message
    ? { from: hostNameOrFallback(me.data?.displayName ?? null), text: message }
    : undefined;
  const openFull = () => {
    if (templateId) openInvitationPreview({ templateId, data, hostMessage });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-3">
        {template.isPending && templateId ? (
          <p className="py-16 text-center text-ink-soft">Loading the invitation…</p>
        ) : template.isError || !template.data ? (
          <p role="alert" className="py-16 text-center text-ink">
            {messages.preview.loadFailed}
          </p>
        ) : (
          <InvitationStage place="panel" template={template.data} data={data} />
        )}
        <button
          type="button"
          onClick={openFull}
          disabled={!templateId}
          className={`${buttonStyles.secondary} w-full`}
        >
          Open full preview
        </button>
        {hostMessage ? <HostMessage message={hostMessage} /> : null}
      </div>
      <div className="space-y-5">
        <MediaThumbnails draft={draft} />
        <AllDetailFields details={draft} onChange={onDetails} problem={problem} />
        <PersonalMessageField
          value={draft.personalMessage}
          onChange={(personalMessage) => onDetails({ personalMessage })}
        />
      </div>
    </div>
  );
}
