import { buildCustomData } from '@partyreel/shared/format/custom-data';
import type { InvitationData } from '../../player/invitation-data.ts';
import type { WizardDraft } from '../draft/wizard-draft.ts';

/**
 * What a template previews with: the host's details where they have typed them, and a believable
 * party (a month from today) for the rest, so every detail is seen in place.
 */
export function sampleInvitation(draft: WizardDraft, today = new Date()): InvitationData {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth() + 1, 14));
  const or = (value: string, sample: string) => (value.trim() ? value : sample);
  return buildCustomData({
    title: or(draft.title, 'Your Party'),
    location: or(draft.location, '12 Oak Lane, Springfield'),
    eventDate: or(draft.eventDate, date.toISOString().slice(0, 10)),
    startTime: or(draft.startTime, '15:00'),
    endTime: draft.endTime || (draft.startTime ? null : '18:00'),
    imageUrl: draft.image?.url ?? null,
    videoUrl: draft.video?.url ?? null,
    music: draft.music,
  });
}
