import { Suspense } from 'react';
import { FancyFrame } from '../player/fancy-frame.tsx';
import type { InvitationData } from '../player/invitation-data.ts';
import { LazyInvitationPlayer } from '../player/lazy-invitation-player.ts';
import { TeaserCard } from '../player/teaser-card.tsx';
import { type PreviewTemplate, playerTemplate } from '../preview/preview-template.ts';

export interface InvitationStageProps {
  template: PreviewTemplate;
  data: InvitationData;
  /** Opens the full preview in a new tab (the teaser's only way to be seen). */
  onOpenFull: () => void;
}

/**
 * The invitation as the guest will see it, in the page (SPEC.md §2 "Full-preview variants"): a
 * scene template plays here, a fancy one in its sandboxed frame, a teaser shows its card. When the
 * stage leaves the page, everything it played stops with it.
 */
export function InvitationStage({ template, data, onOpenFull }: InvitationStageProps) {
  return (
    <div
      className="overflow-hidden rounded-3xl shadow-xl"
      style={{ background: template.palette.background }}
    >
      {template.variant === 'teaser' ? (
        <TeaserCard template={playerTemplate(template)} onOpen={onOpenFull} />
      ) : template.variant === 'fancy' ? (
        <FancyFrame
          template={{ name: template.name, bundle: template.bundle ?? undefined }}
          version={template.version}
          data={data}
        />
      ) : (
        <Suspense fallback={<p className="p-16 text-center text-white">Loading the invitation…</p>}>
          {/* A new song restarts the player with it. */}
          <LazyInvitationPlayer
            key={data.musicUrl ?? 'silent'}
            template={playerTemplate(template)}
            data={data}
          />
        </Suspense>
      )}
    </div>
  );
}
