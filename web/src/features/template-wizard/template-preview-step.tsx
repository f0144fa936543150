import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import type { Trpc } from '../../lib/trpc.ts';
import { MusicPicker } from '../music/music-picker.tsx';
import type { MusicTrack } from '../music/music-track.ts';
import { FancyFrame } from '../player/fancy-frame.tsx';
import { LazyInvitationPlayer } from '../player/lazy-invitation-player.ts';
import { TeaserCard } from '../player/teaser-card.tsx';
import { openInvitationPreview } from '../preview/open-invitation-preview.ts';
import { playerTemplate } from '../preview/preview-template.ts';
import { sampleInvitation } from './sample-event.ts';

export interface TemplatePreviewStepProps {
  trpc: Trpc;
  templateId: string;
  onBack: () => void;
}

/**
 * Step 2 of the template-first wizard: the chosen template playing with a sample party, its songs to
 * choose from, and the full preview in a new tab. (The details editor on the flip side of this card
 * comes with the event-creation wizard.)
 */
export function TemplatePreviewStep({ trpc, templateId, onBack }: TemplatePreviewStepProps) {
  const template = useQuery(trpc.templates.byId.queryOptions({ id: templateId }));
  const tracks = useQuery(trpc.music.forTemplate.queryOptions({ templateId }));
  const [track, setTrack] = useState<MusicTrack | null>(null);
  const data = useMemo(() => sampleInvitation(track), [track]);
  const openFull = () => openInvitationPreview({ templateId, data });

  if (template.isPending)
    return <p className="py-16 text-center text-slate-600">Loading the template…</p>;
  if (template.isError) {
    const notFound = readServerError(template.error)?.code === 'NOT_FOUND';
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg text-slate-800">
          {notFound ? messages.preview.resourcesMissing : messages.templates.loadFailed}
        </p>
        <button
          type="button"
          className="rounded-full bg-fuchsia-600 px-5 py-2 font-semibold text-white"
          onClick={onBack}
        >
          Choose another template
        </button>
      </div>
    );
  }

  const chosen = template.data;
  return (
    <section aria-labelledby="template-preview-title" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-semibold text-fuchsia-700 text-sm uppercase tracking-wide">
            Step 2 of 7
          </p>
          <h1
            id="template-preview-title"
            className="font-display font-bold text-3xl text-slate-900"
          >
            {chosen.name}
          </h1>
          <p className="mt-1 max-w-prose text-slate-600">{chosen.description}</p>
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={onBack}
            className="rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-700 hover:bg-slate-50"
          >
            Back to templates
          </button>
          {chosen.variant !== 'teaser' && (
            <button
              type="button"
              onClick={openFull}
              className="rounded-full bg-fuchsia-600 px-5 py-2 font-semibold text-white hover:bg-fuchsia-700"
            >
              Open full preview
            </button>
          )}
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div
          className="overflow-hidden rounded-3xl shadow-xl"
          style={{ background: chosen.palette.background }}
        >
          {chosen.variant === 'teaser' ? (
            <TeaserCard template={playerTemplate(chosen)} onOpen={openFull} />
          ) : chosen.variant === 'fancy' ? (
            <FancyFrame
              template={{ name: chosen.name, bundle: chosen.bundle ?? undefined }}
              version={chosen.version}
              data={data}
            />
          ) : (
            <Suspense
              fallback={<p className="p-16 text-center text-white">Loading the invitation…</p>}
            >
              {/* A new song restarts the player with it. */}
              <LazyInvitationPlayer
                key={track?.id ?? 'silent'}
                template={playerTemplate(chosen)}
                data={data}
              />
            </Suspense>
          )}
        </div>
        <div>
          <h2 className="mb-3 font-display font-semibold text-slate-900 text-xl">Pick the music</h2>
          {tracks.isError ? (
            <p role="alert" className="text-slate-700">
              {messages.generic.somethingWentWrong}
            </p>
          ) : (
            <MusicPicker
              tracks={tracks.data ?? []}
              selectedId={track?.id ?? null}
              onSelect={setTrack}
            />
          )}
        </div>
      </div>
    </section>
  );
}
