import { Suspense, useEffect, useState } from 'react';
import { PREVIEW_RENDER_DELAY_MS } from '../player/fancy-protocol.ts';
import type { InvitationData } from '../player/invitation-data.ts';
import {
  LazyInvitationPlayer,
  preloadInvitationPlayer,
} from '../player/lazy-invitation-player.tsx';
import { PreviewLoading } from './preview-status.tsx';
import { type PreviewTemplate, playerTemplate } from './preview-template.ts';

/**
 * The full preview's scene fills the tab and plays by itself. docs/product.md (Limits and
 * validation): it renders after a 200 ms delay (the player's chunk loads meanwhile; FancyFrame
 * keeps the same delay).
 */
export function FullPreviewScene({
  template,
  data,
}: {
  template: PreviewTemplate;
  data: InvitationData;
}) {
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
