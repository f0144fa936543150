import type { InvitationData } from '../player/invitation-data.ts';
import { TeaserCard } from '../player/teaser-card.tsx';
import { openInvitationPreview } from './open-invitation-preview.ts';
import { type PreviewTemplate, playerTemplate } from './preview-template.ts';

/**
 * A teaser template's stage: its card, which opens the full preview in a new tab (in the click
 * itself, so no popup blocker stops it).
 */
export function TeaserStage({
  template,
  data,
  onStart,
}: {
  template: PreviewTemplate;
  data: InvitationData;
  onStart?: (() => void) | undefined;
}) {
  return (
    <TeaserCard
      template={playerTemplate(template)}
      onOpen={() => {
        onStart?.();
        openInvitationPreview({ templateId: template.id, data });
      }}
    />
  );
}
