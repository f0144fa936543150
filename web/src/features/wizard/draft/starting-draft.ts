import { emptyDraft, type WizardDraft } from './wizard-draft.ts';

export interface StartingPoint {
  /** What session storage holds for this wizard (and mode). */
  stored: WizardDraft | null;
  /** The address names a step: a reload or a step link, not a fresh start. */
  hasStep: boolean;
  /** Edit mode: the event being edited. */
  editEventId: string | undefined;
}

/**
 * The draft a wizard opens with: the stored one when the address continues a wizard (it names a
 * step) and, in edit mode, the stored draft is of the same event; a fresh one for a fresh start.
 * `null` in edit mode means "load the event from the server".
 */
export function startingDraft({ stored, hasStep, editEventId }: StartingPoint): WizardDraft | null {
  if (editEventId) return hasStep && stored?.eventId === editEventId ? stored : null;
  return hasStep && stored ? stored : emptyDraft();
}
