import { useState } from 'react';
import { buttonStyles } from '../../../ui/button-styles.ts';
import { MediaField } from '../../uploads/media-field.tsx';
import type { DraftAction, WizardDraft } from '../draft/wizard-draft.ts';
import type { StepProblem } from '../step-rules.ts';
import { AllDetailFields } from '../steps/detail-fields.tsx';
import { MusicStep } from '../steps/music-step.tsx';
import { MediaModal } from './media-modal.tsx';

type Modal = 'photo' | 'video' | 'song' | null;

export interface DetailsEditorProps {
  draft: WizardDraft;
  dispatch: (action: DraftAction) => void;
  problem: StepProblem | null;
}

/**
 * The flip card's back: the event's details, and the add photo / add video / add song modals. The
 * preview beside it follows every change.
 */
export function DetailsEditor({ draft, dispatch, problem }: DetailsEditorProps) {
  const [modal, setModal] = useState<Modal>(null);
  const close = () => setModal(null);
  const added = (label: string, has: boolean) => (has ? `Change ${label}` : `Add ${label}`);

  return (
    <div className="space-y-5 rounded-3xl bg-white p-6 ring-1 ring-violet-100">
      <h2 className="font-display font-semibold text-2xl text-ink">Your event</h2>
      <AllDetailFields
        details={draft}
        onChange={(details) => dispatch({ type: 'details', details })}
        problem={problem}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <button
          type="button"
          className={buttonStyles.secondarySmall}
          onClick={() => setModal('photo')}
        >
          {added('photo', draft.image !== null)}
        </button>
        <button
          type="button"
          className={buttonStyles.secondarySmall}
          onClick={() => setModal('video')}
        >
          {added('video', draft.video !== null)}
        </button>
        <button
          type="button"
          className={buttonStyles.secondarySmall}
          onClick={() => setModal('song')}
        >
          {added('song', draft.music !== null)}
        </button>
      </div>
      <MediaModal title="Add a photo" open={modal === 'photo'} onClose={close}>
        <MediaField
          kind="image"
          variant="modal"
          value={draft.image}
          onChange={(image) => dispatch({ type: 'image', image })}
        />
      </MediaModal>
      <MediaModal title="Add a video" open={modal === 'video'} onClose={close}>
        <MediaField
          kind="video"
          variant="modal"
          value={draft.video}
          onChange={(video) => dispatch({ type: 'video', video })}
        />
      </MediaModal>
      <MediaModal title="Add a song" open={modal === 'song'} onClose={close}>
        <MusicStep
          templateId={draft.templateId}
          music={draft.music}
          onChange={(music) => dispatch({ type: 'music', music })}
        />
      </MediaModal>
    </div>
  );
}
