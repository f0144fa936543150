import { messages } from '@partyreel/shared/messages';
import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import type { Trpc } from '../../lib/trpc.ts';
import { titleText } from '../player/details.ts';
import { FancyFrame } from '../player/fancy-frame.tsx';
import { PREVIEW_RENDER_DELAY_MS } from '../player/fancy-protocol.ts';
import type { InvitationData } from '../player/invitation-data.ts';
import { LazyInvitationPlayer, preloadInvitationPlayer } from '../player/lazy-invitation-player.ts';
import type { PreviewPayload } from './preview-protocol.ts';
import { PreviewFailure, PreviewLoading } from './preview-status.tsx';
import { type PreviewTemplate, playerTemplate } from './preview-template.ts';

/**
 * The full preview of one invitation (SPEC.md §2 "Full-preview variants"), filling the stage:
 * a scene template plays in the page; a fancy one runs its bundle in its sandboxed frame. A teaser
 * template plays its full scene too: the teaser card is what other pages show instead of it, and
 * this page is where that card leads.
 */
export function PreviewStage({ trpc, payload }: { trpc: Trpc; payload: PreviewPayload }) {
  const template = useQuery(trpc.templates.byId.queryOptions({ id: payload.templateId }));
  usePreviewTitle(payload.data);

  if (template.isPending) return <PreviewLoading />;
  if (template.isError) {
    const notFound = readServerError(template.error)?.code === 'NOT_FOUND';
    return (
      <PreviewFailure
        message={notFound ? messages.preview.resourcesMissing : messages.preview.loadFailed}
      />
    );
  }
  return template.data.variant === 'fancy' ? (
    <FancyStage template={template.data} data={payload.data} />
  ) : (
    <SceneStage template={playerTemplate(template.data)} data={payload.data} />
  );
}

/** The tab is named after the invitation while it shows. */
function usePreviewTitle(data: InvitationData) {
  const title = titleText(data);
  useEffect(() => {
    const previous = document.title;
    document.title = `Preview: ${title}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** SPEC.md §9: the preview renders after a 200 ms delay (the player's chunk loads meanwhile). */
function SceneStage({ template, data }: { template: TemplateDefinition; data: InvitationData }) {
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
          <LazyInvitationPlayer template={template} data={data} autoPlay />
        </Suspense>
      ) : (
        <PreviewLoading />
      )}
    </div>
  );
}

/** The sandboxed bundle, framed like the player's card; FancyFrame keeps SPEC.md's 200 ms delay. */
function FancyStage({ template, data }: { template: PreviewTemplate; data: InvitationData }) {
  const { palette } = template;
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center md:px-6 md:py-10"
      style={{
        background: `radial-gradient(circle at 50% 30%, ${palette.primary}, ${palette.background} 70%)`,
      }}
    >
      <div className="w-full overflow-hidden shadow-2xl md:max-w-[30rem] md:rounded-[2rem] md:ring-4 md:ring-white/50">
        <FancyFrame
          template={{ name: template.name, bundle: template.bundle ?? undefined }}
          version={template.version}
          data={data}
        />
      </div>
    </div>
  );
}
