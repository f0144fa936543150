import { guestMessages } from '@partyreel/shared/messages/guest';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  CONTROL_BUTTON_SIZE,
  CONTROLS_BAR,
  STAGE_CARD,
  STAGE_COLUMN,
} from '../player/controls-bar.ts';
import type { InvitationData } from '../player/invitation-data.ts';
import { LazyInvitationPlayer } from '../player/lazy-invitation-player.tsx';
import { LoadingScreen } from '../player/loading-screen.tsx';
import { PosterFrame } from '../player/poster-frame.tsx';

/**
 * The other two variants' stages load only for a template of theirs (a scene is the usual one),
 * and the full preview's only in its tab: none of them is on a scene's guest page.
 */
const FancyFrame = lazy(() =>
  import('../player/fancy-frame.tsx').then((module) => ({ default: module.FancyFrame })),
);
const TeaserStage = lazy(() =>
  import('./teaser-stage.tsx').then((module) => ({ default: module.TeaserStage })),
);
const FullPreviewScene = lazy(() =>
  import('./full-preview-scene.tsx').then((module) => ({ default: module.FullPreviewScene })),
);

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
 * The invitation as its template's variant plays it (docs/product.md, Pages "Full-preview
 * variants"; docs/architecture.md, The player): a scene in the page's player (its own lazy chunk),
 * a fancy bundle in its sandboxed frame, a teaser as a card that opens the full preview in a new
 * tab. The full preview plays a teaser's scene: it is where that card leads. When the stage leaves
 * the page, everything it played stops.
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
        <Suspense
          fallback={<div className="flex-1" style={{ background: template.palette.background }} />}
        >
          <FullPreviewScene template={template} data={data} />
        </Suspense>
      ) : (
        <Suspense fallback={<PosterLoading template={template} controls />}>
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
          <Suspense fallback={<PosterLoading template={template} />}>
            <FancyFrame
              onShown={onStart}
              template={{ name: template.name, bundle: template.bundle ?? undefined }}
              version={template.version}
              data={data}
            />
          </Suspense>
        </CardFrame>
      );
    case 'teaser':
      return (
        <CardFrame place={place} template={template}>
          <Suspense fallback={<PosterLoading template={template} />}>
            <TeaserStage template={template} data={data} onStart={onStart} />
          </Suspense>
        </CardFrame>
      );
    default:
      return (
        <p role="alert" className="p-8 text-center font-display text-xl text-white">
          {guestMessages.invalidState}
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
 * paint showed, so the stage never goes blank) with its loading line. For a scene it stands as the
 * player will, its control bar's place kept, so nothing under it moves when the player comes.
 */
function PosterLoading({
  template,
  controls = false,
}: {
  template: PreviewTemplate;
  controls?: boolean;
}) {
  const card = (
    <div className={controls ? STAGE_CARD : 'relative'}>
      <PosterFrame template={template} />
      <LoadingScreen reducedMotion />
    </div>
  );
  if (!controls) return card;
  return (
    <div className={STAGE_COLUMN}>
      <div className="w-full md:max-w-[30rem]">
        {card}
        <div aria-hidden="true" className={CONTROLS_BAR}>
          <span className={`${CONTROL_BUTTON_SIZE} shrink-0`} />
        </div>
      </div>
    </div>
  );
}
