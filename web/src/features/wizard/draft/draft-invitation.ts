import { buildCustomData } from '@partyreel/shared/format/custom-data';
import type { InvitationData } from '../../player/invitation-data.ts';
import type { WizardDraft } from './wizard-draft.ts';

/** What the preview plays for the draft: the host's details, photo, video and song. */
export function draftInvitation(draft: WizardDraft): InvitationData {
  return buildCustomData({
    title: draft.title,
    location: draft.location,
    eventDate: draft.eventDate || null,
    startTime: draft.startTime || null,
    endTime: draft.endTime || null,
    imageUrl: draft.image?.url ?? null,
    videoUrl: draft.video?.url ?? null,
    music: draft.music,
  });
}
