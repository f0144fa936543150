import { messages } from '@partyreel/shared/messages';
import { thumbnailPath } from '@partyreel/shared/templates/thumbnail-path';
import { Suspense } from 'react';
import { FancyFrame } from '../player/fancy-frame.tsx';
import type { InvitationData } from '../player/invitation-data.ts';
import { LazyInvitationPlayer } from '../player/lazy-invitation-player.ts';
import { LoadingScreen } from '../player/loading-screen.tsx';
import { TeaserCard } from '../player/teaser-card.tsx';
import { openInvitationPreview } from '../preview/open-invitation-preview.ts';
import { type PreviewTemplate, playerTemplate } from '../preview/preview-template.ts';

/**
 * The invitation itself, as its template's variant plays it (SPEC.md §2, DESIGN.md §7): a scene in
 * the page's player (its own lazy chunk), a fancy bundle in its sandboxed frame, or a teaser card
 * that opens the full preview in a new tab.
 */
export function InvitationStage({
  template,
  data,
  onStart,
  onFinished,
}: {
  template: PreviewTemplate;
  data: InvitationData;
  /** The guest started watching: the player's first play, a fancy frame shown, the teaser opened. */
  onStart?: () => void;
  /** The scene player played the invitation to its end. */
  onFinished?: () => void;
}) {
  switch (template.variant) {
    case 'scene':
      return (
        <Suspense
          fallback={
            <StageLoading templateId={template.id} background={template.palette.background} />
          }
        >
          <LazyInvitationPlayer
            template={playerTemplate(template)}
            data={data}
            onStart={onStart}
            onFinished={onFinished}
          />
        </Suspense>
      );
    case 'fancy':
      return (
        <div className="flex justify-center md:px-6 md:py-10">
          <div className="w-full overflow-hidden shadow-2xl md:max-w-[30rem] md:rounded-[2rem] md:ring-4 md:ring-white/50">
            <FancyFrame
              onShown={onStart}
              template={{ name: template.name, bundle: template.bundle ?? undefined }}
              version={template.version}
              data={data}
            />
          </div>
        </div>
      );
    case 'teaser':
      return (
        <div className="flex justify-center md:px-6 md:py-10">
          <div className="w-full overflow-hidden shadow-2xl md:max-w-[30rem] md:rounded-[2rem]">
            <TeaserCard
              template={playerTemplate(template)}
              onOpen={() => {
                onStart?.();
                openInvitationPreview({ templateId: template.id, data });
              }}
            />
          </div>
        </div>
      );
    default:
      return (
        <p role="alert" className="p-8 text-center font-display text-xl text-white">
          {messages.guest.invalidState}
        </p>
      );
  }
}

/**
 * While the player's chunk arrives: the template's poster frame (the picture the server's first
 * paint showed, so the stage never goes blank) with its loading line.
 */
function StageLoading({ templateId, background }: { templateId: string; background: string }) {
  return (
    <div
      className="relative aspect-[4/5] w-full overflow-hidden md:mx-auto md:my-10 md:max-w-[30rem] md:rounded-[2rem]"
      style={{ background }}
    >
      <img
        src={thumbnailPath(templateId)}
        alt=""
        width={400}
        height={500}
        className="absolute inset-0 size-full object-cover"
      />
      <LoadingScreen reducedMotion />
    </div>
  );
}
