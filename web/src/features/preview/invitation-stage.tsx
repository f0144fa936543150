import { messages } from '@partyreel/shared/messages';
import { thumbnailPath } from '@partyreel/shared/templates/thumbnail-path';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { FancyFrame } from '../player/fancy-frame.tsx';
import { PREVIEW_RENDER_DELAY_MS } from '../player/fancy-protocol.ts';
import type { InvitationData } from '../player/invitation-data.ts';
import { LazyInvitationPlayer, preloadInvitationPlayer } from '../player/lazy-invitation-player.ts';
import { LoadingScreen } from '../player/loading-screen.tsx';
import { TeaserCard } from '../player/teaser-card.tsx';
import { openInvitationPreview } from './open-invitation-preview.ts';
import { PreviewLoading } from './preview-status.tsx';
import { type PreviewTemplate, playerTemplate } from './preview-template.ts';

/**
 * Where the stage stands: `page` fills the guest's page, `panel` is a rounded box in a wizard's
 * step, `full` is the whole full-preview tab (where a teaser's card leads).
 */
export type StagePlace = 'page' | 'panel' | 'full';

export interface InvitationStageProps {
  template: PreviewTemplate;
  data: InvitationData;
  place: StagePlace;
  /** The viewer started watching: the player's first play, a fancy frame shown, the teaser opened. */
  onStart?: () => void;
  /** The scene player played the invitation to its end. */
  onFinished?: () => void;
}

/**
 * The invitation as its template's variant plays it (SPEC.md §2 "Full-preview variants", DESIGN.md
 * §7): a scene in the page's player (its own lazy chunk), a fancy bundle in its sandboxed frame, a
 * teaser as a card that opens the full preview in a new tab. The full preview plays a teaser's
 * scene: it is where that card leads. When the stage leaves the page, everything it played stops.
 */
export function InvitationStage({ place, ...props }: InvitationStageProps) {
  const stage = <VariantStage place={place} {...props} />;
  if (place !== 'panel') return stage;
  return (
    <div
      className="overflow-hidden rounded-3xl shadow-xl"
      style={{ background: props.template.palette.background }}
    >
      {stage}
    </div>
  );
}

function VariantStage({ template, data, place, onStart, onFinished }: InvitationStageProps) {
  const variant = place === 'full' && template.variant === 'teaser' ? 'scene' : template.variant;
  switch (variant) {
    case 'scene':
      return place === 'full' ? (
        <FullPreviewScene template={template} data={data} />
      ) : (
        <Suspense fallback={<PosterLoading template={template} />}>
          {/* A new song (the wizard's music step) restarts the player with it. */}
          <LazyInvitationPlayer
            key={data.musicUrl ?? 'silent'}
            template={playerTemplate(template)}
            data={data}
            onStart={onStart}
            onFinished={onFinished}
          />
        </Suspense>
      );
    case 'fancy':
      return (
        <CardFrame place={place} template={template} ring>
          <FancyFrame
            onShown={onStart}
            template={{ name: template.name, bundle: template.bundle ?? undefined }}
            version={template.version}
            data={data}
          />
        </CardFrame>
      );
    case 'teaser':
      return (
        <CardFrame place={place} template={template}>
          <TeaserCard
            template={playerTemplate(template)}
            onOpen={() => {
              onStart?.();
              openInvitationPreview({ templateId: template.id, data });
            }}
          />
        </CardFrame>
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
 * A fancy frame or teaser card sized like the player's card; in a wizard's panel, the panel is its
 * frame. The full preview centres it on a glow of the template's colours.
 */
function CardFrame({
  place,
  template,
  ring = false,
  children,
}: {
  place: StagePlace;
  template: PreviewTemplate;
  ring?: boolean;
  children: ReactNode;
}) {
  if (place === 'panel') return children;
  const { palette } = template;
  const card = (
    <div
      className={`w-full overflow-hidden shadow-2xl md:max-w-[30rem] md:rounded-[2rem] ${ring ? 'md:ring-4 md:ring-white/50' : ''}`}
    >
      {children}
    </div>
  );
  return place === 'full' ? (
    <div
      className="flex flex-1 flex-col items-center justify-center md:px-6 md:py-10"
      style={{
        background: `radial-gradient(circle at 50% 30%, ${palette.primary}, ${palette.background} 70%)`,
      }}
    >
      {card}
    </div>
  ) : (
    <div className="flex justify-center md:px-6 md:py-10">{card}</div>
  );
}

/**
 * While the player's chunk arrives: the template's poster frame (the picture the server's first
 * paint showed, so the stage never goes blank) with its loading line.
 */
function PosterLoading({ template }: { template: PreviewTemplate }) {
  return (
    <div
      className="relative aspect-[4/5] w-full overflow-hidden md:mx-auto md:my-10 md:max-w-[30rem] md:rounded-[2rem]"
      style={{ background: template.palette.background }}
    >
      <img
        src={thumbnailPath(template.id)}
        alt=""
        width={400}
        height={500}
        className="absolute inset-0 size-full object-cover"
      />
      <LoadingScreen reducedMotion />
    </div>
  );
}

/**
 * The full preview's scene fills the tab and plays by itself. SPEC.md §9: it renders after a
 * 200 ms delay (the player's chunk loads meanwhile; FancyFrame keeps the same delay).
 */
function FullPreviewScene({ template, data }: { template: PreviewTemplate; data: InvitationData }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A chunk that fails to load is reported when the player renders, by the route's error page.
    preloadInvitationPlayer().catch(() => {});
    const timer = setTimeout(() => setShown(true), PREVIEW_RENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    // The player's own backdrop stretches over the whole stage.
    <div
      className="flex flex-1 flex-col *:flex-1"
      style={{ background: template.palette.background }}
    >
      {shown ? (
        <Suspense fallback={<PreviewLoading />}>
          <LazyInvitationPlayer template={playerTemplate(template)} data={data} autoPlay />
        </Suspense>
      ) : (
        <PreviewLoading />
      )}
    </div>
  );
}
